/**
 * The troubleshooter's times and day groups in the viewer's time zone, not UTC. A file of its own:
 * the page runs in Auckland (UTC+13 in November) from its start, before any date format is made
 * (the SDK keeps its Intl formats, which fix their zone when made).
 */
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import type { FaqNode } from '../../../src/help-centre/core/model';
import { fakeServices } from './fake-services';
import { TRANSACTIONS } from './fake-troubleshooter';
import { mount, startUrl } from './support';

const TREE: FaqNode[] = [
  { key: 'transfers', title: 'Transfers', type: 'BRANCH', urlPath: 'transfers', children: [{ key: 'a', title: 'About transfers', type: 'CONTENT_REFERENCE', urlPath: 'transfers/about', children: [] }] },
];

before(() => executeServerCommand('emulate-timezone', { timezoneId: 'Pacific/Auckland' }));
after(() => executeServerCommand('emulate-timezone', {}));
afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', startUrl);
});

describe("<fin-help-centre> troubleshooter times in the viewer's time zone", () => {
  it('times a selector row, and groups and times the list, by the viewer’s day: 14:00Z on the 22nd is 03:00 on the 23rd in Auckland', async () => {
    const services = fakeServices({ getFaqTree: async () => TREE, getTransactions: async () => TRANSACTIONS }).services;
    history.replaceState(null, '', '/help-centre/faq/transfers');
    const { root, find, waitText, text } = await mount({ scope: 'business' }, services);
    await waitText('Payment to Bolt');
    expect(text()).to.include('Top-up · 23 Nov, 03:00');
    expect(text()).to.include('Transfer · 22 Nov, 21:15');
    (await find('button', 'See all')).click();
    await waitText('Rent');
    expect([...root.querySelectorAll('h2.hc-day')].map((heading) => heading.textContent)).to.deep.equal(['23 Nov 2026', '22 Nov 2026', '20 Nov 2026', '18 Nov 2026']);
    expect(text()).to.include('Top-up · 03:00');
    expect(text()).to.include('Transfer · 21:15');
  });
});
