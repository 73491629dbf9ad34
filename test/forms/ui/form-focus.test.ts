/**
 * Issue 46, what the user sees at the end of a step: focus moves to the completion message (or
 * the next view's heading), the end is announced, and the heading is kept in view below the host
 * page's sticky header (the --fin-scroll-offset token, as scroll-margin-top).
 */
import { expect } from '@open-wc/testing';
import { mountForm, waitUntil } from '../support/mount-form';
import type { Json } from '../support/mount-form';

const HEADER = 80;
let header: HTMLElement;
let spacer: HTMLElement;

beforeEach(() => {
  document.documentElement.style.setProperty('--fin-scroll-offset', `${HEADER}px`);
  header = Object.assign(document.createElement('header'), { textContent: 'Host' });
  header.style.cssText = `position: sticky; top: 0; height: ${HEADER}px; background: #fff; z-index: 1;`;
  spacer = document.createElement('div');
  spacer.style.height = '900px';
  document.body.append(header, spacer);
});
afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.style.removeProperty('--fin-scroll-offset');
  window.scrollTo(0, 0);
});

/** Ten text fields: the first view is taller than the window, so Continue is pressed scrolled down. */
const tall: Json[] = Array.from({ length: 10 }, (_, index) => ({ id: `t${index}`, type: 'TEXT_INPUT', title: `Field ${index}` }));

const focused = (root: ShadowRoot) => root.activeElement as HTMLElement | null;
/** Page below the form, so the window stays scrolled down when the view gets shorter. */
const pageBelow = () => {
  const below = document.createElement('div');
  below.style.height = '2000px';
  document.body.append(below);
};

describe('<fin-form> focus and announcement at the end of a step (issue 46)', () => {
  it('on completion focus moves to the completion message, announced, in view below the sticky header', async () => {
    const form = await mountForm(tall, { adapter: { submitFlow: async () => ({ response: { ok: true } }) } });
    pageBelow();
    form.primary()!.scrollIntoView({ block: 'end' });
    await form.cont();
    await waitUntil(() => focused(form.root)?.textContent === 'Thank you for your submission', `focus is on ${focused(form.root)?.outerHTML ?? document.activeElement?.tagName}`);
    // Announced: the end screen is put into a status region that was there before.
    expect(focused(form.root)!.closest('[role="status"]'), 'the message is not in a status region').to.not.equal(null);
    const top = focused(form.root)!.getBoundingClientRect().top;
    expect(top, 'the message is under the sticky header').to.be.at.least(HEADER - 1);
    expect(top).to.be.below(window.innerHeight);
  });

  it('the next view\'s heading takes focus and stays below the sticky header', async () => {
    const form = await mountForm(tall);
    pageBelow();
    form.primary()!.scrollIntoView({ block: 'end' });
    await form.cont();
    await form.waitForNext();
    await waitUntil(() => focused(form.root)?.textContent === 'Next', 'the next heading did not take focus');
    const top = focused(form.root)!.getBoundingClientRect().top;
    expect(top, 'the heading is under the sticky header').to.be.at.least(HEADER - 1);
    expect(top).to.be.below(window.innerHeight);
  });
});
