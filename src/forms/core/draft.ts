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
  remove(flowId: string): Promise<void>;
}

export function createDraftStore(storage: KeyValueStorage): DraftStore {
  return {
    async read(flowId) {
      const value = await storage.get<unknown>(flowId);
      if (value === undefined) return undefined;
      if (isDraft(value)) return value;
      await storage.del(flowId);
      return undefined;
    },
    write: (flowId, draft) => storage.set(flowId, draft),
    remove: (flowId) => storage.del(flowId),
  };
}
