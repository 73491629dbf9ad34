/**
 * Theme tokens. Every token is a `--fin-*` custom property with its default beside it, so a
 * host page can theme from anywhere up the tree (`:root { --fin-color-accent: #7b2cff }`) or per
 * element (`fin-form { … }`). Styles use `token.x`, never a raw colour.
 */
import { styles } from './sheets';

const tokens = {
  fontFamily: ['--fin-font-family', 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'],
  fontSize: ['--fin-font-size', '15px'],
  colorText: ['--fin-color-text', '#191c1f'],
  colorTextMuted: ['--fin-color-text-muted', '#525d68'],
  colorSurface: ['--fin-color-surface', '#ffffff'],
  colorSurfaceAlt: ['--fin-color-surface-alt', '#f3f5f8'],
  colorBorder: ['--fin-color-border', '#e1e5ea'],
  colorAccent: ['--fin-color-accent', '#0b5cff'],
  colorAccentHover: ['--fin-color-accent-hover', '#0049d6'],
  colorAccentContrast: ['--fin-color-accent-contrast', '#ffffff'],
  colorAccentSoft: ['--fin-color-accent-soft', '#e8efff'],
  colorSuccess: ['--fin-color-success', '#00875a'],
  colorWarning: ['--fin-color-warning', '#9a4d00'],
  colorDanger: ['--fin-color-danger', '#d92d20'],
  colorOverlay: ['--fin-color-overlay', 'rgba(16, 24, 40, 0.48)'],
  radius: ['--fin-radius', '16px'],
  radiusSmall: ['--fin-radius-small', '10px'],
  radiusButton: ['--fin-radius-button', '999px'],
  shadow: ['--fin-shadow', '0 12px 32px rgba(16, 24, 40, 0.16), 0 2px 6px rgba(16, 24, 40, 0.08)'],
  focusRing: ['--fin-focus-ring', '0 0 0 3px rgba(11, 92, 255, 0.35)'],
  zIndex: ['--fin-z-index', '2147483000'],
} as const;

/** Width of the widget container (spec §9 Layout): elements' max width and the 'wide' dialog size. */
export const WIDGET_WIDTH = 536;

export type TokenName = keyof typeof tokens;

/** `var(--fin-…, default)` for each token. */
export const token = Object.fromEntries(
  Object.entries(tokens).map(([name, [property, fallback]]) => [name, `var(${property}, ${fallback})`]),
) as Record<TokenName, string>;

/** The documented custom properties and their defaults (docs/theming.md lists them). */
export const themeProperties: readonly (readonly [string, string])[] = Object.values(tokens);

/** Adopted first into every element's shadow root. */
export const baseStyles = styles(`
:host {
  display: block;
  font-family: ${token.fontFamily};
  font-size: ${token.fontSize};
  line-height: 1.45;
  color: ${token.colorText};
  -webkit-font-smoothing: antialiased;
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: border-box; }
[hidden] { display: none !important; }
button, input, select, textarea { font: inherit; color: inherit; }
:focus-visible { outline: none; box-shadow: ${token.focusRing}; }
.fin-visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 1ms !important; transition-duration: 1ms !important; }
}
`);
