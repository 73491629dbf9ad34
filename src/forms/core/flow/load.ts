/**
 * Loading and drafts (spec §4 Flow load): the flow's request (asked for early by preload), the
 * item definitions it needs, decoding, the camera check, and the draft that keeps every answer
 * across reloads and failed submits (IndexedDB, written 250 ms after the last change).
 */
import { DecodeError } from '../../../shared/errors';
import type { TimerId } from '../../../shared/clock';
import { DRAFT_SAVE_DELAY_MS } from '../../constants';
import { asJsonObject, decodeFlow } from '../decode';
import { flowSignature } from '../draft';
import type { Draft } from '../draft';
import { FlowNotFoundError, NotFormsApiError } from '../host';
import type { Flow, View } from '../model';
import type { EngineContext } from './context';
import { findView } from './state';
import type { Values } from './state';

type JsonList = Record<string, unknown>[];
export const jsonList = (value: unknown): JsonList => (Array.isArray(value) ? (value as JsonList) : []);

/** §4: camera-required only when a required camera item exists; an optional photo can be skipped without one. */
const needsCamera = (flow: Flow) => flow.views.some((view) => [...view.items, ...view.componentItems].some((item) => item.type === 'CAMERA_IMAGE' && item.required));

/** The view a flow starts on; a currentViewId naming no view is a malformed flow. */
export function startViewId(flow: Flow, preferred?: string): string {
  const viewId = preferred ?? flow.currentViewId ?? (flow.views[0] as View).id;
  if (!findView(flow, viewId)) throw new DecodeError('$.currentViewId', `"${viewId}" names no view of the flow`);
  return viewId;
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

export interface Drafts {
  /** Writes the draft 250 ms after the last call. */
  scheduleSave(): void;
  /** Writes a pending draft now (the engine stops). */
  savePending(): void;
  /** Writes the draft now, the synchronous copy first (the page is being hidden). */
  flush(): Promise<void>;
  /** Takes a flow and its JSON: the values of its items over the ones kept. */
  setFlow(flow: Flow, json: Record<string, unknown>): void;
  /** The flow ended: its draft goes. */
  discard(): void;
}

export function createDrafts(ctx: EngineContext): Drafts {
  const { flowId, drafts, clock, logger } = ctx.options;
  let saveTimer: TimerId | undefined;

  function draft(): Draft {
    const s = ctx.state();
    return {
      version: 1,
      signature: ctx.flow.signature(),
      flow: ctx.flow.json,
      ...(s.currentViewId === undefined ? {} : { currentViewId: s.currentViewId }),
      history: [...s.history],
      values: structuredClone(s.values) as Values,
      submittedViews: Object.keys(s.submittedViews),
    };
  }

  async function save(): Promise<void> {
    clock.clearTimeout(saveTimer);
    saveTimer = undefined;
    const s = ctx.state();
    if (s.status !== 'ready' || s.done) return;
    try {
      await drafts.write(flowId, draft());
    } catch (error) {
      logger.warn('<fin-form> could not save the draft.', error);
    }
  }

  return {
    scheduleSave() {
      if (ctx.lifecycle.stopped) return;
      clock.clearTimeout(saveTimer);
      saveTimer = clock.setTimeout(() => void save(), DRAFT_SAVE_DELAY_MS);
    },
    savePending() {
      if (saveTimer !== undefined) void save();
    },
    flush() {
      const s = ctx.state();
      // The synchronous copy first: the page may be gone before the IndexedDB write commits.
      if (s.status === 'ready' && !s.done) drafts.writeNow(flowId, draft());
      return save();
    },
    setFlow(flow, json) {
      ctx.flow.json = json;
      ctx.store.update((s) => {
        s.flow = flow;
        s.values = initialValues(flow, s.values);
        s.unsupportedTypes = [...ctx.unknownTypes];
      });
    },
    discard() {
      clock.clearTimeout(saveTimer);
      void drafts.remove(flowId).catch(() => undefined);
    },
  };
}

/** A flow request preload() made, with the draft's read started beside it, until a load takes it. */
interface EarlyLoad {
  key: string;
  flow: Promise<unknown>;
  draft: Promise<Draft | undefined>;
}

/**
 * Where preload() leaves its request for the load that takes it. An engine has its own unless it
 * is given one: the view gives the engines it makes for one element the element's (StrictMode's
 * second render, a render React throws away), so they share one request.
 */
export interface EarlyLoads {
  put(early: EarlyLoad): void;
  /** The request made for `key` (flow and query), once: a later load asks again. */
  take(key: string): EarlyLoad | undefined;
  has(key: string): boolean;
}

export function createEarlyLoads(): EarlyLoads {
  let held: EarlyLoad | undefined;
  return {
    put(early) {
      held = early;
    },
    take(key) {
      if (held?.key !== key) return undefined;
      const early = held;
      held = undefined;
      return early;
    },
    has: (key) => held?.key === key,
  };
}

/** Values in their item's shape: the others are dropped (with a warning) and the item starts empty. */
function decodeValues(ctx: EngineContext, flow: Flow, values: Values): Values {
  const out: Values = {};
  for (const view of flow.views) {
    const own: Record<string, unknown> = {};
    for (const item of [...view.items, ...view.componentItems]) {
      const value = ctx.rules.decodeValue(item, values[view.id]?.[item.id], `draft.values.${view.id}.${item.id}`, ctx.decoding.warn);
      if (value !== undefined) own[item.id] = value;
    }
    out[view.id] = own;
  }
  return out;
}

/** The loaded flow, decoded; throws for a malformed one. An empty body or JSON null is malformed: only a 404 (or no views) is "not found". */
function decodeLoaded(ctx: EngineContext, loaded: unknown): { flow: Flow; flowJson: Record<string, unknown> } {
  const flowJson = asJsonObject(loaded);
  const flow = decodeFlow(flowJson, ctx.decoding);
  if (flow.views.length === 0 && jsonList(flowJson.views).length > 0) throw new DecodeError('$.views', 'no view of a type this SDK knows');
  if (flow.views.length > 0) startViewId(flow);
  return { flow, flowJson };
}

interface Restored {
  flow: Flow;
  draft: Draft;
  start: string;
}

/**
 * A saved draft of this flow, decoded, with the view it starts on; undefined when it no longer
 * decodes (it is dropped). Throws when the definitions it needs do not load: a load error (Try
 * again), not a reason to drop the draft.
 */
async function restorable(ctx: EngineContext, saved: Draft): Promise<Restored | undefined> {
  // A draft saved after a submit may hold types the first answer did not have.
  await ctx.withDefinitions(saved.flow);
  try {
    const savedFlow = decodeFlow(saved.flow, ctx.decoding);
    const keptView = saved.currentViewId !== undefined && findView(savedFlow, saved.currentViewId) ? saved.currentViewId : undefined;
    return { flow: savedFlow, draft: saved, start: startViewId(savedFlow, keptView) };
  } catch {
    return undefined;
  }
}

export interface Loader {
  load(): Promise<void>;
  preload(): void;
  /** After an ERROR / EXIT dialog ended the flow: start it again from a fresh load. */
  restart(): Promise<void>;
}

export function createLoader(ctx: EngineContext, keeper: Drafts, enterView: (viewId: string) => void): Loader {
  const { flowId, host, drafts, effects, logger, t, query } = ctx.options;
  const earlyLoads = ctx.options.earlyLoads ?? createEarlyLoads();
  const { store } = ctx;
  const earlyKey = `${flowId}\n${query}`;
  let loadRun = 0;

  // The draft is read while the flow loads: IndexedDB's first open is slow on a cold page.
  const readDraft = () => drafts.read(flowId).catch(() => undefined);

  function preload(): void {
    if (earlyLoads.has(earlyKey)) return;
    const flow = host.loadFlow(flowId, query);
    // The load that takes it reports a failure; one nobody takes is not an unhandled rejection.
    flow.catch(() => undefined);
    earlyLoads.put({ key: earlyKey, flow, draft: readDraft() });
  }

  async function load(): Promise<void> {
    const run = ++loadRun;
    const current = () => run === loadRun && !ctx.lifecycle.stopped;
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
    const failed = (error: unknown, code = 'load_failed') => fail(code, `${t('loadFailed')} ${(error as Error).message ?? ''}`.trim());
    const notFound = () => {
      if (run !== loadRun) return;
      store.update((s) => {
        s.status = 'not-found';
      });
    };
    // The early request, once: a later load (Try again, a restart) asks again.
    const early = earlyLoads.take(earlyKey);
    const savedDraft = early?.draft ?? readDraft();
    let loaded: unknown;
    try {
      loaded = await (early?.flow ?? host.loadFlow(flowId, query));
    } catch (error) {
      if (error instanceof FlowNotFoundError) return notFound();
      // A setup mistake of the host page, not a passing failure: the console says how to fix it.
      if (error instanceof NotFormsApiError) logger.error(error.message);
      return failed(error, (error as { code?: string }).code ?? 'load_failed');
    }
    if (!current()) return;
    try {
      await ctx.withDefinitions(loaded);
    } catch (error) {
      return failed(error);
    }
    if (!current()) return;
    let flow: Flow;
    let flowJson: Record<string, unknown>;
    try {
      ({ flow, flowJson } = decodeLoaded(ctx, loaded));
    } catch (error) {
      return fail('decode', `${t('loadFailed')} ${(error as Error).message}`);
    }
    if (flow.views.length === 0) return notFound();
    if (needsCamera(flow) && !(await effects.hasCamera().catch(() => false))) {
      store.update((s) => {
        s.status = 'no-camera';
      });
      return;
    }
    let signature: string | undefined;
    ctx.flow.signature = () => (signature ??= flowSignature(flowJson));
    const saved = await savedDraft;
    let restored: Restored | undefined;
    try {
      restored = saved && saved.signature === ctx.flow.signature() ? await restorable(ctx, saved) : undefined;
    } catch (error) {
      return failed(error);
    }
    if (!current()) return;
    if (saved && !restored) await drafts.remove(flowId).catch(() => undefined);
    if (restored) {
      const { draft: kept } = restored;
      keeper.setFlow(restored.flow, kept.flow);
      store.update((s) => {
        s.values = decodeValues(ctx, restored.flow, kept.values);
        s.history = kept.history.filter((viewId) => findView(restored.flow, viewId));
        s.submittedViews = Object.fromEntries(kept.submittedViews.map((id) => [id, true as const]));
        s.status = 'ready';
      });
      enterView(restored.start);
    } else {
      keeper.setFlow(flow, flowJson);
      store.update((s) => {
        s.status = 'ready';
        s.draftNotRestored = Boolean(saved);
      });
      enterView(startViewId(flow));
    }
  }

  return {
    load,
    preload,
    async restart() {
      if (ctx.gate('restart') !== true) return;
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
