/**
 * The full-page form app's browser history (mode="page"): each view entered gets a history entry,
 * so the browser's Back and Forward move between views instead of leaving the flow. Forward is this
 * history's alone: the entries after the current one are the views Back left (a new view entered
 * drops them, as pushState does), and a popped one asks the engine to revisit its view. The engine
 * stays the judge: a popped entry asks it for back() or revisit(), and when it does not move (a
 * failed upload's popup, a closed bottom prompt) the entry the browser left is put back. Back from
 * a view with nothing behind it leaves the flow, as before: to the entry before the form's first.
 * Widget mode never touches the host page's history.
 */
import { useEffect, useMemo } from 'react';
import { canGoBack } from '../core/engine';
import type { FormEngine } from '../core/engine';

interface Entry {
  flowId: string;
  /** The form's entries count from 0 (the page's own entry, replaced). */
  index: number;
  viewId: string;
}

export interface PageHistory {
  /** The header's Back: through the browser's history when an entry of the form is behind, so Back and the button agree. */
  back(): void;
  /** The flow has no earlier view and the host let Back through: leave the form's entries. */
  leave(): void;
}

const entryOf = (state: unknown, flowId: string): Entry | undefined => {
  const entry = (state as { finForm?: Entry } | null)?.finForm;
  return entry?.flowId === flowId ? entry : undefined;
};

export function usePageHistory(engine: FormEngine, flowId: string, enabled: boolean): PageHistory {
  // `ignore`: the next popstate is the form's own correction; `leaving`: Back is taking the page out of the form.
  const position = useMemo(() => ({ index: 0, ignore: false, leaving: false }), []);
  useEffect(() => {
    if (!enabled) return undefined;
    let viewId = engine.getSnapshot().currentViewId;
    let popping = false;
    const write = (push: boolean) => {
      if (viewId === undefined) return;
      const entry: Entry = { flowId, index: position.index, viewId };
      const state = { ...(history.state as object | null), finForm: entry };
      if (push) history.pushState(state, '');
      else history.replaceState(state, '');
    };
    // A reload keeps the browser's entries: carry on from the one the page is on.
    position.index = entryOf(history.state, flowId)?.index ?? 0;
    write(false);
    const unsubscribe = engine.subscribe(() => {
      const next = engine.getSnapshot().currentViewId;
      if (next === undefined || next === viewId) return;
      const first = viewId === undefined;
      viewId = next;
      if (popping) return;
      if (!first) position.index += 1;
      write(!first);
    });
    const onPop = (event: PopStateEvent) => {
      const entry = entryOf(event.state, flowId);
      if (position.ignore || position.leaving || !entry) {
        position.ignore = false;
        return;
      }
      const before = engine.getSnapshot().currentViewId;
      const backwards = entry.index < position.index;
      if (backwards && !canGoBack(engine.getSnapshot())) {
        // Nothing behind this view in the flow: Back leaves it (fin-form-back first, which the host may cancel).
        position.index = entry.index;
        engine.back();
        if (!position.leaving) {
          position.index += 1;
          write(true);
        }
        return;
      }
      popping = true;
      try {
        if (backwards) engine.back();
        else engine.revisit(entry.viewId);
      } finally {
        popping = false;
      }
      if (engine.getSnapshot().currentViewId !== before) {
        position.index = entry.index;
        write(false);
      } else if (backwards) {
        write(true);
      } else {
        position.ignore = true;
        history.back();
      }
    };
    window.addEventListener('popstate', onPop);
    return () => {
      unsubscribe();
      window.removeEventListener('popstate', onPop);
    };
  }, [engine, flowId, enabled, position]);
  return useMemo(
    () => ({
      back() {
        const state = engine.getSnapshot();
        if (enabled && position.index > 0 && !state.sheetViewId && canGoBack(state)) history.back();
        else engine.back();
      },
      leave() {
        if (!enabled) return history.back();
        position.leaving = true;
        history.go(-(position.index + 1));
      },
    }),
    [engine, enabled, position],
  );
}
