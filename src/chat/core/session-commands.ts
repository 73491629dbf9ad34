/**
 * Signing in and out (§4.8) with what follows: after any sign-in fresh ticket lists and this
 * user's queue shown and sent; after sign-out nothing of the user's left on screen.
 */
import type { ChatStore } from './chat-state';
import type { MessageStore } from './messages';
import type { Sending } from './sending';
import type { Session } from './session';
import type { TicketStore } from './tickets';

export function createSessionCommands({ session, tickets, messages, store, sending }: { session: Session; tickets: TicketStore; messages: MessageStore; store: ChatStore; sending: Sending }) {
  const { outbox } = sending;

  async function afterSignIn(): Promise<void> {
    tickets.reset();
    await sending.restorePending();
    outbox.kick();
  }

  return {
    async signIn(verificationToken: string, clientId: string): Promise<void> {
      await session.signIn(verificationToken, clientId);
      await afterSignIn();
      await tickets.load();
    },
    async signInAnonymous(): Promise<void> {
      await session.signInAnonymous();
      await afterSignIn();
    },
    async restoreAnonymous(): Promise<void> {
      await session.restoreAnonymous();
      await afterSignIn();
    },
    /** The queue waits (it is the user's, kept for their next sign-in); the lists and threads go. */
    async signOut(): Promise<void> {
      outbox.pause();
      await session.signOut();
      tickets.reset();
      messages.clear();
      store.update((draft) => void (draft.ticketId = undefined));
    },
  };
}
