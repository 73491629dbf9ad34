/** The engine's navigation module (src/forms/core/flow/navigation.ts), on its own with fakes. */
import { expect } from '@open-wc/testing';
import { MAIN_SITE_URL } from '../../../../src/forms/constants';
import { createDrafts } from '../../../../src/forms/core/flow/load';
import { createNavigation } from '../../../../src/forms/core/flow/navigation';
import { flow, moduleSetup, view } from '../../support/fixtures';
import type { Json } from '../../support/fixtures';
import { showFlow } from '../../support/flow-modules';

function navSetup(json: Json, viewId: string, widgetMode = true) {
  const made = moduleSetup(null, { widgetMode });
  showFlow(made.ctx, json, viewId);
  const navigation = createNavigation(made.ctx, createDrafts(made.ctx));
  return { ...made, navigation };
}

const views = () =>
  flow([
    view('a'),
    view('b'),
    { id: 'sheet', type: 'BOTTOM_PROMPT', title: 'Sure?' },
    { id: 'done', type: 'STATUS_DIALOG', dialogType: 'SUCCESS' },
    { id: 'oops', type: 'STATUS_DIALOG', dialogType: 'ERROR' },
    { id: 'out', type: 'DEEPLINK', webLink: 'https://example.com/next', closeForm: false },
  ]);

describe('forms engine module: navigation', () => {
  it('entering a form from another pushes that one to history; a status dialog clears it', () => {
    const { navigation, state, recorded } = navSetup(views(), 'a');
    navigation.enterView('b', 'a');
    expect(state().currentViewId).to.equal('b');
    expect(state().history).to.deep.equal(['a']);
    navigation.enterView('done');
    expect(state().dialogViewId).to.equal('done');
    expect(state().history).to.deep.equal([]);
    expect(recorded.views).to.deep.equal(['b', 'done']);
  });

  it('a bottom prompt opens over the nearest earlier form', () => {
    const { navigation, state } = navSetup(views(), 'b');
    navigation.enterView('sheet', 'b');
    expect(state().currentViewId).to.equal('b');
    expect(state().sheetViewId).to.equal('sheet');
  });

  it('a deep link with closeForm false opens in a new tab', () => {
    const { navigation, recorded } = navSetup(views(), 'a');
    navigation.enterView('out', 'a');
    expect(recorded.navigations).to.deep.equal([['https://example.com/next', true]]);
  });

  it('Back: previousViewId first, then history; on the first view the host hears it', () => {
    const json = flow([view('a'), view('b'), view('c', { previousViewId: 'a' })]);
    const { navigation, state, recorded } = navSetup(json, 'a');
    navigation.enterView('b', 'a');
    navigation.enterView('c', 'b');
    navigation.back();
    expect(state().currentViewId).to.equal('a');
    const page = navSetup(json, 'a', false);
    page.navigation.back();
    expect(page.recorded.backs).to.deep.equal([{ flowId: 'f1', reason: 'back' }]);
    expect(recorded.backs).to.deep.equal([]);
  });

  it('closing a SUCCESS dialog moves on; closing an ERROR dialog aborts the flow', () => {
    const { navigation, state, recorded } = navSetup(views(), 'a');
    navigation.enterView('done');
    navigation.closeDialog();
    expect(state().dialogViewId).to.equal('oops');
    navigation.closeDialog();
    expect(state().ended).to.equal('abort');
    expect(state().endDialogViewId).to.equal('oops');
    expect(recorded.backs).to.deep.equal([{ flowId: 'f1', reason: 'abort' }]);
  });

  it('complete: done, the host hears it, and the full page goes to the main site', () => {
    const { navigation, state, recorded } = navSetup(views(), 'a', false);
    navigation.complete({ id: 'x' });
    expect(state().ended).to.equal('complete');
    expect(recorded.completes).to.deep.equal([{ flowId: 'f1', id: 'x' }]);
    expect(recorded.navigations).to.deep.equal([[MAIN_SITE_URL, false]]);
  });

  it('revisit goes to a view already seen, sending nothing, the view left onto the history; Back then returns to it', () => {
    const json = flow([view('a'), view('b'), view('c')]);
    const { navigation, state, recorded } = navSetup(json, 'a');
    navigation.enterView('b', 'a');
    navigation.back();
    expect(state().history).to.deep.equal([]);
    navigation.revisit('b');
    expect(state().currentViewId).to.equal('b');
    expect(state().history).to.deep.equal(['a']);
    expect(recorded.views).to.deep.equal(['b', 'a', 'b']);
    navigation.back();
    expect(state().currentViewId).to.equal('a');
    expect(state().history).to.deep.equal([]);
  });

  it('revisit refuses a view that is not a form or prompt of the flow, the view on screen, and any view under an open bottom prompt', () => {
    const json = flow([view('a'), view('b'), { id: 'sheet', type: 'BOTTOM_PROMPT', title: 'Sure?' }, { id: 'bye', type: 'STATUS_DIALOG', dialogType: 'SUCCESS' }]);
    const { navigation, state, recorded } = navSetup(json, 'a');
    for (const viewId of ['nowhere', 'a', 'sheet', 'bye']) navigation.revisit(viewId);
    expect(state().currentViewId).to.equal('a');
    expect(recorded.views).to.deep.equal([]);
    navigation.enterView('sheet', 'a');
    navigation.revisit('b');
    expect(state().currentViewId).to.equal('a');
    expect(state().sheetViewId).to.equal('sheet');
  });

  it('an ERROR dialog whose link is not followed (refused as unsafe) ends the flow as one without a link', () => {
    const json = flow([view('a'), { id: 'oops', type: 'STATUS_DIALOG', dialogType: 'ERROR', dialogActionHyperlink: 'javascript:alert(1)' }]);
    const { navigation, state, recorded } = navSetup(json, 'a');
    navigation.enterView('oops');
    navigation.closeDialog();
    expect(state().ended).to.equal('abort');
    expect(state().endDialogViewId).to.equal('oops');
    expect(recorded.backs).to.deep.equal([{ flowId: 'f1', reason: 'abort' }]);
  });
});
