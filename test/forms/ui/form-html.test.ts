/**
 * Issue 13 §4, kept as a regression test: the XSS corpus through every HTML sink of <fin-form>
 * (view subtitle, terms, secondary description, bottom sheet, status dialog, TEXT html, LIST
 * descriptions, choice descriptions) runs nothing and leaves only the allowlist's markup.
 */
import { aTimeout, expect, waitUntil } from '@open-wc/testing';
import '../../../elements/fin-form';
import { XSS_CORPUS } from '../../support/xss-corpus';

type Json = Record<string, unknown>;
const MARK = 'sink-rendered';
let counter = 0;
const pwned = () => (window as unknown as Record<string, unknown>).__finPwned;

function mount(views: Json[], extra: Json = {}) {
  const flowId = `html-${Date.now()}-${counter++}`;
  const element = document.createElement('fin-form');
  element.adapter = { loadFlow: async () => ({ id: flowId, name: 'Html', state: 'INCOMPLETE', views, ...extra }), submitFlow: async () => ({}) };
  element.setAttribute('flow-id', flowId);
  element.setAttribute('widget-mode', '');
  document.body.append(element);
  return element.shadowRoot!;
}

const marks = (root: ShadowRoot) => (root.textContent ?? '').split(MARK).length - 1;

/** Nothing in the shadow root carries a handler, a script URL or an element the allowlist drops. */
function expectClean(root: ShadowRoot): void {
  for (const node of root.querySelectorAll('*')) {
    for (const attribute of node.attributes) {
      expect(attribute.name, `<${node.localName} ${attribute.name}>`).not.to.match(/^on/i);
      expect(attribute.value, `<${node.localName} ${attribute.name}>`).not.to.match(/^\W*(javascript|data|vbscript):/i);
    }
  }
  const banned = 'script, iframe, object, embed, form, img, video, source, style, meta, base, math, details, template, textarea, noscript, xmp, svg a, svg script';
  expect([...root.querySelectorAll(banned)].map((node) => node.localName)).to.deep.equal([]);
}

afterEach(() => {
  document.body.replaceChildren();
  delete (window as unknown as Record<string, unknown>).__finPwned;
});

describe('<fin-form> HTML sinks and the XSS corpus', function () {
  // Three forms per payload: on a busy machine that takes longer than the default.
  this.timeout(15000);
  for (const payload of XSS_CORPUS) {
    const html = `<p>${MARK}</p>${payload}`;
    it(payload, async () => {
      const form = mount([
        {
          id: 'v',
          type: 'FORM',
          title: 'Html',
          subtitleHtml: html,
          footer: { terms: html },
          secondaryDescription: { label: 'Details', title: 'Details', subtitleHtml: html },
          items: [
            { id: 'text', type: 'TEXT', style: 'DISPLAY', html },
            { id: 'list', type: 'LIST', items: [{ id: 'r', title: 'Row', descriptionHtml: html }] },
            { id: 'pick', type: 'SINGLE_SELECTION', options: [{ id: 'o', title: 'Option', description: html }] },
          ],
        },
      ]);
      await waitUntil(() => form.querySelector('h1')?.textContent === 'Html', 'the view did not render', { timeout: 5000 });
      [...form.querySelectorAll('button')].find((node) => node.textContent === 'Details')!.click();
      const sheet = mount(
        [
          { id: 'v', type: 'FORM', title: 'Under' },
          { id: 's', type: 'BOTTOM_PROMPT', title: 'Sheet', subtitleHtml: html },
        ],
        { currentViewId: 's' },
      );
      const dialog = mount([{ id: 'd', type: 'STATUS_DIALOG', dialogType: 'ERROR', title: 'Dialog', subtitleHtml: html }]);
      // Five sinks in the view plus the opened details sheet; one in each of the others.
      await waitUntil(() => marks(form) === 6 && marks(sheet) === 1 && marks(dialog) === 1, 'a sink did not render', { timeout: 5000 }).catch(() => {
        throw new Error(`sinks rendered: form ${marks(form)} of 6, sheet ${marks(sheet)} of 1, dialog ${marks(dialog)} of 1`);
      });
      await aTimeout(50); // Error and load handlers fire after a task.
      expect(pwned(), 'a payload ran').to.equal(undefined);
      for (const root of [form, sheet, dialog]) expectClean(root);
    });
  }
});
