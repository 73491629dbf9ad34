// The help centre's backend (sso-chat-help-centre.md §7.5–7.7), from demo/fixtures/help-centre.json:
// the help-centre API under /api/help-centre, the support API under /api/support and the banners
// API under /api/banners (docs/elements/fin-help-centre.md "Wire"). Each scope's tree is built from
// its categories: every category a branch, every article a content reference whose content kind
// cycles through steps, blocks and HTML. Feedback, incident states, page views and missing FAQs
// live as long as the server. The demo page is served on /help-centre and every path under it,
// so the element's routes survive a reload.
import { renderPage } from './pages.mjs';

const DEVICE_ID = 'x-device-id';
const SCOPES = ['business', 'retail', 'invest', 'crypto-exchange'];

const slug = (text) =>
  text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const problem = (reply, status, error, message) => reply.code(status).send({ error, message });

/**
 * The app deep link the steps' actions use, per category (mapped by src/shared/links.ts); each
 * scope has some, so every scope has numbered steps with a link action.
 */
const CATEGORY_LINKS = {
  cards: 'finapp://cards',
  'card-payments': 'finapp://transaction-list',
  'top-up': 'finapp://topup',
  transfers: 'finapp://transaction-list',
  trading: 'finapp://transaction-list',
  funds: 'finapp://topup',
  'buying-selling': 'finapp://transaction-list',
  deposits: 'finapp://topup',
};

function content(kind, title, category, sibling) {
  const topic = category.title.toLowerCase();
  const related = sibling ? `[${sibling.title}](finapp://faq?key=${sibling.key})` : 'the other articles in this topic';
  if (kind === 'steps') {
    return {
      type: 'INSTRUCTIONAL',
      steps: [
        { subheader: 'Open the app', description: 'Sign in and make sure you have the latest version; older versions may not show every option.' },
        { subheader: `Go to ${category.title}`, description: `Tap ${category.title} on the home screen. ${category.description}` },
        {
          subheader: 'Choose what you need',
          description: `Pick the option that matches "${title.replace(/\?$/, '')}" and follow the instructions on screen.`,
          ...(CATEGORY_LINKS[category.key] ? { action: { label: `Open ${category.title}`, link: CATEGORY_LINKS[category.key] } } : {}),
        },
        { subheader: 'Check the result', description: `Most changes show at once. If not, see ${related}.` },
      ],
      action: { label: 'Visit our status page', link: 'https://status.example.com' },
    };
  }
  if (kind === 'blocks') {
    return {
      type: 'INFORMATIONAL',
      blocks: [
        { type: 'PARAGRAPH', text: `${category.description} This article explains what to expect and what you can do yourself.` },
        { type: 'HEADER', text: 'What usually causes this' },
        {
          type: 'BULLET_LIST',
          items: [
            `A temporary check on your ${topic}, which clears on its own within a few hours.`,
            'Details that do not match what we have on file, such as your address or name.',
            `A limit on your plan; see ${related}.`,
          ],
        },
        { type: 'HEADER', text: 'What you can do' },
        { type: 'PARAGRAPH', text: 'Wait a few minutes and try again. If it still does not work, check [our status page](https://status.example.com) for anything that affects everyone, or [chat with us](finapp://chat).' },
      ],
    };
  }
  const link = sibling ? `<a href="/help-centre/faq/${sibling.urlPath}">${sibling.title}</a>` : 'the other articles in this topic';
  return {
    type: 'HTML',
    html:
      `<p>${category.description}</p>` +
      `<p><strong>In short:</strong> most questions about ${topic} are answered in the app, under <em>${category.title}</em>.</p>` +
      '<ul><li>Check the details you entered.</li><li>Make sure your app is up to date.</li><li>Try again after a few minutes.</li></ul>' +
      `<p>See also ${link}, or read <a href="https://status.example.com">our status page</a>.</p>`,
  };
}

const KINDS = ['steps', 'blocks', 'html', 'blocks', 'steps'];

/** scope → { tree, items: Map(key → item), articles: [{key, title, urlPath, category}] }. */
function buildScopes(data) {
  const scopes = new Map();
  for (const scope of SCOPES) {
    const items = new Map();
    const articles = [];
    const tree = (data.scopes[scope] ?? []).map((category) => {
      const nodes = category.articles.map((title) => {
        const key = `${category.key}.${slug(title)}`.slice(0, 80);
        return { key, title, type: 'CONTENT_REFERENCE', urlPath: `${category.key}/${slug(title)}`, children: [] };
      });
      nodes.forEach((node, index) => {
        const sibling = nodes[(index + 1) % nodes.length];
        items.set(node.key, {
          key: node.key,
          title: node.title,
          urlPath: node.urlPath,
          type: node.type,
          content: content(KINDS[index % KINDS.length], node.title, category, sibling),
          actions: [
            ...(index === 0 && category.chatCategory ? [{ label: `Open ${category.title}`, link: CATEGORY_LINKS[category.key] ?? 'https://status.example.com' }] : []),
            // The third article of a category with forms (the dispute one in card payments) offers them.
            ...(index === 2 ? (data.formActions?.[category.key] ?? []) : []),
          ],
          // A category's chat entry (§3.3): its entry suggestions and the form the chat shows first.
          ...(category.chatCategory ? { chat: { chatCategory: category.chatCategory, entrySuggestions: [], ...data.chatEntries?.[category.key] } } : {}),
        });
        articles.push({ key: node.key, title: node.title, category: category.key });
      });
      const branch = {
        key: category.key,
        title: category.title,
        type: 'BRANCH',
        urlPath: category.key,
        icon: category.icon,
        description: category.description,
        ...(category.chatCategory ? { chatCategory: category.chatCategory } : {}),
        children: nodes,
      };
      items.set(branch.key, { key: branch.key, title: branch.title, urlPath: branch.urlPath, type: 'BRANCH', actions: [] });
      return branch;
    });
    scopes.set(scope, { tree, items, articles });
  }
  return scopes;
}

/** Articles whose titles hold every word of the query, best (most words at the start) first. */
function searchArticles(articles, query) {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return articles
    .map((article) => ({ article, title: article.title.toLowerCase() }))
    .filter(({ title }) => words.every((word) => title.includes(word)))
    .sort((a, b) => a.title.indexOf(words[0]) - b.title.indexOf(words[0]))
    .map(({ article }) => article);
}

/** The title with the query in braces (the highlighted part, §3.3). */
function completion(title, query) {
  const at = title.toLowerCase().indexOf(query.toLowerCase());
  return at < 0 ? title : `${title.slice(0, at)}{${title.slice(at, at + query.length)}}${title.slice(at + query.length)}`;
}

const limitOf = (value, fallback) => {
  const limit = Number(value);
  return Number.isInteger(limit) && limit > 0 ? limit : fallback;
};

/** Chat ticket states the help centre lists as ACTIVE (§3.2); every other one is history, RESOLVED. */
const ACTIVE_CHAT_STATES = new Set(['open', 'assigned', 'awaiting_response']);

/** Ours: how many chats a user may have going at once before the chat decision refuses a new one. */
export const MAX_ACTIVE_CHATS = 10;

export default async function helpCentreRoutes(app, { demoDir, fixtures, hostOrigin, shared = {} }) {
  const data = fixtures['help-centre'];
  if (!data) return;
  const scopes = buildScopes(data);
  const incidents = JSON.parse(JSON.stringify(data.incidents));
  const feedbacks = new Map();
  let nextFeedback = 1;
  /** What the SDK reported: page views per key and missing FAQs, for demos and tests. */
  const log = { views: new Map(), missing: [] };

  const scopeOf = (request, reply) => {
    const scope = scopes.get(request.params.scope);
    if (!scope) problem(reply, 404, 'unknown_scope', `No scope ${request.params.scope}; use ${SCOPES.join(', ')}.`);
    return scope;
  };

  // Every call names its device (the help-centre headers, docs/helpcentre-api.md).
  app.addHook('onRequest', async (request, reply) => {
    if (!/^\/api\/(help-centre|support|banners)\//.test(request.url) || request.method === 'OPTIONS') return;
    if (!request.headers[DEVICE_ID]) return problem(reply, 400, 'missing_device_id', `The ${DEVICE_ID} header is required.`);
  });

  const hc = '/api/help-centre/support';
  app.get(`${hc}/faq-tree/v1/:scope`, async (request, reply) => scopeOf(request, reply)?.tree);
  app.get(`${hc}/faq/:scope/:faqKey`, async (request, reply) => {
    const scope = scopeOf(request, reply);
    if (!scope) return reply;
    const item = scope.items.get(request.params.faqKey);
    return item ?? problem(reply, 404, 'faq_not_found', `No FAQ ${request.params.faqKey} in ${request.params.scope}.`);
  });
  // The alternative tree: the top level with one level of children, and one node with its children.
  const shallow = (node) => ({ ...node, children: node.children.map((child) => ({ ...child, children: [] })) });
  app.get(`${hc}/faqs/:scope`, async (request, reply) => scopeOf(request, reply)?.tree.map(shallow));
  app.get(`${hc}/faqs/:scope/node/:faqKey`, async (request, reply) => {
    const scope = scopeOf(request, reply);
    if (!scope) return reply;
    const find = (nodes) => nodes.flatMap((node) => (node.key === request.params.faqKey ? [node] : find(node.children)))[0];
    const node = find(scope.tree);
    return node ? shallow(node) : problem(reply, 404, 'faq_not_found', `No FAQ node ${request.params.faqKey}.`);
  });
  app.post(`${hc}/faq/:scope/count`, async (request, reply) => {
    if (!scopeOf(request, reply)) return reply;
    const key = request.body?.key;
    if (typeof key !== 'string') return problem(reply, 400, 'missing_key', 'The body needs a key.');
    log.views.set(key, (log.views.get(key) ?? 0) + 1);
    return reply.code(204).send();
  });
  app.post(`${hc}/faq/:scope/not-found`, async (request, reply) => {
    if (!scopeOf(request, reply)) return reply;
    const { urlPath, source } = request.body ?? {};
    if (typeof urlPath !== 'string') return problem(reply, 400, 'missing_url_path', 'The body needs a urlPath.');
    log.missing.push({ scope: request.params.scope, urlPath, source });
    return reply.code(204).send();
  });
  app.get(`${hc}/faq-feedback-tags`, async () => ({ tags: data.feedbackTags }));
  app.get(`${hc}/faq-search/:scope`, async (request, reply) => {
    const scope = scopeOf(request, reply);
    if (!scope) return reply;
    const input = String(request.query.user_input ?? '').trim();
    // §5: an empty input is an empty result.
    const found = searchArticles(scope.articles, input).slice(0, limitOf(request.query.limit, 20));
    return { results: found.map(({ key, title }) => ({ key, title })) };
  });
  app.get(`${hc}/faq-search-completion/:scope`, async (request, reply) => {
    const scope = scopeOf(request, reply);
    if (!scope) return reply;
    const input = String(request.query.user_input ?? '').trim();
    const found = searchArticles(scope.articles, input).slice(0, limitOf(request.query.limit, 6));
    return { completions: found.map(({ title }) => completion(title, input)) };
  });
  app.get(`${hc}/search/suggestions`, async (request) => {
    const category = request.query.faqCategory;
    // Shared by the scopes that have suggestions: a category's first articles, else account and security.
    const all = [...scopes.values()].flatMap((scope) => scope.articles);
    const inCategory = all.filter((article) => article.category === (category || 'account-security'));
    const unique = [...new Map(inCategory.map((article) => [article.key, article])).values()].slice(0, 3);
    return { suggestions: unique.map(({ key, title }) => ({ title, deeplink: `finapp://faq?key=${encodeURIComponent(key)}` })) };
  });
  app.get(`${hc}/review-status`, async () => data.reviewStatus);

  // The user's requests (ours: §7.8 names the tickets service, not its path). A request is a chat
  // ticket of the user the registered identity names, so opening one in <fin-chat> (signed in with
  // that client id) shows its messages. The first call gives the user the fixtures' open requests.
  const withRequests = new Set();
  function requestsOf(identity) {
    const chat = shared.chatState;
    if (!withRequests.has(identity)) {
      withRequests.add(identity);
      chat.createSession(identity, false);
      for (const fixture of data.requests ?? []) {
        const ticket = chat.newTicket(identity, fixture);
        const at = new Date(Date.now() - fixture.daysAgo * 86_400_000).toISOString();
        ticket.agentId = fixture.agent;
        for (const [who, text] of fixture.messages) {
          const message = chat.addMessage(ticket, { fromClient: who === 'client', authorId: who === 'client' ? identity : fixture.agent, payloadType: 'text', payload: { text } });
          message.createdAt = message.updatedAt = at;
        }
        Object.assign(ticket, { state: fixture.state, unread: 0, createdAt: at, updatedAt: at });
      }
    }
    return chat.ticketsOf(identity);
  }

  app.get(`${hc}/tickets`, async (request, reply) => {
    const identity = request.headers['x-registered-identity-id'];
    if (!identity) return problem(reply, 401, 'not_authorised', 'The x-registered-identity-id header names whose requests to list.');
    if (!shared.chatState) return problem(reply, 503, 'no_chat', 'The chat server is not running.');
    const tickets = requestsOf(identity).map((ticket) => ({
      id: ticket.id,
      state: ACTIVE_CHAT_STATES.has(ticket.state) ? 'ACTIVE' : 'RESOLVED',
      updatedAt: ticket.updatedAt,
      title: ticket.title,
    }));
    return { tickets };
  });

  // §7.8 chat decision (path ours, docs/elements/fin-help-centre.md): the user's active request of
  // the category asked is continued (openNew false with its id); with none a new chat opens; a user
  // with MAX_ACTIVE_CHATS active requests may open no other (neither: the element's error toast, §5).
  // No category (null) or no registered identity (a visitor) always opens a new chat.
  app.get('/api/support/chat-decision', async (request, reply) => {
    const identity = request.headers['x-registered-identity-id'];
    const category = typeof request.query.category === 'string' && request.query.category ? request.query.category : undefined;
    if (!identity || !category) return { openNew: true };
    if (!shared.chatState) return problem(reply, 503, 'no_chat', 'The chat server is not running.');
    const active = requestsOf(identity).filter((ticket) => ACTIVE_CHAT_STATES.has(ticket.state));
    const same = active.filter((ticket) => ticket.category === category).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0];
    if (same) return { openNew: false, ticketId: same.id };
    return active.length >= MAX_ACTIVE_CHATS ? { openNew: false } : { openNew: true };
  });

  app.get('/api/support/feedbacks/faq/:id', async (request) => {
    // No vote yet is score 0 (none, §3.3).
    return feedbacks.get(request.params.id) ?? { score: 0, tags: [] };
  });
  app.post('/api/support/feedbacks/faq/:id', async (request, reply) => {
    const { score, tags = [] } = request.body ?? {};
    if (![1, -1, 0].includes(score) || !Array.isArray(tags)) return problem(reply, 400, 'bad_feedback', 'score is 1, -1 or 0; tags a list.');
    const feedback = { id: `FB-${nextFeedback++}`, faqKey: request.params.id, score, tags };
    feedbacks.set(request.params.id, feedback);
    return { id: feedback.id };
  });
  app.patch('/api/support/feedbacks/:id', async (request, reply) => {
    const feedback = [...feedbacks.values()].find((entry) => entry.id === request.params.id);
    if (!feedback) return problem(reply, 404, 'no_feedback', `No feedback ${request.params.id}.`);
    const { score, comment, tags } = request.body ?? {};
    if (typeof comment === 'string' && comment.length > 1000) return problem(reply, 400, 'comment_too_long', 'A comment is at most 1000 characters.');
    Object.assign(feedback, { score: score ?? feedback.score, comment, tags: Array.isArray(tags) ? tags : feedback.tags });
    return reply.code(204).send();
  });

  app.get('/api/banners/incidents', async () => ({ incidents }));
  app.post('/api/banners/incidents/:id/subscribe', async (request, reply) => {
    const incident = incidents.find((entry) => entry.id === request.params.id);
    if (!incident) return problem(reply, 404, 'no_incident', `No incident ${request.params.id}.`);
    incident.state = 'subscribed';
    return reply.code(204).send();
  });
  app.post('/api/banners/incidents/:id/close', async (request, reply) => {
    const index = incidents.findIndex((entry) => entry.id === request.params.id);
    if (index < 0) return problem(reply, 404, 'no_incident', `No incident ${request.params.id}.`);
    incidents.splice(index, 1);
    return reply.code(204).send();
  });

  // What the SDK reported, for the demo and the end-to-end tests.
  app.get('/__help-centre/log', async () => ({ views: Object.fromEntries(log.views), missing: log.missing, feedbacks: [...feedbacks.values()] }));

  // The demo page on every route of the help centre, so a reload on a deep route works.
  app.get('/help-centre/*', async (_request, reply) => {
    const { html, csp } = renderPage(demoDir, 'help-centre', { ssoOrigin: hostOrigin() ?? '' });
    return reply.header('content-security-policy', csp).type('text/html; charset=utf-8').send(html);
  });
}
