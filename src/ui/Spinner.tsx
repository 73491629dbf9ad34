/** An indeterminate spinner in currentColor. Decorative unless given a label. */
import { cx } from './cx';

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

// Kept in a React-free module; its importers take it from here as from every component.
export { spinnerStyles } from './spinner-styles';
