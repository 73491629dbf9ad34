/** <fin-form>'s texts: the host's `forms.*` messages override the spec's en-GB defaults key by key. */
import { expect, waitUntil } from '@open-wc/testing';
import '../../../elements/fin-form';

afterEach(() => document.body.replaceChildren());

describe('<fin-form> texts', () => {
  it("shows the host's fr-FR texts, and the en-GB default for a key they leave out", async () => {
    const element = document.createElement('fin-form');
    element.adapter = {
      loadFlow: async () => ({ id: 'texts', name: 'Texts', state: 'INCOMPLETE', views: [{ id: 'v', type: 'FORM', title: 'Question', items: [{ id: 'n', type: 'TEXT_INPUT', title: 'Name', isOptional: true }] }] }),
      submitFlow: async () => ({}),
    };
    (element as HTMLElement & { messages: unknown }).messages = { 'fr-FR': { 'forms.continue': 'Continuer' } };
    element.setAttribute('flow-id', `texts-${Date.now()}`);
    element.setAttribute('widget-mode', '');
    element.setAttribute('locale', 'fr-FR');
    document.body.append(element);
    const root = element.shadowRoot!;
    await waitUntil(() => root.querySelector('h1')?.textContent === 'Question', 'the view did not render');
    const buttons = [...root.querySelectorAll('button')].map((button) => button.textContent);
    expect(buttons).to.include('Continuer');
    expect(root.textContent).to.include('Optional');
  });
});
