// First paint of <fin-help-centre>'s landing through the loader against the same landing in a
// plain React page that fetches the same JSON (bench/plain-help-centre.mjs), in one Chromium run
// with the order alternating: each run opens a fresh context (empty cache), navigates, and takes
// the time from navigation start to the frame after the landing shows its categories and its
// banner. Needs a build (npm run bench). Prints the medians, when each page asked for the FAQ
// tree, and the ratio; exits 1 when the SDK's is over 1.5× the plain page's (issue 21).
import { readFileSync } from 'node:fs';
import { loaderTag, paintRace, probe } from './paint-race.mjs';

const RUNS = 9;
const LIMIT = 1.5;
const fixtures = JSON.parse(readFileSync('demo/fixtures/help-centre.json', 'utf8'));

const slug = (text) => text.toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The retail scope's tree, as the reference server builds it: categories of articles. */
const tree = fixtures.scopes.retail.map(({ key, title, icon, description, chatCategory, articles }) => ({
  key,
  title,
  type: 'BRANCH',
  urlPath: key,
  icon,
  description,
  ...(chatCategory ? { chatCategory } : {}),
  children: articles.map((article) => ({ key: `${key}.${slug(article)}`, title: article, type: 'CONTENT_REFERENCE', urlPath: `${key}/${slug(article)}`, children: [] })),
}));
const CATEGORIES = tree.length;
const now = Date.now();
const tickets = fixtures.requests.map((request, index) => ({
  id: `T-${index + 1}`,
  state: 'ACTIVE',
  title: request.title,
  updatedAt: new Date(now - request.daysAgo * 86_400_000).toISOString(),
}));
const JSON_ROUTES = {
  '/api/help-centre/support/faq-tree/v1/retail': tree,
  '/api/banners/incidents': { incidents: fixtures.incidents },
  '/api/help-centre/support/review-status': fixtures.reviewStatus,
  '/api/help-centre/support/tickets': { tickets },
  // A visitor (no registered identity): the reference server's answer, so the landing's chat button
  // does the work it does on a real page, not the error path.
  '/api/support/chat-decision': { openNew: true },
};
const TREE_PATH = '/api/help-centre/support/faq-tree/v1/retail';

const shows = (root, topic, banner) => `((root) => root && root.querySelectorAll('${topic}').length >= ${CATEGORIES} && root.querySelector('${banner}'))(${root})`;
await paintRace({
  title: `first paint of the help centre's landing (${CATEGORIES} categories and the incident banner)`,
  sdkLabel: '<fin-help-centre>',
  pages: {
    // The host gives its device id and identity, as the demo page does; the routes stay in memory.
    sdk: (origin) => `<!doctype html><html lang="en-GB"><head><title>SDK</title>${loaderTag(origin)}</head>
<body><fin-help-centre routing="memory" first-name="Alex" device-id="bench-device" user-country="GB" registered-identity-id="bench" locale="en-GB"></fin-help-centre>
${probe(shows("document.querySelector('fin-help-centre').shadowRoot", '[part="topic"]', '[part~="banner"]'))}</body></html>`,
    react: () => `<!doctype html><html lang="en-GB"><head><title>React</title>
<script type="module" src="/plain.js"></script></head>
<body><div id="help-centre" data-first-name="Alex"></div>
${probe(shows("document.querySelector('#help-centre')", '.topic', '.banner'))}</body></html>`,
  },
  plainEntry: 'bench/plain-help-centre.mjs',
  json: (path) => JSON_ROUTES[path],
  dataPath: TREE_PATH,
  dataName: 'tree',
  runs: RUNS,
  limit: LIMIT,
});
