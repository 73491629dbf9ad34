// Message routes: transcript pages (since / before), read, text, structured and upload sends
// (idempotent by correlationId), their ticketless variants for visitors who are not signed in,
// and the greeting. docs/chat-core.md describes the cursors and the idempotency rule.
import { fail, ownedTicket, sessionCookie, uploadSrc } from '../../chat/http.mjs';

const UPLOAD_LIMIT = 10_485_760;
const ACCEPTED = /^(image\/[\w.+-]+|application\/pdf)$/;

function page(request) {
  const limit = Number(request.query.limit ?? 50);
  return Number.isInteger(limit) && limit > 0 && limit <= 200 ? limit : undefined;
}

export default async function messageRoutes(app, { state, bot }) {
  const owned = (request, reply) => ownedTicket(state, request, reply);

  app.get('/tickets/:id/messages', async (request, reply) => {
    const ticket = owned(request, reply);
    if (!ticket) return reply;
    const limit = page(request);
    if (!limit) return fail(reply, 400, 'bad_limit', 'limit is a whole number from 1 to 200.');
    const { since } = request.query;
    // Without since: the latest page. With since (a message id): the first page after it.
    return since ? ticket.messages.filter((message) => message.id > since).slice(0, limit) : ticket.messages.slice(-limit);
  });

  app.get('/tickets/:id/messages/history', async (request, reply) => {
    const ticket = owned(request, reply);
    if (!ticket) return reply;
    const limit = page(request);
    if (!limit) return fail(reply, 400, 'bad_limit', 'limit is a whole number from 1 to 200.');
    const { before } = request.query;
    return ticket.messages.filter((message) => !before || message.id < before).slice(-limit);
  });

  app.post('/tickets/:id/messages/read', async (request, reply) => {
    const ticket = owned(request, reply);
    if (!ticket) return reply;
    ticket.unread = 0;
    state.push(ticket.clientId, { type: 'read', payload: { ticketId: ticket.id } });
    return reply.code(204).send();
  });

  /** Stores the client's message once per correlationId; a repeat returns the first copy. */
  function receive(ticket, request, reply, make) {
    const { correlationId, preventEscalation } = request.query;
    if (typeof correlationId !== 'string' || !correlationId) return fail(reply, 400, 'bad_correlation', 'correlationId is required.');
    const known = ticket.messages.find((message) => message.correlationId === correlationId);
    if (known) return known;
    if (!['open', 'assigned', 'awaiting_response', 'resolved'].includes(ticket.state)) return fail(reply, 409, 'not_active', `Ticket ${ticket.id} is ${ticket.state}.`);
    const made = make();
    if (made.error) return fail(reply, made.status, made.error, made.message);
    const message = state.addMessage(ticket, { fromClient: true, authorId: ticket.clientId, correlationId, ...made });
    bot.onClientMessage(ticket, made.payload.text ?? made.payload.fileName ?? '', { preventEscalation: preventEscalation === 'true' });
    return message;
  }

  const text = (request) => () => {
    const value = request.body?.text;
    if (typeof value !== 'string' || !value.trim()) return { status: 400, error: 'bad_text', message: 'text is a non-empty string.' };
    return { payloadType: 'text', payload: { text: value } };
  };

  const structured = (request) => () => {
    try {
      return { payloadType: 'structure', payload: { content: JSON.parse(request.body?.get?.('content')) } };
    } catch {
      return { status: 400, error: 'bad_structure', message: 'The multipart field "content" is JSON.' };
    }
  };

  const upload = (request) => () => {
    const file = request.body?.get?.('file');
    if (!file || typeof file === 'string') return { status: 400, error: 'bad_upload', message: 'The multipart field "file" is a file.' };
    if (!ACCEPTED.test(file.type)) return { status: 415, error: 'bad_type', message: 'Images and PDF only.' };
    if (file.size > UPLOAD_LIMIT) return { status: 413, error: 'too_large', message: 'File size should not exceed 10Mb' };
    const id = state.nextId('u');
    state.uploads.set(id, { id, fileName: file.name, mediaType: file.type, bytes: file.arrayBuffer() });
    return { payloadType: 'upload', payload: { uploadId: id, mediaType: file.type, fileName: file.name, src: uploadSrc(id) } };
  };

  const kinds = { text, structured, upload };
  for (const [kind, make] of Object.entries(kinds)) {
    app.post(`/tickets/:id/messages/${kind}`, async (request, reply) => {
      const ticket = owned(request, reply);
      return ticket ? receive(ticket, request, reply, make(request)) : reply;
    });
    // Not signed in: the server opens a guest (anonymous) session and a ticket for the visitor.
    app.post(`/messages/${kind}`, async (request, reply) => {
      let session = request.chatSession;
      if (!session) {
        const sid = state.createSession(state.newAnonymousId(), true, ['guest']);
        session = state.session(sid);
        reply.header('set-cookie', sessionCookie(sid));
      }
      const ticket = state.ticketsOf(session.clientId).find((candidate) => candidate.state !== 'closed') ?? state.newTicket(session.clientId, {});
      return receive(ticket, request, reply, make(request));
    });
  }

  app.get('/greeting-messages', async () => ({ messages: state.fixtures.greeting, authorId: state.fixtures.chatbot.id }));
}
