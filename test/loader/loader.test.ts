import { expect, waitUntil } from '@open-wc/testing';

/**
 * Each test runs the loader in a fresh same-origin iframe: the queue snippet, optional queued
 * calls, then install() with a build id; fixture modules are served by the test server, and a
 * tag's name says how its module behaves (test/support/element-fixtures-plugin.mjs).
 */
type FinWidgetsApi = ((command: string, ...args: unknown[]) => unknown) & { version?: string };
interface Frame {
  window: Window & { FinWidgets: FinWidgetsApi; __finWidgets?: { config: Record<string, unknown>; auth: unknown }; log: unknown[] };
  document: Document;
}

const SNIPPET =
  'window.FinWidgets=window.FinWidgets||function(){(FinWidgets.q=FinWidgets.q||[]).push(arguments)}';

const unique = (name: string) => `fin-${name}-${Math.random().toString(36).slice(2, 8)}`;

async function loaderFrame(
  { body = '', queued = '', installs = 1, forwards = {} as Record<string, string> } = {},
): Promise<Frame> {
  const iframe = document.createElement('iframe');
  const install = 'install("test-build",' + JSON.stringify(forwards) + ');';
  iframe.srcdoc = `<!doctype html><html><body>${body}
<script>window.log = []; addEventListener('fin-widgets-state', () => log.push(__finWidgets.config.locale));</script>
<script>${SNIPPET}</script>
<script>${queued}</script>
<script type="module">import { install } from '/loader/install.ts'; ${install.repeat(installs)}</script>
</body></html>`;
  document.body.append(iframe);
  await waitUntil(() => (iframe.contentWindow as Frame['window'] | null)?.FinWidgets?.version, 'loader did not install', { timeout: 4000 });
  return { window: iframe.contentWindow as Frame['window'], document: iframe.contentDocument as Document };
}

const fetchesOf = (frame: Frame, fragment: string) =>
  frame.window.performance.getEntriesByType('resource').filter((entry) => entry.name.includes(fragment)).length;

const nextTick = () => new Promise((resolve) => setTimeout(resolve, 50));

function captureError(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a throw');
}

afterEach(() => document.querySelectorAll('iframe').forEach((frame) => frame.remove()));

describe('loader: discovery and loading', () => {
  it('fetches nothing before a tag appears, then the element once', async () => {
    const tag = unique('late');
    const frame = await loaderFrame();
    await nextTick();
    expect(fetchesOf(frame, tag)).to.equal(0);

    frame.document.body.append(frame.document.createElement(tag));
    await waitUntil(() => frame.window.customElements.get(tag), 'the late tag was not upgraded');
    expect(frame.document.querySelector(tag)?.textContent).to.equal('upgraded');
    expect(fetchesOf(frame, tag)).to.equal(1);
  });

  it('fetches once for many tags, now and later, nested anywhere', async () => {
    const tag = unique('many');
    const other = unique('other');
    const frame = await loaderFrame({ body: `<${tag}></${tag}><section><${tag}></${tag}></section><${tag}></${tag}>` });
    await waitUntil(() => frame.window.customElements.get(tag));
    const wrapper = frame.document.createElement('div');
    wrapper.innerHTML = `<article><${tag}></${tag}><${tag}></${tag}></article>`;
    frame.document.body.append(wrapper);
    await waitUntil(() => frame.document.querySelectorAll(`${tag}:defined`).length === 5, 'not every instance upgraded');
    expect(fetchesOf(frame, tag)).to.equal(1);
    expect(fetchesOf(frame, other)).to.equal(0);
  });

  it('fetches only undefined fin-* tags: not other custom elements, nor a fin-* tag the page defined', async () => {
    const own = unique('own');
    const frame = await loaderFrame({
      body: `<script>customElements.define('${own}', class extends HTMLElement {})</script><${own}></${own}><my-widget></my-widget><fin></fin>`,
    });
    const tag = unique('after');
    frame.document.body.append(frame.document.createElement(tag));
    await waitUntil(() => frame.window.customElements.get(tag), 'the fin-* tag added later was not upgraded');
    const fetched = frame.window.performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((path) => path.startsWith('/elements/'));
    expect(fetched).to.deep.equal([`/elements/${tag}.js`]);
  });

  it('retries a failed import when the tag appears again, after reporting fin-error', async () => {
    const tag = unique('flaky');
    const frame = await loaderFrame();
    const errors: unknown[] = [];
    frame.document.addEventListener('fin-error', (event) => errors.push((event as CustomEvent).detail));
    frame.document.body.append(frame.document.createElement(tag));
    await waitUntil(() => errors.length === 1, 'no fin-error after the failed import');
    expect(errors[0]).to.deep.equal({ code: 'load_failed', message: `Could not load <${tag}>.` });
    expect(frame.window.customElements.get(tag)).to.equal(undefined);

    frame.document.body.append(frame.document.createElement(tag));
    await waitUntil(() => frame.window.customElements.get(tag), 'the retry did not define the element');
    expect(frame.document.querySelectorAll(`${tag}:defined`).length).to.equal(2);
  });

  it('reports a failed load once: one console error, fin-error on every instance, then a retry at a new URL', async () => {
    const tag = unique('empty-twice');
    const frame = await loaderFrame();
    const logged: unknown[][] = [];
    (frame.window as unknown as typeof globalThis).console.error = (...args: unknown[]) => logged.push(args);
    const errors: EventTarget[] = [];
    frame.document.addEventListener('fin-error', (event) => errors.push(event.target!));
    const wrapper = frame.document.createElement('div');
    wrapper.innerHTML = `<${tag}></${tag}><${tag}></${tag}>`;
    frame.document.body.append(wrapper);
    await waitUntil(() => errors.length === 2, 'not every instance got fin-error');
    await nextTick();
    expect(errors).to.deep.equal([...frame.document.querySelectorAll(tag)]);
    expect(logged.length).to.equal(1);
    expect(logged[0]![0]).to.equal(`FinWidgets: Could not load <${tag}>`);

    frame.document.body.append(frame.document.createElement(tag));
    await waitUntil(() => errors.length === 5, 'the retry did not report on the three instances');
    const urls = frame.window.performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => url.includes(tag));
    expect(urls.map((url) => new URL(url).search)).to.deep.equal(['?v=test-build', '?v=test-build&retry=1']);
  });

  it('reports a module that loads but does not define its tag', async () => {
    const tag = unique('empty');
    const frame = await loaderFrame({ body: `<${tag}></${tag}>` });
    const failed = await (frame.window.FinWidgets('ready') as Promise<void>).then(() => false, (error: Error) => error.message);
    expect(failed).to.match(new RegExp(`/elements/${tag}\\.js\\?v=test-build(&retry=\\d)? did not define it$`));
  });

  it('ready() resolves once the elements on the page are defined, and retries a failed tag', async () => {
    const tag = unique('ready');
    const flaky = unique('flaky-ready');
    const frame = await loaderFrame({ body: `<${tag}></${tag}>` });
    await frame.window.FinWidgets('ready');
    expect(frame.window.customElements.get(tag)).to.not.equal(undefined);

    const failed = await (frame.window.FinWidgets('ready', flaky) as Promise<void>).then(() => false, () => true);
    expect(failed).to.equal(true);
    await frame.window.FinWidgets('ready', flaky);
    expect(frame.window.customElements.get(flaky)).to.not.equal(undefined);
  });

  it('is harmless when installed twice', async () => {
    const tag = unique('twice');
    const frame = await loaderFrame({ body: `<${tag}></${tag}>`, installs: 2 });
    await waitUntil(() => frame.window.customElements.get(tag));
    await nextTick();
    expect(fetchesOf(frame, tag)).to.equal(1);
    expect(frame.window.FinWidgets.version).to.equal('1');
  });
});

describe('loader: commands', () => {
  it('replays queued calls in order, and a bad one does not stop the rest', async () => {
    const frame = await loaderFrame({
      queued: `
        FinWidgets('configure', { locale: 'de-DE' });
        FinWidgets('configure', { colour: 'red' });
        FinWidgets('configure', { locale: 'fr-FR', apiBase: 'https://api.example/v1/' });
        FinWidgets('setAuth', { token: 'secret' });
        FinWidgets('setFeatures', { dismiss: true });`,
    });
    expect(frame.window.log).to.deep.equal(['de-DE', 'fr-FR', 'fr-FR', 'fr-FR']);
    expect(frame.window.__finWidgets?.config).to.deep.equal({
      locale: 'fr-FR',
      apiBase: 'https://api.example/v1/',
      features: { dismiss: true },
    });
    expect(frame.window.__finWidgets?.auth).to.deep.equal({ token: 'secret' });
  });

  it('publishes a new state object at each change and leaves the previous one as it was', async () => {
    const frame = await loaderFrame();
    const api = frame.window.FinWidgets;
    const states = [frame.window.__finWidgets!];
    frame.window.addEventListener('fin-widgets-state', () => states.push(frame.window.__finWidgets!));
    api('configure', { locale: 'fr-FR' });
    api('setAuth', { token: 't-1' });
    api('setFeatures', { dismiss: true });
    expect(states.length).to.equal(4);
    expect(new Set(states).size).to.equal(4);
    expect(JSON.stringify(states)).to.equal(
      JSON.stringify([
        { config: {}, auth: null },
        { config: { locale: 'fr-FR' }, auth: null },
        { config: { locale: 'fr-FR' }, auth: { token: 't-1' } },
        { config: { locale: 'fr-FR', features: { dismiss: true } }, auth: { token: 't-1' } },
      ]),
    );
  });

  it('merges tracker options, so consent can be given without repeating the rest', async () => {
    const frame = await loaderFrame({
      queued: `
        FinWidgets('configure', { tracker: { product: 'business', consent: false } });
        FinWidgets('configure', { tracker: { consent: true } });`,
    });
    expect(frame.window.__finWidgets?.config.tracker).to.deep.equal({ product: 'business', consent: true });
  });

  it('relays messages, merged by locale', async () => {
    const frame = await loaderFrame({
      queued: `
        FinWidgets('configure', { messages: { 'fr-FR': { 'ticket.retry': 'Réessayer' } } });
        FinWidgets('configure', { messages: { de: { 'ticket.retry': 'Erneut versuchen' } } });`,
    });
    expect(frame.window.__finWidgets?.config.messages).to.deep.equal({ 'fr-FR': { 'ticket.retry': 'Réessayer' }, de: { 'ticket.retry': 'Erneut versuchen' } });
  });

  it('throws a named error that says what was wrong', async () => {
    const frame = await loaderFrame();
    const api = frame.window.FinWidgets;
    const cases: [() => unknown, string][] = [
      [() => api('launch'), 'unknown command "launch"'],
      [() => api('Chat.open'), 'unknown command "Chat.open"'],
      [() => api('chat.'), 'unknown command "chat."'],
      [() => api('.open'), 'unknown command ".open"'],
      [() => api('chat/../x.open'), 'unknown command "chat/../x.open"'],
      // Names every object has: neither a forwarded command nor one of the loader's own.
      [() => api('toString'), 'unknown command "toString"'],
      [() => api('constructor'), 'unknown command "constructor"'],
      [() => api('hasOwnProperty'), 'unknown command "hasOwnProperty"'],
      [() => api('configure', 'fr'), 'configure takes an object'],
      [() => api('configure', { colour: 'red' }), 'configure has no option "colour"'],
      [() => api('configure', { apiBase: 'http://[::1' }), 'apiBase is not a URL: http://[::1'],
      [() => api('configure', { apiBase: '' }), 'apiBase is not a URL: '],
      [() => api('configure', { locale: 42 }), 'locale is not a BCP 47 tag: 42'],
      [() => api('configure', { locale: 'not a locale!' }), 'locale is not a BCP 47 tag: not a locale!'],
      // Intl.getCanonicalLocales accepts it (a 5–8 letter language subtag is well-formed); no real locale has one.
      [() => api('configure', { locale: 'english' }), 'locale is not a BCP 47 tag: english'],
      [() => api('configure', { features: { dismiss: 'yes' } }), 'features.dismiss must be a boolean'],
      [() => api('configure', { tracker: 'on' }), 'tracker must be an object'],
      [() => api('configure', { messages: 'fr-FR' }), 'messages must be an object'],
      [() => api('configure', { messages: [{ 'fr-FR': {} }] }), 'messages must be an object'],
      [() => api('configure', { messages: null }), 'messages must be an object'],
      [() => api('setAuth', {}), 'setAuth takes {token: string} or null'],
      [() => api('setFeatures', []), 'features must be an object of booleans'],
      [() => api('on', 'click', () => {}), 'event names start with "fin-"'],
      [() => api('on', 'fin-form-complete', 'handler'), 'the listener must be a function'],
      [() => api('off', 42, () => {}), 'event names start with "fin-"'],
      [() => api('ready', 'form'), 'ready takes a callback or a fin-* tag'],
      [() => api('ready', 42), 'ready takes a callback or a fin-* tag'],
    ];
    for (const [run, message] of cases) {
      const error = captureError(run);
      expect(error.name, message).to.equal('FinWidgetsArgumentError');
      expect(error.message).to.equal(`FinWidgets: ${message}`);
    }
    api('setAuth', null);
    expect(frame.window.__finWidgets?.auth).to.equal(null);
  });

  it('relays fin-* events from inside shadow roots to on() listeners until unsubscribed', async () => {
    const frame = await loaderFrame();
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    const unsubscribe = frame.window.FinWidgets('on', 'fin-test-event', listener) as () => void;
    const host = frame.document.createElement('div');
    const inner = host.attachShadow({ mode: 'open' }).appendChild(frame.document.createElement('span'));
    frame.document.body.append(host);
    const fire = (n: number) =>
      inner.dispatchEvent(new (frame.window as unknown as typeof globalThis).CustomEvent('fin-test-event', { detail: n, bubbles: true, composed: true }));

    fire(1);
    unsubscribe();
    fire(2);
    frame.window.FinWidgets('on', 'fin-test-event', listener);
    fire(3);
    frame.window.FinWidgets('off', 'fin-test-event', listener);
    fire(4);
    expect(seen).to.deep.equal([1, 3]);
  });
});

describe('loader: <feature>.<command> by convention', () => {
  it('loads fin-<feature> once and calls its commands.<command> with the arguments', async () => {
    const tag = unique('conv');
    const feature = tag.slice('fin-'.length);
    const frame = await loaderFrame();
    const [first, second] = await Promise.all([
      frame.window.FinWidgets(`${feature}.echo`, 1, 'a', { b: true }) as Promise<unknown>,
      frame.window.FinWidgets(`${feature}.echo`) as Promise<unknown>,
    ]);
    expect(JSON.stringify(first)).to.equal(JSON.stringify({ tag, args: [1, 'a', { b: true }] }));
    expect(JSON.stringify(second)).to.equal(JSON.stringify({ tag, args: [] }));
    expect(fetchesOf(frame, tag)).to.equal(1);
    expect(frame.window.customElements.get(tag)).to.not.equal(undefined);
  });

  it('runs synchronously once the module has loaded, like a forwarded command', async () => {
    const feature = unique('convsync').slice('fin-'.length);
    const frame = await loaderFrame();
    const marks = () => (frame.window as unknown as { marks?: number }).marks ?? 0;
    expect(await (frame.window.FinWidgets(`${feature}.mark`) as Promise<unknown>)).to.equal(1);
    const second = frame.window.FinWidgets(`${feature}.mark`) as Promise<unknown>;
    expect(marks()).to.equal(2);
    await second;
  });

  it('rejects with FinWidgetsArgumentError when the module has no such command', async () => {
    const feature = unique('convnone').slice('fin-'.length);
    const frame = await loaderFrame();
    const error = await (frame.window.FinWidgets(`${feature}.launch`) as Promise<unknown>).then(
      () => new Error('resolved'),
      (reason: Error) => reason,
    );
    expect(error.name).to.equal('FinWidgetsArgumentError');
    expect(error.message).to.equal(`FinWidgets: unknown command "${feature}.launch"`);
  });
});

describe('loader: commands forwarded to an element module', () => {
  it('imports the module once and resolves with what its command returns', async () => {
    const tag = unique('cmd');
    const frame = await loaderFrame({ forwards: { echo: tag.slice('fin-'.length) } });
    const [first, second] = await Promise.all([
      frame.window.FinWidgets('echo', 1, 'a') as Promise<unknown>,
      frame.window.FinWidgets('echo', 2) as Promise<unknown>,
    ]);
    expect(JSON.stringify(first)).to.equal(JSON.stringify({ tag, args: [1, 'a'] }));
    expect(JSON.stringify(second)).to.equal(JSON.stringify({ tag, args: [2] }));
    expect(fetchesOf(frame, tag)).to.equal(1);
  });

  it('runs a command synchronously once its module has loaded (popups must open inside the click)', async () => {
    const tag = unique('cmdsync');
    const frame = await loaderFrame({ forwards: { mark: tag.slice('fin-'.length) } });
    const marks = () => (frame.window as unknown as { marks?: number }).marks ?? 0;
    const first = frame.window.FinWidgets('mark') as Promise<unknown>;
    expect(marks()).to.equal(0);
    expect(await first).to.equal(1);
    const second = frame.window.FinWidgets('mark') as Promise<unknown>;
    expect(marks()).to.equal(2);
    expect(await second).to.equal(2);
  });

  it('replays queued forwarded commands with their arguments, in order', async () => {
    const tag = unique('cmdq');
    const frame = await loaderFrame({ forwards: { record: tag.slice('fin-'.length) }, queued: `FinWidgets('record', 'queued', {n: 1}); FinWidgets('record', 2)` });
    const records = () => (frame.window as unknown as { records?: unknown[][] }).records ?? [];
    await waitUntil(() => records().length === 2, 'the queued commands did not run');
    expect(JSON.stringify(records())).to.equal(JSON.stringify([['queued', { n: 1 }], [2]]));
  });

  it('leaves no unhandled rejection when a queued forwarded command cannot load its module', async () => {
    const tag = unique('empty-cmdq');
    const queued = `window.unhandled = []; addEventListener('unhandledrejection', (event) => { unhandled.push(String(event.reason)); event.preventDefault(); }); FinWidgets('record', 1)`;
    const frame = await loaderFrame({ forwards: { record: tag.slice('fin-'.length) }, queued });
    await waitUntil(() => fetchesOf(frame, tag) === 1, 'the queued command did not ask for its module');
    await nextTick();
    expect((frame.window as unknown as { unhandled: string[] }).unhandled).to.deep.equal([]);
  });

  it('rejects when the module cannot load', async () => {
    const tag = unique('empty-cmd');
    const frame = await loaderFrame({ forwards: { echo: tag.slice('fin-'.length) } });
    let rejected = '';
    await (frame.window.FinWidgets('echo') as Promise<unknown>).catch((error: Error) => (rejected = error.message));
    expect(rejected).to.contain('did not define it');
  });
});
