/**
 * The head's last step: name the element's whole static chunk graph for the browser at once
 * (`<link rel="modulepreload">`, as Vite's preload helper does), then import the implementation.
 * The implementation's own imports would reveal its chunks level by level, a round trip each;
 * the links ask for all of them while the head's early request is under way.
 */
import { files, implementation } from 'fin:implementation';

const resolve = (file: string): string => new URL(file, import.meta.url).href;

export function loadImplementation<T>(): Promise<T> {
  for (const file of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = resolve(file);
    document.head.append(link);
  }
  return import(/* @vite-ignore */ resolve(implementation)) as Promise<T>;
}
