import { expect } from '@open-wc/testing';
import { signOut, userInfo } from '../../../src/sso/core/embed';
import { readEnvelope } from '../../../src/sso/core/messages';
import { fakeBrowser, SERVICE, settle } from './fakes';

const SERVICE_ORIGIN = new URL(SERVICE).origin;
const options = { serviceUrl: SERVICE, clientId: 'shop', timeoutMs: 2000 };

describe('sso core: embed/logout and embed/userinfo frames', () => {
  it('signs out with delete_session=true, answering from its own frame only, and cleans up', async () => {
    const browser = fakeBrowser();
    let result: unknown;
    void signOut({ ...options, deleteSession: true }, browser.env, readEnvelope).then((value) => (result = value));
    await settle(); // the frame port loads first
    const url = new URL(browser.frames[0]!.url);
    expect(url.origin + url.pathname).to.equal('https://sso.example/embed/logout');
    expect(url.searchParams.get('delete_session')).to.equal('true');
    expect(url.searchParams.get('client_id')).to.equal('shop');
    const frame = browser.frames[0]!.window;
    browser.post({ origin: 'https://evil.example', source: frame, data: { source: 'sso', type: 'embed/logout', payload: { session_deleted: true } } });
    browser.post({ origin: SERVICE_ORIGIN, source: {}, data: { source: 'sso', type: 'embed/logout', payload: { session_deleted: true } } });
    browser.post({ origin: SERVICE_ORIGIN, source: frame, data: { source: 'sso', type: 'embed/userinfo', payload: { user: null } } });
    await settle();
    expect(result).to.equal(undefined);
    browser.post({ origin: SERVICE_ORIGIN, source: frame, data: { source: 'sso', type: 'embed/logout', payload: { session_deleted: true } } });
    await settle();
    expect(JSON.stringify(result)).to.equal(JSON.stringify({ status: 'success', sessionDeleted: true }));
    expect(browser.frames[0]!.removed).to.equal(true);
    expect(browser.listeners()).to.equal(0);
    expect(browser.timers()).to.equal(0);
  });

  it('sends no delete_session unless asked', async () => {
    const browser = fakeBrowser();
    void signOut(options, browser.env, readEnvelope);
    await settle();
    expect(new URL(browser.frames[0]!.url).searchParams.has('delete_session')).to.equal(false);
  });

  it('reads the user, or null for anything but an object', async () => {
    for (const [user, expected] of [[{ name: 'Ada' }, { name: 'Ada' }], [null, null], [['x'], null], ['Ada', null]] as const) {
      const browser = fakeBrowser();
      const pending = userInfo(options, browser.env, readEnvelope);
      await settle();
      expect(new URL(browser.frames[0]!.url).pathname).to.equal('/embed/userinfo');
      browser.post({ origin: SERVICE_ORIGIN, source: browser.frames[0]!.window, data: { source: 'sso', type: 'embed/userinfo', payload: { user } } });
      expect(JSON.stringify(await pending)).to.equal(JSON.stringify({ status: 'success', user: expected }));
    }
  });

  it('times out at the given time (2000 ms by default) with the frame removed, and fails without a frame', async () => {
    const browser = fakeBrowser();
    let result: unknown;
    void userInfo({ serviceUrl: SERVICE, clientId: 'shop' }, browser.env, readEnvelope).then((value) => (result = value));
    await settle();
    browser.clock.tick(1999);
    await settle();
    expect(result).to.equal(undefined);
    browser.clock.tick(1);
    await settle();
    expect(JSON.stringify(result)).to.equal(JSON.stringify({ status: 'error', error: 'timeout' }));
    expect(browser.frames[0]!.removed).to.equal(true);
    expect(browser.listeners()).to.equal(0);

    const noFrames = fakeBrowser({ noFrames: true });
    expect(JSON.stringify(await signOut(options, noFrames.env, readEnvelope))).to.equal(JSON.stringify({ status: 'error', error: 'iframe_failed' }));
    expect(noFrames.listeners()).to.equal(0);
    expect(noFrames.timers()).to.equal(0);
  });
});
