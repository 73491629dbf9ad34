/** Mounts a React view as a real custom element (open shadow root, adopted styles, ElementContext). */
import { waitUntil } from '@open-wc/testing';
import type { ComponentType } from 'react';
import { createElementClass } from '../../elements/define';
import type { FinElement } from '../../elements/define';
import { unique } from '../../src/ui/sheets';
import type { Styles } from '../../src/ui/sheets';
import '../support/floating-layer';

const mounted: HTMLElement[] = [];

export interface Mounted<Props extends object> {
  element: FinElement<Props>;
  root: ShadowRoot;
  /** Waits until `selector` matches inside the shadow root and returns the match. */
  find<E extends Element = HTMLElement>(selector: string): Promise<E>;
}

export async function mount<Props extends object>(
  view: ComponentType<Props>,
  styles: readonly Styles[],
  props: Partial<Props> = {},
): Promise<Mounted<Props>> {
  const tag = `test-ui-${Math.random().toString(36).slice(2)}`;
  const names = Object.keys(props) as (keyof Props & string)[];
  customElements.define(tag, createElementClass<Props>(tag, { view, attributes: {}, properties: names, styles: unique(...styles) }));
  const element = document.createElement(tag) as FinElement<Props>;
  Object.assign(element, props);
  document.body.append(element);
  mounted.push(element);
  const root = element.shadowRoot as ShadowRoot;
  const find = async <E extends Element = HTMLElement>(selector: string): Promise<E> => {
    await waitUntil(() => root.querySelector(selector), `nothing matched ${selector}`);
    return root.querySelector(selector) as E;
  };
  return { element, root, find };
}

/** Removes every element mounted by the current test (call from afterEach). */
export function unmountAll(): void {
  for (const element of mounted.splice(0)) element.remove();
}

/** The accessible name given by aria-labelledby / aria-label, resolved inside `root`. */
export function accessibleName(element: Element, root: ShadowRoot): string {
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => root.getElementById(id)?.textContent?.trim() ?? '')
      .join(' ');
  }
  return element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
}

/**
 * A short text naming a node, for assertions. Compare these rather than nodes: a failed chai
 * assertion that holds a DOM node stalls web-test-runner while it serializes the node.
 */
export function nodeName(node: Node | null | undefined): string {
  if (!node) return String(node);
  if (node instanceof ShadowRoot) return `#shadow-root of ${nodeName(node.host)}`;
  if (node instanceof Document) return '#document';
  if (!(node instanceof Element)) return node.nodeName;
  const id = node.id ? `#${node.id}` : '';
  const part = node.getAttribute('part') ? `[part="${node.getAttribute('part')}"]` : '';
  return `<${node.localName}${id}${part}>`;
}

/** The computed colour a CSS colour value (such as a `token.*`) gives inside `root`. */
export function resolveColor(root: ShadowRoot, value: string): string {
  const probe = document.createElement('span');
  probe.style.color = value;
  root.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}
