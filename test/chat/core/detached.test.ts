/**
 * Every chat core's methods work when taken off their object (`const { refresh } = core`), as
 * views pass them as callbacks: a method that read `this` threw "Cannot read properties of
 * undefined".
 */
import { expect } from '@open-wc/testing';
import type { ChatClient } from '../../../src/chat/core/client';
import { createMessageStore } from '../../../src/chat/core/messages';
import { createOutbox } from '../../../src/chat/core/outbox';
import { createTicketStore } from '../../../src/chat/core/tickets';
import { createMemoryStorage } from '../../../src/shared/storage';
import { createFakeClock } from '../../support/fake-clock';
import { countingRandom } from '../../support/fake-random';
import { chatHarness } from '../support/chat-harness';

/** A chat client that answers every page with nothing. */
const emptyClient = { ticketHistory: async () => [], messagesSince: async () => ({ messages: [], size: 0 }) } as unknown as ChatClient;

const cases: { core: string; call: () => Promise<unknown> }[] = [
  {
    core: 'chat: chatWithLiveAgent (uses sendText)',
    async call() {
      const harness = chatHarness();
      harness.backend.ticket('t1');
      await harness.chat.signIn('token', 'me');
      const { chatWithLiveAgent } = harness.chat;
      await chatWithLiveAgent('t1', 'a live agent, please');
    },
  },
  {
    core: 'chat: startPreTicket (opens the decided ticket)',
    async call() {
      const harness = chatHarness();
      harness.backend.ticket('t1');
      harness.backend.state.decision = { openNew: false, ticketId: 't1' };
      await harness.chat.signIn('token', 'me');
      const { startPreTicket } = harness.chat;
      await startPreTicket();
    },
  },
  {
    core: 'tickets: loadAllHistory (uses loadMoreHistory)',
    call: () => {
      const { loadAllHistory } = createTicketStore({ client: emptyClient, clock: createFakeClock() });
      return loadAllHistory();
    },
  },
  {
    core: 'messages: resync (uses loadLatest)',
    call: () => {
      const { resync } = createMessageStore({ client: emptyClient, clock: createFakeClock() });
      return resync('t1');
    },
  },
  {
    core: 'outbox: retry (uses kick)',
    call: () => {
      const { retry } = createOutbox({
        storage: createMemoryStorage(),
        clock: createFakeClock(),
        random: countingRandom(),
        send: async () => {
          throw new Error('not sent in this test');
        },
        onSent: () => {},
        onFailed: () => {},
      });
      return retry('missing');
    },
  },
];

describe('chat cores: methods work detached', () => {
  for (const { core, call } of cases) {
    it(core, async () => {
      let thrown: unknown;
      await call().catch((error: unknown) => (thrown = error));
      expect(thrown === undefined ? 'no error' : String(thrown)).to.equal('no error');
    });
  }
});
