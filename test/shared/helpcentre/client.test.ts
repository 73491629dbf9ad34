import { expect } from '@open-wc/testing';
import { HttpStatusError, InvalidPathError } from '../../../src/shared/http';
import { DecodeError } from '../../../src/shared/errors';
import { createHelpCentreClient } from '../../../src/shared/helpcentre/client';
import type { HelpCentreIdentity } from '../../../src/shared/helpcentre/client';
import { storedDeviceId } from '../../../src/shared/helpcentre/identity';
import { createMemoryStorage } from '../../../src/shared/storage';
import { recordingLogger } from '../../support/fake-logger';
import { rejection } from '../../support/rejection';
import { empty, fakeFetch, json } from '../../ticket/fake-helpcentre';
import type { Route } from '../../ticket/fake-helpcentre';

const SECTIONS = '/api/helpcentre/tickets/v2/latest/origin-entities/txn%201/sections';

function client(routes: Record<string, Route>, identity: Partial<HelpCentreIdentity> = {}) {
  const fake = fakeFetch(routes);
  const logger = recordingLogger();
  const helpCentre = createHelpCentreClient({
    apiBase: 'https://bank.example/api/',
    identity: () => ({ deviceId: 'device-1', locale: 'en_gb', ...identity }),
    fetch: fake.fetch,
    logger,
  });
  return { helpCentre, ...fake, logged: logger.errors };
}

const identityOf = (json: unknown) => json;

describe('help-centre client', () => {
  it('sends the spec headers with credentials under /helpcentre', async () => {
    const { helpCentre, calls } = client(
      { 'GET /api/helpcentre/tickets/T%2F1': () => json({ title: 'x' }) },
      { registeredIdentityId: 'identity-9', userCountry: 'GB' },
    );
    expect(await helpCentre.getTicket('T/1', identityOf)).to.deep.equal({ title: 'x' });
    const [call] = calls;
    expect(call!.url.href).to.equal('https://bank.example/api/helpcentre/tickets/T%2F1');
    expect(call!.credentials).to.equal('include');
    expect(call!.headers.get('x-device-id')).to.equal('device-1');
    expect(call!.headers.get('x-registered-identity-id')).to.equal('identity-9');
    expect(call!.headers.get('x-user-country')).to.equal('GB');
    expect(call!.headers.get('accept-language')).to.equal('en-GB');
  });

  it('sends a call in the caller\'s turn when the identity is known, and once it resolves when promised', async () => {
    for (const promised of [false, true]) {
      const fake = fakeFetch({ 'POST /api/helpcentre/tickets/T1/seen': () => empty() });
      const identity: HelpCentreIdentity = { deviceId: 'device-1', locale: 'en-GB' };
      const helpCentre = createHelpCentreClient({ apiBase: 'https://bank.example/api/', identity: () => (promised ? Promise.resolve(identity) : identity), fetch: fake.fetch });
      const seen = helpCentre.markTicketSeen('T1');
      expect(fake.calls, promised ? 'promised' : 'known').to.have.length(promised ? 0 : 1);
      await seen;
      expect(fake.calls[0]!.headers.get('x-device-id')).to.equal('device-1');
    }
  });

  it('leaves the registered identity and country out while unknown', async () => {
    const { helpCentre, calls } = client({ 'POST /api/helpcentre/tickets/T1/seen': () => empty() });
    await helpCentre.markTicketSeen('T1');
    expect(calls[0]!.method).to.equal('POST');
    expect(calls[0]!.headers.has('x-registered-identity-id')).to.equal(false);
    expect(calls[0]!.headers.has('x-user-country')).to.equal(false);
    expect(calls[0]!.headers.get('x-device-id')).to.equal('device-1');
  });

  it('asks for the chargeback sections with the spec query', async () => {
    const { helpCentre, calls } = client({ [`GET ${SECTIONS}`]: () => json({ sections: [] }) });
    expect(await helpCentre.getChargebackSections('txn 1', identityOf)).to.deep.equal({ sections: [] });
    expect(calls[0]!.url.search).to.equal('?entityType=TRANSACTION&ticketType=CHARGEBACK');
  });

  it('treats a chargeback 404 as no sections, silently', async () => {
    const { helpCentre, logged } = client({ [`GET ${SECTIONS}`]: () => json({ error: 'no_chargeback' }, 404) });
    expect(await helpCentre.getChargebackSections('txn 1', identityOf)).to.equal(undefined);
    expect(logged).to.deep.equal([]);
  });

  const failures: [string, Route, string][] = [
    ['a 500', () => json({ error: 'boom' }, 500), 'HttpStatusError'],
    ['a 403', () => json({ error: 'no' }, 403), 'HttpStatusError'],
    ['malformed data', () => json([]), 'DecodeError'],
  ];
  for (const [name, route, errorName] of failures) {
    it(`logs and rethrows ${name} on the chargeback GET`, async () => {
      const { helpCentre, logged } = client({ [`GET ${SECTIONS}`]: route });
      const decode = (value: unknown) => {
        if (Array.isArray(value)) throw new DecodeError('$', 'expected an object');
        return value;
      };
      const error = await rejection(helpCentre.getChargebackSections('txn 1', decode));
      expect((error as Error).name).to.equal(errorName);
      expect(logged).to.deep.equal([`help centre: GET tickets/v2/latest/origin-entities/txn%201/sections failed.`]);
    });
  }

  it('logs and rethrows a ticket GET error, 404 included', async () => {
    const { helpCentre, logged } = client({});
    const error = await rejection(helpCentre.getTicket('T1', identityOf));
    expect(error).to.be.instanceOf(HttpStatusError);
    expect((error as HttpStatusError).status).to.equal(404);
    expect(logged).to.deep.equal(['help centre: GET tickets/T1 failed.']);
  });

  const actions: ['DELETE' | 'PATCH' | 'POST' | 'PUT', unknown][] = [
    ['DELETE', undefined],
    ['PATCH', { state: 'CANCELLED' }],
    ['POST', { reminder: true }],
    ['PUT', { channel: 'EMAIL' }],
  ];
  for (const [method, body] of actions) {
    it(`sends a ${method} action request with the server's path${body ? ' and body' : ''}`, async () => {
      const { helpCentre, calls } = client({ [`${method} /api/helpcentre/tickets/T1/actions/a`]: () => json({ status: 'DONE' }) });
      await helpCentre.sendActionRequest({ method, path: 'tickets/T1/actions/a?x=1', body });
      expect(calls[0]!.method).to.equal(method);
      expect(calls[0]!.url.href).to.equal('https://bank.example/api/helpcentre/tickets/T1/actions/a?x=1');
      expect(calls[0]!.body).to.deep.equal(body);
      expect(calls[0]!.headers.get('x-device-id')).to.equal('device-1');
    });
  }

  it('refuses an action path that would take the headers to another host', async () => {
    const { helpCentre, calls } = client({});
    expect(await rejection(helpCentre.sendActionRequest({ method: 'POST', path: 'https://evil.example/x', body: {} }))).to.be.instanceOf(InvalidPathError);
    expect(calls).to.deep.equal([]);
  });

  it('keeps one device id per browser when the host gives none', async () => {
    const storage = createMemoryStorage();
    let made = 0;
    const make = () => `made-${++made}`;
    expect(await storedDeviceId(storage, make)).to.equal('made-1');
    expect(await storedDeviceId(storage, make)).to.equal('made-1');
    expect(made).to.equal(1);
  });
});
