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

/**
 * When the panel's code loads before an open (the `preload` attribute of the launcher and of
 * `<fin-chat>`): 'intent' (default) when the user heads for the launcher (pointer enter, focus,
 * touch start); 'idle' as soon as the browser is idle, as before issue 39.
 */
export const PRELOAD_MODES = ['intent', 'idle'] as const;
export type PreloadMode = (typeof PRELOAD_MODES)[number];

/** With preload="idle", the panel's code loads when the browser is idle, at the latest after this long. */
export const PRELOAD_IDLE_TIMEOUT_MS = 3_000;
