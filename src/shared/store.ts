/**
 * The tiny external store every headless core is built on: immutable snapshots made with
 * immer, change notification with nanoevents, read by React through useSyncExternalStore.
 */
import { produce } from 'immer';
import type { Draft } from 'immer';
import { createNanoEvents } from 'nanoevents';

export interface Store<S> {
  getSnapshot(): S;
  subscribe(listener: () => void): () => void;
  /** Applies an immer recipe; listeners run only when the snapshot really changed. */
  update(recipe: (draft: Draft<S>) => void): void;
}

export function createStore<S>(initial: S): Store<S> {
  let state = initial;
  const emitter = createNanoEvents<{ change: () => void }>();
  return {
    getSnapshot: () => state,
    subscribe: (listener) => emitter.on('change', listener),
    update(recipe) {
      const next = produce(state, recipe);
      if (next === state) return;
      state = next;
      emitter.emit('change');
    },
  };
}
