import { buttonStyles } from '../../../ui/Button';
import { styles } from '../../../ui/sheets';
import { token } from '../../../ui/theme';

/** The call bar's sheet: adopted by the lazy call chunk when it first renders (adoptStyles). */
export const callBarStyles = styles(
  `
.call-bar {
  display: flex; align-items: center; gap: 12px; padding: 10px 16px;
  color: ${token.colorAccentContrast}; background: ${token.colorSuccess};
}
.call-bar[data-phase='connecting'] { background: ${token.colorAccent}; }
.call-info { display: flex; flex-direction: column; min-width: 0; flex: 1; }
.call-status { font-weight: 600; font-size: 14px; }
.call-duration { font-variant-numeric: tabular-nums; font-size: 13px; }
.call-button {
  display: inline-grid; place-items: center; width: 44px; height: 44px; padding: 0; flex: none;
  border: 0; border-radius: 50%; cursor: pointer; color: inherit;
  background: color-mix(in srgb, currentColor 18%, transparent);
  transition: background-color 120ms ease;
}
.call-button:hover { background: color-mix(in srgb, currentColor 28%, transparent); }
.call-button[aria-pressed='true'] { background: ${token.colorSurface}; color: ${token.colorText}; }
.call-button.hang-up { background: ${token.colorDanger}; color: ${token.colorDangerContrast}; }
.call-button.hang-up:hover { background: color-mix(in srgb, ${token.colorDanger} 85%, #000); }
.call-notice {
  display: flex; align-items: center; gap: 12px; padding: 8px 16px;
  font-size: 14px; color: ${token.colorText}; background: ${token.colorSurfaceAlt};
  border-bottom: 1px solid ${token.colorBorder};
}
.call-notice > span { flex: 1; }
`,
  buttonStyles,
);
