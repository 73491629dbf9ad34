/**
 * Written by the npm build (rollup.config.mjs, `moduleTable`) for the package's main entry
 * (elements/index.ts): tag → an import() of the package's own module for it (each element and
 * the command-only modules), so the app's bundler splits and loads them as the loader would.
 */
declare module 'fin:modules' {
  export const modules: Record<string, () => Promise<{ commands?: Record<string, (...args: unknown[]) => unknown> }>>;
}
