// The built loader on a host page: fetches nothing but itself until a tag appears, fetches
// each element once however many tags appear and whenever, and is harmless loaded twice; pinned
// with its integrity, it loads its modules with its own crossorigin mode.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { launchBrowser, openPage, routedPage, snippet, useServersAndBrowser } from './support.mjs';

describe('loader on a host page', () => {
  const env = useServersAndBrowser();

  const ORIGIN = 'https://partner.example';

  async function hostPage(html) {
    const opened = await routedPage(env.browser, env.servers, `${ORIGIN}/`, `<!doctype html><html lang="en"><body>${html}</body></html>`);
    await opened.page.waitForFunction(() => window.FinWidgets?.version);
    return opened;
  }

  const sdkRequests = (requests) => requests.filter((url) => url.startsWith(`${ORIGIN}/dist/`)).map((url) => url.slice(ORIGIN.length));

  it('fetches only itself before a tag appears, then each module once for many tags', async () => {
    const { page, problems, requests, close } = await hostPage(snippet(ORIGIN, 'data-api-base="https://api.partner.example/v1/"'));
    await page.waitForTimeout(200);
    assert.deepEqual(sdkRequests(requests), ['/dist/loader.js']);
    assert.equal(await page.evaluate(() => window.__finWidgets.config.apiBase), 'https://api.partner.example/v1/');

    await page.evaluate(() => {
      for (let i = 0; i < 3; i++) document.body.append(document.createElement('fin-app-switcher'));
    });
    await page.waitForFunction(() => document.querySelectorAll('fin-app-switcher:defined').length === 3);
    const afterFirst = sdkRequests(requests);
    assert.equal(afterFirst.filter((url) => /^\/dist\/elements\/fin-app-switcher\.js\?v=[\w-]{8}$/.test(url)).length, 1);
    // The entry is the element's only file under elements/; its chunks are content-hashed.
    assert.equal(afterFirst.filter((url) => url.startsWith('/dist/elements/')).length, 1);
    assert.equal(afterFirst.filter((url) => url.startsWith('/dist/chunks/react-')).length, 1);
    // No shared chunk by name any more (rollup chunks by the set of elements using a module): each chunk once.
    const chunks = afterFirst.filter((url) => url.startsWith('/dist/chunks/'));
    assert.equal(new Set(chunks).size, chunks.length);

    await page.evaluate(() => {
      const section = document.createElement('section');
      section.innerHTML = '<div><fin-app-switcher current="people"></fin-app-switcher></div>';
      document.body.append(section);
    });
    await page.waitForFunction(() => document.querySelector('section fin-app-switcher')?.shadowRoot?.querySelector('button'));
    assert.deepEqual(sdkRequests(requests), afterFirst, 'no fetch for a tag added later');
    assert.deepEqual(problems, []);
    await close();
  });

  it('replays calls queued before it loaded and is harmless when the script loads twice', async () => {
    const twice = `${snippet(ORIGIN)}
<script>FinWidgets('configure', { locale: 'fr-FR' }); FinWidgets('ready', function () { window.readyCalled = true; });</script>
<script async src="${ORIGIN}/dist/loader.js"></script>
<fin-app-switcher></fin-app-switcher>`;
    const { page, problems, requests, close } = await hostPage(twice);
    await page.waitForFunction(() => window.readyCalled === true);
    assert.equal(await page.evaluate(() => window.__finWidgets.config.locale), 'fr-FR');
    // The entry (elements/<tag>.js?v=<build>), once; its code is in hashed chunks.
    assert.deepEqual(sdkRequests(requests).filter((url) => url.startsWith('/dist/elements/')).map((url) => url.replace(/\?v=.*/, '')), ['/dist/elements/fin-app-switcher.js']);
    assert.deepEqual(problems, []);
    await close();
  });

  it('resolves <feature>.<command> by name through the built loader', async () => {
    const { page, problems, requests, close } = await hostPage(snippet(ORIGIN));
    const outcome = await page.evaluate(async () => {
      const syncThrow = (() => {
        try {
          window.FinWidgets('launch');
          return 'no throw';
        } catch (error) {
          return `${error.name}: ${error.message}`;
        }
      })();
      const rejection = await window.FinWidgets('app-switcher.open').then(
        () => 'resolved',
        (error) => `${error.name}: ${error.message}`,
      );
      window.FinWidgets('configure', { tracker: { product: 'e2e', mode: 'dry-run' } });
      const timeout = new Promise((resolve) => setTimeout(resolve, 5000, 'timed out'));
      const track = await Promise.race([
        window.FinWidgets('tracker.track', { screen: 'e2e', action: 'view' }).then(
          (id) => typeof id,
          (error) => `${error.name}: ${error.message}`,
        ),
        timeout,
      ]);
      return { syncThrow, rejection, defined: !!customElements.get('fin-app-switcher'), track, tracker: !!customElements.get('fin-tracker') };
    });
    assert.deepEqual(outcome, {
      syncThrow: 'FinWidgetsArgumentError: FinWidgets: unknown command "launch"',
      rejection: 'FinWidgetsArgumentError: FinWidgets: unknown command "app-switcher.open"',
      defined: true,
      track: 'string',
      tracker: true,
    });
    const entries = sdkRequests(requests).filter((url) => /^\/dist\/elements\/fin-[a-z-]+\.js\?v=/.test(url));
    assert.deepEqual(entries.map((url) => url.replace(/\?.*/, '')).sort(), ['/dist/elements/fin-app-switcher.js', '/dist/elements/fin-tracker.js']);
    assert.deepEqual(problems, []);
    await close();
  });

  it('retries an element whose module failed to load', async () => {
    const { page, problems, close } = await hostPage(snippet(ORIGIN));
    env.servers.faults.add({ match: '/dist/elements/', status: 503, times: 1 });
    await page.evaluate(() => {
      window.errors = [];
      document.addEventListener('fin-error', (event) => window.errors.push(event.detail.code));
      document.body.append(document.createElement('fin-app-switcher'));
    });
    await page.waitForFunction(() => window.errors.length === 1);
    assert.equal(await page.evaluate(() => customElements.get('fin-app-switcher')), undefined);
    await page.evaluate(() => document.body.append(document.createElement('fin-app-switcher')));
    await page.waitForFunction(() => document.querySelectorAll('fin-app-switcher:defined').length === 2);
    assert.ok(problems.some((problem) => problem.includes('HTTP 503')), 'the failure was real');
    await close();
  });

  it('relays setAuth, configure({locale}) and setFeatures to an element that already rendered', async () => {
    const { page, problems, close } = await hostPage(`${snippet(ORIGIN)}<fin-app-switcher></fin-app-switcher>`);
    await page.waitForFunction(() => document.querySelector('fin-app-switcher')?.shadowRoot?.querySelector('button'));
    // The view's ElementContext value, read from the current React tree of the element's root:
    // the context is not on the page otherwise, and it is what every view reads.
    await page.evaluate(() => {
      window.contextOf = () => {
        const container = document.querySelector('fin-app-switcher').shadowRoot;
        const stack = [container[Object.keys(container).find((key) => key.startsWith('__reactContainer$'))].stateNode.current];
        while (stack.length) {
          const fiber = stack.pop();
          const value = fiber.memoizedProps?.value;
          if (value && 'features' in value) return JSON.stringify({ locale: value.config.locale, auth: value.auth, features: value.features });
          for (let child = fiber.child; child; child = child.sibling) stack.push(child);
        }
        return 'no context';
      };
    });
    const shows = async (expected) => {
      try {
        await page.waitForFunction((json) => window.contextOf() === json, JSON.stringify(expected), { timeout: 3000 });
      } catch {
        assert.deepEqual(JSON.parse(await page.evaluate(() => window.contextOf())), expected);
      }
    };
    await shows({ locale: 'en-GB', auth: null, features: {} });
    await page.evaluate(() => window.FinWidgets('setAuth', { token: 't-1' }));
    await shows({ locale: 'en-GB', auth: { token: 't-1' }, features: {} });
    await page.evaluate(() => window.FinWidgets('configure', { locale: 'fr-FR' }));
    await shows({ locale: 'fr-FR', auth: { token: 't-1' }, features: {} });
    await page.evaluate(() => window.FinWidgets('setFeatures', { dismiss: true }));
    await shows({ locale: 'fr-FR', auth: { token: 't-1' }, features: { dismiss: true } });
    assert.deepEqual(problems, []);
    await close();
  });

  it('has each entry name its whole static graph of chunks first, imports before importers', () => {
    // Static imports only (import "x", import … from "x", export … from "x"; not import("x")).
    const importsOf = (file) => [...readFileSync(new URL(file, DIST), 'utf8').matchAll(/(?:\bimport|\bfrom)\s*["']([^"']+\.js)["']/g)].map((match) => new URL(match[1], new URL(file, DIST)).pathname);
    const DIST = new URL('../../dist/', import.meta.url);
    const relative = (path) => path.slice(DIST.pathname.length);
    for (const name of readdirSync(new URL('elements/', DIST)).filter((file) => file.endsWith('.js'))) {
      const entry = `elements/${name}`;
      const listed = importsOf(entry).map(relative);
      const graph = new Set();
      const visit = (file) => {
        for (const imported of importsOf(file).map(relative)) {
          if (graph.has(imported)) continue;
          graph.add(imported);
          visit(imported);
        }
      };
      visit(entry);
      // Every chunk the entry needs is asked for when the entry arrives, not a level later…
      assert.deepEqual([...graph].filter((file) => !listed.includes(file)), [], `${entry} does not list all its chunks`);
      // …and in an order that runs each chunk after the chunks it imports, as the graph would.
      listed.forEach((file, at) => {
        for (const imported of importsOf(file).map(relative)) assert.ok(listed.indexOf(imported) < at, `${entry} lists ${file} before ${imported}`);
      });
    }
  });
});

describe('a pinned loader (integrity, crossorigin) on a host page', () => {
  const DIST = new URL('../../dist/', import.meta.url);
  const integrity = readFileSync(new URL('loader.js.integrity', DIST), 'utf8');
  /** What the CDN was asked: path and whether the page's cookie came with it. */
  const asked = [];
  let cdn;
  let host;
  let browser;
  const listen = (handler) => new Promise((done) => {
    const server = createServer(handler).listen(0, '127.0.0.1', () => done(server));
  });
  const origin = (server) => `http://127.0.0.1:${server.address().port}`;

  before(async () => {
    // A CDN that answers CORS with credentials for any origin, so both modes load and only the
    // cookie tells them apart. The host is another port of the same host name: another origin,
    // the same site, so its cookie goes to the CDN exactly when a request includes credentials.
    cdn = await listen((request, response) => {
      const path = new URL(request.url, 'http://cdn').pathname;
      asked.push({ path, cookie: request.headers.cookie ?? '' });
      const file = new URL(`.${path}`, DIST);
      const headers = { 'access-control-allow-origin': request.headers.origin ?? '*', 'access-control-allow-credentials': 'true', 'content-type': 'text/javascript' };
      if (!existsSync(file) || !statSync(file).isFile()) return response.writeHead(404, headers).end();
      return response.writeHead(200, headers).end(readFileSync(file));
    });
    host = await listen((request, response) => {
      const url = new URL(request.url, 'http://host');
      const mode = url.searchParams.get('crossorigin');
      response.writeHead(200, { 'content-type': 'text/html', 'set-cookie': 'visitor=1; Path=/' });
      if (url.pathname === '/cookie') return response.end('<!doctype html><title>cookie</title>');
      // <fin-form mode="page"> on a path with no flow id loads no flow: only its head, preloads and implementation.
      return response.end(`<!doctype html><html lang="en"><body><fin-app-switcher></fin-app-switcher><fin-form mode="page"></fin-form>
<script async src="${origin(cdn)}/loader.js" integrity="${integrity}" crossorigin="${mode}"></script></body></html>`);
    });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    cdn?.close();
    host?.close();
  });

  for (const [mode, cookie] of [['anonymous', ''], ['use-credentials', 'visitor=1']]) {
    it(`crossorigin="${mode}": the loader passes its integrity check and its element modules are fetched ${cookie ? 'with' : 'without'} credentials, as it was`, async () => {
      const { page, problems, close } = await openPage(browser);
      // The first visit sets the host's cookie; the second loads the SDK with it in the jar.
      await page.goto(`${origin(host)}/cookie`);
      asked.length = 0;
      await page.goto(`${origin(host)}/?crossorigin=${mode}`);
      await page.waitForFunction(() => document.querySelector('fin-app-switcher')?.shadowRoot?.querySelector('button') && customElements.get('fin-form'));
      const modules = asked.filter(({ path }) => path.startsWith('/elements/') || path.startsWith('/chunks/'));
      // A head's modulepreload links take the loader's mode too: in another mode the browser would ask again.
      assert.ok(modules.some(({ path }) => path.startsWith('/chunks/fin-form-')), "the form's implementation was not fetched");
      const paths = modules.map(({ path }) => path);
      assert.deepEqual(paths.filter((path, index) => paths.indexOf(path) !== index), [], 'a module was fetched twice');
      assert.ok(modules.some(({ path }) => path === '/elements/fin-app-switcher.js'), 'the entry was not fetched');
      assert.ok(modules.some(({ path }) => path.startsWith('/chunks/react-')), 'the entry\'s chunks were not fetched');
      assert.deepEqual(modules.filter((request) => request.cookie !== cookie), []);
      assert.equal(asked.find(({ path }) => path === '/loader.js')?.cookie, cookie);
      assert.deepEqual(problems, []);
      await close();
    });
  }
});
