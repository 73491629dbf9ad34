/**
 * The simulated chatbot typing of §9: after the user's message reaches a ticket the chatbot
 * handles, the chatbot "types" in bursts of 8-15 s with gaps of 2-4 s, for at most 3 minutes,
 * until it answers (or a real typing event or message arrives).
 */
import type { Clock, TimerId } from '../../shared/clock';
import { randomFraction } from '../../shared/random';
import type { Random } from '../../shared/random';
import { BOT_TYPING } from '../constants';
import type { ChatStore } from './chat-state';

export function createBotTyping({ store, clock, random }: { store: ChatStore; clock: Clock; random: Random }) {
  const timers = new Map<string, TimerId>();
  const between = ([low, high]: readonly [number, number]) => Math.round(low + (high - low) * randomFraction(random));

  function clear(ticketId: string): void {
    clock.clearTimeout(timers.get(ticketId));
    timers.delete(ticketId);
  }

  function hide(ticketId: string): void {
    store.update((draft) => {
      if (draft.typing[ticketId]?.simulated) delete draft.typing[ticketId];
    });
  }

  return {
    start(ticketId: string, authorId: string): void {
      clear(ticketId);
      const endsAt = clock.now() + BOT_TYPING.totalMs;
      const burst = () => {
        const length = Math.min(between(BOT_TYPING.burstMs), endsAt - clock.now());
        if (length <= 0) return hide(ticketId);
        store.update((draft) => void (draft.typing[ticketId] = { authorId, until: clock.now() + length, simulated: true }));
        timers.set(
          ticketId,
          clock.setTimeout(() => {
            hide(ticketId);
            timers.set(ticketId, clock.setTimeout(burst, between(BOT_TYPING.gapMs)));
          }, length),
        );
      };
      burst();
    },
    stop(ticketId: string): void {
      clear(ticketId);
      hide(ticketId);
    },
  };
}

export type BotTyping = ReturnType<typeof createBotTyping>;
