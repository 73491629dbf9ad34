/**
 * Issue 46, the command gate through <fin-form>: an ended flow stays ended (the header action
 * after an EXIT dialog sends nothing), and a second pick while the first one's submit is in
 * flight sends no second POST.
 */
import { expect } from '@open-wc/testing';
import { mountForm, waitUntil } from '../support/mount-form';
import type { Json } from '../support/mount-form';

afterEach(() => document.body.replaceChildren());

const buttonNamed = (root: ShadowRoot, text: string) => [...root.querySelectorAll<HTMLButtonElement>('button')].find((node) => node.textContent?.trim() === text);
const pause = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

describe('<fin-form> command gate (issue 46)', () => {
  it('after an EXIT dialog ended the flow, the header action (Help) is not offered and sends nothing', async () => {
    const exit = { id: 'bye', type: 'STATUS_DIALOG', dialogType: 'EXIT' };
    const submits: Json[] = [];
    const form = await mountForm([{ id: 'name', type: 'TEXT_INPUT', title: 'Name' }], {
      adapter: {
        loadFlow: async () => ({
          id: 'gate',
          name: 'Gate',
          state: 'INCOMPLETE',
          currentViewId: 'v1',
          views: [{ id: 'v1', type: 'FORM', title: 'First', headerAction: { id: 'help', title: 'Help' }, items: [{ id: 'name', type: 'TEXT_INPUT', title: 'Name' }] }],
        }),
        submitFlow: async (sent: Json) => (submits.push(sent), { ...sent, views: [...(sent.views as Json[]), exit], currentViewId: 'bye' }),
      },
    });
    buttonNamed(form.root, 'Help')!.click();
    await waitUntil(() => buttonNamed(form.root, 'Close form'), 'the EXIT dialog did not open');
    buttonNamed(form.root, 'Close form')!.click();
    await waitUntil(() => buttonNamed(form.root, 'Start again'), 'the flow did not end');
    expect(submits).to.have.length(1);
    buttonNamed(form.root, 'Help')?.click();
    await pause(100);
    expect(buttonNamed(form.root, 'Help'), 'Help is offered on an ended flow').to.equal(undefined);
    expect(submits, 'Help sent the ended flow again').to.have.length(1);
    expect(buttonNamed(form.root, 'Close form'), 'the EXIT dialog opened again').to.equal(undefined);
  });

  it('Yes, then No while its submit is in flight: one POST, carrying Yes', async () => {
    let release: () => void = () => undefined;
    const submits: Json[] = [];
    const form = await mountForm([{ id: 'y', type: 'YES_NO_INPUT', title: 'Solved?', required: true }], {
      adapter: {
        submitFlow: (sent: Json) => {
          submits.push(sent);
          return new Promise((resolve) => (release = () => resolve({ ...sent, currentViewId: 'v2' })));
        },
      },
    });
    const [yes, no] = [...form.root.querySelectorAll<HTMLButtonElement>('button[aria-pressed]')];
    yes!.click();
    await waitUntil(() => submits.length === 1, 'Yes sent nothing');
    no!.click();
    await pause(100);
    release();
    await form.waitForNext();
    await pause(50);
    expect(submits, 'No sent a second POST').to.have.length(1);
    expect(((submits[0]!.views as Json[])[0]!.items as Json[])[0]!.value).to.equal(true);
  });
});
