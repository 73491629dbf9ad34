// The form pickers' listings (issue 16; docs/forms-wire.md "Listings"): entities paged by
// createdSince, the user's cards, the entities summary, and the currencies and dial codes that
// flow fixtures ask for with '*' (src/forms/core/listings.ts calls these paths).
export const ENTITIES_PAGE_SIZE = 15;

const notFound = (reply, flowId) => reply.code(404).send({ error: 'not_found', message: `There is no form "${flowId}".` });

/** The fixture lists a flow item asks for with '*': every currency, every dial code. */
export function expandListings(item, listings) {
  if (item.type === 'MONEY_INPUT' || item.type === 'CURRENCY_SELECTION') {
    if (item.currencies === '*') item.currencies = listings?.currencies ?? [];
  }
  if (item.type === 'PHONE_INPUT' && item.phoneCountries === '*') item.phoneCountries = listings?.phoneCountries ?? [];
  return item;
}

/** Entities created strictly before `createdSince` (newest first), one page, and the next page's key. */
export function entitiesPage(entities, createdSince) {
  const older = createdSince ? entities.filter((entity) => entity.createdDate < createdSince) : entities;
  const rows = older.slice(0, ENTITIES_PAGE_SIZE);
  const last = older.length <= ENTITIES_PAGE_SIZE;
  return { entities: rows, last, ...(rows.length > 0 ? { createdSince: rows.at(-1).createdDate } : {}) };
}

/** §7: each parameter value wrapped in a list. */
const wrapped = (parameters) =>
  typeof parameters === 'object' && parameters !== null && !Array.isArray(parameters) && Object.values(parameters).every((value) => Array.isArray(value) && value.every((entry) => typeof entry === 'string'));

export function entitiesSummary(entities, parameters) {
  const ids = parameters.entityIds ?? [];
  const chosen = entities.filter((entity) => ids.includes(entity.id));
  const rows = chosen.map((entity) => ({ title: entity.title, value: entity.description, description: entity.secondaryDescription }));
  return { title: chosen.length === 1 ? '1 payee' : `${chosen.length} payees`, rows };
}

export default async function formListingRoutes(app, { fixtures }) {
  const flows = fixtures.forms?.flows ?? {};
  const listings = fixtures['form-listings'] ?? { currencies: [], phoneCountries: [], entities: [], cards: [] };
  const known = (flowId) => Object.hasOwn(flows, flowId);

  app.get('/api/forms/:flowId/items/:itemId/entities', async (request, reply) => {
    if (!known(request.params.flowId)) return notFound(reply, request.params.flowId);
    const { createdSince } = request.query ?? {};
    return entitiesPage(listings.entities, typeof createdSince === 'string' && createdSince ? createdSince : undefined);
  });

  app.get('/api/forms/:flowId/items/:itemId/cards', async (request, reply) => {
    if (!known(request.params.flowId)) return notFound(reply, request.params.flowId);
    return { cards: listings.cards };
  });

  app.get('/api/forms/:flowId/items/:itemId/cards/:cardId', async (request, reply) => {
    if (!known(request.params.flowId)) return notFound(reply, request.params.flowId);
    const card = listings.cards.find((entry) => entry.id === request.params.cardId);
    return card ?? reply.code(404).send({ error: 'not_found', message: `There is no card "${request.params.cardId}".` });
  });

  app.post('/api/forms/:flowId/entitiesSummary', async (request, reply) => {
    if (!known(request.params.flowId)) return notFound(reply, request.params.flowId);
    const { itemId, parameters } = request.body ?? {};
    if (typeof itemId !== 'string' || !wrapped(parameters)) {
      return reply.code(400).send({ error: 'bad_request', message: 'Send {itemId, parameters}, each parameter value a list of strings.' });
    }
    return entitiesSummary(listings.entities, parameters);
  });
}
