/**
 * The search's combobox before its code comes (a file of its own: the page must not have loaded
 * it yet): the box is a plain search box, which takes text, the debounce and Enter; typing fast
 * into it loses nothing when the combobox takes its place, and the focus goes with it.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { fakeServices } from './fake-services';
import { mount, startUrl } from './support';

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', startUrl);
});

describe('<fin-help-centre> search box before the combobox', () => {
  it('before its code comes, the box is a plain search box that takes text and Enter; typing fast into it loses nothing when the combobox takes its place', async () => {
    const idle = window.requestIdleCallback;
    // No idle time: the combobox loads on the box's first intent only.
    (window as { requestIdleCallback?: unknown }).requestIdleCallback = () => 0;
    try {
      const fake = fakeServices();
      const { root, find } = await mount({ routing: 'memory' }, fake.services);
      const plain = (await find('input[type="search"]')) as HTMLInputElement;
      expect(plain.getAttribute('role')).to.equal(null);
      plain.focus();
      await sendKeys({ type: 'fee and more' });
      await find('[role="option"]');
      const input = root.querySelector<HTMLInputElement>('input[role="combobox"]')!;
      expect([input.value, root.activeElement === input]).to.deep.equal(['fee and more', true]);
      await sendKeys({ type: '!' });
      expect(input.value).to.equal('fee and more!');
    } finally {
      window.requestIdleCallback = idle;
    }
  });

});
