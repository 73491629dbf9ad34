// The reference chat server's state: sessions, clients, tickets with their messages, uploads,
// internal requests and the sockets listening per client. Everything lives in memory for the
// life of the server; ids are monotonic so they sort in creation order (docs/chat-core.md).
import { randomBytes } from 'node:crypto';

export const ACTIVE_STATES = new Set(['open', 'assigned', 'awaiting_response']);

const pad = (n) => String(n).padStart(9, '0');

export function createChatState({ fixtures, now = () => Date.now() }) {
  const sessions = new Map();
  const clients = new Map();
  const tickets = new Map();
  const uploads = new Map();
  const listeners = new Map();
  const agents = new Map([[fixtures.chatbot.id, fixtures.chatbot], ...fixtures.agents.map((agent) => [agent.id, agent])]);
  let seq = 0;
  let lastTime = 0;

  const nextId = (prefix) => `${prefix}${pad(++seq)}`;
  /** Never earlier than the previous timestamp, so createdAt order is id order. */
  const stamp = () => {
    lastTime = Math.max(lastTime + 1, now());
    return new Date(lastTime).toISOString();
  };

  function agentSummary(id) {
    const agent = agents.get(id);
    return agent && { id: agent.id, name: agent.name, chatbot: !!agent.chatbot, avatarSrc: `/api/chat/agents/${agent.id}/avatar.svg` };
  }

  function wireTicket(ticket) {
    const last = ticket.messages.at(-1);
    return {
      id: ticket.id,
      state: ticket.state,
      unread: ticket.unread,
      rating: ticket.rating,
      createdAt: ticket.createdAt,
      updatedAt: ticket.updatedAt,
      clientDismissedAt: ticket.clientDismissedAt,
      title: ticket.title,
      category: ticket.category,
      externalRef: ticket.externalRef,
      agent: ticket.agentId ? agentSummary(ticket.agentId) : undefined,
      assigned: !!ticket.agentId,
      closeable: ACTIVE_STATES.has(ticket.state),
      readOnly: !ACTIVE_STATES.has(ticket.state),
      lastMessage: last ? { createdAt: last.createdAt } : undefined,
      lastCall: ticket.lastCall ? { ...ticket.lastCall, agentId: ticket.agentId } : undefined,
      // Not shown in the spec: when an agent last read the client's messages (docs/chat-core.md).
      agentReadAt: ticket.agentReadAt,
    };
  }

  function push(clientId, frame) {
    for (const send of listeners.get(clientId) ?? []) send(frame);
  }

  function ensureClient(clientId, anonymous, tags = []) {
    let client = clients.get(clientId);
    if (!client) {
      client = { clientId, anonymous, tags, seeded: false };
      clients.set(clientId, client);
    }
    return client;
  }

  function newTicket(clientId, fields = {}) {
    const at = stamp();
    const ticket = {
      id: nextId('t'),
      clientId,
      state: 'open',
      unread: 0,
      rating: undefined,
      createdAt: at,
      updatedAt: at,
      clientDismissedAt: undefined,
      title: fields.title ?? 'Chat with support',
      category: fields.category,
      externalRef: fields.externalRef,
      agentId: undefined,
      messages: [],
      internalRequests: [],
      actions: fixtures.actionSuggestions.map((action) => ({ ...action, state: 'Pending' })),
      bot: { escalated: false, replies: 0 },
    };
    tickets.set(ticket.id, ticket);
    return ticket;
  }

  function addMessage(ticket, { fromClient, authorId, payloadType, payload, kind = 'message', correlationId }) {
    const at = stamp();
    const message = {
      id: nextId('m'),
      ticketId: ticket.id,
      correlationId,
      clientMessageId: correlationId,
      fromClient,
      author: { id: authorId, chatbot: agents.get(authorId)?.chatbot ?? false },
      createdAt: at,
      updatedAt: at,
      kind,
      payloadType,
      payload,
    };
    ticket.messages.push(message);
    ticket.updatedAt = at;
    if (!fromClient && kind === 'message') ticket.unread += 1;
    push(ticket.clientId, { type: 'message', payload: message });
    return message;
  }

  function seed(client) {
    if (client.seeded || client.anonymous) return;
    client.seeded = true;
    for (const fixture of fixtures.seedTickets) {
      const ticket = newTicket(client.clientId, fixture);
      const at = new Date(now() - fixture.daysAgo * 86_400_000).toISOString();
      ticket.createdAt = at;
      ticket.agentId = fixture.agent;
      for (const [who, text] of fixture.messages) {
        const message = addMessage(ticket, { fromClient: who === 'client', authorId: who === 'client' ? client.clientId : fixture.agent, payloadType: 'text', payload: { text } });
        message.createdAt = message.updatedAt = at;
      }
      ticket.unread = 0;
      ticket.state = fixture.state;
      ticket.rating = fixture.rating;
      ticket.updatedAt = at;
    }
  }

  return {
    fixtures,
    agents,
    uploads,
    stamp,
    nextId,
    agentSummary,
    wireTicket,
    push,
    addMessage,
    newTicket,

    createSession(clientId, anonymous, tags) {
      const client = ensureClient(clientId, anonymous, tags);
      seed(client);
      const sid = randomBytes(18).toString('base64url');
      sessions.set(sid, { clientId, anonymous });
      return sid;
    },
    session: (sid) => (sid ? sessions.get(sid) : undefined),
    endSession: (sid) => sessions.delete(sid),
    client: (clientId) => clients.get(clientId),
    newAnonymousId: () => `anon-${randomBytes(8).toString('hex')}`,

    ticketsOf: (clientId) => [...tickets.values()].filter((ticket) => ticket.clientId === clientId),
    ticket(clientId, id) {
      const ticket = tickets.get(id);
      return ticket && ticket.clientId === clientId ? ticket : undefined;
    },

    listen(clientId, send) {
      if (!listeners.has(clientId)) listeners.set(clientId, new Set());
      listeners.get(clientId).add(send);
      return () => listeners.get(clientId)?.delete(send);
    },
  };
}
