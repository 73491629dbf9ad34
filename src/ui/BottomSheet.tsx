/**
 * A modal sheet anchored to the bottom of the viewport, with rounded top corners and a scrolling
 * body. From 600 px wide it shows as a centred dialog. Same accessibility as Dialog.
 */
import { ModalFrame, modalStyles, useModalSheets } from './ModalFrame';
import type { ModalProps } from './ModalFrame';
import { token, WIDGET_WIDTH } from './theme';
import { styles } from './sheets';

export type BottomSheetProps = ModalProps;

/** Viewport width from which the sheet becomes a centred dialog. */
export const SHEET_BREAKPOINT = 600;

export function BottomSheet(props: BottomSheetProps) {
  useModalSheets(bottomSheetStyles);
  return <ModalFrame {...props} kind="sheet" />;
}

export const bottomSheetStyles = styles(`
.fin-overlay.fin-overlay--sheet { align-items: flex-end; padding: 0; }
.fin-modal.fin-modal--sheet {
  max-height: calc(100% - 48px); padding-bottom: env(safe-area-inset-bottom, 0px);
  border-radius: ${token.radius} ${token.radius} 0 0;
  animation: fin-sheet-in 240ms cubic-bezier(0.2, 0.8, 0.2, 1);
}
.fin-modal--sheet .fin-modal__header { padding-top: 20px; }
.fin-modal--sheet .fin-modal__title { font-size: 18px; }
.fin-modal--sheet.fin-modal--closable .fin-modal__close { top: 20px; }
.fin-modal__handle {
  flex: none; width: 40px; height: 4px; margin: 8px auto 0; border-radius: 2px; background: ${token.colorBorder};
}
@keyframes fin-sheet-in { from { transform: translateY(100%); } }
@media (min-width: ${SHEET_BREAKPOINT}px) {
  .fin-overlay.fin-overlay--sheet { align-items: center; padding: 16px; }
  .fin-modal.fin-modal--sheet {
    max-width: ${WIDGET_WIDTH}px; max-height: min(720px, 100%); padding-bottom: 0;
    border-radius: ${token.radius}; animation-name: fin-dialog-in;
  }
  .fin-modal--sheet .fin-modal__header { padding-top: 24px; }
  .fin-modal--sheet.fin-modal--closable .fin-modal__close { top: 16px; }
  .fin-modal__handle { display: none; }
}
`, modalStyles);
