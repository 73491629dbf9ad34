/**
 * The analytics session (spec §4): a new id after 900000 ms without an event; saved to session
 * storage when the page is hidden and taken back after a reload if it has not expired.
 */
import type { Clock } from '../../shared/clock';
import { SESSION_TIMEOUT_MS } from '../constants';

/** Synchronous Web Storage as a port: one text value; writing null removes it. */
export interface TextStore {
  read(): string | null;
  write(value: string | null): void;
}

export interface Session {
  /** The session id for an event happening now; starts a new session after the timeout. */
  touch(): string;
  /** Saves the session so a reload within the timeout continues it. */
  save(): void;
}

interface Saved {
  id: string;
  lastActivity: number;
}

function restore(store: TextStore, now: number): Saved | undefined {
  try {
    const saved = JSON.parse(store.read() ?? 'null') as Partial<Saved> | null;
    if (typeof saved?.id === 'string' && typeof saved.lastActivity === 'number' && now - saved.lastActivity < SESSION_TIMEOUT_MS) {
      return { id: saved.id, lastActivity: saved.lastActivity };
    }
  } catch {
    // Unreadable or blocked storage: start afresh.
  }
  return undefined;
}

export function createSession({ clock, store, newId }: { clock: Clock; store: TextStore; newId: () => string }): Session {
  let current = restore(store, clock.now());
  return {
    touch() {
      const now = clock.now();
      if (!current || now - current.lastActivity >= SESSION_TIMEOUT_MS) current = { id: newId(), lastActivity: now };
      else current.lastActivity = now;
      return current.id;
    },
    save() {
      if (!current) return;
      try {
        store.write(JSON.stringify(current));
      } catch {
        // Storage blocked or full: the session simply does not survive the reload.
      }
    },
  };
}
