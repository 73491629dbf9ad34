import { expect } from '@open-wc/testing';
import { createDraftStore } from '../../../src/forms/core/draft';
import { canGoBack, isPrimaryDisabled, isPrimaryHidden, itemError, findView, viewProblems } from '../../../src/forms/core/engine';
import { createEarlyLoads } from '../../../src/forms/core/flow/load';
import { coreItems } from '../../../src/forms/core/items';
import { defineItem, noFields } from '../../../src/forms/core/items/definition';
import type { ItemBase } from '../../../src/forms/core/items/definition';
import { string } from '../../../src/shared/decode';
import type { FormState } from '../../../src/forms/core/engine';
import { MAIN_SITE_URL } from '../../../src/forms/constants';
import { createMemoryStorage } from '../../../src/shared/storage';
import { enGB, flow, settle, setup, view } from '../support/fixtures';
import type { Json } from '../support/fixtures';

const nameItem = { id: 'name', type: 'TEXT_INPUT', required: true, validations: [{ type: 'TEXT', pattern: '^[A-Za-z ]+$', message: 'Letters only' }] };
const twoViews = () => flow([view('v1', { items: [nameItem] }), view('v2', { items: [{ id: 'note', type: 'TEXT_INPUT' }] })], { currentViewId: 'v1' });
const next = (current: string, extra: Json = {}) => ({ ...twoViews(), currentViewId: current, ...extra });
const currentView = (state: FormState) => findView(state.flow, state.currentViewId)!;

describe('forms §4 flow load', () => {
  it('loading → ready, entering the current view', async () => {
    const { engine, state, recorded } = setup(twoViews());
    expect(state().status).to.equal('loading');
    await engine.load();
    expect(state().status).to.equal('ready');
    expect(state().currentViewId).to.equal('v1');
    expect(recorded.views).to.deep.equal(['v1']);
  });

  it('404 → not found; no views → not found', async () => {
    const missing = setup(null);
    await missing.engine.load();
    expect(missing.state().status).to.equal('not-found');
    const empty = setup(flow([]));
    await empty.engine.load();
    expect(empty.state().status).to.equal('not-found');
  });

  it('a failed or malformed load → error with "Unable to load the form."', async () => {
    const broken = setup(flow([{ id: 'v1', type: 'FORM', items: {} }]));
    await broken.engine.load();
    expect(broken.state().status).to.equal('error');
    expect((broken.recorded.errors[0] as { message: string }).message).to.match(/^Unable to load the form\. .*\$\.views\[0\]\.items/);
    const failing = setup(twoViews());
    failing.host.loadFlow = async () => Promise.reject(new Error('offline'));
    await failing.engine.load();
    expect(failing.state().status).to.equal('error');
  });

  it('a camera-required form (a required camera item) on a device without media devices → no-camera', async () => {
    const { engine, state } = setup(flow([view('v1', { items: [{ id: 'c', type: 'CAMERA_IMAGE', required: true }] })]), { camera: false });
    await engine.load();
    expect(state().status).to.equal('no-camera');
  });

  it('an optional camera item does not make the form camera-required: it loads without a camera', async () => {
    const { engine, state } = setup(flow([view('v1', { items: [{ id: 'c', type: 'CAMERA_IMAGE' }] }), view('v2', { items: [{ id: 'd', type: 'CAMERA_IMAGE', required: false }] })]), { camera: false });
    await engine.load();
    expect(state().status).to.equal('ready');
  });

  it('preload asks for the flow as the engine is made: engines given one earlyLoads share it, the first load takes it, Try again asks again', async () => {
    const earlyLoads = createEarlyLoads();
    const first = setup(twoViews(), { earlyLoads });
    const asked: string[] = [];
    const loadFlow = first.host.loadFlow;
    first.host.loadFlow = (flowId, query) => (asked.push(flowId), loadFlow(flowId, query));
    first.engine.preload();
    expect(asked).to.deep.equal(['f1']);
    // StrictMode's second render, or a render React threw away, makes another engine for the element: the view gives it the element's earlyLoads.
    const second = setup(null, { host: first.host, earlyLoads });
    second.engine.preload();
    expect(asked).to.have.length(1);
    await second.engine.load();
    expect(asked).to.have.length(1);
    expect(second.state().status).to.equal('ready');
    expect(second.state().currentViewId).to.equal('v1');
    await second.engine.load();
    expect(asked).to.have.length(2);
  });

  it('the early request belongs to the engine (or the earlyLoads it is given), not to the host: another engine of the host asks for its own', async () => {
    const first = setup(twoViews());
    const asked: string[] = [];
    const loadFlow = first.host.loadFlow;
    first.host.loadFlow = (flowId, query) => (asked.push(flowId), loadFlow(flowId, query));
    first.engine.preload();
    const other = setup(null, { host: first.host });
    other.engine.preload();
    expect(asked).to.have.length(2);
    await first.engine.load();
    await other.engine.load();
    expect(asked).to.have.length(2);
    expect(first.state().status).to.equal('ready');
    expect(other.state().status).to.equal('ready');
  });

  it('keeps unknown item types and reports them', async () => {
    const { engine, state } = setup(flow([view('v1', { items: [{ id: 'h', type: 'HOLOGRAM_INPUT', required: true, extra: 1 }] })]));
    await engine.load();
    expect(state().unsupportedTypes).to.deep.equal(['HOLOGRAM_INPUT']);
    expect(isPrimaryDisabled(state(), engine.items)).to.equal(false);
  });
});

describe('forms §4 Continue and the response rules', () => {
  async function ready(extra: Parameters<typeof setup>[1] = {}) {
    const context = setup(twoViews(), extra);
    await context.engine.load();
    return context;
  }

  it('submits the whole flow with the current view id and the values, then shows the new view and pushes history', async () => {
    const { engine, host, state } = await ready();
    engine.setValue('v1', 'name', 'Ada Lovelace');
    host.answers.push(next('v2'));
    await engine.continue();
    expect(host.submits[0]!.currentViewId).to.equal('v1');
    expect(((host.submits[0]!.views as Json[])[0]!.items as Json[])[0]!.value).to.equal('Ada Lovelace');
    expect(state().currentViewId).to.equal('v2');
    expect(state().history).to.deep.equal(['v1']);
  });

  it('errors show only after submit, and only when a value exists', async () => {
    const { engine, state, host } = await ready();
    const item = currentView(state()).items[0]!;
    engine.setValue('v1', 'name', 'Ada 1');
    expect(itemError(state(), 'v1', item, engine.items, enGB)).to.equal(undefined);
    expect(isPrimaryDisabled(state(), engine.items)).to.equal(true);
    await engine.continue();
    expect(host.submits).to.have.length(0);
    expect(itemError(state(), 'v1', item, engine.items, enGB)).to.equal('Letters only');
    engine.setValue('v1', 'name', '');
    expect(itemError(state(), 'v1', item, engine.items, enGB)).to.equal(undefined);
  });

  it('EXTERNAL rules call the validate port; no message gives "Invalid value"; the flow is not sent', async () => {
    const context = setup(flow([view('v1', { items: [{ id: 'iban', type: 'TEXT_INPUT', validations: [{ type: 'EXTERNAL' }] }] })]));
    await context.engine.load();
    context.host.validations.BAD = { isValid: false };
    context.host.validations.WORSE = { isValid: false, message: 'Unknown IBAN' };
    const item = currentView(context.state()).items[0]!;
    context.engine.setValue('v1', 'iban', 'BAD');
    await context.engine.continue();
    expect(itemError(context.state(), 'v1', item, context.engine.items, enGB)).to.equal('Invalid value');
    context.engine.setValue('v1', 'iban', 'WORSE');
    await context.engine.continue();
    expect(itemError(context.state(), 'v1', item, context.engine.items, enGB)).to.equal('Unknown IBAN');
    expect(context.host.submits).to.have.length(0);
  });

  it('a continue check (the address hook) attaches its message and stops the submit', async () => {
    const context = setup(twoViews(), { continueChecks: [async ({ view: checked }) => ({ errors: (checked.id === 'v1' ? { name: 'Address is not eligible' } : {}) as Record<string, string> })] });
    await context.engine.load();
    context.engine.setValue('v1', 'name', 'Ada');
    await context.engine.continue();
    expect(context.host.submits).to.have.length(0);
    expect(itemError(context.state(), 'v1', currentView(context.state()).items[0]!, context.engine.items, enGB)).to.equal('Address is not eligible');
  });

  const completions: [string, Json, Record<string, unknown>][] = [
    ['a response field', { response: { caseId: 'C-1' } }, { flowId: 'f1', response: { caseId: 'C-1' } }],
    ['an id', { id: 'R-9' }, { flowId: 'f1', id: 'R-9' }],
    ['COMPLETE with chatTicketId', { ...twoViews(), state: 'COMPLETE', attributes: { chatTicketId: 'T-42' } }, { flowId: 'f1', chatTicketId: 'T-42' }],
    ['COMPLETE without views', { id: 'f1', name: 'Dispute', state: 'COMPLETE', views: [] }, { flowId: 'f1' }],
  ];
  for (const [name, answer, detail] of completions) {
    it(`completes on ${name}`, async () => {
      const { engine, host, state, recorded } = await ready();
      engine.setValue('v1', 'name', 'Ada');
      host.answers.push(answer);
      await engine.continue();
      expect(state().done).to.equal(true);
      expect(recorded.completes).to.deep.equal([detail]);
      expect(isPrimaryDisabled(state(), engine.items)).to.equal(true);
    });
  }

  it('once done, a further continue completes at once', async () => {
    const { engine, host, recorded } = await ready();
    engine.setValue('v1', 'name', 'Ada');
    host.answers.push({ response: 1 });
    await engine.continue();
    await engine.continue();
    expect(recorded.completes).to.have.length(2);
    expect(host.submits).to.have.length(1);
  });

  it('outside widget mode completion redirects to the main site, unless the host cancels', async () => {
    const page = await ready({ widgetMode: false });
    page.engine.setValue('v1', 'name', 'Ada');
    page.host.answers.push({ response: 1 });
    await page.engine.continue();
    expect(page.recorded.navigations).to.deep.equal([[MAIN_SITE_URL, false]]);
    const cancelled = await ready({ widgetMode: false, cancel: true });
    cancelled.engine.setValue('v1', 'name', 'Ada');
    cancelled.host.answers.push({ response: 1 });
    await cancelled.engine.continue();
    expect(cancelled.recorded.navigations).to.deep.equal([]);
  });

  it('a failed submit shows failedSubmissionMessage, keeps every value, and Continue retries', async () => {
    const context = setup({ ...twoViews(), attributes: { failedSubmissionMessage: 'We could not send your dispute.' } });
    await context.engine.load();
    context.engine.setValue('v1', 'name', 'Ada');
    context.host.answers.push(new Error('500'), next('v2'));
    await context.engine.continue();
    expect(context.state().submitError).to.equal('We could not send your dispute.');
    expect(context.state().values.v1!.name).to.equal('Ada');
    expect(context.state().currentViewId).to.equal('v1');
    expect(context.recorded.errors).to.have.length(1);
    await context.engine.continue();
    expect(context.state().submitError).to.equal(undefined);
    expect(context.state().currentViewId).to.equal('v2');
    expect((context.host.submits[1]!.views as Json[])[0]!.items).to.deep.equal((context.host.submits[0]!.views as Json[])[0]!.items);
  });

  it('the submit error dialog: close keeps the view as it was, try again sends the same view again', async () => {
    const { engine, host, state } = await ready();
    engine.setValue('v1', 'name', 'Ada');
    host.answers.push(new Error('500'), next('v2'));
    await engine.retrySubmit();
    expect(host.submits, 'try again without an error').to.have.length(0);
    await engine.continue();
    engine.dismissSubmitError();
    expect(state().submitError).to.equal(undefined);
    expect(state().currentViewId).to.equal('v1');
    expect(state().values.v1!.name).to.equal('Ada');
    await engine.retrySubmit();
    expect(host.submits, 'try again after close').to.have.length(1);
    host.answers.unshift(new Error('500'));
    await engine.continue();
    expect(state().submitError).to.equal('Something went wrong');
    await engine.retrySubmit();
    expect(state().submitError).to.equal(undefined);
    expect(state().currentViewId).to.equal('v2');
    expect((host.submits[2]!.views as Json[])[0]!.items).to.deep.equal((host.submits[1]!.views as Json[])[0]!.items);
  });

  it('without failedSubmissionMessage the failure says "Something went wrong"', async () => {
    const { engine, host, state } = await ready();
    engine.setValue('v1', 'name', 'Ada');
    host.answers.push(new Error('500'));
    await engine.continue();
    expect(state().submitError).to.equal('Something went wrong');
  });

  it('the chosen action is marked selected; a non-primary action clears the values', async () => {
    const actions = [{ id: 'yes', title: 'Yes' }, { id: 'skip', title: 'Skip' }];
    const context = setup(flow([view('v1', { actions, items: [{ id: 'note', type: 'TEXT_INPUT' }] }), view('v2')]));
    await context.engine.load();
    context.engine.setValue('v1', 'note', 'kept?');
    context.host.answers.push(flow([view('v1', { actions }), view('v2')], { currentViewId: 'v2' }));
    await context.engine.continue('skip');
    const sent = (context.host.submits[0]!.views as Json[])[0]!;
    expect((sent.actions as Json[]).map((action) => action.selected)).to.deep.equal([false, true]);
    expect((sent.items as Json[])[0]!.value).to.equal(undefined);
  });

  it('the primary action keeps the values', async () => {
    const actions = [{ id: 'yes', title: 'Yes' }, { id: 'skip', title: 'Skip' }];
    const context = setup(flow([view('v1', { actions, items: [{ id: 'note', type: 'TEXT_INPUT' }] }), view('v2')]));
    await context.engine.load();
    context.engine.setValue('v1', 'note', 'kept');
    context.host.answers.push({ response: 'ok' });
    await context.engine.continue('yes');
    expect(((context.host.submits[0]!.views as Json[])[0]!.items as Json[])[0]!.value).to.equal('kept');
  });
});

describe('forms §4 auto-advance and clearing rules', () => {
  const yesNo = { id: 'yn', type: 'YES_NO_INPUT', required: true };

  it('hides the primary button for a lone auto-advance item, and picking it advances', async () => {
    const context = setup(flow([view('v1', { items: [yesNo], actions: [{ id: 'a', title: 'Go', selected: true }], headerAction: { id: 'h', title: 'Skip', selected: true } }), view('v2')]));
    await context.engine.load();
    expect(isPrimaryHidden(currentView(context.state()), context.engine.items)).to.equal(true);
    context.host.answers.push(flow([view('v1'), view('v2')], { currentViewId: 'v2' }));
    context.engine.setValue('v1', 'yn', false);
    await settle();
    const sent = context.host.submits[0]!;
    const v1 = (sent.views as Json[])[0]!;
    expect((v1.actions as Json[])[0]!.selected).to.equal(false);
    expect((v1.headerAction as Json).selected).to.equal(false);
    expect(context.state().currentViewId).to.equal('v2');
  });

  it('keeps the primary button when another input shares the view', async () => {
    const context = setup(flow([view('v1', { items: [yesNo, { id: 'n', type: 'TEXT_INPUT' }] })]));
    await context.engine.load();
    expect(isPrimaryHidden(currentView(context.state()), context.engine.items)).to.equal(false);
    context.engine.setValue('v1', 'yn', true);
    expect(context.host.submits).to.have.length(0);
  });
});

describe('forms §4 Back', () => {
  it('goes to previousViewId, else the last history entry, else the external back handler', async () => {
    const views = [view('v1'), view('v2'), view('v3', { previousViewId: 'v1' })];
    const context = setup(flow(views));
    await context.engine.load();
    context.host.answers.push(flow(views, { currentViewId: 'v2' }), flow(views, { currentViewId: 'v3' }));
    await context.engine.continue();
    await context.engine.continue();
    expect(context.state().history).to.deep.equal(['v1', 'v2']);
    context.engine.back();
    expect(context.state().currentViewId).to.equal('v1');
    expect(canGoBack(context.state())).to.equal(true);
    context.engine.back();
    expect(context.state().currentViewId).to.equal('v2');
    context.engine.back();
    expect(context.state().currentViewId).to.equal('v1');
    expect(canGoBack(context.state())).to.equal(false);
    context.engine.back();
    expect(context.recorded.backs).to.deep.equal([{ flowId: 'f1', reason: 'close' }]);
  });

  it('outside widget mode the first view reports back rather than close', async () => {
    const context = setup(flow([view('v1')]), { widgetMode: false });
    await context.engine.load();
    context.engine.back();
    expect(context.recorded.backs).to.deep.equal([{ flowId: 'f1', reason: 'back' }]);
  });
});

describe('forms §4 entering views of each type', () => {
  it('STATUS_DIALOG opens a dialog and clears history; SUCCESS closing moves to the next view', async () => {
    const views = [view('v1'), view('v2'), { id: 'done', type: 'STATUS_DIALOG', dialogType: 'SUCCESS' }, view('v3')];
    const context = setup(flow(views));
    await context.engine.load();
    context.host.answers.push(flow(views, { currentViewId: 'v2' }), flow(views, { currentViewId: 'done' }));
    await context.engine.continue();
    await context.engine.continue();
    expect(context.state().dialogViewId).to.equal('done');
    expect(context.state().history).to.deep.equal([]);
    context.engine.closeDialog();
    expect(context.state().dialogViewId).to.equal(undefined);
    expect(context.state().currentViewId).to.equal('v3');
  });

  it('ERROR aborts the flow, or follows the dialog action link', async () => {
    const abort = setup(flow([{ id: 'e', type: 'STATUS_DIALOG', dialogType: 'ERROR' }]));
    await abort.engine.load();
    abort.engine.closeDialog();
    expect(abort.recorded.backs).to.deep.equal([{ flowId: 'f1', reason: 'abort' }]);
    expect(abort.state().done).to.equal(true);
    const link = setup(flow([{ id: 'x', type: 'STATUS_DIALOG', dialogType: 'EXIT', dialogActionHyperlink: 'https://finapp.com/help' }]));
    await link.engine.load();
    link.engine.closeDialog();
    expect(link.recorded.navigations).to.deep.equal([['https://finapp.com/help', false]]);
  });

  const deeplinks: [string, boolean | undefined, boolean][] = [
    ['closeForm unset → same window', undefined, false],
    ['closeForm true → same window', true, false],
    ['closeForm false → new tab', false, true],
  ];
  for (const [name, closeForm, newTab] of deeplinks) {
    it(`DEEPLINK ${name}`, async () => {
      const link = { id: 'd', type: 'DEEPLINK', webLink: 'https://finapp.com/cards', ...(closeForm === undefined ? {} : { closeForm }) };
      const context = setup(flow([view('v1'), link]));
      await context.engine.load();
      context.host.answers.push(flow([view('v1'), link], { currentViewId: 'd' }));
      await context.engine.continue();
      expect(context.recorded.navigations).to.deep.equal([['https://finapp.com/cards', newTab]]);
    });
  }

  it('BOTTOM_PROMPT shows over the nearest earlier form view', async () => {
    const views = [view('v1'), { id: 'p', type: 'PROMPT', title: 'Info' }, { id: 'sheet', type: 'BOTTOM_PROMPT', title: 'Sure?', actions: [{ id: 'ok', title: 'OK' }, { id: 'no', title: 'No', dismissOnSelect: true }] }];
    const context = setup(flow(views, { currentViewId: 'p' }));
    await context.engine.load();
    expect(context.state().currentViewId).to.equal('p');
    context.host.answers.push(flow(views, { currentViewId: 'sheet' }));
    await context.engine.continue();
    expect(context.state().sheetViewId).to.equal('sheet');
    expect(context.state().currentViewId).to.equal('v1');
    await context.engine.continue('no');
    expect(context.state().sheetViewId).to.equal(undefined);
  });
});

describe('forms drafts: answers survive a reload', () => {
  it('restores values, current view and history for the same flow', async () => {
    const drafts = createDraftStore(createMemoryStorage());
    const first = setup(twoViews(), { drafts });
    await first.engine.load();
    first.engine.setValue('v1', 'name', 'Ada');
    first.host.answers.push(next('v2'));
    await first.engine.continue();
    first.engine.setValue('v2', 'note', 'half typed');
    await first.engine.flush();
    const second = setup(twoViews(), { drafts });
    await second.engine.load();
    expect(second.state().currentViewId).to.equal('v2');
    expect(second.state().values.v2!.note).to.equal('half typed');
    expect(second.state().history).to.deep.equal(['v1']);
    expect(second.state().draftNotRestored).to.equal(false);
  });

  it('a flush (the page is hidden) writes a synchronous copy that the next load takes, even if IndexedDB never got it', async () => {
    const backup = new Map<string, string>();
    const sync = { getItem: (key: string) => backup.get(key) ?? null, setItem: (key: string, value: string) => void backup.set(key, value), removeItem: (key: string) => void backup.delete(key) };
    const lost = createMemoryStorage();
    // The page goes before the IndexedDB write commits: it never lands.
    const dying = createDraftStore({ ...lost, set: () => new Promise<void>(() => {}) }, sync);
    const first = setup(twoViews(), { drafts: dying });
    await first.engine.load();
    first.engine.setValue('v1', 'name', 'Grace');
    void first.engine.flush();
    expect(backup.size).to.equal(1);
    const second = setup(twoViews(), { drafts: createDraftStore(lost, sync) });
    await second.engine.load();
    expect(second.state().values.v1!.name).to.equal('Grace');
    expect(backup.size, 'the copy moved to IndexedDB').to.equal(0);
    expect((await createDraftStore(lost).read('f1'))!.values.v1!.name).to.equal('Grace');
  });

  it('saves after the debounce without an explicit flush', async () => {
    const drafts = createDraftStore(createMemoryStorage());
    const first = setup(twoViews(), { drafts });
    await first.engine.load();
    first.engine.setValue('v1', 'name', 'Ada');
    expect(await drafts.read('f1')).to.equal(undefined);
    first.clock.tick(250);
    await settle();
    expect((await drafts.read('f1'))!.values.v1!.name).to.equal('Ada');
  });

  it('drops the draft and says so when the server flow changed', async () => {
    const drafts = createDraftStore(createMemoryStorage());
    const first = setup(twoViews(), { drafts });
    await first.engine.load();
    first.engine.setValue('v1', 'name', 'Ada');
    await first.engine.flush();
    const changed = setup({ ...twoViews(), name: 'Dispute v2' }, { drafts });
    await changed.engine.load();
    expect(changed.state().draftNotRestored).to.equal(true);
    expect(changed.state().values.v1!.name).to.equal(undefined);
    expect(await drafts.read('f1')).to.equal(undefined);
  });

  it('forgets the draft when the flow completes', async () => {
    const drafts = createDraftStore(createMemoryStorage());
    const first = setup(twoViews(), { drafts });
    await first.engine.load();
    first.engine.setValue('v1', 'name', 'Ada');
    await first.engine.flush();
    first.host.answers.push({ response: 'ok' });
    await first.engine.continue();
    await settle();
    expect(await drafts.read('f1')).to.equal(undefined);
  });
});

describe('forms: malformed flows (issue 13 §3) and the Logger port', () => {
  it('a currentViewId naming no view is an error on load, not a blank form', async () => {
    const { engine, state, recorded } = setup(flow([view('v1')], { currentViewId: 'gone' }));
    await engine.load();
    expect(state().status).to.equal('error');
    expect((recorded.errors[0] as { message: string }).message).to.match(/^Unable to load the form\. .*"gone" names no view/);
  });

  it('a submit answer whose currentViewId names no view keeps the form as it was, with the submit error', async () => {
    const { engine, host, state, recorded } = setup(twoViews());
    await engine.load();
    engine.setValue('v1', 'name', 'Ada');
    host.answers.push(next('gone'));
    await engine.continue();
    expect(state().currentViewId).to.equal('v1');
    expect(state().submitError).to.equal('Something went wrong');
    expect((recorded.errors[0] as { code: string }).code).to.equal('decode');
  });

  it('an empty body is a malformed answer, not "not found"', async () => {
    const { engine, state, recorded } = setup(undefined);
    await engine.load();
    expect(state().status).to.equal('error');
    expect((recorded.errors[0] as { message: string }).message).to.match(/^Unable to load the form\./);
  });

  it('skips a view of an unknown type with a warning; a flow of unknown views only is an error', async () => {
    const mixed = setup(flow([{ id: 'w', type: 'WIZARD' }, view('v1')]));
    await mixed.engine.load();
    expect(mixed.state().status).to.equal('ready');
    expect(mixed.state().currentViewId).to.equal('v1');
    expect(mixed.recorded.warnings).to.deep.equal(['<fin-form> view "w" has the unknown type WIZARD; it is skipped.']);
    const unknown = setup(flow([{ id: 'w', type: 'WIZARD' }]));
    await unknown.engine.load();
    expect(unknown.state().status).to.equal('error');
  });

  it('decodes every value at the boundary: a wrong shape is dropped with a warning and the item starts empty', async () => {
    const items = [
      { id: 'e', type: 'EDITABLE_LIST', items: [{ id: 'a' }], value: [null, 5] },
      { id: 'm', type: 'MULTI_SELECTION', options: [{ id: 'o1' }], value: { optionIds: 'o1' } },
      { id: 's', type: 'SINGLE_CHOICE', options: [{ id: 'o1' }], value: { optionIds: ['o1'] } },
      { id: 'y', type: 'YES_NO_INPUT', value: 'yes' },
    ];
    const { engine, state, recorded } = setup(flow([view('v1', { items })]));
    await engine.load();
    expect(state().values.v1).to.deep.equal({ s: { optionIds: ['o1'] } });
    expect(recorded.warnings).to.have.length(3);
    expect(recorded.warnings[0]).to.match(/^<fin-form> the value of item "e" \(EDITABLE_LIST\) is dropped: .*\$\.views\[0\]\.items\[0\]\.value\[0\]/);
  });

  it('drops draft values of the wrong shape too (IndexedDB is a boundary)', async () => {
    const drafts = createDraftStore(createMemoryStorage());
    const first = setup(twoViews(), { drafts });
    await first.engine.load();
    await first.engine.flush();
    const saved = (await drafts.read('f1'))!;
    await drafts.write('f1', { ...saved, values: { v1: { name: 42 } } });
    const second = setup(twoViews(), { drafts });
    await second.engine.load();
    expect(second.state().values.v1).to.deep.equal({});
    expect(second.recorded.warnings[0]).to.match(/the value of item "name" \(TEXT_INPUT\) is dropped/);
  });

  it('sends unknown and display items back unchanged, and warns once per unknown type', async () => {
    const items = [
      { id: 'h', type: 'HOLOGRAM_INPUT', value: { beams: 3 }, extra: true },
      { id: 'tbl', type: 'TABLE_ITEM', title: 'Fee', text: '£1', value: 'kept' },
      { id: 'n', type: 'TEXT_INPUT' },
    ];
    const { engine, host, recorded } = setup(flow([view('v1', { items }), view('v2', { items: [{ id: 'h2', type: 'HOLOGRAM_INPUT' }] })], { currentViewId: 'v1' }));
    await engine.load();
    engine.setValue('v1', 'n', 'typed');
    host.answers.push(flow([view('v1', { items }), view('v2')], { currentViewId: 'v2' }));
    await engine.continue();
    const sent = ((host.submits[0]!.views as Json[])[0]!.items as Json[]);
    expect(sent[0]).to.deep.equal(items[0]);
    expect(sent[1]).to.deep.equal(items[1]);
    expect(sent[2]!.value).to.equal('typed');
    expect(recorded.warnings).to.deep.equal(['<fin-form> item type HOLOGRAM_INPUT has no definition here; it is kept and sent back unchanged.']);
  });

  it('cuts server HTML at 100 KB per field, with a warning', async () => {
    const long = `<p>${'x'.repeat(200 * 1024)}</p>`;
    const { engine, state, recorded } = setup(flow([view('v1', { subtitleHtml: long })]));
    await engine.load();
    expect(findView(state().flow, 'v1')!.subtitleHtml!.length).to.equal(100 * 1024);
    expect(recorded.warnings[0]).to.match(/\$\.views\[0\]\.subtitleHtml is 204807 characters of HTML; only the first 102400 are shown/);
  });
});

describe('forms error summary from the item verdicts', () => {
  it('a type the engine was given gets into the summary with its own verdict, and required-empty names the item', async () => {
    const picker = defineItem<ItemBase<'TEST_PICKER', string>>({ type: 'TEST_PICKER', decode: noFields, value: string, kind: { interactive: () => true, validate: (value) => (value === 'ok' ? undefined : 'Pick a real one') } });
    const views = [view('v1', { items: [{ id: 'p', type: 'TEST_PICKER', title: 'Branch', required: true }, { id: 'q', type: 'TEST_PICKER', title: 'Office' }] })];
    const context = setup(flow(views), { items: [...coreItems, picker] as never });
    await context.engine.load();
    context.engine.setValue('v1', 'q', 'nope');
    await context.engine.continue();
    expect(context.state().refusals).to.equal(1);
    expect(viewProblems(context.state(), currentView(context.state()), context.engine.items, enGB)).to.deep.equal([
      { itemId: 'p', message: 'Branch is required' },
      { itemId: 'q', message: 'Pick a real one' },
    ]);
  });
});
