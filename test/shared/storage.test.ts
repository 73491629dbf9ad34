import { expect } from '@open-wc/testing';
import { createStore, get as idbGet } from 'idb-keyval';
import type { UseStore } from 'idb-keyval';
import { STORAGE_DB_NAME, STORAGE_STORE_NAME } from '../../src/shared/constants';
import {
  UncloneableValueError,
  createIndexedDbBackend,
  createMemoryStorage,
  createStorage,
} from '../../src/shared/storage';
import type { KeyValueStorage } from '../../src/shared/storage';
import { createFakeClock } from '../support/fake-clock';
import { rejection } from '../support/rejection';

/** Collects console.warn calls for the duration of each test. */
function watchWarnings(): unknown[][] {
  const warnings: unknown[][] = [];
  let original: typeof console.warn;
  beforeEach(() => {
    warnings.length = 0;
    original = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
  });
  afterEach(() => {
    console.warn = original;
  });
  return warnings;
}

/** The behaviour every KeyValueStorage shares, whatever it sits on. */
async function exerciseStorage(storage: KeyValueStorage): Promise<void> {
  expect(await storage.get('missing')).to.equal(undefined);

  const answer = { flowId: 'chargeback', values: ['a', 1, { nested: true }], at: new Date(0) };
  await storage.set('answers/1', answer);
  answer.values.push('changed after set');
  expect(await storage.get('answers/1')).to.deep.equal({ flowId: 'chargeback', values: ['a', 1, { nested: true }], at: new Date(0) });

  const read = await storage.get<{ values: unknown[] }>('answers/1');
  read!.values.length = 0;
  expect((await storage.get<{ values: unknown[] }>('answers/1'))!.values).to.have.length(3);

  await storage.set('answers/0', 'zero');
  await storage.set('queue/b', 2);
  await storage.set('queue/a', 1);
  await storage.set('queue\uffffz', 'prefix, then U+FFFF');
  expect(await storage.keys('queue/')).to.deep.equal(['queue/a', 'queue/b']);
  expect(await storage.keys('queue')).to.deep.equal(['queue/a', 'queue/b', 'queue\uffffz']);
  expect(await storage.keys('queue\uffff')).to.deep.equal(['queue\uffffz']);
  expect(await storage.keys()).to.deep.equal(['answers/0', 'answers/1', 'queue/a', 'queue/b', 'queue\uffffz']);
  expect(await storage.entries('queue/')).to.deep.equal([
    ['queue/a', 1],
    ['queue/b', 2],
  ]);

  expect(await storage.update<number>('count', (current) => (current ?? 0) + 1)).to.equal(1);
  expect(await storage.update<number>('count', (current) => (current ?? 0) + 1)).to.equal(2);
  expect(await storage.get('count')).to.equal(2);
  expect(await storage.update('count', () => undefined)).to.equal(undefined);
  expect(await storage.keys('count')).to.deep.equal([]);

  await storage.del('answers/1');
  expect(await storage.get('answers/1')).to.equal(undefined);
  await storage.del('never-set');

  const updaterError = new Error('updater failed');
  await storage.set('kept', 'old');
  expect(
    await rejection(
      storage.update('kept', () => {
        throw updaterError;
      }),
    ),
  ).to.equal(updaterError);
  expect(await storage.get('kept')).to.equal('old');

  expect(await rejection(storage.set('fn', () => 1))).to.be.instanceOf(UncloneableValueError);
  expect(await rejection(storage.update('kept', () => () => 1))).to.be.instanceOf(UncloneableValueError);
  expect(await storage.get('kept')).to.equal('old');
  expect(await storage.keys('fn')).to.deep.equal([]);
}

const uniqueNamespace = () => `test-${Date.now()}-${Math.random().toString(36).slice(2)}`;

describe('storage: IndexedDB', () => {
  const warnings = watchWarnings();

  it('round-trips through real IndexedDB, with no warning', async () => {
    const namespace = uniqueNamespace();
    const storage = createStorage({ namespace });
    await exerciseStorage(storage);
    const direct = createStore(STORAGE_DB_NAME, STORAGE_STORE_NAME);
    expect(await idbGet(`${namespace}:queue/a`, direct)).to.equal(1);
    expect(await idbGet(`${namespace}:kept`, direct)).to.equal('old');
    expect(warnings).to.deep.equal([]);
    for (const key of await storage.keys()) await storage.del(key);
  });

  it('keeps namespaces apart, even one that looks like a prefix of another', async () => {
    const base = uniqueNamespace();
    const chat = createStorage({ namespace: base });
    const other = createStorage({ namespace: `${base}:x` });
    await chat.set('x:draft', 'from chat');
    await other.set('draft', 'from other');
    expect(await chat.get('x:draft')).to.equal('from chat');
    expect(await other.get('draft')).to.equal('from other');
    expect(await chat.keys()).to.deep.equal(['x:draft']);
    expect(await other.keys()).to.deep.equal(['draft']);
    await chat.del('x:draft');
    await other.del('draft');
  });
});

describe('storage: falling back to memory', () => {
  const warnings = watchWarnings();

  const failures: [string, () => UseStore][] = [
    [
      'the store factory throws SecurityError',
      () => {
        throw new DOMException('Access denied', 'SecurityError');
      },
    ],
    ['every call rejects with QuotaExceededError', () => () => Promise.reject(new DOMException('Full', 'QuotaExceededError'))],
    [
      'the store throws synchronously',
      () => () => {
        throw new DOMException('The database connection is closing.', 'InvalidStateError');
      },
    ],
  ];
  for (const [name, openStore] of failures) {
    it(`works in memory when ${name}, warning once`, async () => {
      const backend = createIndexedDbBackend({ openStore });
      await exerciseStorage(createStorage({ namespace: 'forms', backend }));
      await createStorage({ namespace: 'chat', backend }).set('draft', 'hi');
      expect(await createStorage({ namespace: 'chat', backend }).get('draft')).to.equal('hi');
      expect(warnings).to.have.length(1);
      expect(String(warnings[0]![0])).to.contain('IndexedDB is unavailable');
    });
  }

  it('works in memory when indexedDB.open throws, warning once', async () => {
    const open = (() => {
      throw new DOMException('The user denied permission to access the database.', 'SecurityError');
    }) as IDBFactory['open'];
    Object.defineProperty(indexedDB, 'open', { value: open, configurable: true });
    try {
      const storage = createStorage({
        namespace: 'forms',
        backend: createIndexedDbBackend({ openStore: () => createStore('fin-widgets-test-denied', 'kv') }),
      });
      await storage.set('a', 1);
      await storage.set('b', 2);
      expect(await storage.entries()).to.deep.equal([
        ['a', 1],
        ['b', 2],
      ]);
    } finally {
      delete (indexedDB as unknown as Record<string, unknown>).open;
    }
    expect(indexedDB.open).to.equal(IDBFactory.prototype.open);
    expect(warnings).to.have.length(1);
    expect(warnings[0]![1]).to.be.instanceOf(DOMException);
  });

  it('falls back when opening hangs past the open timeout', async () => {
    const clock = createFakeClock();
    const backend = createIndexedDbBackend({ openStore: () => () => new Promise(() => undefined), clock, openTimeoutMs: 5000 });
    const storage = createStorage({ namespace: 'tracker', backend });
    const write = storage.set('event/1', { action: 'view' });
    clock.tick(4999);
    expect(warnings).to.have.length(0);
    clock.tick(1);
    await write;
    expect(await storage.get('event/1')).to.deep.equal({ action: 'view' });
    expect(warnings).to.have.length(1);
    expect(clock.pending()).to.equal(0);
  });

  it('moves to memory for good when IndexedDB fails after working', async () => {
    let broken = false;
    const real = createStore(`fin-widgets-test-${uniqueNamespace()}`, 'kv');
    const flaky: UseStore = (mode, callback) =>
      broken ? Promise.reject(new DOMException('Full', 'QuotaExceededError')) : real(mode, callback);
    const storage = createStorage({ namespace: 'chat', backend: createIndexedDbBackend({ openStore: () => flaky }) });
    await storage.set('a', 'in idb');
    expect(warnings).to.have.length(0);
    broken = true;
    await storage.set('b', 'in memory');
    broken = false;
    expect(await storage.get('b')).to.equal('in memory');
    expect(await storage.keys()).to.deep.equal(['b']);
    expect(warnings).to.have.length(1);
  });
});

describe('storage: falling back while calls are in flight', () => {
  const warnings = watchWarnings();

  it('warns once when several calls fail together', async () => {
    const full: UseStore = () => Promise.reject(new DOMException('Full', 'QuotaExceededError'));
    const storage = createStorage({ namespace: 'tracker', backend: createIndexedDbBackend({ openStore: () => full }) });
    await Promise.all([storage.set('a', 1), storage.set('b', 2), storage.get('c'), storage.keys()]);
    expect(await storage.keys()).to.deep.equal(['a', 'b']);
    expect(warnings).to.have.length(1);
  });

  it('redoes in memory a write that IndexedDB finished after the switch', async () => {
    const real = createStore(`fin-widgets-test-${uniqueNamespace()}`, 'kv');
    let release = (): void => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    const store: UseStore = (mode, callback) => {
      calls++;
      if (calls === 1) return gate.then(() => real(mode, callback));
      return Promise.reject(new DOMException('Full', 'QuotaExceededError'));
    };
    const storage = createStorage({ namespace: 'forms', backend: createIndexedDbBackend({ openStore: () => store }) });
    const slow = storage.set('slow', 'written late');
    await storage.set('fast', 'failed over');
    release();
    await slow;
    expect(await storage.entries()).to.deep.equal([
      ['fast', 'failed over'],
      ['slow', 'written late'],
    ]);
    expect(warnings).to.have.length(1);
  });
});

describe('storage: memory', () => {
  it('behaves like the IndexedDB storage', async () => {
    await exerciseStorage(createMemoryStorage());
  });

  it('each memory storage is separate', async () => {
    const one = createMemoryStorage();
    await one.set('a', 1);
    expect(await createMemoryStorage().get('a')).to.equal(undefined);
    expect(await one.get('a')).to.equal(1);
  });
});
