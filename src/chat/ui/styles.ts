import { buttonStyles } from '../../ui/Button';
import { linkedTextStyles } from '../../ui/LinkedText';
import { styles } from '../../ui/sheets';
import { spinnerStyles } from '../../ui/Spinner';
import { token } from '../../ui/theme';
import { toastStyles } from '../../ui/Toast';
import { BUBBLE_MAX_WIDTH } from '../constants';
import { panelFrameStyles } from './frame-styles';

export const chatStyles = styles(
  `
/* The assigned agent beside the title (the frame has none). */
.header-avatar { flex: none; width: 36px; height: 36px; margin-inline-end: 8px; border-radius: 50%; overflow: hidden; display: grid; place-items: center; background: ${token.colorAccentSoft}; color: ${token.colorAccent}; font-weight: 700; }
.header-avatar img { width: 100%; height: 100%; object-fit: cover; }
.stroke { fill: none; stroke: currentColor; stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
.more { position: relative; }
/* Placed by the floating layer: under its button, right-aligned (a failed message's above it). */
.menu {
  z-index: 2; min-width: 200px; margin: 0; padding: 6px;
  background: ${token.colorSurface}; border: 1px solid ${token.colorBorder}; border-radius: ${token.radiusSmall}; box-shadow: ${token.shadow};
}
.menu-list { margin: 0; padding: 0; list-style: none; }
.menu-item { display: block; width: 100%; padding: 10px 12px; border: 0; border-radius: 8px; background: none; color: ${token.colorText}; text-align: start; cursor: pointer; }
.menu-item:hover, .menu-item:focus-visible { background: ${token.colorSurfaceAlt}; }
.notice { margin: 0; padding: 6px 20px; font-size: 13px; background: ${token.colorSurfaceAlt}; color: ${token.colorTextMuted}; }
.banner {
  display: flex; align-items: center; justify-content: space-between; gap: 8px; margin: 8px 12px 0; padding: 4px; padding-inline-start: 14px;
  border-radius: ${token.radiusSmall}; background: color-mix(in srgb, ${token.colorDanger} 10%, ${token.colorSurface}); color: ${token.colorText};
}
.state { flex: 1; display: grid; place-content: center; justify-items: center; gap: 8px; padding: 24px; text-align: center; color: ${token.colorTextMuted}; }
.state-title { margin: 0; font-weight: 600; color: ${token.colorText}; }
.log[role='region'] { padding-top: 0; overflow-anchor: none; }
.rows { flex: none; position: relative; width: 100%; }
.vrow { position: absolute; top: 0; inset-inline-start: 0; width: 100%; display: flex; flex-direction: column; padding-bottom: 2px; }
.loading-older { position: absolute; top: 8px; left: 50%; z-index: 1; transform: translateX(-50%); color: ${token.colorTextMuted}; }
.date { align-self: center; margin: 12px 0 6px; font-size: 12px; color: ${token.colorTextMuted}; }
.new-divider { display: flex; align-items: center; gap: 8px; align-self: stretch; margin: 8px 12px; }
.new-divider::before, .new-divider::after { content: ''; flex: 1; border-top: 1px solid ${token.colorBorder}; }
.row { display: flex; align-items: flex-end; gap: 8px; }
.row.first { margin-top: 8px; }
.row-client { justify-content: flex-end; }
.stack { display: flex; flex-direction: column; max-width: ${BUBBLE_MAX_WIDTH}; min-width: 0; }
.row-client .stack { align-items: flex-end; }
.author { font-size: 12px; color: ${token.colorTextMuted}; margin: 0 0 2px 4px; }
.bubble { padding: 8px 12px; border-radius: 18px; overflow-wrap: anywhere; white-space: pre-line; max-width: 100%; }
.bubble-agent { background: ${token.colorSurfaceAlt}; }
.row-agent .stack > .bubble { max-width: ${BUBBLE_MAX_WIDTH}; }
.bubble-client { background: ${token.colorAccent}; color: ${token.colorAccentContrast}; }
.bubble-client a, .bubble-client .fin-link { color: inherit; }
.bubble-mass { border: 1px solid ${token.colorBorder}; background: ${token.colorSurface}; }
.bubble-failed { box-shadow: 0 0 0 2px ${token.colorDanger}; }
.rich p { margin: 0 0 6px; } .rich p:last-child { margin: 0; } .rich ul, .rich ol { margin: 4px 0; padding-inline-start: 20px; }
.status { display: flex; align-items: center; gap: 4px; font-size: 12px; color: ${token.colorTextMuted}; margin: 2px 4px; }
.status-failed { color: ${token.colorDanger}; }
.status .resend { min-height: 24px; padding: 0 6px; font-weight: 600; }
.meta { display: flex; gap: 6px; font-size: 11px; color: ${token.colorTextMuted}; margin: 2px 4px 0; }
.receipt::before { content: '·'; margin-inline-end: 6px; }
.status .icon-button { width: 32px; height: 32px; color: ${token.colorDanger}; }
.avatar-slot { width: 28px; flex: none; }
.avatar { width: 28px; height: 28px; padding: 0; border: 0; border-radius: 50%; overflow: hidden; cursor: pointer;
  background: ${token.colorAccentSoft}; color: ${token.colorAccent}; font-weight: 700; font-size: 13px; }
.avatar img { display: block; width: 28px; height: 28px; }
.service { align-self: center; margin: 8px 0; font-size: 13px; color: ${token.colorTextMuted}; text-align: center; }
.translation { display: block; margin-top: 4px; font-size: 12px; opacity: 0.85; }
.link-button { padding: 0; border: 0; background: none; color: inherit; text-decoration: underline; cursor: pointer; font-size: inherit; }
.thumb-button { display: block; padding: 0; border: 0; background: none; cursor: zoom-in; border-radius: 12px; overflow: hidden; }
.thumb { display: block; max-width: 100%; height: auto; max-height: 240px; object-fit: cover; border-radius: 12px; }
.preview { display: block; max-width: 100%; height: auto; margin: 0 auto; }
.file { display: inline-flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.upload-progress { flex-basis: 100%; inline-size: 100%; block-size: 4px; accent-color: currentColor; }
.bubble-client .file a { color: inherit; }
.structure-vbox { display: flex; flex-direction: column; gap: 4px; }
.structure-hbox { display: flex; flex-direction: row; flex-wrap: wrap; gap: 8px; align-items: baseline; }
.sc-italic { font-style: italic; } .sc-bold { font-weight: 700; } .sc-normal-text { font-weight: 400; font-style: normal; }
.sc-heading1 { font-size: 1.35em; font-weight: 700; } .sc-heading2 { font-size: 1.2em; font-weight: 700; } .sc-heading3 { font-size: 1.05em; font-weight: 600; }
.typing { display: flex; align-items: center; gap: 8px; margin: 8px 0 0; margin-inline-start: 36px; font-size: 13px; color: ${token.colorTextMuted}; }
.dots { display: inline-flex; gap: 3px; }
.dots span { width: 6px; height: 6px; border-radius: 50%; background: currentColor; animation: fin-dot 1s infinite ease-in-out; }
.dots span:nth-child(2) { animation-delay: 0.15s; } .dots span:nth-child(3) { animation-delay: 0.3s; }
@keyframes fin-dot { 50% { transform: translateY(-3px); opacity: 0.5; } }
.to-bottom { position: absolute; inset-inline-end: 16px; bottom: 88px; width: 40px; height: 40px; border: 1px solid ${token.colorBorder}; border-radius: 50%;
  background: ${token.colorSurface}; color: ${token.colorText}; box-shadow: ${token.shadow}; display: grid; place-items: center; cursor: pointer; }
.to-bottom .count { position: absolute; top: -6px; inset-inline-end: -6px; min-width: 18px; height: 18px; padding: 0 5px; border-radius: 9px;
  background: ${token.colorAccent}; color: ${token.colorAccentContrast}; font-size: 11px; line-height: 18px; text-align: center; }
.pre-ticket-form { margin: 12px 0 4px; }
.suggestions { display: flex; flex-wrap: wrap; gap: 8px; margin: 12px 0 4px; padding: 0; list-style: none; justify-content: flex-end; }
.chip { display: inline-block; padding: 8px 14px; border: 1px solid ${token.colorAccent}; border-radius: 999px; background: ${token.colorSurface};
  color: ${token.colorAccent}; cursor: pointer; text-decoration: none; font-size: 14px; }
.chip[aria-pressed='true'] { background: ${token.colorAccent}; color: ${token.colorAccentContrast}; }
.chip:disabled { opacity: 0.5; cursor: default; }
.request { margin: 12px 0 4px; margin-inline-start: 36px; padding: 12px 14px; border: 1px solid ${token.colorBorder}; border-radius: ${token.radiusSmall}; }
.request p { margin: 0 0 8px; }
.request-title { font-weight: 600; }
.request-buttons { display: flex; flex-wrap: wrap; gap: 8px; }
.rate { display: flex; justify-content: center; padding: 8px; }
.read-only { margin: 0; padding: 14px 20px; border-top: 1px solid ${token.colorBorder}; color: ${token.colorTextMuted}; text-align: center; font-size: 14px; }
.staged { flex-basis: 100%; display: flex; align-items: center; gap: 10px; font-size: 14px; }
.staged img { object-fit: cover; border-radius: 8px; }
.staged-name { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.file-input { display: none; }
.tickets { flex: 1; overflow-y: auto; padding: 8px 16px 16px; }
.section-title { margin: 12px 0 8px; font-size: 13px; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; color: ${token.colorTextMuted}; }
.carousel { display: flex; gap: 12px; margin: 0; padding: 0 0 8px; list-style: none; overflow-x: auto; scroll-snap-type: x mandatory; }
.ticket-card { position: relative; flex: 0 0 min(280px, 85%); scroll-snap-align: start; padding: 14px; padding-inline-end: 40px;
  border: 1px solid ${token.colorBorder}; border-radius: ${token.radiusSmall}; }
.ticket-title { margin: 0; font-weight: 600; }
.ticket-meta { margin: 2px 0 10px; font-size: 13px; color: ${token.colorTextMuted}; }
.ticket-buttons { display: flex; flex-wrap: wrap; gap: 8px; }
.dismiss { position: absolute; top: 4px; inset-inline-end: 4px; width: 32px; height: 32px; }
.history { margin: 0; padding: 0; list-style: none; }
.history-item { display: flex; flex-direction: column; align-items: flex-start; width: 100%; padding: 10px 4px; border: 0; border-bottom: 1px solid ${token.colorBorder};
  background: none; text-align: start; cursor: pointer; }
.history-item .ticket-meta { margin: 0; }
.agent-head { display: flex; align-items: center; gap: 12px; }
.agent-avatar { border-radius: 50%; }
.agent-title { margin: 0; color: ${token.colorTextMuted}; }
.star { color: #b7791f; }
.agent-stats { display: flex; gap: 24px; margin: 16px 0; }
.agent-stats dt { font-size: 12px; color: ${token.colorTextMuted}; } .agent-stats dd { margin: 0; font-weight: 700; font-size: 18px; }
.agent-subtitle { margin: 8px 0; font-size: 14px; }
.compliments { margin: 0; padding: 0; list-style: none; display: grid; gap: 8px; }
.compliments li { display: flex; align-items: center; gap: 8px; }
.compliments .count { margin-inline-start: auto; color: ${token.colorTextMuted}; }
.rating-options { display: flex; gap: 8px; justify-content: center; }
.rating-option { display: flex; flex-direction: column; align-items: center; gap: 4px; min-width: 80px; padding: 10px; border: 2px solid ${token.colorBorder};
  border-radius: ${token.radiusSmall}; background: ${token.colorSurface}; cursor: pointer; }
.rating-option[aria-checked='true'] { border-color: ${token.colorAccent}; background: ${token.colorAccentSoft}; }
.rating-tags { display: flex; flex-wrap: wrap; gap: 8px; margin: 16px 0 0; padding: 0; border: 0; }
.rating-tags legend { margin-bottom: 8px; font-weight: 600; }
.feedback-label { display: block; margin: 16px 0 6px; font-weight: 600; }
.feedback { width: 100%; padding: 10px 12px; border: 1px solid ${token.colorBorder}; border-radius: ${token.radiusSmall}; font-size: 16px; resize: vertical; }
`,
  buttonStyles,
  spinnerStyles,
  toastStyles,
  linkedTextStyles,
  panelFrameStyles,
);
