// The accounts API the help centre's troubleshooters read (sso-chat-help-centre.md §7.8 "current
// user cards (optional limit), all transactions per filter"; paths ours, docs/elements/fin-help-centre.md
// "Host-supplied services"), from demo/fixtures/accounts.json:
//   GET /api/accounts/cards?limit                                       {cards: [{id, name, last4}]}
//   GET /api/accounts/cards/{id}                                        {id, name, last4}, 404 no_card
//   GET /api/accounts/transactions?count&types&feeCode&merchantTransaction[&createdBefore]
//                                       {transactions: [{id, createdDate, title, type, amount, currency}]}, newest first
//   GET /api/accounts/transactions/{id}   {id, createdDate, title, type, amount, currency}, 404 no_transaction
// (one entity by id: 'Select an issue' opened from a link, with no navigation state to show it from)
// Each fixture transaction is placed daysAgo days before the server started, at its time (UTC), so
// the lists always look recent. The rows are shared with the troubleshooter (shared.accounts).

const TYPES = ['TRANSFER', 'TOPUP', 'TRADE', 'EXCHANGE', 'FEE', 'CARD_PAYMENT', 'CARD_REFUND', 'CASHBACK_REVERSAL', 'CASHBACK', 'ATM'];
const DAY_MS = 86_400_000;

const problem = (reply, status, error, message) => reply.code(status).send({ error, message });
const listOf = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The fixture's transactions with ids and dates, newest first. */
export function makeAccountTransactions(fixture, now) {
  const today = new Date(now);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return fixture.transactions
    .map((row, index) => {
      const { daysAgo, time, ...rest } = row;
      const [hours, minutes] = time.split(':').map(Number);
      // Today's rows never lie in the future: at most one minute before now.
      const at = Math.min(midnight - daysAgo * DAY_MS + (hours * 60 + minutes) * 60_000, now - (index + 1) * 60_000);
      return { id: `hc-tx-${String(index + 1).padStart(3, '0')}`, createdDate: new Date(at).toISOString(), ...rest };
    })
    .sort((a, b) => b.createdDate.localeCompare(a.createdDate));
}

/** §3.3 Transaction filter: the types, and when given the fee code and whether the business was the merchant. */
export function filterTransactions(rows, { types, feeCode, merchantTransaction }) {
  const wanted = listOf(types);
  const merchant = merchantTransaction === undefined ? undefined : merchantTransaction === 'true';
  return rows.filter(
    (row) =>
      (wanted.length === 0 || wanted.includes(row.type)) &&
      (feeCode === undefined || row.feeCode === feeCode) &&
      (merchant === undefined || Boolean(row.merchantTransaction) === merchant),
  );
}

const wire = ({ id, createdDate, title, type, amount, currency }) => ({ id, createdDate, title, type, amount, currency });

export default async function accountRoutes(app, { fixtures, shared = {} }) {
  const data = fixtures.accounts;
  if (!data) return;
  const cards = data.cards;
  const transactions = makeAccountTransactions(data, Date.now());
  shared.accounts = {
    card: (id) => cards.find((card) => card.id === id),
    transaction: (id) => transactions.find((row) => row.id === id),
  };

  // The same headers as the help-centre API: every call names its device.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/accounts/') || request.method === 'OPTIONS') return;
    if (!request.headers['x-device-id']) return problem(reply, 400, 'missing_device_id', 'The x-device-id header is required.');
  });

  app.get('/api/accounts/cards', async (request, reply) => {
    const { limit } = request.query;
    if (limit === undefined) return { cards };
    const size = Number(limit);
    if (!Number.isInteger(size) || size < 1) return problem(reply, 400, 'invalid_limit', 'limit is a positive whole number.');
    return { cards: cards.slice(0, size) };
  });

  app.get('/api/accounts/cards/:id', async (request, reply) => {
    const card = cards.find((entry) => entry.id === request.params.id);
    return card ?? problem(reply, 404, 'no_card', `No card ${request.params.id}.`);
  });

  app.get('/api/accounts/transactions/:id', async (request, reply) => {
    const row = transactions.find((entry) => entry.id === request.params.id);
    return row ? wire(row) : problem(reply, 404, 'no_transaction', `No transaction ${request.params.id}.`);
  });

  app.get('/api/accounts/transactions', async (request, reply) => {
    const { count, types, feeCode, merchantTransaction, createdBefore } = request.query;
    const size = Number(count);
    if (!Number.isInteger(size) || size < 1) return problem(reply, 400, 'invalid_count', 'count is a positive whole number.');
    const unknown = listOf(types).filter((type) => !TYPES.includes(type));
    if (unknown.length) return problem(reply, 400, 'unknown_type', `Unknown transaction type ${unknown.join(', ')}; use ${TYPES.join(', ')}.`);
    if (merchantTransaction !== undefined && !['true', 'false'].includes(merchantTransaction)) return problem(reply, 400, 'invalid_merchant_transaction', 'merchantTransaction is true or false.');
    if (createdBefore !== undefined && Number.isNaN(Date.parse(createdBefore))) return problem(reply, 400, 'invalid_created_before', 'createdBefore is an ISO 8601 date-time.');
    // The transactions list's next page: only those older than the last one shown.
    const older = createdBefore === undefined ? transactions : transactions.filter((row) => row.createdDate < new Date(createdBefore).toISOString());
    return { transactions: filterTransactions(older, { types, feeCode, merchantTransaction }).slice(0, size).map(wire) };
  });
}
