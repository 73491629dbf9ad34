// The help-centre calls of the ticket widget (forms-tickets-tracker.md §7 "Help-centre HTTP
// client"), from demo/fixtures/tickets.json. Wire shapes: docs/helpcentre-api.md.
//
// Action requests succeed and move the ticket on (its current step is done, the next one is
// current), or fail on demand: a path with ?fail=N fails its first N calls, ?fail=always
// every call. The state lives as long as the server.

const DEVICE_ID = 'x-device-id';

function problem(reply, status, error, message) {
  return reply.code(status).send({ error, message });
}

/** The current step of the ticket's first timeline is done; the next one becomes current. */
function advance(ticket) {
  for (const section of ticket.sections) {
    const timeline = section.items.find((item) => item.type === 'WIDGET_PROGRESSION');
    if (!timeline) continue;
    const step = timeline.steps[timeline.currentStepIndex];
    if (step) step.lineStyle = 'SOLID';
    if (timeline.currentStepIndex < timeline.steps.length - 1) timeline.currentStepIndex += 1;
    return;
  }
}

export default async function ticketRoutes(app, { fixtures }) {
  const data = fixtures.tickets ?? { tickets: {}, chargebacks: {} };
  const tickets = new Map(Object.entries(JSON.parse(JSON.stringify(data.tickets))));
  const chargebacks = new Map(Object.entries(data.chargebacks));
  /** ticket id → how many times it was marked seen. */
  const seen = new Map();
  /** method + path → calls so far, for ?fail=N. */
  const calls = new Map();

  // Every help-centre call names its device (spec §6: a device fingerprint, sent as a header).
  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/helpcentre/') || request.method === 'OPTIONS') return;
    if (!request.headers[DEVICE_ID]) return problem(reply, 400, 'missing_device_id', `The ${DEVICE_ID} header is required.`);
  });

  app.get('/helpcentre/tickets/:ticketId', async (request, reply) => {
    const ticket = tickets.get(request.params.ticketId);
    if (!ticket) return problem(reply, 404, 'ticket_not_found', `No ticket ${request.params.ticketId}.`);
    return { ...ticket, seen: seen.has(request.params.ticketId) };
  });

  app.post('/helpcentre/tickets/:ticketId/seen', async (request, reply) => {
    const { ticketId } = request.params;
    if (!tickets.has(ticketId)) return problem(reply, 404, 'ticket_not_found', `No ticket ${ticketId}.`);
    seen.set(ticketId, (seen.get(ticketId) ?? 0) + 1);
    return reply.code(204).send();
  });

  // The form host's getTicketProgress (forms spec §7; path docs/forms-wire.md "Ticket progress"): the
  // ticket's progression as §3 Ticket progress, from its WIDGET_PROGRESSION widget, as it stands now.
  app.get('/api/tickets/:ticketId/progress', async (request, reply) => {
    const ticket = tickets.get(request.params.ticketId);
    if (!ticket) return problem(reply, 404, 'ticket_not_found', `No ticket ${request.params.ticketId}.`);
    const widget = ticket.sections?.flatMap((section) => section.items ?? []).find((item) => item.type === 'WIDGET_PROGRESSION');
    if (!widget) return problem(reply, 404, 'no_progress', `Ticket ${request.params.ticketId} has no progress.`);
    const steps = widget.steps.map(({ title, description, date, lineStyle, stepColor }) => ({ title, description, date, lineStyle, stepColor }));
    return { headerTitle: widget.headerTitle, currentStepIndex: widget.currentStepIndex, steps };
  });

  app.get('/helpcentre/tickets/v2/latest/origin-entities/:transactionId/sections', async (request, reply) => {
    const { entityType, ticketType } = request.query;
    if (entityType !== 'TRANSACTION' || ticketType !== 'CHARGEBACK') {
      return problem(reply, 400, 'bad_query', 'entityType=TRANSACTION and ticketType=CHARGEBACK are required.');
    }
    const chargeback = chargebacks.get(request.params.transactionId);
    if (!chargeback) return problem(reply, 404, 'no_chargeback', `Transaction ${request.params.transactionId} has no chargeback.`);
    return chargeback;
  });

  app.route({
    method: ['DELETE', 'PATCH', 'POST', 'PUT'],
    url: '/helpcentre/tickets/:ticketId/actions/:action',
    handler: async (request, reply) => {
      const { ticketId } = request.params;
      const ticket = tickets.get(ticketId);
      if (!ticket) return problem(reply, 404, 'ticket_not_found', `No ticket ${ticketId}.`);
      const hasBody = request.body !== undefined && request.body !== null;
      if (request.method === 'DELETE' && hasBody) return problem(reply, 400, 'unexpected_body', 'DELETE takes no body.');
      if (request.method !== 'DELETE' && !hasBody) return problem(reply, 400, 'missing_body', `${request.method} needs a JSON body.`);
      const key = `${request.method} ${request.url}`;
      const count = (calls.get(key) ?? 0) + 1;
      calls.set(key, count);
      const fail = request.query.fail;
      if (fail === 'always' || (fail !== undefined && count <= Number(fail))) {
        return problem(reply, 500, 'action_failed', `The action ${request.params.action} failed (call ${count}).`);
      }
      advance(ticket);
      return { status: 'DONE', action: request.params.action };
    },
  });
}
