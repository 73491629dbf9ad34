/** Flows and a scriptable fake host for the engine tests. */
import { createDraftStore } from '../../../src/forms/core/draft';
import { createFormEngine } from '../../../src/forms/core/engine';
import { createEngineContext } from '../../../src/forms/core/flow/context';
import type { FormEffects, FormEngineOptions } from '../../../src/forms/core/engine';
import { FlowNotFoundError } from '../../../src/forms/core/host';
import type { FormHost, ValidationAnswer } from '../../../src/forms/core/host';
import { coreItems, lazyItemChunks } from '../../../src/forms/core/items';
import { mediaItems } from '../../../src/forms/core/items/media';
import { pickerItems } from '../../../src/forms/core/items/pickers';
import { formStrings } from '../../../src/forms/strings';
import { catalogTranslator } from '../../../src/shared/i18n';
import type { Logger } from '../../../src/shared/logger';
import { createMemoryStorage } from '../../../src/shared/storage';
import { createFakeClock } from '../../support/fake-clock';

export type Json = Record<string, unknown>;

/** Every definition, the lazy ones included: for tests of the rules without the engine's loading. */
export const everyItem = [...coreItems, ...pickerItems, ...mediaItems];

export const view = (id: string, fields: Json = {}): Json => ({ id, type: 'FORM', title: `View ${id}`, items: [], ...fields });

export const flow = (views: Json[], fields: Json = {}): Json => ({ id: 'f1', name: 'Dispute', state: 'INCOMPLETE', views, ...fields });

export interface FakeHost extends FormHost {
  submits: Json[];
  /** Answers for the next submits, in order; an Error rejects. */
  answers: (Json | Error)[];
  validations: Record<string, ValidationAnswer>;
  /** null: no such form (the server's 404); undefined: a 200 with an empty body. */
  loaded: Json | null | undefined;
}

export function fakeHost(loaded: Json | null | undefined): FakeHost {
  const host: FakeHost = {
    // An adapter without listing methods: the pickers' default setup (empty answers).
    source: { adapter: { loadFlow: async () => null, submitFlow: async () => null } },
    submits: [],
    answers: [],
    validations: {},
    loaded,
    async loadFlow(flowId) {
      if (host.loaded === null) throw new FlowNotFoundError(flowId);
      return structuredClone(host.loaded);
    },
    async submitFlow(_flowId, body) {
      host.submits.push(structuredClone(body));
      const answer = host.answers.shift();
      if (answer instanceof Error) throw answer;
      if (!answer) throw new Error('no answer scripted');
      return structuredClone(answer);
    },
    validate: async ({ value }) => host.validations[value] ?? { isValid: true },
  };
  return host;
}

export interface Recorded {
  navigations: [string, boolean][];
  completes: unknown[];
  backs: unknown[];
  errors: unknown[];
  views: string[];
  warnings: string[];
}

export const enGB = catalogTranslator(formStrings, 'en-GB');

/** The options of an engine over a fake host, a memory draft store, a fake clock and recording effects. */
export function engineOptions(loaded: Json | null | undefined, overrides: Partial<FormEngineOptions> & { camera?: boolean; cancel?: boolean } = {}) {
  const host = fakeHost(loaded);
  const storage = overrides.drafts ? undefined : createMemoryStorage();
  const drafts = overrides.drafts ?? createDraftStore(storage!);
  const clock = createFakeClock(0);
  const recorded: Recorded = { navigations: [], completes: [], backs: [], errors: [], views: [], warnings: [] };
  const logger: Logger = { info: () => undefined, warn: (message) => void recorded.warnings.push(message), error: (message) => void recorded.warnings.push(message) };
  const effects: FormEffects = {
    // The SDK's URL policy refuses javascript: (src/shared/links.ts): such a link is not followed.
    navigate: (url, newTab) => (recorded.navigations.push([url, newTab]), !/^\s*javascript:/i.test(url)),
    hasCamera: async () => overrides.camera ?? true,
    complete: (detail) => (recorded.completes.push(detail), !overrides.cancel),
    back: (detail) => (recorded.backs.push(detail), !overrides.cancel),
    error: (detail) => void recorded.errors.push(detail),
    viewEntered: (entered) => void recorded.views.push(entered.id),
  };
  const options: FormEngineOptions = { flowId: 'f1', host, drafts, clock, effects, widgetMode: true, items: coreItems, lazyItems: lazyItemChunks, logger, t: enGB, ...overrides };
  return { options, host, drafts, clock, recorded };
}

export function setup(loaded: Json | null | undefined, overrides: Partial<FormEngineOptions> & { camera?: boolean; cancel?: boolean } = {}) {
  const made = engineOptions(loaded, overrides);
  const engine = createFormEngine(made.options);
  return { ...made, engine, state: () => engine.getSnapshot() };
}

/** The context the engine's modules share (src/forms/core/flow/context.ts), for a module's own tests. */
export function moduleSetup(loaded: Json | null | undefined, overrides: Partial<FormEngineOptions> & { camera?: boolean; cancel?: boolean } = {}) {
  const made = engineOptions(loaded, overrides);
  const ctx = createEngineContext(made.options);
  return { ...made, ctx, state: ctx.state };
}

/** Lets pending promise callbacks run. */
export const settle = () => new Promise((resolve) => window.setTimeout(resolve, 0));
