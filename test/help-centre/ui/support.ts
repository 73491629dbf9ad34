/** Mounting <fin-help-centre> with fake services, axe, and Tab until a match: shared by the help-centre UI tests. */
import 'axe-core';
import { waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type AxeCore from 'axe-core';
import '../../../elements/fin-help-centre';
import type { HelpCentreServices } from '../../../src/help-centre/core/services';
import '../../support/floating-layer';

export const { axe } = window as unknown as { axe: typeof AxeCore };
export const startUrl = location.href;

export async function mount(attributes: Record<string, string>, services: Partial<HelpCentreServices>) {
  const element = document.createElement('fin-help-centre');
  element.setAttribute('api-base', 'https://bank.example');
  element.setAttribute('device-id', 'device-7');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.services = services;
  document.body.append(element);
  const root = element.shadowRoot!;
  const text = () => root.textContent ?? '';
  const find = async (selector: string, content?: string) => {
    const match = () => [...root.querySelectorAll<HTMLElement>(selector)].find((node) => content === undefined || node.textContent?.trim() === content);
    await waitUntil(match, `nothing matched ${selector} ${content ?? ''}`, { timeout: 3000 });
    return match()!;
  };
  const waitText = (content: string) => waitUntil(() => text().includes(content), `no text "${content}" in ${text().slice(0, 300)}`, { timeout: 3000 });
  return { element, root, text, find, waitText };
}

export async function violations(element: Element) {
  // Finish what ends (sheets sliding in); a skeleton's shimmer runs for ever and cannot finish.
  for (const animation of element.shadowRoot!.getAnimations()) if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  const results = await axe.run(element, { resultTypes: ['violations'] });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Focus by Tab until `predicate` holds for the focused element (inside the shadow root). */
export async function tabTo(root: ShadowRoot, predicate: (element: Element) => boolean, limit = 40) {
  for (let count = 0; count < limit; count += 1) {
    await sendKeys({ press: 'Tab' });
    const active = root.activeElement;
    if (active && predicate(active)) return;
  }
  throw new Error('never focused');
}


/**
 * The console's warnings while a describe block runs (the help centre logs through it): their
 * first argument, in order. Call at the top of a describe.
 */
export function recordWarnings(): string[] {
  const warnings: string[] = [];
  const consoleWarn = console.warn;
  beforeEach(() => {
    warnings.length = 0;
    console.warn = (...args: unknown[]) => void warnings.push(String(args[0]));
  });
  afterEach(() => {
    console.warn = consoleWarn;
  });
  return warnings;
}
