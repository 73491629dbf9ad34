/**
 * Issue 45: a property a framework set on an element before its tag was defined is kept, on the
 * elements that are not built by define.ts too (define.test.tsx covers those): `<fin-tracker>`'s
 * userInfo. The element's module is imported only after the property is set.
 */
import { expect } from '@open-wc/testing';

describe('a property set before the definition', () => {
  it("<fin-tracker>'s userInfo goes through its accessor once the tag is defined", async () => {
    const tracker = document.createElement('fin-tracker') as HTMLElement & { userInfo?: unknown };
    tracker.setAttribute('product', 'upgrade');
    tracker.setAttribute('mode', 'dry-run');
    const userInfo = { id: 'u-1' };
    tracker.userInfo = userInfo;
    document.body.append(tracker);
    expect(customElements.get('fin-tracker')).to.equal(undefined);
    await import('../../elements/fin-tracker');
    expect(Object.hasOwn(tracker, 'userInfo'), 'still an own property').to.equal(false);
    expect(tracker.userInfo).to.equal(userInfo);
    tracker.remove();
  });
});
