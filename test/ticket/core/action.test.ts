import { expect, waitUntil } from '@open-wc/testing';
import { createHelpCentreClient } from '../../../src/shared/helpcentre/client';
import { createActions } from '../../../src/ticket/core/action';
import type { DialogAction, RequestAction } from '../../../src/ticket/core/model';
import { fakeFetch, json } from '../fake-helpcentre';

const REQUEST: RequestAction = { kind: 'request', method: 'POST', path: 'tickets/T1/actions/remind', body: { a: 1 }, successMessage: 'Reminder sent' };
const DIALOG: DialogAction = {
  kind: 'dialog',
  title: 'Send a reminder?',
  buttons: [
    { title: 'Send', style: 'PRIMARY', action: REQUEST },
    { title: 'Not now', style: 'SECONDARY' },
    { title: 'Read more', style: 'SECONDARY', action: { kind: 'deepLink', url: '/help' } },
  ],
};

function setup(outcomes: number[]) {
  const statuses = [...outcomes];
  const fake = fakeFetch({
    'POST /helpcentre/tickets/T1/actions/remind': () => json({ status: 'DONE' }, statuses.shift() ?? 200),
  });
  const client = createHelpCentreClient({ apiBase: 'https://bank.example', identity: () => ({ deviceId: 'd', locale: 'en-GB' }), fetch: fake.fetch });
  const links: string[] = [];
  let refreshes = 0;
  const actions = createActions({ client, onDeepLink: (url) => links.push(url), onRefresh: () => refreshes++ });
  /** Until no request is on its way. */
  const settled = () =>
    waitUntil(() => {
      const state = actions.getSnapshot();
      return state.kind !== 'sending' && !(state.kind === 'dialog' && state.pending !== undefined) && !(state.kind === 'error' && state.retrying);
    }, 'a request never settled');
  return { actions, calls: fake.calls, links, refreshes: () => refreshes, settled };
}

describe('action requests', () => {
  it('closed → dialog → request-success; closing it triggers the refresh', async () => {
    const { actions, calls, refreshes, settled } = setup([200]);
    expect(actions.getSnapshot()).to.deep.equal({ kind: 'closed' });
    actions.run(DIALOG);
    expect(actions.getSnapshot()).to.deep.equal({ kind: 'dialog', dialog: DIALOG, pending: undefined });
    actions.press(0);
    expect(actions.getSnapshot()).to.deep.include({ kind: 'dialog', pending: 0 });
    actions.press(1);
    await settled();
    expect(actions.getSnapshot()).to.deep.equal({ kind: 'success', message: 'Reminder sent' });
    expect(calls.map((call) => [call.method, call.url.pathname, call.body])).to.deep.equal([['POST', '/helpcentre/tickets/T1/actions/remind', { a: 1 }]]);
    expect(refreshes()).to.equal(0);
    actions.closeSuccess();
    expect(actions.getSnapshot()).to.deep.equal({ kind: 'closed' });
    expect(refreshes()).to.equal(1);
  });

  it('a failure opens the error dialog; retry sends again and can succeed', async () => {
    const { actions, calls, refreshes, settled } = setup([500, 200]);
    actions.run(DIALOG);
    actions.press(0);
    await settled();
    expect(actions.getSnapshot()).to.deep.equal({ kind: 'error', request: REQUEST, retrying: false });
    actions.retry();
    expect(actions.getSnapshot()).to.deep.equal({ kind: 'error', request: REQUEST, retrying: true });
    actions.retry();
    await settled();
    expect(actions.getSnapshot()).to.deep.equal({ kind: 'success', message: 'Reminder sent' });
    expect(calls.length).to.equal(2);
    actions.closeSuccess();
    expect(refreshes()).to.equal(1);
  });

  it('cancel on the error dialog closes without a refresh', async () => {
    const { actions, refreshes, settled } = setup([500]);
    actions.run(REQUEST);
    expect(actions.getSnapshot()).to.deep.equal({ kind: 'sending', request: REQUEST });
    await settled();
    expect(actions.getSnapshot().kind).to.equal('error');
    actions.cancel();
    expect(actions.getSnapshot()).to.deep.equal({ kind: 'closed' });
    expect(refreshes()).to.equal(0);
  });

  it('a request answered after its dialog was cancelled opens nothing', async () => {
    const { actions, calls } = setup([200]);
    actions.run(REQUEST);
    actions.cancel();
    await waitUntil(() => calls.length === 1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(actions.getSnapshot()).to.deep.equal({ kind: 'closed' });
  });

  it('a button without an action closes the dialog; a deep link goes to the host', () => {
    const { actions, links, calls } = setup([]);
    actions.run(DIALOG);
    actions.press(1);
    expect(actions.getSnapshot()).to.deep.equal({ kind: 'closed' });
    actions.run(DIALOG);
    actions.press(2);
    expect(actions.getSnapshot()).to.deep.equal({ kind: 'closed' });
    actions.run({ kind: 'deepLink', url: 'https://x.example/a' });
    expect(links).to.deep.equal(['/help', 'https://x.example/a']);
    expect(calls).to.deep.equal([]);
  });
});
