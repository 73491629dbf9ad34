/** Defining a tag, apart from define.ts so that elements without a React view stay React-free. */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  if (customElements.get(tag)) {
    console.warn(`FinWidgets: <${tag}> is already defined; keeping the first definition.`);
    return;
  }
  customElements.define(tag, element);
}
