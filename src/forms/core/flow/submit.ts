/**
 * Continue and submit (spec §4 Continue): the chosen action marked selected, the view's checks
 * (EXTERNAL rules, the registered Continue checks), the whole flow sent with the current view id,
 * and the answer's handling: completion, the next views, or the submit error that keeps every value.
 */
import type { CheckNotice } from './state';
import { decodeSubmitAnswer } from '../decode';
import type { ItemRules } from '../items/rules';
import type { Action, View } from '../model';
import type { EngineContext } from './context';
import { jsonList, startViewId } from './load';
import type { Drafts } from './load';
import type { Navigation } from './navigation';
import { activeViewId, findItem, findView, isViewValid } from './state';
import type { FormState } from './state';

const withoutUndefined = (value: unknown) => (value === undefined ? undefined : structuredClone(value));

/**
 * The flow JSON to submit: the server's own shape, with the values of the inputs, the selections
 * and the current view. Items the engine does not know, and display items, go back as they came.
 */
export function submission(json: Record<string, unknown>, state: FormState, viewId: string, rules: ItemRules): Record<string, unknown> {
  const out = structuredClone(json);
  out.currentViewId = viewId;
  for (const viewJson of jsonList(out.views)) {
    const view = findView(state.flow, String(viewJson.id));
    if (!view) continue;
    const values = state.values[view.id] ?? {};
    const inputs = new Map([...view.items, ...view.componentItems].filter(rules.isInteractive).map((item) => [item.id, item]));
    const setItems = (list: unknown) => {
      for (const itemJson of jsonList(list)) {
        const item = inputs.get(String(itemJson.id));
        if (!item) continue;
        const value = values[item.id];
        if (value === undefined) delete itemJson.value;
        else itemJson.value = withoutUndefined(rules.wireValue(item, value));
      }
    };
    setItems(viewJson.items);
    setItems(viewJson.componentItems);
    const setSelected = (actionJson: Record<string, unknown>, action: Action | undefined) => {
      if (action) actionJson.selected = action.selected;
    };
    if (Array.isArray(viewJson.actions)) {
      for (const actionJson of viewJson.actions as Record<string, unknown>[]) setSelected(actionJson, view.actions.find((a) => a.id === String(actionJson.id)));
    }
    if (viewJson.headerAction && typeof viewJson.headerAction === 'object') setSelected(viewJson.headerAction as Record<string, unknown>, view.headerAction);
    for (const itemJson of [...jsonList(viewJson.items), ...jsonList(viewJson.componentItems)]) {
      const item = findItem(state, view.id, String(itemJson.id));
      for (const actionJson of jsonList(itemJson.actions)) setSelected(actionJson, item?.actions.find((a) => a.id === String(actionJson.id)));
    }
  }
  return out;
}

/** Runs EXTERNAL rules and the registered checks; true when all passed. */
async function runChecks(ctx: EngineContext, view: View): Promise<boolean> {
  const { flowId, host, t } = ctx.options;
  const { store, state, rules } = ctx;
  const values = state().values[view.id] ?? {};
  const errors: Record<string, string> = {};
  const external = view.items.filter(
    (item) => rules.isInteractive(item) && item.validations.some((rule) => rule.type === 'EXTERNAL') && typeof values[item.id] === 'string' && values[item.id] !== '',
  );
  await Promise.all(
    external.map(async (item) => {
      const answer = await host.validate({ flowId, viewId: view.id, itemId: item.id, value: values[item.id] as string });
      if (!answer.isValid) errors[item.id] = answer.message || (item.validations.find((rule) => rule.type === 'EXTERNAL')?.message ?? t('invalidValue'));
    }),
  );
  let notice: CheckNotice | undefined;
  for (const check of ctx.options.continueChecks ?? []) {
    const result = await check({ flowId, view, values, host });
    Object.assign(errors, result.errors);
    notice ??= result.notice;
  }
  if (Object.keys(errors).length === 0) return true;
  store.update((s) => {
    s.checkErrors[view.id] = errors;
    s.refusals += 1;
    if (notice) s.checkNotice = notice;
  });
  return false;
}

/** The submit's answer: completion, or the next views (the one it names entered). */
function handleAnswer(ctx: EngineContext, drafts: Drafts, navigation: Navigation, answer: unknown, fromViewId: string) {
  const { store, state } = ctx;
  const decoded = decodeSubmitAnswer(answer, ctx.decoding);
  if (decoded.kind === 'completion') {
    const { kind: _kind, ...detail } = decoded;
    return navigation.complete(detail);
  }
  const { flow, json: flowJson } = decoded;
  if (flow.state === 'COMPLETE' && flow.attributes.chatTicketId) return navigation.complete({ chatTicketId: flow.attributes.chatTicketId });
  if (flow.views.length > 0) {
    // Checked before the flow is taken: a malformed answer leaves the form as it was, with the submit error.
    const target = startViewId(flow);
    const from = findView(state().flow, fromViewId)?.type === 'BOTTOM_PROMPT' ? state().currentViewId : fromViewId;
    drafts.setFlow(flow, flowJson);
    store.update((s) => {
      s.sheetViewId = undefined;
      delete s.checkErrors[fromViewId];
    });
    return navigation.enterView(target, from);
  }
  if (flow.state === 'COMPLETE') return navigation.complete({});
  throw new Error('the submit answer has no views and is not complete');
}

export interface Submitter {
  /** Submits the view: its errors show, and it is sent when it is valid and its checks pass. */
  submitFrom(viewId: string): Promise<void>;
  /** Marks one of the view's actions (or its header action) selected, the others not. */
  setActionSelection(viewId: string, actionId: string | undefined, header: boolean): void;
  retrySubmit(): Promise<void>;
  dismissSubmitError(): void;
  dismissCheckNotice(): void;
}

export function createSubmitter(ctx: EngineContext, drafts: Drafts, navigation: Navigation): Submitter {
  const { flowId, host, effects, t } = ctx.options;
  const { store, state, rules } = ctx;

  function setActionSelection(viewId: string, actionId: string | undefined, header: boolean) {
    store.update((s) => {
      const view = findView(s.flow, viewId);
      if (!view) return;
      for (const action of view.actions) action.selected = !header && action.id === actionId;
      if (view.headerAction) view.headerAction.selected = header;
    });
  }

  async function submitFrom(viewId: string): Promise<void> {
    const view = findView(state().flow, viewId);
    if (!view) return;
    store.update((s) => {
      s.submittedViews[viewId] = true;
      const values = s.values[viewId] ?? {};
      const empty = [...view.items, ...view.componentItems].filter((item) => item.required && rules.isInteractive(item) && rules.isEmpty(item, values[item.id]));
      s.missing[viewId] = Object.fromEntries(empty.map((item) => [item.id, true as const]));
    });
    if (!isViewValid({ ...state(), checkErrors: {} }, view, rules)) {
      store.update((s) => {
        s.refusals += 1;
      });
      return;
    }
    store.update((s) => {
      s.submitting = true;
      s.submitError = undefined;
      delete s.checkErrors[viewId];
    });
    try {
      if (!(await runChecks(ctx, view))) return;
      const answer = await host.submitFlow(flowId, submission(ctx.flow.json, state(), viewId, rules));
      await ctx.withDefinitions(answer);
      if (ctx.lifecycle.stopped) return;
      handleAnswer(ctx, drafts, navigation, answer, viewId);
    } catch (error) {
      const message = state().flow?.attributes.failedSubmissionMessage ?? t('somethingWentWrong');
      store.update((s) => {
        s.submitError = message;
      });
      effects.error({ flowId, code: (error as { code?: string }).code ?? 'submit_failed', message: `${t('submitFailed')} ${(error as Error).message ?? ''}`.trim() });
    } finally {
      store.update((s) => {
        s.submitting = false;
      });
      drafts.scheduleSave();
    }
  }

  return {
    submitFrom,
    setActionSelection,
    async retrySubmit() {
      const s = state();
      const viewId = activeViewId(s);
      if (s.submitError === undefined || viewId === undefined || ctx.gate('retrySubmit') !== true) return;
      await submitFrom(viewId);
    },
    dismissSubmitError() {
      store.update((s) => {
        s.submitError = undefined;
      });
    },
    dismissCheckNotice() {
      store.update((s) => {
        s.checkNotice = undefined;
      });
    },
  };
}
