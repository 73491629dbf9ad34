/**
 * Shimmering placeholders shown while content loads. Hidden from assistive technology: mark the
 * loading container with aria-busy instead. The shimmer stops under prefers-reduced-motion.
 */
import type { CSSProperties } from 'react';
import { cx } from './cx';
import { token } from './theme';
import { styles } from './sheets';

export type SkeletonShape = 'line' | 'block' | 'circle';

export interface SkeletonProps {
  /** 'line': a line of text (default); 'block': a card or row; 'circle': an avatar or icon. */
  shape?: SkeletonShape;
  /** CSS width (number = px). Defaults: line and block 100%, circle 40 px. */
  width?: number | string;
  /** CSS height (number = px). Defaults: line 0.9em, block 64 px, circle = width. */
  height?: number | string;
  /** For lines: how many, the last one shorter, like a paragraph. Default 1. */
  lines?: number;
  className?: string;
}

export function Skeleton({ shape = 'line', width, height, lines = 1, className }: SkeletonProps) {
  const style: CSSProperties = { width, height: shape === 'circle' ? (height ?? width) : height };
  if (shape === 'line' && lines > 1) {
    return (
      <span className={cx('fin-skeleton-lines', className)} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className="fin-skeleton fin-skeleton--line"
            part="skeleton"
            style={index === lines - 1 ? { ...style, width: '60%' } : style}
          />
        ))}
      </span>
    );
  }
  return <span className={cx('fin-skeleton', `fin-skeleton--${shape}`, className)} part="skeleton" style={style} aria-hidden="true" />;
}

export const skeletonStyles = styles(`
.fin-skeleton {
  display: block; width: 100%;
  background: linear-gradient(90deg,
    ${token.colorSurfaceAlt} 25%,
    color-mix(in srgb, ${token.colorSurfaceAlt} 40%, ${token.colorSurface}) 50%,
    ${token.colorSurfaceAlt} 75%) 0 0 / 200% 100%;
  animation: fin-shimmer 1.4s ease-in-out infinite;
}
.fin-skeleton--line { height: 0.9em; margin: 0.3em 0; border-radius: 6px; }
.fin-skeleton--block { height: 64px; border-radius: ${token.radiusSmall}; }
.fin-skeleton--circle { flex: none; width: 40px; height: 40px; border-radius: 50%; }
.fin-skeleton-lines { display: block; }
@keyframes fin-shimmer { from { background-position: 100% 0; } to { background-position: -100% 0; } }
/* A still placeholder: the base theme's 1 ms animations would flicker. */
@media (prefers-reduced-motion: reduce) {
  .fin-skeleton { animation: none !important; }
}
`);
