/**
 * mode="page": each view is a browser history entry, so Back and Forward move between the views
 * instead of leaving the flow; the header's Back goes through the same history. Widget mode
 * leaves the host page's history alone.
 */
import { expect } from '@open-wc/testing';
import type { FormAdapter } from '../../../src/forms/core/host';
import { mountForm, waitUntil } from '../support/mount-form';
import type { Json } from '../support/mount-form';

afterEach(() => document.body.replaceChildren());

/** A three-view flow: each submit moves one view on. */
function adapter(submits: Json[]): Partial<FormAdapter> {
  const views = ['First', 'Next', 'Last'].map((title, index) => ({ id: `v${index + 1}`, type: 'FORM', title, items: [] }));
  return {
    loadFlow: async (flowId) => ({ id: flowId, name: 'History', state: 'INCOMPLETE', views, currentViewId: 'v1' }),
    submitFlow: async (sent: Json) => {
      submits.push(sent);
      return { ...sent, currentViewId: `v${Number(String(sent.currentViewId).slice(1)) + 1}` };
    },
  };
}

const entry = () => (history.state as { finForm?: { viewId: string } } | null)?.finForm?.viewId;

describe('<fin-form mode="page"> browser history', function () {
  this.timeout(20000);

  it('a view entered is a history entry: Back and Forward move between views, with no submit', async () => {
    const submits: Json[] = [];
    const form = await mountForm([], { attributes: { mode: 'page' }, adapter: adapter(submits) });
    const start = history.length;
    expect(entry()).to.equal('v1');
    await form.cont();
    await waitUntil(() => form.title() === 'Next', 'the flow did not move on');
    // Chromium keeps at most 50 entries per tab, and the test runner's tab carries the earlier files' entries.
    expect(history.length).to.equal(Math.min(start + 1, 50));
    expect(entry()).to.equal('v2');
    history.back();
    await waitUntil(() => form.title() === 'First', 'Back did not return to the first view');
    history.forward();
    await waitUntil(() => form.title() === 'Next', 'Forward did not return to the second view');
    expect(submits).to.have.length(1);
    // The header's Back goes through the browser's history too.
    form.root.querySelector<HTMLButtonElement>('[part="back"]')!.click();
    await waitUntil(() => form.title() === 'First' && entry() === 'v1', 'the header Back did not go back');
    await form.cont();
    await waitUntil(() => form.title() === 'Next');
    await form.cont();
    await waitUntil(() => form.title() === 'Last');
    expect(entry()).to.equal('v3');
    history.back();
    await waitUntil(() => form.title() === 'Next', 'Back from the third view');
  });

  it('widget mode adds no history entry', async () => {
    const submits: Json[] = [];
    const form = await mountForm([], { adapter: adapter(submits) });
    const start = history.length;
    await form.cont();
    await waitUntil(() => form.title() === 'Next');
    expect(history.length).to.equal(start);
  });
});
