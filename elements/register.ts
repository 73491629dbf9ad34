/** Defining a tag, apart from define.ts so that elements without a React view stay React-free. */
import { consoleLogger } from '../src/shared/logger';

export function defineElement(tag: string, element: CustomElementConstructor): void {
  if (customElements.get(tag)) {
    consoleLogger.warn(`<${tag}> is already defined; keeping the first definition.`);
    return;
  }
  customElements.define(tag, element);
}
