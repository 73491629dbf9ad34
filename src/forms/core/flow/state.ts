/**
 * The form engine's state (spec §4) and the selectors views and modules read from it: the view on
 * screen, the primary-button rules, the items' messages and the error summary. Pure functions of
 * a snapshot; the modules beside this one (load, navigation, submit) change it.
 */
import type { FormTranslate } from '../../strings';
import { failedUploads } from '../files';
import type { ItemRules } from '../items/rules';
import type { Flow, Item, View } from '../model';

export type FormStatus = 'loading' | 'not-found' | 'no-camera' | 'error' | 'ready';
export type Values = Record<string, Record<string, unknown>>;

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
  /** The view whose failed uploads stopped a navigation (§4): the upload-failed popup is open for it. */
  uploadFailedViewId?: string;
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

export const initialFormState = (): FormState => ({
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
});

export function findView(flow: Flow | undefined, viewId: string | undefined): View | undefined {
  return viewId === undefined ? undefined : flow?.views.find((view) => view.id === viewId);
}

/** An item of a view, among its items and component items. */
export function findItem(state: FormState, viewId: string | undefined, itemId: string): Item | undefined {
  const view = findView(state.flow, viewId);
  return view && [...view.items, ...view.componentItems].find((item) => item.id === itemId);
}

/** The view whose inputs Continue submits: an open bottom prompt, else the current view. */
export function activeViewId(state: FormState): string | undefined {
  return state.sheetViewId ?? state.currentViewId;
}

export function interactiveItems(view: View, rules: ItemRules): Item[] {
  return view.items.filter(rules.isInteractive);
}

/**
 * §4: hidden when the only interactive item is a single choice that advances on pick, unless its
 * answer waits for Continue (a CELL selection's 'Other', whose text comes after the pick).
 */
export function isPrimaryHidden(view: View, rules: ItemRules, values: Record<string, unknown> = {}): boolean {
  const inputs = interactiveItems(view, rules);
  const only = inputs[0];
  return inputs.length === 1 && rules.isAutoAdvance(only as Item) && !rules.awaitsContinue(only as Item, values[(only as Item).id]);
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

/** §4: the view whose failed uploads stop a navigation now (the active view's), or undefined. */
export function uploadObstacle(state: FormState): string | undefined {
  const viewId = activeViewId(state);
  return viewId !== undefined && failedUploads(state.values[viewId]).length > 0 ? viewId : undefined;
}
