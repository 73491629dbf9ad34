/**
 * The launcher's texts and values, apart from the panel's catalog and constants so a page with
 * only the launcher loads neither. Same namespace: hosts override the texts as `chat.open`,
 * `chat.openUnread`.
 */
import { defineCatalog } from '../shared/i18n';

export const launcherStrings = defineCatalog('chat', {
  open: 'Support chat',
  openUnread: 'Support chat, {count} unread',
});

/** The launcher loads the panel's code when the browser is idle, at the latest after this long. */
export const PRELOAD_IDLE_TIMEOUT_MS = 3_000;
