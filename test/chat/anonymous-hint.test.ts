/**
 * The launcher's hint of a stored anonymous session (src/chat/anonymous-hint.ts), kept by the
 * chat's storage (withAnonymousHint in src/chat/browser.ts): set when the session is stored or
 * read back, cleared when it goes, untouched by other keys.
 */
import { expect } from '@open-wc/testing';
import { hasAnonymousHint, setAnonymousHint } from '../../src/chat/anonymous-hint';
import { withAnonymousHint } from '../../src/chat/browser';
import { ANONYMOUS_SESSION_KEY } from '../../src/chat/constants';
import { createMemoryStorage } from '../../src/shared/storage';

describe('the anonymous session hint', () => {
  afterEach(() => setAnonymousHint(false));

  it('is set when the session is stored and cleared when it is deleted; other keys leave it', async () => {
    const storage = withAnonymousHint(createMemoryStorage());
    await storage.set('outbox:1', { text: 'hi' });
    expect(hasAnonymousHint()).to.equal(false);
    await storage.set(ANONYMOUS_SESSION_KEY, { clientId: 'anon-1' });
    expect(hasAnonymousHint()).to.equal(true);
    await storage.del('outbox:1');
    expect(hasAnonymousHint()).to.equal(true);
    await storage.del(ANONYMOUS_SESSION_KEY);
    expect(hasAnonymousHint()).to.equal(false);
  });

  it('follows what a read finds: a session stored before the hint existed sets it, none clears it', async () => {
    const raw = createMemoryStorage();
    await raw.set(ANONYMOUS_SESSION_KEY, { clientId: 'anon-2' });
    const storage = withAnonymousHint(raw);
    expect(await storage.get(ANONYMOUS_SESSION_KEY)).to.deep.equal({ clientId: 'anon-2' });
    expect(hasAnonymousHint()).to.equal(true);
    await raw.del(ANONYMOUS_SESSION_KEY);
    await storage.get(ANONYMOUS_SESSION_KEY);
    expect(hasAnonymousHint()).to.equal(false);
  });
});
