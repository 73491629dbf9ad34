/** Requests and forms actions as rules (§2.3, §3.3, §5), and the tickets and forms apis of the adapter (§6, §7.8). */
import { expect } from '@open-wc/testing';
import type { HelpCentreServices } from '../../../src/help-centre/core/services';
import { apiBaseUrls, createHttpServices, withHostServices } from '../../../src/help-centre/core/services';
import type { RequestTicket } from '../../../src/help-centre/core/model';
import { formActionsView, formRoute, requestLists } from '../../../src/help-centre/core/requests';
import { createHttpClient } from '../../../src/shared/http';
import { rejection } from '../../support/rejection';

const ticket = (id: string, state: RequestTicket['state'], day: number): RequestTicket => ({ id, state, updatedAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00Z` });

describe('help centre: request lists', () => {
  const table: [name: string, tickets: RequestTicket[], active: string[], archived: string[]][] = [
    ['none', [], [], []],
    ['active only, newest first', [ticket('a', 'ACTIVE', 1), ticket('b', 'ACTIVE', 9), ticket('c', 'ACTIVE', 4)], ['b', 'c', 'a'], []],
    ['history only, newest first', [ticket('x', 'RESOLVED', 2), ticket('y', 'RESOLVED', 5)], [], ['y', 'x']],
    ['both, split by state', [ticket('x', 'RESOLVED', 7), ticket('a', 'ACTIVE', 1), ticket('b', 'ACTIVE', 2)], ['b', 'a'], ['x']],
  ];
  for (const [name, tickets, active, archived] of table) {
    it(name, () => {
      const lists = requestLists(tickets);
      expect([lists.active.map((t) => t.id), lists.archived.map((t) => t.id)]).to.deep.equal([active, archived]);
    });
  }
});

describe('help centre: forms actions from navigation state', () => {
  const action = { formId: 'card-replacement', title: 'Order a new card', params: { reason: 'lost' } };
  const table: [name: string, state: unknown, expected: unknown][] = [
    ['no state → the base path', null, { kind: 'redirect' }],
    ['a state without formActions → the base path', { other: 1 }, { kind: 'redirect' }],
    ['formActions not a list → the base path', { formActions: 'x' }, { kind: 'redirect' }],
    ['a malformed action → the base path', { formActions: [{ title: 'no id' }] }, { kind: 'redirect' }],
    ["an empty list → 'Form Actions are empty.'", { formActions: [] }, { kind: 'empty' }],
    ['a list', { formActions: [action, { formId: 'f2', title: 'Other' }] }, { kind: 'list', actions: [{ kind: 'form', ...action }, { kind: 'form', formId: 'f2', title: 'Other', params: {} }], chat: { hasFormActions: true } }],
    [
      'a list with the chat of the page it came from',
      { formActions: [action], chat: { category: 'cards', context: { titleKey: 'freeze', entityRef: { id: 'tx-1', type: 'TRANSACTION' } }, entry: { entrySuggestions: [{ id: 'e', title: 'E' }], form: 'f' } } },
      {
        kind: 'list',
        actions: [{ kind: 'form', ...action }],
        chat: { category: 'cards', hasFormActions: true, context: { titleKey: 'freeze', entityRef: { id: 'tx-1', type: 'TRANSACTION' } }, entry: { category: undefined, entrySuggestions: [{ id: 'e', title: 'E' }], form: 'f' } },
      },
    ],
    ['a malformed chat is dropped, the list kept', { formActions: [action], chat: { context: { entityRef: { id: 'x', type: 'SHIP' } } } }, { kind: 'list', actions: [{ kind: 'form', ...action }], chat: { hasFormActions: true } }],
  ];
  for (const [name, state, expected] of table) {
    it(name, () => expect(formActionsView(state)).to.deep.equal(expected));
  }

  it('routes a form action to /form/{formId} with its params as the query', () => {
    expect(formRoute({ formId: 'card replacement', params: { reason: 'lost', n: '2' } })).to.equal('/form/card%20replacement?reason=lost&n=2');
    expect(formRoute({ formId: 'f', params: {} })).to.equal('/form/f');
  });
});

describe('help centre: tickets and forms apis', () => {
  function fakeApis(answer: Response) {
    const urls: string[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      urls.push(String(input));
      return answer;
    };
    const bases = apiBaseUrls('https://bank.example');
    const http = { helpCentre: createHttpClient({ baseUrl: bases.helpCentre, fetch }), support: createHttpClient({ baseUrl: bases.support, fetch }), banners: createHttpClient({ baseUrl: bases.banners, fetch }) };
    return { urls, services: createHttpServices({ http, segment: 'retail', lang: () => 'en-GB' }) };
  }
  const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });

  it('reads the tickets from GET support/tickets by default', async () => {
    const { urls, services } = fakeApis(json({ tickets: [{ id: 't1', state: 'ACTIVE', updatedAt: '2026-11-01T00:00:00Z', title: 'Card' }, { id: 't2', state: 'RESOLVED', updatedAt: '2026-10-01T00:00:00Z' }] }));
    expect(await services.getTickets!()).to.deep.equal([
      { id: 't1', state: 'ACTIVE', updatedAt: '2026-11-01T00:00:00Z', title: 'Card' },
      { id: 't2', state: 'RESOLVED', updatedAt: '2026-10-01T00:00:00Z', title: undefined },
    ]);
    expect(urls).to.deep.equal(['https://bank.example/api/help-centre/support/tickets']);
  });

  it('rejects a ticket in an unknown state, naming the field', async () => {
    const { services } = fakeApis(json({ tickets: [{ id: 't1', state: 'open', updatedAt: 'x' }] }));
    expect(((await rejection(services.getTickets!())) as Error).message).to.include('$.tickets[0].state');
  });

  it('lets a host remove the tickets and forms apis with null, and ignores null on a required member', () => {
    const defaults = fakeApis(json({})).services;
    const host = { getTickets: null, openForm: null, getFaqTree: null } as unknown as Partial<HelpCentreServices>;
    const merged = withHostServices(defaults, host);
    expect([merged.getTickets, merged.openForm, merged.getFaqTree === defaults.getFaqTree]).to.deep.equal([null, null, true]);
    const open = () => undefined;
    expect(withHostServices(defaults, { openForm: open }).openForm).to.equal(open);
    expect(withHostServices(defaults, {}).getTickets).to.equal(defaults.getTickets);
  });
});
