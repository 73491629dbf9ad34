import { expect } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { Skeleton, skeletonStyles } from '../../src/ui/Skeleton';
import { mount, unmountAll } from './harness';

function Harness() {
  return (
    <div aria-busy="true" style={{ width: 300 }}>
      <Skeleton shape="circle" className="avatar" />
      <Skeleton shape="block" height={76} className="row" />
      <Skeleton lines={3} className="paragraph" />
      <Skeleton width={120} className="short" />
    </div>
  );
}

describe('Skeleton', () => {
  afterEach(unmountAll);
  after(() => emulateMedia({ reducedMotion: 'no-preference' }));

  it('renders line, block and circle placeholders hidden from assistive technology', async () => {
    const { find, root } = await mount(Harness, [skeletonStyles]);
    const avatar = await find('.avatar');
    expect(avatar.getAttribute('aria-hidden')).to.equal('true');
    expect(avatar.getAttribute('part')).to.equal('skeleton');
    expect(avatar.getBoundingClientRect().width).to.equal(40);
    expect(avatar.getBoundingClientRect().height).to.equal(40);
    expect(getComputedStyle(avatar).borderTopLeftRadius).to.equal('50%');
    const row = await find('.row');
    expect(row.getBoundingClientRect().height).to.equal(76);
    expect(row.getBoundingClientRect().width).to.equal(300);
    const lines = root.querySelectorAll<HTMLElement>('.paragraph .fin-skeleton');
    expect(lines.length).to.equal(3);
    expect(root.querySelector('.paragraph')?.getAttribute('aria-hidden')).to.equal('true');
    expect(lines[2]!.getBoundingClientRect().width).to.equal(180);
    expect((await find('.short')).getBoundingClientRect().width).to.equal(120);
  });

  it('shimmers, and stands still under prefers-reduced-motion', async () => {
    const { find } = await mount(Harness, [skeletonStyles]);
    const row = await find('.row');
    expect(getComputedStyle(row).animationName).to.equal('fin-shimmer');
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(getComputedStyle(row).animationName).to.equal('none');
  });
});
