/**
 * Copy-on-write updates of plain state, immer's produce() for what our stores hold (plain
 * objects and arrays; anything else is a value), in well under a kilobyte instead of immer's
 * 3.8 KB gzip, which every element with a view paid. The recipe mutates a draft (a Proxy); only
 * the objects on a changed path are copied, everything else keeps its identity, so a slice
 * selected by Object.is changes only when its content did. A recipe may instead return a new
 * state. Results are frozen, like immer's, so a snapshot mutated by mistake throws. Drafts are
 * revoked when the recipe returns: a draft kept for later throws when touched.
 */
import type { Draft } from 'immer';

const STATE = Symbol('draft');

interface DraftState {
  base: Record<PropertyKey, unknown>;
  /** The shallow copy made on first write or first read of a child (which lives in it as a draft). */
  copy?: Record<PropertyKey, unknown>;
  parent?: DraftState;
  modified: boolean;
}

const isDraftable = (value: unknown): value is Record<PropertyKey, unknown> => {
  if (!value || typeof value !== 'object') return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

const stateOf = (value: unknown): DraftState | undefined =>
  value && typeof value === 'object' ? (value as { [STATE]?: DraftState })[STATE] : undefined;

const latest = (state: DraftState) => state.copy ?? state.base;

const copyOf = (state: DraftState) =>
  (state.copy ??= Array.isArray(state.base) ? (state.base.slice() as unknown as Record<PropertyKey, unknown>) : { ...state.base });

function markModified(state: DraftState | undefined): void {
  for (let current = state; current && !current.modified; current = current.parent) current.modified = true;
}

/** Replaces drafts by their results in a finished draft's copy or a newly assigned value, and freezes it. */
function finalize(value: unknown, seen: Set<unknown>): unknown {
  const state = stateOf(value);
  if (state) {
    if (!state.modified) return state.base;
    value = state.copy;
  } else if (!isDraftable(value) || Object.isFrozen(value) || seen.has(value)) {
    // Frozen: a finished snapshot, whose parts are final already.
    return value;
  }
  seen.add(value);
  const record = value as Record<PropertyKey, unknown>;
  for (const key of Object.keys(record)) {
    const next = finalize(record[key], seen);
    if (next !== record[key]) record[key] = next;
  }
  return Object.freeze(record);
}

export function produce<S>(base: S, recipe: (draft: Draft<S>) => Draft<S> | void | undefined): S {
  if (!isDraftable(base)) {
    const result = recipe(base as Draft<S>);
    return result === undefined ? base : (finalize(result, new Set()) as S);
  }
  const revokes: (() => void)[] = [];
  const draftOf = (value: Record<PropertyKey, unknown>, parent?: DraftState) => {
    const state: DraftState = { base: value, parent, modified: false };
    // An array target keeps Array.isArray(draft) true; the traps read and write the state.
    const { proxy, revoke } = Proxy.revocable(Array.isArray(value) ? [] : {}, {
      get(_target, key) {
        if (key === STATE) return state;
        const source = latest(state);
        const child = source[key];
        if (!Object.prototype.hasOwnProperty.call(source, key) || !isDraftable(child) || stateOf(child)) return child;
        // A child read for the first time: its draft takes its place in the copy, unless it was
        // assigned during this recipe (a new value, not the base's).
        if (state.copy && child !== state.base[key]) return child;
        return (copyOf(state)[key] = draftOf(child, state));
      },
      set(_target, key, value) {
        const source = latest(state);
        if (!state.modified && Object.is(source[key], value) && (value !== undefined || key in source)) return true;
        copyOf(state)[key] = value;
        markModified(state);
        return true;
      },
      deleteProperty(_target, key) {
        if (!(key in latest(state))) return true;
        delete copyOf(state)[key];
        markModified(state);
        return true;
      },
      has: (_target, key) => key in latest(state),
      ownKeys: () => Reflect.ownKeys(latest(state)),
      getOwnPropertyDescriptor(target, key) {
        const source = latest(state);
        const own = Reflect.getOwnPropertyDescriptor(source, key);
        if (!own) return undefined;
        // An array's length is not configurable on the target either (a Proxy invariant).
        const configurable = !(Array.isArray(target) && key === 'length');
        return { value: source[key], writable: true, enumerable: own.enumerable ?? false, configurable };
      },
      defineProperty() {
        throw new TypeError('produce: define properties by assignment');
      },
      getPrototypeOf: () => Object.getPrototypeOf(state.base),
    });
    revokes.push(revoke);
    return proxy as Record<PropertyKey, unknown>;
  };
  const draft = draftOf(base);
  try {
    const returned = recipe(draft as Draft<S>);
    return finalize(returned === undefined ? draft : returned, new Set()) as S;
  } finally {
    for (const revoke of revokes) revoke();
  }
}

/** A value typed as a draft, to assign into one (immer's castDraft, which would load immer). */
export const castDraft = <T>(value: T): Draft<T> => value as Draft<T>;
