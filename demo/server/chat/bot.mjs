// The simulated support desk: a chatbot that answers from demo/fixtures/chat.json and, when
// asked for a person, escalates to a simulated human agent who joins, types, replies, sends an
// internal request and resolves the ticket when thanked. Timings come from the server options
// so tests can run it fast.

export const DEFAULT_TIMINGS = {
  /** The chatbot's typing before each answer. */
  botReplyMs: 1200,
  /** From escalation to the agent joining. */
  agentJoinMs: 3000,
  /** The agent's typing burst before each reply (the typing event carries it as durationMs). */
  agentTypingMs: 2500,
  /** Server heartbeat on the socket; the client's idle timeout is 40000 ms. */
  heartbeatMs: 20_000,
};

const includesAny = (text, words) => words.some((word) => text.toLowerCase().includes(word));
const fill = (text, params) => text.replace(/\{(\w+)\}/g, (_, name) => params[name] ?? '');

export function createBot({ state, timings }) {
  const { bot, chatbot, agents, internalRequest } = state.fixtures;
  const timers = new Set();

  function later(ms, work) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timers.add(timer);
  }

  function typing(ticket, authorId, durationMs) {
    state.push(ticket.clientId, { id: state.nextId('f'), type: 'typing', payload: { ticketId: ticket.id, authorId, event: 'Start', durationMs } });
  }

  function say(ticket, authorId, text) {
    state.addMessage(ticket, { fromClient: false, authorId, payloadType: 'text', payload: { text } });
  }

  function service(ticket, payloadType, payload = {}) {
    state.addMessage(ticket, { fromClient: false, authorId: ticket.agentId ?? chatbot.id, payloadType, payload, kind: 'service' });
  }

  /** The agent reads what the client sent before answering: the client's messages show Read. */
  function agentReads(ticket) {
    // Kept on the ticket too (its agentReadAt): a page loaded later shows Read from it.
    ticket.agentReadAt = state.stamp();
    state.push(ticket.clientId, { id: state.nextId('f'), type: 'read', payload: { ticketId: ticket.id, agentId: ticket.agentId, readAt: ticket.agentReadAt } });
  }

  function agentReply(ticket, text) {
    agentReads(ticket);
    typing(ticket, ticket.agentId, timings.agentTypingMs);
    later(timings.agentTypingMs, () => say(ticket, ticket.agentId, text));
  }

  /**
   * What the desk sees of a ticket opened from the help centre: the page's title (§7.2's
   * localisedFaqPath or titleKey, else the category) and the transaction or card it is about (the
   * chat context, §3.2); said once, before the first answer.
   */
  function contextNote(ticket) {
    const context = ticket.context && typeof ticket.context === 'object' ? ticket.context : {};
    if (!bot.contextNote || ticket.bot.contextNoted) return undefined;
    const topic = ticket.localisedFaqPath ?? ticket.titleKey ?? (ticket.context ? ticket.category : undefined);
    const ref = context.entityRef && typeof context.entityRef === 'object' ? context.entityRef : undefined;
    // An entity without a type (the demo's {entityRef: {id}}) is named by its id alone.
    const entity = ref ? [typeof ref.type === 'string' ? ref.type.toLowerCase() : undefined, ref.id].filter(Boolean).join(' ') : undefined;
    if (!topic && !entity) return undefined;
    ticket.bot.contextNoted = true;
    const about = topic && entity ? `"${topic}" (${entity})` : topic ? `"${topic}"` : entity;
    return fill(bot.contextNote, { about });
  }

  /** The agent shows what the chat can carry: structured content, an image, a file and a mass message. */
  function showcase(ticket) {
    const { showcase: fixture } = state.fixtures;
    state.addMessage(ticket, { fromClient: false, authorId: ticket.agentId, payloadType: 'structure', payload: { content: fixture.structure } });
    for (const file of fixture.files) {
      const id = state.nextId('u');
      state.uploads.set(id, { id, fileName: file.fileName, mediaType: file.mediaType, bytes: Promise.resolve(Buffer.from(file.body)) });
      state.addMessage(ticket, { fromClient: false, authorId: ticket.agentId, payloadType: 'upload', payload: { uploadId: id, mediaType: file.mediaType, fileName: file.fileName } });
    }
    state.addMessage(ticket, { fromClient: false, authorId: ticket.agentId, payloadType: 'text', payload: { text: fixture.mass }, kind: 'mass' });
  }

  function escalate(ticket) {
    ticket.bot.escalated = true;
    say(ticket, chatbot.id, bot.escalationText);
    ticket.state = 'awaiting_response';
    // A quick action that asked for a person is no longer offered (§4.4 actions updated: the client
    // asks for the actions again on the escalation's service message).
    for (const action of ticket.actions) if (bot.escalationWithdraws?.includes(action.actionId) && action.state === 'Pending') action.state = 'Canceled';
    service(ticket, 'escalatedToLiveAgent', { text: bot.escalationText });
    later(timings.agentJoinMs, () => {
      const agent = agents[ticket.id.length % agents.length];
      ticket.agentId = agent.id;
      ticket.state = 'assigned';
      service(ticket, 'assigned', { agent: state.agentSummary(agent.id) });
      agentReply(ticket, fill(bot.agentGreeting, { name: agent.name.split(' ')[0] }));
      later(timings.agentTypingMs + 1, () => {
        showcase(ticket);
        const request = { id: state.nextId('r'), state: 'pending', ...internalRequest };
        ticket.internalRequests.push(request);
        state.push(ticket.clientId, { id: state.nextId('f'), type: 'internalRequest', payload: { ticketId: ticket.id, request } });
      });
    });
  }

  return {
    /** A client message arrived in `ticket` (already stored). */
    onClientMessage(ticket, text, { preventEscalation = false } = {}) {
      if (ticket.state === 'resolved') {
        ticket.state = 'assigned';
        service(ticket, 'reopened');
      }
      if (ticket.agentId) {
        if (includesAny(text, bot.resolveKeywords)) {
          agentReply(ticket, 'Glad I could help. Have a great day!');
          later(timings.agentTypingMs + 1, () => {
            ticket.state = 'resolved';
            service(ticket, 'resolved');
            // The rating prompt (§4.7): the client answers it with rate-experience.
            service(ticket, 'rating');
          });
          return;
        }
        agentReply(ticket, bot.agentReplies[ticket.bot.replies++ % bot.agentReplies.length]);
        return;
      }
      if (ticket.bot.escalated) return;
      typing(ticket, chatbot.id, timings.botReplyMs);
      const note = contextNote(ticket);
      later(timings.botReplyMs, () => {
        if (note) say(ticket, chatbot.id, note);
        if (!preventEscalation && includesAny(text, bot.escalateKeywords)) return escalate(ticket);
        const answer = bot.answers.find((candidate) => includesAny(text, candidate.keywords));
        say(ticket, chatbot.id, answer?.text ?? bot.fallback);
      });
    },
    stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
