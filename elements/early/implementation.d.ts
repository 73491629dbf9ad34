/**
 * Written by the build for each head (rollup.config.mjs, `implementationOf`): the element's
 * implementation chunk and its whole static graph, as paths relative to dist/elements/.
 */
declare module 'fin:implementation' {
  /** Every chunk the implementation imports statically, directly or not, imports first, then the implementation. */
  export const files: readonly string[];
  /** The implementation's own chunk. */
  export const implementation: string;
}
