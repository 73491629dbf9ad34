/**
 * A memoised promise that is forgotten when it fails (stripe-js's loadScript shape): every
 * caller shares one load while it runs or after it succeeded; after a failure the next call
 * tries again instead of getting the old rejection for ever.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () =>
    (promise ??= new Promise<T>((resolve) => resolve(load())).catch((error: unknown) => {
      promise = undefined;
      throw error;
    }));
}
