/** The troubleshooter chunk's sheets: the shared dialog, then its own. */
import { dialogStyles } from '../../../ui/Dialog';
import { styles } from '../../../ui/sheets';
import { token } from '../../../ui/theme';

export const troubleshooterStyles = styles(
  `
.hc-amount { flex: none; font-weight: 600; font-variant-numeric: tabular-nums; }
.hc-amount--in { color: ${token.colorSuccess}; }
button.hc-row { font: inherit; }
.hc-day { margin: 0 0 8px; font-size: 14px; font-weight: 600; color: ${token.colorTextMuted}; }
.hc-issue__image { display: block; max-width: 100%; height: auto; border-radius: ${token.radius}; }
.hc-issue__subtitle { margin: 0; color: ${token.colorTextMuted}; }
.hc-subcontents { margin: 0; padding-inline-start: 20px; display: flex; flex-direction: column; gap: 12px; }
.hc-subcontents--plain { list-style: disc; }
.hc-subcontents__title { margin: 0 0 4px; font-size: 16px; }
.hc-subcontents p { margin: 0; }
`,
  dialogStyles,
);
