import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/fin-app-switcher';
import { setUsageSink } from '../../../src/shared/usage';
import type { UsageEvent } from '../../../src/shared/usage';

async function mount(attributes: Record<string, string> = {}) {
  const element = document.createElement('fin-app-switcher');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await waitUntil(() => element.shadowRoot?.querySelector('button[part="trigger"]'), 'the trigger did not render');
  const root = element.shadowRoot!;
  return {
    element,
    root,
    trigger: root.querySelector<HTMLButtonElement>('button[part="trigger"]')!,
    items: () => [...root.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]')],
    focused: () => root.activeElement,
  };
}

afterEach(() => document.body.replaceChildren());

describe('<fin-app-switcher>', () => {
  it('opens a menu of the seven apps inside its shadow root, links on the test host here', async () => {
    const { root, trigger, items } = await mount({ current: 'business' });
    expect(trigger.getAttribute('aria-expanded')).to.equal('false');
    expect(trigger.getAttribute('aria-label')).to.equal('Switch app');
    trigger.click();
    await waitUntil(() => items().length === 7);
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
    expect(root.querySelector('[role="menu"]')!.id).to.equal(trigger.getAttribute('aria-controls'));
    expect(items().map((item) => item.textContent?.replace(/(Banking|Business|Investing|Crypto exchange|People|Hiring|Point of sale).*/, '$1'))).to.deep.equal([
      'Banking', 'Business', 'Investing', 'Crypto exchange', 'People', 'Hiring', 'Point of sale',
    ]);
    // The tests run on localhost, which counts as the test environment.
    expect(items()[0]!.href).to.equal('https://app.finapp-test.com/');
    expect(root.querySelector('[part="badge"]')?.textContent).to.equal('Test environment');
    expect(items().filter((item) => item.getAttribute('aria-current') === 'page').map((item) => item.href)).to.deep.equal([
      'https://business.finapp-test.com/',
    ]);
  });

  describe('placement (the floating layer)', () => {
    afterEach(() => {
      document.body.style.height = '';
      window.scrollTo(0, 0);
    });

    it('places the menu 8 px under its button, right-aligned, and follows a scroll', async () => {
      const { element, root, trigger } = await mount();
      element.style.cssText = 'position: absolute; top: 100px; left: 600px';
      document.body.style.height = '3000px';
      trigger.click();
      const menu = () => root.querySelector<HTMLElement>('[part="menu"]')!;
      const placed = () => {
        const button = trigger.getBoundingClientRect();
        const box = menu().getBoundingClientRect();
        return Math.abs(box.top - (button.bottom + 8)) < 1 && Math.abs(box.right - button.right) < 1 && getComputedStyle(menu()).opacity === '1';
      };
      await waitUntil(() => menu() && placed(), 'the menu is not 8 px under the button, right edges aligned', { timeout: 5000 });
      window.scrollBy(0, 40);
      await waitUntil(placed, 'the menu did not follow the scroll', { timeout: 5000 });
    });

    it('keeps the menu inside the viewport when the button is near its left edge', async () => {
      const { element, root, trigger } = await mount();
      element.style.cssText = 'position: absolute; top: 20px; left: 12px';
      trigger.click();
      const menu = () => root.querySelector<HTMLElement>('[part="menu"]');
      await waitUntil(() => {
        const box = menu()?.getBoundingClientRect();
        return box && box.width > 0 && box.left >= 8 && box.right <= innerWidth - 8 && box.top >= trigger.getBoundingClientRect().bottom;
      }, 'the menu left the viewport');
    });
  });

  it('links to the production host when told the environment or the domains', async () => {
    const { trigger, items, root } = await mount({ environment: 'production', 'production-domain': 'acme.io' });
    trigger.click();
    await waitUntil(() => items().length === 7);
    expect(items().map((item) => new URL(item.href).host)).to.deep.equal([
      'app.acme.io', 'business.acme.io', 'invest.acme.io', 'exchange.acme.io', 'people.acme.io', 'hiring.acme.io', 'pos.acme.io',
    ]);
    expect(root.querySelector('[part="badge"]')).to.equal(null);
  });

  it('is driven by the keyboard: arrows, Home/End, Escape returns focus to the button', async () => {
    const { trigger, items, focused } = await mount();
    trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => focused() === items()[0], 'ArrowDown did not focus the first app');
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => focused() === items()[1]);
    await sendKeys({ press: 'End' });
    await waitUntil(() => focused() === items()[6]);
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => focused() === items()[0], 'ArrowDown on the last app did not wrap');
    await sendKeys({ press: 'ArrowUp' });
    await waitUntil(() => focused() === items()[6]);
    await sendKeys({ press: 'h' });
    await waitUntil(() => focused() === items()[5], 'type-ahead did not move to Hiring');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => items().length === 0, 'Escape did not close the menu');
    expect(focused() === trigger, 'focus went back to the button').to.equal(true);
    expect(trigger.getAttribute('aria-expanded')).to.equal('false');
  });

  it('opens on ArrowUp at the last app; a repeated letter steps through the apps starting with it; Tab closes', async () => {
    const { trigger, items, focused } = await mount();
    trigger.focus();
    await sendKeys({ press: 'ArrowUp' });
    await waitUntil(() => focused() === items()[6], 'ArrowUp did not focus the last app');
    await sendKeys({ press: 'Home' });
    await waitUntil(() => focused() === items()[0]);
    await sendKeys({ press: 'p' });
    await waitUntil(() => focused() === items()[4], 'p did not move to People');
    await sendKeys({ press: 'p' });
    await waitUntil(() => focused() === items()[6], 'a second p did not move to Point of sale');
    await sendKeys({ press: 'Tab' });
    await waitUntil(() => items().length === 0, 'Tab did not close the menu');
  });

  it('the button joins the menu\'s one context: its ARIA is the menu role\'s (the menu named by its button, controlled while open), and its arrows open the menu again', async () => {
    const { root, trigger, items, focused } = await mount();
    const menu = () => root.querySelector('[role="menu"]');
    trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => focused() === items()[0], 'ArrowDown did not focus the first app');
    expect(menu()!.getAttribute('aria-labelledby'), 'the menu is named by its button').to.equal(trigger.id);
    expect(trigger.id).to.not.equal('');
    expect(trigger.getAttribute('aria-controls')).to.equal(menu()!.id);
    expect(trigger.getAttribute('aria-haspopup')).to.equal('menu');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => items().length === 0 && focused() === trigger, 'Escape did not close the menu');
    expect(trigger.hasAttribute('aria-controls'), 'a closed menu is controlled by nothing').to.equal(false);
    expect(trigger.getAttribute('aria-expanded')).to.equal('false');
    // Opened again through the menu's context (the layer is in): ArrowUp on the last app, then ArrowDown on the first.
    await sendKeys({ press: 'ArrowUp' });
    await waitUntil(() => focused() === items()[6], 'ArrowUp did not open the menu again on the last app');
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => items().length === 0 && focused() === trigger);
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => focused() === items()[0], 'ArrowDown did not open the menu again on the first app');
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
    // A click on the joined button opens it on the first app too, and a second click closes it.
    await sendKeys({ press: 'End' });
    await waitUntil(() => focused() === items()[6]);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => items().length === 0 && focused() === trigger);
    trigger.click();
    await waitUntil(() => focused() === items()[0], 'a click did not open the menu again on the first app');
    trigger.click();
    await waitUntil(() => items().length === 0, 'a second click did not close the menu');
  });

  it('closes on a click outside and reports toggles', async () => {
    const { element, trigger, items } = await mount();
    const toggles: boolean[] = [];
    element.addEventListener('fin-app-switcher-toggle', (event) => toggles.push(event.detail.open));
    trigger.click();
    await waitUntil(() => items().length === 7);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await waitUntil(() => items().length === 0, 'an outside click did not close the menu');
    expect(toggles).to.deep.equal([true, false]);
  });

  it('stays open for a press inside its menu, and closes when focus moves out to the page', async () => {
    const { trigger, items, focused } = await mount();
    trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => focused() === items()[0]);
    items()[2]!.closest('[part="menu"]')!.querySelector('.header')!.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    expect(items().length).to.equal(7);
    const pageButton = document.createElement('button');
    document.body.append(pageButton);
    pageButton.focus();
    await waitUntil(() => items().length === 0, 'focus leaving did not close the menu');
  });

  it('lets the host take over navigation by cancelling fin-app-switcher-select', async () => {
    const { element, trigger, items } = await mount();
    const chosen: unknown[] = [];
    element.addEventListener('fin-app-switcher-select', (event) => {
      chosen.push(event.detail);
      event.preventDefault();
    });
    trigger.click();
    await waitUntil(() => items().length === 7);
    const before = location.href;
    items()[2]!.click();
    expect(chosen).to.deep.equal([{ app: 'investing', href: 'https://invest.finapp-test.com/' }]);
    expect(location.href).to.equal(before);
    await waitUntil(() => items().length === 0);
  });

  it('returns focus to the menu button when the host cancels a choice made with Enter', async () => {
    const { element, trigger, items, focused } = await mount();
    element.addEventListener('fin-app-switcher-select', (event) => event.preventDefault());
    trigger.focus();
    await sendKeys({ press: 'ArrowDown' });
    await waitUntil(() => items().length === 7 && focused() === items()[0], 'the first app did not take focus');
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => items().length === 0, 'the menu did not close');
    await waitUntil(() => focused() === trigger, 'focus did not return to the menu button');
    expect(trigger.getAttribute('aria-expanded')).to.equal('false');
  });

  it('reports the menu shown and the app chosen to the usage tracker', async () => {
    const reported: UsageEvent[] = [];
    setUsageSink((event) => void reported.push(event));
    const { element, trigger, items } = await mount();
    element.addEventListener('fin-app-switcher-select', (event) => event.preventDefault());
    trigger.click();
    await waitUntil(() => items().length === 7);
    await waitUntil(() => reported.length === 1);
    items()[2]!.click();
    expect(reported).to.deep.equal([
      { screen: 'app-switcher', section: 'menu', action: 'view' },
      { screen: 'app-switcher', section: 'menu', action: 'select-app', itemPosition: 2, context: { app: 'investing' } },
    ]);
  });
});
