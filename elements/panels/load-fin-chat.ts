/**
 * Loads the chat panel's code from a bundler's build (npm, the tests): a lazy chunk of the host's
 * bundle. The loader's entry (elements/early/fin-chat.ts) is built with this module replaced by
 * its head's loadImplementation, which preloads the panel's chunks (rollup.config.mjs, `headParts`).
 */
import type { ViewRenderer } from '../lazy';

export const load = (): Promise<{ renderer: ViewRenderer }> => import('./fin-chat') as Promise<{ renderer: ViewRenderer }>;
