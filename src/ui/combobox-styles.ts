/** The combobox's sheet (src/ui/Combobox.tsx, ComboboxList.tsx), after the sheets of what it renders. */
import { bottomSheetStyles } from './BottomSheet';
import { searchBoxStyles } from './SearchBox';
import { styles } from './sheets';
import { spinnerStyles } from './Spinner';
import { token } from './theme';
import { virtualListStyles } from './VirtualList';

/** After the sheets of what it renders: the search box, list, spinner and sheet. */
export const comboboxStyles = styles(
  `
.fin-combobox { position: relative; display: flex; flex-direction: column; gap: 8px; }
.fin-combobox__label { font-size: 14px; font-weight: 600; }
.fin-combobox__trigger {
  display: flex; align-items: center; gap: 8px; width: 100%; min-height: 48px; padding: 0 14px; margin: 0;
  border: 1px solid ${token.colorBorder}; border-radius: ${token.radiusSmall};
  background: ${token.colorSurface}; text-align: start; cursor: pointer;
}
.fin-combobox__trigger:disabled { cursor: not-allowed; opacity: 0.6; }
.fin-combobox__trigger[aria-expanded="true"] { border-color: ${token.colorAccent}; }
.fin-combobox__value { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.fin-combobox__value--empty { color: ${token.colorTextMuted}; }
.fin-combobox__chevron { flex: none; color: ${token.colorTextMuted}; }
.fin-combobox__popup {
  z-index: ${token.zIndex}; width: var(--fin-reference-width); padding: 8px; box-sizing: border-box;
  background: ${token.colorSurface}; border-radius: ${token.radiusSmall}; box-shadow: ${token.shadow};
}
.fin-combobox__content { display: flex; flex-direction: column; gap: 8px; }
.fin-combobox__list { border-radius: ${token.radiusSmall}; }
.fin-combobox__list .fin-vlist__inner:focus-visible { box-shadow: none; }
.fin-combobox__list:focus-within { box-shadow: ${token.focusRing}; }
.fin-combobox__option { padding: 0 12px; border-radius: ${token.radiusSmall}; cursor: pointer; }
.fin-combobox__heading { padding: 0 12px; }
.fin-combobox__option[aria-selected="true"] { font-weight: 600; }
.fin-combobox__option--active { background: ${token.colorAccentSoft}; }
@media (forced-colors: active) {
  .fin-combobox__option--active { forced-color-adjust: none; background: Highlight; color: HighlightText; }
  .fin-combobox__option--active * { color: inherit !important; }
  .fin-combobox__popup { border: 1px solid CanvasText; }
}
.fin-combobox__status {
  display: flex; align-items: center; justify-content: center; gap: 8px; min-height: 48px; color: ${token.colorTextMuted};
}
.fin-combobox__focus { height: 0; outline: none; }
.fin-combobox--inline .fin-combobox__list { border: 1px solid ${token.colorBorder}; }
.fin-combobox--invalid .fin-combobox__trigger, .fin-combobox--invalid .fin-combobox__list { border-color: ${token.colorDanger}; }
`,
  searchBoxStyles,
  virtualListStyles,
  spinnerStyles,
  bottomSheetStyles,
);
