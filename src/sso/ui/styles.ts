import { buttonStyles } from '../../ui/Button';
import { styles } from '../../ui/sheets';
import { token } from '../../ui/theme';

export const ssoButtonStyles = styles(
  `
:host { display: inline-block; min-width: 200px; }
.sso { display: flex; flex-direction: column; gap: 8px; }
.error { margin: 0; font-size: 14px; line-height: 1.4; color: ${token.colorDanger}; }
.error:empty { margin-top: -8px; }
`,
  buttonStyles,
);
