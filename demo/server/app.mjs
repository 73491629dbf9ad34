// The reference server: serves the SDK (dist/) and the demo pages, plays the provider's
// backend from demo/fixtures, and injects faults on demand.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { createFaults } from './faults.mjs';
import { loadFixtures } from './fixtures.mjs';
import { renderPage } from './routes/pages.mjs';
import { routes } from './routes/index.mjs';
import ssoRoutes from './routes/sso.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** A chunk: named by its content hash (an element's entry is named by its tag). */
const isHashed = (path) => /[\\/]chunks[\\/]/.test(path);

export class MissingBuildError extends Error {
  constructor(distDir) {
    super(`${distDir} has no loader.js: run "npm run build" first (npm start does it for you).`);
    this.name = 'MissingBuildError';
  }
}

const isStatic = (url) => url === '/' || url.startsWith('/dist/') || url.startsWith('/assets/') || /\.html(\?|$)/.test(url);

/**
 * The SDK's cache policy: hashed files, and element entries asked for with the build's id
 * (?v=), forever; the loader, and entries without an id, briefly.
 */
function sdkCacheHeaders(res, path) {
  const forever = isHashed(path) || /[?&]v=/.test(res.req?.url ?? '');
  res.setHeader('cache-control', forever ? 'public, max-age=31536000, immutable' : 'public, max-age=60');
}

/**
 * @param {object} [options]
 * @param {string} [options.root] repository root (dist/ and demo/ are read from it)
 * @param {() => string | undefined} [options.hostOrigin] origin of the cross-origin host page
 * @param {object} [options.chat] the chat server's timings, socket config and test hook (routes/chat/index.mjs)
 */
export async function createServer({ root = ROOT, logger = false, hostOrigin = () => undefined, chat = {}, https } = {}) {
  const distDir = join(root, 'dist');
  const demoDir = join(root, 'demo');
  if (!existsSync(join(distDir, 'loader.js'))) throw new MissingBuildError(distDir);

  // `https` ({key, cert}): served over TLS, for the benches' https pages (bench/launcher-intent.mjs).
  const app = Fastify({ logger, bodyLimit: 12 * 1024 * 1024, ...(https ? { https } : {}) });
  const faults = createFaults();
  const fixtures = loadFixtures(join(demoDir, 'fixtures'));
  const pages = JSON.parse(readFileSync(join(demoDir, 'pages.json'), 'utf8'));

  // Permissive CORS: demo hosts on other origins embed the SDK and call this backend.
  await app.register(cors, { origin: true, credentials: true, exposedHeaders: ['retry-after'], maxAge: 600 });
  app.addHook('onRequest', (request, reply) => faults.apply(request, reply, isStatic));
  await app.register(fastifyStatic, { root: distDir, prefix: '/dist/', cacheControl: false, setHeaders: sdkCacheHeaders });
  await app.register(fastifyStatic, { root: join(demoDir, 'assets'), prefix: '/assets/', decorateReply: false });

  // `shared` carries state one feature's routes offer another (the chat's tickets are the help centre's requests).
  const context = { demoDir, fixtures, faults, pages, hostOrigin, chat, shared: {} };
  for (const register of routes) await app.register(register, context);
  return { app, faults, fixtures };
}

/**
 * The second origin: a host page that embeds the SDK from `sdkOrigin`, and the reference
 * sign-on service (/sso/), which must live on another origin than the pages that use it.
 */
export async function createHostServer({ root = ROOT, sdkOrigin, logger = false }) {
  const app = Fastify({ logger });
  const fixtures = loadFixtures(join(root, 'demo', 'fixtures'));
  await app.register(ssoRoutes, { fixtures, pageOrigin: () => sdkOrigin });
  const page = async (_request, reply) => {
    const { html, csp } = renderPage(join(root, 'demo'), 'cross-origin', { sdkOrigin });
    return reply.header('content-security-policy', csp).type('text/html; charset=utf-8').send(html);
  };
  app.get('/', page);
  app.get('/cross-origin.html', page);
  await app.register(fastifyStatic, { root: join(root, 'demo', 'assets'), prefix: '/assets/' });
  return { app };
}
