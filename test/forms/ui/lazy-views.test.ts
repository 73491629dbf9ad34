/**
 * Issue 16 (cold paint of the transaction picker): a lazy family's views download when the
 * flow's JSON names one of its types, beside its definitions, and a picker whose chunk has come
 * renders at once, not a skeleton first (React holds what replaces a Suspense fallback for at
 * least 300 ms).
 */
import { expect } from '@open-wc/testing';
import { lazyItemChunks } from '../../../src/forms/core/items';
import type { ItemDefinition } from '../../../src/forms/core/items/definition';
import { formLazyItems, itemViews, withViews } from '../../../src/forms/ui/items';
import { loadPickers } from '../../../src/forms/ui/items/pickers';
import { PICKER_ATTRIBUTES, mountForm } from '../support/mount-form';

afterEach(() => document.body.replaceChildren());

describe('lazy item views load with their definitions', function () {
  this.timeout(60_000);

  // First in the file: no picker has rendered yet in this page.
  it('a transaction picker whose chunk has come shows with its view: no skeleton in its place first', async () => {
    await loadPickers();
    let skeleton = false;
    let observer: MutationObserver | undefined;
    const watch = (root: ShadowRoot) => {
      const check = () => (skeleton ||= root.querySelector('[data-type="TRANSACTIONS_SELECTION"] .fin-skeleton') !== null);
      observer = new MutationObserver(check);
      observer.observe(root, { subtree: true, childList: true });
      check();
    };
    const transactions = [{ id: 't1', description: 'Tesco', createdDate: new Date(Date.now() - 60_000).toISOString(), amount: { amount: -3.5, currency: 'GBP' }, state: 'COMPLETED' }];
    await mountForm([{ id: 'tx', type: 'TRANSACTIONS_SELECTION', title: 'Payments' }], {
      adapter: { listTransactions: async () => ({ transactions, last: true }) },
      attributes: PICKER_ATTRIBUTES,
      ready: (root) => {
        if (!observer) watch(root);
        return root.querySelector('[role="option"]');
      },
      timeout: 20_000,
    });
    observer!.disconnect();
    expect(skeleton, 'a skeleton stood in for the picker').to.equal(false);
  });

  function fakes() {
    const calls: string[] = [];
    const chunks = [
      { types: ['CARD_SELECTION'], load: async () => (calls.push('picker definitions'), [] as ItemDefinition[]) },
      { types: ['FILES_UPLOAD'], load: async () => (calls.push('media definitions'), [] as ItemDefinition[]) },
    ];
    const views = [
      // Never comes: the definitions do not wait for it.
      { types: ['CARD_SELECTION', 'COUNTRY_SELECTION'], load: () => (calls.push('picker views'), new Promise<void>(() => undefined)) },
      { types: ['FILES_UPLOAD'], load: () => (calls.push('media views'), Promise.reject(new Error('views chunk failed'))) },
    ];
    return { calls, chunks, views };
  }

  it("a chunk's load starts its views' chunk at once, and does not wait for it", async () => {
    const { calls, chunks, views } = fakes();
    const [pickers] = withViews(chunks, views);
    const loading = pickers!.load();
    expect(calls).to.deep.equal(['picker views', 'picker definitions']);
    expect(await loading).to.deep.equal([]);
  });

  it('a views chunk that fails does not fail the definitions (the view asks again when it renders)', async () => {
    const { calls, chunks, views } = fakes();
    const [, media] = withViews(chunks, views);
    expect(await media!.load()).to.deep.equal([]);
    expect(calls).to.deep.equal(['media views', 'media definitions']);
  });

  it("the form's lazy chunks keep the core's types, and every lazily defined type has a view", () => {
    expect(formLazyItems.map((chunk) => chunk.types)).to.deep.equal(lazyItemChunks.map((chunk) => chunk.types));
    for (const chunk of formLazyItems) for (const type of chunk.types) expect(itemViews[type as keyof typeof itemViews], type).to.not.equal(null);
  });
});
