/**
 * The rating popup 'How was your experience?' (§2.2, §4.7, §5, §8, §9 Chat), by keyboard from a
 * resolved ticket's 'Rate our support': options with their assets, the chosen option's tags under
 * its tagsHeader, feedback up to 7 rows, Submit disabled until a rating is chosen or while busy,
 * Skip closes the ticket, 'Chat with a live agent' on the first option only, closing without
 * submitting sends the chosen rating alone and shows 'Thanks for your feedback'; the analytics
 * screen 'survey'. Axe in every state.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { currentBackend, openPanel, usage } from './panel-harness';
import type { PanelDriver } from './panel-harness';

type Backend = ReturnType<typeof currentBackend>;

const OPTIONS = [
  {
    experience: 'bad',
    title: 'Bad',
    asset: 'https://chat.test/bad.png',
    tagsHeader: 'What went wrong?',
    tags: [
      { tag: 'slow', label: 'Too slow' },
      { tag: 'unclear', label: 'Unclear answer' },
    ],
  },
  { experience: 'ok', title: 'Okay', asset: 'https://chat.test/ok.png', tags: [] },
  { experience: 'great', title: 'Great', asset: 'https://chat.test/great.png', tagsHeader: 'What did you like?', tags: [{ tag: 'fast', label: 'Fast' }] },
];

/** A resolved ticket with its rating options; the popup opened by keyboard. */
async function openRating(setup: (backend: Backend) => void = () => {}, attributes: Record<string, string> = {}): Promise<PanelDriver> {
  const backend = currentBackend();
  backend.ticket('t1').state = 'resolved';
  backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: 'Anything else?' } });
  backend.serve('GET tickets/t1/ratings', () => ({ ratings: OPTIONS }));
  backend.serve('POST tickets/t1/rate-experience', () => ({}));
  backend.serve('POST tickets/t1/close', () => ({}));
  setup(backend);
  const panel = await openPanel({ open: { ticketId: 't1' }, attributes });
  await panel.press(await panel.button('Rate our support', 5000));
  // The popup is a lazy chunk.
  await panel.find('[part="rating-option"]', 20_000);
  return panel;
}

const submitButton = (panel: PanelDriver) => panel.buttonNamed('Submit')!;
const isDisabled = (button: HTMLButtonElement) => button.disabled || button.getAttribute('aria-disabled') === 'true';
const rateCalls = () => currentBackend().calls.filter((call) => call.path === 'tickets/t1/rate-experience');
const dialogTitle = (panel: PanelDriver) => panel.text(panel.root.querySelector('.fin-modal__title'));

describe('<fin-chat> rating popup (§4.7)', function () {
  // A whole panel per test, on a 2-core machine shared with other browsers.
  this.timeout(30_000);

  it("'How was your experience?': options with their assets, Submit disabled until one is chosen; tags under the tagsHeader; Submit sends experience, tags and feedback; 'Thanks for your feedback'", async () => {
    const panel = await openRating();
    expect(dialogTitle(panel)).to.equal('How was your experience?');
    expect(usage).to.deep.include({ screen: 'survey', action: 'view' });
    expect(panel.all('[part="rating-option"]').map((option) => [panel.text(option), option.querySelector('img')?.getAttribute('src')])).to.deep.equal(
      OPTIONS.map((option) => [option.title, option.asset]),
    );
    expect(panel.all('[part="rating-option"]').map((option) => option.getAttribute('aria-checked'))).to.deep.equal(['false', 'false', 'false']);
    expect(isDisabled(submitButton(panel)), 'Submit before a choice').to.equal(true);
    expect(panel.root.querySelector('[part="feedback"]') !== null, 'no feedback box before a choice').to.equal(false);
    await panel.axeClean('the rating options');

    submitButton(panel).click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(rateCalls(), 'a disabled Submit sends nothing').to.have.length(0);

    await panel.press('Bad');
    await waitUntil(() => panel.root.querySelector('.rating-tags'), 'no tags');
    expect(panel.text(panel.root.querySelector('.rating-tags legend'))).to.equal('What went wrong?');
    expect(panel.texts('.rating-tags .chip')).to.deep.equal(['Too slow', 'Unclear answer']);
    expect(isDisabled(submitButton(panel)), 'Submit after a choice').to.equal(false);
    await panel.axeClean('a chosen rating with tags');

    // Another option shows its own tags, none chosen.
    await panel.press('Great');
    await waitUntil(() => panel.text(panel.root.querySelector('.rating-tags legend')) === 'What did you like?', 'the tags did not follow the choice');
    expect(panel.texts('.rating-tags .chip')).to.deep.equal(['Fast']);
    await panel.press('Okay');
    await waitUntil(() => !panel.root.querySelector('.rating-tags'), 'an option without tags shows none');
    await panel.press('Bad');
    await panel.press(await panel.button('Unclear answer'));
    await waitUntil(() => panel.buttonNamed('Unclear answer')?.getAttribute('aria-pressed') === 'true', 'the tag was not chosen');

    const feedback = await panel.find<HTMLTextAreaElement>('[part="feedback"]');
    expect(panel.root.querySelector(`label[for="${feedback.id}"]`)?.textContent).to.equal('Tell us more (optional)');
    feedback.focus();
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    setter.call(feedback, '  It took a while  ');
    feedback.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
    await panel.press('Submit');
    await waitUntil(() => rateCalls().length === 1, 'not submitted', { timeout: 3000 });
    expect(rateCalls()[0]!.body).to.deep.equal({ experience: 'bad', tags: ['unclear'], feedback: 'It took a while' });
    await waitUntil(() => panel.root.textContent?.includes('Thanks for your feedback'), 'no thanks', { timeout: 3000 });
    await waitUntil(() => !panel.root.querySelector('[part="rating"]'), 'the popup stayed');
    await waitUntil(() => !panel.buttonNamed('Rate our support'), 'a rated ticket still offers Rate our support');
    await panel.axeClean('the thanks');
  });

  it('the options are one radio group: one Tab stop, arrows move and choose (wrapping), Home and End', async () => {
    const panel = await openRating();
    const radios = () => panel.all('[part="rating-option"]');
    const state = () => ({
      focused: panel.deepActive()?.getAttribute('role') === 'radio' ? panel.text(panel.deepActive()) : `not a radio: ${panel.deepActive()?.localName}`,
      checked: radios().filter((radio) => radio.getAttribute('aria-checked') === 'true').map((radio) => panel.text(radio)),
      tabStops: radios().filter((radio) => radio.tabIndex === 0).map((radio) => panel.text(radio)),
    });
    expect(state().tabStops, 'before a choice the first option is the one Tab stop').to.deep.equal(['Bad']);
    radios()[0]!.focus();
    const steps: [string, string][] = [
      ['ArrowRight', 'Okay'],
      ['ArrowDown', 'Great'],
      ['ArrowRight', 'Bad'],
      ['ArrowLeft', 'Great'],
      ['ArrowUp', 'Okay'],
      ['Home', 'Bad'],
      ['End', 'Great'],
      ['ArrowLeft', 'Okay'],
    ];
    for (const [key, expected] of steps) {
      await sendKeys({ press: key });
      await waitUntil(() => state().checked[0] === expected, `${key} did not choose ${expected}`);
      expect(state(), `after ${key}`).to.deep.equal({ focused: expected, checked: [expected], tabStops: [expected] });
    }
    await panel.axeClean('an option chosen by keyboard');
    await sendKeys({ press: 'Tab' });
    expect(state().focused, 'Tab leaves the group').to.match(/^not a radio/);
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    expect(state().focused, 'Shift+Tab comes back to the chosen option').to.equal('Okay');
    await sendKeys({ press: 'Home' });
    await waitUntil(() => panel.root.querySelector('.rating-tags'), 'Home did not show the first option\'s tags');
    await sendKeys({ press: 'Tab' });
    expect(panel.text(panel.deepActive()), 'Tab goes from the group to its tags').to.equal('Too slow');
  });

  it('right to left (an Arabic locale), the arrows follow the reading direction: ArrowLeft is the next option', async () => {
    const panel = await openRating(undefined, { locale: 'ar' });
    const radios = () => panel.all('[part="rating-option"]');
    const checked = () => radios().filter((radio) => radio.getAttribute('aria-checked') === 'true').map((radio) => panel.text(radio))[0];
    radios()[0]!.focus();
    for (const [key, expected] of [['ArrowLeft', 'Okay'], ['ArrowLeft', 'Great'], ['ArrowRight', 'Okay'], ['ArrowDown', 'Great']] as const) {
      await sendKeys({ press: key });
      await waitUntil(() => checked() === expected, `${key} did not choose ${expected} (chose ${checked()})`);
    }
  });

  it('the feedback box grows with its lines up to 7 rows', async () => {
    const panel = await openRating();
    await panel.press('Okay');
    const feedback = await panel.find<HTMLTextAreaElement>('[part="feedback"]');
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    const typeLines = async (count: number) => {
      setter.call(feedback, Array.from({ length: count }, (_, index) => `line ${index + 1}`).join('\n'));
      feedback.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    };
    await typeLines(4);
    expect(feedback.rows).to.equal(4);
    await typeLines(7);
    expect(feedback.rows).to.equal(7);
    await typeLines(12);
    expect(feedback.rows, 'at most 7 rows').to.equal(7);
  });

  it('Submit is disabled while busy: pressing it, or closing the popup, again sends nothing more', async () => {
    let release!: () => void;
    const panel = await openRating((backend) =>
      backend.serve('POST tickets/t1/rate-experience', () => new Promise((resolve) => (release = () => resolve({})))),
    );
    await panel.press('Great');
    await panel.press('Submit');
    await waitUntil(() => rateCalls().length === 1, 'not submitted', { timeout: 3000 });
    await waitUntil(() => isDisabled(submitButton(panel)), 'Submit not disabled while busy');
    await panel.axeClean('a rating being sent');
    await panel.press('Submit');
    panel.key(panel.deepActive()!, 'Escape');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(rateCalls(), 'one rating only').to.have.length(1);
    release();
    await waitUntil(() => !panel.root.querySelector('[part="rating"]'), 'the popup stayed', { timeout: 3000 });
    expect(rateCalls()).to.have.length(1);
  });

  it("closing without submitting sends the chosen rating alone and shows 'Thanks for your feedback'; closing before a choice sends nothing", async () => {
    const panel = await openRating();
    const close = panel.root.querySelector<HTMLButtonElement>('[part="dialog-close"]')!;
    expect(close.getAttribute('aria-label'), "the popup's close button closes the popup, not the chat").to.equal('Close');
    await panel.press(close);
    await waitUntil(() => !panel.root.querySelector('[part="rating"]'), 'the popup stayed');
    expect(panel.element.open, 'the popup closed, not the panel').to.equal(true);
    expect(rateCalls(), 'no choice, no rating').to.have.length(0);
    expect(panel.root.textContent).to.not.contain('Thanks for your feedback');

    await panel.press('Rate our support');
    await panel.press(await panel.button('Bad', 5000));
    await panel.press(await panel.button('Too slow'));
    panel.key(panel.deepActive()!, 'Escape');
    await waitUntil(() => rateCalls().length === 1, 'closing did not send the rating', { timeout: 3000 });
    expect(rateCalls()[0]!.body, 'the rating alone: no tags, no feedback').to.deep.equal({ experience: 'bad', tags: [], feedback: '' });
    await waitUntil(() => panel.root.textContent?.includes('Thanks for your feedback'), 'no thanks', { timeout: 3000 });
    expect(panel.element.open, 'Escape closed the popup, not the panel').to.equal(true);
  });

  it('Skip closes the ticket, with no rating and no thanks', async () => {
    const panel = await openRating();
    await panel.axeClean('the popup with Skip');
    await panel.press('Skip');
    await waitUntil(() => currentBackend().calls.some((call) => call.method === 'POST' && call.path === 'tickets/t1/close'), 'Skip did not close the ticket', { timeout: 3000 });
    await waitUntil(() => !panel.root.querySelector('[part="rating"]'), 'the popup stayed');
    expect(rateCalls()).to.have.length(0);
    expect(panel.root.textContent).to.not.contain('Thanks for your feedback');
  });

  it("'Chat with a live agent' shows for the first option only; it sends a message and reopens the ticket", async () => {
    const panel = await openRating();
    expect(panel.buttonNamed('Chat with a live agent'), 'before a choice').to.equal(undefined);
    await panel.press('Great');
    await waitUntil(() => panel.buttonNamed('Great')?.getAttribute('aria-checked') === 'true', 'not chosen');
    expect(panel.buttonNamed('Chat with a live agent'), 'for the last option').to.equal(undefined);
    await panel.press('Okay');
    await waitUntil(() => panel.buttonNamed('Okay')?.getAttribute('aria-checked') === 'true', 'not chosen');
    expect(panel.buttonNamed('Chat with a live agent'), 'for the second option').to.equal(undefined);
    await panel.press('Bad');
    await panel.button('Chat with a live agent');
    await panel.axeClean("the first option with 'Chat with a live agent'");
    expect(panel.root.querySelector('[part="composer"]') !== null, 'no composer while resolved').to.equal(false);
    await panel.press('Chat with a live agent');
    const backend = currentBackend();
    await waitUntil(() => backend.clientTexts('t1').length === 1, 'no message sent', { timeout: 3000 });
    expect(backend.clientTexts('t1')).to.deep.equal(['Chat with a live agent']);
    await waitUntil(() => !panel.root.querySelector('[part="rating"]'), 'the popup stayed');
    await panel.find('[part="composer"]');
    expect(panel.buttonNamed('Rate our support'), 'reopened: no longer rateable').to.equal(undefined);
    expect(rateCalls(), 'no rating sent').to.have.length(0);
  });

  it("a failed rating shows the dismissible banner 'Something went wrong' with Dismiss; a failed Skip too", async () => {
    const panel = await openRating((backend) => {
      backend.serve('POST tickets/t1/rate-experience', () => new Response('{}', { status: 500 }));
      backend.serve('POST tickets/t1/close', () => new Response('{}', { status: 500 }));
    });
    await panel.press('Okay');
    await panel.press('Submit');
    const banner = await panel.find('[part="banner"]', 5000);
    expect(panel.text(banner)).to.contain('Something went wrong');
    expect(panel.root.textContent).to.not.contain('Thanks for your feedback');
    await panel.axeClean('the rating failure banner');
    await panel.press('Dismiss');
    await waitUntil(() => !panel.root.querySelector('[part="banner"]'), 'the banner stayed');
    await panel.press('Rate our support');
    await panel.press(await panel.button('Skip', 5000));
    await panel.find('[part="banner"]', 5000);
  });

  it("a failed 'Chat with a live agent' (the reopen) shows the dismissible banner; the ticket stays resolved (§8)", async () => {
    const panel = await openRating((backend) => backend.serve('POST tickets/t1/messages/text', () => new Response('{}', { status: 500 })));
    await panel.press('Bad');
    await panel.press(await panel.button('Chat with a live agent'));
    const banner = await panel.find('[part="banner"]', 5000);
    expect(panel.text(banner)).to.contain('Something went wrong');
    await waitUntil(() => !panel.root.querySelector('[part="rating"]'), 'the popup stayed');
    expect(panel.root.querySelector('[part="composer"]'), 'still resolved: no composer').to.equal(null);
    await panel.button('Rate our support');
    await panel.press('Dismiss');
    await waitUntil(() => !panel.root.querySelector('[part="banner"]'), 'the banner stayed');
  });
});
