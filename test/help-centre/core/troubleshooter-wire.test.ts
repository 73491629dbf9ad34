/**
 * The troubleshooter's default services against the reference server's wire (demo/server/routes/
 * accounts.mjs, troubleshoot.mjs): the paths and bodies, and an issue as the server sends it —
 * one action per sub-content item (§3.3).
 */
import { expect } from '@open-wc/testing';
import { apiBaseUrls, createHttpServices } from '../../../src/help-centre/core/services';
import { createHttpClient } from '../../../src/shared/http';

const json = (value: unknown) => new Response(JSON.stringify(value), { status: 200, headers: { 'content-type': 'application/json' } });

const ISSUE = {
  key: '0a1b2c3d4e5f6789',
  title: "I don't recognise this payment",
  subtitle: 'Check who the merchant is before you dispute it',
  content: 'Pret A Manger for £8.45 may show under another name: [Freeze your card](finapp://cards).',
  image: 'https://bank.example/assets/troubleshooter/card-check.svg',
  subContents: {
    style: 'NUMBERED',
    items: [
      { key: 'look-up', title: 'Look up the merchant', content: 'Search the name online.' },
      { key: 'freeze', title: 'Freeze the card', action: { label: 'Open cards', link: 'finapp://cards' } },
    ],
  },
  actions: [{ formId: 'chargeback', title: 'Dispute this payment' }],
  help: { title: 'Read more', key: 'cards.why', hyperlink: 'finapp://faq?key=cards.why' },
  contentLink: 'troubleshoot/transaction/not-recognised',
};

describe('help centre: troubleshooter services on the reference wire', () => {
  it('posts /troubleshoot and reads an issue with one action per sub-content item', async () => {
    const calls: { method: string; url: string; body: unknown }[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const url = String(input);
      if (url.includes('/troubleshoot')) return json({ items: [ISSUE] });
      if (url.includes('/cards')) return json({ cards: [{ id: 'card-debit', name: 'Business debit card', last4: '4821' }] });
      return json({ transactions: [{ id: 'hc-tx-001', createdDate: '2026-11-23T09:14:00.000Z', title: 'Pret A Manger', type: 'CARD_PAYMENT', amount: -8.45, currency: 'GBP' }] });
    };
    const bases = apiBaseUrls('https://bank.example/');
    const client = (baseUrl: string) => createHttpClient({ baseUrl, fetch });
    const services = createHttpServices({
      http: { helpCentre: client(bases.helpCentre), support: client(bases.support), banners: client(bases.banners), accounts: client(bases.accounts) },
      apis: ['cards', 'transactions'],
      segment: 'business',
      lang: () => 'en-GB',
    });

    const [issue] = await services.getTroubleshooterFaqs({ entityId: 'hc-tx-001', entityType: 'TRANSACTION', debug: true });
    expect(calls[0]).to.deep.equal({ method: 'POST', url: 'https://bank.example/api/help-centre/troubleshoot', body: { entityId: 'hc-tx-001', entityType: 'TRANSACTION', debug: true } });
    expect(issue!.subContents!.items.map((item) => item.action)).to.deep.equal([undefined, { kind: 'link', label: 'Open cards', link: 'finapp://cards' }]);
    expect(issue!.actions).to.deep.equal([{ kind: 'form', formId: 'chargeback', title: 'Dispute this payment', params: {} }]);
    expect(issue!.help).to.deep.equal({ title: 'Read more', key: 'cards.why', hyperlink: 'finapp://faq?key=cards.why' });

    expect((await services.getCards!(4)).map((card) => card.id)).to.deep.equal(['card-debit']);
    expect(calls[1]!.url).to.equal('https://bank.example/api/accounts/cards?limit=4');
    await services.getTransactions!({ count: 4, types: ['CARD_PAYMENT', 'CARD_REFUND'], merchantTransaction: true });
    expect(calls[2]!.url).to.equal('https://bank.example/api/accounts/transactions?count=4&types=CARD_PAYMENT&types=CARD_REFUND&merchantTransaction=true');
  });
});
