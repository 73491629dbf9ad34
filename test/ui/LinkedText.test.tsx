import { expect, waitUntil } from '@open-wc/testing';
import { LinkedText, linkedTextStyles } from '../../src/ui/LinkedText';
import type { LinkedTextProps } from '../../src/ui/LinkedText';
import type { RouteTarget } from '../../src/shared/links';
import { mount, unmountAll } from './harness';

afterEach(unmountAll);

const TEXT = 'See [the guide](https://help.finapp.com/g), [top up](finapp://topup), [an article](finapp://faq?key=k1), [stocks](finapp://stocks) and [x](javascript:alert`1`).';

describe('LinkedText', () => {
  it('renders https links, web deep links and routes; the rest as "label (url)"', async () => {
    const routes: RouteTarget[] = [];
    const { root, find } = await mount<LinkedTextProps>(LinkedText, [linkedTextStyles], { text: TEXT, onRoute: (target) => routes.push(target) });
    await find('a');
    expect(root.textContent).to.equal('See the guide, top up, an article, stocks (finapp://stocks) and x (javascript:alert`1`).');
    expect([...root.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target'), a.getAttribute('rel')])).to.deep.equal([
      ['the guide', 'https://help.finapp.com/g', '_blank', 'noopener noreferrer'],
      ['top up', '/accounts/topup', null, null],
    ]);
    root.querySelector<HTMLButtonElement>('button.fin-link')!.click();
    expect(routes).to.deep.equal([{ kind: 'faq', key: 'k1', params: { key: 'k1' } }]);
  });

  it('without onRoute, a route link reads "label (url)"', async () => {
    const { root } = await mount<LinkedTextProps>(LinkedText, [], { text: 'Read [an article](finapp://faq?key=k1) now.' });
    await waitUntil(() => root.textContent, 'nothing rendered');
    expect(root.textContent).to.equal('Read an article (finapp://faq?key=k1) now.');
    expect(root.querySelector('button, a')).to.equal(null);
  });
});
