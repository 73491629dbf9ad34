// The reference server's help-centre content (issue 21): every scope's tree has at least 8
// categories and 40 articles, the articles hold every content kind (header, paragraph, bullet list,
// numbered steps with a link action, a single action, HTML), search finds them, the incidents
// cover each state, the review status shows, and the fault switch fails a help-centre call.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createServer } from '../../demo/server/app.mjs';

const SCOPES = ['business', 'retail', 'invest', 'crypto-exchange'];

describe('reference server: help-centre content', () => {
  let app;
  let origin;
  before(async () => {
    ({ app } = await createServer());
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => app.close());

  const call = (path, init = {}) => fetch(`${origin}${path}`, { ...init, headers: { 'x-device-id': 'device-1', 'content-type': 'application/json', ...init.headers } });
  const json = async (path, init) => {
    const response = await call(path, init);
    assert.equal(response.status, 200, `${path}: ${response.status}`);
    return response.json();
  };
  const articlesOf = (nodes) => nodes.flatMap((node) => (node.type === 'CONTENT_REFERENCE' ? [node] : articlesOf(node.children)));

  for (const scope of SCOPES) {
    test(`${scope}: 8 categories or more, 40 articles or more, every content kind, and search over them`, async () => {
      const tree = await json(`/api/help-centre/support/faq-tree/v1/${scope}?lang=en-GB`);
      assert.ok(tree.length >= 8, `${tree.length} categories`);
      assert.ok(tree.every((node) => node.type === 'BRANCH' && node.title && node.description));
      const articles = articlesOf(tree);
      assert.ok(articles.length >= 40, `${articles.length} articles`);
      const kinds = new Set();
      for (const article of articles) {
        const item = await json(`/api/help-centre/support/faq/${scope}/${encodeURIComponent(article.key)}?lang=en-GB`);
        assert.equal(item.urlPath, article.urlPath);
        const { content } = item;
        if (content.type === 'INFORMATIONAL') for (const block of content.blocks) kinds.add(block.type);
        if (content.type === 'INSTRUCTIONAL') {
          kinds.add('STEPS');
          if (content.steps.some((step) => step.action?.link)) kinds.add('STEP_ACTION');
          if (content.action?.link) kinds.add('ACTION');
        }
        if (content.type === 'HTML') kinds.add('HTML');
      }
      assert.deepEqual([...kinds].sort(), ['ACTION', 'BULLET_LIST', 'HEADER', 'HTML', 'PARAGRAPH', 'STEPS', 'STEP_ACTION']);

      const word = articles[0].title.split(/\s+/).find((part) => part.length > 4).toLowerCase().replace(/[^a-z]/g, '');
      const { results } = await json(`/api/help-centre/support/faq-search/${scope}?user_input=${word}&limit=3`);
      assert.ok(results.length >= 1 && results.length <= 3, `${results.length} results for ${word}`);
      const { completions } = await json(`/api/help-centre/support/faq-search-completion/${scope}?user_input=${word}&limit=6`);
      assert.ok(completions.length >= 1 && completions.length <= 6 && completions.every((text) => new RegExp(`\\{${word}\\}`, 'i').test(text)), JSON.stringify(completions));
    });
  }

  test('incidents have banners for active, subscribed and resolved, the first reads more, and the review status shows', async () => {
    const { incidents } = await json('/api/banners/incidents');
    const states = new Set(incidents.flatMap((incident) => Object.keys(incident.banners)));
    assert.deepEqual([...states].sort(), ['active', 'resolved', 'subscribed']);
    assert.deepEqual(incidents.map((incident) => incident.state), ['active', 'resolved']);
    assert.ok(incidents[0].banners.active.subtitle.length > 100, 'the first incident reads more');
    const review = await json('/api/help-centre/support/review-status');
    assert.notEqual(review.status, 'none');
  });

  test("articles carry their category's chat entry (§3.3: entry suggestions, a form) and a /chat link in their text", async () => {
    const lost = await json('/api/help-centre/support/faq/retail/cards.my-card-is-lost-or-stolen?lang=en-GB');
    assert.deepEqual(lost.chat.entrySuggestions.map((entry) => entry.title), ['My card was stolen', 'I lost my card abroad', 'My new card has not arrived']);
    assert.equal(lost.chat.form, undefined);
    assert.ok(JSON.stringify(lost.content).includes('(finapp://chat)'), 'a /chat link in the text');
    const dispute = await json('/api/help-centre/support/faq/retail/card-payments.how-do-i-dispute-a-card-payment?lang=en-GB');
    assert.equal(dispute.chat.chatCategory, 'card-payments');
    assert.equal(dispute.chat.form, 'card-disputes');
    assert.equal(dispute.chat.entrySuggestions.length, 2);
  });

  test('the fault switch fails a help-centre call, then lets it through', async () => {
    const rule = await fetch(`${origin}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ match: '/api/help-centre/support/faq-tree', status: 503, times: 1 }) });
    assert.equal(rule.status, 201);
    try {
      assert.equal((await call('/api/help-centre/support/faq-tree/v1/retail')).status, 503);
      assert.equal((await call('/api/help-centre/support/faq-tree/v1/retail')).status, 200);
    } finally {
      await fetch(`${origin}/__faults`, { method: 'DELETE' });
    }
  });
});
