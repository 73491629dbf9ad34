/**
 * A real `<fin-form>` on a supplied adapter (no network): a two-view flow whose first view holds
 * the given items and whose submit moves to the second ("Next"), with what the element sent kept.
 * The browser tests of the item types (form-items, address, media, pickers, transactions) build on it.
 */
import 'axe-core';
import { expect, waitUntil as waitFor } from '@open-wc/testing';
import type AxeCore from 'axe-core';
import '../../../elements/fin-form';
import type { FormAdapter } from '../../../src/forms/core/host';
import '../../support/floating-layer';

export type Json = Record<string, unknown>;
const { axe } = window as unknown as { axe: typeof AxeCore };

/** Lazy definitions and chunks load on first use: slow on a loaded 2-core machine. */
export const waitUntil = <T>(predicate: () => T, message?: string, options: { timeout?: number } = {}) =>
  waitFor(predicate, message, { timeout: 20000, ...options });

/** The attributes of the picker tests: a fixed locale for names and formats, flags from a fixed host. */
export const PICKER_ATTRIBUTES = { 'widget-mode': '', locale: 'en-GB', 'asset-base': 'https://assets.example' };

export interface MountFormOptions {
  /** Adapter methods beside loadFlow and submitFlow (listings, address lookups…). */
  adapter?: Partial<FormAdapter>;
  /** The element's attributes besides flow-id; default widget-mode. */
  attributes?: Record<string, string>;
  /** What to wait for before the form is handed over; default the first view's title. */
  ready?: (root: ShadowRoot) => unknown;
  /** How long to wait for it (ms): lazy chunks are slow on a shared machine. */
  timeout?: number;
}

let counter = 0;

export async function mountForm(items: Json[], { adapter = {}, attributes = { 'widget-mode': '' }, ready, timeout = 10000 }: MountFormOptions = {}) {
  // A new flow id per mount: drafts are kept per flow id and would restore into the next test.
  const flowId = `form-test-${Date.now()}-${counter++}`;
  const flow = { id: flowId, name: 'Test', state: 'INCOMPLETE', views: [{ id: 'v1', type: 'FORM', title: 'First', items }, { id: 'v2', type: 'FORM', title: 'Next', items: [] }], currentViewId: 'v1' };
  const submits: Json[] = [];
  const element = document.createElement('fin-form');
  element.adapter = {
    loadFlow: async () => structuredClone(flow),
    submitFlow: async (sent: Json) => {
      submits.push(sent);
      return { ...sent, currentViewId: 'v2' };
    },
    ...adapter,
  };
  element.setAttribute('flow-id', flowId);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const root = element.shadowRoot!;
  const title = () => root.querySelector('h1')?.textContent ?? '';
  await waitUntil(() => (ready ? ready(root) : title() === 'First'), ready ? 'the form was not ready' : 'the first view did not render', { timeout });
  const form = {
    element,
    root,
    flowId,
    submits,
    title,
    primary: () => root.querySelector<HTMLButtonElement>('[part~="primary"]'),
    /** The shown item errors, joined with '|'. */
    errors: () =>
      [...root.querySelectorAll('.item .error')]
        .filter((node) => !(node as HTMLElement).hidden)
        .map((node) => node.textContent)
        .join('|'),
    /** The value the last submit sent for the first view's item at `index`. */
    sent: (index = 0) => ((submits.at(-1)!.views as Json[])[0]!.items as Json[])[index]!.value,
    options: () => [...root.querySelectorAll<HTMLElement>('[role="option"]')],
    /** The item JSON the last submit sent. */
    sentItem: (index = 0) => ((submits.at(-1)!.views as Json[])[0]!.items as Json[])[index]!,
    /** axe over the view, once its entrance (600 ms fade) has finished: half-transparent text reads as low contrast. */
    async axe() {
      for (const animation of root.getAnimations()) if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
      const results = await axe.run(root.querySelector('form, main, [part="view"]') ?? (root as unknown as Element), { resultTypes: ['violations'] });
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`)).to.deep.equal([]);
    },
    /** Presses the primary button and lets the submit start. */
    async cont() {
      form.primary()!.click();
      await new Promise((resolve) => window.setTimeout(resolve, 30));
    },
    waitForNext: () => waitUntil(() => title() === 'Next', 'the flow did not move to the next view', { timeout }),
  };
  return form;
}
