/**
 * Loads the chat panel's frame (elements/panels/fin-chat-frame.ts) from a bundler's build: a lazy
 * chunk. The loader's entry (elements/early/fin-chat.ts) is built with this module replaced by a
 * loader of the main build's frame entry and its chunks (rollup.config.mjs, `headParts`).
 */
import type { Placeholder } from '../lazy';

export const load = (): Promise<{ placeholder: Placeholder<object> }> => import('./fin-chat-frame') as Promise<{ placeholder: Placeholder<object> }>;
