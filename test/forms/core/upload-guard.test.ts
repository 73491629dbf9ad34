/**
 * §4 File upload: while the active view has a failed upload, every navigation meets the
 * upload-failed popup instead — Continue, an action, the header action, an item's action, Back
 * and a pick that advances. One rule, in the engine (it was the view's, and item actions skipped it).
 */
import { expect } from '@open-wc/testing';
import { flow, settle, setup, view } from '../support/fixtures';

const failed = [{ id: 'local-1', name: 'receipt.pdf', uploadState: 'UPLOAD_FAILED', source: { size: 10, type: 'application/pdf' } }];

const guarded = () =>
  flow(
    [
      view('v0'),
      view('v1', {
        items: [{ id: 'files', type: 'FILES_UPLOAD', value: failed, actions: [{ id: 'other', title: 'Send it later' }] }],
        headerAction: { id: 'help', title: 'Help' },
        actions: [{ id: 'go', title: 'Go' }],
      }),
      view('v2'),
    ],
    { currentViewId: 'v1' },
  );

async function ready() {
  const made = setup(guarded());
  made.engine.subscribe(() => undefined);
  await made.engine.load();
  made.host.answers.push({ ...guarded(), currentViewId: 'v2' });
  return made;
}

describe('forms §4: the upload-failed guard is the engine\'s, for every navigation', () => {
  const cases: [string, (engine: Awaited<ReturnType<typeof ready>>['engine']) => unknown][] = [
    ['Continue', (engine) => engine.continue()],
    ['an action', (engine) => engine.continue('go')],
    ['the header action', (engine) => engine.selectHeaderAction()],
    ['an item\'s action', (engine) => engine.selectItemAction('files', 'other')],
    ['Back', (engine) => engine.back()],
  ];
  for (const [name, go] of cases) {
    it(`${name}: nothing is sent, the view stays, the popup opens for the view`, async () => {
      const { engine, host, state } = await ready();
      await go(engine);
      await settle();
      expect(host.submits).to.have.length(0);
      expect(state().currentViewId).to.equal('v1');
      expect(state().uploadFailedViewId).to.equal('v1');
      engine.dismissUploadFailed();
      expect(state().uploadFailedViewId).to.equal(undefined);
    });
  }

  it('a pick that advances meets it too (the files among the view\'s component items)', async () => {
    const json = flow([view('v1', { items: [{ id: 'ok', type: 'YES_NO_INPUT', required: true }], componentItems: [{ id: 'files', type: 'FILES_UPLOAD', value: failed }] })]);
    const { engine, host, state } = setup(json);
    engine.subscribe(() => undefined);
    await engine.load();
    engine.setValue('v1', 'ok', true);
    await settle();
    expect(host.submits).to.have.length(0);
    expect(state().uploadFailedViewId).to.equal('v1');
  });

  it('with no failed upload the navigation goes ahead', async () => {
    const { engine, host, state } = await ready();
    engine.setValue('v1', 'files', [{ ...failed[0], id: 'upl_1', uploadState: undefined }]);
    await engine.selectItemAction('files', 'other');
    expect(host.submits).to.have.length(1);
    expect(state().currentViewId).to.equal('v2');
    expect(state().uploadFailedViewId).to.equal(undefined);
  });
});
