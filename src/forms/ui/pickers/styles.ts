/** The pickers' rows (76 px, §9 Layout), flags and states; adopted by each picker when it mounts. */
import { comboboxStyles } from '../../../ui/Combobox';
import { styles } from '../../../ui/sheets';
import { token } from '../../../ui/theme';

export const pickerStyles = styles(
  `
.picker-row { display: flex; align-items: center; gap: 12px; height: 100%; min-width: 0; }
.picker-row__media { flex: none; display: grid; place-items: center; width: 40px; height: 40px; border-radius: 50%; overflow: hidden; background: ${token.colorSurfaceAlt}; color: ${token.colorTextMuted}; }
.picker-row__media img { width: 100%; height: 100%; object-fit: cover; }
.picker-row__text { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
.picker-row__title, .picker-row__subtitle { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.picker-row__subtitle { color: ${token.colorTextMuted}; font-size: 14px; }
.picker-row__meta { display: flex; min-width: 0; color: ${token.colorTextMuted}; font-size: 13px; white-space: nowrap; }
.picker-row__time { flex: none; font-variant-numeric: tabular-nums; }
.picker-row__state { overflow: hidden; text-overflow: ellipsis; }
.picker-row--transaction { gap: 10px; }
.picker-row__media--selected { background: ${token.colorAccent}; color: ${token.colorAccentContrast}; }
.picker-row__end { flex: none; text-align: end; font-variant-numeric: tabular-nums; }
.picker-row__end--failed { color: ${token.colorTextMuted}; text-decoration: line-through; }
.picker-row__check { flex: none; color: ${token.colorAccent}; }
.picker-flag { flex: none; width: 24px; height: 24px; border-radius: 50%; object-fit: cover; background: ${token.colorSurfaceAlt}; }
.picker-flag--code { display: grid; place-items: center; color: ${token.colorText}; font-size: 10px; font-weight: 600; line-height: 1; }
.picker-flag--code::before { content: attr(data-code); }
.picker-value { display: inline-flex; align-items: center; gap: 8px; min-width: 0; }
.picker-empty, .picker-retry {
  display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 16px; border-radius: ${token.radiusSmall};
  background: ${token.colorSurfaceAlt}; color: ${token.colorTextMuted}; text-align: center;
}
.picker-row__check--off { visibility: hidden; }
.picker-checkbox {
  flex: none; display: grid; place-items: center; width: 22px; height: 22px; border: 2px solid ${token.colorBorder}; border-radius: 6px;
  color: ${token.colorAccentContrast};
}
.picker-checkbox[data-checked='true'] { border-color: ${token.colorAccent}; background: ${token.colorAccent}; }
.fin-combobox__option[aria-disabled='true'] { cursor: default; background: none; }
/* As tall as the form's text inputs (52 px), so a code button and its amount or number line up. */
.fin-combobox__trigger { min-height: 52px; }
.picker-compact { flex: none; width: 120px; }
.picker-no-match { display: flex; flex-direction: column; align-items: center; gap: 8px; text-align: center; }
.picker-compact .fin-combobox__trigger { padding: 0 10px; }
.picker-compact .fin-combobox__popup { inset-inline-end: auto; width: min(340px, calc(100vw - 48px)); }
.picker-count { margin: 8px 0 0; color: ${token.colorTextMuted}; font-size: 14px; }
.picker-limit { margin: 8px 0 0; color: ${token.colorDanger}; font-size: 14px; font-weight: 500; }
.summary { padding: 12px 16px; border: 1px solid ${token.colorBorder}; border-radius: ${token.radiusSmall}; }
.summary__title { margin: 0 0 8px; font-size: 16px; }
.summary__rows { margin: 0; display: grid; gap: 8px; }
.summary__row { display: flex; justify-content: space-between; gap: 12px; }
.summary__row dt { color: ${token.colorTextMuted}; }
.summary__row dd { margin: 0; display: flex; flex-direction: column; align-items: flex-end; text-align: end; font-weight: 600; }
.summary__row dt { flex: 1; min-width: 0; }
.summary__row dd .picker-row__subtitle { font-weight: 400; }
.picker-group { padding: 12px 12px 4px; font-size: 14px; font-weight: 600; color: ${token.colorTextMuted}; }
`,
  comboboxStyles,
);
