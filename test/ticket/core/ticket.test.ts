import { expect } from '@open-wc/testing';
import { createHelpCentreClient } from '../../../src/shared/helpcentre/client';
import type { FinWidgetsError } from '../../../src/shared/errors';
import { createTicket } from '../../../src/ticket/core/ticket';
import { createChargeback } from '../../../src/ticket/core/chargeback';
import { recordingLogger } from '../../support/fake-logger';
import { empty, fakeFetch, json } from '../fake-helpcentre';
import type { Route } from '../fake-helpcentre';

const TICKET = { title: 'Card replacement', subtitle: 'On its way', sections: [{ items: [{ type: 'CELL_FAQ', faqKey: 'k', title: 'Q' }] }] };
const SECTIONS = 'GET /helpcentre/tickets/v2/latest/origin-entities/txn_1/sections';

function setup(routes: Record<string, Route>) {
  const fake = fakeFetch(routes);
  const client = createHelpCentreClient({
    apiBase: 'https://bank.example',
    identity: () => ({ deviceId: 'd', locale: 'en-GB' }),
    fetch: fake.fetch,
    logger: recordingLogger(),
  });
  return { client, ...fake };
}

describe('ticket core', () => {
  it('is loading, then shown; the ticket is fetched and then marked seen', async () => {
    const { client, names } = setup({
      'GET /helpcentre/tickets/T1': () => json(TICKET),
      'POST /helpcentre/tickets/T1/seen': () => empty(),
    });
    const ticket = createTicket({ client, ticketId: 'T1' });
    expect(ticket.getSnapshot().status).to.equal('loading');
    const load = ticket.load();
    expect(ticket.getSnapshot().status).to.equal('loading');
    await load;
    expect(ticket.getSnapshot().status).to.equal('shown');
    expect(ticket.getSnapshot().ticket?.title).to.equal('Card replacement');
    expect(names()).to.deep.equal(['GET /helpcentre/tickets/T1', 'POST /helpcentre/tickets/T1/seen']);
  });

  it('passes a fetch error to onError, does not mark seen, and loads again on retry', async () => {
    let fail = true;
    const { client, names } = setup({
      'GET /helpcentre/tickets/T1': () => (fail ? json({ error: 'boom' }, 503) : json(TICKET)),
      'POST /helpcentre/tickets/T1/seen': () => empty(),
    });
    const errors: FinWidgetsError[] = [];
    const ticket = createTicket({ client, ticketId: 'T1', onError: (error) => errors.push(error) });
    await ticket.load();
    expect(ticket.getSnapshot().status).to.equal('error');
    expect(errors.map((error) => error.code)).to.deep.equal(['http_status']);
    expect(names()).to.deep.equal(['GET /helpcentre/tickets/T1']);
    fail = false;
    await ticket.load();
    expect(ticket.getSnapshot().status).to.equal('shown');
  });

  it('passes malformed data to onError as a decode error', async () => {
    const { client } = setup({ 'GET /helpcentre/tickets/T1': () => json({ title: 7, sections: [] }) });
    const errors: FinWidgetsError[] = [];
    const ticket = createTicket({ client, ticketId: 'T1', onError: (error) => errors.push(error) });
    await ticket.load();
    expect(errors.map((error) => error.code)).to.deep.equal(['decode']);
    expect(errors[0]!.message).to.contain('$.title');
  });

  it('keeps the ticket on screen while a refresh runs, then shows the new one', async () => {
    let title = 'Before';
    const { client } = setup({
      'GET /helpcentre/tickets/T1': () => json({ ...TICKET, title }),
      'POST /helpcentre/tickets/T1/seen': () => empty(),
    });
    const ticket = createTicket({ client, ticketId: 'T1' });
    await ticket.load();
    title = 'After';
    const refresh = ticket.refresh();
    expect(ticket.getSnapshot()).to.include({ status: 'shown', refreshing: true });
    expect(ticket.getSnapshot().ticket?.title).to.equal('Before');
    await refresh;
    expect(ticket.getSnapshot()).to.include({ status: 'shown', refreshing: false });
    expect(ticket.getSnapshot().ticket?.title).to.equal('After');
  });

  it('warns about skipped widgets and still shows the ticket', async () => {
    const { client } = setup({
      'GET /helpcentre/tickets/T1': () => json({ title: 'T', sections: [{ items: [{ type: 'NEW_THING' }] }] }),
      'POST /helpcentre/tickets/T1/seen': () => empty(),
    });
    const logger = recordingLogger();
    const ticket = createTicket({ client, ticketId: 'T1', logger });
    await ticket.load();
    expect(ticket.getSnapshot().status).to.equal('shown');
    expect(logger.warnings).to.deep.equal(['<fin-ticket ticket-id="T1">: skipped the widget at $.sections[0].items[0]: unknown type "NEW_THING"']);
  });
});

describe('chargeback core', () => {
  const cases: [string, Route, string, number][] = [
    ['sections', () => json({ sections: [{ title: 'Chargeback', items: [{ type: 'CELL_FAQ', faqKey: 'k', title: 'Q' }] }] }), 'shown', 1],
    ['a 404 (no chargeback)', () => json({ error: 'no_chargeback' }, 404), 'hidden', 0],
    ['a 500', () => json({ error: 'boom' }, 500), 'hidden', 0],
    ['malformed sections', () => json({ sections: 'none' }), 'hidden', 0],
    ['only empty sections', () => json({ sections: [{ title: 'Empty', items: [] }] }), 'hidden', 0],
  ];
  for (const [name, route, status, count] of cases) {
    it(`is ${status} after ${name}`, async () => {
      const { client } = setup({ [SECTIONS]: route });
      const chargeback = createChargeback({ client, transactionId: 'txn_1' });
      expect(chargeback.getSnapshot().status).to.equal('loading');
      await chargeback.load();
      expect(chargeback.getSnapshot().status).to.equal(status);
      expect(chargeback.getSnapshot().sections.length).to.equal(count);
    });
  }
});

describe('ticket core: methods work detached', () => {
  it('refresh() passed on as a callback still loads (no `this`)', async () => {
    const { client, names } = setup({
      'GET /helpcentre/tickets/T1': () => json(TICKET),
      'POST /helpcentre/tickets/T1/seen': () => empty(),
    });
    const { refresh } = createTicket({ client, ticketId: 'T1' });
    await refresh();
    expect(names()).to.deep.equal(['GET /helpcentre/tickets/T1', 'POST /helpcentre/tickets/T1/seen']);
  });

  it('loads when the first listener subscribes, and drops an answer that arrives after the last left', async () => {
    let answer!: (response: Response) => void;
    const { client, names } = setup({ 'GET /helpcentre/tickets/T1': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const ticket = createTicket({ client, ticketId: 'T1' });
    expect(names()).to.deep.equal([]);
    const unsubscribe = ticket.subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(names()).to.deep.equal(['GET /helpcentre/tickets/T1']);
    unsubscribe();
    answer(json(TICKET));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ticket.getSnapshot().status).to.equal('loading');
  });
});
