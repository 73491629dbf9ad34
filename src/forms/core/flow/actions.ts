/**
 * The actions of spec §4: a view's actions (Continue is the primary one), an item's actions and
 * the view's header action. Each is marked selected (the others not), then followed one way:
 * its hyperlink opens in a new tab and nothing is sent, else the view is submitted (./submit.ts).
 */
import type { EngineContext } from './context';
import type { Navigation } from './navigation';
import { activeViewId, findItem, findView } from './state';
import type { Submitter } from './submit';

export interface Actions {
  /** Continue, from the primary button (no action) or one of the view's actions. */
  continue(actionId?: string): Promise<void>;
  selectItemAction(itemId: string, actionId: string): Promise<void>;
  selectHeaderAction(): Promise<void>;
}

export function createActions(ctx: EngineContext, submitter: Submitter, navigation: Navigation): Actions {
  const { effects } = ctx.options;
  const { store, state } = ctx;

  /** The one way an action is followed: its hyperlink in a new tab, else (when `send`) the view submitted. */
  async function follow(viewId: string, hyperlink: string | undefined, send = true): Promise<void> {
    if (hyperlink) effects.navigate(hyperlink, true);
    else if (send) await submitter.submitFrom(viewId);
  }

  return {
    async continue(actionId) {
      const verdict = ctx.gate(actionId === undefined ? 'continue' : 'action');
      // §4: once the flow is done, a further continue completes at once (an aborted one stays ended).
      if (verdict === 'complete') return navigation.complete({});
      if (verdict !== true) return;
      const s = state();
      const viewId = activeViewId(s);
      const view = findView(s.flow, viewId);
      if (!view || viewId === undefined) return;
      const index = actionId === undefined ? -1 : view.actions.findIndex((action) => action.id === actionId);
      const action = view.actions[index];
      if (!action) return follow(viewId, undefined);
      submitter.setActionSelection(viewId, action.id, false);
      // §4: choosing any action but the first (primary) one clears the view's answers.
      if (index > 0) {
        store.update((draftState) => {
          draftState.values[viewId] = {};
        });
      }
      // A bottom prompt's dismissing action closes it and sends nothing (its hyperlink still opens).
      const dismisses = action.dismissOnSelect === true && view.type === 'BOTTOM_PROMPT';
      if (dismisses) {
        store.update((draftState) => {
          draftState.sheetViewId = undefined;
        });
      }
      return follow(viewId, action.hyperlink, !dismisses);
    },
    async selectItemAction(itemId, actionId) {
      const s = state();
      const viewId = activeViewId(s);
      const action = findItem(s, viewId, itemId)?.actions.find((entry) => entry.id === actionId);
      if (!action || viewId === undefined || ctx.gate('itemAction') !== true) return;
      store.update((draftState) => {
        for (const entry of findItem(draftState, viewId, itemId)!.actions) entry.selected = entry.id === actionId;
      });
      return follow(viewId, action.hyperlink);
    },
    async selectHeaderAction() {
      const viewId = state().currentViewId;
      const view = findView(state().flow, viewId);
      if (!view?.headerAction || viewId === undefined || ctx.gate('headerAction') !== true) return;
      submitter.setActionSelection(viewId, undefined, true);
      return follow(viewId, view.headerAction.hyperlink);
    },
  };
}
