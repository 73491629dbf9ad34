/**
 * dist/elements/fin-chat.js: the `<fin-chat>` element itself (elements/fin-chat.ts), defined as
 * soon as this runs and React-free, so a closed panel costs its page this file only. Its panel's
 * code (elements/panels/fin-chat.ts: React, the panel, the chat core) is its implementation: the
 * build makes elements/panels/load-fin-chat.ts this head's loadImplementation, which names the
 * panel's chunks at once with modulepreload links, then imports it.
 */
export { commands, FinChatElement } from '../fin-chat';
