/**
 * Short notices at the bottom of the viewport, announced by a polite live region. Wrap a view in
 * <ToastProvider> and call useToast().show({ title }) from anywhere inside it.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { systemClock } from '../shared/clock';
import type { Clock } from '../shared/clock';
import { cx } from './cx';
import { useElement } from './element-context';
import { Icon } from './Icon';
import { KEEP_OPEN_ATTRIBUTE } from './floating-layer';
import type { IconName } from './Icon';
import { uiStrings } from './strings';
import { useStrings } from './useStrings';
import { token } from './theme';
import { useLatest } from './useLatest';
import { styles } from './sheets';

/** How long a toast stays, in milliseconds, unless told otherwise. */
export const TOAST_DURATION = 4000;

export type ToastVariant = 'info' | 'success' | 'error';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it goes away; Infinity keeps it until closed. Default: the provider's. */
  duration?: number;
  /** A text button beside the message (for example 'Got it'); pressing it also closes the toast. */
  action?: { label: string; onClick: () => void };
}

export interface ToastProps extends ToastOptions {
  /** Called when the time is up, or on the close or action button. */
  onDismiss: () => void;
  closeLabel?: string;
  /** Its timer; tests pass a fake clock. */
  clock?: Clock;
}

const icons: Record<ToastVariant, IconName> = { info: 'info', success: 'success', error: 'failure' };

/** One toast. The timer pauses while the pointer is over it or focus is inside it. */
export function Toast({ title, description, variant = 'info', duration = TOAST_DURATION, action, onDismiss, closeLabel, clock = systemClock }: ToastProps) {
  const t = useStrings(uiStrings);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const dismiss = useLatest(onDismiss);
  const paused = hovered || focused;

  useEffect(() => {
    if (paused || !Number.isFinite(duration)) return undefined;
    const timer = clock.setTimeout(() => dismiss.current(), Math.max(0, duration));
    return () => clock.clearTimeout(timer);
  }, [paused, duration, dismiss, clock]);

  return (
    <div
      className={cx('fin-toast', `fin-toast--${variant}`)}
      part={`toast toast-${variant}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Icon name={icons[variant]} size={22} className="fin-toast__icon" />
      <div className="fin-toast__text">
        <p className="fin-toast__title">{title}</p>
        {description && <p className="fin-toast__description">{description}</p>}
      </div>
      {action && (
        <button
          type="button"
          className="fin-toast__action"
          part="toast-action"
          onClick={() => {
            action.onClick();
            onDismiss();
          }}
        >
          {action.label}
        </button>
      )}
      <button type="button" className="fin-toast__close" part="toast-close" aria-label={closeLabel ?? t('close')} onClick={onDismiss}>
        <Icon name="close" size={18} />
      </button>
    </div>
  );
}

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show(options: ToastOptions): string;
  dismiss(id: string): void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() must be called inside a <ToastProvider>');
  return api;
}

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default duration of its toasts in milliseconds. Default 4000. */
  duration?: number;
  closeLabel?: string;
  /** Accessible name of the region that holds the toasts. */
  label?: string;
  /** The toasts' timers; tests pass a fake clock. */
  clock?: Clock;
}

interface ToastEntry extends ToastOptions {
  id: string;
}

/**
 * Holds the toasts and renders their live region in the element's shadow root. The region is
 * always present (empty when idle) so screen readers announce what is added to it.
 */
export function ToastProvider({ children, duration = TOAST_DURATION, closeLabel, label: ownLabel, clock }: ToastProviderProps) {
  const t = useStrings(uiStrings);
  const label = ownLabel ?? t('notifications');
  const { root } = useElement();
  const [toasts, setToasts] = useState<readonly ToastEntry[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((toast) => toast.id !== id)), []);
  const show = useCallback((options: ToastOptions) => {
    const id = `fin-toast-${++nextId.current}`;
    setToasts((list) => [...list, { ...options, id }]);
    return id;
  }, []);
  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {createPortal(
        <div className="fin-toasts" part="toasts" role="region" aria-label={label} {...{ [KEEP_OPEN_ATTRIBUTE]: '' }}>
          <div className="fin-toasts__live" aria-live="polite" aria-atomic="false">
            {toasts.map(({ id, ...toast }) => (
              <Toast key={id} {...toast} duration={toast.duration ?? duration} closeLabel={closeLabel} clock={clock} onDismiss={() => dismiss(id)} />
            ))}
          </div>
        </div>,
        root,
      )}
    </ToastContext.Provider>
  );
}

export const toastStyles = styles(`
.fin-toasts {
  position: fixed; left: 50%; bottom: 24px; z-index: calc(${token.zIndex} + 1);
  width: min(420px, calc(100% - 32px)); transform: translateX(-50%); pointer-events: none;
}
.fin-toasts__live { display: flex; flex-direction: column; gap: 8px; }
.fin-toast {
  display: flex; align-items: flex-start; gap: 12px; padding: 14px; padding-inline: 16px 12px;
  background: ${token.colorSurface}; color: ${token.colorText};
  border: 1px solid ${token.colorBorder}; border-radius: ${token.radius}; box-shadow: ${token.shadow};
  pointer-events: auto; animation: fin-toast-in 200ms cubic-bezier(0.2, 0.8, 0.2, 1);
}
.fin-toast__icon { flex: none; margin-top: 1px; color: ${token.colorAccent}; }
.fin-toast--success .fin-toast__icon { color: ${token.colorSuccess}; }
.fin-toast--error .fin-toast__icon { color: ${token.colorDanger}; }
.fin-toast__text { flex: 1; min-width: 0; padding-top: 2px; }
.fin-toast__title { margin: 0; font-weight: 600; }
.fin-toast__description { margin: 2px 0 0; font-size: 14px; color: ${token.colorTextMuted}; }
.fin-toast__action {
  flex: none; min-height: 32px; padding: 0 12px; border: 0; border-radius: ${token.radiusButton};
  background: ${token.colorAccentSoft}; color: ${token.colorAccent}; font-size: 14px; font-weight: 600; cursor: pointer;
}
.fin-toast__close {
  flex: none; display: grid; place-items: center; width: 32px; height: 32px; padding: 0;
  border: 0; border-radius: 50%; background: transparent; color: ${token.colorTextMuted}; cursor: pointer;
}
.fin-toast__close:hover { background: ${token.colorSurfaceAlt}; color: ${token.colorText}; }
@keyframes fin-toast-in { from { opacity: 0; transform: translateY(12px); } }
`);
