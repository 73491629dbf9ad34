/** A centred modal dialog, rendered inside the element's shadow root. */
import type { ReactNode } from 'react';
import { cx } from './cx';
import { ModalFrame, modalStyles, useModalSheets } from './ModalFrame';
import type { ModalProps } from './ModalFrame';
import { token, WIDGET_WIDTH } from './theme';
import { styles } from './sheets';

export interface DialogProps extends ModalProps {
  /** 'wide' is the widget's width (536 px); default 440 px. */
  size?: 'default' | 'wide';
  /** Shown above the title, e.g. an illustration; with it the header is centred. */
  illustration?: ReactNode;
}

export function Dialog({ size = 'default', illustration, className, ...props }: DialogProps) {
  useModalSheets(dialogStyles);
  return (
    <ModalFrame
      {...props}
      kind="dialog"
      illustration={illustration}
      align={illustration ? 'center' : 'start'}
      className={cx(size === 'wide' && 'fin-modal--wide', className)}
    />
  );
}

export const dialogStyles = styles(`
.fin-modal.fin-modal--dialog {
  max-width: 440px; max-height: min(720px, 100%); border-radius: ${token.radius};
  animation: fin-dialog-in 180ms cubic-bezier(0.2, 0.8, 0.2, 1);
}
.fin-modal.fin-modal--dialog.fin-modal--wide { max-width: ${WIDGET_WIDTH}px; }
`, modalStyles);
