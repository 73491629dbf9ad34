/**
 * The button core on a redirect return page: the return's result is reported once, and not before
 * the page's own scripts have run (pageReady), or a host listener they add would miss its event.
 */
import { expect } from '@open-wc/testing';
import { createSsoButton } from '../../../src/sso/core/button';
import type { SignOnClient } from '../../../src/sso/core/client';
import type { SignInResult } from '../../../src/sso/core/result';

const success: SignInResult = { status: 'success', authCode: 'code', codeVerifier: 'verifier', state: '_pk_state' };

function setup() {
  const results: SignInResult[] = [];
  let ready: () => void = () => undefined;
  const pageReady = () => new Promise<void>((resolve) => (ready = resolve));
  const client = { handleReturn: async () => success } as unknown as SignOnClient;
  const button = createSsoButton(client, { onResult: (result) => results.push(result), onInvalid: () => undefined }, true, pageReady);
  return { results, button, ready: () => ready() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sign-on button core: a redirect return', () => {
  it('is reported only once the page is ready', async () => {
    const { results, button, ready } = setup();
    const stop = button.subscribe(() => undefined);
    await settle();
    expect(results).to.deep.equal([]);
    ready();
    await settle();
    expect(results).to.deep.equal([success]);
    stop();
  });

  it('is reported once, whatever the starts (StrictMode, a remount)', async () => {
    const { results, button, ready } = setup();
    button.subscribe(() => undefined)();
    const stop = button.subscribe(() => undefined);
    ready();
    await settle();
    expect(results).to.deep.equal([success]);
    stop();
  });
});
