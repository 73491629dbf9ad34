/**
 * Issue 13 §1: every URL field of a flow, given a hostile URL, runs no script, opens nothing,
 * reports fin-error {code: 'unsafe_url'}, and leaves the form usable.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../../elements/fin-form';
import type { FormAdapter } from '../../../src/forms/core/host';
import { HOSTILE_URLS, PWNED, pwned, stubWindowOpen } from '../../support/hostile-urls';

type Json = Record<string, unknown>;
let counter = 0;
const id = () => `urls-${Date.now()}-${counter++}`;

function mount(views: Json[], extra: Json = {}) {
  const flowId = id();
  const submitted: unknown[] = [];
  const adapter: FormAdapter = {
    loadFlow: async () => ({ id: flowId, name: 'Urls', state: 'INCOMPLETE', views, ...extra }),
    submitFlow: async (body) => {
      submitted.push(body);
      return {};
    },
  };
  const element = document.createElement('fin-form');
  element.adapter = adapter;
  element.setAttribute('flow-id', flowId);
  element.setAttribute('widget-mode', '');
  const errors: string[] = [];
  element.addEventListener('fin-error', (event) => errors.push(event.detail.code));
  document.body.append(element);
  const root = element.shadowRoot!;
  const button = (text: string) => [...root.querySelectorAll<HTMLButtonElement>('button')].find((node) => node.textContent?.trim() === text);
  return { root, errors, submitted, button };
}

/** Every src and href in the element: none may hold anything but a safe http(s) URL. */
function urlsIn(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('[src], [href]')].map((node) => node.getAttribute('src') ?? node.getAttribute('href') ?? '');
}

let windowOpen: ReturnType<typeof stubWindowOpen>;
const warn = console.warn;
const warnings: string[] = [];
const page = location.href;

beforeEach(() => {
  windowOpen = stubWindowOpen();
  warnings.length = 0;
  console.warn = (...args: unknown[]) => void warnings.push(args.map(String).join(' '));
});
afterEach(() => {
  windowOpen.restore();
  console.warn = warn;
  document.body.replaceChildren();
  delete (window as unknown as Record<string, unknown>)[PWNED];
});

/** Nothing ran, nothing opened, the page did not move, and a refusal was warned about. */
function expectRefused(errors: string[]): void {
  expect(pwned(), 'a payload ran').to.equal(undefined);
  expect(windowOpen.opened).to.deep.equal([]);
  expect(location.href).to.equal(page);
  expect(errors).to.include('unsafe_url');
  expect(warnings.some((line) => line.startsWith('FinWidgets: Refused the URL'))).to.equal(true);
}

describe('<fin-form> server URLs', () => {
  for (const [name, url] of HOSTILE_URLS) {
    describe(name, () => {
      it('FORM view: image, LIST link, transaction and entity icons, header action and action hyperlinks', async () => {
        const { root, errors, submitted, button } = mount([
          {
            id: 'v',
            type: 'FORM',
            title: 'Page',
            headerAction: { id: 'h', title: 'Help', hyperlink: url },
            actions: [
              { id: 'go', title: 'Go' },
              { id: 'link', title: 'Open link', hyperlink: url },
            ],
            items: [
              { id: 'img', type: 'IMAGE', url, title: 'Picture' },
              { id: 'list', type: 'LIST', items: [{ id: 'r', title: 'Row', link: { hyperlink: url, title: 'Open row' } }] },
              { id: 'tx', type: 'TRANSACTION_CELL', transaction: { id: 't', description: 'Shop', iconUrl: url } },
              { id: 'ent', type: 'ENTITY_CELL', entity: { id: 'e', title: 'Entity', iconUrl: url } },
            ],
          },
        ]);
        await waitUntil(() => root.querySelector('h1')?.textContent === 'Page', 'the view did not render');
        expect(urlsIn(root)).to.deep.equal([]);
        expect(root.querySelector('.row__link')?.textContent).to.equal('Open row');
        button('Help')!.click();
        button('Open link')!.click();
        await waitUntil(() => errors.length >= 2, 'no fin-error');
        expectRefused(errors);
        // Still usable: the primary action submits.
        button('Go')!.click();
        await waitUntil(() => submitted.length === 1, 'the form did not submit after the refusals');
      });

      it('PROMPT image and BOTTOM_PROMPT sheet image', async () => {
        const prompt = mount([{ id: 'p', type: 'PROMPT', title: 'Prompt', image: { url } }]);
        await waitUntil(() => prompt.root.querySelector('h1')?.textContent === 'Prompt');
        const sheet = mount(
          [
            { id: 'v', type: 'FORM', title: 'Under' },
            { id: 's', type: 'BOTTOM_PROMPT', title: 'Sheet', image: url },
          ],
          { currentViewId: 's' },
        );
        await waitUntil(() => sheet.root.textContent?.includes('Sheet'), 'the sheet did not open');
        expect([...urlsIn(prompt.root), ...urlsIn(sheet.root)]).to.deep.equal([]);
        await waitUntil(() => prompt.errors.length && sheet.errors.length, 'no fin-error');
        expectRefused([...prompt.errors, ...sheet.errors]);
      });

      for (const closeForm of [undefined, false]) {
        it(`DEEPLINK webLink (closeForm ${closeForm})`, async () => {
          const { root, errors } = mount([
            { id: 'd', type: 'DEEPLINK', webLink: url, ...(closeForm === undefined ? {} : { closeForm }) },
            { id: 'v', type: 'FORM', title: 'After' },
          ]);
          await waitUntil(() => errors.length, 'no fin-error');
          expectRefused(errors);
          expect(root.querySelector('[part="close"]')).to.not.equal(null);
        });
      }

      it('ERROR status dialog dialogActionHyperlink', async () => {
        const { root, errors, button } = mount([
          { id: 'e', type: 'STATUS_DIALOG', dialogType: 'ERROR', title: 'Failed', dialogActionCaption: 'Fix it', dialogActionHyperlink: url },
        ]);
        await waitUntil(() => button('Fix it'), 'no dialog');
        button('Fix it')!.click();
        await waitUntil(() => errors.length, 'no fin-error');
        expectRefused(errors);
        await waitUntil(() => !root.querySelector('[role="dialog"], [role="alertdialog"]'), 'the dialog stayed open');
        // The refused link ends the flow as a dialog without one does: never a blank form.
        await waitUntil(() => root.textContent?.includes('This form has ended.'), `the form is blank: ${root.textContent}`);
        expect(root.querySelector('h1')?.textContent).to.equal('Failed');
        expect(button('Start again')).to.not.equal(undefined);
      });

      it('EXIT status dialog dialogActionHyperlink: the flow ends with Start again', async () => {
        const { root, button } = mount([{ id: 'x', type: 'STATUS_DIALOG', dialogType: 'EXIT', dialogActionHyperlink: url }]);
        await waitUntil(() => button('Close form'), 'no dialog');
        button('Close form')!.click();
        await waitUntil(() => root.textContent?.includes('This form has ended.'), `the form is blank: ${root.textContent}`);
        expect(root.querySelector('h1')?.textContent).to.equal("You've reached the end of the form");
      });
    });
  }

  it('follows a safe web link', async () => {
    const { errors } = mount([{ id: 'd', type: 'DEEPLINK', webLink: 'https://help.finapp.com/a', closeForm: false }]);
    await waitUntil(() => windowOpen.opened.length, 'the link was not opened');
    expect(windowOpen.opened).to.deep.equal(['https://help.finapp.com/a']);
    expect(errors).to.deep.equal([]);
  });
});
