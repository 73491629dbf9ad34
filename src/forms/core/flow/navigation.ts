/**
 * Navigation (spec §4 Entering a view, Back, Status dialogs): entering a view by its type, the
 * history Back returns through, bottom prompts over the nearest earlier form, status dialogs and
 * the end of the flow (completed, or aborted by an ERROR / EXIT dialog).
 */
import { MAIN_SITE_URL } from '../../constants';
import type { FormCompleteDetail } from '../../events';
import type { Flow, View } from '../model';
import type { EngineContext } from './context';
import type { Drafts } from './load';
import { findView } from './state';

export interface Navigation {
  dismissUploadFailed(): void;
  /** Enters a view; `from` (the view continued from) is pushed to history when a form or prompt follows it. */
  enterView(viewId: string, from?: string): void;
  back(): void;
  /**
   * Goes to a view already seen, sending nothing; the current view goes onto the history. The
   * page's Forward (mode="page"): which view is the page history's to say (src/forms/ui/usePageHistory.ts).
   */
  revisit(viewId: string): void;
  /** The status dialog's button or its closing. */
  closeDialog(): void;
  dismissSheet(): void;
  /** The flow completed: the host hears it, the draft goes, and the full page leaves for the main site. */
  complete(detail: Omit<FormCompleteDetail, 'flowId'>): void;
}

/** Nearest FORM at or before `index` in the flow (a bottom prompt sits over it). */
function nearestFormBefore(flow: Flow, index: number, currentViewId: string | undefined): string | undefined {
  const current = findView(flow, currentViewId);
  if (current?.type === 'FORM') return current.id;
  for (let i = index - 1; i >= 0; i--) if (flow.views[i]?.type === 'FORM') return flow.views[i]?.id;
  return currentViewId;
}

/** §4 Entering a view, by its type: a form or prompt on screen (history kept), a dialog, a bottom prompt over its form, a deep link. */
function enter(ctx: EngineContext, flow: Flow, view: View, from: string | undefined): void {
  const { store, state } = ctx;
  const viewId = view.id;
  switch (view.type) {
    case 'FORM':
    case 'PROMPT':
      store.update((s) => {
        if (from !== undefined && from !== viewId) s.history.push(from);
        s.currentViewId = viewId;
        s.sheetViewId = undefined;
        s.dialogViewId = undefined;
        s.transition += 1;
      });
      break;
    case 'STATUS_DIALOG':
      store.update((s) => {
        s.dialogViewId = viewId;
        s.sheetViewId = undefined;
        s.history = [];
      });
      break;
    case 'BOTTOM_PROMPT': {
      const under = nearestFormBefore(flow, flow.views.indexOf(view), state().currentViewId);
      store.update((s) => {
        if (from !== undefined && from !== under && s.currentViewId !== under && s.currentViewId !== undefined) s.history.push(s.currentViewId);
        s.currentViewId = under;
        s.sheetViewId = viewId;
      });
      break;
    }
    case 'DEEPLINK':
      if (view.webLink) ctx.options.effects.navigate(view.webLink, view.closeForm === false);
      break;
  }
}

export function createNavigation(ctx: EngineContext, drafts: Drafts): Navigation {
  const { flowId, effects, widgetMode } = ctx.options;
  const { store, state } = ctx;

  function enterView(viewId: string, from?: string) {
    const flow = state().flow;
    const view = findView(flow, viewId);
    if (!flow || !view) return;
    enter(ctx, flow, view, from);
    effects.viewEntered(view);
    drafts.scheduleSave();
  }

  function complete(detail: Omit<FormCompleteDetail, 'flowId'>) {
    store.update((s) => {
      s.done = true;
      s.ended = 'complete';
      s.sheetViewId = undefined;
      s.submitError = undefined;
    });
    drafts.discard();
    const proceed = effects.complete({ flowId, ...detail });
    if (proceed && !widgetMode) effects.navigate(MAIN_SITE_URL, false);
  }

  /** An ERROR / EXIT dialog ended the flow: its title stays with Start again; the host hears an abort. */
  function abort(dialogViewId: string): void {
    store.update((draftState) => {
      draftState.done = true;
      draftState.ended = 'abort';
      draftState.endDialogViewId = dialogViewId;
    });
    drafts.discard();
    if (effects.back({ flowId, reason: 'abort' }) && !widgetMode) effects.navigate(MAIN_SITE_URL, false);
  }

  /** Back or Forward to a view already seen (`toHistory`: the view left goes onto the history); nothing is sent. */
  function show(viewId: string, toHistory: boolean): void {
    store.update((draftState) => {
      if (toHistory && draftState.currentViewId !== undefined) draftState.history.push(draftState.currentViewId);
      else if (draftState.history.at(-1) === viewId) draftState.history.pop();
      draftState.currentViewId = viewId;
      draftState.transition += 1;
      draftState.submitError = undefined;
    });
    const view = findView(state().flow, viewId);
    if (view) effects.viewEntered(view);
    drafts.scheduleSave();
  }

  return {
    enterView,
    complete,
    dismissUploadFailed() {
      store.update((s) => {
        s.uploadFailedViewId = undefined;
      });
    },
    back() {
      const verdict = ctx.gate('back');
      // A finished flow has no Back: only the widget's close remains.
      if (verdict === 'complete' || verdict === 'aborted') {
        if (widgetMode) effects.back({ flowId, reason: 'close' });
        return;
      }
      if (verdict !== true) return;
      const s = state();
      if (s.sheetViewId) {
        store.update((draftState) => {
          draftState.sheetViewId = undefined;
        });
        return;
      }
      const view = findView(s.flow, s.currentViewId);
      const previous = view?.previousViewId && findView(s.flow, view.previousViewId) ? view.previousViewId : s.history.at(-1);
      if (previous !== undefined) return show(previous, false);
      effects.back({ flowId, reason: widgetMode ? 'close' : 'back' });
    },
    revisit(viewId) {
      const s = state();
      const view = findView(s.flow, viewId);
      if (!view || (view.type !== 'FORM' && view.type !== 'PROMPT') || viewId === s.currentViewId || s.sheetViewId) return;
      if (ctx.gate('revisit') === true) show(viewId, true);
    },
    closeDialog() {
      const s = state();
      const dialog = findView(s.flow, s.dialogViewId);
      if (!dialog || !s.flow || ctx.gate('closeDialog') !== true) return;
      store.update((draftState) => {
        draftState.dialogViewId = undefined;
      });
      if (dialog.dialogType === 'ERROR' || dialog.dialogType === 'EXIT') {
        // A link refused as unsafe ends the flow as a dialog without one does, never a blank form.
        if (dialog.dialogActionHyperlink && effects.navigate(dialog.dialogActionHyperlink, false)) return;
        return abort(dialog.id);
      }
      // SUCCESS and PENDING: closing moves to the next view, or completes when there is none.
      const next = s.flow.views[s.flow.views.indexOf(dialog) + 1];
      if (next) enterView(next.id);
      else complete({});
    },
    dismissSheet() {
      store.update((s) => {
        s.sheetViewId = undefined;
      });
    },
  };
}
