/**
 * The one hook between a view and its headless core. The core lives in state, made again when
 * `deps` change, and is read with useSyncExternalStore, whose subscription starts the core's
 * work (the store's onStart) and whose cleanup stops it (onStop). Nothing is destroyed in an
 * effect cleanup, so React StrictMode's mount, unmount, mount just stops and starts it again;
 * a core made by a render React throws away is never subscribed, so it never does any work.
 */
import { useRef, useState, useSyncExternalStore } from 'react';
import type { DependencyList } from 'react';
import type { Readable } from '../shared/store';

type SnapshotOf<C> = C extends Readable<infer S> ? S : never;

const same = (a: DependencyList, b: DependencyList) => a.length === b.length && a.every((value, index) => Object.is(value, b[index]));
const noSubscribe = () => () => {};
const nothing = () => undefined;

/**
 * Reads a slice of a core: the component re-renders only when `selector`'s result changes
 * (Object.is). The selector may be a new function on every render.
 */
export function useSelector<S, T>(core: Readable<S>, selector: (snapshot: S) => T): T;
export function useSelector<S, T>(core: Readable<S> | undefined, selector: (snapshot: S) => T): T | undefined;
export function useSelector<S, T>(core: Readable<S> | undefined, selector: (snapshot: S) => T): T | undefined {
  // The last selection, kept while the snapshot and the selector are the same (getSnapshot must be stable).
  const last = useRef<{ snapshot: S; selector: (snapshot: S) => T; value: T } | undefined>(undefined);
  const read = () => {
    const snapshot = (core as Readable<S>).getSnapshot();
    const kept = last.current;
    if (kept && Object.is(kept.snapshot, snapshot) && kept.selector === selector) return kept.value;
    const value = selector(snapshot);
    last.current = { snapshot, selector, value };
    return value;
  };
  return useSyncExternalStore(core ? core.subscribe : noSubscribe, core ? read : nothing);
}

const whole = <S>(snapshot: S) => snapshot;

/** `factory` makes the core; it runs again only when a value in `deps` changes (Object.is). */
export function useCore<C extends Readable<unknown>, T = SnapshotOf<C>>(factory: () => C, deps: DependencyList, selector?: (snapshot: SnapshotOf<C>) => T): [T, C];
export function useCore<C extends Readable<unknown>, T = SnapshotOf<C>>(
  factory: () => C | undefined,
  deps: DependencyList,
  selector?: (snapshot: SnapshotOf<C>) => T,
): [T | undefined, C | undefined];
export function useCore<C extends Readable<unknown>, T = SnapshotOf<C>>(
  factory: () => C | undefined,
  deps: DependencyList,
  selector?: (snapshot: SnapshotOf<C>) => T,
): [T | undefined, C | undefined] {
  const [held, setHeld] = useState(() => ({ core: factory(), deps }));
  let current = held;
  if (!same(held.deps, deps)) {
    // React's pattern for state derived from props: set during render, re-rendered at once.
    current = { core: factory(), deps };
    setHeld(current);
  }
  const value = useSelector(current.core as Readable<SnapshotOf<C>> | undefined, selector ?? (whole as (snapshot: SnapshotOf<C>) => T));
  return [value, current.core];
}
