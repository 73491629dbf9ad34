// Session, socket config and call routes: /signin, /signin/anonymous, /signout, /info,
// /ws/config, /in-app-calls/config and /in-app-calls/token.
import { fail, requireClient, sessionCookie, sessionIdOf } from '../../chat/http.mjs';

export default async function sessionRoutes(app, { state, socketConfig, voice }) {
  app.post('/signin', async (request, reply) => {
    const { verificationToken, clientId } = request.body ?? {};
    if (typeof verificationToken !== 'string' || !verificationToken || typeof clientId !== 'string' || !clientId) {
      return fail(reply, 401, 'bad_credentials', 'verificationToken and clientId are required.');
    }
    const sid = state.createSession(clientId, false);
    return reply.header('set-cookie', sessionCookie(sid)).send({ clientId, anonymous: false, sessionToken: sid });
  });

  app.post('/signin/anonymous', async (request, reply) => {
    const { clientId, tags = [] } = request.body ?? {};
    if (!Array.isArray(tags) || tags.some((tag) => typeof tag !== 'string')) return fail(reply, 400, 'bad_tags', 'tags is a list of strings.');
    // A known anonymous client gets a fresh session (refresh); anything else starts a new one.
    const known = typeof clientId === 'string' && state.client(clientId)?.anonymous;
    const id = known ? clientId : state.newAnonymousId();
    const sid = state.createSession(id, true, tags);
    return reply.header('set-cookie', sessionCookie(sid)).send({ clientId: id, anonymous: true, sessionToken: sid });
  });

  app.post('/signout', async (request, reply) => {
    state.endSession(sessionIdOf(request));
    return reply.header('set-cookie', sessionCookie('', 0)).code(204).send();
  });

  app.get('/info', async (request, reply) => {
    const session = requireClient(request, reply);
    if (!session) return reply;
    const { clientId } = request.query;
    if (clientId !== undefined && clientId !== session.clientId) return fail(reply, 401, 'unknown_client', 'This session belongs to another client.');
    return { clientId: session.clientId, anonymous: session.anonymous };
  });

  app.get('/ws/config', async () => socketConfig);

  // The call endpoint is this server's own voice socket (chat/voice.mjs), on the host the page used.
  app.get('/in-app-calls/config', async (request, reply) => {
    if (!requireClient(request, reply)) return reply;
    const scheme = request.protocol === 'https' ? 'wss' : 'ws';
    return { endpoint: `${scheme}://${request.headers.host}${voice.path}` };
  });

  // A token for the call endpoint, bound to this client and good for an hour (refreshed every 50 minutes, §9).
  app.get('/in-app-calls/token', async (request, reply) => {
    const session = requireClient(request, reply);
    if (!session) return reply;
    return { token: voice.issueToken(session.clientId) };
  });
}
