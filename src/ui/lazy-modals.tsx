/**
 * The modal family for views that open a modal only after an interaction (a form's details sheet
 * or submit error, a help-centre vote's tag sheet): nothing is fetched until one is open, then the
 * 'modal' chunk loads once for every element of the page (each modal adopts its own sheets). A
 * failed load is logged and tried again the next time a modal opens (once()).
 */
import { useEffect, useState } from 'react';
import { consoleLogger } from '../shared/logger';
import { once } from '../shared/once';
import { loadFloating } from './floating-layer';
import type { BottomSheetProps } from './BottomSheet';
import type * as ModalsModule from './modals';
import type { StatusDialogProps } from './StatusDialog';

type Modals = typeof ModalsModule;

let loaded: Modals | undefined;
const loadModals = once(async () => (loaded = (await Promise.all([import('./modals'), loadFloating()]))[0]));

/** The family once it is loaded; asks for it while `open`. */
function useModals(open: boolean): Modals | undefined {
  const [modals, setModals] = useState(loaded);
  useEffect(() => {
    if (!open || modals) return undefined;
    let live = true;
    loadModals().then(
      (module) => {
        if (live) setModals(module);
      },
      (error: unknown) => consoleLogger.error('could not load the dialog', error),
    );
    return () => {
      live = false;
    };
  }, [open, modals]);
  return modals;
}

export function LazyBottomSheet(props: BottomSheetProps) {
  const modals = useModals(props.open);
  return props.open && modals ? <modals.BottomSheet {...props} /> : null;
}

export function LazyStatusDialog(props: StatusDialogProps) {
  const modals = useModals(props.open);
  return props.open && modals ? <modals.StatusDialog {...props} /> : null;
}
