import { expect } from '@open-wc/testing';
import { createStore, select } from '../../src/shared/store';

interface Counter {
  count: number;
  label: string;
}

/** A store whose lifecycle writes into a log: 'start' and 'stop'. */
function logged() {
  const log: string[] = [];
  const store = createStore<Counter>({ count: 0, label: 'a' }, { onStart: () => log.push('start'), onStop: () => log.push('stop') });
  return { store, log };
}

describe('store: lifecycle', () => {
  // Each step subscribes (+name) or unsubscribes (-name); `log` is what the lifecycle did by then.
  const cases: { name: string; steps: string[]; log: string[] }[] = [
    { name: 'nothing runs before anyone listens', steps: [], log: [] },
    { name: 'the first listener starts it', steps: ['+a'], log: ['start'] },
    { name: 'a second listener does not start it again', steps: ['+a', '+b'], log: ['start'] },
    { name: 'it stops only after the last listener leaves', steps: ['+a', '+b', '-a'], log: ['start'] },
    { name: 'the last listener leaving stops it', steps: ['+a', '+b', '-a', '-b'], log: ['start', 'stop'] },
    { name: 'it starts again after a stop (StrictMode: subscribe, unsubscribe, subscribe)', steps: ['+a', '-a', '+a'], log: ['start', 'stop', 'start'] },
    { name: 'unsubscribing twice counts once', steps: ['+a', '+b', '-a', '-a'], log: ['start'] },
  ];
  for (const { name, steps, log: expected } of cases) {
    it(name, () => {
      const { store, log } = logged();
      const unsubscribes: Record<string, () => void> = {};
      for (const step of steps) {
        const id = step.slice(1);
        if (step.startsWith('+')) unsubscribes[id] = store.subscribe(() => {});
        else unsubscribes[id]?.();
      }
      expect(log).to.deep.equal(expected);
    });
  }

  it('notifies a listener subscribed in onStart and lets onStart update the snapshot', () => {
    const seen: number[] = [];
    const store = createStore({ count: 0 }, { onStart: () => store.update((draft) => void (draft.count = 1)) });
    store.subscribe(() => seen.push(store.getSnapshot().count));
    expect(store.getSnapshot().count).to.equal(1);
    store.update((draft) => void (draft.count = 2));
    expect(seen).to.deep.equal([1, 2]);
  });

  it('counts the same function subscribed twice as two listeners', () => {
    const { store, log } = logged();
    const listener = () => {};
    const first = store.subscribe(listener);
    const second = store.subscribe(listener);
    first();
    expect(log).to.deep.equal(['start']);
    second();
    expect(log).to.deep.equal(['start', 'stop']);
  });
});

describe('store: updates and selectors', () => {
  const cases: { name: string; change: (store: ReturnType<typeof logged>['store']) => void; all: number; count: number; label: number }[] = [
    { name: 'an update that changes nothing notifies no one', change: (store) => store.update(() => {}), all: 0, count: 0, label: 0 },
    { name: 'set to the same snapshot notifies no one', change: (store) => store.set(store.getSnapshot()), all: 0, count: 0, label: 0 },
    { name: 'a change of count notifies count, not label', change: (store) => store.update((draft) => void (draft.count += 1)), all: 1, count: 1, label: 0 },
    { name: 'a change of label notifies label, not count', change: (store) => store.update((draft) => void (draft.label = 'b')), all: 1, count: 0, label: 1 },
    { name: 'a new snapshot with equal slices notifies only whole-store listeners', change: (store) => store.set({ ...store.getSnapshot() }), all: 1, count: 0, label: 0 },
  ];
  for (const { name, change, all, count, label } of cases) {
    it(name, () => {
      const { store } = logged();
      const calls = { all: 0, count: 0, label: 0 };
      store.subscribe(() => calls.all++);
      store.select((state) => state.count).subscribe(() => calls.count++);
      select(store, (state) => state.label).subscribe(() => calls.label++);
      change(store);
      expect(calls).to.deep.equal({ all, count, label });
    });
  }

  it('a selection reads the current slice and keeps its value while the snapshot is the same', () => {
    const { store } = logged();
    const pair = store.select((state) => [state.count, state.label]);
    const first = pair.getSnapshot();
    expect(first).to.deep.equal([0, 'a']);
    expect(pair.getSnapshot()).to.equal(first);
    store.update((draft) => void (draft.count = 3));
    expect(pair.getSnapshot()).to.deep.equal([3, 'a']);
  });

  it('subscribing to a selection starts the store, leaving it stops the store', () => {
    const { store, log } = logged();
    const stop = store.select((state) => state.count).subscribe(() => {});
    expect(log).to.deep.equal(['start']);
    stop();
    expect(log).to.deep.equal(['start', 'stop']);
  });
});

describe('store: snapshots (immer)', () => {
  interface Nested {
    form: { values: Record<string, string>; errors: Record<string, string> };
    list: { id: string }[];
  }
  const nested = () => createStore<Nested>({ form: { values: { a: '1' }, errors: { a: 'bad' } }, list: [{ id: 'x' }] });

  it('an update copies only the changed path: an untouched slice keeps its identity and notifies no one', () => {
    const store = nested();
    const before = store.getSnapshot();
    let listCalls = 0;
    store.select((state) => state.list).subscribe(() => listCalls++);
    store.update((draft) => {
      draft.form.values.a = '2';
      delete draft.form.errors.a;
    });
    const after = store.getSnapshot();
    expect(after.form.values).to.deep.equal({ a: '2' });
    expect(after.form.errors).to.deep.equal({});
    expect(after.list).to.equal(before.list);
    expect(before.form.values.a).to.equal('1');
    expect(listCalls).to.equal(0);
  });

  it('in development (these tests) snapshots are frozen, new values too: a mutation by mistake throws', () => {
    const store = nested();
    store.update((draft) => void draft.list.push({ id: 'y' }));
    const snapshot = store.getSnapshot();
    expect(() => (snapshot.form.values.a = 'mutated')).to.throw(TypeError);
    expect(() => snapshot.list.push({ id: 'z' })).to.throw(TypeError);
    expect(() => (snapshot.list[1]!.id = 'mutated')).to.throw(TypeError);
  });
});
