/**
 * The page's Fin Widgets loader, when there is one: the help centre opens other elements (the chat
 * panel, a form) through it, so their code loads only when used and never joins this bundle.
 */
type Loader = (command: string, ...args: unknown[]) => unknown;

export function pageLoader(): Loader | undefined {
  const loader = (window as unknown as { FinWidgets?: Loader }).FinWidgets;
  return typeof loader === 'function' ? loader : undefined;
}

/** Resolves when `tag` is defined: loaded by the loader, or by the host (a page without the loader). */
export function whenElementDefined(tag: string): Promise<unknown> {
  if (customElements.get(tag)) return Promise.resolve();
  const loader = pageLoader();
  if (loader) void Promise.resolve(loader('ready', tag)).catch(() => undefined);
  return customElements.whenDefined(tag);
}
