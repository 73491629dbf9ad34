// The transaction picker's listings (§7 Transaction listing, HTTP variant; paths in
// docs/forms-wire.md) over demo/server/listings/transactions.mjs: one business's ~2,000
// transactions over 13 months, made when the server starts.
//   GET /api/forms/{flowId}/items/{itemId}/transactions   one page, keyed by createdBefore
//   GET /api/transactions/legacy                           getTransactionsLegacy (count, from, to, mcc, chargebackEligible)
import { makeTransactions, matching, transactionPage } from '../listings/transactions.mjs';

export default async function transactionRoutes(app, { fixtures }) {
  const flows = fixtures.forms?.flows ?? {};
  const rows = makeTransactions(Date.now());

  app.get('/api/forms/:flowId/items/:itemId/transactions', async (request, reply) => {
    if (!Object.hasOwn(flows, request.params.flowId)) return reply.code(404).send({ error: 'not_found', message: 'No such form.' });
    const { query } = request;
    if (typeof query.createdBefore !== 'string' || Number.isNaN(Date.parse(query.createdBefore))) {
      return reply.code(400).send({ error: 'invalid_request', message: 'createdBefore must be an ISO 8601 date-time.' });
    }
    return transactionPage(rows, query);
  });

  app.get('/api/transactions/legacy', async (request, reply) => {
    const { count, from, to } = request.query;
    const size = Number(count);
    if (!Number.isInteger(size) || size < 1 || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) {
      return reply.code(400).send({ error: 'invalid_request', message: 'count, from and to are required.' });
    }
    const inRange = matching(rows, request.query).filter((row) => row.createdDate >= new Date(from).toISOString() && row.createdDate < new Date(to).toISOString());
    return { transactions: inRange.slice(0, size) };
  });
}
