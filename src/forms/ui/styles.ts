import { buttonStyles } from '../../ui/Button';
import { progressTimelineStyles } from '../../ui/ProgressTimeline';
import { searchBoxStyles } from '../../ui/SearchBox';
import { styles } from '../../ui/sheets';
import { skeletonStyles } from '../../ui/Skeleton';
import { statusIconStyles } from '../../ui/StatusIcon';
import { token, WIDGET_WIDTH } from '../../ui/theme';
import { cellStyles } from '../../ui/TransactionCell';
import { VIEW_TRANSITION_MS } from '../constants';

/**
 * Mobile first: one column that grows to the widget's 536 px. A wrong answer shows on its border
 * under the pointer too (hovering must not hide it): an input's own, and in a group left empty
 * every option's; once something in a group is chosen the message alone says what is wrong, since
 * a red option not chosen would point at the wrong one. (Comments inside the CSS ship with it.)
 */
export const formElementStyles = styles(
  `
:host { container-type: inline-size; }
.form, .screen {
  position: relative; width: 100%; max-width: ${WIDGET_WIDTH}px; margin: 0 auto; padding: 8px 16px 24px;
  background: ${token.colorSurface}; color: ${token.colorText};
}
.form[aria-busy='true'] { display: grid; gap: 16px; padding-top: 56px; }
.header { display: flex; align-items: center; justify-content: space-between; min-height: 48px; margin: 0 -8px 4px; }
.icon-button {
  display: inline-grid; place-items: center; width: 40px; height: 40px; padding: 0; border: 0; border-radius: 50%;
  background: transparent; color: ${token.colorText}; cursor: pointer;
}
.icon-button:hover { background: ${token.colorSurfaceAlt}; }
.icon-button--small { width: 32px; height: 32px; flex: none; }
.header-action { margin-inline-start: auto; }
.notice {
  display: flex; align-items: flex-start; gap: 10px; margin: 0 0 16px; padding: 12px 12px 12px 14px;
  border-radius: ${token.radiusSmall}; background: ${token.colorAccentSoft}; color: ${token.colorText}; font-size: 14px;
}
.notice > svg { flex: none; color: ${token.colorAccent}; margin-top: 1px; }
.notice p { margin: 0; flex: 1; }
.view { animation: fin-form-view-in ${VIEW_TRANSITION_MS}ms cubic-bezier(0.2, 0.8, 0.2, 1); }
@keyframes fin-form-view-in { from { opacity: 0; transform: translateX(calc(24px * var(--fin-inline-sign, 1))); } }
/* The end screen's status region: out of the layout while empty (no gap in the column), still in the accessibility tree. */
.end-status:empty { position: absolute; }
.title { margin: 0 0 8px; font-size: 24px; line-height: 1.25; font-weight: 700; letter-spacing: -0.01em; outline: none; scroll-margin-top: var(--fin-scroll-offset, 0px); }
.subtitle { margin: 0 0 16px; color: ${token.colorTextMuted}; }
.subtitle p { margin: 0 0 8px; }
.rich a { color: ${token.colorAccent}; }
.prompt-image { display: block; width: 100%; max-height: 240px; object-fit: contain; margin: 8px 0 24px; }
.sheet-image { display: block; max-width: 160px; margin: 0 auto 16px; }
.view-icon { display: grid; place-items: center; color: ${token.colorAccent}; }
.view-flag { width: auto; max-width: 160px; height: auto; margin-inline: auto; border-radius: 2px; box-shadow: 0 0 0 1px ${token.colorBorder}; }
.link-button { padding: 0; margin: 0 0 16px; border: 0; background: none; color: ${token.colorAccent}; font-weight: 600; cursor: pointer; }
.items { display: grid; gap: 20px; margin: 20px 0 24px; }
.subtitle + .items, .link-button + .items { margin-top: 4px; }
/* A bottom prompt or view without items: no empty band of margins above the actions. */
.items:empty { display: none; }
.field { display: grid; gap: 8px; min-width: 0; margin: 0; padding: 0; border: 0; }
.label { padding: 0; font-weight: 600; font-size: 15px; }
.optional { font-weight: 400; color: ${token.colorTextMuted}; }
.hint, .underline { margin: 0; font-size: 13px; color: ${token.colorTextMuted}; }
.error { margin: 0; font-size: 13px; font-weight: 500; color: ${token.colorDanger}; }
.error-summary {
  margin: 0 0 16px; padding: 14px 16px; border: 2px solid ${token.colorDanger}; border-radius: ${token.radiusSmall};
}
.error-summary:focus-visible { outline: 3px solid ${token.colorAccent}; outline-offset: 2px; }
.error-summary-title { margin: 0 0 8px; font-size: 17px; }
.error-summary ul { margin: 0; padding-inline-start: 20px; }
.error-summary a { color: ${token.colorDanger}; font-weight: 600; }
.input {
  width: 100%; min-height: 52px; padding: 14px 16px; border: 1px solid ${token.colorBorder}; border-radius: ${token.radiusSmall};
  background: ${token.colorSurfaceAlt}; color: ${token.colorText}; font-size: 16px; transition: border-color 120ms ease, background-color 120ms ease;
}
textarea.input { resize: vertical; line-height: 1.4; }
.input:hover:not(:disabled) { border-color: color-mix(in srgb, ${token.colorText} 30%, ${token.colorBorder}); }
.input:focus { outline: none; border-color: ${token.colorAccent}; background: ${token.colorSurface}; box-shadow: ${token.focusRing}; }
.input[aria-invalid='true'], .input[aria-invalid='true']:hover:not(:disabled) { border-color: ${token.colorDanger}; }
.input:disabled { opacity: 0.6; cursor: not-allowed; }
.input--mono { font-variant-numeric: tabular-nums; letter-spacing: 0.04em; }
.combo { display: flex; gap: 8px; }
.combo__input { flex: 1; min-width: 0; }
.segmented { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.choice-button {
  min-height: 52px; padding: 12px 16px; border: 1px solid ${token.colorBorder}; border-radius: ${token.radiusSmall};
  background: ${token.colorSurface}; color: ${token.colorText}; font-weight: 600; cursor: pointer; text-align: center;
}
.choice-button--wide { display: flex; width: 100%; text-align: start; }
.choice-button[aria-pressed='true'] { border-color: ${token.colorAccent}; background: ${token.colorAccentSoft}; color: ${token.colorAccent}; }
.choice-button:hover:not(:disabled) { border-color: ${token.colorAccent}; }
.stack, .cells { display: grid; gap: 8px; }
.stars { display: flex; gap: 8px; }
.star {
  flex: 1; height: 52px; border: 1px solid ${token.colorBorder}; border-radius: ${token.radiusSmall}; background: ${token.colorSurface};
  color: ${token.colorText}; font-weight: 700; font-size: 17px; cursor: pointer;
}
.star[data-filled='true'] { background: ${token.colorAccentSoft}; border-color: ${token.colorAccent}; color: ${token.colorAccent}; }
.star[aria-pressed='true'] { background: ${token.colorAccent}; color: ${token.colorAccentContrast}; }
.stars__labels { display: flex; justify-content: space-between; font-size: 13px; color: ${token.colorTextMuted}; }
.choices { display: grid; gap: 8px; }
.choice {
  display: flex; align-items: flex-start; gap: 12px; padding: 14px 16px; border: 1px solid ${token.colorBorder};
  border-radius: ${token.radiusSmall}; background: ${token.colorSurface}; cursor: pointer;
}
.choice[data-checked='true'] { border-color: ${token.colorAccent}; background: ${token.colorAccentSoft}; }
.choice input { width: 20px; height: 20px; margin: 1px 0 0; flex: none; accent-color: ${token.colorAccent}; }
.choice__text { display: grid; gap: 2px; }
.choice__title { font-weight: 500; }
.choice__description { font-size: 13px; color: ${token.colorTextMuted}; }
.choice__labels { display: flex; flex-wrap: wrap; gap: 4px; margin-top: 4px; }
.tag {
  display: inline-flex; align-items: center; gap: 4px; padding: 2px 8px; border-radius: 999px; font-size: 12px;
  background: ${token.colorSurfaceAlt}; color: ${token.colorTextMuted};
}
.tag img { border-radius: 50%; object-fit: cover; }
.custom-text { margin-top: 4px; }
.editable { display: grid; gap: 8px; }
.choice-search { margin-bottom: 4px; }
.cell {
  display: flex; align-items: center; gap: 12px; width: 100%; padding: 12px 14px; border: 1px solid ${token.colorBorder};
  border-radius: ${token.radiusSmall}; background: ${token.colorSurface}; color: ${token.colorText}; text-align: start; list-style: none;
}
.cell--button { cursor: pointer; min-height: 64px; }
.cell--button > svg { margin-inline-start: auto; flex: none; color: ${token.colorTextMuted}; }
.cell--button[aria-pressed='true'] { border-color: ${token.colorAccent}; background: ${token.colorAccentSoft}; }
.field--invalid:not(:has([data-checked='true'], [aria-pressed='true'], [data-filled='true'])) :is(.choice, .choice-button, .cell--button, .star) {
  border-color: ${token.colorDanger};
}
.cell__text { display: grid; gap: 2px; min-width: 0; flex: 1; }
.cell__title { font-weight: 600; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.cell__sub { font-size: 13px; color: ${token.colorTextMuted}; }
.avatar {
  display: inline-grid; place-items: center; flex: none; width: 40px; height: 40px; border-radius: 50%; object-fit: cover;
  background: ${token.colorAccentSoft}; color: ${token.colorAccent}; font-weight: 700;
}
.section-title { margin: 0 0 8px; font-size: 13px; font-weight: 600; letter-spacing: 0.04em; text-transform: uppercase; color: ${token.colorTextMuted}; }
.rows { display: grid; gap: 8px; margin: 0; padding: 0; list-style: none; }
.row { display: flex; align-items: center; gap: 12px; padding: 12px 0; border-bottom: 1px solid ${token.colorBorder}; }
.row__text { display: grid; gap: 2px; flex: 1; }
.row__title { font-weight: 500; }
.row__sub { font-size: 13px; color: ${token.colorTextMuted}; }
.row__link { color: ${token.colorAccent}; font-weight: 600; text-decoration: none; }
.table-item { display: flex; justify-content: space-between; gap: 16px; padding: 12px 0; border-bottom: 1px solid ${token.colorBorder}; }
.table-item__key { color: ${token.colorTextMuted}; }
.table-item__value { font-weight: 600; text-align: end; }
.text-block p { margin: 0 0 8px; }
.text-block__title { font-weight: 600; }
.image-item { display: block; max-width: 100%; max-height: 160px; margin: 0 auto; object-fit: contain; border-radius: ${token.radiusSmall}; }
.terms { margin: 0 0 16px; font-size: 13px; color: ${token.colorTextMuted}; }
.footer { display: grid; gap: 12px; justify-items: center; }
.actions { display: grid; gap: 12px; justify-items: center; width: 100%; }
.actions[data-orientation='HORIZONTAL'] { grid-auto-flow: column; }
.fin-button[aria-disabled='true']:not([aria-busy='true']) { opacity: 0.45; cursor: not-allowed; }
.screen { display: grid; justify-items: center; gap: 8px; padding-top: 48px; text-align: center; }
.screen .subtitle { max-width: 360px; }
@container (min-width: 600px) {
  .form, .screen { padding: 16px 24px 32px; }
  .title { font-size: 28px; }
}
`,
  buttonStyles,
  skeletonStyles,
  searchBoxStyles,
  statusIconStyles,
  progressTimelineStyles,
  cellStyles,
);
