// Uploads (JSON with a src, and the bytes), thumbnails 480 wide, agents' info and avatars
// (generated SVG initials), and the small SVG assets the fixtures point at.
import { fail, requireClient, signedFor, uploadSrc } from '../../chat/http.mjs';

const svg = (body, size = 96) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 96 96">${body}</svg>`;
const initials = (name) => name.split(/\s+/).map((part) => part[0]).join('').slice(0, 2).toUpperCase();

export default async function mediaRoutes(app, { state }) {
  function upload(request, reply) {
    if (!requireClient(request, reply)) return undefined;
    const found = state.uploads.get(request.params.id);
    if (!found) fail(reply, 404, 'not_found', `No upload ${request.params.id}.`);
    return found;
  }

  app.get('/uploads/:id', async (request, reply) => {
    const found = upload(request, reply);
    if (!found) return reply;
    if (request.query.type !== 'JSON') return fail(reply, 400, 'bad_type', 'type=JSON is required.');
    return { id: found.id, src: uploadSrc(found.id), mediaType: found.mediaType, fileName: found.fileName };
  });

  app.get('/uploads/:id/thumb', async (request, reply) => {
    const found = upload(request, reply);
    if (!found) return reply;
    const width = Number(request.query.width);
    if (request.query.type !== 'JSON' || !Number.isInteger(width) || width < 1) return fail(reply, 400, 'bad_query', 'type=JSON and width are required.');
    // The demo has no image scaler: the browser scales the original to `width`.
    return { src: uploadSrc(found.id, { width: String(width) }) };
  });

  app.get('/uploads/:id/raw', async (request, reply) => {
    // Signed (the src of the JSON answers), it needs no session: see uploadSrc.
    if (!signedFor(request.params.id, request.query) && !requireClient(request, reply)) return reply;
    const found = state.uploads.get(request.params.id);
    if (!found) return fail(reply, 404, 'not_found', `No upload ${request.params.id}.`);
    return reply.type(found.mediaType).header('cache-control', 'private, max-age=3600').send(Buffer.from(await found.bytes));
  });

  app.get('/agents/:id/info', async (request, reply) => {
    if (!requireClient(request, reply)) return reply;
    const agent = state.agents.get(request.params.id);
    if (!agent) return fail(reply, 404, 'not_found', `No agent ${request.params.id}.`);
    const { id, name, chatbot = false, title, wow_reviews, chats, tenure, compliments = [] } = agent;
    return { id, name, chatbot, title, wow_reviews, chats, tenure, compliments, avatarSrc: `/api/chat/agents/${id}/avatar.svg` };
  });

  app.get('/agents/:id/avatar', async (request, reply) => {
    if (!requireClient(request, reply)) return reply;
    if (!state.agents.has(request.params.id)) return fail(reply, 404, 'not_found', `No agent ${request.params.id}.`);
    return { src: `/api/chat/agents/${request.params.id}/avatar.svg` };
  });

  app.get('/agents/:id/avatar.svg', async (request, reply) => {
    const agent = state.agents.get(request.params.id);
    if (!agent) return fail(reply, 404, 'not_found', `No agent ${request.params.id}.`);
    const body = `<circle cx="48" cy="48" r="48" fill="${agent.avatarColour}"/><text x="48" y="58" font-family="system-ui,sans-serif" font-size="34" font-weight="600" fill="#fff" text-anchor="middle">${initials(agent.name)}</text>`;
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg(body));
  });

  app.get('/assets/:name', async (request, reply) => {
    const colours = { great: '#16a34a', okay: '#ca8a04', bad: '#dc2626' };
    const match = /^(rating|compliment)-([a-z]+)\.svg$/.exec(request.params.name);
    if (!match) return fail(reply, 404, 'not_found', 'No such asset.');
    const colour = colours[match[2]] ?? '#5b5bd6';
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg(`<circle cx="48" cy="48" r="44" fill="${colour}"/>`, 48));
  });
}
