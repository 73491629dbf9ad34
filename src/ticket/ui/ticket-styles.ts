/** <fin-ticket>'s page: apart from styles.ts so the chargeback page does not load it. */
import { styles } from '../../ui/sheets';
import { token, WIDGET_WIDTH } from '../../ui/theme';
import { sectionStyles } from './styles';

export const ticketStyles = styles(
  `
:host { max-width: ${WIDGET_WIDTH}px; }
.page {
  position: relative; padding: 24px; border: 1px solid ${token.colorBorder}; border-radius: ${token.radius};
  background: ${token.colorSurface};
}
.page-header { padding-inline-end: 48px; }
.close {
  position: absolute; top: 16px; inset-inline-end: 16px; display: grid; place-items: center; width: 40px; height: 40px; padding: 0;
  border: 0; border-radius: 50%; background: ${token.colorSurfaceAlt}; color: ${token.colorText}; cursor: pointer;
}
.close:hover { background: color-mix(in srgb, ${token.colorText} 10%, ${token.colorSurfaceAlt}); }
.title { margin: 0; font-size: 22px; font-weight: 700; line-height: 1.25; letter-spacing: -0.01em; }
.subtitle { margin: 6px 0 0; color: ${token.colorTextMuted}; }
.skeleton-step { display: flex; gap: 14px; margin-bottom: 16px; }
.skeleton-step > .fin-skeleton-lines { flex: 1; }
.page[aria-busy='true'] .section { opacity: 0.6; transition: opacity 200ms ease; }
.card {
  display: flex; flex-direction: column; gap: 6px; width: 100%; margin: 0; padding: 16px;
  border: 1px solid ${token.colorBorder}; border-radius: ${token.radius}; background: ${token.colorSurface};
  color: inherit; text-align: start;
}
.card--action { flex-direction: row; align-items: center; gap: 12px; cursor: pointer; transition: border-color 120ms ease, box-shadow 120ms ease; }
.card--action:hover { border-color: color-mix(in srgb, ${token.colorAccent} 40%, ${token.colorBorder}); }
.card-text { display: flex; flex-direction: column; gap: 2px; flex: 1 1 auto; min-width: 0; }
.card-title { font-weight: 650; }
.card-subtitle { font-size: 14px; color: ${token.colorTextMuted}; }
.card-progress { display: flex; flex-direction: column; gap: 6px; margin-top: 8px; }
.card-step { font-size: 14px; font-weight: 600; color: ${token.colorAccent}; }
.card-bar { display: flex; gap: 4px; }
.card-bar > span { flex: 1; height: 4px; border-radius: 2px; }
.card-bar__done { background: ${token.colorAccent}; }
.card-bar__pending { background: ${token.colorBorder}; }
.card-chevron { flex: none; color: ${token.colorTextMuted}; }
.error { display: flex; flex-direction: column; align-items: flex-start; gap: 12px; }
.error-title { margin: 0; font-weight: 600; }
`,
  sectionStyles,
);
