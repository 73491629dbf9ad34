/** The address item's sheets, adopted when its lazy chunk mounts (src/ui/sheets.ts adoptStyles). */
import { comboboxStyles } from '../../../../ui/Combobox';
import { styles } from '../../../../ui/sheets';
import { spinnerStyles } from '../../../../ui/Spinner';
import { token } from '../../../../ui/theme';

export const addressStyles = styles(
  `
.address-summary {
  display: flex; align-items: center; gap: 12px; padding: 12px 14px; min-height: 52px;
  border: 1px solid ${token.colorBorder}; border-radius: ${token.radiusSmall}; background: ${token.colorSurfaceAlt};
}
.address-summary[data-invalid='true'] { border-color: ${token.colorDanger}; }
.address-summary__text { flex: 1; min-width: 0; font-style: normal; display: grid; gap: 2px; }
.address-summary__text > span:not(:first-child) { font-size: 14px; color: ${token.colorTextMuted}; }
.address-summary__empty { flex: 1; color: ${token.colorTextMuted}; }
.address-summary__button {
  flex: none; min-height: 40px; padding: 0 14px; border: 1px solid ${token.colorAccent}; border-radius: 999px;
  background: ${token.colorSurface}; color: ${token.colorAccent}; font-weight: 600; cursor: pointer;
}
.address-summary__button:disabled { opacity: 0.6; cursor: not-allowed; }
.address-picker { display: grid; gap: 16px; padding-bottom: 8px; }
.address-results {
  display: grid; gap: 4px; margin: 0; padding: 0; list-style: none; max-height: min(50vh, 420px); overflow: auto;
}
.address-result {
  display: flex; align-items: center; gap: 12px; min-height: 56px; padding: 8px 12px;
  border-radius: ${token.radiusSmall}; cursor: pointer;
}
.address-result--active { background: ${token.colorAccentSoft}; }
.address-result__text { display: grid; gap: 2px; flex: 1; min-width: 0; }
.address-result__title { font-weight: 600; overflow-wrap: anywhere; }
.address-result__description { font-size: 13px; color: ${token.colorTextMuted}; }
.address-result > svg { flex: none; color: ${token.colorTextMuted}; }
.address-status {
  display: grid; justify-items: center; gap: 8px; padding: 20px 8px; text-align: center; color: ${token.colorTextMuted};
}
.address-status__title { margin: 0; font-weight: 600; color: ${token.colorText}; }
.address-status__row { display: flex; align-items: center; gap: 8px; }
.address-link {
  display: inline-flex; align-items: center; gap: 4px; justify-self: start; min-height: 40px; padding: 0; border: 0;
  background: none; color: ${token.colorAccent}; font-weight: 600; cursor: pointer; text-align: start;
}
.address-status .address-link { justify-self: center; }
.address-trail { display: flex; flex-direction: column; gap: 2px; }
.address-trail__title { margin: 0; font-weight: 600; }
.address-fields { display: grid; gap: 16px; }
.address-fields .field { gap: 6px; }
.address-region__button {
  display: flex; align-items: center; justify-content: space-between; gap: 8px; min-height: 52px;
  text-align: start; cursor: pointer;
}
.address-region__button > svg { flex: none; color: ${token.colorTextMuted}; }
.address-region__placeholder { color: ${token.colorTextMuted}; }
.address-region[data-invalid='true'] .address-region__button { border-color: ${token.colorDanger}; }
.address-states-error { display: grid; justify-items: center; gap: 8px; }
`,
  comboboxStyles,
  spinnerStyles,
);
