// The public contract, tested as a contract: the table test/support/public-api.mjs reads from the
// docs and dist/custom-elements.json, walked on real pages through the loader. Every command of
// the table runs and does what its doc line says (its result, its argument checks), every module's
// `commands` and every element's methods are in the table (a command or method without a doc
// line fails), each element is defined once `FinWidgets('ready', tag)` resolves, observes its
// documented attributes and keeps its documented properties (set before and after its
// definition), each documented event fires in its flow (or names the test that drives it), and
// the demo pages' switches work as a user turns them.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { publicApi } from '../support/public-api.mjs';
import { openPage, routedPage, snippet, useServersAndBrowser } from './support.mjs';

const api = publicApi();
const HOST = 'https://contract.example';
const DEVICE_KEY = 'fin-widgets-demo-device-key';

/** Runs FinWidgets(name, …args) in the page: how it answered (returned, threw, or a promise that settled). */
function call(page, name, ...args) {
  return page.evaluate(
    async ({ name, args, FUNCTION }) => {
      const seen = (error) => ({ name: error?.name, message: error?.message, code: error?.code });
      let returned;
      try {
        returned = window.FinWidgets(name, ...args.map((arg) => (arg === FUNCTION ? () => {} : arg)));
      } catch (error) {
        return { thrown: seen(error) };
      }
      const describe = (value) => (value === undefined ? { undefined: true } : typeof value === 'function' ? { function: true } : { value: JSON.parse(JSON.stringify(value)) });
      if (!returned || typeof returned.then !== 'function') return { returned: describe(returned) };
      try {
        return { resolved: describe(await returned) };
      } catch (error) {
        return { rejected: seen(error) };
      }
    },
    { name, args: args.map((arg) => (typeof arg === 'function' ? FUNCTION : arg)), FUNCTION },
  );
}

/** Stands for a function argument, which page.evaluate cannot carry. */
const FUNCTION = '__contract_function__';

const hostState = (page) => page.evaluate(() => window.__finWidgets);

/** A blank host page with the snippet, served from its own origin (the SDK's files from the reference server). */
async function loaderPage(env, body = '') {
  const opened = await routedPage(env.browser, env.servers, `${HOST}/`, `<!doctype html><html lang="en-GB"><head><title>Contract</title>${snippet(HOST)}</head><body>${body}</body></html>`);
  await opened.page.waitForFunction(() => window.FinWidgets?.version);
  return opened;
}

/** A demo page of the reference server. */
async function demoPage(env, path) {
  const opened = await openPage(env.browser);
  await opened.page.goto(`${env.servers.origin}${path}`);
  await opened.page.waitForFunction(() => window.FinWidgets?.version);
  return opened;
}

const feature = (tag) => tag.replace(/^fin-/, '');
const modules = readdirSync('dist/elements')
  .filter((file) => file.endsWith('.js'))
  .map((file) => file.replace(/\.js$/, ''));

/** feature → the commands the table gives it (its `<feature>.<command>` names and aliases). */
function documentedCommands() {
  const byFeature = {};
  for (const entry of api.commands) {
    for (const name of [entry.name, ...entry.aliases]) {
      const match = /^([a-z][\w-]*)\.(\w+)$/.exec(name);
      if (match) (byFeature[match[1]] ??= new Set()).add(match[2]);
    }
  }
  return byFeature;
}

/** A value for a documented property: typed as the attribute it mirrors (custom-elements.json), else by its doc type. */
function sampleFor(tag, property) {
  const manifest = JSON.parse(readFileSync('dist/custom-elements.json', 'utf8'));
  const declaration = manifest.modules.flatMap((module) => module.declarations ?? []).find((entry) => entry.tagName === tag);
  const kebab = property.name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  const attribute = declaration?.attributes?.find((entry) => entry.name === kebab);
  const type = attribute?.type?.text ?? '';
  if (attribute) {
    if (type === 'boolean') return { value: true };
    if (type === 'number') return { value: 1234 };
    if (type === 'object') return { value: { contract: '1' } };
    const literal = /^"([^"]+)"/.exec(type);
    return { value: literal ? literal[1] : `contract-${kebab}` };
  }
  if (property.name === 'messages') return { value: { 'en-GB': { 'contract.key': 'Contract' } } };
  if (property.type.includes('=>')) return { function: true };
  if (property.type.includes('[]')) return { value: [] };
  return { value: { contract: true } };
}

/** Asserts how a call failed: `thrown` (a built-in's synchronous check) or `rejected` (a feature command). */
function failed(result, how, { name = 'FinWidgetsArgumentError', code, message }) {
  const error = result[how];
  assert.ok(error, `expected it ${how}, got ${JSON.stringify(result)}`);
  assert.equal(error.name, name, JSON.stringify(error));
  if (code) assert.equal(error.code, code, JSON.stringify(error));
  if (message) assert.ok(error.message.includes(message), `"${error.message}" says "${message}"`);
}

const SSO_SERVICE = (env) => `${env.servers.hostOrigin}/sso/`;

/**
 * What each command of the table does, as its doc line says: `run` walks it (its result, its
 * argument checks); `probe` is one call whose answer shows the command ran, made again through
 * each of its other names. A command of the table without a walker here fails, as does a walker
 * for a command the table does not have.
 */
const WALKERS = {
  async configure({ page }) {
    assert.deepEqual(await call(page, 'configure', { locale: 'fr-FR', features: { contractOne: true } }), { returned: { undefined: true } });
    await call(page, 'configure', { features: { contractTwo: true } });
    const { config } = await hostState(page);
    assert.equal(config.locale, 'fr-FR');
    assert.deepEqual({ one: config.features.contractOne, two: config.features.contractTwo }, { one: true, two: true }, 'merged');
    failed(await call(page, 'configure', { colour: 'red' }), 'thrown', { message: 'configure has no option "colour"' });
    failed(await call(page, 'configure', { apiBase: 'http://[::1' }), 'thrown', { message: 'apiBase is not a URL: http://[::1' });
    failed(await call(page, 'configure', { locale: 'english' }), 'thrown', { message: 'locale is not a BCP 47 tag: english' });
    failed(await call(page, 'configure', { features: { dismiss: 'yes' } }), 'thrown', { message: 'features.dismiss must be a boolean' });
    failed(await call(page, 'configure', { messages: 'hello' }), 'thrown', {});
    await call(page, 'configure', { locale: 'en-GB' });
  },
  async setAuth({ page }) {
    assert.deepEqual(await call(page, 'setAuth', { token: 'contract-token' }), { returned: { undefined: true } });
    assert.deepEqual((await hostState(page)).auth, { token: 'contract-token' });
    await call(page, 'setAuth', null);
    assert.equal((await hostState(page)).auth, null);
    failed(await call(page, 'setAuth', {}), 'thrown', { message: 'setAuth takes {token: string} or null' });
  },
  async setFeatures({ page }) {
    assert.deepEqual(await call(page, 'setFeatures', { contractThree: true }), { returned: { undefined: true } });
    await call(page, 'setFeatures', { contractFour: false });
    const { features } = (await hostState(page)).config;
    assert.deepEqual({ three: features.contractThree, four: features.contractFour }, { three: true, four: false }, 'merged');
    failed(await call(page, 'setFeatures', { contractThree: 1 }), 'thrown', { message: 'features.contractThree must be a boolean' });
  },
  async on({ page }) {
    const heard = await page.evaluate(() => {
      const got = [];
      const stop = window.FinWidgets('on', 'fin-contract', (event) => got.push(`${event.target.localName} ${event.detail.n}`));
      // From inside a shadow root: the events are composed.
      const host = document.body.appendChild(document.createElement('div'));
      const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('span'));
      inner.dispatchEvent(new CustomEvent('fin-contract', { detail: { n: 1 }, bubbles: true, composed: true }));
      stop();
      inner.dispatchEvent(new CustomEvent('fin-contract', { detail: { n: 2 }, bubbles: true, composed: true }));
      host.remove();
      return { got, unsubscribe: typeof stop };
    });
    assert.deepEqual(heard, { got: ['div 1'], unsubscribe: 'function' });
    failed(await call(page, 'on', 'click', () => {}), 'thrown', { message: 'event names start with "fin-"' });
    failed(await call(page, 'on', 'fin-contract', 1), 'thrown', { message: 'the listener must be a function' });
  },
  async off({ page }) {
    const got = await page.evaluate(() => {
      const got = [];
      const listener = (event) => got.push(event.detail.n);
      window.FinWidgets('on', 'fin-contract', listener);
      document.dispatchEvent(new CustomEvent('fin-contract', { detail: { n: 1 } }));
      const returned = window.FinWidgets('off', 'fin-contract', listener);
      document.dispatchEvent(new CustomEvent('fin-contract', { detail: { n: 2 } }));
      return { got, returned: returned === undefined };
    });
    assert.deepEqual(got, { got: [1], returned: true });
    failed(await call(page, 'off', 'contract', () => {}), 'thrown', { message: 'event names start with "fin-"' });
  },
  async ready({ page }) {
    assert.deepEqual(await call(page, 'ready'), { resolved: { undefined: true } });
    assert.deepEqual(await call(page, 'ready', 'fin-app-switcher'), { resolved: { undefined: true } });
    assert.equal(await page.evaluate(() => !!customElements.get('fin-app-switcher')), true, 'ready(tag) loads the tag');
    assert.equal(await page.evaluate(() => new Promise((resolve) => window.FinWidgets('ready', () => resolve('called back')))), 'called back');
    failed(await call(page, 'ready', 'app-switcher'), 'thrown', { message: 'ready takes a callback or a fin-* tag' });
  },
  'tracker.track': {
    async run({ page }) {
      await call(page, 'configure', { tracker: { product: 'contract', mode: 'dry-run' } });
      const tracked = await call(page, 'track', { screen: 'contract', action: 'view' });
      assert.equal(typeof tracked.resolved?.value, 'string', `a Promise of the event's id: ${JSON.stringify(tracked)}`);
      failed(await call(page, 'track', { screen: 'contract', action: 'view', colour: 'red' }), 'rejected', { code: 'invalid_event', message: 'track event has no field "colour"' });
      failed(await call(page, 'track', { screen: 1, action: 'view' }), 'rejected', { code: 'invalid_event', message: 'track screen must be a string' });
    },
    probe: [[{ nope: 1 }], (result) => failed(result, 'rejected', { code: 'invalid_event' })],
  },
  'chat.preload': {
    async run({ page }) {
      assert.deepEqual(await call(page, 'chat.preload'), { resolved: { undefined: true } });
      assert.equal(await page.evaluate(() => document.querySelector('fin-chat').hasAttribute('open')), false, 'loaded, not opened');
    },
  },
  'chat.open': {
    async run({ page }) {
      failed(await call(page, 'chat.open', { nope: 1 }), 'rejected', { code: 'invalid_chat_open', message: 'unknown option "nope"' });
      failed(await call(page, 'chat.open', 'ticket'), 'rejected', { code: 'invalid_chat_open' });
      assert.deepEqual(await call(page, 'chat.open', { category: 'general' }), { resolved: { undefined: true } });
      await page.locator('fin-chat[open] [part="panel"]').waitFor();
      await page.evaluate(() => document.querySelector('fin-chat').hide());
      await page.locator('fin-chat [part="panel"]').waitFor({ state: 'hidden' });
    },
    probe: [[{ nope: 1 }], (result) => failed(result, 'rejected', { code: 'invalid_chat_open' })],
  },
  'chat.disable': {
    async run({ page }) {
      assert.deepEqual(await call(page, 'chat.disable'), { resolved: { undefined: true } });
      assert.equal(await page.evaluate(() => [...document.querySelectorAll('fin-chat')].every((chat) => chat.hasAttribute('disabled'))), true, 'every <fin-chat> disabled');
      failed(await call(page, 'chat.open'), 'rejected', { name: 'ChatDisabledError', message: 'Chat is disabled.' });
    },
  },
  'chat.enable': {
    async run({ page }) {
      assert.deepEqual(await call(page, 'chat.enable'), { resolved: { undefined: true } });
      assert.equal(await page.evaluate(() => [...document.querySelectorAll('fin-chat')].some((chat) => chat.hasAttribute('disabled'))), false, 'none disabled');
      assert.deepEqual(await call(page, 'chat.open'), { resolved: { undefined: true } });
      await page.locator('fin-chat[open] [part="panel"]').waitFor();
      await page.evaluate(() => document.querySelector('fin-chat').hide());
    },
  },
  'sso.signIn': {
    async run({ page, env }) {
      failed(await call(page, 'signIn', {}), 'rejected', { code: 'invalid_sign_in_options' });
      // A hidden frame at the reference service, which has no session for this browser.
      const result = await call(page, 'signIn', { serviceUrl: SSO_SERVICE(env), clientId: 'fin-demo', redirectUri: new URL('/sso.html', env.servers.origin).href, mode: 'frame' });
      assert.equal(result.resolved?.value?.status, 'error', JSON.stringify(result));
      assert.equal(result.resolved.value.error, 'access_denied');
    },
    probe: [[{}], (result) => failed(result, 'rejected', { code: 'invalid_sign_in_options' })],
  },
  'sso.handleSignInReturn': {
    async run({ page }) {
      assert.deepEqual(await call(page, 'handleSignInReturn'), { resolved: { value: null } }, 'null when the page is not a return');
    },
    probe: [[], (result) => assert.deepEqual(result, { resolved: { value: null } })],
  },
  'sso.userInfo': {
    async run({ page, env }) {
      assert.deepEqual(await call(page, 'userInfo', { serviceUrl: SSO_SERVICE(env), clientId: 'fin-demo' }), { resolved: { value: { status: 'success', user: null } } });
    },
    probe: [[{ nope: 1 }], (result) => assert.ok(result.resolved || result.rejected, JSON.stringify(result))],
  },
  'sso.signOut': {
    async run({ page, env }) {
      const result = await call(page, 'signOut', { serviceUrl: SSO_SERVICE(env), clientId: 'fin-demo', deleteSession: true });
      assert.equal(result.resolved?.value?.status, 'success', JSON.stringify(result));
      assert.equal(typeof result.resolved.value.sessionDeleted, 'boolean');
    },
    probe: [[{ nope: 1 }], (result) => assert.ok(result.resolved || result.rejected, JSON.stringify(result))],
  },
  'sso.loadPaymentEmbed': {
    async run({ page, env }) {
      const embed = await page.evaluate(async (baseUrl) => {
        const loaded = await window.FinWidgets('loadPaymentEmbed', { baseUrl, mode: 'embed', locale: 'de-DE' });
        return { version: loaded.version, locale: loaded.locale, paymentReturn: loaded.paymentReturn, mount: typeof loaded.mount };
      }, `${env.servers.origin}/pay/`);
      assert.deepEqual(embed, { version: '1.0.0', locale: 'de', paymentReturn: null, mount: 'function' });
    },
    probe: [[{ nope: 1 }], (result) => assert.ok(result.resolved || result.rejected, JSON.stringify(result))],
  },
};

/**
 * Events a flow here cannot drive in reasonable time, and the test that drives each (it must name
 * the event). Every other documented event must be heard in the flows below.
 */
const COVERED_ELSEWHERE = {
  'fin-chargeback fin-ticket-deeplink': 'test/ticket/ui/ticket.test.ts',
  'fin-chargeback fin-ticket-transaction-select': 'test/ticket/ui/ticket.test.ts',
  'fin-ticket fin-ticket-deeplink': 'test/ticket/ui/ticket.test.ts',
  'fin-chat fin-chat-link': 'test/chat/ui/links.test.ts',
  'fin-chat fin-auth-required': 'test/chat/ui/open-request.test.ts',
  'fin-form fin-form-complete': 'test/e2e/forms.test.mjs',
  'fin-form fin-form-error': 'test/e2e/forms.test.mjs',
  'fin-help-centre fin-help-centre-link': 'test/help-centre/ui/form-actions.test.ts',
  'fin-sso-button fin-sso-success': 'test/e2e/sso.test.mjs',
  'fin-sso-button fin-sso-error': 'test/sso/ui/sso-button.test.ts',
  'fin-sso-button fin-sso-logout': 'test/e2e/sso.test.mjs',
};

/** Listens, before the page's own scripts, to every documented event through FinWidgets('on'): `<target> <event>`. */
async function hearEvents(page) {
  const names = [...new Set(api.elements.flatMap((element) => element.events))];
  await page.addInitScript((names) => {
    window.FinWidgets =
      window.FinWidgets ||
      function () {
        (window.FinWidgets.q = window.FinWidgets.q || []).push(arguments);
      };
    window.__heard = [];
    for (const name of names) window.FinWidgets('on', name, (event) => window.__heard.push(`${event.target.localName ?? 'document'} ${event.type}`));
  }, names);
}

/** A demo page with every documented event heard. */
async function heardPage(env, path) {
  const opened = await openPage(env.browser);
  await hearEvents(opened.page);
  await opened.page.goto(`${env.servers.origin}${path}`);
  return opened;
}

const heard = (page) => page.evaluate(() => window.__heard);
const waitToHear = (page, entry) => page.waitForFunction((entry) => window.__heard.includes(entry), entry, { timeout: 15_000 });

/** The flows that document each event, driven through the demo pages as a user would. */
const FLOWS = {
  async '/app-switcher.html'(page) {
    await page.locator('fin-app-switcher [part="trigger"]').first().click();
    await waitToHear(page, 'fin-app-switcher fin-app-switcher-toggle');
    // Cancelable: the page stays, as a host with its own router would have it.
    await page.evaluate(() => window.FinWidgets('on', 'fin-app-switcher-select', (event) => event.preventDefault()));
    await page.locator('fin-app-switcher [part~="item"]').first().click();
    await waitToHear(page, 'fin-app-switcher fin-app-switcher-select');
  },
  async '/ticket.html'(page) {
    await page.evaluate(() => {
      for (const name of ['fin-ticket-transaction-select', 'fin-ticket-deeplink']) window.FinWidgets('on', name, (event) => event.preventDefault());
    });
    // The loaded card, not its skeleton (a div with the same part while it loads).
    await page.locator('fin-ticket button[part="card"]').first().click();
    await waitToHear(page, 'fin-ticket fin-ticket-open');
    await page.locator('fin-ticket [part~="faq-cell"]').first().click();
    await waitToHear(page, 'fin-ticket fin-ticket-faq-select');
    await page.locator('fin-ticket [part~="transaction-cell"]').first().click();
    await waitToHear(page, 'fin-ticket fin-ticket-transaction-select');
    await page.locator('fin-ticket [part="close"]').click();
    await waitToHear(page, 'fin-ticket fin-ticket-close');
    await page.locator('fin-chargeback [part~="faq-cell"]').first().click();
    await waitToHear(page, 'fin-chargeback fin-ticket-faq-select');
    // A ticket the server does not have.
    await page.evaluate(() => document.body.append(Object.assign(document.createElement('fin-ticket'), { ticketId: 'TCK-CONTRACT-NONE' })));
    await waitToHear(page, 'fin-ticket fin-ticket-error');
  },
  async '/help-centre'(page) {
    const element = page.locator('fin-help-centre');
    await element.locator('input[type="search"]').pressSequentially('declined', { delay: 20 });
    await element.locator('[part="completion"]').first().click();
    await element.locator('[part="result"]').first().click();
    await waitToHear(page, 'fin-help-centre fin-help-centre-navigate');
    await element.locator('[part="article"] h1').waitFor();
    await element.locator('button', { hasText: /^Yes$/ }).click();
    await waitToHear(page, 'fin-help-centre fin-help-centre-feedback');
  },
  async '/form.html'(page) {
    await waitToHear(page, 'fin-form fin-form-view');
    await page.locator('fin-form [part="close"]').click();
    await waitToHear(page, 'fin-form fin-form-back');
  },
  async '/chat.html'(page) {
    // A user of its own: another run's ticket would open otherwise.
    await page.evaluate(() => document.querySelector('fin-chat').setAttribute('client-id', `contract-${Date.now()}`));
    await page.locator('fin-chat-launcher button').click();
    await waitToHear(page, 'fin-chat-launcher fin-chat-open');
    // The launcher asks for the session before the panel does (issue 50: its badge before the first
    // open); the demo answers with setAuth, so the panel finds a token and need not ask.
    await waitToHear(page, 'fin-chat-launcher fin-auth-required');
    await page.locator('fin-chat [part="panel"]').waitFor();
    await waitToHear(page, 'fin-chat fin-chat-unread-change');
    await page.keyboard.press('Escape');
    await waitToHear(page, 'fin-chat fin-chat-close');
  },
};

/** fin-error: each element with a value of the wrong kind (its first attribute of listed values), or without its required one. */
async function badAttributes(env) {
  const manifest = JSON.parse(readFileSync('dist/custom-elements.json', 'utf8'));
  const declarations = manifest.modules.flatMap((module) => module.declarations ?? []).filter((entry) => entry.customElement);
  const tags = api.elements.filter((element) => element.events.includes('fin-error')).map((element) => {
    const listed = declarations.find((entry) => entry.tagName === element.tag)?.attributes?.find((attribute) => /^"/.test(attribute.type?.text ?? ''));
    // Without one of listed values, the element misses its required attribute.
    return listed ? `<${element.tag} ${listed.name}="contract-wrong"></${element.tag}>` : `<${element.tag}></${element.tag}>`;
  });
  const opened = await routedPage(env.browser, env.servers, `${HOST}/`, `<!doctype html><html lang="en-GB"><head><title>Contract</title></head><body></body></html>`);
  await hearEvents(opened.page);
  await opened.page.goto(`${HOST}/`);
  await opened.page.evaluate(({ html, loader }) => {
    document.body.innerHTML = html;
    const script = Object.assign(document.createElement('script'), { src: loader, async: true });
    document.head.append(script);
  }, { html: tags.join(''), loader: `${HOST}/dist/loader.js` });
  await opened.page.waitForFunction(() => window.FinWidgets?.version);
  // A closed <fin-chat> says what is wrong once it opens.
  if (tags.some((tag) => tag.startsWith('<fin-chat '))) await opened.page.evaluate(() => window.FinWidgets('chat.open').catch(() => {}));
  return opened;
}

describe('the public contract, through the loader', () => {
  const env = useServersAndBrowser({ server: { chat: { timings: { botReplyMs: 100, agentJoinMs: 200, agentTypingMs: 200, heartbeatMs: 1000 } } } });

  it('the docs, README, the loader and custom-elements.json declare one table', () => {
    assert.deepEqual(api.problems, []);
    assert.ok(api.commands.length > 0 && api.elements.length > 0, 'the table is not empty');
  });

  it('every module\'s commands and every element\'s methods, attributes and properties are the table\'s', { timeout: 60_000 }, async () => {
    const failures = [];
    const documented = documentedCommands();
    for (const name of Object.keys(documented)) {
      if (!modules.includes(`fin-${name}`)) failures.push(`${name}.*: documented, but dist/elements has no fin-${name}.js`);
    }
    const samples = Object.fromEntries(api.elements.map((element) => [element.tag, element.properties.filter((property) => !property.readOnly).map((property) => ({ name: property.name, ...sampleFor(element.tag, property) }))]));
    const { page, close } = await loaderPage(env);
    // Properties set before the element's code loaded (a framework rendering first) must be kept.
    await page.evaluate((samples) => {
      window.__early = {};
      for (const [tag, properties] of Object.entries(samples)) {
        const element = document.createElement(tag);
        for (const { name, value, function: isFunction } of properties) element[name] = isFunction ? (window[`__${tag}_${name}`] = () => {}) : value;
        window.__early[tag] = element;
      }
    }, samples);
    for (const tag of modules) {
      const seen = await page.evaluate(async (tag) => {
        try {
          await window.FinWidgets('ready', tag);
        } catch (error) {
          return { error: String(error) };
        }
        const url = performance.getEntriesByType('resource').map((entry) => entry.name).find((name) => name.includes(`/dist/elements/${tag}.js?`));
        const module = await import(url);
        const definition = customElements.get(tag);
        const methods = [];
        const accessors = [];
        const lifecycle = ['constructor', 'connectedCallback', 'disconnectedCallback', 'adoptedCallback', 'attributeChangedCallback', 'connectedMoveCallback'];
        for (let prototype = definition?.prototype; prototype && prototype !== HTMLElement.prototype; prototype = Object.getPrototypeOf(prototype)) {
          for (const key of Object.getOwnPropertyNames(prototype)) {
            const descriptor = Object.getOwnPropertyDescriptor(prototype, key);
            if (typeof descriptor.value === 'function' && !lifecycle.includes(key)) methods.push(key);
            else if (descriptor.get || descriptor.set) accessors.push(key);
          }
        }
        return { commands: Object.keys(module.commands ?? {}), defined: !!definition, observed: definition?.observedAttributes ?? [], methods: [...new Set(methods)], accessors: [...new Set(accessors)] };
      }, tag);
      if (seen.error) {
        failures.push(`FinWidgets('ready', '${tag}') rejected: ${seen.error}`);
        continue;
      }
      const name = feature(tag);
      const expected = [...(documented[name] ?? [])];
      for (const command of seen.commands.filter((command) => !expected.includes(command))) failures.push(`${name}.${command}: in the commands of dist/elements/${tag}.js without a doc line`);
      for (const command of expected.filter((command) => !seen.commands.includes(command))) failures.push(`${name}.${command}: documented, but dist/elements/${tag}.js has no such command`);
      const element = api.elements.find((entry) => entry.tag === tag);
      if (!element) continue;
      if (!seen.defined) {
        failures.push(`<${tag}>: not defined when FinWidgets('ready', '${tag}') resolved`);
        continue;
      }
      for (const method of seen.methods.filter((method) => !element.methods.includes(method))) failures.push(`<${tag}>.${method}(): on the element without a doc line in ${element.doc}`);
      for (const method of element.methods.filter((method) => !seen.methods.includes(method))) failures.push(`<${tag}>.${method}(): documented in ${element.doc}, not on the element`);
      for (const attribute of element.attributes.filter((attribute) => !seen.observed.includes(attribute))) failures.push(`<${tag} ${attribute}>: documented, not observed`);
      for (const accessor of seen.accessors.filter((accessor) => !element.properties.some((property) => property.name === accessor))) failures.push(`<${tag}>.${accessor}: a property of the element without a doc line in ${element.doc}`);
    }
    // Each documented property reads back what was set, on an element made now and on one that
    // had it set before its definition.
    const readBack = await page.evaluate((samples) => {
      const wrong = [];
      const same = (a, b) => a === b || JSON.stringify(a) === JSON.stringify(b);
      for (const [tag, properties] of Object.entries(samples)) {
        if (!customElements.get(tag)) continue;
        const early = window.__early[tag];
        customElements.upgrade(early);
        const late = document.createElement(tag);
        for (const { name, value, function: isFunction } of properties) {
          const expected = isFunction ? window[`__${tag}_${name}`] : value;
          if (!same(early[name], expected)) wrong.push(`<${tag}>.${name}: set before the definition, reads ${JSON.stringify(early[name])}`);
          late[name] = expected;
          if (!same(late[name], expected)) wrong.push(`<${tag}>.${name}: set, reads ${JSON.stringify(late[name])}`);
        }
      }
      return wrong;
    }, samples);
    failures.push(...readBack);
    // A read-only property reads a value and ignores a write.
    for (const element of api.elements) {
      for (const property of element.properties.filter((entry) => entry.readOnly)) {
        const seen = await page.evaluate(({ tag, name }) => {
          if (!customElements.get(tag)) return 'not defined';
          const element = document.createElement(tag);
          const before = element[name];
          try {
            element[name] = 'written';
          } catch {
            // A getter without a setter throws in strict code: read-only too.
          }
          return before !== undefined && element[name] === before ? 'ok' : `reads ${JSON.stringify(before)}, then ${JSON.stringify(element[name])}`;
        }, { tag: element.tag, name: property.name });
        if (seen !== 'ok') failures.push(`<${element.tag}>.${property.name} (read-only): ${seen}`);
      }
    }
    await close();
    assert.deepEqual(failures, []);
  });

  it('each command of the table does what its doc line says, under each of its names', { timeout: 90_000 }, async () => {
    const names = api.commands.map((entry) => entry.name);
    assert.deepEqual(Object.keys(WALKERS).filter((name) => !names.includes(name)), [], 'walkers for commands the table does not have');
    assert.deepEqual(names.filter((name) => !WALKERS[name]), [], 'commands of the table without a walker here');
    const chat = `<fin-chat anonymous device-key="${DEVICE_KEY}" client-id="contract"></fin-chat>`;
    const host = await loaderPage(env, chat);
    // The sign-on commands on the demo's sign-on page: its address is a registered redirect URI.
    const sso = await demoPage(env, '/sso.html');
    const failures = [];
    for (const entry of api.commands) {
      const walker = typeof WALKERS[entry.name] === 'function' ? { run: WALKERS[entry.name] } : WALKERS[entry.name];
      const page = entry.feature === 'sso' ? sso.page : host.page;
      try {
        await walker.run({ page, env });
        for (const alias of entry.aliases) {
          if (!walker.probe) throw new Error(`${alias}: no probe to call it by`);
          const [args, check] = walker.probe;
          check(await call(page, alias, ...args));
        }
      } catch (error) {
        failures.push(`${entry.name} (${entry.docs.join(', ')}): ${error.message.replace(/\s+/g, ' ').slice(0, 300)}`);
      }
    }
    // The loader's own errors for names it does not know.
    failed(await call(host.page, 'launch'), 'thrown', { message: 'unknown command "launch"' });
    failed(await call(host.page, 'chat.launch'), 'rejected', { message: 'unknown command "chat.launch"' });
    await host.close();
    await sso.close();
    assert.deepEqual(failures, []);
  });

  it('each documented event fires in the flow that documents it (or names the test that drives it)', { timeout: 90_000 }, async () => {
    const documented = api.elements.flatMap((element) => element.events.map((event) => `${element.tag} ${event}`));
    const failures = [];
    for (const [entry, file] of Object.entries(COVERED_ELSEWHERE)) {
      if (!documented.includes(entry)) failures.push(`${entry}: said to be covered by ${file}, but no doc line declares it`);
      else if (!readFileSync(file, 'utf8').includes(`'${entry.split(' ')[1]}'`)) failures.push(`${entry}: ${file} does not name it`);
    }
    const all = new Set();
    for (const [path, flow] of Object.entries(FLOWS)) {
      const { page, close } = await heardPage(env, path);
      try {
        await flow(page);
      } catch (error) {
        failures.push(`${path}: ${error.message.replace(/\s+/g, ' ').slice(0, 300)} (heard: ${(await heard(page)).join(', ')})`);
      }
      for (const entry of await heard(page)) all.add(entry);
      await close();
    }
    const wrong = await badAttributes(env);
    const errors = api.elements.filter((element) => element.events.includes('fin-error')).map((element) => `${element.tag} fin-error`);
    await wrong.page.waitForFunction((errors) => errors.every((entry) => window.__heard.includes(entry)), errors, { timeout: 10_000 }).catch(() => {});
    for (const entry of await heard(wrong.page)) all.add(entry);
    await wrong.close();
    for (const entry of documented.filter((entry) => !COVERED_ELSEWHERE[entry])) {
      if (!all.has(entry)) failures.push(`${entry}: documented, not heard in its flow`);
    }
    assert.deepEqual(failures, []);
  });

  it('the chat demo\'s switches, turned as a user would: sending fails, voice calls, chat disabled, right to left', { timeout: 90_000 }, async () => {
    const { page, problems, close } = await openPage(env.browser);
    await page.goto(`${env.servers.origin}/chat.html`);
    await page.evaluate(() => document.querySelector('fin-chat').setAttribute('client-id', `contract-switches-${Date.now()}`));
    await page.locator('fin-chat-launcher button').click();
    const input = page.locator('fin-chat textarea');
    await input.waitFor();

    // Sending fails: the message says so with Delete and Resend, and goes once the switch is off.
    await page.locator('#fail-sends').check();
    await page.waitForFunction(async () => (await (await fetch('/__faults')).json()).length > 0).catch(() => {});
    await input.fill('contract: a message that fails first');
    await input.press('Enter');
    const failedBubble = page.locator('fin-chat [part~="bubble-failed"]', { hasText: 'contract: a message that fails first' });
    await failedBubble.waitFor({ timeout: 15_000 });
    await page.locator('fin-chat').getByText('Message failed to send').first().waitFor();
    await page.locator('fin-chat [part~="failed-menu"]').first().click();
    await page.locator('fin-chat [part~="menu-item-resend"]').waitFor();
    await page.locator('fin-chat [part~="menu-item-delete"]').waitFor();
    // Escape at the open menu (a key pressed before focus reached it would close the panel instead).
    await page.locator('fin-chat [role="menu"]').first().press('Escape');
    await page.locator('#fail-sends').uncheck();
    await page.locator('fin-chat [part~="bubble-client"]:not([part~="bubble-failed"])', { hasText: 'contract: a message that fails first' }).waitFor({ timeout: 30_000 });

    // Voice calls: the more-actions menu offers Call only while the host's switch is on.
    await page.locator('#calls-switch').check();
    await page.locator('fin-chat [part="more-button"]').click();
    await page.locator('fin-chat [part~="menu-item-call"]').waitFor({ timeout: 15_000 });
    // Escape at the open menu (a key pressed before focus reached it would close the panel instead).
    await page.locator('fin-chat [role="menu"]').first().press('Escape');
    await page.locator('#calls-switch').uncheck();
    await page.locator('fin-chat [part="more-button"]').click();
    await page.locator('fin-chat [part="menu"]').waitFor();
    assert.equal(await page.locator('fin-chat [part~="menu-item-call"]').count(), 0, 'no Call with the switch off');
    // Escape at the open menu (a key pressed before focus reached it would close the panel instead).
    await page.locator('fin-chat [role="menu"]').first().press('Escape');

    // Chat disabled: FinWidgets('chat.disable') / ('chat.enable') behind the switch.
    await page.locator('#chat-disabled').check();
    await page.locator('fin-chat [part="disabled"]', { hasText: 'Chat is disabled.' }).waitFor({ timeout: 10_000 });
    assert.equal(await input.count(), 0, 'no input while disabled');
    await page.locator('#chat-disabled').uncheck();
    await input.waitFor({ timeout: 10_000 });

    // Right to left: the page's own link; the launcher then sits in the bottom-left corner.
    await page.locator('.demo-dir', { hasText: 'Right to left' }).click();
    await page.waitForURL((url) => url.searchParams.get('dir') === 'rtl');
    const launcher = page.locator('fin-chat-launcher button');
    await launcher.waitFor();
    const box = await launcher.boundingBox();
    assert.ok(box.x < 600, `the launcher at x=${box.x}, not in the bottom-left corner`);
    assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
    assert.deepEqual(problems.filter((problem) => !/503|Failed to load resource/.test(problem)), []);
    await close();
  });

  it('the help centre and tracker demos\' switches, turned as a user would', { timeout: 60_000 }, async () => {
    const help = await openPage(env.browser);
    const { page } = help;
    await page.goto(`${env.servers.origin}/help-centre`);
    const element = page.locator('fin-help-centre');
    await element.locator('[part="active-requests"]').waitFor();
    // Scope: the business tree, whose landing has no back button.
    await page.selectOption('#scope', 'business');
    await element.locator('[part="topic"]', { hasText: 'Transfers' }).first().waitFor();
    assert.equal(await element.locator('[part="back"]').count(), 0);
    // Signed in off: no registered identity, so no requests to list.
    await page.getByLabel(/Signed in/).uncheck();
    await element.locator('[part="active-requests"]').waitFor({ state: 'detached' });
    await page.getByLabel(/Signed in/).check();
    // The optional APIs and the troubleshooter's switches reach the element and the loader.
    await page.getByLabel('Cards API').uncheck();
    assert.equal(await page.locator('fin-help-centre').getAttribute('apis'), 'transactions');
    await page.getByLabel('Troubleshooter debug mode').check();
    assert.equal(await page.evaluate(() => window.__finWidgets.config.features.troubleshooterDebugMode), true);
    await page.getByLabel(/Keep this tab's title/).check();
    assert.equal(await page.locator('fin-help-centre').getAttribute('keep-document-title'), '');
    // Put the page back as it was for the next visitor of this tab.
    await page.evaluate(() => window.sessionStorage.clear());
    await help.close();

    // Tracker: without consent nothing is stored; with it, the collector's log shows the event.
    const tracker = await openPage(env.browser);
    await tracker.page.goto(`${env.servers.origin}/tracker.html`);
    const rows = tracker.page.locator('#events tr');
    await rows.first().waitFor();
    await tracker.page.getByLabel('Consent to analytics').uncheck();
    await tracker.page.getByRole('button', { name: 'Track a search' }).click();
    await tracker.page.waitForTimeout(1500);
    assert.equal(await tracker.page.locator('#events tr', { hasText: 'search' }).count(), 0, 'nothing stored without consent');
    await tracker.page.getByLabel('Consent to analytics').check();
    await tracker.page.getByRole('button', { name: 'Track a search' }).click();
    await tracker.page.locator('#events tr', { hasText: 'search' }).first().waitFor({ timeout: 10_000 });
    await tracker.close();
  });
});
