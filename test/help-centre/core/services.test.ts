/** The default services: the spec's paths and bodies (§7.5–7.7), and §8's FAQ errors. */
import { expect } from '@open-wc/testing';
import type { FaqNotFoundError} from '../../../src/help-centre/core/errors';
import { NotAuthorisedError } from '../../../src/help-centre/core/errors';
import { apiBaseUrls, createHttpServices, withHostServices } from '../../../src/help-centre/core/services';
import { createHttpClient } from '../../../src/shared/http';
import { rejection } from '../../support/rejection';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

function fakeApis(answer: (call: Call) => Response = () => new Response('{}', { status: 200 })) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return answer(call);
  };
  const bases = apiBaseUrls('https://bank.example/');
  const http = {
    helpCentre: createHttpClient({ baseUrl: bases.helpCentre, fetch }),
    support: createHttpClient({ baseUrl: bases.support, fetch }),
    banners: createHttpClient({ baseUrl: bases.banners, fetch }),
  };
  return { calls, services: createHttpServices({ http, segment: 'crypto-exchange', lang: () => 'en-GB' }) };
}

const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });

describe('help centre: default services', () => {
  it('calls every endpoint at its path with its body', async () => {
    const { calls, services } = fakeApis((call) => {
      if (call.url.includes('faq-tree')) return json([]);
      if (call.url.includes('/faq/crypto-exchange/k%2F1')) return json({ key: 'k/1', title: 'T', urlPath: 'a/b', type: 'CONTENT_REFERENCE' });
      if (call.url.includes('faq-search-completion')) return json({ completions: ['{a}b'] });
      if (call.url.includes('faq-search')) return json({ results: [] });
      if (call.url.includes('suggestions')) return json({ suggestions: [] });
      if (call.url.endsWith('/incidents')) return json({ incidents: [] });
      if (call.url.includes('feedback-tags')) return json({ tags: [] });
      if (call.method === 'POST' && call.url.includes('/feedbacks/faq/')) return json({ id: 'FB-1' });
      if (call.url.includes('/feedbacks/faq/')) return json({ id: 'FB-1', score: 1 });
      if (call.url.includes('review-status')) return json({ status: 'none' });
      return new Response(null, { status: 204 });
    });
    await services.getFaqTree();
    await services.getFaqItem('k/1');
    await services.trackPageView('k/1');
    await services.trackMissingFaq({ path: '/faq/x', referrer: 'https://bank.example/' });
    await services.getSearchSuggestions('cards');
    await services.search('card fee', 3);
    await services.search('card');
    expect(await services.autocomplete('a', 6)).to.deep.equal(['{a}b']);
    await services.getIncidents();
    await services.subscribeIncident('INC 1');
    await services.dismissIncident('INC 1');
    await services.getFeedbackTags();
    expect(await services.getFeedback('k/1')).to.deep.equal({ id: 'FB-1', score: 1, tags: [], comment: undefined });
    expect(await services.saveFeedback('k/1', { score: -1, tags: [] })).to.equal('FB-1');
    await services.updateFeedback('FB-1', { score: -1, comment: 'x', tags: ['A'] });
    await services.getReviewStatus();
    const hc = 'https://bank.example/api/help-centre/support';
    expect(calls.map((call) => `${call.method} ${call.url}${call.body ? ` ${JSON.stringify(call.body)}` : ''}`)).to.deep.equal([
      `GET ${hc}/faq-tree/v1/crypto-exchange?lang=en-GB`,
      `GET ${hc}/faq/crypto-exchange/k%2F1?lang=en-GB`,
      `POST ${hc}/faq/crypto-exchange/count {"key":"k/1"}`,
      `POST ${hc}/faq/crypto-exchange/not-found {"urlPath":"/faq/x","source":"https://bank.example/"}`,
      `GET ${hc}/search/suggestions?faqCategory=cards`,
      `GET ${hc}/faq-search/crypto-exchange?user_input=card+fee&limit=3`,
      `GET ${hc}/faq-search/crypto-exchange?user_input=card`,
      `GET ${hc}/faq-search-completion/crypto-exchange?user_input=a&limit=6`,
      'GET https://bank.example/api/banners/incidents',
      'POST https://bank.example/api/banners/incidents/INC%201/subscribe',
      'POST https://bank.example/api/banners/incidents/INC%201/close',
      `GET ${hc}/faq-feedback-tags`,
      'GET https://bank.example/api/support/feedbacks/faq/k%2F1',
      'POST https://bank.example/api/support/feedbacks/faq/k%2F1 {"score":-1,"tags":[]}',
      'PATCH https://bank.example/api/support/feedbacks/FB-1 {"score":-1,"comment":"x","tags":["A"]}',
      `GET ${hc}/review-status`,
    ]);
  });

  it('turns a 404 into not found and other HTTP failures into not authorised', async () => {
    const status = { value: 404 };
    const { services } = fakeApis(() => json({ error: 'x' }, status.value));
    const notFound = await rejection(services.getFaqItem('gone'));
    expect([(notFound as Error).name, (notFound as FaqNotFoundError).key, (notFound as Error).message]).to.deep.equal(['FaqNotFoundError', 'gone', 'Not found']);
    status.value = 403;
    const denied = await rejection(services.getFaqItem('secret'));
    expect(denied).to.be.instanceOf(NotAuthorisedError);
    expect((denied as Error).message).to.equal('User is not authorised');
  });

  it('reads no feedback yet (404) as undefined', async () => {
    const { services } = fakeApis(() => json({}, 404));
    expect(await services.getFeedback('k')).to.equal(undefined);
  });

  it('takes the host services member by member, ignoring what is not a function', async () => {
    const { services } = fakeApis();
    const search = async () => [{ title: 'Host', key: 'h' }];
    const merged = withHostServices(services, { search, getIncidents: 'nope' as never });
    expect(merged.search).to.equal(search);
    expect(merged.getIncidents).to.equal(services.getIncidents);
    expect(withHostServices(services, undefined)).to.equal(services);
  });
});

describe('help centre: the alternative tree (§7.5, faq-tree="faqs")', () => {
  it('reads GET /support/faqs/{scope}?lang, then each branch whose children were cut from GET /support/faqs/{scope}/node/{faqKey}?lang', async () => {
    const calls: string[] = [];
    const node = (key: string, type: string, children: unknown[] = []) => ({ key, title: key, type, urlPath: key, children });
    const fetch = async (input: RequestInfo | URL) => {
      const url = String(input);
      calls.push(url.replace('https://bank.example/api/help-centre/', ''));
      if (url.includes('/node/cards')) return json(node('cards', 'BRANCH', [node('lost', 'CONTENT_REFERENCE'), node('abroad', 'BRANCH')]));
      if (url.includes('/node/abroad')) return json(node('abroad', 'BRANCH', [node('fees', 'CONTENT_REFERENCE')]));
      return json([node('cards', 'BRANCH'), node('transfers', 'BRANCH', [node('late', 'CONTENT_REFERENCE')])]);
    };
    const bases = apiBaseUrls('https://bank.example/');
    const http = { helpCentre: createHttpClient({ baseUrl: bases.helpCentre, fetch }), support: createHttpClient({ baseUrl: bases.support, fetch }), banners: createHttpClient({ baseUrl: bases.banners, fetch }) };
    const services = createHttpServices({ http, segment: 'business', lang: () => 'en-GB', treeApi: 'faqs' });
    const tree = await services.getFaqTree();
    const keys = (nodes: readonly { key: string; children: readonly unknown[] }[]): unknown[] => nodes.map((entry) => [entry.key, keys(entry.children as never)]);
    expect(keys(tree)).to.deep.equal([
      ['cards', [['lost', []], ['abroad', [['fees', []]]]]],
      ['transfers', [['late', []]]],
    ]);
    expect(calls).to.deep.equal(['support/faqs/business?lang=en-GB', 'support/faqs/business/node/cards?lang=en-GB', 'support/faqs/business/node/abroad?lang=en-GB']);
  });
});
