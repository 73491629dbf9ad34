/** A chat core on fakes: the in-memory backend, a fake socket, fake time and memory storage. */
import { createChat, messagesOf } from '../../../src/chat/core/chat';
import { createChatHttp } from '../../../src/chat/core/client';
import { OUTBOX_PREFIX } from '../../../src/chat/core/outbox';
import { createMemoryStorage } from '../../../src/shared/storage';
import type { KeyValueStorage, SyncStore } from '../../../src/shared/storage';
import { createFakeClock } from '../../support/fake-clock';
import { countingRandom } from '../../support/fake-random';
import { recordingLogger } from '../../support/fake-logger';
import type { FakeClock } from '../../support/fake-clock';
import { createFakeBackend } from './fake-backend';
import type { FakeBackend } from './fake-backend';
import { createFakeSocket, settle } from './fake-socket';

type Chat = ReturnType<typeof createChat>;

/**
 * Listens to the chat as a panel would: its first listener starts it (socket config, queued
 * messages, socket). Resolves once the socket is connecting; returns the unsubscribe (stop).
 */
export async function listen(chat: Chat): Promise<() => void> {
  const stop = chat.subscribe(() => {});
  for (let round = 0; round < 200 && chat.getSnapshot().socket.status === 'Closed'; round++) await new Promise((resolve) => setTimeout(resolve, 0));
  return stop;
}

export interface HarnessOptions {
  backend?: FakeBackend;
  storage?: KeyValueStorage;
  backup?: SyncStore;
  clock?: FakeClock;
  chatbotName?: string;
  /** Where the chat context is kept (session storage in a browser). */
  contextStore?: SyncStore;
}

export function chatHarness(options: HarnessOptions = {}) {
  const clock = options.clock ?? createFakeClock(Date.parse('2026-05-01T10:00:00Z'));
  const backend = options.backend ?? createFakeBackend(() => clock.now());
  const storage = options.storage ?? createMemoryStorage();
  const socket = createFakeSocket();
  const logger = recordingLogger();
  const http = createChatHttp({ baseUrl: 'https://chat.test/api/chat', fetch: backend.fetch, clock, device: () => 'DEVICE', locale: () => 'en-GB' });
  const chat = createChat({
    http,
    socketUrl: 'wss://chat.test/api/chat/ws?auth-scheme=web',
    socketFactory: socket.factory,
    storage,
    backup: options.backup,
    clock,
    device: () => 'DEVICE',
    locale: () => 'en-GB',
    userAgent: 'test',
    random: countingRandom(),
    chatbotName: options.chatbotName,
    logger,
    contextStore: options.contextStore,
  });
  /** Runs due timers and lets every promise chain finish, a few times over. */
  const run = async (ms = 0) => {
    for (let round = 0; round < 10; round++) {
      await settle(50);
      await new Promise((resolve) => setTimeout(resolve, 0));
      if (ms > 0) clock.tick(ms / 10);
    }
    await settle(50);
  };
  const openSocket = async () => {
    socket.last().open();
    await run();
  };
  const texts = (key: string) => messagesOf(chat.getSnapshot(), key).map((message) => String(message.payload.text));
  /** What the persisted outbox holds (its storage keys). */
  const queued = () => storage.keys(OUTBOX_PREFIX);
  return { chat, backend, storage, clock, socket, logger, run, openSocket, texts, queued };
}
