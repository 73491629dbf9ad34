/**
 * Theme tokens. Every token is a `--fin-*` custom property with its default beside it, so a
 * host page can theme from anywhere up the tree (`:root { --fin-color-accent: #7b2cff }`) or per
 * element (`fin-form { … }`). Styles use `token.x`, never a raw colour.
 */
import { SCHEME_CSS } from '../shared/appearance';
import { styles } from './sheets';

/** [custom property, light default, dark default]: a colour's two defaults become `light-dark()`. */
const tokens = {
  fontFamily: ['--fin-font-family', 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'],
  fontSize: ['--fin-font-size', '15px'],
  colorText: ['--fin-color-text', '#191c1f', '#e7eaee'],
  colorTextMuted: ['--fin-color-text-muted', '#525d68', '#a4aeb9'],
  colorSurface: ['--fin-color-surface', '#ffffff', '#1b1f24'],
  colorSurfaceAlt: ['--fin-color-surface-alt', '#f3f5f8', '#272c33'],
  colorBorder: ['--fin-color-border', '#e1e5ea', '#3d444d'],
  colorAccent: ['--fin-color-accent', '#0b5cff', '#7aa5ff'],
  colorAccentHover: ['--fin-color-accent-hover', '#0049d6', '#9bbcff'],
  colorAccentContrast: ['--fin-color-accent-contrast', '#ffffff', '#0b1733'],
  colorAccentSoft: ['--fin-color-accent-soft', '#e8efff', '#1f2f52'],
  colorSuccess: ['--fin-color-success', '#00875a', '#4cd398'],
  colorWarning: ['--fin-color-warning', '#9a4d00', '#f2a654'],
  colorDanger: ['--fin-color-danger', '#d92d20', '#ff8a80'],
  // White on the light red, a near-black red on the dark one (white on it is 2.3:1).
  colorDangerContrast: ['--fin-color-danger-contrast', '#ffffff', '#2b0a08'],
  colorOverlay: ['--fin-color-overlay', 'rgba(16, 24, 40, 0.48)', 'rgba(0, 0, 0, 0.64)'],
  radius: ['--fin-radius', '16px'],
  radiusSmall: ['--fin-radius-small', '10px'],
  radiusButton: ['--fin-radius-button', '999px'],
  shadow: [
    '--fin-shadow',
    '0 12px 32px rgba(16, 24, 40, 0.16), 0 2px 6px rgba(16, 24, 40, 0.08)',
    '0 12px 32px rgba(0, 0, 0, 0.48), 0 2px 6px rgba(0, 0, 0, 0.32)',
  ],
  focusRing: ['--fin-focus-ring', '0 0 0 3px rgba(11, 92, 255, 0.35)', '0 0 0 3px rgba(122, 165, 255, 0.6)'],
  zIndex: ['--fin-z-index', '2147483000'],
} as const satisfies Record<string, readonly [string, string] | readonly [string, string, string]>;

/** Width of the widget container (spec §9 Layout): elements' max width and the 'wide' dialog size. */
export const WIDGET_WIDTH = 536;

export type TokenName = keyof typeof tokens;

const COLOUR = /#[0-9a-f]{3,8}|rgba?\([^)]*\)/gi;

/**
 * The default of a token in both appearances: each colour of the light value paired with the
 * dark value's colour at the same place in `light-dark()` (which takes colours only, so a
 * shadow's colours are paired one by one).
 */
function bothDefaults(light: string, dark: string): string {
  const darks = dark.match(COLOUR) ?? [];
  let index = 0;
  return light.replace(COLOUR, (colour) => `light-dark(${colour}, ${darks[index++] ?? colour})`);
}

const fallback = (entry: readonly string[]) => (entry.length === 3 ? bothDefaults(entry[1]!, entry[2]!) : entry[1]!);

/** `var(--fin-…, default)` for each token: the host's own value wins in both appearances. */
export const token = Object.fromEntries(Object.entries(tokens).map(([name, entry]) => [name, `var(${entry[0]}, ${fallback(entry)})`])) as Record<TokenName, string>;

/** The documented custom properties and their light and dark defaults (docs/theming.md lists them). */
export const themeProperties: readonly (readonly [property: string, light: string, dark: string])[] = Object.values(tokens).map((entry) => [
  entry[0],
  entry[1],
  entry.length === 3 ? entry[2] : entry[1],
]);

/**
 * Adopted first into every element's shadow root. In Windows high contrast (forced-colors) the
 * system's colours replace ours and backgrounds and box-shadows no longer draw a shape, so focus
 * and the states drawn by a background alone get an outline in the system's colours, and buttons
 * (not menu items, options or text-like ones) a border. The focus outline is `!important`: a
 * component's own `outline: none` (its ring is a box-shadow, dropped there) must not hide it.
 */
export const baseStyles = styles(`${SCHEME_CSS}
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
@media (forced-colors: active) {
  button:not([role], .fin-link, .link-button) { border: 1px solid ButtonText; }
  :focus-visible { outline: 2px solid Highlight !important; outline-offset: 2px; }
  [aria-selected="true"], [aria-current="page"], [aria-current="true"], [aria-pressed="true"], [aria-checked="true"] {
    outline: 2px solid Highlight; outline-offset: -2px;
  }
}
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 1ms !important; transition-duration: 1ms !important; }
}
`);
