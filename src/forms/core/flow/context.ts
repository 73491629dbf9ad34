/**
 * What the engine's modules share: the engine's options and ports, its store, the item rules, and
 * the flow's JSON as the server sent it. The engine (../engine.ts) makes one context and hands it
 * to each module (load.ts, navigation.ts, submit.ts); a test makes its own with fakes.
 */
import type { Clock } from '../../../shared/clock';
import type { Logger } from '../../../shared/logger';
import { createStore } from '../../../shared/store';
import type { Store, StoreLifecycle } from '../../../shared/store';
import type { FormBackDetail, FormCompleteDetail } from '../../events';
import type { FormTranslate } from '../../strings';
import type { FlowDecodeContext } from '../decode';
import { createDefinitionLoader } from '../items/lazy';
import { createItemRules } from '../items/rules';
import type { DraftStore } from '../draft';
import type { FormHost } from '../host';
import type { ItemDefinition } from '../items/definition';
import type { DefinitionChunk } from '../items/lazy';
import type { EarlyLoads } from './load';
import type { ItemRules } from '../items/rules';
import type { View } from '../model';
import { can } from './gate';
import type { Command, Phase } from './gate';
import { initialFormState, uploadObstacle } from './state';
import type { CheckNotice, FormState } from './state';

/** A check run on Continue before the flow is sent (address pre-validation, src/forms/core/address/check.ts). */
export type ContinueCheck = (context: {
  flowId: string;
  view: View;
  values: Record<string, unknown>;
  host: FormHost;
}) => Promise<{ errors: Record<string, string>; notice?: CheckNotice }>;

export interface FormEffects {
  /** Opens a URL in this window, or in a new tab; false when it was not followed (refused as unsafe). */
  navigate(url: string, newTab: boolean): boolean;
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
  /** Where preload() leaves the flow request (./load.ts): the engines of one element share the element's; else the engine's own. */
  earlyLoads?: EarlyLoads;
}

export interface EngineContext {
  options: FormEngineOptions & { query: string; widgetMode: boolean };
  store: Store<FormState>;
  state(): FormState;
  rules: ItemRules;
  /** Loads the definitions the JSON's item types need, before it is decoded. */
  withDefinitions(json: unknown): Promise<void>;
  /** How flows are decoded: the rules, and warnings said once each. */
  decoding: FlowDecodeContext;
  /** Item types of the flow that no definition knows (reported once each). */
  unknownTypes: Set<string>;
  /**
   * The flow's JSON as the server last sent it (it is submitted back) and the fingerprint of the
   * loaded one, computed when first asked for (a saved draft to compare, a draft to save): hashing
   * the whole flow's text is not work for the first paint.
   */
  flow: { json: Record<string, unknown>; signature: () => string };
  /** Stopped: late answers change nothing until a listener starts the engine again. */
  lifecycle: { stopped: boolean };
  /**
   * The command gate (./gate.ts) for a command about to run: true, or the phase that refuses it.
   * A refusal for a failed upload opens the upload-failed popup for the active view (§4).
   */
  gate(command: Command): true | Phase;
}

/** The context the modules share: the store, the rules, and decoding that warns once per problem. */
export function createEngineContext(options: FormEngineOptions, lifecycle: StoreLifecycle = {}): EngineContext {
  const rules = createItemRules(options.items, options.t);
  const definitionsFor = createDefinitionLoader(options.lazyItems ?? []);
  const store = createStore<FormState>(initialFormState(), lifecycle);
  // Each problem is said once, though a flow is decoded again on every submit and draft restore.
  const warned = new Set<string>();
  const warn = (message: string) => {
    if (warned.has(message)) return;
    warned.add(message);
    options.logger.warn(message);
  };
  const unknownTypes = new Set<string>();
  const decoding: FlowDecodeContext = {
    items: rules,
    warn,
    unknownItem(type) {
      unknownTypes.add(type);
      warn(`<fin-form> item type ${type} has no definition here; it is kept and sent back unchanged.`);
    },
  };
  return {
    options: { ...options, query: options.query ?? '', widgetMode: options.widgetMode ?? false },
    store,
    state: store.getSnapshot,
    rules,
    withDefinitions: async (json) => rules.add(await definitionsFor(json)),
    decoding,
    unknownTypes,
    flow: { json: {}, signature: () => '' },
    lifecycle: { stopped: false },
    gate(command) {
      const verdict = can(command, store.getSnapshot());
      if (verdict === 'upload-failed') {
        store.update((s) => {
          s.uploadFailedViewId = uploadObstacle(s);
        });
      }
      return verdict;
    },
  };
}
