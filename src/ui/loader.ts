/**
 * The page's Fin Widgets loader, when there is one: an element opens other elements (the chat
 * panel, a form) through it, so their code loads only when used and never joins its bundle.
 */
import type { FinFormElement } from '../../elements/fin-form';

type Loader = (command: string, ...args: unknown[]) => unknown;

export function pageLoader(): Loader | undefined {
  const loader = (window as unknown as { FinWidgets?: Loader }).FinWidgets;
  return typeof loader === 'function' ? loader : undefined;
}

/**
 * Resolves when `tag` is defined: loaded by the loader, or by the host (a page without the loader).
 * Rejects when the loader fails to load it (its next `ready` tries again).
 */
export function whenElementDefined(tag: string): Promise<unknown> {
  if (customElements.get(tag)) return Promise.resolve();
  const loader = pageLoader();
  const defined = customElements.whenDefined(tag);
  if (!loader) return defined;
  return Promise.race([defined, Promise.resolve(loader('ready', tag)).then(() => defined)]);
}

/**
 * A `<fin-form>` of `flowId` speaking to the host element's api-base in its locale: what an element
 * that shows a form (the help centre's form route, a chat's pre-ticket form) mounts, once the tag
 * is defined (whenElementDefined).
 */
export function createFormElement(flowId: string, config: { apiBase: string; locale: string }): FinFormElement {
  const form = document.createElement('fin-form');
  form.setAttribute('flow-id', flowId);
  form.setAttribute('api-base', config.apiBase);
  form.setAttribute('locale', config.locale);
  return form;
}
