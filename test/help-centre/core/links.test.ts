/**
 * Links from help-centre content (§2.3 Link rewriting, §5, §8), headless: which links cannot be
 * followed (shared/links.ts's linkUnavailable) and where each followed one goes
 * (core/links.ts's followLink): table-driven, with fake commands.
 */
import { expect } from '@open-wc/testing';
import { followLink } from '../../../src/help-centre/core/links';
import type { LinkCommands } from '../../../src/help-centre/core/links';
import { linkUnavailable } from '../../../src/shared/links';

function fakeCommands() {
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    (...args: unknown[]) =>
      void calls.push([name, ...args]);
  const commands: LinkCommands = { openFaq: record('openFaq'), openForm: record('openForm'), openTicket: record('openTicket'), openChat: record('openChat'), openWeb: record('openWeb'), warn: record('warn') };
  return { calls, commands };
}

describe('help centre: links from content', () => {
  const UNAVAILABLE: [string, ReturnType<typeof linkUnavailable>][] = [
    ['https://bank.example/fees', undefined],
    ['/help-centre/faq/cards', undefined],
    ['finapp://topup', undefined],
    ['finapp://faq?key=freeze', undefined],
    ['finapp://form/chargeback', undefined],
    ['finapp://chat', undefined],
    ['finapp://vaults', 'mobile-only'],
    ['finapp://faq', 'invalid'],
    ['finapp://form', 'invalid'],
  ];
  for (const [url, expected] of UNAVAILABLE) {
    it(`linkUnavailable(${url}) is ${expected}`, () => {
      expect(linkUnavailable(url)).to.equal(expected);
    });
  }

  const PAGE_CHAT = { category: 'cards', context: { titleKey: 'freeze' } };
  const FOLLOW: [string, unknown[][]][] = [
    ['finapp://faq?key=freeze', [['openFaq', 'freeze']]],
    ['finapp://form/chargeback?reason=lost', [['openForm', { formId: 'chargeback', params: { reason: 'lost' } }]]],
    ['finapp://chat?ticketId=t-1', [['openTicket', 't-1']]],
    ['finapp://chat?category=transfers', [['openChat', { ...PAGE_CHAT, category: 'transfers' }]]],
    ['finapp://chat', [['openChat', PAGE_CHAT]]],
    ['finapp://topup', [['openWeb', 'finapp://topup']]],
    ['https://bank.example/fees', [['openWeb', 'https://bank.example/fees']]],
    ['finapp://vaults', [['warn', 'The app link "finapp://vaults" has no web page: it is available in the mobile app only.']]],
    ['finapp://faq', [['warn', 'The FAQ link "finapp://faq" has no key.']]],
  ];
  for (const [url, expected] of FOLLOW) {
    it(`followLink(${url}) → ${expected.map(([name]) => name).join(', ')}`, () => {
      const { calls, commands } = fakeCommands();
      followLink(url, PAGE_CHAT, commands);
      expect(calls).to.deep.equal(expected);
    });
  }
});
