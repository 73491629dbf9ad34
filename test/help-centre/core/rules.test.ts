/** The help centre's rules as tables: greeting, thresholds, banner precedence, requests, route matching. */
import { expect } from '@open-wc/testing';
import { activeRequests, greeting, hasSuggestions, landingBanner, needsReadMore, showsBackButton } from '../../../src/help-centre/core/landing';
import type { Incident, RequestTicket } from '../../../src/help-centre/core/model';
import { decodeTree } from '../../../src/help-centre/core/model';
import { categoryOf, faqRoute, findByKey, matchPath } from '../../../src/help-centre/core/tree';
import { HELP_CENTRE_SCOPES } from '../../../src/help-centre/constants';

describe('help centre: landing rules', () => {
  const long = 'A'.repeat(51);
  const cases: [name: string | undefined, scrollY: number, expected: { name: string | undefined; shrink: boolean; shown: boolean }][] = [
    ['Alex', 0, { name: 'Alex', shrink: false, shown: true }],
    ['Alex', 30, { name: 'Alex', shrink: false, shown: true }],
    ['Alex', 31, { name: 'Alex', shrink: false, shown: false }],
    [undefined, 0, { name: undefined, shrink: false, shown: false }],
    ['  ', 0, { name: undefined, shrink: false, shown: false }],
    ['A'.repeat(50), 0, { name: 'A'.repeat(50), shrink: false, shown: true }],
    [long, 0, { name: long, shrink: true, shown: true }],
  ];
  for (const [name, scrollY, expected] of cases) {
    it(`greets ${JSON.stringify(name)?.slice(0, 12)} at ${scrollY} px as ${JSON.stringify(expected).slice(0, 40)}`, () => {
      expect(greeting(name, scrollY)).to.deep.equal(expected);
    });
  }

  it('has a back button and suggestions outside the business scope only', () => {
    expect(HELP_CENTRE_SCOPES.map(showsBackButton)).to.deep.equal([false, true, true, true]);
    expect(HELP_CENTRE_SCOPES.map(hasSuggestions)).to.deep.equal([false, true, true, true]);
  });

  it('reads more past 200 (review) and 100 (incident) characters', () => {
    expect([needsReadMore('a'.repeat(200), 200), needsReadMore('a'.repeat(201), 200)]).to.deep.equal([false, true]);
    expect([needsReadMore('a'.repeat(100), 100), needsReadMore('a'.repeat(101), 100)]).to.deep.equal([false, true]);
  });

  const banner = (title: string) => ({ title, subtitle: `${title} subtitle` });
  const incident = (id: string, state: Incident['state']): Incident => ({ id, state, banners: { active: banner('active'), subscribed: banner('subscribed'), resolved: banner('resolved') } });
  const review = { status: 'in_review' };
  const bannerCases: [string, Parameters<typeof landingBanner>[0], string][] = [
    ['first incident only', { incidents: [incident('1', 'active'), incident('2', 'resolved')], incidentsLoading: false, review }, 'incident 1 active'],
    ['its state picks the banner', { incidents: [incident('1', 'subscribed')], incidentsLoading: false, review: undefined }, 'incident 1 subscribed'],
    ['resolved', { incidents: [incident('1', 'resolved')], incidentsLoading: false, review: undefined }, 'incident 1 resolved'],
    ['hidden while loading, its space kept', { incidents: [incident('1', 'active')], incidentsLoading: true, review }, 'pending'],
    ['pending while incidents load the first time', { incidents: undefined, incidentsLoading: true, review }, 'pending'],
    ['pending while the review status loads and no incident exists', { incidents: [], incidentsLoading: false, review: undefined, reviewLoading: true }, 'pending'],
    ['an incident does not wait for the review status', { incidents: [incident('1', 'active')], incidentsLoading: false, review: undefined, reviewLoading: true }, 'incident 1 active'],
    ['review without incidents', { incidents: [], incidentsLoading: false, review }, 'review'],
    ['status none hides the review', { incidents: [], incidentsLoading: false, review: { status: 'none' } }, 'none'],
    ['any incident suppresses the review', { incidents: [incident('1', 'resolved')], incidentsLoading: false, review }, 'incident 1 resolved'],
  ];
  for (const [name, input, expected] of bannerCases) {
    it(`banner: ${name}`, () => {
      const result = landingBanner(input);
      const text = result.kind === 'incident' ? `incident ${result.incident.id} ${result.banner.title}` : result.kind;
      expect(text).to.equal(expected);
    });
  }

  const ticket = (id: string, state: RequestTicket['state'], day: number): RequestTicket => ({ id, state, updatedAt: `2026-11-${String(day).padStart(2, '0')}T10:00:00Z` });
  it('shows 3 active requests, newest first, with See all past 3 and history from resolved ones', () => {
    const three = activeRequests([ticket('a', 'ACTIVE', 1), ticket('b', 'ACTIVE', 3), ticket('c', 'ACTIVE', 2)]);
    expect([three.shown.map((t) => t.id), three.seeAll, three.hasHistory]).to.deep.equal([['b', 'c', 'a'], undefined, false]);
    const five = activeRequests([1, 2, 3, 4, 5].map((day) => ticket(`t${day}`, 'ACTIVE', day)).concat(ticket('old', 'RESOLVED', 1)));
    expect([five.shown.map((t) => t.id), five.seeAll, five.hasHistory]).to.deep.equal([['t5', 't4', 't3'], 5, true]);
  });

  it('orders requests by the time they were updated, whatever the offset they are written with', () => {
    const lists = activeRequests([
      { id: 'east', state: 'ACTIVE', updatedAt: '2026-11-20T10:00:00+05:00' },
      { id: 'utc', state: 'ACTIVE', updatedAt: '2026-11-20T06:00:00Z' },
      { id: 'west', state: 'ACTIVE', updatedAt: '2026-11-20T01:30:00-04:00' },
    ]);
    expect(lists.shown.map((t) => t.id)).to.deep.equal(['utc', 'west', 'east']);
  });
});

describe('help centre: FAQ routes over the tree', () => {
  const tree = decodeTree(
    [
      {
        key: 'cards',
        title: 'Cards',
        type: 'BRANCH',
        urlPath: '/cards/',
        children: [
          { key: 'freeze', title: 'Freeze', type: 'CONTENT_REFERENCE', urlPath: 'cards/freeze' },
          { key: 'lost', title: 'Lost', type: 'BRANCH', urlPath: 'cards/lost', children: [{ key: 'abroad', title: 'Abroad', type: 'CONTENT_REFERENCE', urlPath: 'cards/lost/abroad café' }] },
        ],
      },
    ],
    '$',
  );
  const cases: [string, string][] = [
    ['cards', 'topic cards'],
    ['/cards/', 'topic cards'],
    ['cards/freeze', 'article freeze'],
    ['cards/lost', 'topic lost'],
    ['cards/lost/abroad%20caf%C3%A9', 'article abroad'],
    ['cards/lost/abroad café', 'article abroad'],
    ['cards/nope', 'not-found'],
    ['', 'not-found'],
    ['%E0%A4%A', 'not-found'],
  ];
  for (const [path, expected] of cases) {
    it(`matches "${path}" as ${expected}`, () => {
      const match = matchPath(tree, path);
      expect(match.kind === 'not-found' ? 'not-found' : `${match.kind} ${match.node.key}`).to.equal(expected);
    });
  }

  it('knows the category of a match, finds a key and builds a route', () => {
    expect(categoryOf(matchPath(tree, 'cards/lost/abroad café'))?.key).to.equal('cards');
    expect(categoryOf(matchPath(tree, 'cards'))?.key).to.equal('cards');
    expect(findByKey(tree, 'abroad')?.urlPath).to.equal('cards/lost/abroad café');
    expect(faqRoute('/cards/lost/abroad café')).to.equal('/faq/cards/lost/abroad%20caf%C3%A9');
  });

  it('names the field a malformed tree got wrong', () => {
    expect(() => decodeTree([{ key: 'x', title: 'X', type: 'LEAF', urlPath: 'x' }], '$')).to.throw('$[0].type');
  });
});
