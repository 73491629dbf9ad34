/**
 * Issue 13 §1: every URL field of a ticket, given a hostile URL, runs no script, opens nothing,
 * reports fin-error {code: 'unsafe_url'} and leaves the ticket usable.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../../elements/fin-ticket';
import { HOSTILE_URLS, PWNED, pwned, stubWindowOpen } from '../../support/hostile-urls';
import { imageSources } from '../../support/image-sources';
import { empty, fakeFetch, json } from '../fake-helpcentre';

const API = 'https://bank.example';
const realFetch = window.fetch;
const page = location.href;
let windowOpen: ReturnType<typeof stubWindowOpen>;

function ticket(url: string) {
  const deepLink = { deepLink: url };
  return {
    title: 'Hostile ticket',
    sections: [
      {
        title: 'Progress',
        items: [
          {
            type: 'WIDGET_PROGRESSION',
            headerAction: { title: 'Header link', action: { dialog: { title: 'Dialog', buttons: [{ title: 'Dialog link', action: deepLink }, { title: 'Got it' }] } } },
            currentStepIndex: 0,
            steps: [{ id: 's', title: 'Step', lineStyle: 'DASHED', actionTitle: 'Step link', action: deepLink }],
          },
          { type: 'WIDGET_WARNING', text: 'Warned', actionTitle: 'Warning link', action: deepLink },
          { type: 'CELL_RESTRICTION', title: 'Restricted', actionTitle: 'Restriction link', action: deepLink },
          { type: 'CELL_TRANSACTION', transactionId: 't1', title: 'Shop', icon: url, deepLink: url },
          { type: 'CELL_FUNDS', title: 'Funds', image: url, amount: { amount: 1, currency: 'GBP' } },
        ],
      },
    ],
  };
}

async function mount(url: string) {
  const fake = fakeFetch({
    'GET /helpcentre/tickets/T1': () => json(ticket(url)),
    'POST /helpcentre/tickets/T1/seen': () => empty(),
  });
  window.fetch = fake.fetch;
  const element = document.createElement('fin-ticket');
  element.setAttribute('api-base', API);
  element.setAttribute('ticket-id', 'T1');
  const errors: string[] = [];
  element.addEventListener('fin-error', (event) => errors.push(event.detail.code));
  document.body.append(element);
  const root = element.shadowRoot!;
  const sources = imageSources(root);
  const button = (text: string) => [...root.querySelectorAll<HTMLButtonElement>('button')].find((node) => node.textContent?.trim() === text);
  await waitUntil(() => button('Warning link'), 'the ticket did not render', { timeout: 3000 });
  return { root, errors, button, fake, sources };
}

beforeEach(() => {
  windowOpen = stubWindowOpen();
});
afterEach(() => {
  windowOpen.restore();
  window.fetch = realFetch;
  document.body.replaceChildren();
  delete (window as unknown as Record<string, unknown>)[PWNED];
});

describe('<fin-ticket> server URLs', () => {
  for (const [name, url] of HOSTILE_URLS) {
    it(`${name}: images are left out and no deep link is followed`, async () => {
      const { root, errors, button } = await mount(url);
      expect([...root.querySelectorAll('[src], [href]')].map((node) => node.outerHTML)).to.deep.equal([]);
      for (const label of ['Step link', 'Warning link', 'Restriction link']) button(label)!.click();
      root.querySelector<HTMLButtonElement>('[part="transaction-cell"]')!.click();
      button('Header link')!.click();
      // The action dialogs are a lazy chunk: its first load waits for a loaded machine.
      await waitUntil(() => button('Dialog link'), 'no dialog', { timeout: 5000 });
      button('Dialog link')!.click();
      await waitUntil(() => errors.filter((code) => code === 'unsafe_url').length >= 5, `fin-error: ${errors.join()}`);
      expect(pwned(), 'a payload ran').to.equal(undefined);
      expect(windowOpen.opened).to.deep.equal([]);
      expect(location.href).to.equal(page);
      // Still usable: the header's dialog opens again.
      await waitUntil(() => !button('Dialog link'), 'the dialog stayed open');
      button('Header link')!.click();
      await waitUntil(() => button('Got it'), 'the dialog did not open again');
    });
  }

  it('an app deep link without a web page is not followed, with a warning', async () => {
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
    try {
      const { button } = await mount('finapp://stocks');
      button('Warning link')!.click();
    } finally {
      console.warn = warn;
    }
    expect(windowOpen.opened).to.deep.equal([]);
    expect(location.href).to.equal(page);
    expect(warnings).to.include('FinWidgets: link not followed: The app link "finapp://stocks" has no web page: it is available in the mobile app only.');
  });

  it("a relative image URL is the help-centre API's (api-base/helpcentre, another origin), not the page's", async () => {
    // The transaction cell's icon and the funds cell's image, both 'images/shop.png': one URL seen, on the API.
    const { root, sources } = await mount('images/shop.png');
    expect(root.querySelector('[part="funds-cell"] img'), 'the funds image').to.not.equal(null);
    expect(sources()).to.deep.equal([`${API}/helpcentre/images/shop.png`]);
  });
});
