/**
 * The flow state machine of spec §4, composed from its parts: loading and drafts
 * (./flow/load.ts), navigation — entering views, Back, status dialogs (./flow/navigation.ts) — and
 * Continue and submit (./flow/submit.ts), over one store whose state and selectors are in
 * ./flow/state.ts. Pure TypeScript: effects come in as ports.
 */
import type { ItemRules } from './items/rules';
import { createEngineContext } from './flow/context';
import type { FormEngineOptions } from './flow/context';
import { createDrafts, createLoader } from './flow/load';
import { createNavigation } from './flow/navigation';
import { createSubmitter } from './flow/submit';
import { createActions } from './flow/actions';
import { can } from './flow/gate';
import type { Command, Phase } from './flow/gate';
import { findItem, findView, isPrimaryHidden } from './flow/state';
import type { FormState } from './flow/state';

export type { ContinueCheck, FormEffects, FormEngineOptions } from './flow/context';
export type { Command, Phase } from './flow/gate';
export type { CheckNotice, FormState, FormStatus, ItemProblem } from './flow/state';
export { activeViewId, canGoBack, findView, interactiveItems, isPrimaryDisabled, isPrimaryHidden, isViewValid, itemError, viewProblems } from './flow/state';

/** Loads when the first listener subscribes; stops (writes a pending draft) after the last leaves. */
export interface FormEngine {
  /** The rules of the item types the engine was given, for the view's selectors. */
  items: ItemRules;
  getSnapshot(): FormState;
  /** The command gate (./flow/gate.ts): true when `command` may run now, else the phase that refuses it. */
  can(command: Command): true | Phase;
  subscribe(listener: () => void): () => void;
  /** Loads the flow again (Try again); the first load runs by itself on subscribe. */
  load(): Promise<void>;
  /**
   * Asks for the flow now, before a listener subscribes; the first load takes that answer. The
   * view calls it when it makes the engine, so the request overlaps its first render and commit.
   * Engines given one `earlyLoads` (the view's, per element) share one early request.
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
  /**
   * Goes to a view already seen (a FORM or PROMPT), sending nothing: the page's Forward
   * (mode="page"), whose history says which view (src/forms/ui/usePageHistory.ts).
   */
  revisit(viewId: string): void;
  /** The status dialog's button or its closing. */
  closeDialog(): void;
  /** The submit error dialog's try-again: sends the active view again. */
  retrySubmit(): Promise<void>;
  /** The submit error dialog's close: the view stays as it was. */
  dismissSubmitError(): void;
  /** Closes a Continue check's dialog or sheet; the item keeps its message until it changes. */
  dismissCheckNotice(): void;
  dismissSheet(): void;
  /** Closes the upload-failed popup (its retry or delete ran, or it was dismissed). */
  dismissUploadFailed(): void;
  dismissDraftNotice(): void;
  /** Writes the draft now (the page is being hidden). */
  flush(): Promise<void>;
  /** After an ERROR / EXIT dialog ended the flow: start it again from a fresh load. */
  restart(): Promise<void>;
}

export function createFormEngine(options: FormEngineOptions): FormEngine {
  const ctx = createEngineContext(options, {
    onStart() {
      ctx.lifecycle.stopped = false;
      // Nothing loaded yet, or a load dropped by a stop: (re)load. A loaded flow is kept.
      if (ctx.state().status === 'loading') void loader.load();
    },
    onStop() {
      drafts.savePending();
      ctx.lifecycle.stopped = true;
    },
  });
  const { store, state, rules } = ctx;
  const drafts = createDrafts(ctx);
  const navigation = createNavigation(ctx, drafts);
  const loader = createLoader(ctx, drafts, (viewId) => navigation.enterView(viewId));
  const submitter = createSubmitter(ctx, drafts, navigation);
  const actions = createActions(ctx, submitter, navigation);

  return {
    items: rules,
    getSnapshot: store.getSnapshot,
    can: (command) => can(command, state()),
    subscribe: store.subscribe,
    load: loader.load,
    preload: loader.preload,
    setValue(viewId, itemId, value, setOptions) {
      const view = findView(state().flow, viewId);
      const item = findItem(state(), viewId, itemId);
      const picks = Boolean(item && rules.isAutoAdvance(item) && !setOptions?.preset);
      if (!view || !item || ctx.gate(picks ? 'pick' : 'edit') !== true) return;
      store.update((s) => {
        (s.values[viewId] ??= {})[itemId] = structuredClone(value);
        if (s.checkErrors[viewId]) delete s.checkErrors[viewId][itemId];
        if (s.missing[viewId]) delete s.missing[viewId][itemId];
      });
      if (picks) {
        // §4: a new pick clears the selected state of the actions and of the header action.
        submitter.setActionSelection(viewId, undefined, false);
        store.update((s) => {
          const header = findView(s.flow, viewId)?.headerAction;
          if (header) header.selected = false;
        });
        const advances = isPrimaryHidden(view, rules, state().values[viewId]) && rules.validate(item, value).valid && !rules.isEmpty(item, value);
        if (advances && ctx.gate('advance') === true) void submitter.submitFrom(viewId);
      }
      drafts.scheduleSave();
    },
    continue: actions.continue,
    selectItemAction: actions.selectItemAction,
    selectHeaderAction: actions.selectHeaderAction,
    back: navigation.back,
    revisit: navigation.revisit,
    closeDialog: navigation.closeDialog,
    retrySubmit: submitter.retrySubmit,
    dismissSubmitError: submitter.dismissSubmitError,
    dismissCheckNotice: submitter.dismissCheckNotice,
    dismissSheet: navigation.dismissSheet,
    dismissUploadFailed: navigation.dismissUploadFailed,
    dismissDraftNotice() {
      store.update((s) => {
        s.draftNotRestored = false;
      });
    },
    flush: drafts.flush,
    restart: loader.restart,
  };
}
