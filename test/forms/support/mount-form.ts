/**
 * Mounts <fin-form> over a supplied adapter with one view of `items` and an empty next view, in
 * Chromium: for the item and picker tests that drive a real form with real keys.
 */
import 'axe-core';
import { expect, waitUntil as waitFor } from '@open-wc/testing';
import type AxeCore from 'axe-core';
import '../../../elements/fin-form';
import type { FormAdapter } from '../../../src/forms/core/host';

type Json = Record<string, unknown>;
const { axe } = window as unknown as { axe: typeof AxeCore };
let counter = 0;

/** Lazy definitions and chunks load on first use: slow on a loaded 2-core machine. */
export const waitUntil = <T>(predicate: () => T, message?: string) => waitFor(predicate, message, { timeout: 20000 });

export async function mountForm(items: Json[], adapterExtra: Partial<FormAdapter> = {}) {
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
    ...adapterExtra,
  };
  element.setAttribute('flow-id', flowId);
  element.setAttribute('widget-mode', '');
  element.setAttribute('locale', 'en-GB');
  element.setAttribute('asset-base', 'https://assets.example');
  document.body.append(element);
  const root = element.shadowRoot!;
  await waitUntil(() => root.querySelector('h1')?.textContent === 'First', 'the first view did not render');
  const form = {
    element,
    root,
    submits,
    title: () => root.querySelector('h1')?.textContent ?? '',
    primary: () => root.querySelector<HTMLButtonElement>('[part~="primary"]'),
    errors: () => [...root.querySelectorAll('.item .error')].filter((node) => !(node as HTMLElement).hidden).map((node) => node.textContent).join('|'),
    options: () => [...root.querySelectorAll<HTMLElement>('[role="option"]')],
    /** The value the last submit sent for the item at `index` of the first view. */
    sent: (index = 0) => ((submits.at(-1)!.views as Json[])[0]!.items as Json[])[index]!.value,
    /** The item JSON the last submit sent. */
    sentItem: (index = 0) => ((submits.at(-1)!.views as Json[])[0]!.items as Json[])[index]!,
    async cont() {
      form.primary()!.click();
      await new Promise((resolve) => window.setTimeout(resolve, 30));
    },
    waitForNext: () => waitUntil(() => form.title() === 'Next', 'the flow did not move to the next view'),
    async axe() {
      // The view's entrance (600 ms) fades it in: axe would see the text half-transparent.
      for (const animation of root.getAnimations()) if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
      const results = await axe.run(root.querySelector('form, main, [part="view"]') ?? (root as unknown as Element), { resultTypes: ['violations'] });
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`)).to.deep.equal([]);
    },
  };
  return form;
}
