import { expect, waitUntil } from '@open-wc/testing';
import '../../../elements/fin-ticket';
import '../../../elements/fin-chargeback';
import { empty, fakeFetch, json, ticketFixtures } from '../fake-helpcentre';
import type { Route } from '../fake-helpcentre';

const API = 'https://bank.example';
const realFetch = window.fetch;
let fixtures: Awaited<ReturnType<typeof ticketFixtures>>;

/** Answers the help-centre calls from the demo fixtures; `extra` adds or overrides routes. */
function serve(extra: Record<string, Route> = {}) {
  const routes: Record<string, Route> = {};
  for (const [id, ticket] of Object.entries(fixtures.tickets)) {
    routes[`GET /helpcentre/tickets/${id}`] = () => json(ticket);
    routes[`POST /helpcentre/tickets/${id}/seen`] = () => empty();
  }
  for (const [id, chargeback] of Object.entries(fixtures.chargebacks)) {
    routes[`GET /helpcentre/tickets/v2/latest/origin-entities/${id}/sections`] = () => json(chargeback);
  }
  const fake = fakeFetch({ ...routes, ...extra });
  window.fetch = fake.fetch;
  return fake;
}

async function mount(tag: 'fin-ticket' | 'fin-chargeback', attributes: Record<string, string>) {
  const element = document.createElement(tag);
  element.setAttribute('api-base', API);
  element.setAttribute('device-id', 'device-7');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  const root = element.shadowRoot!;
  const find = async (selector: string) => {
    await waitUntil(() => root.querySelector(selector), `nothing matched ${selector}`, { timeout: 3000 });
    return root.querySelector<HTMLElement>(selector)!;
  };
  const texts = (selector: string) => [...root.querySelectorAll(selector)].map((node) => node.textContent?.trim() ?? '');
  return { element, root, find, texts };
}

const button = (root: ShadowRoot, text: string) =>
  [...root.querySelectorAll<HTMLButtonElement>('button')].find((node) => node.textContent?.trim() === text);

async function click(root: ShadowRoot, text: string) {
  await waitUntil(() => button(root, text), `no button "${text}"`, { timeout: 3000 });
  button(root, text)!.click();
}

before(async () => {
  fixtures = await ticketFixtures();
});
afterEach(() => {
  document.body.replaceChildren();
  window.fetch = realFetch;
});

describe('<fin-ticket>', () => {
  it('renders the page variant: header, close, title, subtitle, sections and the timeline', async () => {
    const fake = serve();
    const { root, find, texts } = await mount('fin-ticket', { 'ticket-id': 'TCK-1001', 'user-country': 'GB' });
    await find('[part~="timeline"]');
    expect(texts('[part="title"]')).to.deep.equal(['Chargeback for Skyline Airways']);
    expect(texts('[part="subtitle"]')).to.deep.equal(['We are reviewing your dispute. Most cases are resolved within 10 business days.']);
    expect(root.querySelector('[part="close"]')?.getAttribute('aria-label')).to.equal('Close');
    expect(texts('[part="section-title"]')).to.deep.equal(['Progress', 'Transaction', 'Questions']);
    expect(texts('.section-right-title')).to.deep.equal(['Updated 14 Nov']);
    const states = [...root.querySelectorAll('.fin-timeline__step')].map((step) => step.getAttribute('part'));
    expect(states).to.deep.equal([
      'timeline-step timeline-step-done',
      'timeline-step timeline-step-done',
      'timeline-step timeline-step-current',
      'timeline-step timeline-step-pending',
    ]);
    expect(texts('.fin-timeline__date')).to.deep.equal(['10 Nov 2026', '11 Nov 2026', '14 Nov 2026']);
    expect(root.querySelector('[aria-current="step"]')?.textContent).to.contain('Waiting for the merchant');
    expect(texts('.fin-cell__amount')).to.deep.equal(['-£412.60']);
    expect(texts('.counter-value')).to.deep.equal(['10']);
    await waitUntil(() => fake.names().includes('POST /helpcentre/tickets/TCK-1001/seen'));
    expect(fake.names()).to.deep.equal(['GET /helpcentre/tickets/TCK-1001', 'POST /helpcentre/tickets/TCK-1001/seen']);
    expect(fake.calls[0]!.headers.get('x-device-id')).to.equal('device-7');
    expect(fake.calls[0]!.headers.get('x-user-country')).to.equal('GB');
  });

  it('renders every widget type from the fixtures and skips the unknown one with a warning', async () => {
    serve();
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => warnings.push(message);
    try {
      const parts = new Set<string>();
      for (const id of ['TCK-1001', 'TCK-1002', 'TCK-1003']) {
        const { root, find } = await mount('fin-ticket', { 'ticket-id': id });
        await find('[part="title"]');
        root.querySelectorAll('.widgets > li').forEach((item) => parts.add(item.className.replace('widget widget--', '')));
      }
      expect([...parts].sort()).to.deep.equal([
        'cell_faq', 'cell_funds', 'cell_restriction', 'cell_transaction', 'counter_widget', 'widget_progression', 'widget_text', 'widget_warning',
      ]);
      expect(warnings).to.deep.equal(['FinWidgets: <fin-ticket ticket-id="TCK-1002">: skipped the widget at $.sections[0].items[2]: unknown type "WIDGET_HOLOGRAM"']);
    } finally {
      console.warn = warn;
    }
  });

  it('renders the item variant as a compact card that asks to open the ticket', async () => {
    serve();
    const { element, find, texts } = await mount('fin-ticket', { 'ticket-id': 'TCK-1003', variant: 'item' });
    const card = await find('button[part="card"]');
    expect(texts('.card-title')).to.deep.equal(['Account review']);
    expect(texts('.card-step')).to.deep.equal(['Documents needed']);
    expect(texts('.card-progress .fin-visually-hidden')).to.deep.equal(['Step 2 of 3']);
    const opened: unknown[] = [];
    element.addEventListener('fin-ticket-open', (event) => opened.push(event.detail));
    card.click();
    expect(opened).to.deep.equal([{ ticketId: 'TCK-1003' }]);
  });

  it('shows a skeleton while loading', async () => {
    serve({ 'GET /helpcentre/tickets/SLOW': () => new Promise<Response>(() => {}) });
    const { find, root } = await mount('fin-ticket', { 'ticket-id': 'SLOW' });
    await find('.fin-skeleton');
    expect(root.querySelector('[part="page"]')?.getAttribute('aria-busy')).to.equal('true');
    expect(root.querySelector('[part="page"] .fin-visually-hidden')?.textContent).to.equal('Loading ticket');
  });

  it('shows the host\'s fr-FR texts, and the en-GB default for a key they leave out', async () => {
    serve({ 'GET /helpcentre/tickets/TCK-1002': () => json({ error: 'boom' }, 503) });
    const error = console.error;
    console.error = () => {};
    try {
      const { element, root } = await mount('fin-ticket', { 'ticket-id': 'TCK-1002', locale: 'fr-FR' });
      (element as HTMLElement & { messages: unknown }).messages = { 'fr-FR': { 'ticket.retry': 'Réessayer' } };
      await waitUntil(() => root.querySelector('[role="alert"] button')?.textContent === 'Réessayer', 'no translated Retry', { timeout: 3000 });
      expect(root.querySelector('.error-title')?.textContent).to.equal('Something went wrong');
    } finally {
      console.error = error;
    }
  });

  it('sends fetch errors to fin-ticket-error and onError, and Retry loads again', async () => {
    let fail = true;
    const ticket = fixtures.tickets['TCK-1002'];
    serve({ 'GET /helpcentre/tickets/TCK-1002': () => (fail ? json({ error: 'boom' }, 503) : json(ticket)) });
    const element = document.createElement('fin-ticket');
    const errors: unknown[] = [];
    const callbacks: string[] = [];
    element.addEventListener('fin-ticket-error', (event) => errors.push(event.detail));
    element.onError = (error) => callbacks.push(error.code);
    const error = console.error;
    console.error = () => {};
    try {
      element.setAttribute('api-base', API);
      element.setAttribute('device-id', 'd');
      element.setAttribute('ticket-id', 'TCK-1002');
      document.body.append(element);
      const root = element.shadowRoot!;
      await waitUntil(() => root.querySelector('[role="alert"]'), 'no error state', { timeout: 3000 });
      expect(root.querySelector('.error-title')?.textContent).to.equal('Something went wrong');
      expect(errors).to.deep.equal([
        { code: 'http_status', message: 'GET https://bank.example/helpcentre/tickets/TCK-1002 answered 503.', ticketId: 'TCK-1002' },
      ]);
      expect(callbacks).to.deep.equal(['http_status']);
      fail = false;
      await click(root, 'Retry');
      await waitUntil(() => root.querySelector('[part="title"]'), 'Retry did not load the ticket', { timeout: 3000 });
    } finally {
      console.error = error;
    }
  });

  it('reports an unknown variant and shows the message in the element', async () => {
    serve();
    const errors: unknown[] = [];
    document.addEventListener('fin-error', (event) => errors.push(event.detail), { once: true });
    const error = console.error;
    console.error = () => {};
    try {
      const { find } = await mount('fin-ticket', { 'ticket-id': 'TCK-1002', variant: 'poster' });
      expect((await find('[part="config-error"]')).textContent).to.equal('<fin-ticket> attribute "variant" expects one of "page", "item", got "poster".');
      expect(errors).to.deep.equal([
        { code: 'invalid_attribute', message: '<fin-ticket> attribute "variant" expects one of "page", "item", got "poster".' },
      ]);
    } finally {
      console.error = error;
    }
  });

  it('a request action that succeeds shows its message, and closing it refreshes the ticket', async () => {
    const fake = serve({ 'POST /helpcentre/tickets/TCK-1001/actions/evidence-reminder': () => json({ status: 'DONE' }) });
    const { root, find } = await mount('fin-ticket', { 'ticket-id': 'TCK-1001' });
    await find('[part~="timeline"]');
    await click(root, 'Add more evidence');
    await waitUntil(() => root.querySelector('[role="dialog"] h2')?.textContent === 'We will remind you to add evidence', 'no success dialog', { timeout: 3000 });
    const request = fake.calls.find((call) => call.method === 'POST' && call.url.pathname.endsWith('evidence-reminder'));
    expect(request?.body).to.deep.equal({ reminder: true });
    const gets = () => fake.names().filter((name) => name === 'GET /helpcentre/tickets/TCK-1001').length;
    expect(gets()).to.equal(1);
    await click(root, 'Ok');
    await waitUntil(() => gets() === 2, 'closing the success dialog did not refresh the ticket');
    await waitUntil(() => !root.querySelector('[role="dialog"]'));
  });

  it('a failing request shows the failure dialog; Try again works, Cancel closes', async () => {
    let failures = 1;
    const path = 'PUT /helpcentre/tickets/TCK-1003/actions/email-reminder';
    const fake = serve({ [path]: () => (failures-- > 0 ? json({ error: 'action_failed' }, 500) : json({ status: 'DONE' })) });
    const { root, find } = await mount('fin-ticket', { 'ticket-id': 'TCK-1003' });
    await find('[part="warning"]');
    await click(root, 'Send a reminder to my email');
    await waitUntil(() => root.querySelector('[role="dialog"] h2')?.textContent === 'Email me a reminder?', 'no action dialog', { timeout: 3000 });
    await click(root, 'Send reminder');
    await waitUntil(() => root.querySelector('[role="dialog"] h2')?.textContent === 'Something went wrong', 'no failure dialog', { timeout: 3000 });
    expect([...root.querySelectorAll('[role="dialog"] button')].map((node) => node.textContent)).to.deep.equal(['Try again', 'Cancel']);
    await click(root, 'Try again');
    await waitUntil(() => root.querySelector('[role="dialog"] h2')?.textContent === 'Reminder sent to your email', 'retry did not succeed', { timeout: 3000 });
    expect(fake.names().filter((name) => name === path).length).to.equal(2);
    await click(root, 'Ok');

    failures = 5;
    await click(root, 'Send a reminder to my email');
    await click(root, 'Send reminder');
    await waitUntil(() => root.querySelector('[role="dialog"] h2')?.textContent === 'Something went wrong', 'no failure dialog', { timeout: 3000 });
    await click(root, 'Cancel');
    await waitUntil(() => !root.querySelector('[role="dialog"]'), 'Cancel did not close');
  });

  it('FAQ and transaction cells tell the host; a cancelled transaction event stops its deep link', async () => {
    serve();
    const { element, root, find } = await mount('fin-ticket', { 'ticket-id': 'TCK-1001' });
    await find('[part="faq-cell"]');
    const events: string[] = [];
    for (const type of ['fin-ticket-faq-select', 'fin-ticket-transaction-select', 'fin-ticket-deeplink'] as const) {
      element.addEventListener(type, (event) => {
        events.push(`${type} ${JSON.stringify(event.detail)}`);
        event.preventDefault();
      });
    }
    root.querySelector<HTMLButtonElement>('[part="faq-cell"]')!.click();
    root.querySelector<HTMLButtonElement>('[part="transaction-cell"]')!.click();
    expect(events).to.deep.equal([
      'fin-ticket-faq-select {"faqKey":"chargeback-how-long","title":"How long does a chargeback take?"}',
      'fin-ticket-transaction-select {"transactionId":"txn_skyline_412","deepLink":"/transactions/txn_skyline_412"}',
    ]);
  });

  it('a dialog button with a deep link sends fin-ticket-deeplink', async () => {
    serve();
    const { element, root, find } = await mount('fin-ticket', { 'ticket-id': 'TCK-1001' });
    await find('[part~="timeline"]');
    const links: string[] = [];
    element.addEventListener('fin-ticket-deeplink', (event) => {
      links.push(event.detail.url);
      event.preventDefault();
    });
    await click(root, 'What happens next?');
    await click(root, 'Read the chargeback guide');
    expect(links).to.deep.equal(['/help/chargebacks']);
    await waitUntil(() => !root.querySelector('[role="dialog"]'));
  });
});

describe('<fin-ticket> usage tracking', () => {
  const tracked: unknown[] = [];
  const globals = window as unknown as Record<string, unknown>;
  beforeEach(() => {
    tracked.length = 0;
    // What the loader publishes when the host configured a tracker, and its command function.
    globals.__finWidgets = { config: { tracker: { mode: 'dry-run' } }, auth: null };
    globals.FinWidgets = (command: string, event: unknown) => tracked.push([command, event]);
  });
  afterEach(() => {
    delete globals.__finWidgets;
    delete globals.FinWidgets;
  });

  it('reports the page view, FAQ and transaction clicks and the action dialogs', async () => {
    serve({ 'POST /helpcentre/tickets/TCK-1001/actions/evidence-reminder': () => json({ status: 'DONE' }) });
    const { element, root, find } = await mount('fin-ticket', { 'ticket-id': 'TCK-1001' });
    element.addEventListener('fin-ticket-transaction-select', (event) => event.preventDefault());
    await find('[part="faq-cell"]');
    root.querySelector<HTMLButtonElement>('[part="faq-cell"]')!.click();
    root.querySelector<HTMLButtonElement>('[part="transaction-cell"]')!.click();
    await click(root, 'What happens next?');
    await click(root, 'Got it');
    await click(root, 'Add more evidence');
    await waitUntil(() => root.querySelector('[role="dialog"] h2')?.textContent === 'We will remind you to add evidence', 'no success dialog', { timeout: 3000 });
    expect(tracked).to.deep.equal([
      ['track', { screen: 'ticket', action: 'view', context: { ticketId: 'TCK-1001' } }],
      ['track', { screen: 'ticket', action: 'faq', section: 'Questions', sectionPosition: 2, itemPosition: 0, context: { faqKey: 'chargeback-how-long' } }],
      ['track', { screen: 'ticket', action: 'transaction', section: 'Transaction', sectionPosition: 1, itemPosition: 0, context: { transactionId: 'txn_skyline_412' } }],
      ['track', { screen: 'ticket', action: 'dialog', context: { dialog: 'action', title: 'What happens next?' } }],
      ['track', { screen: 'ticket', action: 'dialog', context: { dialog: 'request-success' } }],
    ]);
  });

  it('does not count item cards as page views', async () => {
    serve();
    const { find } = await mount('fin-ticket', { 'ticket-id': 'TCK-1002', variant: 'item' });
    await find('button[part="card"]');
    expect(tracked).to.deep.equal([]);
  });
});

describe('<fin-chargeback>', () => {
  it('a 404 says the ticket does not exist and offers no Retry', async () => {
    serve({ 'GET /helpcentre/tickets/TCK-GONE': () => json({ error: 'not_found' }, 404) });
    const error = console.error;
    console.error = () => {};
    try {
      const { root } = await mount('fin-ticket', { 'ticket-id': 'TCK-GONE' });
      await waitUntil(() => root.querySelector('[role="alert"]'), 'no error state', { timeout: 3000 });
      expect(root.querySelector('.error-title')?.textContent).to.equal('This ticket does not exist.');
      expect(root.querySelectorAll('button').length).to.equal(0);
    } finally {
      console.error = error;
    }
  });

  it('shows the chargeback sections of a transaction', async () => {
    const fake = serve();
    const { find, texts } = await mount('fin-chargeback', { 'transaction-id': 'txn_skyline_412' });
    await find('[part~="timeline"]');
    expect(texts('[part="section-title"]')).to.deep.equal(['Chargeback']);
    expect(fake.calls[0]!.url.search).to.equal('?entityType=TRANSACTION&ticketType=CHARGEBACK');
  });

  for (const [name, status] of [['a 404', 404], ['a 500', 500]] as const) {
    it(`shows nothing after ${name}`, async () => {
      let answer: (response: Response) => void = () => {};
      serve({ 'GET /helpcentre/tickets/v2/latest/origin-entities/txn_none/sections': () => new Promise<Response>((resolve) => (answer = resolve)) });
      const error = console.error;
      console.error = () => {};
      try {
        const { root } = await mount('fin-chargeback', { 'transaction-id': 'txn_none' });
        await waitUntil(() => root.querySelector('[aria-busy="true"]'), 'no loading state');
        answer(json({ error: 'x' }, status));
        await waitUntil(() => root.childElementCount === 0, 'the block did not go away', { timeout: 3000 });
      } finally {
        console.error = error;
      }
    });
  }
});
