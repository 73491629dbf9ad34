import { expect, waitUntil } from '@open-wc/testing';
import { useState } from 'react';
import { VirtualList, virtualListStyles } from '../../src/ui/VirtualList';
import { mount, unmountAll } from './harness';

const ROW = 76;
const countries = Array.from({ length: 10000 }, (_, index) => ({ code: `C${index}`, name: `Country ${index}` }));

interface HarnessProps {
  overscan?: number;
  onEndReached?: () => void;
}

function Harness({ overscan = 16, onEndReached }: HarnessProps) {
  return (
    <VirtualList
      items={countries}
      rowHeight={ROW}
      overscan={overscan}
      height={380}
      label="Countries"
      getKey={(country) => country.code}
      onEndReached={onEndReached}
      renderItem={(country) => (
        <button type="button" className="country">
          {country.name}
        </button>
      )}
    />
  );
}

/** Grows by 50 items each time the end comes near, like a paged transaction list. */
function Paged({ onPage }: { onPage: (length: number) => void }) {
  const [items, setItems] = useState(() => Array.from({ length: 50 }, (_, index) => index));
  return (
    <VirtualList
      items={items}
      rowHeight={ROW}
      height={380}
      endThreshold={10}
      onEndReached={() => {
        onPage(items.length);
        setItems((list) => [...list, ...Array.from({ length: 50 }, (_, index) => list.length + index)]);
      }}
      renderItem={(item) => <span className="item">Item {item}</span>}
    />
  );
}

/**
 * Scrolls and reports it. A browser sends 'scroll' on its next frame, and a page in a background
 * tab (the runner's other concurrent test file) gets no frames.
 */
function scrollTo(viewport: HTMLElement, top: number) {
  viewport.scrollTop = top;
  viewport.dispatchEvent(new Event('scroll'));
}

const rowsIn = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('[role="listitem"]')];
const names = (root: ShadowRoot) => rowsIn(root).map((row) => row.textContent);

describe('VirtualList', () => {
  afterEach(unmountAll);

  it('renders only the rows in view plus the overscan, as a labelled list', async () => {
    const { find, root } = await mount(Harness, [virtualListStyles], {});
    await find('[role="listitem"]');
    const list = root.querySelector('[role="list"]')!;
    expect(list.getAttribute('aria-label')).to.equal('Countries');
    // 380 px shows 5 rows; 16 more below; none above at the top.
    expect(rowsIn(root).length).to.equal(5 + 16);
    expect(names(root)[0]).to.equal('Country 0');
    expect(rowsIn(root)[0]!.getAttribute('aria-setsize')).to.equal('10000');
    expect(rowsIn(root)[0]!.getAttribute('aria-posinset')).to.equal('1');
    expect(rowsIn(root)[0]!.getBoundingClientRect().height).to.equal(ROW);
    expect(list.getBoundingClientRect().height).to.equal(ROW * countries.length);
  });

  it('renders the right rows after scrolling, at the right place', async () => {
    const { find, root } = await mount(Harness, [virtualListStyles], {});
    const viewport = await find('[part="list"]');
    await find('[role="listitem"]');
    scrollTo(viewport, ROW * 5000);
    await waitUntil(() => names(root).includes('Country 5000'), 'row 5000 never rendered');
    expect(names(root)).not.to.include('Country 0');
    expect(rowsIn(root).length).to.be.below(60);
    const row = rowsIn(root).find((candidate) => candidate.textContent === 'Country 5000')!;
    expect(row.getAttribute('aria-posinset')).to.equal('5001');
    expect(row.getBoundingClientRect().top).to.equal(viewport.getBoundingClientRect().top);
    const indexes = rowsIn(root).map((candidate) => Number(candidate.getAttribute('aria-posinset')) - 1);
    expect(Math.min(...indexes)).to.equal(5000 - 16);
    expect(Math.max(...indexes)).to.equal(5004 + 16);
  });

  it('takes the overscan from its prop', async () => {
    const { find, root } = await mount(Harness, [virtualListStyles], { overscan: 2 });
    await find('[role="listitem"]');
    expect(rowsIn(root).length).to.equal(5 + 2);
  });

  it('calls onEndReached once per length of items when the end comes near', async () => {
    let ends = 0;
    const { find, root } = await mount(Harness, [virtualListStyles], { onEndReached: () => ends++ });
    const viewport = await find('[part="list"]');
    await find('[role="listitem"]');
    scrollTo(viewport, ROW * (countries.length - 12));
    await waitUntil(() => names(root).includes('Country 9988'));
    expect(ends).to.equal(0);
    scrollTo(viewport, ROW * (countries.length - 8));
    await waitUntil(() => ends === 1);
    scrollTo(viewport, viewport.scrollHeight);
    await waitUntil(() => names(root).includes('Country 9999'));
    expect(ends).to.equal(1);
  });

  it('asks again when the list has grown and its new end comes near', async () => {
    const pages: number[] = [];
    const { find, root } = await mount(Paged, [virtualListStyles], { onPage: (length: number) => pages.push(length) });
    const viewport = await find('[part="list"]');
    await find('[role="listitem"]');
    expect(pages).to.deep.equal([]);
    scrollTo(viewport, ROW * 36);
    await waitUntil(() => pages.length === 1);
    await waitUntil(() => rowsIn(root)[0]?.getAttribute('aria-setsize') === '100');
    scrollTo(viewport, ROW * 86);
    await waitUntil(() => pages.length === 2);
    expect(pages).to.deep.equal([50, 100]);
  });
});
