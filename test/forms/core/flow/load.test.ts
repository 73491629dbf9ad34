/** The engine's loading and drafts module (src/forms/core/flow/load.ts), on its own with fakes. */
import { expect } from '@open-wc/testing';
import { createDraftStore } from '../../../../src/forms/core/draft';
import { createDrafts, createLoader, startViewId } from '../../../../src/forms/core/flow/load';
import { decodeFlow } from '../../../../src/forms/core/decode';
import { createMemoryStorage } from '../../../../src/shared/storage';
import { flow, moduleSetup, settle, view } from '../../support/fixtures';
import { showFlow } from '../../support/flow-modules';

const twoViews = () => flow([view('v1', { items: [{ id: 'name', type: 'TEXT_INPUT' }] }), view('v2')], { currentViewId: 'v1' });

function loaderSetup(loaded = twoViews() as Record<string, unknown> | null, drafts = createDraftStore(createMemoryStorage())) {
  const made = moduleSetup(loaded, { drafts });
  const keeper = createDrafts(made.ctx);
  const entered: string[] = [];
  const loader = createLoader(made.ctx, keeper, (viewId) => entered.push(viewId));
  return { ...made, keeper, loader, entered };
}

describe('forms engine module: loading', () => {
  it('a flow loads, is decoded and its start view is entered', async () => {
    const { loader, entered, state } = loaderSetup();
    await loader.load();
    expect(state().status).to.equal('ready');
    expect(entered).to.deep.equal(['v1']);
    expect(state().flow?.views.map((v) => v.id)).to.deep.equal(['v1', 'v2']);
  });

  it('no form → not found, nothing entered', async () => {
    const { loader, entered, state } = loaderSetup(null);
    await loader.load();
    expect(state().status).to.equal('not-found');
    expect(entered).to.deep.equal([]);
  });

  it('a draft of the same flow is restored: its values, history and view', async () => {
    const drafts = createDraftStore(createMemoryStorage());
    const first = loaderSetup(twoViews(), drafts);
    await first.loader.load();
    first.ctx.store.update((s) => {
      s.values.v1 = { name: 'Ada' };
      s.currentViewId = 'v2';
      s.history = ['v1'];
    });
    await first.keeper.flush();
    const second = loaderSetup(twoViews(), drafts);
    await second.loader.load();
    expect(second.entered).to.deep.equal(['v2']);
    expect(second.state().values.v1).to.deep.equal({ name: 'Ada' });
    expect(second.state().history).to.deep.equal(['v1']);
  });

  it('a draft of a changed flow is dropped and the user told', async () => {
    const drafts = createDraftStore(createMemoryStorage());
    const first = loaderSetup(twoViews(), drafts);
    await first.loader.load();
    await first.keeper.flush();
    const second = loaderSetup(flow([view('v1', { title: 'Changed' })]), drafts);
    await second.loader.load();
    expect(second.state().draftNotRestored).to.equal(true);
    expect(await drafts.read('f1')).to.equal(undefined);
  });

  it('startViewId: currentViewId, else the first view; one naming no view is malformed', () => {
    const ctx = moduleSetup(null).ctx;
    expect(startViewId(decodeFlow(twoViews(), ctx.decoding))).to.equal('v1');
    expect(() => startViewId(decodeFlow({ ...twoViews(), currentViewId: 'zz' }, ctx.decoding))).to.throw(/zz/);
  });
});

describe('forms engine module: drafts', () => {
  it('a change is written 250 ms after the last one, not before', async () => {
    const { ctx, keeper, clock, drafts } = loaderSetup();
    showFlow(ctx, twoViews(), 'v1', { v1: { name: 'A' } });
    keeper.scheduleSave();
    clock.tick(200);
    await settle();
    expect(await drafts.read('f1')).to.equal(undefined);
    clock.tick(50);
    await settle();
    expect((await drafts.read('f1'))?.values.v1).to.deep.equal({ name: 'A' });
  });

  it('setFlow keeps an answer the new flow does not carry, and takes one it does', () => {
    const { ctx, keeper, state } = loaderSetup();
    showFlow(ctx, twoViews(), 'v1', { v1: { name: 'Kept' } });
    const json = twoViews();
    keeper.setFlow(decodeFlow(json, ctx.decoding), json);
    expect(state().values.v1).to.deep.equal({ name: 'Kept' });
    const withValue = flow([view('v1', { items: [{ id: 'name', type: 'TEXT_INPUT', value: 'Server' }] })]);
    keeper.setFlow(decodeFlow(withValue, ctx.decoding), withValue);
    expect(state().values.v1).to.deep.equal({ name: 'Server' });
  });

  it('discard removes the draft and a pending write', async () => {
    const { ctx, keeper, clock, drafts } = loaderSetup();
    showFlow(ctx, twoViews(), 'v1', { v1: { name: 'A' } });
    await keeper.flush();
    keeper.scheduleSave();
    keeper.discard();
    clock.tick(300);
    await settle();
    expect(await drafts.read('f1')).to.equal(undefined);
  });
});
