// The pages the paint races compare (bench/paint-race.mjs): each SDK page through the loader, the
// same page in plain React fetching the same JSON from the same server, and for the form SurveyJS
// with the same 100 questions. bench/network.mjs runs them side by side; bench/cold-paint.mjs and
// bench/help-centre.mjs run one each under the command line's conditions.
import { readFileSync } from 'node:fs';
import { loaderTag, probe } from './paint-race.mjs';

const VIEWS = 5;
const ITEMS = 100;
const FLOW_ID = 'bench';
const FIRST_VIEW_ITEMS = ITEMS / VIEWS;

/** The benches' item `index`: the common types in turn (bench/forms.mjs uses them too). */
export function benchItem(index) {
  const id = `i${index}`;
  switch (index % 8) {
    case 0: return { id, type: 'TEXT_INPUT', title: `Text ${index}`, required: true };
    case 1: return { id, type: 'MONEY_INPUT', title: `Amount ${index}`, currencies: ['GBP', 'EUR'] };
    case 2: return { id, type: 'PHONE_INPUT', title: `Phone ${index}` };
    case 3: return { id, type: 'SINGLE_SELECTION', title: `Choice ${index}`, options: [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }, { id: 'c', title: 'C' }] };
    case 4: return { id, type: 'YES_NO_INPUT', title: `Yes or no ${index}` };
    case 5: return { id, type: 'STAR_RATING_INPUT', title: `Rating ${index}` };
    case 6: return { id, type: 'DATE_INPUT', title: `Date ${index}` };
    default: return { id, type: 'TABLE_ITEM', title: `Row ${index}`, text: `Value ${index}` };
  }
}

/** The flow: 100 items of the common types over 5 views; the first view is what paints. */
function flow() {
  const perView = ITEMS / VIEWS;
  const views = Array.from({ length: VIEWS }, (_, view) => ({
    id: `v${view + 1}`,
    type: 'FORM',
    title: `Step ${view + 1}`,
    items: Array.from({ length: perView }, (_, index) => benchItem(view * perView + index)),
  }));
  return { id: FLOW_ID, name: 'Bench', state: 'INCOMPLETE', currentViewId: 'v1', views };
}

const plainPage = (title, body, done, head = '') => (_origin, bundle) => `<!doctype html><html lang="en-GB"><head><title>${title}</title>${head}
<script type="module" src="${bundle}"></script></head><body>${body}
${probe(done)}</body></html>`;

const count = (list, at) => `(${list}).length >= ${at}`;

/** <fin-form>: a 100-item, 5-view flow until its first view's 20 items show. */
export const formRace = {
  name: 'form',
  title: `cold paint of a ${ITEMS}-item, ${VIEWS}-view flow (first view: ${FIRST_VIEW_ITEMS} items)`,
  contenders: {
    sdk: {
      label: '<fin-form> through the loader',
      page: (origin) => `<!doctype html><html lang="en"><head><title>SDK</title>${loaderTag(origin)}</head>
<body><fin-form flow-id="${FLOW_ID}"></fin-form>
${probe(count("document.querySelector('fin-form').shadowRoot?.querySelectorAll('.items > *') ?? []", FIRST_VIEW_ITEMS))}</body></html>`,
    },
    react: { label: 'plain React page', entry: 'bench/plain-react.mjs', page: plainPage('React', `<div id="form" data-flow-id="${FLOW_ID}"></div>`, count("document.querySelectorAll('.item')", FIRST_VIEW_ITEMS)) },
    surveyjs: {
      label: 'SurveyJS (survey-react-ui)',
      entry: 'bench/plain-surveyjs.mjs',
      page: plainPage('SurveyJS', `<div id="survey" data-flow-id="${FLOW_ID}"></div>`, count("document.querySelectorAll('.sd-question')", FIRST_VIEW_ITEMS), '<link rel="stylesheet" href="/assets/survey-core.min.css">'),
    },
  },
  assets: { '/assets/survey-core.min.css': 'node_modules/survey-core/survey-core.min.css' },
  json: (path) => (path === `/api/forms/${FLOW_ID}` ? flow() : undefined),
  dataPath: `/api/forms/${FLOW_ID}`,
  dataName: 'flow',
  limit: 1.5,
};

const helpCentre = JSON.parse(readFileSync('demo/fixtures/help-centre.json', 'utf8'));
const slug = (text) => text.toLowerCase().replace(/['’]/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
/** The retail scope's tree, as the reference server builds it: categories of articles. */
const tree = helpCentre.scopes.retail.map(({ key, title, icon, description, chatCategory, articles }) => ({
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
const tickets = helpCentre.requests.map((request, index) => ({
  id: `T-${index + 1}`,
  state: 'ACTIVE',
  title: request.title,
  updatedAt: new Date(now - request.daysAgo * 86_400_000).toISOString(),
}));
const TREE_PATH = '/api/help-centre/support/faq-tree/v1/retail';
const HELP_CENTRE_ROUTES = {
  [TREE_PATH]: tree,
  '/api/banners/incidents': { incidents: helpCentre.incidents },
  '/api/help-centre/support/review-status': helpCentre.reviewStatus,
  '/api/help-centre/support/tickets': { tickets },
  // A visitor (no registered identity): the reference server's answer, so the landing's chat button
  // does the work it does on a real page, not the error path.
  '/api/support/chat-decision': { openNew: true },
};

const shows = (root, topic, banner) => `((root) => root && root.querySelectorAll('${topic}').length >= ${CATEGORIES} && root.querySelector('${banner}'))(${root})`;
/** <fin-help-centre>'s landing until its categories and incident banner show. */
export const helpCentreRace = {
  name: 'help-centre',
  title: `first paint of the help centre's landing (${CATEGORIES} categories and the incident banner)`,
  contenders: {
    // The host gives its device id and identity, as the demo page does; the routes stay in memory.
    sdk: {
      label: '<fin-help-centre> through the loader',
      page: (origin) => `<!doctype html><html lang="en-GB"><head><title>SDK</title>${loaderTag(origin)}</head>
<body><fin-help-centre routing="memory" first-name="Alex" device-id="bench-device" user-country="GB" registered-identity-id="bench" locale="en-GB"></fin-help-centre>
${probe(shows("document.querySelector('fin-help-centre').shadowRoot", '[part="topic"]', '[part~="banner"]'))}</body></html>`,
    },
    react: { label: 'plain React page', entry: 'bench/plain-help-centre.mjs', page: plainPage('React', '<div id="help-centre" data-first-name="Alex"></div>', shows("document.querySelector('#help-centre')", '.topic', '.banner')) },
  },
  json: (path) => HELP_CENTRE_ROUTES[path],
  dataPath: TREE_PATH,
  dataName: 'tree',
  limit: 1.5,
};

const TICKET_ID = 'TCK-1001';
const TICKET_PATH = `/helpcentre/tickets/${TICKET_ID}`;
const ticket = JSON.parse(readFileSync('demo/fixtures/tickets.json', 'utf8')).tickets[TICKET_ID];
const SECTIONS = ticket.sections.length;
/** <fin-ticket>'s page until its sections show. */
export const ticketRace = {
  name: 'ticket',
  title: `first paint of a ticket page (${SECTIONS} sections: timeline, transaction, questions)`,
  contenders: {
    sdk: {
      label: '<fin-ticket> through the loader',
      page: (origin) => `<!doctype html><html lang="en-GB"><head><title>SDK</title>${loaderTag(origin)}</head>
<body><fin-ticket ticket-id="${TICKET_ID}" device-id="bench-device" locale="en-GB"></fin-ticket>
${probe(count("document.querySelector('fin-ticket').shadowRoot?.querySelectorAll('[part=\"section\"]') ?? []", SECTIONS))}</body></html>`,
    },
    react: { label: 'plain React page', entry: 'bench/plain-ticket.mjs', page: plainPage('React', `<div id="ticket" data-ticket-id="${TICKET_ID}"></div>`, count("document.querySelectorAll('.section')", SECTIONS)) },
  },
  json: (path) => (path === TICKET_PATH ? { ...ticket, seen: false } : undefined),
  dataPath: TICKET_PATH,
  dataName: 'ticket',
  limit: 1.5,
};
