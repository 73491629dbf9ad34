/**
 * Whether this browser holds an anonymous chat session, mirrored from the chat's storage
 * (IndexedDB, read only asynchronously and by the storage code) to localStorage: the launcher
 * reads it at once, so a visitor who never chatted loads none of the unread poll's code before
 * intent. Where localStorage cannot be used the hint is absent: such a visitor's badge waits for
 * the panel, as a visitor's without a session does.
 */
const ANONYMOUS_HINT_KEY = 'fin-widgets:chat-anonymous-session';

export function hasAnonymousHint(): boolean {
  try {
    return localStorage.getItem(ANONYMOUS_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function setAnonymousHint(present: boolean): void {
  try {
    if (present) localStorage.setItem(ANONYMOUS_HINT_KEY, '1');
    else localStorage.removeItem(ANONYMOUS_HINT_KEY);
  } catch {
    // No localStorage (a sandboxed frame, storage off): the launcher asks only with a token.
  }
}
