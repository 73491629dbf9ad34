// Ticket routes: summary, decision (next), list, one, history, create (idempotent by its
// Idempotency-Key header; §7.2's tags, context, titleKey, faqPath, localisedFaqPath, category and
// externalRef, the host's reference, kept as given), in-app-call, resolve/close/dismiss, resolution, ratings, experience tags,
// rate-experience, action suggestions, submit-action, internal requests and their answers.
import { fail, ownedTicket, requireClient } from '../../chat/http.mjs';
import { ACTIVE_STATES } from '../../chat/state.mjs';

const HISTORY_STATES = new Set(['closed', 'closed_and_rated', 'canceled']);

export default async function ticketRoutes(app, { state }) {
  const owned = (request, reply) => ownedTicket(state, request, reply);

  function create(request, reply, fields) {
    const session = requireClient(request, reply);
    if (!session) return reply;
    const body = request.body ?? {};
    // §7.2: the page's fields are top-level strings beside tags and context.
    for (const name of ['titleKey', 'faqPath', 'localisedFaqPath', 'category', 'externalRef']) {
      if (body[name] !== undefined && typeof body[name] !== 'string') return fail(reply, 400, 'bad_ticket', `${name} is a string.`);
    }
    if (body.tags !== undefined && (!Array.isArray(body.tags) || body.tags.some((tag) => typeof tag !== 'string'))) return fail(reply, 400, 'bad_ticket', 'tags is a list of strings.');
    const key = request.headers['idempotency-key'];
    const existing = key && state.ticketsOf(session.clientId).find((ticket) => ticket.idempotencyKey === key);
    if (existing) return state.wireTicket(existing);
    const ticket = state.newTicket(session.clientId, { title: body.titleKey ?? fields.title, category: body.category, externalRef: body.externalRef });
    ticket.idempotencyKey = key;
    ticket.context = body.context;
    ticket.tags = body.tags ?? [];
    Object.assign(ticket, { titleKey: body.titleKey, faqPath: body.faqPath, localisedFaqPath: body.localisedFaqPath });
    state.addMessage(ticket, { fromClient: false, authorId: state.fixtures.chatbot.id, payloadType: 'initialized', payload: {}, kind: 'service' });
    return reply.code(201).send(state.wireTicket(ticket));
  }

  app.get('/tickets/summary', async (request, reply) => {
    const session = requireClient(request, reply);
    if (!session) return reply;
    const tickets = state.ticketsOf(session.clientId);
    return { unread: tickets.reduce((sum, ticket) => sum + ticket.unread, 0), active: tickets.filter((ticket) => ACTIVE_STATES.has(ticket.state)).length };
  });

  app.get('/tickets/next', async (request, reply) => {
    const session = requireClient(request, reply);
    if (!session) return reply;
    const { category } = request.query;
    const open = state.ticketsOf(session.clientId).find((ticket) => ACTIVE_STATES.has(ticket.state) && (!category || ticket.category === category));
    return open ? { openNew: false, ticketId: open.id } : { openNew: true };
  });

  app.get('/tickets', async (request, reply) => {
    const session = requireClient(request, reply);
    if (!session) return reply;
    return state.ticketsOf(session.clientId).filter((ticket) => !HISTORY_STATES.has(ticket.state)).map(state.wireTicket);
  });

  app.get('/tickets/history', async (request, reply) => {
    const session = requireClient(request, reply);
    if (!session) return reply;
    const limit = Math.min(Number(request.query.limit) || 20, 100);
    const history = state
      .ticketsOf(session.clientId)
      .filter((ticket) => HISTORY_STATES.has(ticket.state))
      .sort((a, b) => (a.id < b.id ? 1 : -1));
    const { before } = request.query;
    return history.filter((ticket) => !before || ticket.id < before).slice(0, limit).map(state.wireTicket);
  });

  app.post('/tickets', async (request, reply) => create(request, reply, { title: 'Chat with support' }));
  app.post('/tickets/in-app-call', async (request, reply) => create(request, reply, { title: 'Call with support' }));

  app.get('/tickets/:id', async (request, reply) => {
    const ticket = owned(request, reply);
    return ticket ? state.wireTicket(ticket) : reply;
  });

  const transition = (to, payloadType) => async (request, reply) => {
    const ticket = owned(request, reply);
    if (!ticket) return reply;
    if (to === 'dismiss') {
      ticket.clientDismissedAt = state.stamp();
      return reply.code(204).send();
    }
    if (!ACTIVE_STATES.has(ticket.state) && !(to === 'closed' && ticket.state === 'resolved')) {
      return fail(reply, 409, 'not_active', `Ticket ${ticket.id} is ${ticket.state}.`);
    }
    ticket.state = to;
    state.addMessage(ticket, { fromClient: false, authorId: ticket.agentId ?? state.fixtures.chatbot.id, payloadType, payload: {}, kind: 'service' });
    return reply.code(204).send();
  };
  app.post('/tickets/:id/resolve', transition('resolved', 'resolved'));
  app.post('/tickets/:id/close', transition('closed', 'closed'));
  app.post('/tickets/:id/dismiss', transition('dismiss'));

  app.get('/tickets/:id/resolution', async (request, reply) => {
    const ticket = owned(request, reply);
    if (!ticket) return reply;
    return { state: ticket.state, resolvedBy: ticket.agentId ?? state.fixtures.chatbot.id, rating: ticket.rating };
  });

  app.get('/tickets/:id/ratings', async (request, reply) => (owned(request, reply) ? { ratings: state.fixtures.ratings } : reply));
  app.get('/tickets/:id/experience-tags', async (request, reply) => (owned(request, reply) ? { tags: state.fixtures.experienceTags } : reply));

  app.post('/tickets/:id/rate-experience', async (request, reply) => {
    const ticket = owned(request, reply);
    if (!ticket) return reply;
    const { experience, tags = [], feedback = '' } = request.body ?? {};
    if (!state.fixtures.ratings.some((option) => option.experience === experience)) return fail(reply, 400, 'bad_rating', 'experience is one of the rating options.');
    if (!Array.isArray(tags) || typeof feedback !== 'string') return fail(reply, 400, 'bad_rating', 'tags is a list and feedback a string.');
    if (!['resolved', 'closed'].includes(ticket.state)) return fail(reply, 409, 'not_rateable', `Ticket ${ticket.id} is ${ticket.state}.`);
    ticket.rating = experience;
    ticket.state = 'closed_and_rated';
    state.addMessage(ticket, { fromClient: true, authorId: ticket.clientId, payloadType: 'rated', payload: { rating: experience }, kind: 'service' });
    return reply.code(204).send();
  });

  app.get('/tickets/:id/action-suggestions', async (request, reply) => {
    const ticket = owned(request, reply);
    return ticket ? ticket.actions.filter((action) => action.state === 'Pending') : reply;
  });

  app.post('/tickets/:id/submit-action', async (request, reply) => {
    const ticket = owned(request, reply);
    if (!ticket) return reply;
    const action = ticket.actions.find((candidate) => candidate.actionId === request.body?.actionId);
    if (!action) return fail(reply, 404, 'not_found', 'No such action.');
    action.state = 'Answered';
    state.addMessage(ticket, { fromClient: true, authorId: ticket.clientId, payloadType: 'actionSubmitted', payload: { actionTitle: action.title }, kind: 'service' });
    return reply.code(204).send();
  });

  app.get('/tickets/:id/internal-requests', async (request, reply) => {
    const ticket = owned(request, reply);
    return ticket ? ticket.internalRequests : reply;
  });

  app.post('/internal-requests/:requestId/answer', async (request, reply) => {
    const session = requireClient(request, reply);
    if (!session) return reply;
    const ticket = state.ticketsOf(session.clientId).find((candidate) => candidate.internalRequests.some((item) => item.id === request.params.requestId));
    const item = ticket?.internalRequests.find((candidate) => candidate.id === request.params.requestId);
    if (!item) return fail(reply, 404, 'not_found', 'No such internal request.');
    let choices;
    try {
      choices = JSON.parse(request.body?.get?.('body') ?? 'null')?.choices;
    } catch {
      choices = undefined;
    }
    const buttons = item.preview.controls.buttons.map((button) => button.buttonId);
    if (!Array.isArray(choices) || choices.length === 0 || choices.some((choice) => !buttons.includes(choice))) {
      return fail(reply, 400, 'bad_answer', `The multipart field "body" is {"choices": [one of ${buttons.join(', ')}]}.`);
    }
    item.state = 'answered';
    const text = item.preview.controls.buttons.find((button) => button.buttonId === choices[0]).text;
    state.addMessage(ticket, { fromClient: true, authorId: ticket.clientId, payloadType: 'text', payload: { text } });
    return reply.code(204).send();
  });
}
