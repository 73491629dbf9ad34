/**
 * The panel's frame (its box, header, body and composer): one sheet for the React panel
 * (chatStyles lists it) and for the frame the closed `<fin-chat>` draws in plain DOM while the
 * panel's code loads (./frame.ts), so nothing moves when React takes over. React-free.
 */
import { styles } from '../../ui/sheets';
import { token } from '../../ui/theme';

export const panelFrameStyles = styles(`
:host { display: contents; }
/* Closed: nothing to show (the panel stays mounted, hidden, so its socket keeps running). */
:host(:not([open])) { display: none; }
.panel {
  position: fixed; inset-inline-end: 0; top: var(--fin-chat-viewport-top, 0); z-index: ${token.zIndex};
  display: flex; flex-direction: column; width: min(var(--fin-chat-width, 400px), 100vw);
  height: var(--fin-chat-viewport-height, 100dvh); background: ${token.colorSurface}; color: ${token.colorText};
  border-inline-start: 1px solid ${token.colorBorder}; box-shadow: ${token.shadow}; outline: none;
  font-family: ${token.fontFamily}; font-size: ${token.fontSize}; line-height: 1.45;
  animation: fin-chat-in 200ms cubic-bezier(0.2, 0.8, 0.2, 1);
}
@keyframes fin-chat-in { from { transform: translateX(calc(24px * var(--fin-inline-sign, 1))); opacity: 0; } }
.header { display: flex; align-items: center; gap: 4px; padding: 12px 8px; padding-inline-start: 20px; border-bottom: 1px solid ${token.colorBorder}; }
.heading { flex: 1; min-width: 0; }
.title { margin: 0; font-size: 18px; font-weight: 700; }
.caption { margin: 0; font-size: 13px; color: ${token.colorTextMuted}; }
.icon-button {
  display: inline-grid; place-items: center; width: 40px; height: 40px; padding: 0; border: 0; border-radius: 50%;
  background: transparent; color: ${token.colorText}; cursor: pointer; fill: currentColor;
}
.icon-button:hover { background: ${token.colorSurfaceAlt}; }
.body { position: relative; flex: 1; min-height: 0; display: flex; flex-direction: column; }
/* The message list, and its spinner while the chat loads: where the frame (./frame.ts) draws its own. */
.log { flex: 1; min-height: 0; overflow-y: auto; padding: 12px 16px; display: flex; flex-direction: column; gap: 2px; overscroll-behavior: contain; }
.loading { align-self: center; margin: 8px; color: ${token.colorTextMuted}; }
/* The frame's spinner, 28 px as the panel's Spinner: a sheet rule, since a style attribute breaks a page's style-src CSP. */
.frame-spinner { width: 28px; height: 28px; border-width: 2px; }
.composer { display: flex; flex-wrap: wrap; align-items: flex-end; gap: 6px; padding: 10px 12px; border-top: 1px solid ${token.colorBorder}; }
.input {
  flex: 1; min-width: 0; resize: none; max-height: 140px; padding: 10px 14px; border: 1px solid ${token.colorBorder}; border-radius: 20px;
  background: ${token.colorSurface}; font-size: 16px; line-height: 1.3;
}
.input:disabled { background: ${token.colorSurfaceAlt}; }
.send { display: grid; place-items: center; flex: none; width: 42px; height: 42px; border: 0; border-radius: 50%;
  background: ${token.colorAccent}; color: ${token.colorAccentContrast}; cursor: pointer; }
.send:disabled { background: ${token.colorBorder}; color: ${token.colorTextMuted}; cursor: default; }
@media (max-width: 480px) { .panel { border-inline-start: 0; } }
`);
