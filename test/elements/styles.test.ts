import { expect } from '@open-wc/testing';
import '../../elements/fin-app-switcher';
import '../../elements/fin-chargeback';
import '../../elements/fin-form';
import '../../elements/fin-sso-button';
import '../../elements/fin-ticket';
import { adoptStyles } from '../../src/ui/sheets';

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

  it('<fin-form> adopts no modal CSS until a modal opens; a dialog and a bottom sheet then hold it once', async () => {
    const root = document.createElement('fin-form').shadowRoot!;
    expect(rulesFor(root.adoptedStyleSheets, '.fin-modal')).to.equal(0);
    expect(rulesFor(root.adoptedStyleSheets, '.fin-spinner')).to.equal(1);
    // What LazyStatusDialog and LazyBottomSheet adopt when they first render (useModalSheets).
    const [{ dialogStyles }, { bottomSheetStyles }] = await Promise.all([import('../../src/ui/Dialog'), import('../../src/ui/BottomSheet')]);
    adoptStyles(root, dialogStyles);
    adoptStyles(root, bottomSheetStyles);
    adoptStyles(root, dialogStyles);
    expect(new Set(root.adoptedStyleSheets).size).to.equal(root.adoptedStyleSheets.length);
    expect(rulesFor(root.adoptedStyleSheets, '.fin-overlay')).to.equal(1);
    expect(rulesFor(root.adoptedStyleSheets, '.fin-modal')).to.equal(1);
  });

  it('instances of one tag share the sheets, not copies', () => {
    const [a, b] = [document.createElement('fin-ticket'), document.createElement('fin-ticket')];
    expect(a.shadowRoot!.adoptedStyleSheets.every((sheet, i) => sheet === b.shadowRoot!.adoptedStyleSheets[i])).to.equal(true);
  });
});
