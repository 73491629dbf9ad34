// The reference chat server (§7.2 HTTP under /api/chat, §7.3 socket at /api/chat/ws): routes
// split by area, state in demo/server/chat/state.mjs, the simulated desk in chat/bot.mjs.
// Options come from createServer({ chat: { timings, socketConfig, expose } }) so tests run fast.
import { createBot, DEFAULT_TIMINGS } from '../../chat/bot.mjs';
import { decryptDeviceId } from '../../chat/device.mjs';
import { fail, registerMultipart, sessionIdOf } from '../../chat/http.mjs';
import { attachChatSocket } from '../../chat/socket.mjs';
import { createChatState } from '../../chat/state.mjs';
import { createVoice } from '../../chat/voice.mjs';
import mediaRoutes from './media.mjs';
import messageRoutes from './messages.mjs';
import sessionRoutes from './session.mjs';
import ticketRoutes from './tickets.mjs';

export const CHAT_PREFIX = '/api/chat';
/** The bytes behind /uploads/{id}, /agents/{id}/avatar and the rating assets. */
const MEDIA = /^\/api\/chat\/(uploads\/[^/]+\/raw|agents\/[^/]+\/avatar\.svg|assets\/)/;

/** §9's socket values; tests pass shorter ones. */
export const DEFAULT_SOCKET_CONFIG = {
  keepAliveIntervalMillis: 1_200_000,
  idleTimeoutMillis: 40_000,
  openConnectionBackoff: { minMillis: 500, maxMillis: 15_000, randomFactor: 0.3, autoResetMillis: 600_000 },
};

export default async function chatRoutes(app, { fixtures, faults, chat = {}, shared = {} }) {
  const timings = { ...DEFAULT_TIMINGS, ...chat.timings };
  const socketConfig = chat.socketConfig ?? DEFAULT_SOCKET_CONFIG;
  const state = createChatState({ fixtures: fixtures.chat });
  const bot = createBot({ state, timings });
  const stats = { connections: 0, acks: 0, typing: [] };
  const socket = attachChatSocket({ server: app.server, path: `${CHAT_PREFIX}/ws`, state, faults, timings, stats });
  const voice = createVoice({ state, fixtures });
  Object.assign(voice.agent, chat.voice);
  voice.attach(app.server);
  app.addHook('onClose', async () => {
    bot.stop();
    socket.close();
    voice.close(app.server);
  });
  chat.expose?.({ state, stats, voice });
  shared.chatState = state;

  await app.register(
    async (api) => {
      registerMultipart(api);
      api.decorateRequest('chatSession', null);
      api.addHook('preHandler', async (request, reply) => {
        request.chatSession = state.session(sessionIdOf(request)) ?? null;
        // Media the page loads itself (an <img>, a download link) cannot carry headers: the bytes
        // behind the JSON answers are served on the session cookie, or an upload's signed src
        // alone (a partner's page has no cookie of ours), as a provider's CDN would.
        if (request.method === 'GET' && MEDIA.test(request.url)) return undefined;
        // Every chat request carries the encrypted device id (§7.2).
        if (!decryptDeviceId(request.headers['x-device-id'])) return fail(reply, 400, 'bad_device', 'x-device-id must be the encrypted device id (64 bytes, base64, version 3).');
        if (!request.headers['x-chat-version']) return fail(reply, 400, 'bad_version', 'x-chat-version is required.');
        return undefined;
      });
      const context = { state, bot, socketConfig, voice };
      await api.register(sessionRoutes, context);
      await api.register(ticketRoutes, context);
      await api.register(messageRoutes, context);
      await api.register(mediaRoutes, context);
    },
    { prefix: CHAT_PREFIX },
  );
}
