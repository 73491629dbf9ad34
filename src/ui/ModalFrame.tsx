/**
 * What Dialog and BottomSheet share: the labelled modal surface with its header / body / actions
 * layout, rendered by the floating layer (src/ui/floating/ModalSurface.tsx: portalled into the
 * element's shadow root, focus managed, dismissed) once its code is in: it loads when a modal
 * first opens, so a view that imports a modal pays nothing for it until then.
 */
import { useId, useLayoutEffect } from 'react';
import type { ReactNode, RefObject } from 'react';
import { cx } from './cx';
import { useElement } from './element-context';
import { useFloatingLayer } from './floating-layer';
import type { Floating } from './floating-layer';
import { Icon } from './Icon';
import { uiStrings } from './strings';
import { useStrings } from './useStrings';
import { token } from './theme';
import { adoptStyles, styles } from './sheets';
import type { Styles } from './sheets';

export interface ModalProps {
  /** Shown while true; a closed modal fades out. */
  open: boolean;
  /** Escape, the close button and a click outside the modal (on the overlay) ask for closing through this. */
  onClose: () => void;
  /** The accessible name of the modal, shown as its heading. */
  title: ReactNode;
  /** Text under the title; becomes the modal's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  actions?: ReactNode;
  /** 'horizontal' puts the actions side by side. Default 'vertical' (stacked, full width). */
  actionsOrientation?: 'vertical' | 'horizontal';
  /** False: Escape, the overlay and the close button do not close; only the actions do. Default true. */
  dismissible?: boolean;
  /** Show the round close button in the corner. Default true (when dismissible). */
  closeButton?: boolean;
  /** Accessible name of the close button. */
  closeLabel?: string;
  /**
   * What to focus on open. Default: a `data-autofocus` element, else the first control (the close
   * button only when there is no other).
   */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

interface FrameProps extends ModalProps {
  kind: 'dialog' | 'sheet';
  /** Shown above the title (status illustrations). */
  illustration?: ReactNode;
  align?: 'start' | 'center';
}

/**
 * Adopts a modal's sheets into the element's shadow root when it renders: the family is a lazy
 * chunk (lazy-modals.tsx) on most pages, so an element does not list these sheets up front.
 */
export function useModalSheets(sheets: Styles): void {
  const { root } = useElement();
  useLayoutEffect(() => adoptStyles(root, sheets), [root, sheets]);
}

export function ModalFrame(props: FrameProps) {
  const { root } = useElement();
  const floating = useFloatingLayer(props.open);
  // Rendered closed too: the surface stays while it fades out, and renders nothing before it opens.
  return floating ? <ModalContent {...props} root={root} Surface={floating.ModalSurface} /> : null;
}

function ModalContent({
  open,
  kind,
  onClose,
  title,
  description,
  children,
  actions,
  actionsOrientation = 'vertical',
  dismissible = true,
  closeButton = true,
  closeLabel,
  initialFocus,
  illustration,
  align = 'start',
  className,
  root,
  Surface,
}: FrameProps & { root: ShadowRoot; Surface: Floating['ModalSurface'] }) {
  const t = useStrings(uiStrings);
  const id = useId();
  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const showClose = dismissible && closeButton;

  return (
    <Surface
      open={open}
      root={root}
      onClose={onClose}
      dismissible={dismissible}
      initialFocus={initialFocus}
      overlayClassName={cx('fin-overlay', `fin-overlay--${kind}`)}
      className={cx('fin-modal', `fin-modal--${kind}`, align === 'center' && 'fin-modal--center', showClose && 'fin-modal--closable', className)}
      part={kind}
      labelledBy={titleId}
      describedBy={description ? descriptionId : undefined}
    >
      {kind === 'sheet' && <div className="fin-modal__handle" part="sheet-handle" aria-hidden="true" />}
      <div className="fin-modal__header">
        {illustration}
        <h2 id={titleId} className="fin-modal__title" part={`${kind}-title`}>
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="fin-modal__description" part={`${kind}-description`}>
            {description}
          </div>
        )}
      </div>
      {children && (
        <div className="fin-modal__body" part={`${kind}-body`}>
          {children}
        </div>
      )}
      {actions && (
        <div className={cx('fin-modal__actions', `fin-modal__actions--${actionsOrientation}`)} part={`${kind}-actions`}>
          {actions}
        </div>
      )}
      {/* Last: the first control takes focus when the modal opens; shown in the corner. */}
      {showClose && (
        <button type="button" className="fin-modal__close" part={`${kind}-close`} aria-label={closeLabel ?? t('close')} onClick={onClose}>
          <Icon name="close" size={20} />
        </button>
      )}
    </Surface>
  );
}

/**
 * Rules both Dialog and BottomSheet need; both list this one sheet, which an element adopts once.
 * Their own rules must out-rank these (compound selectors), whichever of the two comes first.
 */
export const modalStyles = styles(`
.fin-overlay {
  position: fixed; inset: 0; z-index: ${token.zIndex};
  display: flex; align-items: center; justify-content: center; padding: 16px;
  background: ${token.colorOverlay}; overscroll-behavior: contain;
  animation: fin-fade-in 160ms ease-out;
}
.fin-modal {
  position: relative; display: flex; flex-direction: column; width: 100%; max-height: 100%;
  background: ${token.colorSurface}; color: ${token.colorText}; box-shadow: ${token.shadow}; outline: none;
}
@media (forced-colors: active) { .fin-modal { border: 1px solid CanvasText; } }
.fin-modal__header { display: flex; flex-direction: column; gap: 8px; padding: 24px 24px 0; }
.fin-modal--closable .fin-modal__header { padding-inline-end: 64px; }
.fin-modal__title { margin: 0; font-size: 20px; font-weight: 650; line-height: 1.3; letter-spacing: -0.01em; }
.fin-modal__description { margin: 0; color: ${token.colorTextMuted}; }
.fin-modal__body {
  flex: 1 1 auto; min-height: 0; overflow: auto; overscroll-behavior: contain; padding: 16px 24px 0;
}
.fin-modal__header:last-of-type, .fin-modal__body:last-of-type { padding-bottom: 24px; }
.fin-modal__actions { display: flex; gap: 12px; padding: 24px; }
.fin-modal__actions--vertical { flex-direction: column; align-items: stretch; }
.fin-modal__actions--horizontal { flex-direction: row; }
.fin-modal__actions--horizontal > * { flex: 1 1 0; }
.fin-modal--center .fin-modal__header { align-items: center; padding-top: 32px; text-align: center; }
.fin-modal--center.fin-modal--closable .fin-modal__header { padding-inline-start: 64px; }
.fin-modal__close {
  position: absolute; top: 16px; inset-inline-end: 16px; z-index: 1;
  display: grid; place-items: center; width: 40px; height: 40px; padding: 0;
  border: 0; border-radius: 50%; background: ${token.colorSurfaceAlt}; color: ${token.colorText}; cursor: pointer;
  transition: background-color 120ms ease;
}
.fin-modal__close:hover { background: color-mix(in srgb, ${token.colorText} 10%, ${token.colorSurfaceAlt}); }
@keyframes fin-fade-in { from { opacity: 0; } }
@keyframes fin-dialog-in { from { opacity: 0; transform: translateY(8px) scale(0.98); } }
`);
