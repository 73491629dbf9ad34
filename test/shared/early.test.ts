import { expect } from '@open-wc/testing';
import { flowRequest } from '../../src/forms/core/flow-request';
import { createServerHost, FlowNotFoundError } from '../../src/forms/core/host';
import { apiBaseUrls, landingRequests } from '../../src/help-centre/core/first-requests';
import { createHttpServices } from '../../src/help-centre/core/services';
import { startEarly, takeEarly } from '../../src/shared/early';
import { createHelpCentreClient, helpCentreGet, identityHeaders, ticketPath, userHeaders } from '../../src/shared/helpcentre/client';
import { createHttpClient, NetworkError } from '../../src/shared/http';
import { rejection } from '../support/rejection';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that records its calls and answers with `respond`. */
function recording(respond: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    return respond();
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const API = 'https://api.example/';
const early = recording(() => json({ id: 'early' }));
const realFetch = globalThis.fetch;

const USER = { deviceId: 'device-1', registeredIdentityId: 'user-1' };

/** The form host as the element makes it (src/forms/ui/useForm.ts), whose own requests go to `own`. */
const formHost = (own: typeof globalThis.fetch, apiBase = API, locale = 'en-GB') => {
  const headers = () => userHeaders(USER);
  return createServerHost(createHttpClient({ baseUrl: apiBase, fetch: own, credentials: 'include', headers }), locale, headers);
};

describe('early requests (src/shared/early.ts) and the cores that take them', () => {
  beforeEach(() => {
    early.calls.length = 0;
    globalThis.fetch = early.fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    (globalThis as unknown as Record<symbol, Map<string, unknown> | undefined>)[Symbol.for('fin-widgets.early')]?.clear();
  });

  it('is sent once for one request, however often a head asks', () => {
    startEarly(flowRequest(API, 'en-GB', { flowId: 'chargeback', query: '' }, USER));
    startEarly(flowRequest(API, 'en-GB', { flowId: 'chargeback', query: '' }, USER));
    expect(early.calls.map((call) => call.url)).to.deep.equal(['https://api.example/api/forms/chargeback']);
    expect(new Headers(early.calls[0]!.init.headers).get('accept-language')).to.equal('en_GB');
  });

  it("is the form host's first load: its answer, and no request of its own", async () => {
    startEarly(flowRequest(API, 'en-GB', { flowId: 'chargeback', query: '?ticket=7' }, USER));
    const own = recording(() => json({ id: 'own' }));
    expect(await formHost(own.fetch).loadFlow('chargeback', '?ticket=7')).to.deep.equal({ id: 'early' });
    expect(own.calls).to.have.length(0);
  });

  it('is taken at most once: the next load asks for itself', async () => {
    startEarly(flowRequest(API, 'en-GB', { flowId: 'chargeback', query: '' }, USER));
    const own = recording(() => json({ id: 'own' }));
    const host = formHost(own.fetch);
    expect(await host.loadFlow('chargeback', '')).to.deep.equal({ id: 'early' });
    expect(await host.loadFlow('chargeback', '')).to.deep.equal({ id: 'own' });
    expect(own.calls).to.have.length(1);
  });

  const own = recording(() => json({ id: 'own' }));
  const others: [string, () => Promise<unknown>][] = [
    ['another flow id', () => formHost(own.fetch).loadFlow('other', '')],
    ['another api base', () => formHost(own.fetch, 'https://other.example/').loadFlow('chargeback', '')],
    ['another query', () => formHost(own.fetch).loadFlow('chargeback', '?ticket=8')],
    ['other headers (locale)', () => formHost(own.fetch, API, 'fr-FR').loadFlow('chargeback', '')],
  ];
  for (const [name, load] of others) {
    it(`is not reused for ${name}`, async () => {
      own.calls.length = 0;
      startEarly(flowRequest(API, 'en-GB', { flowId: 'chargeback', query: '' }, USER));
      expect(await load()).to.deep.equal({ id: 'own' });
      expect(own.calls).to.have.length(1);
    });
  }

  it('that failed is asked again by the normal path, whose failure is reported as ever', async () => {
    globalThis.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof globalThis.fetch;
    startEarly(flowRequest(API, 'en-GB', { flowId: 'chargeback', query: '' }, USER));
    const own = recording(() => json({ id: 'own' }));
    expect(await formHost(own.fetch).loadFlow('chargeback', '')).to.deep.equal({ id: 'own' });
    expect(own.calls).to.have.length(1);

    startEarly(flowRequest(API, 'en-GB', { flowId: 'chargeback', query: '' }, USER));
    const offline = recording(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await rejection(formHost(offline.fetch).loadFlow('chargeback', ''))).to.be.instanceOf(NetworkError);
    expect(offline.calls).to.have.length(1);
  });

  it("that the server refused is the load's answer: no second request, the same error", async () => {
    globalThis.fetch = (async () => json({ code: 'not_found' }, 404)) as typeof globalThis.fetch;
    startEarly(flowRequest(API, 'en-GB', { flowId: 'gone', query: '' }, USER));
    const own = recording(() => json({ id: 'own' }));
    expect(await rejection(formHost(own.fetch).loadFlow('gone', ''))).to.be.instanceOf(FlowNotFoundError);
    expect(own.calls).to.have.length(0);
  });

  it("carries the help-centre client's credentials and identity headers, and only matches them", async () => {
    const identity = { deviceId: 'd-1', registeredIdentityId: 'r-1', userCountry: 'GB', locale: 'en-GB' };
    startEarly(helpCentreGet(API, identity, ticketPath('T 1')));
    expect(early.calls[0]!.url).to.equal('https://api.example/helpcentre/tickets/T%201');
    expect(early.calls[0]!.init.credentials).to.equal('include');
    const own = recording(() => json({ id: 'own' }));
    const client = (deviceId: string) => createHelpCentreClient({ apiBase: API, identity: () => ({ ...identity, deviceId }), fetch: own.fetch });
    expect(await client('d-2').getTicket('T 1', (value) => value)).to.deep.equal({ id: 'own' });
    expect(await client('d-1').getTicket('T 1', (value) => value)).to.deep.equal({ id: 'early' });
    expect(own.calls).to.have.length(1);
  });

  it("are the help centre landing's requests exactly as its default services send them, the host's own left out", async () => {
    const identity = { deviceId: 'd-1', registeredIdentityId: 'r-1', userCountry: 'GB', locale: 'en-GB' };
    const fromEarly = (json: unknown) => json;
    // Every answer of the early table: which request took which is told by its URL.
    globalThis.fetch = (async (url: RequestInfo | URL) => json({ early: String(url) })) as typeof globalThis.fetch;
    for (const request of landingRequests({ apiBase: API, segment: 'retail', identity, chatButton: true, services: { getTickets: null } })) startEarly(request);
    const own = recording(() => json({ own: true }));
    const bases = apiBaseUrls(API);
    const client = (baseUrl: string) => createHttpClient({ baseUrl, credentials: 'include', headers: () => identityHeaders(identity), fetch: own.fetch });
    const services = createHttpServices({ http: { helpCentre: client(bases.helpCentre), support: client(bases.support), banners: client(bases.banners) }, segment: 'retail', lang: () => 'en-GB' });
    const early = async (call: () => Promise<unknown>) => {
      // The decoders refuse {early: url}: the failure's cause is the answer it read, not a network call.
      await call().then(fromEarly, fromEarly);
    };
    await early(() => services.getFaqTree());
    await early(() => services.getIncidents());
    await early(() => services.getReviewStatus());
    await early(() => services.getChatDecision(null));
    expect(own.calls.map((call) => call.url)).to.deep.equal([]);
    // The host's own tickets call (null: no tickets) was not sent early: the default asks for itself.
    await early(() => services.getTickets!());
    expect(own.calls.map((call) => new URL(call.url).pathname)).to.deep.equal(['/api/help-centre/support/tickets']);
  });

  it('leave the requests call out without a registered identity: the element makes none (it could only be refused)', () => {
    const paths = (registeredIdentityId?: string) =>
      landingRequests({ apiBase: API, segment: 'retail', identity: { deviceId: 'd-1', registeredIdentityId, locale: 'en-GB' }, chatButton: false }).map(
        (request) => new URL(request.url).pathname,
      );
    expect(paths()).to.deep.equal(['/api/help-centre/support/faq-tree/v1/retail', '/api/banners/incidents', '/api/help-centre/support/review-status']);
    expect(paths('r-1')).to.include('/api/help-centre/support/tickets');
  });

  it('a POST never takes an early GET', async () => {
    startEarly({ url: 'https://api.example/x', headers: {} });
    const own = recording(() => json({ id: 'own' }));
    expect(await createHttpClient({ baseUrl: API, fetch: own.fetch }).post('x', {})).to.deep.equal({ id: 'own' });
    expect(takeEarly('https://api.example/x', new Headers({ accept: 'application/json' }))).to.be.instanceOf(Promise);
  });
});
