/**
 * The chat's time for its list of chats (§4.4): which tickets are active depends on the clock (a
 * dismissed active ticket hides for 12 hours), so this ticks at the moment the list next changes
 * by itself, and the core derives `activeTickets` from it: the view renders without reading a clock.
 * It follows the tickets only while listened to (the chat's snapshot is).
 */
import type { Clock, TimerId } from '../../shared/clock';
import { createStore } from '../../shared/store';
import type { Readable } from '../../shared/store';
import { nextShownAt } from './ticket-rules';
import type { TicketStore } from './tickets';

export function createTicketClock({ clock, tickets }: { clock: Clock; tickets: TicketStore }): Readable<number> {
  let timer: TimerId | undefined;
  let unfollow: (() => void) | undefined;

  function schedule(): void {
    clock.clearTimeout(timer);
    timer = undefined;
    const at = nextShownAt(Object.values(tickets.getSnapshot().byId), clock.now());
    if (at === undefined) return;
    timer = clock.setTimeout(() => {
      store.set(clock.now());
      schedule();
    }, at - clock.now());
  }

  const store = createStore(clock.now(), {
    onStart() {
      unfollow = tickets.subscribe(schedule);
      schedule();
    },
    onStop() {
      unfollow?.();
      clock.clearTimeout(timer);
      timer = undefined;
    },
  });
  return { getSnapshot: store.getSnapshot, subscribe: store.subscribe };
}
