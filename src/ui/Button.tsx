/** The product's button: primary, secondary or quiet, 48 px tall, with a loading state. */
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { cx } from './cx';
import { Icon } from './Icon';
import type { IconName } from './Icon';
import { Spinner, spinnerStyles } from './Spinner';
import { token } from './theme';
import { styles } from './sheets';

/** Width of an action button on the widget (spec §9 Layout). */
export const ACTION_BUTTON_WIDTH = 343;
/** A button's height (its min-height): a placeholder for one takes it. */
export const BUTTON_HEIGHT = 48;

export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

export interface ButtonProps extends Omit<ComponentPropsWithRef<'button'>, 'type'> {
  variant?: ButtonVariant;
  /** Default 'button', so a button inside a form never submits it by accident. */
  type?: 'button' | 'submit' | 'reset';
  /** 'small' is 40 px tall, for actions inside cards and banners. */
  size?: 'regular' | 'small';
  /** Shows a spinner; the button keeps its focus and size but ignores clicks. */
  loading?: boolean;
  /** Fills the width of its container. */
  fullWidth?: boolean;
  /** The widget's action-button width (343 px, at most the container's width). */
  wide?: boolean;
  /** An icon before the label. */
  icon?: IconName;
}

export function Button({
  variant = 'primary',
  type = 'button',
  size = 'regular',
  loading = false,
  fullWidth = false,
  wide = false,
  icon,
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Not `disabled` while loading: that would drop focus (and break a dialog's focus trap).
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      part="button"
      {...rest}
      type={type}
      className={cx(
        'fin-button',
        `fin-button--${variant}`,
        size === 'small' && 'fin-button--small',
        fullWidth && 'fin-button--full',
        wide && 'fin-button--wide',
        className,
      )}
      aria-busy={loading || undefined}
      // A caller's aria-disabled (a button that explains why it cannot act yet) is kept.
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      <span className="fin-button__label">
        {icon && <Icon name={icon} size={20} />}
        {children}
      </span>
      {loading && <Spinner size={20} className="fin-button__spinner" />}
    </button>
  );
}

export const buttonStyles = styles(`
.fin-button {
  position: relative; display: inline-flex; align-items: center; justify-content: center;
  min-height: ${BUTTON_HEIGHT}px; padding: 0 24px; margin: 0;
  border: 0; border-radius: ${token.radiusButton};
  font-size: ${token.fontSize}; font-weight: 600; line-height: 1.2; text-align: center; text-decoration: none;
  cursor: pointer; user-select: none; -webkit-tap-highlight-color: transparent;
  transition: background-color 120ms ease, color 120ms ease, box-shadow 120ms ease, transform 80ms ease;
}
.fin-button__label { display: inline-flex; align-items: center; gap: 8px; }
.fin-button--primary { background: ${token.colorAccent}; color: ${token.colorAccentContrast}; }
.fin-button--primary:hover:not(:disabled, [aria-busy='true']) { background: ${token.colorAccentHover}; }
.fin-button--secondary { background: ${token.colorAccentSoft}; color: ${token.colorAccent}; }
/* The darker accent keeps the text at 4.5:1 on the darker hover background (the accent itself is 4.15:1 there). */
.fin-button--secondary:hover:not(:disabled, [aria-busy='true']) {
  background: color-mix(in srgb, ${token.colorAccent} 16%, ${token.colorSurface}); color: ${token.colorAccentHover};
}
.fin-button--quiet { background: transparent; color: ${token.colorAccent}; }
.fin-button--quiet:hover:not(:disabled, [aria-busy='true']) { background: ${token.colorAccentSoft}; }
.fin-button:active:not(:disabled, [aria-busy='true']) { transform: scale(0.98); }
.fin-button--small { min-height: 40px; padding: 0 16px; font-size: 14px; }
.fin-button--full { display: flex; width: 100%; }
.fin-button--wide { display: flex; width: min(${ACTION_BUTTON_WIDTH}px, 100%); }
.fin-button:disabled { cursor: not-allowed; opacity: 0.45; }
.fin-button[aria-busy='true'] { cursor: progress; }
/* The label stays (transparent) so the button keeps its width and its accessible name. */
.fin-button[aria-busy='true'] .fin-button__label { opacity: 0; }
.fin-button__spinner { position: absolute; inset: 0; margin: auto; }
`, spinnerStyles);
