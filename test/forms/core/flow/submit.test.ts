/** The engine's continue and submit module (src/forms/core/flow/submit.ts), on its own with fakes. */
import { expect } from '@open-wc/testing';
import { createDrafts } from '../../../../src/forms/core/flow/load';
import { createActions } from '../../../../src/forms/core/flow/actions';
import { createNavigation } from '../../../../src/forms/core/flow/navigation';
import { createSubmitter, submission } from '../../../../src/forms/core/flow/submit';
import { flow, moduleSetup, view } from '../../support/fixtures';
import type { Json } from '../../support/fixtures';
import { showFlow } from '../../support/flow-modules';

const json = () =>
  flow(
    [
      view('v1', {
        items: [{ id: 'name', type: 'TEXT_INPUT', required: true }, { id: 'mystery', type: 'NOT_A_TYPE', keep: 1 }],
        actions: [{ id: 'go', title: 'Go' }, { id: 'skip', title: 'Skip' }],
      }),
      view('v2'),
    ],
    { currentViewId: 'v1', attributes: { failedSubmissionMessage: 'We could not send it' } },
  );

function submitSetup(values: Record<string, unknown> = {}) {
  const made = moduleSetup(null);
  showFlow(made.ctx, json(), 'v1', { v1: values });
  const drafts = createDrafts(made.ctx);
  const navigation = createNavigation(made.ctx, drafts);
  const submitter = createSubmitter(made.ctx, drafts, navigation);
  return { ...made, submitter, actions: createActions(made.ctx, submitter, navigation) };
}

describe('forms engine module: continue and submit', () => {
  it('submission(): the server JSON with the values, the selections and the current view; unknown items as they came', () => {
    const { ctx, state } = submitSetup({ name: 'Ada' });
    const sent = submission(ctx.flow.json, state(), 'v1', ctx.rules);
    const items = ((sent.views as Json[])[0]!.items as Json[]);
    expect(sent.currentViewId).to.equal('v1');
    expect(items[0]!.value).to.equal('Ada');
    expect(items[1]).to.deep.equal({ id: 'mystery', type: 'NOT_A_TYPE', keep: 1 });
  });

  it('an invalid view is refused: nothing is sent, the refusal is counted and the empty item marked', async () => {
    const { submitter, host, state } = submitSetup();
    await submitter.submitFrom('v1');
    expect(host.submits).to.have.length(0);
    expect(state().refusals).to.equal(1);
    expect(state().missing.v1).to.deep.equal({ name: true });
  });

  it('a valid view is sent and the answer\'s view entered, the view continued from in history', async () => {
    const { actions, host, state } = submitSetup({ name: 'Ada' });
    host.answers.push({ ...json(), currentViewId: 'v2' });
    await actions.continue('go');
    expect(host.submits).to.have.length(1);
    expect(((host.submits[0]!.views as Json[])[0]!.actions as Json[])[0]!.selected).to.equal(true);
    expect(state().currentViewId).to.equal('v2');
    expect(state().history).to.deep.equal(['v1']);
  });

  it('a failed submit keeps the values and shows failedSubmissionMessage', async () => {
    const { actions, host, state, recorded } = submitSetup({ name: 'Ada' });
    host.answers.push(new Error('offline'));
    await actions.continue();
    expect(state().submitError).to.equal('We could not send it');
    expect(state().values.v1).to.deep.equal({ name: 'Ada' });
    expect((recorded.errors[0] as { message: string }).message).to.match(/^Unable to submit the form\./);
  });

  it('a non-primary action clears the view\'s answers first: the required one left empty then stops the submit', async () => {
    const { actions, host, state } = submitSetup({ name: 'Ada' });
    host.answers.push({ ...json(), currentViewId: 'v2' });
    await actions.continue('skip');
    expect(state().values.v1).to.deep.equal({});
    expect(host.submits).to.have.length(0);
  });
});
