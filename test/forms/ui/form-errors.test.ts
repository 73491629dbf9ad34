/** <fin-form>'s error summary after a refused Continue (the GOV.UK pattern), and the fields it points at (issue 14). */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { mountForm } from '../support/mount-form';
import type { Json } from '../support/mount-form';

async function mount(items: Json[]) {
  const { root } = await mountForm(items, { attributes: {} });
  return {
    root,
    summary: () => root.querySelector<HTMLElement>('[part="error-summary"]'),
    links: () => [...root.querySelectorAll('[part="error-summary"] a')].map((link) => link.textContent),
    cont: () => root.querySelector<HTMLButtonElement>('[part~="primary"]')!.click(),
  };
}

afterEach(() => document.body.replaceChildren());

describe('<fin-form> error summary', () => {
  it('a Continue with empty required and invalid items lists each, takes focus and marks every field', async () => {
    const form = await mount([
      { id: 'name', type: 'TEXT_INPUT', title: 'Full name', required: true },
      { id: 'reason', type: 'SINGLE_SELECTION', title: 'Reason', required: true, options: [{ id: 'a', title: 'A' }] },
      { id: 'time', type: 'TIME_INPUT', title: 'Time', value: '2460' },
      { id: 'note', type: 'TEXT_INPUT', title: 'Note' },
    ]);
    expect(form.summary() === null, 'a summary before Continue').to.equal(true);
    form.cont();
    await waitUntil(() => form.summary(), 'no error summary after Continue');
    expect(form.summary()!.querySelector('h2')!.textContent).to.equal('There is a problem');
    expect(form.links()).to.deep.equal(['Full name is required', 'Reason is required', 'Enter a time as hh:mm, from 00:00 to 23:59']);
    await waitUntil(() => form.root.activeElement?.getAttribute('part') === 'error-summary', 'focus did not move to the summary');
    const input = form.root.querySelector<HTMLInputElement>('[data-item-id="name"] input')!;
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => form.root.getElementById(id)?.textContent);
    expect(described).to.include('Full name is required');
    const time = form.root.querySelector<HTMLInputElement>('[data-item-id="time"] input')!;
    expect(time.getAttribute('aria-invalid')).to.equal('true');
    const note = form.root.querySelector<HTMLInputElement>('[data-item-id="note"] input')!;
    expect(note.hasAttribute('aria-invalid')).to.equal(false);
    // The border says it in the message's colour, under the pointer too.
    const danger = getComputedStyle(form.root.querySelector('[data-item-id="name"] .error')!).color;
    const box = input.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    expect(input.matches(':hover'), 'the pointer is over the input').to.equal(true);
    // After the border's transition.
    await waitUntil(() => getComputedStyle(input).borderTopColor === danger, `the border of a wrong answer under the pointer is ${getComputedStyle(input).borderTopColor}, not ${danger}`, { timeout: 1000 });
    await sendMouse({ type: 'move', position: [0, 0] });
    form.summary()!.querySelector<HTMLAnchorElement>('a')!.click();
    expect(form.root.activeElement?.id).to.equal(input.id);
  });

  it('filling an item in takes it off the summary; a second refused Continue focuses the summary again', async () => {
    const form = await mount([
      { id: 'name', type: 'TEXT_INPUT', title: 'Full name', required: true },
      { id: 'city', type: 'TEXT_INPUT', title: 'City', required: true },
    ]);
    form.cont();
    await waitUntil(() => form.links().length === 2, 'no summary');
    form.root.querySelector<HTMLInputElement>('[data-item-id="name"] input')!.focus();
    await sendKeys({ type: 'Ada' });
    await waitUntil(() => form.links().length === 1, 'the filled item stayed in the summary');
    expect(form.links()).to.deep.equal(['City is required']);
    form.cont();
    await waitUntil(() => form.root.activeElement?.getAttribute('part') === 'error-summary', 'focus did not move to the summary');
  });

  it("a required group left empty shows it on its options' borders, under the pointer too, until one is chosen", async () => {
    const form = await mount([
      { id: 'reason', type: 'SINGLE_SELECTION', title: 'Reason', required: true, options: [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }] },
      { id: 'stars', type: 'STAR_RATING_INPUT', title: 'Rating', required: true },
    ]);
    form.cont();
    await waitUntil(() => form.links().length === 2, 'no summary');
    const danger = getComputedStyle(form.root.querySelector('[data-item-id="reason"] .error')!).color;
    const border = (node: Element) => getComputedStyle(node).borderTopColor;
    const rows = [...form.root.querySelectorAll('[data-item-id="reason"] [part="choice"]')];
    const stars = [...form.root.querySelectorAll('[data-item-id="stars"] button')];
    expect(rows).to.have.length(2);
    expect(stars).to.have.length(5);
    await waitUntil(() => [...rows, ...stars].every((node) => border(node) === danger), `borders: ${[...rows, ...stars].map(border).join(', ')}`, { timeout: 1000 });
    const box = stars[2]!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)] });
    expect(border(stars[2]!), 'a star under the pointer').to.equal(danger);
    await sendMouse({ type: 'move', position: [0, 0] });
    (rows[0] as HTMLElement).click();
    await waitUntil(() => form.links().length === 1, 'the chosen reason stayed in the summary');
    await waitUntil(() => rows.every((node) => border(node) !== danger), `after a choice: ${rows.map(border).join(', ')}`, { timeout: 1000 });
  });

  it("a group with a choice and still wrong ('Other' without its text) marks no option: the message says what is wrong", async () => {
    const form = await mount([{ id: 'topics', type: 'MULTI_SELECTION', title: 'Topics', required: true, options: [{ id: 'a', title: 'A' }, { id: 'b', title: 'B' }], customOption: { id: 'other' } }]);
    const rows = () => [...form.root.querySelectorAll<HTMLElement>('[data-item-id="topics"] [part="choice"]')];
    await waitUntil(() => rows().length === 3, `options: ${rows().length}`);
    rows()[2]!.click();
    form.cont();
    await waitUntil(() => form.links().join() === "Describe your answer for 'Other'", `summary: ${form.links().join()}`);
    const danger = getComputedStyle(form.root.querySelector('[data-item-id="topics"] .error')!).color;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(rows().map((node) => getComputedStyle(node).borderTopColor === danger)).to.deep.equal([false, false, false]);
  });

  it('an editable list with a required entry left empty marks that entry\'s field, not the others', async () => {
    const form = await mount([
      { id: 'details', type: 'EDITABLE_LIST', title: 'Confirm your details', required: true, items: [{ id: 'email', title: 'Email', required: true, selected: true }, { id: 'company', title: 'Company' }] },
    ]);
    const fields = () => [...form.root.querySelectorAll<HTMLInputElement>('[data-item-id="details"] input[type="text"]')];
    await waitUntil(() => fields().length === 2, 'no entries');
    form.cont();
    await waitUntil(() => form.links().length === 1, 'the empty entry passed');
    const [email, company] = fields();
    expect(email!.getAttribute('aria-invalid')).to.equal('true');
    expect(company!.hasAttribute('aria-invalid')).to.equal(false);
    expect(form.links()).to.deep.equal(['Email is required']);
    expect(form.root.getElementById(email!.getAttribute('aria-describedby')!)?.textContent).to.equal('Email is required');
    const danger = getComputedStyle(form.root.querySelector('[data-item-id="details"] .error')!).color;
    await waitUntil(() => getComputedStyle(email!).borderTopColor === danger, `the empty entry's border is ${getComputedStyle(email!).borderTopColor}`, { timeout: 1000 });
  });
});
