/**
 * Persistent key-value storage for typed answers, queued messages and tracker events. Backed by
 * IndexedDB through idb-keyval; when IndexedDB is missing or fails (private mode, quota, a
 * blocked open, SecurityError) it carries on in memory for the rest of the page, so a feature
 * never sees storage reject because of the browser.
 */
import { createStore, promisifyRequest } from 'idb-keyval';
import type { UseStore } from 'idb-keyval';
import { systemClock } from './clock';
import type { Clock, TimerId } from './clock';
import { STORAGE_DB_NAME, STORAGE_OPEN_TIMEOUT_MS, STORAGE_STORE_NAME } from './constants';
import { FinWidgetsError } from './errors';
import { consoleLogger } from './logger';
import type { Logger } from './logger';

/**
 * The port cores use. Values must survive structuredClone, as IndexedDB stores copies. Calls
 * reject only for the caller's own mistakes: an uncloneable value or a throwing updater.
 */
export interface KeyValueStorage {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  /** Keys that start with `prefix`, in code-unit order. */
  keys(prefix?: string): Promise<string[]>;
  /** [key, value] pairs whose key starts with `prefix`, in code-unit order. */
  entries<T>(prefix?: string): Promise<[string, T][]>;
  /** Reads and writes in one step (one IndexedDB transaction). Returning undefined deletes the key. */
  update<T>(key: string, updater: (current: T | undefined) => T | undefined): Promise<T | undefined>;
}

/**
 * A synchronous store (localStorage in a browser): what is written there survives a page that goes
 * before an IndexedDB write has committed. The parts of the Web Storage API used.
 */
export type SyncStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, when the page may use it (a sandboxed frame throws on access). */
export function localBackup(): SyncStore | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** What a KeyValueStorage sits on: the same operations over full, already-namespaced keys. */
export type StorageBackend = KeyValueStorage;

/** A value that IndexedDB could not store (a function, a DOM node, …): a bug in the caller. */
export class UncloneableValueError extends FinWidgetsError {
  override name = 'UncloneableValueError';

  constructor(key: string, cause: unknown) {
    super('uncloneable_value', `The value for storage key "${key}" cannot be stored: it is not structured-cloneable.`, {
      cause,
    });
  }
}

/** Wraps an error of the caller (its updater, its value) so it is not taken for IndexedDB failing. */
class CallerError {
  constructor(readonly error: unknown) {}
}

function cloneable<T>(key: string, value: T): T {
  try {
    return structuredClone(value);
  } catch (error) {
    throw new UncloneableValueError(key, error);
  }
}

function applyUpdater<T>(key: string, current: T | undefined, updater: (current: T | undefined) => T | undefined) {
  const next = updater(current);
  return next === undefined ? undefined : cloneable(key, next);
}

function asCallerError<V>(work: () => V): V {
  try {
    return work();
  } catch (error) {
    throw new CallerError(error);
  }
}

function memoryBackend(): StorageBackend {
  const map = new Map<string, unknown>();
  // Copies in and out, like IndexedDB, so mutating a value never changes what is stored.
  const matching = (prefix = '') => [...map.keys()].filter((key) => key.startsWith(prefix)).sort();
  return {
    get: async <T>(key: string) => structuredClone(map.get(key)) as T | undefined,
    set: async (key, value) => void map.set(key, cloneable(key, value)),
    del: async (key) => void map.delete(key),
    keys: async (prefix) => matching(prefix),
    entries: async <T>(prefix?: string) => matching(prefix).map((key): [string, T] => [key, structuredClone(map.get(key)) as T]),
    update: async <T>(key: string, updater: (current: T | undefined) => T | undefined) => {
      const next = applyUpdater(key, structuredClone(map.get(key)) as T | undefined, updater);
      if (next === undefined) map.delete(key);
      else map.set(key, next);
      return next;
    },
  };
}

/** Every string starting with `prefix` lies in [prefix, prefix with its last code unit below 0xFFFF bumped). */
function prefixRange(prefix: string): IDBKeyRange | undefined {
  for (let index = prefix.length - 1; index >= 0; index--) {
    const unit = prefix.charCodeAt(index);
    if (unit < 0xffff) return IDBKeyRange.bound(prefix, prefix.slice(0, index) + String.fromCharCode(unit + 1), false, true);
  }
  return prefix ? IDBKeyRange.lowerBound(prefix) : undefined;
}

function idbBackend(useStore: UseStore): StorageBackend {
  return {
    get: (key) => useStore('readonly', (store) => promisifyRequest(store.get(key))),
    set: (key, value) =>
      useStore('readwrite', (store) => {
        store.put(asCallerError(() => cloneable(key, value)), key);
        return promisifyRequest(store.transaction);
      }),
    del: (key) =>
      useStore('readwrite', (store) => {
        store.delete(key);
        return promisifyRequest(store.transaction);
      }),
    keys: (prefix = '') =>
      useStore('readonly', (store) => promisifyRequest(store.getAllKeys(prefixRange(prefix))) as Promise<string[]>),
    entries: <T>(prefix = '') =>
      useStore('readonly', async (store) => {
        const range = prefixRange(prefix);
        // Both requests run in one transaction, so keys and values line up.
        const [keys, values] = await Promise.all([promisifyRequest(store.getAllKeys(range)), promisifyRequest(store.getAll(range))]);
        return keys.map((key, index): [string, T] => [key as string, values[index] as T]);
      }),
    update: <T>(key: string, updater: (current: T | undefined) => T | undefined) =>
      useStore('readwrite', (store) => {
        const read = store.get(key);
        return new Promise<T | undefined>((resolve, reject) => {
          read.onerror = () => reject(read.error);
          read.onsuccess = () => {
            let next: T | undefined;
            try {
              next = applyUpdater(key, read.result as T | undefined, updater);
            } catch (error) {
              store.transaction.abort();
              reject(new CallerError(error));
              return;
            }
            if (next === undefined) store.delete(key);
            else store.put(next, key);
            promisifyRequest(store.transaction).then(() => resolve(next), reject);
          };
        });
      }),
  };
}

export interface IndexedDbBackendOptions {
  /** Opens the object store; idb-keyval's createStore on the SDK's database by default. */
  openStore?: () => UseStore;
  /** How long calls may wait before IndexedDB has answered once; then memory takes over. */
  openTimeoutMs?: number;
  clock?: Clock;
  /** Where the switch to memory is reported; the console by default. */
  logger?: Logger;
}

/**
 * IndexedDB with a memory fallback. The first failure switches this backend to memory for good
 * (one warning): flapping between the two would show data appearing and vanishing.
 */
export function createIndexedDbBackend(options: IndexedDbBackendOptions = {}): StorageBackend {
  const openStore = options.openStore ?? (() => createStore(STORAGE_DB_NAME, STORAGE_STORE_NAME));
  const openTimeoutMs = options.openTimeoutMs ?? STORAGE_OPEN_TIMEOUT_MS;
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? consoleLogger;
  const memory = memoryBackend();
  let idb: StorageBackend | undefined;
  let usingMemory = false;
  let answered = false;

  const fallBack = (reason: unknown): void => {
    if (usingMemory) return;
    usingMemory = true;
    logger.warn('IndexedDB is unavailable, so data is kept in memory for this page only.', reason);
  };

  // Until IndexedDB has answered once, a call may hang on an open that never completes.
  const limited = <V>(work: Promise<V>): Promise<V> => {
    if (answered) return work;
    let timer: TimerId | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = clock.setTimeout(() => reject(new Error(`IndexedDB did not answer within ${openTimeoutMs} ms.`)), openTimeoutMs);
    });
    return Promise.race([work, timeout]).finally(() => clock.clearTimeout(timer));
  };

  async function run<V>(operation: (backend: StorageBackend) => Promise<V>): Promise<V> {
    if (!usingMemory) {
      try {
        idb ??= idbBackend(openStore());
        const result = await limited(operation(idb));
        answered = true;
        // Another call may have fallen back meanwhile; then memory is the truth, so redo it there.
        if (!usingMemory) return result;
      } catch (error) {
        if (error instanceof CallerError) throw error.error;
        fallBack(error);
      }
    }
    return operation(memory);
  }

  return {
    get: (key) => run((backend) => backend.get(key)),
    set: (key, value) => run((backend) => backend.set(key, value)),
    del: (key) => run((backend) => backend.del(key)),
    keys: (prefix) => run((backend) => backend.keys(prefix)),
    entries: (prefix) => run((backend) => backend.entries(prefix)),
    update: (key, updater) => run((backend) => backend.update(key, updater)),
  };
}

let pageBackend: StorageBackend | undefined;

function namespaced(namespace: string, backend: StorageBackend): KeyValueStorage {
  // Encoding keeps ':' out of the namespace, so "chat" and "chat:x" can never share keys.
  const prefix = `${encodeURIComponent(namespace)}:`;
  const strip = (key: string) => key.slice(prefix.length);
  return {
    get: (key) => backend.get(prefix + key),
    set: (key, value) => backend.set(prefix + key, value),
    del: (key) => backend.del(prefix + key),
    keys: async (start = '') => (await backend.keys(prefix + start)).map(strip),
    entries: async <T>(start = '') =>
      (await backend.entries<T>(prefix + start)).map(([key, value]): [string, T] => [strip(key), value]),
    update: (key, updater) => backend.update(prefix + key, updater),
  };
}

export interface StorageOptions {
  /** The feature's name ('forms', 'chat', …); features never see each other's keys. */
  namespace: string;
  /** Where data goes; one IndexedDB backend shared by the whole page by default. */
  backend?: StorageBackend;
}

export function createStorage({ namespace, backend }: StorageOptions): KeyValueStorage {
  return namespaced(namespace, backend ?? (pageBackend ??= createIndexedDbBackend()));
}

/** Storage that lives and dies with the object: for tests and fakes. */
export function createMemoryStorage(): KeyValueStorage {
  return memoryBackend();
}
