/**
 * The command gate (src/forms/core/flow/gate.ts, issue 46): every command in every phase of the
 * flow, first as the gate's table, then through the engine's own commands, which must ask it:
 * a refused command sends nothing and changes nothing (fake host, fake time).
 */
import { expect } from '@open-wc/testing';
import type { FormEngine, FormState } from '../../../../src/forms/core/engine';
import { can, COMMANDS, PHASES, phaseOf } from '../../../../src/forms/core/flow/gate';
import type { Command, Phase } from '../../../../src/forms/core/flow/gate';
import { initialFormState } from '../../../../src/forms/core/flow/state';
import { flow, settle, setup, view } from '../../support/fixtures';

const failed = [{ id: 'local-1', name: 'receipt.pdf', uploadState: 'UPLOAD_FAILED', source: { size: 10, type: 'application/pdf' } }];

/** A snapshot in each phase, as the engine makes them. */
const inPhase: Record<Phase, Partial<FormState>> = {
  loading: { status: 'loading' },
  aborted: { done: true, ended: 'abort' },
  complete: { done: true, ended: 'complete' },
  submitting: { submitting: true },
  'upload-failed': { values: { v1: { files: failed } } },
  ready: {},
};
const stateIn = (phase: Phase): FormState => ({ ...initialFormState(), status: 'ready', currentViewId: 'v1', ...inPhase[phase] });

// o: runs; x: refused. Columns in PHASES order: loading, aborted, complete, submitting, upload-failed, ready.
const TABLE: Record<Command, string> = {
  edit: '    x x x o o o',
  pick: '    x x x x o o',
  advance: ' x x x x x o',
  continue: 'x x x x x o',
  action: '  x x x x x o',
  itemAction: 'x x x x x o',
  headerAction: 'x x x x x o',
  back: '    o x x x x o',
  revisit: ' x x x x x o',
  retrySubmit: 'x x x x x o',
  upload: '  x x x x o o',
  closeDialog: 'x o o o o o',
  restart: ' x o x x x x',
};

describe('forms command gate (issue 46): every command × phase', () => {
  it('the phases are told apart, in order', () => {
    for (const phase of PHASES) expect(phaseOf(stateIn(phase)), phase).to.equal(phase);
    expect(phaseOf({ ...stateIn('ready'), currentViewId: undefined, dialogViewId: 'bye' })).to.equal('ready');
  });

  for (const command of COMMANDS) {
    it(`${command}: ${TABLE[command].trim()}`, () => {
      const expected = TABLE[command].trim().split(/\s+/);
      PHASES.forEach((phase, index) => {
        const verdict = can(command, stateIn(phase));
        expect(verdict, `${command} in ${phase}`).to.equal(expected[index] === 'o' ? true : phase);
      });
    });
  }
});

/** v1: a text with an item action, a yes/no (a pick), a file item; a header action, two actions; Back to v0. */
const json = () =>
  flow(
    [
      view('v0'),
      view('v1', {
        previousViewId: 'v0',
        headerAction: { id: 'help', title: 'Help' },
        actions: [{ id: 'go', title: 'Go' }, { id: 'other', title: 'Other' }],
        items: [
          { id: 'name', type: 'TEXT_INPUT', actions: [{ id: 'later', title: 'Later' }] },
          { id: 'ok', type: 'YES_NO_INPUT', required: true },
          { id: 'files', type: 'FILES_UPLOAD' },
        ],
      }),
      view('v2'),
    ],
    { currentViewId: 'v1' },
  );

const run: Record<Exclude<Command, 'advance' | 'upload'>, (engine: FormEngine) => unknown> = {
  edit: (engine) => engine.setValue('v1', 'name', 'Ada'),
  pick: (engine) => engine.setValue('v1', 'ok', false),
  continue: (engine) => engine.continue(),
  action: (engine) => engine.continue('go'),
  itemAction: (engine) => engine.selectItemAction('name', 'later'),
  headerAction: (engine) => engine.selectHeaderAction(),
  back: (engine) => engine.back(),
  revisit: (engine) => engine.revisit('v2'),
  retrySubmit: (engine) => engine.retrySubmit(),
  closeDialog: (engine) => engine.closeDialog(),
  restart: (engine) => engine.restart(),
};

/** An engine in `phase`, reached as a user would. */
async function engineIn(phase: Exclude<Phase, 'ready'>) {
  const made = setup(json());
  const { engine, host } = made;
  if (phase === 'loading') return made;
  engine.subscribe(() => undefined);
  await engine.load();
  engine.setValue('v1', 'ok', true, { preset: true });
  if (phase === 'upload-failed') engine.setValue('v1', 'files', failed);
  if (phase === 'submitting') {
    host.submitFlow = async (_flowId, body) => (host.submits.push(body as never), new Promise(() => undefined));
    void engine.continue();
  }
  if (phase === 'complete') {
    host.answers.push({ response: { ok: true } });
    await engine.continue();
  }
  if (phase === 'aborted') {
    host.answers.push({ ...json(), views: [...(json().views as object[]), { id: 'bye', type: 'STATUS_DIALOG', dialogType: 'EXIT' }], currentViewId: 'bye' });
    await engine.continue();
    engine.closeDialog();
  }
  await settle();
  expect(phaseOf(engine.getSnapshot())).to.equal(phase);
  return made;
}

describe('forms command gate (issue 46): the engine\'s commands ask it', () => {
  for (const phase of ['loading', 'aborted', 'complete', 'submitting', 'upload-failed'] as const) {
    for (const command of Object.keys(run) as (keyof typeof run)[]) {
      const refused = can(command, (() => stateIn(phase))()) !== true;
      if (!refused) continue;
      it(`${command} in ${phase}: refused, nothing sent or changed`, async () => {
        const { engine, host, recorded } = await engineIn(phase);
        const before = engine.getSnapshot();
        const sent = host.submits.length;
        const completes = recorded.completes.length;
        const backs = recorded.backs.length;
        await run[command](engine);
        await settle();
        expect(host.submits.length, 'a submit was sent').to.equal(sent);
        const after = engine.getSnapshot();
        // A refusal for a failed upload opens the popup, and changes nothing else.
        expect({ ...after, uploadFailedViewId: undefined }).to.deep.equal({ ...before, uploadFailedViewId: undefined });
        // (Try again has nothing to do here, no failed submit, so it meets no popup.)
        if (phase === 'upload-failed' && command !== 'retrySubmit') expect(after.uploadFailedViewId).to.equal('v1');
        // §4: once complete, a further continue (an action is one) completes at once; an aborted flow never completes.
        expect(recorded.completes.length - completes).to.equal((command === 'continue' || command === 'action') && phase === 'complete' ? 1 : 0);
        // Once ended, Back is the widget's close.
        expect(recorded.backs.slice(backs)).to.deep.equal(command === 'back' && (phase === 'complete' || phase === 'aborted') ? [{ flowId: 'f1', reason: 'close' }] : []);
      });
    }
  }

  it('continue() after an aborted flow neither completes nor emits fin-form-complete', async () => {
    const { engine, recorded, state } = await engineIn('aborted');
    await engine.continue();
    expect(recorded.completes).to.deep.equal([]);
    expect(state().ended).to.equal('abort');
  });

  it('the header action after an EXIT dialog sends nothing and opens no dialog', async () => {
    const { engine, host, state } = await engineIn('aborted');
    await engine.selectHeaderAction();
    expect(host.submits).to.have.length(1);
    expect(state().dialogViewId).to.equal(undefined);
  });

  it('a second pick while the first one\'s submit is in flight is refused: one POST', async () => {
    const { engine, host, state } = setup(flow([view('v1', { items: [{ id: 'ok', type: 'YES_NO_INPUT', required: true }] }), view('v2')]));
    engine.subscribe(() => undefined);
    await engine.load();
    host.submitFlow = async (_flowId, body) => (host.submits.push(body as never), new Promise(() => undefined));
    engine.setValue('v1', 'ok', true);
    engine.setValue('v1', 'ok', false);
    await settle();
    expect(host.submits).to.have.length(1);
    expect(state().values.v1?.ok).to.equal(true);
  });

  it('upload is the engine\'s answer for the queue: refused once ended or while a submit is in flight', async () => {
    expect((await engineIn('complete')).engine.can('upload')).to.equal('complete');
    expect((await engineIn('submitting')).engine.can('upload')).to.equal('submitting');
    expect((await engineIn('upload-failed')).engine.can('upload')).to.equal(true);
  });
});
