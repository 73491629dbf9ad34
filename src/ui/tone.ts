/** Named colours a server may give a step or a status, and the theme token each one uses. */
import { token } from './theme';

export type Tone = 'success' | 'accent' | 'warning' | 'danger' | 'neutral';

export const toneColor: Readonly<Record<Tone, string>> = {
  success: token.colorSuccess,
  accent: token.colorAccent,
  warning: token.colorWarning,
  danger: token.colorDanger,
  neutral: token.colorTextMuted,
};
