/** The engine's actions module (src/forms/core/flow/actions.ts): one way every kind of action is followed. */
import { expect } from '@open-wc/testing';
import { createActions } from '../../../../src/forms/core/flow/actions';
import type { Actions } from '../../../../src/forms/core/flow/actions';
import { createDrafts } from '../../../../src/forms/core/flow/load';
import { createNavigation } from '../../../../src/forms/core/flow/navigation';
import { createSubmitter } from '../../../../src/forms/core/flow/submit';
import { flow, moduleSetup, view } from '../../support/fixtures';
import type { Json } from '../../support/fixtures';
import { showFlow } from '../../support/flow-modules';

const link = 'https://help.example/fees';

/** v1: a FORM with a view action, an item action and a header action; sheet: a BOTTOM_PROMPT over it. */
function json(hyperlink: string | undefined): Json {
  const withLink = hyperlink === undefined ? {} : { hyperlink };
  return flow([
    view('v1', {
      headerAction: { id: 'help', title: 'Help', ...withLink },
      actions: [{ id: 'go', title: 'Go', ...withLink }],
      items: [{ id: 'about', type: 'TEXT_INPUT', actions: [{ id: 'more', title: 'More', ...withLink }] }],
    }),
    { id: 'sheet', type: 'BOTTOM_PROMPT', title: 'Sure?', actions: [{ id: 'close', title: 'Close', dismissOnSelect: true, ...withLink }] },
    view('v2'),
  ]);
}

function actionsSetup(hyperlink: string | undefined, sheet = false) {
  const made = moduleSetup(null);
  showFlow(made.ctx, json(hyperlink), 'v1');
  if (sheet) {
    made.ctx.store.update((s) => {
      s.sheetViewId = 'sheet';
    });
  }
  const drafts = createDrafts(made.ctx);
  const navigation = createNavigation(made.ctx, drafts);
  const actions = createActions(made.ctx, createSubmitter(made.ctx, drafts, navigation), navigation);
  made.host.answers.push({ ...json(hyperlink), currentViewId: 'v2' });
  return { ...made, actions };
}

const kinds: [string, (actions: Actions) => Promise<void>, boolean][] = [
  ["a view's action", (actions) => actions.continue('go'), false],
  ["an item's action", (actions) => actions.selectItemAction('about', 'more'), false],
  ['the header action', (actions) => actions.selectHeaderAction(), false],
  ["a bottom prompt's dismissing action", (actions) => actions.continue('close'), true],
];

describe('forms engine module: actions (§4), followed one way', () => {
  for (const [kind, select, sheet] of kinds) {
    it(`${kind} with a hyperlink opens it in a new tab and sends nothing`, async () => {
      const { actions, host, recorded, state } = actionsSetup(link, sheet);
      await select(actions);
      expect(recorded.navigations).to.deep.equal([[link, true]]);
      expect(host.submits).to.have.length(0);
      expect(state().currentViewId).to.equal('v1');
      expect(state().sheetViewId).to.equal(undefined);
    });

    it(`${kind} without one ${sheet ? 'closes the prompt and sends nothing' : 'submits the view'}`, async () => {
      const { actions, host, recorded, state } = actionsSetup(undefined, sheet);
      await select(actions);
      expect(recorded.navigations).to.deep.equal([]);
      expect(host.submits).to.have.length(sheet ? 0 : 1);
      expect(state().currentViewId).to.equal(sheet ? 'v1' : 'v2');
      expect(state().sheetViewId).to.equal(undefined);
    });
  }
});
