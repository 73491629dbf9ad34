/**
 * The in-progress flow kept in IndexedDB per flowId (values, current view, history and the
 * flow the server last sent), restored when the same flow is opened again until it completes
 * or the server's flow changes.
 */
import type { KeyValueStorage } from '../../shared/storage';

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

export function isDraft(value: unknown): value is Draft {
  const draft = value as Draft | undefined;
  return (
    typeof draft === 'object' && draft !== null && draft.version === 1 && typeof draft.signature === 'string' &&
    typeof draft.flow === 'object' && Array.isArray(draft.history) && typeof draft.values === 'object' && Array.isArray(draft.submittedViews)
  );
}

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

/** The synchronous store behind writeNow (localStorage in a browser): the parts of the Web Storage API used. */
export type SyncStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const BACKUP_PREFIX = 'fin-forms-draft:';

export function createDraftStore(storage: KeyValueStorage, backup?: SyncStore): DraftStore {
  const key = (flowId: string) => BACKUP_PREFIX + flowId;
  // Web Storage throws when it is full or blocked: the IndexedDB copy is then all there is.
  const attempt = <T>(work: () => T): T | undefined => {
    try {
      return work();
    } catch {
      return undefined;
    }
  };
  /** A copy written when the page was hidden is newer than the IndexedDB one: it moves there. */
  async function takeBackup(flowId: string): Promise<Draft | undefined> {
    const text = backup && attempt(() => backup.getItem(key(flowId)));
    if (!text) return undefined;
    const value = attempt(() => JSON.parse(text) as unknown);
    attempt(() => backup?.removeItem(key(flowId)));
    if (!isDraft(value)) return undefined;
    await storage.set(flowId, value);
    return value;
  }
  return {
    async read(flowId) {
      const saved = await takeBackup(flowId);
      if (saved) return saved;
      const value = await storage.get<unknown>(flowId);
      if (value === undefined) return undefined;
      if (isDraft(value)) return value;
      await storage.del(flowId);
      return undefined;
    },
    async write(flowId, draft) {
      await storage.set(flowId, draft);
      attempt(() => backup?.removeItem(key(flowId)));
    },
    writeNow(flowId, draft) {
      attempt(() => backup?.setItem(key(flowId), JSON.stringify(draft)));
    },
    async remove(flowId) {
      attempt(() => backup?.removeItem(key(flowId)));
      await storage.del(flowId);
    },
  };
}
