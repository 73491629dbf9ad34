/** An indeterminate spinner in currentColor. Decorative unless given a label. */
import { cx } from './cx';
import { styles } from './sheets';

export interface SpinnerProps {
  /** Pixel size of the square; default 24. */
  size?: number;
  /** Accessible name; with it the spinner is an indeterminate progressbar. */
  label?: string;
  className?: string;
}

export function Spinner({ size = 24, label, className }: SpinnerProps) {
  return (
    <span
      className={cx('fin-spinner', className)}
      part="spinner"
      style={{ width: size, height: size, borderWidth: Math.max(2, Math.round(size / 12)) }}
      role={label ? 'progressbar' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    />
  );
}

export const spinnerStyles = styles(`
.fin-spinner {
  display: inline-block; flex: none; border-style: solid; border-color: currentColor;
  border-right-color: transparent; border-radius: 50%;
  animation: fin-spin 800ms linear infinite;
}
@keyframes fin-spin { to { transform: rotate(360deg); } }
/* The base theme shortens animations to 1 ms under reduced motion, which would make a spinner flicker. */
@media (prefers-reduced-motion: reduce) {
  .fin-spinner { animation-duration: 2s !important; }
}
`);
