/** Inline SVG icons (24×24 stroke icons, currentColor), decorative unless given a label. */
import { useContext } from 'react';
import type { CSSProperties } from 'react';
import { ElementContext } from './element-context';
import { CHEVRON_RIGHT_PATH, CLOSE_PATH } from './icon-paths';

const paths = {
  apps: 'M5 5h2v2H5zM11 5h2v2h-2zM17 5h2v2h-2zM5 11h2v2H5zM11 11h2v2h-2zM17 11h2v2h-2zM5 17h2v2H5zM11 17h2v2h-2zM17 17h2v2h-2z',
  bank: 'M3 10h18M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18M12 3l9 5H3z',
  briefcase: 'M4 8h16v11H4zM9 8V5h6v3M4 13h16',
  chart: 'M4 19h16M7 16v-5M12 16V7M17 16v-8',
  crypto: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM10 7.5v9M13 7.5v9M9 8h4.5a2 2 0 0 1 0 4H9h5a2 2 0 0 1 0 4H9',
  people: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c.5-3.5 3.2-5.5 6.5-5.5s6 2 6.5 5.5M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14.8c2 .7 3.2 2.4 3.5 5.2',
  hiring: 'M10 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM3 21c.6-4 3.3-6 7-6 1.4 0 2.6.3 3.6.8M18 14v6M15 17h6',
  transfer: 'M4 8.5h15l-4-4M20 15.5H5l4 4',
  pos: 'M6 3h12v18H6zM9 7h6M9 11h.01M12 11h.01M15 11h.01M9 14h.01M12 14h.01M15 14h.01M9 17h6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  close: CLOSE_PATH,
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
  chevronDown: 'M6 9l6 6 6-6',
  chevronRight: CHEVRON_RIGHT_PATH,
  chevronLeft: 'M15 6l-6 6 6 6',
  externalLink: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  success: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM8 12.5l2.7 2.7L16 9.8',
  pending: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  failure: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9l6 6M15 9l-6 6',
  warning: 'M12 3.5L2.5 20h19zM12 10v4.5M12 17.5h.01',
  offline: 'M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.2-2.5M19 12.9a10 10 0 0 0-2.9-1.9M2 9.3a15 15 0 0 1 4.3-2.8M22 9.3A15 15 0 0 0 10.7 5M12 20h.01',
  progress: 'M12 3a9 9 0 1 0 9 9',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v5M12 8h.01',
  clock: 'M12 6.5V12l3.5 2.5',
  exclamation: 'M12 6.5v7M12 17.5h.01',
} as const;

export type IconName = keyof typeof paths;

/** Icons that point along the line (forward, back, send): mirrored in a right-to-left element. */
const directional: ReadonlySet<IconName> = new Set(['chevronRight', 'chevronLeft']);

export interface IconProps {
  name: IconName;
  /** Pixel size of the square; default 24. */
  size?: number;
  /** Accessible name. Without it the icon is hidden from assistive technology. */
  label?: string;
  className?: string;
  style?: CSSProperties;
}

export function Icon({ name, size = 24, label, className, style }: IconProps) {
  const rtl = useContext(ElementContext)?.dir === 'rtl';
  const mirrored = rtl && directional.has(name);
  return (
    <svg
      className={className}
      style={mirrored ? { ...style, scale: '-1 1' } : style}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}

export const iconNames = Object.keys(paths) as IconName[];
