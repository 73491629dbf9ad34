/**
 * The modal family for views that open a modal only after an interaction (a form's details sheet
 * or submit error, a help-centre vote's tag sheet): nothing is fetched until one is open, then the
 * 'modal' chunk loads once for every element of the page (each modal adopts its own sheets), with
 * the floating layer its modals render through asked for beside it, not after it. A failed load
 * is logged and tried again the next time a modal opens (once()).
 */
import { once } from '../shared/once';
import { loadFloating } from './floating-layer';
import { useLazyModule } from './lazy';
import type { BottomSheetProps } from './BottomSheet';
import type * as ModalsModule from './modals';
import type { StatusDialogProps } from './StatusDialog';

type Modals = typeof ModalsModule;

let loaded: Modals | undefined;
const loadModals = once(async () => (loaded = (await Promise.all([import('./modals'), loadFloating()]))[0]));

/** The family once it is loaded; asks for it while `open`. */
const useModals = (open: boolean) => useLazyModule(loadModals, () => loaded, open, 'the dialog');

export function LazyBottomSheet(props: BottomSheetProps) {
  const modals = useModals(props.open);
  return modals ? <modals.BottomSheet {...props} /> : null;
}

export function LazyStatusDialog(props: StatusDialogProps) {
  const modals = useModals(props.open);
  return modals ? <modals.StatusDialog {...props} /> : null;
}
