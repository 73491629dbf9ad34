/**
 * The in-progress flow kept in IndexedDB per flowId (values, current view, history and the
 * flow the server last sent), restored when the same flow is opened again until it completes
 * or the server's flow changes.
 */
import { attempt, fields, listOf, number, object, optional, refine, string } from '../../shared/decode';
import type { Decoder } from '../../shared/decode';
import type { KeyValueStorage, SyncStore } from '../../shared/storage';
import { compact } from './fields';

export interface Draft {
  version: 1;
  /** Fingerprint of the flow the server gave on load; another one means the form changed. */
  signature: string;
  /** The server's latest flow JSON (it may be several submits past the loaded one). */
  flow: Record<string, unknown>;
  currentViewId?: string;
  history: string[];
  values: Record<string, Record<string, unknown>>;
  submittedViews: string[];
}

/** FNV-1a over the JSON text: cheap, stable, and enough to tell two flow definitions apart. */
export function flowSignature(json: unknown): string {
  const text = JSON.stringify(json);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${text.length.toString(36)}-${(hash >>> 0).toString(36)}`;
}

/** Values per view id, each an object of values per item id. */
const viewValues: Decoder<Draft['values']> = (value, path) =>
  Object.fromEntries(Object.entries(object(value, path)).map(([viewId, own]) => [viewId, object(own, `${path}.${viewId}`)]));

/** A stored draft; another version, or a record a bug or an older SDK left malformed, fails to decode and is dropped. */
export const decodeDraft: Decoder<Draft> = (value, path) => {
  const f = fields(value, path);
  return compact({
    version: f.get('version', refine(number, (version) => version === 1, 'version 1')) as 1,
    signature: f.get('signature', string),
    flow: f.get('flow', object),
    currentViewId: f.get('currentViewId', optional(string)),
    history: f.get('history', listOf(string)),
    values: f.get('values', viewValues),
    submittedViews: f.get('submittedViews', listOf(string)),
  });
};

export interface DraftStore {
  read(flowId: string): Promise<Draft | undefined>;
  write(flowId: string, draft: Draft): Promise<void>;
  /**
   * Writes at once, synchronously, for a page being hidden: an IndexedDB write started then may
   * never commit before the page goes, so the text typed just before a reload would be lost.
   */
  writeNow(flowId: string, draft: Draft): void;
  remove(flowId: string): Promise<void>;
}

const BACKUP_PREFIX = 'fin-forms-draft:';

export function createDraftStore(storage: KeyValueStorage, backup?: SyncStore): DraftStore {
  const key = (flowId: string) => BACKUP_PREFIX + flowId;
  // Web Storage throws when it is full or blocked: the IndexedDB copy is then all there is.
  const safely = <T>(work: () => T): T | undefined => {
    try {
      return work();
    } catch {
      return undefined;
    }
  };
  /** A copy written when the page was hidden is newer than the IndexedDB one: it moves there. */
  async function takeBackup(flowId: string): Promise<Draft | undefined> {
    const text = backup && safely(() => backup.getItem(key(flowId)));
    if (!text) return undefined;
    const draft = attempt(decodeDraft, safely(() => JSON.parse(text) as unknown));
    safely(() => backup?.removeItem(key(flowId)));
    if (!draft) return undefined;
    await storage.set(flowId, draft);
    return draft;
  }
  return {
    async read(flowId) {
      const saved = await takeBackup(flowId);
      if (saved) return saved;
      const value = await storage.get<unknown>(flowId);
      if (value === undefined) return undefined;
      const draft = attempt(decodeDraft, value);
      if (draft) return draft;
      await storage.del(flowId);
      return undefined;
    },
    async write(flowId, draft) {
      await storage.set(flowId, draft);
      safely(() => backup?.removeItem(key(flowId)));
    },
    writeNow(flowId, draft) {
      safely(() => backup?.setItem(key(flowId), JSON.stringify(draft)));
    },
    async remove(flowId) {
      safely(() => backup?.removeItem(key(flowId)));
      await storage.del(flowId);
    },
  };
}
