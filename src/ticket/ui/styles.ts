import { buttonStyles } from '../../ui/Button';
import { progressTimelineStyles } from '../../ui/ProgressTimeline';
import { styles } from '../../ui/sheets';
import { skeletonStyles } from '../../ui/Skeleton';
import { token, WIDGET_WIDTH } from '../../ui/theme';
import { cellStyles } from '../../ui/TransactionCell';

/** Sections and widgets: one sheet shared by <fin-ticket> (ticket-styles.ts) and <fin-chargeback>. */
export const sectionStyles = styles(
  `
.section { padding: 20px 0 0; }
.section + .section { margin-top: 8px; border-top: 1px solid ${token.colorBorder}; }
.section-header { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; margin-bottom: 12px; }
.section-title { margin: 0; font-size: 13px; font-weight: 650; letter-spacing: 0.04em; text-transform: uppercase; color: ${token.colorTextMuted}; }
.section-right-title { font-size: 13px; color: ${token.colorTextMuted}; }
.widgets { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 8px; }
.widget--cell_transaction, .widget--cell_faq, .widget--cell_funds, .widget--cell_restriction { margin: 0 -12px; }
.action-error {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 8px 12px;
  margin-top: 16px; padding: 12px 16px; border: 1px solid ${token.colorBorder}; border-radius: ${token.radius};
}
.action-error .error-title { margin: 0; font-weight: 600; }
.action-error-buttons { display: flex; gap: 8px; }
.text > p { margin: 0; }
.text-title { font-weight: 600; }
.text-body { color: ${token.colorTextMuted}; }
.counter {
  display: flex; align-items: center; gap: 16px; padding: 14px 16px;
  border-radius: ${token.radiusSmall}; background: ${token.colorSurfaceAlt};
}
.counter-value { font-size: 26px; font-weight: 700; line-height: 1; font-variant-numeric: tabular-nums; color: ${token.colorAccent}; }
.counter-text { display: flex; flex-direction: column; }
.counter-title { font-weight: 600; }
.warning {
  display: flex; gap: 12px; padding: 14px 16px; border-radius: ${token.radiusSmall};
  background: color-mix(in srgb, ${token.colorWarning} 9%, ${token.colorSurface});
  border: 1px solid color-mix(in srgb, ${token.colorWarning} 25%, ${token.colorSurface});
}
.warning-icon { flex: none; color: ${token.colorWarning}; }
.warning-text > p { margin: 0; }
.warning-title { font-weight: 600; }
.widget-action { margin-top: 10px; }
.fin-cell .widget-action { margin-top: 0; flex: none; }
.restriction-icon { color: ${token.colorDanger}; background: color-mix(in srgb, ${token.colorDanger} 10%, ${token.colorSurface}); }
`,
  buttonStyles,
  skeletonStyles,
  progressTimelineStyles,
  cellStyles,
);

export const chargebackStyles = styles(
  `
:host { max-width: ${WIDGET_WIDTH}px; }
.block { padding: 0 20px 20px; border: 1px solid ${token.colorBorder}; border-radius: ${token.radius}; background: ${token.colorSurface}; }
.block[aria-busy='true'] { padding-top: 20px; }
`,
  sectionStyles,
);
