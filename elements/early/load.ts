/**
 * The head's last step: name the element's whole static chunk graph for the browser at once
 * (`<link rel="modulepreload">`, as Vite's preload helper does), then import the implementation.
 * The implementation's own imports would reveal its chunks level by level, a round trip each;
 * the links ask for all of them while the head's early request is under way.
 */
import { files, implementation } from 'fin:implementation';

const resolve = (file: string): string => new URL(file, import.meta.url).href;

/**
 * The loader's crossorigin mode (docs/cdn.md): the modules it imports, and theirs, are fetched in
 * it, and a preload in another mode would be fetched again, without the host's cookies.
 */
const loaderCrossOrigin = (): string | null => {
  const loader = resolve('../loader.js');
  return [...document.scripts].find((script) => script.src === loader)?.crossOrigin ?? null;
};

/** Names `files` (a module's static graph and the module) with modulepreload links, then imports `file`. */
export function loadModule<T>(files: readonly string[], file: string): Promise<T> {
  const crossOrigin = loaderCrossOrigin();
  for (const one of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    if (crossOrigin !== null) link.crossOrigin = crossOrigin;
    link.href = resolve(one);
    document.head.append(link);
  }
  return import(/* @vite-ignore */ resolve(file)) as Promise<T>;
}

export const loadImplementation = <T>(): Promise<T> => loadModule<T>(files, implementation);
