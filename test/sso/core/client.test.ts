import { expect } from '@open-wc/testing';
import { ATTEMPTS_KEY, DEVICE_ID_COOKIE, HARDWARE_ID_COOKIE } from '../../../src/sso/constants';
import { createSignOnClient } from '../../../src/sso/core/client';
import type { SignInOptions } from '../../../src/sso/core/client';
import { decodeAttempts } from '../../../src/sso/core/attempts';
import type { SignInResult } from '../../../src/sso/core/result';
// Loaded up front so the client's lazy imports resolve within a few tasks.
import '../../../src/sso/core/return';
import '../../../src/sso/core/problems';
import { fakeBrowser, PAGE, SERVICE, settle } from './fakes';

const options = (mode: SignInOptions['mode']): SignInOptions => ({ serviceUrl: SERVICE, clientId: 'shop', redirectUri: 'https://shop.example/return', mode });
const SERVICE_ORIGIN = new URL(SERVICE).origin;

/** Starts a sign-in and waits until its URL is in the popup or frame. */
async function started(browser: ReturnType<typeof fakeBrowser>, mode: 'popup' | 'frame' | 'connect') {
  const client = createSignOnClient(browser.env);
  let result: SignInResult | undefined;
  // Counted first: the popup opens synchronously (an earlier attempt's may be there already).
  const popups = browser.popups.length;
  const frames = browser.frames.length;
  const promise = client.signIn(options(mode)).then((value) => (result = value));
  // The hash, and for frames the lazily imported frame code, take a few tasks.
  const waiting = () => (mode === 'popup' ? browser.popups.length === popups || browser.popups.at(-1)!.url === 'about:blank' : browser.frames.length === frames);
  for (let tries = 0; tries < 50 && waiting(); tries++) await settle();
  const url = new URL(mode === 'popup' ? browser.popups.at(-1)!.url : browser.frames.at(-1)!.url);
  const state = url.searchParams.get('state')!;
  const source = mode === 'popup' ? browser.popups.at(-1)!.window : browser.frames.at(-1)!.window;
  return { client, promise, url, state, source, result: () => result };
}

const success = (state: unknown, extra: Record<string, unknown> = {}) => ({ source: 'sso', type: 'consent-success', payload: { code: 'AUTH', state, ...extra } });

describe('sso core: popup', () => {
  it('opens the popup synchronously, 440×680 centred and named sso, then navigates it to signin', async () => {
    const browser = fakeBrowser();
    const client = createSignOnClient(browser.env);
    void client.signIn(options('popup'));
    expect(browser.popups.length).to.equal(1);
    expect(browser.popups[0]!.url).to.equal('about:blank');
    expect(browser.popups[0]!.name).to.equal('sso');
    expect(browser.popups[0]!.features).to.equal('width=440,height=680,left=500,top=160');
    await settle();
    const url = new URL(browser.popups[0]!.url);
    expect(url.origin + url.pathname).to.equal('https://sso.example/signin');
    expect(url.searchParams.get('response_mode')).to.equal('post-message');
    expect(url.searchParams.get('origin')).to.equal('https://shop.example');
  });

  it('gives popup_blocked at once when the browser refuses, and stores nothing', async () => {
    const browser = fakeBrowser({ blockPopups: true });
    const result = await createSignOnClient(browser.env).signIn(options('popup'));
    expect(result.status).to.equal('error');
    expect(result.status === 'error' && result.error).to.equal('popup_blocked');
    expect(result.state).to.match(/^_pk_/);
    expect(browser.local.has(ATTEMPTS_KEY)).to.equal(false);
    expect(browser.listeners()).to.equal(0);
  });

  it('succeeds with the code, the verifier and the state, and leaves nothing behind', async () => {
    const browser = fakeBrowser();
    const run = await started(browser, 'popup');
    browser.post({ origin: SERVICE_ORIGIN, source: run.source, data: success(run.state) });
    await run.promise;
    const result = run.result()!;
    expect(result.status).to.equal('success');
    if (result.status !== 'success') return;
    expect(result.authCode).to.equal('AUTH');
    expect(result.state).to.equal(run.state);
    expect(result.codeVerifier).to.match(/^[A-Za-z0-9\-._~]{64}$/);
    expect(browser.popups[0]!.closed).to.equal(true);
    expect(browser.listeners()).to.equal(0);
    expect(browser.timers()).to.equal(0);
    expect(JSON.stringify(decodeAttempts(browser.local.get(ATTEMPTS_KEY)))).to.equal(JSON.stringify([{ state: run.state, codeVerifier: '', used: true }]));
  });

  it('reports consent-error with the service code and description', async () => {
    const browser = fakeBrowser();
    const run = await started(browser, 'popup');
    browser.post({ origin: SERVICE_ORIGIN, source: run.source, data: { source: 'sso', type: 'consent-error', payload: { error: 'user_cancelled', error_description: 'Cancelled.', state: run.state } } });
    await run.promise;
    expect(JSON.stringify(run.result())).to.equal(JSON.stringify({ status: 'error', error: 'user_cancelled', errorDescription: 'Cancelled.', state: run.state }));
  });

  it('maps a code outside §8 to unknown, keeping it in the description', async () => {
    const browser = fakeBrowser();
    const run = await started(browser, 'popup');
    browser.post({ origin: SERVICE_ORIGIN, source: run.source, data: { source: 'sso', type: 'consent-error', payload: { error: 'server_error', state: run.state } } });
    await run.promise;
    const result = run.result()!;
    expect(result.status === 'error' && `${result.error} ${result.errorDescription}`).to.equal('unknown server_error');
  });

  it('gives popup_closed within 600 ms of the user closing it (polled every 500 ms), and cleans up', async () => {
    const browser = fakeBrowser();
    const run = await started(browser, 'popup');
    browser.clock.tick(1200);
    expect(run.result()).to.equal(undefined);
    browser.popups[0]!.closed = true;
    browser.clock.tick(499);
    await settle();
    expect(run.result()?.status === 'error' && (run.result() as { error: string }).error).to.equal('popup_closed');
    expect(browser.listeners()).to.equal(0);
    expect(browser.timers()).to.equal(0);
  });

  it('ends the previous attempt as interrupted when a new one starts', async () => {
    const browser = fakeBrowser();
    const run = await started(browser, 'popup');
    void run.client.signIn(options('popup'));
    await settle();
    expect(run.result()?.status === 'error' && (run.result() as { error: string }).error).to.equal('interrupted');
  });
});

describe('sso core: hostile messages are ignored', () => {
  const matrix: { name: string; message: (state: string, source: unknown) => { origin: string; source: unknown; data: unknown } }[] = [
    { name: 'another origin', message: (state, source) => ({ origin: 'https://evil.example', source, data: success(state) }) },
    { name: 'the right origin from another window', message: (state) => ({ origin: SERVICE_ORIGIN, source: { other: true }, data: success(state) }) },
    { name: 'no source', message: (state) => ({ origin: SERVICE_ORIGIN, source: null, data: success(state) }) },
    { name: 'a state that is not live', message: (_state, source) => ({ origin: SERVICE_ORIGIN, source, data: success('_pk_AAAAAAAAAAAAAAAA') }) },
    { name: '__proto__ as state', message: (_state, source) => ({ origin: SERVICE_ORIGIN, source, data: success('__proto__') }) },
    { name: 'constructor as state', message: (_state, source) => ({ origin: SERVICE_ORIGIN, source, data: success('constructor') }) },
    ...['hasOwnProperty', 'toString', 'valueOf', '__defineGetter__', 'prototype'].map((name) => ({
      name: `${name} as state`,
      message: (_state: string, source: unknown) => ({ origin: SERVICE_ORIGIN, source, data: success(name) }),
    })),
    { name: '__proto__ as type', message: (state, source) => ({ origin: SERVICE_ORIGIN, source, data: { source: 'sso', type: '__proto__', payload: { code: 'AUTH', state } } }) },
    { name: 'constructor as type', message: (state, source) => ({ origin: SERVICE_ORIGIN, source, data: { source: 'sso', type: 'constructor', payload: { code: 'AUTH', state } } }) },
    { name: 'a state that is not a string', message: (state, source) => ({ origin: SERVICE_ORIGIN, source, data: success({ toString: () => state }) }) },
    { name: 'the live state with a suffix', message: (state, source) => ({ origin: SERVICE_ORIGIN, source, data: success(`${state}x`) }) },
    { name: 'an oversized state', message: (state, source) => ({ origin: SERVICE_ORIGIN, source, data: success(state + 'x'.repeat(5000)) }) },
    { name: 'no source marker', message: (state, source) => ({ origin: SERVICE_ORIGIN, source, data: { type: 'consent-success', payload: { code: 'AUTH', state } } }) },
    { name: 'an unknown type', message: (state, source) => ({ origin: SERVICE_ORIGIN, source, data: { source: 'sso', type: 'consent-granted', payload: { code: 'AUTH', state } } }) },
    { name: 'an oversized payload', message: (state, source) => ({ origin: SERVICE_ORIGIN, source, data: success(state, { padding: 'x'.repeat(5000) }) }) },
    { name: 'an oversized code', message: (state, source) => ({ origin: SERVICE_ORIGIN, source, data: { source: 'sso', type: 'consent-success', payload: { code: 'c'.repeat(2049), state } } }) },
    { name: 'a string', message: (state, source) => ({ origin: SERVICE_ORIGIN, source, data: JSON.stringify(success(state)) }) },
    { name: 'an array', message: (state, source) => ({ origin: SERVICE_ORIGIN, source, data: [success(state)] }) },
    { name: 'null', message: (_state, source) => ({ origin: SERVICE_ORIGIN, source, data: null }) },
    { name: 'a payload that is not an object', message: (_state, source) => ({ origin: SERVICE_ORIGIN, source, data: { source: 'sso', type: 'consent-success', payload: 'AUTH' } }) },
    { name: 'a code that is not a string', message: (state, source) => ({ origin: SERVICE_ORIGIN, source, data: { source: 'sso', type: 'consent-success', payload: { code: { toString: 1 }, state } } }) },
    { name: 'an error that is not a code', message: (state, source) => ({ origin: SERVICE_ORIGIN, source, data: { source: 'sso', type: 'consent-error', payload: { error: '<img src=x>', state } } }) },
    { name: 'a payload inherited through the prototype', message: (state, source) => ({ origin: SERVICE_ORIGIN, source, data: Object.assign(Object.create({ payload: { code: 'AUTH', state } }), { source: 'sso', type: 'consent-success' }) }) },
    {
      name: 'a cyclic object',
      message: (state, source) => {
        const data: Record<string, unknown> = success(state);
        data.self = data;
        return { origin: SERVICE_ORIGIN, source, data };
      },
    },
  ];

  for (const { name, message } of matrix) {
    for (const mode of ['popup', 'frame'] as const) {
      it(`${name} (${mode})`, async () => {
        const browser = fakeBrowser();
        const run = await started(browser, mode);
        browser.post(message(run.state, run.source));
        await settle();
        expect(run.result()).to.equal(undefined);
        // The attempt is still live: the genuine answer is accepted afterwards.
        browser.post({ origin: SERVICE_ORIGIN, source: run.source, data: success(run.state) });
        await run.promise;
        expect(run.result()?.status).to.equal('success');
      });
    }
  }

  // How an attempt ends, and what the test does to end it.
  const endings: { name: string; mode: 'popup' | 'frame'; end: (browser: ReturnType<typeof fakeBrowser>, run: Awaited<ReturnType<typeof started>>) => Promise<unknown> }[] = [
    { name: 'success', mode: 'popup', end: async (browser, run) => browser.post({ origin: SERVICE_ORIGIN, source: run.source, data: success(run.state) }) },
    { name: 'success', mode: 'frame', end: async (browser, run) => browser.post({ origin: SERVICE_ORIGIN, source: run.source, data: success(run.state) }) },
    {
      name: 'consent-error',
      mode: 'popup',
      end: async (browser, run) => browser.post({ origin: SERVICE_ORIGIN, source: run.source, data: { source: 'sso', type: 'consent-error', payload: { error: 'access_denied', state: run.state } } }),
    },
    {
      name: 'popup_closed',
      mode: 'popup',
      end: async (browser) => {
        browser.popups[0]!.closed = true;
        browser.clock.tick(500);
      },
    },
    { name: 'timeout', mode: 'frame', end: async (browser) => browser.clock.tick(2000) },
  ];
  for (const { name, mode, end } of endings) {
    it(`messages after the attempt ended (${name}, ${mode}) change nothing, and its state replayed to the next attempt is ignored`, async () => {
      const browser = fakeBrowser();
      const run = await started(browser, mode);
      await end(browser, run);
      await run.promise;
      const result = JSON.stringify(run.result());
      const stored = browser.local.get(ATTEMPTS_KEY);
      const late = [
        success(run.state),
        { source: 'sso', type: 'consent-error', payload: { error: 'access_denied', state: run.state } },
        { source: 'sso', type: 'embed/logout-sync', payload: { state: run.state } },
      ];
      // Even a message that raced the listener's removal reaches a finished attempt to no effect.
      for (const data of late) browser.postLate({ origin: SERVICE_ORIGIN, source: run.source, data });
      await settle();
      expect(JSON.stringify(run.result())).to.equal(result);
      expect(browser.local.get(ATTEMPTS_KEY)).to.equal(stored);
      expect([browser.listeners(), browser.timers(), browser.logouts()]).to.deep.equal([0, 0, 0]);

      // The next attempt: the old state, from the old window or the new one, is not its answer.
      const next = await started(browser, mode);
      browser.post({ origin: SERVICE_ORIGIN, source: run.source, data: success(run.state) });
      browser.post({ origin: SERVICE_ORIGIN, source: next.source, data: success(run.state) });
      browser.post({ origin: SERVICE_ORIGIN, source: run.source, data: success(next.state) });
      await settle();
      expect(next.result()).to.equal(undefined);
      browser.post({ origin: SERVICE_ORIGIN, source: next.source, data: success(next.state) });
      await next.promise;
      expect(next.result()?.status).to.equal('success');
      expect(next.result()?.state).to.equal(next.state);
    });
  }

  it('ignores a second answer after the first', async () => {
    const browser = fakeBrowser();
    const run = await started(browser, 'popup');
    browser.post({ origin: SERVICE_ORIGIN, source: run.source, data: success(run.state) });
    browser.post({ origin: SERVICE_ORIGIN, source: run.source, data: { source: 'sso', type: 'consent-error', payload: { error: 'access_denied', state: run.state } } });
    await run.promise;
    expect(run.result()?.status).to.equal('success');
  });
});

describe('sso core: hidden frame', () => {
  it('loads embed/authorise in a frame and succeeds by message, removing the frame', async () => {
    const browser = fakeBrowser();
    const run = await started(browser, 'frame');
    expect(run.url.pathname).to.equal('/embed/authorise');
    expect(run.url.searchParams.has('display')).to.equal(false);
    browser.post({ origin: SERVICE_ORIGIN, source: run.source, data: success(run.state) });
    await run.promise;
    expect(run.result()?.status).to.equal('success');
    expect(browser.frames[0]!.removed).to.equal(true);
    expect(browser.listeners()).to.equal(0);
    expect(browser.timers()).to.equal(0);
  });

  it('accepts an answer typed embed/authorise (§7.1) with the same origin, window and state checks', async () => {
    const authorise = (state: string, payload: Record<string, unknown>) => ({ source: 'sso', type: 'embed/authorise', payload: { state, ...payload } });
    const cases = [
      { payload: { code: 'AUTH' }, expected: 'success:AUTH' },
      { payload: { error: 'access_denied', error_description: 'No session' }, expected: 'error:access_denied' },
    ];
    for (const { payload, expected } of cases) {
      const browser = fakeBrowser();
      const run = await started(browser, 'frame');
      browser.post({ origin: 'https://evil.example', source: run.source, data: authorise(run.state, payload) });
      browser.post({ origin: SERVICE_ORIGIN, source: { other: true }, data: authorise(run.state, payload) });
      browser.post({ origin: SERVICE_ORIGIN, source: run.source, data: authorise('_pk_AAAAAAAAAAAAAAAA', payload) });
      await settle();
      expect(run.result(), 'a wrong origin, window or state is ignored').to.equal(undefined);
      browser.post({ origin: SERVICE_ORIGIN, source: run.source, data: authorise(run.state, payload) });
      await run.promise;
      const result = run.result() as { status: string; authCode?: string; error?: string };
      expect(`${result.status}:${result.authCode ?? result.error}`).to.equal(expected);
      expect(browser.frames[0]!.removed).to.equal(true);
    }
  });

  it('times out at 2000 ms with everything removed', async () => {
    const browser = fakeBrowser();
    const run = await started(browser, 'frame');
    browser.clock.tick(1999);
    await settle();
    expect(run.result()).to.equal(undefined);
    browser.clock.tick(1);
    await settle();
    expect((run.result() as { error: string }).error).to.equal('timeout');
    expect(browser.frames[0]!.removed).to.equal(true);
    expect(browser.listeners()).to.equal(0);
    expect(browser.timers()).to.equal(0);
  });

  it('gives iframe_failed when no frame can be made', async () => {
    const browser = fakeBrowser({ noFrames: true });
    const result = await createSignOnClient(browser.env).signIn(options('frame'));
    expect(result.status === 'error' && result.error).to.equal('iframe_failed');
    expect(browser.listeners()).to.equal(0);
    expect(browser.timers()).to.equal(0);
  });
});

describe('sso core: redirect and its return', () => {
  async function redirected(browser: ReturnType<typeof fakeBrowser>) {
    void createSignOnClient(browser.env).signIn(options('redirect'));
    await settle();
    return new URL(browser.redirects.at(-1)!);
  }

  it('stores the attempt, sets the device cookies and goes to signin with response_mode query', async () => {
    const browser = fakeBrowser();
    const url = await redirected(browser);
    expect(url.pathname).to.equal('/signin');
    expect(url.searchParams.get('response_mode')).to.equal('query');
    expect(url.searchParams.get('display')).to.equal('page');
    const stored = decodeAttempts(browser.local.get(ATTEMPTS_KEY));
    expect(stored[0]!.state).to.equal(url.searchParams.get('state'));
    expect(browser.cookies.get(ATTEMPTS_KEY)!.maxAge).to.equal(86400);
    expect(browser.cookies.get(HARDWARE_ID_COOKIE)!.maxAge).to.equal(31536000);
    expect(browser.cookies.get(DEVICE_ID_COOKIE)!.maxAge).to.equal(31536000);
  });

  it('keeps the device ids across sign-ins', async () => {
    const browser = fakeBrowser();
    await redirected(browser);
    const first = browser.cookie(DEVICE_ID_COOKIE);
    await redirected(browser);
    expect(browser.cookie(DEVICE_ID_COOKIE)).to.equal(first);
  });

  it('keeps the newest 7 attempts in local storage and the newest 3 in the cookie', async () => {
    const browser = fakeBrowser();
    const states: string[] = [];
    for (let index = 0; index < 9; index++) states.unshift((await redirected(browser)).searchParams.get('state')!);
    expect(decodeAttempts(browser.local.get(ATTEMPTS_KEY)).map((attempt) => attempt.state)).to.deep.equal(states.slice(0, 7));
    expect(decodeAttempts(browser.cookie(ATTEMPTS_KEY)).map((attempt) => attempt.state)).to.deep.equal(states.slice(0, 3));
  });

  it('returns success, cleans the address, and a replay gives code_verifier_already_used', async () => {
    const browser = fakeBrowser();
    const state = (await redirected(browser)).searchParams.get('state')!;
    const returned = `https://shop.example/return?tab=2&code=AUTH&state=${state}#top`;
    browser.setHref(returned);
    const client = createSignOnClient(browser.env);
    const result = await client.handleReturn();
    expect(result?.status).to.equal('success');
    expect(result?.status === 'success' && result.authCode).to.equal('AUTH');
    expect(browser.href()).to.equal('https://shop.example/return?tab=2#top');
    // A reload after the return: nothing to do, nothing raised.
    expect(await client.handleReturn()).to.equal(null);
    browser.setHref(returned);
    const replay = await client.handleReturn();
    expect(replay?.status === 'error' && replay.error).to.equal('code_verifier_already_used');
  });

  const returns: { name: string; query: (state: string) => string; expected: Record<string, string> }[] = [
    { name: 'a code without state', query: () => 'code=AUTH', expected: { error: 'state_not_found' } },
    { name: 'a code for a state never stored', query: () => 'code=AUTH&state=_pk_ZZZZZZZZZZZZZZZZ', expected: { error: 'code_verifier_not_found', state: '_pk_ZZZZZZZZZZZZZZZZ' } },
    { name: 'a code with __proto__ as state', query: () => 'code=AUTH&state=__proto__', expected: { error: 'code_verifier_not_found', state: '__proto__' } },
    { name: 'an error from the service', query: (state) => `error=access_denied&error_description=No%20access&state=${state}`, expected: { error: 'access_denied', errorDescription: 'No access' } },
    { name: 'an unknown error code', query: (state) => `error=server_error&state=${state}`, expected: { error: 'unknown', errorDescription: 'server_error' } },
  ];
  for (const { name, query, expected } of returns) {
    it(`return: ${name}`, async () => {
      const browser = fakeBrowser();
      const state = (await redirected(browser)).searchParams.get('state')!;
      browser.setHref(`https://shop.example/return?${query(state)}`);
      const result = (await createSignOnClient(browser.env).handleReturn()) as Record<string, string> | null;
      expect(result?.status).to.equal('error');
      for (const [key, value] of Object.entries(expected)) expect(result?.[key]).to.equal(value);
      expect(browser.href()).to.equal('https://shop.example/return');
    });
  }

  it('is not a return when neither code nor error is there', async () => {
    const browser = fakeBrowser();
    expect(await createSignOnClient(browser.env).handleReturn()).to.equal(null);
    expect(browser.href()).to.equal(PAGE);
  });

  it('rejects bad options with a message naming the option', async () => {
    const browser = fakeBrowser();
    const client = createSignOnClient(browser.env);
    const message = (value: Partial<SignInOptions>) => client.signIn({ ...options('popup'), ...value }).then(() => '', (error: Error) => `${error.name}: ${error.message}`);
    expect(await message({ serviceUrl: 'sso' })).to.equal('FinWidgetsArgumentError: serviceUrl must be an absolute http(s) URL, got "sso".');
    expect(await message({ clientId: '' })).to.equal('FinWidgetsArgumentError: clientId is required.');
    expect(await message({ mode: 'tab' as SignInOptions['mode'] })).to.equal('FinWidgetsArgumentError: mode must be one of redirect, popup, frame, connect, got "tab".');
    expect(await message({ challenge: { method: 'otp', id: '../signin' } })).to.equal(
      'FinWidgetsArgumentError: challenge needs a method and an id of letters, digits, _ or -, and mode redirect or popup.',
    );
    expect(await message({ mode: 'frame', challenge: { method: 'otp', id: 'c1' } })).to.match(/mode redirect or popup/);
    expect(browser.popups.length).to.equal(0);
  });
});

describe('sso core: connect (embed/connect) and embed/logout-sync', () => {
  const logoutSync = (state: unknown) => ({ source: 'sso', type: 'embed/logout-sync', payload: { state } });

  async function connected(browser: ReturnType<typeof fakeBrowser>) {
    const run = await started(browser, 'connect');
    browser.post({ origin: SERVICE_ORIGIN, source: run.source, data: success(run.state) });
    await run.promise;
    return run;
  }

  it('answers like embed/authorise, then keeps only its frame and one listener, no timer', async () => {
    const browser = fakeBrowser();
    const run = await connected(browser);
    expect(run.url.pathname).to.equal('/embed/connect');
    expect(run.url.searchParams.get('response_mode')).to.equal('post-message');
    expect(run.url.searchParams.has('display')).to.equal(false);
    expect(run.result()?.status).to.equal('success');
    expect(browser.frames[0]!.removed).to.equal(false);
    expect(browser.listeners()).to.equal(1);
    expect(browser.timers()).to.equal(0);
  });

  it('ignores logout-sync from another origin, another window or another state; the right one announces once and removes everything', async () => {
    const browser = fakeBrowser();
    const run = await connected(browser);
    browser.post({ origin: 'https://evil.example', source: run.source, data: logoutSync(run.state) });
    browser.post({ origin: SERVICE_ORIGIN, source: {}, data: logoutSync(run.state) });
    browser.post({ origin: SERVICE_ORIGIN, source: run.source, data: logoutSync('_pk_AAAAAAAAAAAAAAAA') });
    browser.post({ origin: SERVICE_ORIGIN, source: run.source, data: logoutSync('__proto__') });
    browser.post({ origin: SERVICE_ORIGIN, source: run.source, data: { source: 'sso', type: 'embed/logout-sync', payload: 'x'.repeat(5000) } });
    expect(browser.logouts()).to.equal(0);
    browser.post({ origin: SERVICE_ORIGIN, source: run.source, data: logoutSync(run.state) });
    browser.post({ origin: SERVICE_ORIGIN, source: run.source, data: logoutSync(run.state) });
    expect(browser.logouts()).to.equal(1);
    expect(browser.frames[0]!.removed).to.equal(true);
    expect(browser.listeners()).to.equal(0);
  });

  it('logout-sync ends a sign-in in flight as interrupted', async () => {
    const browser = fakeBrowser();
    const run = await connected(browser);
    let result: SignInResult | undefined;
    void run.client.signIn(options('popup')).then((value) => (result = value));
    await settle();
    browser.post({ origin: SERVICE_ORIGIN, source: run.source, data: logoutSync(run.state) });
    await settle();
    expect(result?.status === 'error' && result.error).to.equal('interrupted');
    expect(browser.popups[0]!.closed).to.equal(true);
    expect(browser.listeners()).to.equal(0);
    expect(browser.timers()).to.equal(0);
  });

  it('a failed connect keeps nothing; disconnect() and a new connect remove the old frame silently', async () => {
    const browser = fakeBrowser();
    const failed = await started(browser, 'connect');
    browser.post({ origin: SERVICE_ORIGIN, source: failed.source, data: { source: 'sso', type: 'consent-error', payload: { error: 'access_denied', state: failed.state } } });
    await failed.promise;
    expect(browser.frames[0]!.removed).to.equal(true);
    expect(browser.listeners()).to.equal(0);

    const first = await connected(browser);
    void first.client.signIn(options('connect'));
    for (let tries = 0; tries < 50 && browser.frames.length < 3; tries++) await settle();
    expect(browser.frames[1]!.removed).to.equal(true);
    expect(browser.frames[2]!.removed).to.equal(false);
    first.client.disconnect();
    expect(browser.logouts()).to.equal(0);
  });

  it('times out at 2000 ms like a frame', async () => {
    const browser = fakeBrowser();
    const run = await started(browser, 'connect');
    browser.clock.tick(2000);
    await settle();
    expect((run.result() as { error: string }).error).to.equal('timeout');
    expect(browser.frames[0]!.removed).to.equal(true);
    expect(browser.listeners()).to.equal(0);
  });
});

describe('sso core: challenges/{method}/{id}', () => {
  it('opens the challenge path in a popup and is answered like a sign-in', async () => {
    const browser = fakeBrowser();
    const client = createSignOnClient(browser.env);
    const pending = client.signIn({ ...options('popup'), challenge: { method: 'otp', id: 'ch_123' } });
    await settle();
    const url = new URL(browser.popups[0]!.url);
    expect(url.pathname).to.equal('/challenges/otp/ch_123');
    expect(url.searchParams.get('display')).to.equal('popup');
    expect(url.searchParams.has('challenge')).to.equal(false);
    browser.post({ origin: SERVICE_ORIGIN, source: browser.popups[0]!.window, data: success(url.searchParams.get('state')) });
    expect((await pending).status).to.equal('success');
  });

  it('redirects to the challenge path with response_mode query', async () => {
    const browser = fakeBrowser();
    void createSignOnClient(browser.env).signIn({ ...options('redirect'), challenge: { method: 'passkey', id: 'abc-1' } });
    await settle();
    const url = new URL(browser.redirects[0]!);
    expect(url.pathname).to.equal('/challenges/passkey/abc-1');
    expect(url.searchParams.get('response_mode')).to.equal('query');
  });
});
