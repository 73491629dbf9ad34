/**
 * `appearance` on every element: under prefers-color-scheme: dark an element with the default
 * (auto) reads the dark default of a token; a page that sets color-scheme: light wins over the
 * user's preference; the attribute wins over both; configure({appearance}) through the loader
 * applies to elements without the attribute. The host's own token values win in both.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import '../../elements/fin-app-switcher';
import '../../elements/fin-chargeback';
import '../../elements/fin-chat';
import '../../elements/fin-chat-launcher';
import '../../elements/fin-form';
import '../../elements/fin-help-centre';
import '../../elements/fin-sso-button';
import '../../elements/fin-ticket';
import '../../elements/fin-tracker';
import { install } from '../../loader/install';
import { token } from '../../src/ui/theme';
import { resolveColor } from '../ui/harness';

/** --fin-color-text's defaults (src/ui/theme.ts), as computed. */
const TEXT = { light: 'rgb(25, 28, 31)', dark: 'rgb(231, 234, 238)' };
/** The chat launcher's button: --fin-color-accent's defaults. */
const ACCENT = { light: 'rgb(11, 92, 255)', dark: 'rgb(122, 165, 255)' };

type Reading = { light: string; dark: string; read: (element: HTMLElement) => string };
const hostText: Reading = { ...TEXT, read: (element) => getComputedStyle(element).color };
const readings: Record<string, Reading> = {
  // Its button takes the colour of the host's bar: read the token inside it (its menu's text).
  'fin-app-switcher': { ...TEXT, read: (element) => (element.shadowRoot ? resolveColor(element.shadowRoot, token.colorText) : '') },
  'fin-chargeback': hostText,
  'fin-chat': hostText,
  'fin-form': hostText,
  'fin-help-centre': hostText,
  'fin-sso-button': hostText,
  'fin-ticket': hostText,
  'fin-chat-launcher': { ...ACCENT, read: (element) => getComputedStyle(element.shadowRoot!.querySelector('button')!).backgroundColor },
  // The tracker shows nothing: its colour scheme is what it would paint with.
  'fin-tracker': { light: 'light', dark: 'dark', read: (element) => (getComputedStyle(element).colorScheme === 'light dark' ? 'dark' : getComputedStyle(element).colorScheme) },
};

describe('appearance', () => {
  const page = document.documentElement;
  afterEach(async () => {
    page.style.removeProperty('color-scheme');
    page.style.removeProperty('--fin-color-text');
    for (const element of document.querySelectorAll('[data-appearance-test]')) element.remove();
    await emulateMedia({ colorScheme: 'light' });
  });

  for (const [tag, { light, dark, read }] of Object.entries(readings)) {
    it(`<${tag}>: dark under prefers-color-scheme: dark; the page's color-scheme: light wins, live; the attribute wins over both`, async () => {
      await emulateMedia({ colorScheme: 'dark' });
      const element = document.createElement(tag);
      element.dataset.appearanceTest = '';
      document.body.append(element);
      const is = async (expected: string, why: string) => {
        await waitUntil(() => read(element) === expected, `${why}: ${read(element)}`);
      };
      await is(dark, 'not dark under prefers-color-scheme: dark');
      page.style.colorScheme = 'light';
      await is(light, "the page's color-scheme: light did not win");
      element.setAttribute('appearance', 'dark');
      await is(dark, 'appearance="dark" did not win over the page');
      element.setAttribute('appearance', 'light');
      page.style.colorScheme = 'dark';
      await is(light, 'appearance="light" did not win over the page');
      element.removeAttribute('appearance');
      await is(dark, "auto did not follow the page's color-scheme: dark");
    });
  }

  it("the host's own token value wins in both appearances", async () => {
    await emulateMedia({ colorScheme: 'dark' });
    page.style.setProperty('--fin-color-text', 'rgb(1, 2, 3)');
    const element = document.createElement('fin-chargeback');
    element.dataset.appearanceTest = '';
    document.body.append(element);
    await waitUntil(() => element.shadowRoot?.childElementCount, 'the element did not render');
    expect(getComputedStyle(element).color).to.equal('rgb(1, 2, 3)');
    element.setAttribute('appearance', 'light');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getComputedStyle(element).color).to.equal('rgb(1, 2, 3)');
  });

  it('configure({appearance}) through the loader applies to elements without the attribute; a wrong value is refused', async () => {
    install('appearance-test', {});
    const FinWidgets = (window as unknown as { FinWidgets: (command: string, ...args: unknown[]) => unknown }).FinWidgets;
    const element = document.createElement('fin-chargeback');
    element.dataset.appearanceTest = '';
    document.body.append(element);
    await waitUntil(() => getComputedStyle(element).color === TEXT.light, 'not light by default');
    FinWidgets('configure', { appearance: 'dark' });
    await waitUntil(() => getComputedStyle(element).color === TEXT.dark, 'configure({appearance: "dark"}) did not reach the element');
    expect(() => FinWidgets('configure', { appearance: 'dim' })).to.throw(/appearance must be "auto", "light" or "dark": dim/);
    FinWidgets('configure', { appearance: 'auto' });
    await waitUntil(() => getComputedStyle(element).color === TEXT.light, 'configure({appearance: "auto"}) did not go back to the page');
  });
});
