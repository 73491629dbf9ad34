/**
 * The "no identity, no requests call" rule (issue 47), one rule for the early requests of the
 * element's entry (elements/early/fin-help-centre.ts → landingRequests) and the view (signedOut),
 * and the landing's requests section and Past requests icon that follow from it.
 */
import { expect } from '@open-wc/testing';
import { landingRequests, requestsNeedSignIn } from '../../../src/help-centre/core/first-requests';
import { landingRequestsView } from '../../../src/help-centre/core/landing';
import type { RequestTicket } from '../../../src/help-centre/core/model';

const paths = (identity: { deviceId: string; registeredIdentityId?: string }) =>
  landingRequests({ apiBase: 'https://bank.example', segment: 'retail', identity: { ...identity, locale: 'en-GB' }, chatButton: true }).map((request) => new URL(request.url).pathname);

describe('the requests call needs the signed-in user', () => {
  const cases: { name: string; identity: { registeredIdentityId?: string }; host?: { getTickets?: unknown }; needs: boolean }[] = [
    { name: 'no registered identity: signed out of requests', identity: {}, needs: true },
    { name: 'an empty one: the same', identity: { registeredIdentityId: '' }, needs: true },
    { name: 'a registered identity: the call is made', identity: { registeredIdentityId: 'user-1' }, needs: false },
    { name: "the host's own getTickets knows its user", identity: {}, host: { getTickets: async () => [] }, needs: false },
    { name: 'no tickets api (null): nothing to sign in for', identity: {}, host: { getTickets: null }, needs: false },
  ];
  for (const { name, identity, host, needs } of cases) {
    it(name, () => expect(requestsNeedSignIn(identity, host)).to.equal(needs));
  }

  it('the early requests leave out GET support/tickets without a registered identity', () => {
    expect(paths({ deviceId: 'd-1' }).filter((path) => path.endsWith('support/tickets'))).to.deep.equal([]);
    expect(paths({ deviceId: 'd-1', registeredIdentityId: 'r-1' }).filter((path) => path.endsWith('support/tickets'))).to.have.length(1);
  });
});

describe("the landing's requests section", () => {
  const tickets: RequestTicket[] = [
    { id: 'a', state: 'ACTIVE', updatedAt: '2026-11-20T09:00:00Z' },
    { id: 'h', state: 'RESOLVED', updatedAt: '2026-11-01T09:00:00Z' },
  ];
  const cases = [
    { name: 'loading: the section (its skeleton), no icon yet', input: { available: true, signedOut: false, tickets: undefined }, section: true, pastRequests: false },
    { name: 'answered: section and icon', input: { available: true, signedOut: false, tickets }, section: true, pastRequests: true },
    { name: 'none active: no section', input: { available: true, signedOut: false, tickets: tickets.slice(1) }, section: false, pastRequests: true },
    { name: 'signed out (after a runtime sign-out, the cached answer too): neither', input: { available: true, signedOut: true, tickets }, section: false, pastRequests: false },
    { name: 'no tickets api: neither', input: { available: false, signedOut: false, tickets }, section: false, pastRequests: false },
  ];
  for (const { name, input, section, pastRequests } of cases) {
    it(name, () => {
      const view = landingRequestsView(input);
      expect({ section: view.section, pastRequests: view.pastRequests }).to.deep.equal({ section, pastRequests });
    });
  }
});
