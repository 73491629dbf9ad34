/**
 * The chat's commands on its tickets (§4.4, §4.7, §5): the lists, end, resolve, dismiss, quick actions,
 * internal requests, the rating, 'Chat with a live agent', agents and their avatars.
 */
import { randomId } from '../../shared/random';
import type { Random } from '../../shared/random';
import type { ChatStore } from './chat-state';
import type { ChatClient } from './client';
import type { MessageStore } from './messages';
import type { Agent, RatingOption } from './models';
import type { Opening } from './opening';
import type { TicketStore } from './tickets';

export interface TicketCommandParts {
  client: ChatClient;
  tickets: TicketStore;
  messages: MessageStore;
  store: ChatStore;
  opening: Opening;
  random: Random;
  /** Throws ChatDisabledError while the chat is disabled. */
  guard: () => void;
  loadInternalRequests: (ticketId: string) => Promise<void>;
}

export function createTicketCommands({ client, tickets, messages, store, opening, random, guard, loadInternalRequests }: TicketCommandParts) {
  /** Agents whose avatar was asked for (loadAvatar): once each. */
  const avatarsAsked = new Set<string>();

  return {
    /** The active tickets (§4.4). */
    loadTickets: (): Promise<void> => tickets.load(),
    /** History by 20 until a short page (§9). */
    loadMoreHistory: (): Promise<void> => tickets.loadMoreHistory(),
    loadAllHistory: (): Promise<void> => tickets.loadAllHistory(),
    closeTicket: (ticketId: string): Promise<void> => tickets.close(ticketId),
    resolveTicket: (ticketId: string): Promise<void> => tickets.resolve(ticketId),
    dismissTicket: (ticketId: string): Promise<void> => tickets.dismiss(ticketId),

    async submitAction(ticketId: string, actionId: string): Promise<void> {
      guard();
      await client.submitAction(ticketId, actionId);
      store.update((draft) => void (draft.actions[ticketId] = (draft.actions[ticketId] ?? []).filter((action) => action.actionId !== actionId)));
    },
    async answerInternalRequest(ticketId: string, requestId: string, choices: string[]): Promise<void> {
      guard();
      await client.answerInternalRequest(requestId, choices);
      await loadInternalRequests(ticketId);
    },

    ratingOptions: (ticketId: string): Promise<RatingOption[]> => client.ratings(ticketId),
    experienceTags: (ticketId: string) => client.experienceTags(ticketId),
    /** §4.7 submit; also what closing the popup does with the chosen rating (no tags, no feedback: core/rating.ts). */
    async rate(ticketId: string, experience: string, tags: string[] = [], feedback = ''): Promise<void> {
      guard();
      await client.rateExperience(ticketId, { experience, tags, feedback });
      tickets.apply(ticketId, { type: 'rated', rating: experience });
    },
    /** Skip closes the ticket (§4.7). */
    skipRating: (ticketId: string) => tickets.close(ticketId),
    /**
     * 'Chat with a live agent': sends a message and reopens the ticket locally (§4.7). The reopen
     * is a call, as Skip and close are: a failure leaves the ticket as it was and rejects (§8:
     * the view's dismissible banner), rather than waiting in the outbox as a typed message does.
     */
    async chatWithLiveAgent(ticketId: string, text: string): Promise<void> {
      guard();
      const message = await client.sendText(ticketId, text, { correlationId: randomId(random) });
      tickets.apply(ticketId, { type: 'reopen' });
      messages.merge(ticketId, [message]);
      tickets.applyMessage(message);
      void opening.reopened(ticketId).catch(() => undefined);
    },
    agent: (agentId: string): Promise<Agent> => client.agent(agentId),
    /**
     * An agent's avatar for the thread (§7.2 GET /agents/{id}/avatar), for authors the ticket does
     * not describe (an earlier agent); asked once per agent, kept in `avatars`.
     */
    async loadAvatar(agentId: string): Promise<void> {
      if (avatarsAsked.has(agentId)) return;
      avatarsAsked.add(agentId);
      let src: string | null = null;
      try {
        src = await client.agentAvatar(agentId);
      } catch {
        // No avatar to show: the thread keeps the agent's initial.
      }
      store.update((draft) => void (draft.avatars[agentId] = src));
    },
  };
}
