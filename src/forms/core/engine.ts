/**
 * The flow state machine of spec §4: load, entering views, Continue and its response rules,
 * Back, status dialogs, bottom prompts, the primary-button rules, and the draft that keeps
 * every answer across reloads and failed submits. Pure TypeScript: effects come in as ports.
 */
import type { Clock, TimerId } from '../../shared/clock';
import { DecodeError } from '../../shared/errors';
import type { Logger } from '../../shared/logger';
import { createStore } from '../../shared/store';
import { DRAFT_SAVE_DELAY_MS, MAIN_SITE_URL } from '../constants';
import type { FormBackDetail, FormCompleteDetail } from '../events';
import type { FormTranslate } from '../strings';
import { asJsonObject, decodeFlow, decodeSubmitAnswer } from './decode';
import type { FlowDecodeContext } from './decode';
import { flowSignature } from './draft';
import type { Draft, DraftStore } from './draft';
import { FlowNotFoundError, NotFormsApiError } from './host';
import type { FormHost } from './host';
import type { ItemDefinition } from './items/definition';
import { createDefinitionLoader } from './items/lazy';
import type { DefinitionChunk } from './items/lazy';
import { createItemRules } from './items/rules';
import type { ItemRules } from './items/rules';
import type { Action, Flow, Item, View } from './model';

export type FormStatus = 'loading' | 'not-found' | 'no-camera' | 'error' | 'ready';
type Values = Record<string, Record<string, unknown>>;

export interface FormState {
  status: FormStatus;
  /** The code of a failed load (status 'error'), e.g. not_forms_api. */
  loadError?: string;
  flow?: Flow;
  /** The FORM or PROMPT on screen (under a dialog or a bottom prompt). */
  currentViewId?: string;
  /** View ids to go back to, latest last. */
  history: string[];
  /** An open STATUS_DIALOG view. */
  dialogViewId?: string;
  /** An open BOTTOM_PROMPT view. */
  sheetViewId?: string;
  values: Values;
  /** Messages of EXTERNAL validation and Continue checks, by view and item. */
  checkErrors: Record<string, Record<string, string>>;
  /** Views the user tried to continue from: their errors show. */
  submittedViews: Record<string, true>;
  /** Required items that were empty when Continue was pressed, by view: they say so until filled in. */
  missing: Record<string, Record<string, true>>;
  /** Counts Continue presses refused for errors on the view, so the view can move focus to its error summary. */
  refusals: number;
  submitting: boolean;
  /** A failed submit of the active view: its message, shown in an error dialog with try-again and close (§2, §8). */
  submitError?: string;
  /** A Continue check's dialog or sheet (address validation, §8), open until dismissed. */
  checkNotice?: CheckNotice;
  done: boolean;
  /** How the flow ended: completed, or aborted by an ERROR / EXIT dialog. */
  ended?: 'complete' | 'abort';
  /** The ERROR / EXIT dialog that ended the flow: its title stays on screen with Start again. */
  endDialogViewId?: string;
  /** Counts views entered, so the view can animate and move focus. */
  transition: number;
  /** The saved draft belonged to an older version of the flow and was dropped. */
  draftNotRestored: boolean;
  /** Item types in the flow that no definition given to the engine knows. */
  unsupportedTypes: string[];
}

/** What a check on Continue found: messages by item, and a dialog or sheet to open about them. */
export interface CheckNotice {
  /** 'dialog': an error dialog with a close label; 'sheet': a bottom sheet with title, description and close. */
  kind: 'dialog' | 'sheet';
  itemId: string;
  title: string;
  description?: string;
}

/** A check run on Continue before the flow is sent (address pre-validation, src/forms/core/address/check.ts). */
export type ContinueCheck = (context: {
  flowId: string;
  view: View;
  values: Record<string, unknown>;
  host: FormHost;
}) => Promise<{ errors: Record<string, string>; notice?: CheckNotice }>;

export interface FormEffects {
  /** Opens a URL in this window, or in a new tab. */
  navigate(url: string, newTab: boolean): void;
  /** Whether the device has a media device (for camera-required forms). */
  hasCamera(): Promise<boolean>;
  /** Returns false when the host cancelled the event. */
  complete(detail: FormCompleteDetail): boolean;
  back(detail: FormBackDetail): boolean;
  error(detail: { flowId: string; code: string; message: string }): void;
  viewEntered(view: View): void;
}

export interface FormEngineOptions {
  flowId: string;
  /** Query string passed through to the flow load call. */
  query?: string;
  host: FormHost;
  drafts: DraftStore;
  clock: Clock;
  effects: FormEffects;
  widgetMode?: boolean;
  continueChecks?: readonly ContinueCheck[];
  /** The item types this form can show; the others are kept, sent back unchanged and reported. */
  items: readonly ItemDefinition[];
  /** Definitions loaded when a flow (or a submit's answer) first has one of their types. */
  lazyItems?: readonly DefinitionChunk[];
  logger: Logger;
  /** The texts, in the element's locale. */
  t: FormTranslate;
}

/** Loads when the first listener subscribes; stops (writes a pending draft) after the last leaves. */
export interface FormEngine {
  /** The rules of the item types the engine was given, for the view's selectors. */
  items: ItemRules;
  getSnapshot(): FormState;
  subscribe(listener: () => void): () => void;
  /** Loads the flow again (Try again); the first load runs by itself on subscribe. */
  load(): Promise<void>;
  /**
   * Asks for the flow now, before a listener subscribes; the first load takes that answer. The
   * view calls it when it makes the engine, so the request overlaps its first render and commit.
   * Engines of one host and flow share one early request (earlyLoads).
   */
  preload(): void;
  /** `preset`: set for the user, not picked by them (a preselection): it never advances. */
  setValue(viewId: string, itemId: string, value: unknown, options?: { preset?: boolean }): void;
  /** Continue, from the primary button (no action) or one of the view's actions. */
  continue(actionId?: string): Promise<void>;
  /**
   * An item's action (docs/forms-wire.md): marked selected (the item's other actions not), then
   * its hyperlink opens in a new tab, or, without one, the view continues as with the primary button.
   */
  selectItemAction(itemId: string, actionId: string): Promise<void>;
  selectHeaderAction(): Promise<void>;
  back(): void;
  /** The status dialog's button or its closing. */
  closeDialog(): void;
  /** The submit error dialog's try-again: sends the active view again. */
  retrySubmit(): Promise<void>;
  /** The submit error dialog's close: the view stays as it was. */
  dismissSubmitError(): void;
  /** Closes a Continue check's dialog or sheet; the item keeps its message until it changes. */
  dismissCheckNotice(): void;
  dismissSheet(): void;
  dismissDraftNotice(): void;
  /** Writes the draft now (the page is being hidden). */
  flush(): Promise<void>;
  /** After an ERROR / EXIT dialog ended the flow: start it again from a fresh load. */
  restart(): Promise<void>;
}

export function findView(flow: Flow | undefined, viewId: string | undefined): View | undefined {
  return viewId === undefined ? undefined : flow?.views.find((view) => view.id === viewId);
}

/** The view whose inputs Continue submits: an open bottom prompt, else the current view. */
export function activeViewId(state: FormState): string | undefined {
  return state.sheetViewId ?? state.currentViewId;
}

export function interactiveItems(view: View, rules: ItemRules): Item[] {
  return view.items.filter(rules.isInteractive);
}

/** §4: hidden when the only interactive item is a single choice that advances on pick. */
export function isPrimaryHidden(view: View, rules: ItemRules): boolean {
  const inputs = interactiveItems(view, rules);
  return inputs.length === 1 && rules.isAutoAdvance(inputs[0] as Item);
}

/**
 * The message an item shows, from the engine's verdicts: a Continue check's, then (after a Continue
 * press) 'Required field' naming the item when it was left empty, then its type's verdict ('Invalid
 * value' when the type gives no message). Any item type with a definition gets these, with no code of its own.
 */
export function itemError(state: FormState, viewId: string, item: Item, rules: ItemRules, t: FormTranslate): string | undefined {
  const value = state.values[viewId]?.[item.id];
  const check = state.checkErrors[viewId]?.[item.id];
  if (check !== undefined) return check;
  if (!state.submittedViews[viewId]) return undefined;
  if (rules.isEmpty(item, value)) {
    if (!state.missing[viewId]?.[item.id]) return undefined;
    const label = item.title ?? item.placeholder;
    return rules.emptyMessage(item) ?? (label ? t('requiredNamed', { label }) : t('requiredField'));
  }
  const { valid, message } = rules.validate(item, value);
  return valid ? undefined : message || t('invalidValue');
}

export interface ItemProblem {
  itemId: string;
  message: string;
}

/** The error summary of a view: every item of it that has a message, in view order. */
export function viewProblems(state: FormState, view: View, rules: ItemRules, t: FormTranslate): ItemProblem[] {
  return [...view.items, ...view.componentItems].flatMap((item) => {
    const message = itemError(state, view.id, item, rules, t);
    return message === undefined ? [] : [{ itemId: item.id, message }];
  });
}

export function isViewValid(state: FormState, view: View, rules: ItemRules): boolean {
  const values = state.values[view.id] ?? {};
  return view.items.every((item) => rules.validate(item, values[item.id]).valid && state.checkErrors[view.id]?.[item.id] === undefined);
}

/** §4: disabled while loading, while done, or while required items are invalid. */
export function isPrimaryDisabled(state: FormState, rules: ItemRules): boolean {
  const view = findView(state.flow, activeViewId(state));
  return state.submitting || state.done || !view || !isViewValid(state, view, rules);
}

export function canGoBack(state: FormState): boolean {
  if (state.done) return false;
  const view = findView(state.flow, state.currentViewId);
  return Boolean(state.sheetViewId || (view?.previousViewId && findView(state.flow, view.previousViewId)) || state.history.length > 0);
}

function initialValues(flow: Flow, previous: Values): Values {
  const values: Values = {};
  for (const view of flow.views) {
    const own: Record<string, unknown> = {};
    for (const item of [...view.items, ...view.componentItems]) {
      const value = item.value ?? previous[view.id]?.[item.id];
      if (value !== undefined) own[item.id] = value;
    }
    values[view.id] = own;
  }
  return values;
}

/** The view a flow starts on; a currentViewId naming no view is a malformed flow. */
function startViewId(flow: Flow, preferred?: string): string {
  const viewId = preferred ?? flow.currentViewId ?? (flow.views[0] as View).id;
  if (!findView(flow, viewId)) throw new DecodeError('$.currentViewId', `"${viewId}" names no view of the flow`);
  return viewId;
}

type JsonList = Record<string, unknown>[];
const jsonList = (value: unknown): JsonList => (Array.isArray(value) ? (value as JsonList) : []);

/** Read from the JSON: the camera items' type belongs to the media issue's definitions. */
const needsCamera = (json: Record<string, unknown>) => jsonList(json.views).some((view) => jsonList(view.items).some((item) => item.type === 'CAMERA_IMAGE'));

/** An item of a view, among its items and component items. */
const findItem = (state: FormState, viewId: string | undefined, itemId: string): Item | undefined => {
  const view = findView(state.flow, viewId);
  return view && [...view.items, ...view.componentItems].find((item) => item.id === itemId);
};

const withoutUndefined = (value: unknown) => (value === undefined ? undefined : structuredClone(value));

/**
 * The flow JSON to submit: the server's own shape, with the values of the inputs, the selections
 * and the current view. Items the engine does not know, and display items, go back as they came.
 */
function submission(json: Record<string, unknown>, state: FormState, viewId: string, rules: ItemRules): Record<string, unknown> {
  const out = structuredClone(json);
  out.currentViewId = viewId;
  for (const viewJson of jsonList(out.views)) {
    const view = findView(state.flow, String(viewJson.id));
    if (!view) continue;
    const values = state.values[view.id] ?? {};
    const inputs = new Set([...view.items, ...view.componentItems].filter(rules.isInteractive).map((item) => item.id));
    const setItems = (list: unknown) => {
      for (const itemJson of jsonList(list)) {
        const itemId = String(itemJson.id);
        if (!inputs.has(itemId)) continue;
        const value = values[itemId];
        if (value === undefined) delete itemJson.value;
        else itemJson.value = withoutUndefined(value);
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

/**
 * The flow request preload() made for a host, until a load takes it: the engines a view makes
 * for one host (StrictMode's second render, a render React threw away) share one. With it, the
 * draft's read, started together as the load does.
 */
const earlyLoads = new WeakMap<FormHost, { key: string; flow: Promise<unknown>; draft: Promise<Draft | undefined> }>();

export function createFormEngine(options: FormEngineOptions): FormEngine {
  const { flowId, host, drafts, clock, effects, logger, t, widgetMode = false } = options;
  const query = options.query ?? '';
  const rules = createItemRules(options.items, t);
  const definitionsFor = createDefinitionLoader(options.lazyItems ?? []);
  const earlyKey = `${flowId}\n${query}`;
  /** Loads the definitions the JSON's item types need before it is decoded. */
  const withDefinitions = async (flowJson: unknown) => rules.add(await definitionsFor(flowJson));
  const store = createStore<FormState>({
    status: 'loading',
    history: [],
    values: {},
    checkErrors: {},
    submittedViews: {},
    missing: {},
    refusals: 0,
    submitting: false,
    done: false,
    transition: 0,
    draftNotRestored: false,
    unsupportedTypes: [],
  }, { onStart: start, onStop: stop });
  let json: Record<string, unknown> = {};
  let signature = '';
  let saveTimer: TimerId | undefined;
  // Stopped: late answers change nothing until a listener starts the engine again.
  let stopped = false;
  let loadRun = 0;

  function start(): void {
    stopped = false;
    // Nothing loaded yet, or a load dropped by a stop: (re)load. A loaded flow is kept.
    if (state().status === 'loading') void load();
  }

  function stop(): void {
    if (saveTimer !== undefined) void save();
    stopped = true;
  }

  const state = () => store.getSnapshot();

  // Each problem is said once, though a flow is decoded again on every submit and draft restore.
  const warned = new Set<string>();
  const warn = (message: string) => {
    if (warned.has(message)) return;
    warned.add(message);
    logger.warn(message);
  };
  const unknownTypes = new Set<string>();
  const context: FlowDecodeContext = {
    items: rules,
    warn,
    unknownItem(type) {
      unknownTypes.add(type);
      warn(`<fin-form> item type ${type} has no definition here; it is kept and sent back unchanged.`);
    },
  };

  /** Values in their item's shape: the others are dropped (with a warning) and the item starts empty. */
  function decodeValues(flow: Flow, values: Values): Values {
    const out: Values = {};
    for (const view of flow.views) {
      const own: Record<string, unknown> = {};
      for (const item of [...view.items, ...view.componentItems]) {
        const value = rules.decodeValue(item, values[view.id]?.[item.id], `draft.values.${view.id}.${item.id}`, warn);
        if (value !== undefined) own[item.id] = value;
      }
      out[view.id] = own;
    }
    return out;
  }

  function draft(): Draft {
    const s = state();
    return {
      version: 1,
      signature,
      flow: json,
      ...(s.currentViewId === undefined ? {} : { currentViewId: s.currentViewId }),
      history: [...s.history],
      values: structuredClone(s.values) as Values,
      submittedViews: Object.keys(s.submittedViews),
    };
  }

  async function save(): Promise<void> {
    clock.clearTimeout(saveTimer);
    saveTimer = undefined;
    const s = state();
    if (s.status !== 'ready' || s.done) return;
    try {
      await drafts.write(flowId, draft());
    } catch (error) {
      logger.warn('<fin-form> could not save the draft.', error);
    }
  }

  const scheduleSave = () => {
    if (stopped) return;
    clock.clearTimeout(saveTimer);
    saveTimer = clock.setTimeout(() => void save(), DRAFT_SAVE_DELAY_MS);
  };

  function setFlow(flow: Flow, flowJson: Record<string, unknown>) {
    json = flowJson;
    store.update((draftState) => {
      draftState.flow = flow;
      draftState.values = initialValues(flow, draftState.values);
      draftState.unsupportedTypes = [...unknownTypes];
    });
  }

  function complete(detail: Omit<FormCompleteDetail, 'flowId'>) {
    store.update((s) => {
      s.done = true;
      s.ended = 'complete';
      s.sheetViewId = undefined;
      s.submitError = undefined;
    });
    clock.clearTimeout(saveTimer);
    void drafts.remove(flowId).catch(() => undefined);
    const proceed = effects.complete({ flowId, ...detail });
    if (proceed && !widgetMode) effects.navigate(MAIN_SITE_URL, false);
  }

  /** Nearest FORM at or before `index` in the flow (a bottom prompt sits over it). */
  function nearestFormBefore(flow: Flow, index: number): string | undefined {
    const current = findView(flow, state().currentViewId);
    if (current?.type === 'FORM') return current.id;
    for (let i = index - 1; i >= 0; i--) if (flow.views[i]?.type === 'FORM') return flow.views[i]?.id;
    return state().currentViewId;
  }

  function enterView(viewId: string, from?: string) {
    const flow = state().flow;
    const view = findView(flow, viewId);
    if (!flow || !view) return;
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
        const under = nearestFormBefore(flow, flow.views.indexOf(view));
        store.update((s) => {
          if (from !== undefined && from !== under && s.currentViewId !== under && s.currentViewId !== undefined) s.history.push(s.currentViewId);
          s.currentViewId = under;
          s.sheetViewId = viewId;
        });
        break;
      }
      case 'DEEPLINK':
        if (view.webLink) effects.navigate(view.webLink, view.closeForm === false);
        break;
    }
    effects.viewEntered(view);
    scheduleSave();
  }

  // The draft is read while the flow loads: IndexedDB's first open is slow on a cold page.
  const readDraft = () => drafts.read(flowId).catch(() => undefined);

  function preload(): void {
    if (earlyLoads.get(host)?.key === earlyKey) return;
    const flow = host.loadFlow(flowId, query);
    // The load that takes it reports a failure; one nobody takes is not an unhandled rejection.
    flow.catch(() => undefined);
    earlyLoads.set(host, { key: earlyKey, flow, draft: readDraft() });
  }

  /** The early request, once: a later load (Try again, a restart) asks again. */
  function takeEarlyLoad() {
    const early = earlyLoads.get(host);
    if (early?.key !== earlyKey) return undefined;
    earlyLoads.delete(host);
    return early;
  }

  async function load(): Promise<void> {
    const run = ++loadRun;
    store.update((s) => {
      s.status = 'loading';
      s.loadError = undefined;
    });
    const fail = (code: string, message: string) => {
      if (run !== loadRun) return;
      store.update((s) => {
        s.status = 'error';
        s.loadError = code;
      });
      effects.error({ flowId, code, message });
    };
    const notFound = () => {
      if (run !== loadRun) return;
      store.update((s) => {
        s.status = 'not-found';
      });
    };
    const early = takeEarlyLoad();
    const savedDraft = early?.draft ?? readDraft();
    let loaded: unknown;
    try {
      loaded = await (early?.flow ?? host.loadFlow(flowId, query));
    } catch (error) {
      if (error instanceof FlowNotFoundError) return notFound();
      // A setup mistake of the host page, not a passing failure: the console says how to fix it.
      if (error instanceof NotFormsApiError) logger.error(error.message);
      return fail((error as { code?: string }).code ?? 'load_failed', `${t('loadFailed')} ${(error as Error).message ?? ''}`.trim());
    }
    if (run !== loadRun || stopped) return;
    try {
      await withDefinitions(loaded);
    } catch (error) {
      return fail('load_failed', `${t('loadFailed')} ${(error as Error).message ?? ''}`.trim());
    }
    if (run !== loadRun || stopped) return;
    let flow: Flow;
    let flowJson: Record<string, unknown>;
    try {
      // An empty body or JSON null is a malformed answer: only a 404 (or no views) is "not found".
      flowJson = asJsonObject(loaded);
      flow = decodeFlow(flowJson, context);
      if (flow.views.length === 0 && jsonList(flowJson.views).length > 0) throw new DecodeError('$.views', 'no view of a type this SDK knows');
      if (flow.views.length > 0) startViewId(flow);
    } catch (error) {
      return fail('decode', `${t('loadFailed')} ${(error as Error).message}`);
    }
    if (flow.views.length === 0) return notFound();
    if (needsCamera(flowJson) && !(await effects.hasCamera().catch(() => false))) {
      store.update((s) => {
        s.status = 'no-camera';
      });
      return;
    }
    signature = flowSignature(flowJson);
    const saved = await savedDraft;
    let restored: { flow: Flow; draft: Draft; start: string } | undefined;
    if (saved && saved.signature === signature) {
      // A draft saved after a submit may hold types the first answer did not have; a failed
      // load is a load error (Try again), not a reason to drop the draft.
      try {
        await withDefinitions(saved.flow);
      } catch (error) {
        return fail('load_failed', `${t('loadFailed')} ${(error as Error).message ?? ''}`.trim());
      }
      try {
        const savedFlow = decodeFlow(saved.flow, context);
        const keptView = saved.currentViewId !== undefined && findView(savedFlow, saved.currentViewId) ? saved.currentViewId : undefined;
        restored = { flow: savedFlow, draft: saved, start: startViewId(savedFlow, keptView) };
      } catch {
        restored = undefined;
      }
    }
    if (run !== loadRun || stopped) return;
    if (saved && !restored) await drafts.remove(flowId).catch(() => undefined);
    if (restored) {
      const { draft: kept } = restored;
      setFlow(restored.flow, kept.flow);
      store.update((s) => {
        s.values = decodeValues(restored.flow, kept.values);
        s.history = kept.history.filter((viewId) => findView(restored.flow, viewId));
        s.submittedViews = Object.fromEntries(kept.submittedViews.map((id) => [id, true as const]));
        s.status = 'ready';
      });
      enterView(restored.start);
    } else {
      setFlow(flow, flowJson);
      store.update((s) => {
        s.status = 'ready';
        s.draftNotRestored = Boolean(saved);
      });
      enterView(startViewId(flow));
    }
  }

  function setActionSelection(viewId: string, actionId: string | undefined, header: boolean) {
    store.update((s) => {
      const view = findView(s.flow, viewId);
      if (!view) return;
      for (const action of view.actions) action.selected = !header && action.id === actionId;
      if (view.headerAction) view.headerAction.selected = header;
    });
  }

  /** Runs EXTERNAL rules and the registered checks; true when all passed. */
  async function runChecks(view: View): Promise<boolean> {
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
    for (const check of options.continueChecks ?? []) {
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

  function handleAnswer(answer: unknown, fromViewId: string) {
    const decoded = decodeSubmitAnswer(answer, context);
    if (decoded.kind === 'completion') {
      const { kind: _kind, ...detail } = decoded;
      return complete(detail);
    }
    const { flow, json: flowJson } = decoded;
    if (flow.state === 'COMPLETE' && flow.attributes.chatTicketId) return complete({ chatTicketId: flow.attributes.chatTicketId });
    if (flow.views.length > 0) {
      // Checked before the flow is taken: a malformed answer leaves the form as it was, with the submit error.
      const target = startViewId(flow);
      const from = findView(state().flow, fromViewId)?.type === 'BOTTOM_PROMPT' ? state().currentViewId : fromViewId;
      setFlow(flow, flowJson);
      store.update((s) => {
        s.sheetViewId = undefined;
        delete s.checkErrors[fromViewId];
      });
      return enterView(target, from);
    }
    if (flow.state === 'COMPLETE') return complete({});
    throw new Error('the submit answer has no views and is not complete');
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
      if (!(await runChecks(view))) return;
      const answer = await host.submitFlow(flowId, submission(json, state(), viewId, rules));
      await withDefinitions(answer);
      if (stopped) return;
      handleAnswer(answer, viewId);
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
      scheduleSave();
    }
  }

  async function continueFlow(actionId?: string): Promise<void> {
    const s = state();
    // §4: once done, a further continue completes at once (the view shows no Continue by then).
    if (s.done) return complete({});
    if (s.submitting || s.status !== 'ready') return;
    const viewId = activeViewId(s);
    const view = findView(s.flow, viewId);
    if (!view || viewId === undefined) return;
    const index = actionId === undefined ? -1 : view.actions.findIndex((action) => action.id === actionId);
    const action = view.actions[index];
    if (action) {
      setActionSelection(viewId, action.id, false);
      // §4: choosing any action but the first (primary) one clears the view's answers.
      if (index > 0) {
        store.update((draftState) => {
          draftState.values[viewId] = {};
        });
      }
      if (action.hyperlink) effects.navigate(action.hyperlink, true);
      if (action.dismissOnSelect && view.type === 'BOTTOM_PROMPT') {
        store.update((draftState) => {
          draftState.sheetViewId = undefined;
        });
        return;
      }
      if (action.hyperlink) return;
    }
    await submitFrom(viewId);
  }

  return {
    items: rules,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    load,
    preload,
    setValue(viewId, itemId, value, options) {
      const view = findView(state().flow, viewId);
      const item = findItem(state(), viewId, itemId);
      if (!view || !item || state().done) return;
      store.update((s) => {
        (s.values[viewId] ??= {})[itemId] = structuredClone(value);
        if (s.checkErrors[viewId]) delete s.checkErrors[viewId][itemId];
        if (s.missing[viewId]) delete s.missing[viewId][itemId];
      });
      if (rules.isAutoAdvance(item) && !options?.preset) {
        // §4: a new pick clears the selected state of the actions and of the header action.
        setActionSelection(viewId, undefined, false);
        store.update((s) => {
          const header = findView(s.flow, viewId)?.headerAction;
          if (header) header.selected = false;
        });
        if (isPrimaryHidden(view, rules) && rules.validate(item, value).valid && !rules.isEmpty(item, value)) void submitFrom(viewId);
      }
      scheduleSave();
    },
    continue: continueFlow,
    async selectItemAction(itemId, actionId) {
      const s = state();
      const viewId = activeViewId(s);
      const action = findItem(s, viewId, itemId)?.actions.find((entry) => entry.id === actionId);
      if (!action || viewId === undefined || s.submitting || s.done) return;
      store.update((draftState) => {
        for (const entry of findItem(draftState, viewId, itemId)!.actions) entry.selected = entry.id === actionId;
      });
      if (action.hyperlink) return effects.navigate(action.hyperlink, true);
      await submitFrom(viewId);
    },
    async selectHeaderAction() {
      const viewId = state().currentViewId;
      const view = findView(state().flow, viewId);
      if (!view?.headerAction || viewId === undefined || state().submitting) return;
      setActionSelection(viewId, undefined, true);
      if (view.headerAction.hyperlink) return effects.navigate(view.headerAction.hyperlink, true);
      await submitFrom(viewId);
    },
    back() {
      const s = state();
      if (s.submitting) return;
      // A finished flow has no Back: only the widget's close remains.
      if (s.done) {
        if (widgetMode) effects.back({ flowId, reason: 'close' });
        return;
      }
      if (s.sheetViewId) {
        store.update((draftState) => {
          draftState.sheetViewId = undefined;
        });
        return;
      }
      const view = findView(s.flow, s.currentViewId);
      const previous = view?.previousViewId && findView(s.flow, view.previousViewId) ? view.previousViewId : s.history.at(-1);
      if (previous !== undefined) {
        store.update((draftState) => {
          if (draftState.history.at(-1) === previous) draftState.history.pop();
          draftState.currentViewId = previous;
          draftState.transition += 1;
          draftState.submitError = undefined;
        });
        const target = findView(s.flow, previous);
        if (target) effects.viewEntered(target);
        scheduleSave();
        return;
      }
      effects.back({ flowId, reason: widgetMode ? 'close' : 'back' });
    },
    closeDialog() {
      const s = state();
      const dialog = findView(s.flow, s.dialogViewId);
      if (!dialog || !s.flow) return;
      store.update((draftState) => {
        draftState.dialogViewId = undefined;
      });
      if (dialog.dialogType === 'ERROR' || dialog.dialogType === 'EXIT') {
        if (dialog.dialogActionHyperlink) return effects.navigate(dialog.dialogActionHyperlink, false);
        store.update((draftState) => {
          draftState.done = true;
          draftState.ended = 'abort';
          draftState.endDialogViewId = dialog.id;
        });
        void drafts.remove(flowId).catch(() => undefined);
        if (effects.back({ flowId, reason: 'abort' }) && !widgetMode) effects.navigate(MAIN_SITE_URL, false);
        return;
      }
      // SUCCESS and PENDING: closing moves to the next view, or completes when there is none.
      const next = s.flow.views[s.flow.views.indexOf(dialog) + 1];
      if (next) enterView(next.id);
      else complete({});
    },
    async retrySubmit() {
      const s = state();
      const viewId = activeViewId(s);
      if (s.submitError === undefined || s.submitting || s.done || viewId === undefined) return;
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
    dismissSheet() {
      store.update((s) => {
        s.sheetViewId = undefined;
      });
    },
    dismissDraftNotice() {
      store.update((s) => {
        s.draftNotRestored = false;
      });
    },
    flush() {
      const s = state();
      // The synchronous copy first: the page may be gone before the IndexedDB write commits.
      if (s.status === 'ready' && !s.done) drafts.writeNow(flowId, draft());
      return save();
    },
    async restart() {
      if (state().ended !== 'abort') return;
      store.update((s) => {
        Object.assign(s, { history: [], values: {}, checkErrors: {}, submittedViews: {}, missing: {}, done: false, submitError: undefined });
        s.ended = undefined;
        s.endDialogViewId = undefined;
        s.currentViewId = undefined;
        s.sheetViewId = undefined;
      });
      await load();
    },
  };
}
