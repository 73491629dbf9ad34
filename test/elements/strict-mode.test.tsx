/**
 * Every element's view under React StrictMode, which mounts, unmounts and mounts again: a core
 * stopped by the first unmount must start again (a form built in useMemo and destroyed in an
 * effect cleanup stayed on "loading" for ever), and work that must happen once happens once.
 *
 * React double-invokes effects only under a StrictMode at the top of the newly placed tree, so
 * the view is rendered in its own root here (StrictMode, then the ElementContext, then the view)
 * rather than through createElementClass, whose root is r2wc's.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { StrictMode } from 'react';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { AppSwitcherView } from '../../src/app-switcher/ui/AppSwitcherView';
import type { FormAdapter } from '../../src/forms/core/host';
import { FormView } from '../../src/forms/ui/FormView';
import { emit } from '../../src/shared/events';
import { SsoButtonView } from '../../src/sso/ui/SsoButtonView';
import { ChargebackView } from '../../src/ticket/ui/ChargebackView';
import '../support/floating-layer';
import { TicketView } from '../../src/ticket/ui/TicketView';
import { ElementContext } from '../../src/ui/element-context';
import { empty, fakeFetch, json, ticketFixtures } from '../ticket/fake-helpcentre';

const realFetch = window.fetch;
const roots: Root[] = [];

/** Renders `view` under <StrictMode> in a shadow root of a fresh host element. */
function mountStrict<Props extends object>(View: ComponentType<Props>, props: Props, config: { apiBase?: string } = {}) {
  const host = document.createElement('div');
  const root = host.attachShadow({ mode: 'open' });
  document.body.append(host);
  const context = {
    host,
    root,
    config: { apiBase: config.apiBase ?? `${location.origin}/`, locale: 'en-GB', localeFrom: 'default' as const },
    dir: 'ltr' as const,
    auth: null,
    features: {},
    messages: {},
    emit: (type: string, detail: unknown) => emit(host, type as never, detail as never),
  };
  const reactRoot = createRoot(root);
  roots.push(reactRoot);
  reactRoot.render(
    <StrictMode>
      <ElementContext.Provider value={context}>
        <View {...props} />
      </ElementContext.Provider>
    </StrictMode>,
  );
  return { element: host, root, text: () => root.textContent ?? '' };
}

afterEach(() => {
  for (const root of roots.splice(0)) root.unmount();
  document.body.replaceChildren();
  window.fetch = realFetch;
});

describe('element views under StrictMode', () => {
  it('<fin-form> loads its flow instead of staying on loading', async () => {
    const flowId = `strict-${Date.now()}`;
    const adapter: FormAdapter = {
      loadFlow: async () => ({ id: flowId, name: 'Strict', state: 'INCOMPLETE', views: [{ id: 'v', type: 'FORM', title: 'Loaded under StrictMode' }] }),
      submitFlow: async () => ({}),
    };
    const { root } = mountStrict(FormView, { flowId, widgetMode: true, adapter });
    await waitUntil(() => root.querySelector('h1')?.textContent === 'Loaded under StrictMode', 'the form stayed on loading', { timeout: 3000 });
  });

  it('<fin-ticket> and <fin-chargeback> load and show their sections', async () => {
    const fixtures = await ticketFixtures();
    const [ticketId, ticket] = Object.entries(fixtures.tickets)[0]!;
    const [transactionId, chargeback] = Object.entries(fixtures.chargebacks)[0]!;
    window.fetch = fakeFetch({
      [`GET /helpcentre/tickets/${ticketId}`]: () => json(ticket),
      [`POST /helpcentre/tickets/${ticketId}/seen`]: () => empty(),
      [`GET /helpcentre/tickets/v2/latest/origin-entities/${transactionId}/sections`]: () => json(chargeback),
    }).fetch;
    const shown = mountStrict(TicketView, { ticketId, deviceId: 'device-7' }, { apiBase: 'https://bank.example/' });
    const block = mountStrict(ChargebackView, { transactionId, deviceId: 'device-7' }, { apiBase: 'https://bank.example/' });
    await waitUntil(() => shown.root.querySelector('[part="page"][aria-busy="false"]') && !shown.text().includes('Something went wrong'), 'the ticket never showed', { timeout: 3000 });
    await waitUntil(() => block.root.querySelector('[part="block"]:not([aria-busy])'), 'the chargeback never showed', { timeout: 3000 });
  });

  it('<fin-app-switcher> opens its menu', async () => {
    const { root } = mountStrict(AppSwitcherView, { current: 'business' });
    await waitUntil(() => root.querySelector('button[part="trigger"]'), 'no trigger');
    root.querySelector<HTMLButtonElement>('button[part="trigger"]')!.click();
    await waitUntil(() => root.querySelectorAll('[role="menuitem"]').length === 7, 'the menu did not open');
  });

  it('<fin-sso-button> reports a redirect return once', async () => {
    const here = location.pathname;
    const state = '_pk_StrictModeTest01';
    localStorage.setItem('fin_sso_attempts', JSON.stringify([{ state, codeVerifier: 'v'.repeat(64) }]));
    history.replaceState(null, '', `${here}?code=THE-CODE&state=${state}`);
    const events: string[] = [];
    try {
      const { root, element } = mountStrict(SsoButtonView, { serviceUrl: 'https://sso.example/', clientId: 'shop', redirectUri: here });
      for (const type of ['fin-sso-success', 'fin-sso-error']) element.addEventListener(type, () => events.push(type));
      await waitUntil(() => root.querySelector('button') && events.length > 0, 'no result');
      // Long enough for a second report, had the return been read twice.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(events).to.deep.equal(['fin-sso-success']);
    } finally {
      localStorage.removeItem('fin_sso_attempts');
      history.replaceState(null, '', here);
    }
  });
});
