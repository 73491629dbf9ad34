// The form host (spec §7, real-server variant) over demo/fixtures/forms.json, and the
// standalone full-page form app (/form/:flowId, /form/not-found, /form/no-camera).
//
// A fixture view may carry server-only keys, stripped before it is sent:
//   next      the view that follows: an id, or {when: {item, optionId | equals}, then, else}
//   then      (a STATUS_DIALOG) the view sent right after it, shown when the dialog closes
//   complete  what the submit of this view answers: {response}, {id} or {chatTicketId}
// and an EXTERNAL validation rule may carry serverPattern / serverMessage.
//
// View images with a countryCode read their flag from {api-base}/api/assets/flags/{cc}.svg
// (docs/forms-wire.md): the flags of the fixtures' countries are in demo/fixtures/flags.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import { expandListings } from './form-listings.mjs';
import { renderPage } from './pages.mjs';

const SERVER_KEYS = ['next', 'then', 'complete'];

/** Uploads (§7 POST /api/forms/{flowId}/uploads, field `body`): what the reference server accepts. */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
const UPLOAD_TYPES = /^(image\/(jpeg|png|webp|heic|heif|gif)|application\/pdf|text\/plain)$/;
const FILE_TYPES = new Set(['FILES_UPLOAD', 'DOCUMENT', 'CAMERA_IMAGE']);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The ids in a posted file item's value that this server never issued for the flow. */
export function unknownFileIds(value, issued) {
  return (Array.isArray(value) ? value : []).map((file) => file?.id).filter((id) => typeof id !== 'string' || !issued.has(id));
}

const copyJson = (value) => JSON.parse(JSON.stringify(value));

function publicItem(item, listings) {
  const copy = expandListings(copyJson(item), listings);
  if (Array.isArray(copy.validations)) {
    copy.validations = copy.validations.map((rule) => Object.fromEntries(Object.entries(rule).filter(([key]) => !key.startsWith('server'))));
  }
  return copy;
}

export function publicView(view, listings) {
  const copy = Object.fromEntries(Object.entries(view).filter(([key]) => !SERVER_KEYS.includes(key)));
  if (Array.isArray(copy.items)) copy.items = copy.items.map((item) => publicItem(item, listings));
  return copy;
}

/** The fixture views sent when `viewId` is entered: a status dialog brings the view after it. */
function viewsFor(flow, viewId) {
  const view = flow.views.find((entry) => entry.id === viewId);
  if (!view) return [];
  const then = view.then ? flow.views.find((entry) => entry.id === view.then) : undefined;
  return then ? [view, then] : [view];
}

function valueOf(posted, viewId, itemId) {
  const view = posted.views?.find((entry) => entry?.id === viewId);
  return view?.items?.find((item) => item?.id === itemId)?.value;
}

/** The id of the view after `view`, following its branch on the posted answers. */
export function nextViewId(view, posted) {
  const { next } = view;
  if (!next || typeof next === 'string') return next;
  const value = valueOf(posted, view.id, next.when.item);
  const matches = next.when.optionId !== undefined ? value?.optionId === next.when.optionId : value === next.when.equals;
  return matches ? next.then : next.else;
}

/** EXTERNAL rules of a fixture item: the message when `value` fails one, else undefined. */
export function externalError(item, value) {
  for (const rule of item.validations ?? []) {
    if (rule.type !== 'EXTERNAL' || !rule.serverPattern) continue;
    if (typeof value === 'string' && value !== '' && !new RegExp(rule.serverPattern).test(value)) return rule.serverMessage ?? '';
  }
  return undefined;
}

function flowHead(flow) {
  return { id: flow.id, name: flow.name, state: 'INCOMPLETE', attributes: copyJson(flow.attributes ?? {}) };
}

export default async function formRoutes(app, { fixtures, demoDir }) {
  const flows = fixtures.forms?.flows ?? {};
  const findFlow = (flowId) => (Object.hasOwn(flows, flowId) ? flows[flowId] : undefined);
  const shown = (view) => publicView(view, fixtures['form-listings']);
  /** Upload id → {flowId, name, type, size}: what a submit may refer to. */
  const uploads = new Map();
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0 } });

  // One file per request, in the multipart field `body` (§7); the answer is {id} (docs/forms-wire.md).
  app.post('/api/forms/:flowId/uploads', async (request, reply) => {
    const { flowId } = request.params;
    if (!findFlow(flowId)) return reply.code(404).send({ error: 'not_found', message: `There is no form "${flowId}".` });
    if (!request.isMultipart()) return reply.code(415).send({ error: 'not_multipart', message: 'Send multipart/form-data with the file in the field "body".' });
    let part;
    try {
      part = await request.file();
    } catch (error) {
      return reply.code(400).send({ error: 'bad_multipart', message: error.message });
    }
    if (!part || part.fieldname !== 'body') {
      part?.file.resume();
      return reply.code(400).send({ error: 'no_file', message: 'The file must be in the multipart field "body".' });
    }
    const rate = request.fault?.bytesPerSecond;
    let size = 0;
    // Read at the fault switch's pace when it asks for slow uploads, so the client's byte progress is visible.
    for await (const chunk of part.file) {
      size += chunk.length;
      if (rate) await sleep((chunk.length / rate) * 1000);
    }
    if (part.file.truncated) return reply.code(413).send({ error: 'too_large', message: `A file may be at most ${UPLOAD_MAX_BYTES} bytes.` });
    if (!UPLOAD_TYPES.test(part.mimetype)) return reply.code(415).send({ error: 'bad_type', message: `Files of type "${part.mimetype}" are not accepted.` });
    if (size === 0) return reply.code(400).send({ error: 'empty_file', message: 'The file is empty.' });
    const id = `upl_${randomUUID()}`;
    uploads.set(id, { flowId, name: part.filename, type: part.mimetype, size });
    return reply.code(201).send({ id });
  });

  app.get('/api/forms/:flowId', async (request, reply) => {
    const flow = findFlow(request.params.flowId);
    if (!flow) return reply.code(404).send({ error: 'not_found', message: `There is no form "${request.params.flowId}".` });
    const first = flow.views[0];
    const views = first ? viewsFor(flow, first.id).map(shown) : [];
    // The query string is passed through by the element: ?<itemId>=<text> prefills a text item of the first view.
    for (const [itemId, text] of Object.entries(request.query ?? {})) {
      const item = views[0]?.items?.find((entry) => entry.id === itemId);
      if (item && typeof text === 'string') item.value = text;
    }
    return { ...flowHead(flow), views, ...(first ? { currentViewId: first.id } : {}) };
  });

  app.post('/api/forms/:flowId/submit', async (request, reply) => {
    const flow = findFlow(request.params.flowId);
    if (!flow) return reply.code(404).send({ error: 'not_found', message: `There is no form "${request.params.flowId}".` });
    const posted = request.body;
    if (!posted || typeof posted !== 'object' || !Array.isArray(posted.views) || typeof posted.currentViewId !== 'string') {
      return reply.code(400).send({ error: 'bad_flow', message: 'The body must be the flow JSON with views and currentViewId.' });
    }
    const view = flow.views.find((entry) => entry.id === posted.currentViewId);
    if (!view) return reply.code(400).send({ error: 'unknown_view', message: `The flow has no view "${posted.currentViewId}".` });
    const issued = new Set([...uploads].filter(([, upload]) => upload.flowId === request.params.flowId).map(([id]) => id));
    for (const item of view.items ?? []) {
      const unknown = FILE_TYPES.has(item.type) ? unknownFileIds(valueOf(posted, view.id, item.id), issued) : [];
      if (unknown.length > 0) return reply.code(422).send({ error: 'unknown_file', itemId: item.id, message: `No upload has the id ${unknown.map(String).join(', ')}.` });
      const message = externalError(item, valueOf(posted, view.id, item.id));
      if (message !== undefined) return reply.code(422).send({ error: 'invalid_value', itemId: item.id, message });
    }
    const head = flowHead(flow);
    if (view.complete?.chatTicketId) return { ...head, views: posted.views, state: 'COMPLETE', attributes: { ...head.attributes, chatTicketId: view.complete.chatTicketId } };
    if (view.complete?.response !== undefined) return { response: view.complete.response };
    if (view.complete?.id) return { id: view.complete.id };
    const nextId = nextViewId(view, posted);
    if (!nextId) return { ...head, state: 'COMPLETE', views: [] };
    const known = new Set(posted.views.map((entry) => entry?.id));
    const added = viewsFor(flow, nextId).filter((entry) => !known.has(entry.id)).map(shown);
    return { ...head, views: [...posted.views, ...added], currentViewId: nextId };
  });

  app.post('/api/forms/:flowId/views/:viewId/items/:itemId/validate', async (request, reply) => {
    const { flowId, viewId, itemId } = request.params;
    const item = findFlow(flowId)?.views.find((entry) => entry.id === viewId)?.items?.find((entry) => entry.id === itemId);
    if (!item) return reply.code(404).send({ error: 'not_found', message: `No item ${flowId}/${viewId}/${itemId}.` });
    const value = request.body?.value;
    if (value?.type !== 'STRING' || typeof value.value !== 'string') {
      return reply.code(400).send({ error: 'bad_value', message: 'The body must be {"value": {"type": "STRING", "value": "…"}}.' });
    }
    const message = externalError(item, value.value);
    return message === undefined ? { isValid: true } : { isValid: false, ...(message ? { message } : {}) };
  });

  // The asset host's flags (§7), for the countries the fixtures use.
  app.get('/api/assets/flags/:file', async (request, reply) => {
    const file = request.params.file;
    if (!/^[a-z]{2}\.svg$/.test(file)) return reply.code(404).send({ error: 'not_found', message: `No flag "${file}".` });
    // Countries without a drawn flag in the fixtures get a tile with their code, as an asset host
    // answers every ISO country the pickers can list.
    const svg = (await readFile(join(demoDir, 'fixtures', 'flags', file), 'utf8').catch(() => undefined)) ?? codeTile(file.slice(0, 2).toUpperCase());
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });

  // The full-page form app: one page; the element reads its route from the path.
  const app_ = async (_request, reply) => {
    const { html, csp } = renderPage(demoDir, 'form-app');
    return reply.header('content-security-policy', csp).type('text/html; charset=utf-8').send(html);
  };
  app.get('/form/:flowId', app_);
}

/** A 60×30 tile with the country code, its colour taken from the code so neighbours differ. */
function codeTile(code) {
  const hue = ((code.charCodeAt(0) - 65) * 26 + (code.charCodeAt(1) - 65) * 7) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 30" width="60" height="30"><rect width="60" height="30" fill="hsl(${hue} 45% 38%)"/><text x="30" y="20" fill="#fff" font-family="system-ui, sans-serif" font-size="14" font-weight="600" text-anchor="middle">${code}</text></svg>`;
}
