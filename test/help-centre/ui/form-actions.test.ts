/**
 * <fin-help-centre> forms actions in Chromium (§2.3 Forms actions, §5, §6): the list from
 * navigation state, no state → the base path, an empty list → 'Form Actions are empty.'; choosing
 * one opens <fin-form> on the help centre's form route with its params, or the host's openForm;
 * without a forms api there is no route and form links go to the host. By keyboard, with axe.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../../elements/fin-form';
import { fakeServices } from './fake-services';
import { mount, startUrl, tabTo, violations } from './support';

const ACTIONS = [
  { formId: 'card-replacement', title: 'Order a new card', params: { reason: 'lost' } },
  { formId: 'dispute', title: 'Dispute a payment' },
];

afterEach(() => {
  document.body.replaceChildren();
  history.replaceState(null, '', startUrl);
});

function chatOpens() {
  const opened: unknown[] = [];
  const listener = (event: Event) => opened.push((event as CustomEvent).detail);
  document.addEventListener('fin-chat-open', listener);
  return { opened, stop: () => document.removeEventListener('fin-chat-open', listener) };
}

describe('<fin-help-centre> forms actions', () => {
  it("lists the actions of the navigation state under 'How can we help?' and opens the chosen form with its params, by keyboard", async () => {
    history.replaceState({ formActions: ACTIONS }, '', '/help-centre/form-actions');
    const { element, root, find } = await mount({}, fakeServices().services);
    await find('[part="form-action"]', 'Order a new card');
    expect(root.querySelector('h1')?.textContent).to.equal('How can we help?');
    expect([...root.querySelectorAll('[part="form-action"]')].map((node) => node.textContent)).to.deep.equal(['Order a new card', 'Dispute a payment']);
    expect(await violations(element)).to.deep.equal([]);
    await tabTo(root, (node) => node.textContent === 'Order a new card');
    await sendKeys({ press: 'Enter' });
    const form = (await find('[part="form"] fin-form')) as HTMLElementTagNameMap['fin-form'];
    expect([location.pathname, location.search]).to.deep.equal(['/help-centre/form/card-replacement', '?reason=lost']);
    expect([form.getAttribute('flow-id'), form.getAttribute('api-base'), form.params]).to.deep.equal(['card-replacement', 'https://bank.example/', { reason: 'lost' }]);
    expect(root.querySelector('h1')?.textContent).to.equal('Order a new card');
  });

  for (const routing of ['history', 'memory'] as const) {
    it(`${routing} routing: the form's own back (fin-form-back) goes back to the forms-actions page it came from`, async () => {
      history.replaceState({ formActions: ACTIONS }, '', '/help-centre/form-actions');
      const start: Record<string, string> = routing === 'memory' ? { routing, 'base-path': '/help-centre' } : {};
      const { root, find } = await mount(start, fakeServices().services);
      if (routing === 'memory') {
        // Memory routing starts at the landing: the forms-actions page comes from an article.
        (await find('a[part="topic"]', 'CardsOrdering, freezing and replacing cards.')).click();
        (await find('a[part="topic"]', 'How do I freeze my card?')).click();
        (await find('[part="need-more-help"] button', 'Contact us')).click();
      }
      (await find('[part="form-action"]', 'Order a new card')).click();
      const form = await find('[part="form"] fin-form');
      form.dispatchEvent(new CustomEvent('fin-form-back', { detail: { flowId: 'card-replacement', reason: 'back' }, bubbles: true, composed: true, cancelable: true }));
      await find('[part="form-action"]', 'Order a new card');
      expect(root.querySelector('h1')?.textContent).to.equal('How can we help?');
      if (routing === 'history') expect(location.pathname).to.equal('/help-centre/form-actions');
    });
  }

  it("the form's own back on a form opened first goes to the landing", async () => {
    history.replaceState(null, '', '/help-centre/form/card-replacement?reason=lost');
    const { find, waitText } = await mount({}, fakeServices().services);
    const form = await find('[part="form"] fin-form');
    form.dispatchEvent(new CustomEvent('fin-form-back', { detail: { flowId: 'card-replacement', reason: 'back' }, bubbles: true, composed: true, cancelable: true }));
    await waitText('Categories');
    expect(location.pathname).to.match(/^\/help-centre\/?$/);
  });

  it('goes to the base path without navigation state', async () => {
    history.replaceState(null, '', '/help-centre/form-actions');
    const { waitText } = await mount({}, fakeServices().services);
    await waitText('Categories');
    expect(location.pathname).to.match(/^\/help-centre\/?$/);
  });

  it("shows the error 'Form Actions are empty.' for an empty list, and 'Got it' goes to the landing page", async () => {
    history.replaceState({ formActions: [] }, '', '/help-centre/form-actions');
    const { element, find, waitText } = await mount({}, fakeServices().services);
    await waitText('Form Actions are empty.');
    await waitText('Something went wrong');
    expect(await violations(element)).to.deep.equal([]);
    (await find('button', 'Got it')).click();
    await waitText('Categories');
  });

  it("calls the host's openForm instead when it supplies one", async () => {
    history.replaceState({ formActions: ACTIONS }, '', '/help-centre/form-actions');
    const opened: unknown[] = [];
    const { find } = await mount({}, fakeServices({ openForm: (action) => opened.push(action) }).services);
    (await find('[part="form-action"]', 'Order a new card')).click();
    expect(opened).to.deep.equal([{ formId: 'card-replacement', params: { reason: 'lost' } }]);
    expect(location.pathname).to.equal('/help-centre/form-actions');
  });

  it("opens an article's form action on the form route", async () => {
    const { root, find } = await mount({ routing: 'memory' }, fakeServices().services);
    (await find('a[part="topic"]', 'CardsOrdering, freezing and replacing cards.')).click();
    (await find('a[part="topic"]', 'How do I freeze my card?')).click();
    (await find('button', 'Order a new card')).click();
    const form = (await find('[part="form"] fin-form')) as HTMLElementTagNameMap['fin-form'];
    expect([form.getAttribute('flow-id'), form.params]).to.deep.equal(['card-replacement', { reason: 'lost' }]);
    expect(root.querySelector('h1')?.textContent).to.equal('Order a new card');
  });

  it('without a forms api: no forms-actions route, and a form action goes to the host as fin-help-centre-link', async () => {
    history.replaceState({ formActions: ACTIONS }, '', '/help-centre/form-actions');
    const { element, find, waitText } = await mount({}, fakeServices({ openForm: null }).services);
    await waitText('Not found');
    const links: unknown[] = [];
    element.addEventListener('fin-help-centre-link', (event) => links.push(event.detail));
    history.pushState(null, '', '/help-centre/faq/cards/freeze');
    (await find('button', 'Order a new card')).click();
    expect(links).to.deep.equal([{ kind: 'form', formId: 'card-replacement', params: { reason: 'lost' } }]);
    await waitUntil(() => location.pathname === '/help-centre/faq/cards/freeze', 'the route moved');
  });

  it("an article with form actions: need more help leads to the forms-actions page with them; its chat asks the decision there only, for the article's category", async () => {
    const chat = chatOpens();
    const { services, calls } = fakeServices();
    const { element, root, find } = await mount({}, services);
    history.pushState(null, '', '/help-centre/faq/cards/freeze');
    await find('[part="step"]');
    await find('[part="need-more-help"] button', 'Contact us');
    expect(calls.filter(([name]) => name === 'getChatDecision'), 'the article asks no decision').to.deep.equal([]);
    await tabTo(root, (node) => node.textContent === 'Contact us');
    await sendKeys({ press: 'Enter' });
    await find('[part="form-action"]', 'Order a new card');
    expect(location.pathname).to.equal('/help-centre/form-actions');
    expect([...root.querySelectorAll('[part="form-action"]')].map((node) => node.textContent)).to.deep.equal(['Order a new card']);
    expect(await violations(element)).to.deep.equal([]);
    (await find('[part="need-more-help"] button', 'Chat with us')).click();
    await waitUntil(() => chat.opened.length === 1, 'the chat did not open');
    chat.stop();
    expect(calls.filter(([name]) => name === 'getChatDecision').map(([, category]) => category)).to.deep.equal(['cards', 'cards']);
    expect(chat.opened[0]).to.deep.equal({ category: 'cards', titleKey: 'freeze', faqPath: 'cards/freeze', localisedFaqPath: 'Cards / How do I freeze my card?' });
  });

  it('keeps the forms-actions page and its chat across a reload (the state is in the history entry), and drops a malformed chat', async () => {
    history.replaceState({ formActions: ACTIONS, chat: { category: 'cards', context: { titleKey: 42 } } }, '', '/help-centre/form-actions');
    const chat = chatOpens();
    const { services, calls } = fakeServices();
    const { find } = await mount({}, services);
    (await find('[part="need-more-help"] button', 'Chat with us')).click();
    await waitUntil(() => chat.opened.length === 1, 'the chat did not open');
    chat.stop();
    // The chat could not be read: the page asks about its form actions alone (§7.8 'flow').
    expect(calls.filter(([name]) => name === 'getChatDecision').map(([, category]) => category)).to.deep.equal(['flow', 'flow']);
    expect(chat.opened[0], 'a new chat about nothing in particular').to.deep.equal({});
  });

  it("opens the chat of an article with its chat entry: entry suggestions and form (§3.3)", async () => {
    const chat = chatOpens();
    const { find } = await mount({}, fakeServices().services);
    history.pushState(null, '', '/help-centre/faq/cards/lost');
    (await find('[part="need-more-help"] button', 'Chat with us')).click();
    await waitUntil(() => chat.opened.length === 1, 'the chat did not open');
    chat.stop();
    expect(chat.opened[0]).to.deep.include({
      category: 'cards',
      suggestions: [
        { id: 'stolen', title: 'My card was stolen' },
        { id: 'found', title: 'I found my card' },
      ],
      form: 'card-block',
    });
  });
});
