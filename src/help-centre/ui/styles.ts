/** <fin-help-centre>'s styles: the design system's sheets it renders, then its own. */
import { buttonStyles } from '../../ui/Button';
import { searchBoxStyles } from '../../ui/SearchBox';
import { linkedTextStyles } from '../../ui/LinkedText';
import { styles } from '../../ui/sheets';
import { skeletonStyles } from '../../ui/Skeleton';
import { spinnerStyles } from '../../ui/Spinner';
import { token } from '../../ui/theme';
import { toastStyles } from '../../ui/Toast';
import { DESCRIPTION_LINES } from '../constants';

export const helpCentreStyles = styles(
  `
/* The host's sticky header (docs/theming.md "Scroll offset"): scrolling into view stops below it. */
:host, .hc * { scroll-margin-top: var(--fin-scroll-offset, 0px); }
.hc { max-width: 720px; margin: 0 auto; }
.hc-page { display: flex; flex-direction: column; gap: 20px; padding: 8px 0 24px; }
.hc-header { display: flex; align-items: center; gap: 8px; }
.hc-title { margin: 0; font-size: 26px; line-height: 1.2; font-weight: 700; letter-spacing: -0.01em; }
/* Focused on arrival (usePageChange) to start reading there: a heading is no control, so no ring. */
.hc-title:focus { outline: none; }
.hc-landing__top { display: flex; justify-content: space-between; min-height: 8px; }
.hc-landing__history { margin-inline-start: auto; }
.hc-landing__title { font-size: 30px; }
.hc-landing__content { display: flex; flex-direction: column; gap: 20px; }
.hc-greeting { display: block; color: ${token.colorTextMuted}; font-size: 0.8em; }
.hc-greeting--shrink { font-size: 0.5em; overflow-wrap: anywhere; }
.hc-greeting--unseen { visibility: hidden; }
.hc-icon-button {
  display: inline-grid; place-items: center; flex: none; width: 40px; height: 40px; padding: 0;
  border: 0; border-radius: 50%; background: ${token.colorSurfaceAlt}; color: ${token.colorText}; cursor: pointer;
}
.hc-icon-button:hover { background: ${token.colorBorder}; }
.hc-search { display: flex; flex-direction: column; gap: 20px; }
/* The combobox's box and listbox sit in the bar's grid: the box beside Cancel, the list under both. */
.hc-search__bar { display: grid; grid-template-columns: minmax(0, 1fr) auto; align-items: center; column-gap: 12px; }
.hc-search__bar .hc-search__combobox, .hc-search__bar .fin-combobox__content { display: contents; }
.hc-search__bar .fin-search { grid-column: 1; grid-row: 1; }
.hc-search__cancel { grid-column: 2; grid-row: 1; }
.hc-search__combobox .fin-combobox__list { grid-column: 1 / -1; grid-row: 2; margin-top: 12px; }
.hc-search__combobox .fin-combobox__option { padding: 0 14px; background: ${token.colorSurface}; }
.hc-search__combobox .fin-combobox__option--active { background: ${token.colorAccentSoft}; }
.hc-completion { display: flex; align-items: center; gap: 14px; min-width: 0; height: 100%; }
.hc-completion > span { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.hc-text-button {
  padding: 4px 0; border: 0; background: none; color: ${token.colorAccent}; font-weight: 600; cursor: pointer;
}
.hc-text-button:hover { text-decoration: underline; }
.hc-section { display: flex; flex-direction: column; gap: 8px; }
.hc-section__head { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; }
.hc-section__title { margin: 0; font-size: 17px; font-weight: 700; }
.hc-link { color: ${token.colorAccent}; font-weight: 600; text-decoration: none; }
.hc-list { display: flex; flex-direction: column; gap: 2px; margin: 0; padding: 0; list-style: none; }
.hc-row {
  display: flex; align-items: center; gap: 14px; width: 100%; min-height: 52px; padding: 12px 14px;
  border: 0; border-radius: ${token.radiusSmall}; background: ${token.colorSurface}; color: inherit;
  text-align: start; text-decoration: none; cursor: pointer;
}
.hc-row:hover { background: ${token.colorAccentSoft}; }
.hc-row--static { cursor: default; }
.hc-row__icon { flex: none; color: ${token.colorAccent}; }
.hc-row__text { display: flex; flex-direction: column; gap: 2px; flex: 1; min-width: 0; }
.hc-row__title { font-weight: 600; }
.hc-row__description {
  color: ${token.colorTextMuted}; font-size: 14px;
  display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: ${DESCRIPTION_LINES}; overflow: hidden;
}
.hc-row__chevron { flex: none; margin-inline-start: auto; color: ${token.colorTextMuted}; }
.hc-row mark, .hc-completion mark { background: none; color: inherit; font-weight: 700; }
.hc-autocomplete { display: flex; flex-direction: column; gap: 16px; }
.hc-no-results { display: flex; flex-direction: column; gap: 8px; }
.hc-muted { margin: 0; color: ${token.colorTextMuted}; }
.hc-empty { display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 32px 16px; text-align: center; }
.hc-empty__icon { color: ${token.colorTextMuted}; }
.hc-form { min-height: 200px; }
.hc-skeletons .fin-skeleton--line { height: 0.9em; margin: 0.275em 0; }
.hc-title--skeleton { flex: 1; }
.hc-title--skeleton .fin-skeleton--line { margin: 0.15em 0; }
.hc-retry {
  display: flex; flex-direction: column; align-items: center; gap: 8px; padding: 24px 16px;
  border-radius: ${token.radius}; background: ${token.colorSurfaceAlt}; text-align: center;
}
.hc-retry__icon { color: ${token.colorWarning}; }
.hc-retry__title { margin: 0; font-weight: 700; }
.hc-error-page { align-items: center; text-align: center; padding-top: 48px; }
.hc-error-page__icon { color: ${token.colorDanger}; }
.hc-banner {
  display: flex; gap: 12px; padding: 16px; border-radius: ${token.radius}; background: ${token.colorSurfaceAlt};
  border-inline-start: 4px solid ${token.colorAccent};
}
.hc-banner--active { border-inline-start-color: ${token.colorWarning}; }
.hc-banner--resolved { border-inline-start-color: ${token.colorSuccess}; }
.hc-banner--active .hc-banner__icon { color: ${token.colorWarning}; }
.hc-banner--resolved .hc-banner__icon { color: ${token.colorSuccess}; }
.hc-banner__icon { flex: none; color: ${token.colorAccent}; }
.hc-banner--pending { box-sizing: border-box; border-left-color: ${token.colorBorder}; }
.hc-banner--pending .hc-banner__body { flex: 1; align-items: stretch; }
.hc-banner__body { display: flex; flex-direction: column; align-items: flex-start; gap: 6px; min-width: 0; }
.hc-banner__title { margin: 0; font-weight: 700; }
.hc-banner__text { margin: 0; color: ${token.colorTextMuted}; overflow-wrap: anywhere; }
.hc-content { display: flex; flex-direction: column; gap: 12px; overflow-wrap: anywhere; }
.hc-content h2 { margin: 8px 0 0; font-size: 18px; }
.hc-content p, .hc-content ul, .hc-content ol { margin: 0; }
.hc-content a { color: ${token.colorAccent}; }
.hc-steps { display: flex; flex-direction: column; gap: 16px; padding: 0; list-style: none; }
.hc-step { display: flex; gap: 14px; }
.hc-step__number {
  display: grid; place-items: center; flex: none; width: 32px; height: 32px; border-radius: 50%;
  background: ${token.colorAccentSoft}; color: ${token.colorAccent}; font-weight: 700;
}
.hc-step__title { margin: 4px 0 4px; font-size: 16px; }
.hc-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
.hc-app-only { padding: 4px 0; }
.hc-feedback {
  display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px;
  padding: 16px; border-radius: ${token.radius}; background: ${token.colorSurfaceAlt};
}
.hc-feedback__question { margin: 0; font-weight: 600; }
.hc-feedback__buttons { display: flex; gap: 8px; }
.hc-feedback-form { display: flex; flex-direction: column; gap: 12px; }
.hc-tags { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; border: 0; }
.hc-tag {
  display: inline-flex; align-items: center; gap: 8px; padding: 8px 14px; border: 1px solid ${token.colorBorder};
  border-radius: ${token.radiusButton}; cursor: pointer;
}
.hc-tag:has(input:checked) { border-color: ${token.colorAccent}; background: ${token.colorAccentSoft}; }
.hc-tag input { margin: 0; accent-color: ${token.colorAccent}; }
.hc-label { font-weight: 600; }
.hc-textarea {
  width: 100%; padding: 10px 12px; border: 1px solid ${token.colorBorder}; border-radius: ${token.radiusSmall};
  resize: vertical;
}
.hc-error { margin: 0; color: ${token.colorDanger}; }
.hc-debug { margin: 0; font-family: monospace; color: ${token.colorTextMuted}; }
`,
  buttonStyles,
  // The search box's; the combobox's come with its chunk (SearchField).
  searchBoxStyles,
  spinnerStyles,
  skeletonStyles,
  toastStyles,
  linkedTextStyles,
);
