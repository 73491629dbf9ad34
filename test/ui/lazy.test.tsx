/**
 * lazyView (src/ui/lazy.ts): a lazy view whose chunk failed to load loads it again when its
 * RenderBoundary retries or when it mounts again; React.lazy alone keeps the failure for ever.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { Suspense } from 'react';
import { once } from '../../src/shared/once';
import { lazyView } from '../../src/ui/lazy';
import { RenderBoundary } from '../../src/ui/RenderBoundary';
import { mount, unmountAll } from './harness';

function Loaded({ name }: { name: string }) {
  return <p className="loaded">Hello {name}</p>;
}

/** A chunk whose first `failures` loads fail (a network blip), memoised with once as the views do. */
function flakyChunk(failures: number) {
  let calls = 0;
  const load = once(async () => {
    calls++;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return Loaded;
  });
  return { View: lazyView(load), calls: () => calls };
}

/** The view behind Suspense, inside a boundary whose fallback is a Retry button. */
const host = (View: ReturnType<typeof flakyChunk>['View']) =>
  function Host() {
    return (
      <RenderBoundary
        fallback={(retry) => (
          <button type="button" onClick={retry}>
            Retry
          </button>
        )}
        onError={() => undefined}
      >
        <Suspense fallback={<span className="loading" />}>
          <View name="Ada" />
        </Suspense>
      </RenderBoundary>
    );
  };

describe('lazyView: a lazy view that failed to load is loaded again', () => {
  afterEach(unmountAll);

  it("fails, shows the boundary's Retry, and Retry loads the chunk again and shows the view", async () => {
    const chunk = flakyChunk(1);
    const { root } = await mount(host(chunk.View), []);
    await waitUntil(() => root.querySelector('button'), 'no Retry after the failed load');
    expect(chunk.calls()).to.equal(1);
    root.querySelector('button')!.click();
    await waitUntil(() => root.querySelector('.loaded'), 'the view did not load on Retry');
    expect(root.querySelector('.loaded')!.textContent).to.equal('Hello Ada');
    expect(chunk.calls()).to.equal(2);
  });

  it('fails twice, then recovers on the third Retry; a loaded view is not loaded again', async () => {
    const chunk = flakyChunk(2);
    const first = await mount(host(chunk.View), []);
    await waitUntil(() => first.root.querySelector('button'));
    first.root.querySelector('button')!.click();
    await waitUntil(() => chunk.calls() === 2 && first.root.querySelector('button'), 'no Retry after the second failure');
    first.root.querySelector('button')!.click();
    await waitUntil(() => first.root.querySelector('.loaded'), 'the view did not load on the third attempt');
    const second = await mount(host(chunk.View), []);
    await waitUntil(() => second.root.querySelector('.loaded'));
    expect(chunk.calls()).to.equal(3);
  });

  it('a view mounted again after a failure (a new page, a remount) loads again without a Retry', async () => {
    const chunk = flakyChunk(1);
    const first = await mount(host(chunk.View), []);
    await waitUntil(() => first.root.querySelector('button'));
    const second = await mount(host(chunk.View), []);
    await waitUntil(() => second.root.querySelector('.loaded'), 'the remounted view kept the old failure');
    expect(chunk.calls()).to.equal(2);
  });
});
