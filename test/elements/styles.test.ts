import { expect } from '@open-wc/testing';
import '../../elements/fin-app-switcher';
import '../../elements/fin-chargeback';
import '../../elements/fin-form';
import '../../elements/fin-sso-button';
import '../../elements/fin-ticket';

/** Each tag, and whether its view renders the design system's Button. */
const TAGS = [
  ['fin-app-switcher', false],
  ['fin-chargeback', true],
  ['fin-form', true],
  ['fin-sso-button', true],
  ['fin-ticket', true],
] as const;

/** How many style rules with exactly this selector the sheets hold, all together. */
function rulesFor(sheets: readonly CSSStyleSheet[], selector: string): number {
  return sheets.flatMap((sheet) => [...sheet.cssRules]).filter((rule) => (rule as CSSStyleRule).selectorText === selector).length;
}

describe('elements: adopted stylesheets', () => {
  for (const [tag, button] of TAGS) {
    it(`<${tag}> adopts each design-system sheet once`, () => {
      const adopted = document.createElement(tag).shadowRoot!.adoptedStyleSheets;
      expect(new Set(adopted).size).to.equal(adopted.length);
      expect(rulesFor(adopted, '.fin-button')).to.equal(button ? 1 : 0);
    });
  }

  it('<fin-form> holds the modal CSS once, though its dialog and bottom sheet both use it', () => {
    const adopted = document.createElement('fin-form').shadowRoot!.adoptedStyleSheets;
    expect(rulesFor(adopted, '.fin-overlay')).to.equal(1);
    expect(rulesFor(adopted, '.fin-modal')).to.equal(1);
    expect(rulesFor(adopted, '.fin-spinner')).to.equal(1);
  });

  it('instances of one tag share the sheets, not copies', () => {
    const [a, b] = [document.createElement('fin-ticket'), document.createElement('fin-ticket')];
    expect(a.shadowRoot!.adoptedStyleSheets.every((sheet, i) => sheet === b.shadowRoot!.adoptedStyleSheets[i])).to.equal(true);
  });
});
