/**
 * The panel's frame in plain DOM (issue 48): while the panel's code (React, the panel, the chat
 * core) loads after an open, the closed `<fin-chat>` shows the panel's box at once, with the
 * panel's sheets, parts and texts: the header with its title, caption, more-actions and close
 * buttons, a spinner in the body and the composer disabled. Escape and the close button close it,
 * as on the panel. The panel's view renders into the same shadow root; the frame goes when the
 * panel's box is there (same sizes: one sheet, ./frame-styles.ts), its entrance carried on.
 * React-free: built on its own as elements/panels/fin-chat-frame.ts (one small file with its own
 * copies of the theme, the texts and the sheets), loaded with the panel's code.
 */
import { applyDirection, elementDir } from '../../../elements/direction';
import { schemeOf } from '../../shared/appearance';
import type { Appearance } from '../../shared/appearance';
import { resolveConfig } from '../../shared/config';
import { getHostState } from '../../shared/host';
import { catalogTranslator, mergeMessages } from '../../shared/i18n';
import type { Messages, Translate } from '../../shared/i18n';
import { CHEVRON_RIGHT_PATH, CLOSE_PATH } from '../../ui/icon-paths';
import { styles, unique } from '../../ui/sheets';
import { spinnerStyles } from '../../ui/spinner-styles';
import { baseStyles } from '../../ui/theme';
import type { ChatPanelHost } from '../open';
import { frameStrings } from '../frame-strings';
import type { panelFrameTexts } from '../frame-strings';
import { panelFrameStyles } from './frame-styles';

/** What the frame reads of the element's props (r2wc's, camelCase). */
export interface FrameProps {
  open?: unknown;
  locale?: unknown;
  apiBase?: unknown;
  appearance?: unknown;
  messages?: unknown;
}

interface Frame {
  panel: HTMLElement;
  shown: boolean;
  /** Waits for the panel's view to render its box. */
  observer?: MutationObserver;
}

const frames = new WeakMap<ShadowRoot, Frame>();
const SVG = 'http://www.w3.org/2000/svg';
const FRAME = 'data-fin-frame';
/**
 * The frame's colour scheme on its own box: the host's custom state is the view's to set (its
 * internals can be attached once, and the frame is built apart from the view's code).
 */
const schemeStyles = styles(`
.panel[data-fin-scheme='fin-light'] { color-scheme: light; }
.panel[data-fin-scheme='fin-dark'] { color-scheme: dark; }
.panel[data-fin-scheme='fin-system'] { color-scheme: light dark; }
`);
// The frame's sheets, in the order the panel adopts them (base theme first): copies of the
// panel's (the frame is a build of its own), taken out again when the panel's are in.
const sheets = unique(baseStyles, spinnerStyles, panelFrameStyles, schemeStyles);

/** Markup from a tag, its attributes and its children. */
function make(tag: string, attributes: Record<string, string>, ...children: (Node | string)[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** A decorative 22 px svg, as the panel draws its icons; `shapes` are [tag, attributes]. */
function icon(attributes: Record<string, string>, ...shapes: [string, Record<string, string>][]): SVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of Object.entries({ width: '22', height: '22', viewBox: '0 0 24 24', 'aria-hidden': 'true', ...attributes })) svg.setAttribute(name, value);
  for (const [tag, shape] of shapes) {
    const node = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(shape)) node.setAttribute(name, value);
    svg.append(node);
  }
  return svg;
}

/** The Icon component's stroke (src/ui/Icon.tsx). */
const stroke = { fill: 'none', stroke: 'currentColor', 'stroke-width': '1.8', 'stroke-linecap': 'round', 'stroke-linejoin': 'round', focusable: 'false' };

function draw(host: ChatPanelHost, t: Translate<keyof typeof panelFrameTexts>): HTMLElement {
  const close = make('button', { type: 'button', class: 'icon-button', part: 'close', 'aria-label': t('close') }, icon(stroke, ['path', { d: CLOSE_PATH }]));
  close.addEventListener('click', () => host.hide());
  // The more-actions button as MoreActions draws it, disabled until the panel's menu is there.
  const dots = ([5, 12, 19] as const).map((cx): [string, Record<string, string>] => ['circle', { cx: String(cx), cy: '12', r: '1.8' }]);
  const more = make('div', { class: 'more' }, make('button', { type: 'button', class: 'icon-button', part: 'more-button', 'aria-label': t('moreActions'), disabled: '' }, icon({}, ...dots)));
  const header = make(
    'div',
    { class: 'header', part: 'header' },
    make('div', { class: 'heading' }, make('h2', { id: 'fin-chat-frame-title', class: 'title', part: 'title' }, t('title')), make('p', { class: 'caption', part: 'caption' }, t('caption'))),
    more,
    close,
  );
  // The Spinner component at 28 px where the panel shows its own while the chat loads (at the top of its message list).
  const spinner = make('span', { class: 'fin-spinner loading frame-spinner', part: 'spinner', 'aria-hidden': 'true' });
  const composer = make(
    'div',
    { class: 'composer', part: 'composer' },
    make('label', { for: 'fin-chat-frame-input', class: 'fin-visually-hidden' }, t('messageLabel')),
    make('textarea', { id: 'fin-chat-frame-input', class: 'input', part: 'input', rows: '1', placeholder: t('messageLabel'), disabled: '' }),
    make('button', { type: 'button', class: 'send', part: 'send', 'aria-label': t('send'), disabled: '' }, icon(stroke, ['path', { d: CHEVRON_RIGHT_PATH }])),
  );
  const body = make('div', { class: 'body', part: 'body' }, make('div', { class: 'log' }, spinner), composer);
  const panel = make('section', { class: 'panel', part: 'panel', role: 'dialog', 'aria-labelledby': 'fin-chat-frame-title', 'aria-busy': 'true', tabindex: '-1', [FRAME]: '' }, header, body);
  panel.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !event.defaultPrevented) {
      event.preventDefault();
      host.hide();
    }
  });
  return panel;
}

/** Makes the frame of an open element, with its texts, direction and appearance as its view would have them. */
function create(root: ShadowRoot, props: FrameProps): Frame {
  const host = root.host as ChatPanelHost;
  const state = getHostState();
  const config = resolveConfig({ attributes: { apiBase: props.apiBase as string | undefined, locale: props.locale as string | undefined }, host: state.config, cookie: document.cookie, baseUrl: document.baseURI });
  const t = catalogTranslator(frameStrings, config.locale, mergeMessages(state.config.messages, props.messages as Messages | undefined));
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...sheets];
  applyDirection(root, elementDir(host, config.locale));
  const panel = draw(host, t);
  const scheme = schemeOf(host, (props.appearance as Appearance | undefined) ?? state.config.appearance ?? 'auto');
  if (scheme) panel.setAttribute('data-fin-scheme', scheme);
  root.append(panel);
  return { panel, shown: false };
}

/**
 * Follows the element's props while its view's code loads: an open draws the frame (once) and
 * takes focus as the panel does; a close leaves it hidden with the element (`:host(:not([open]))`).
 */
export function followPanelFrame(root: ShadowRoot, props: FrameProps): void {
  let frame = frames.get(root);
  if (!props.open) {
    if (frame) frame.shown = false;
    return;
  }
  if (!frame) {
    frame = create(root, props);
    frames.set(root, frame);
  }
  if (!frame.shown) frame.panel.focus();
  frame.shown = true;
}

/** The panel's box, once its view has rendered it. */
const viewPanel = (root: ShadowRoot): HTMLElement | null => root.querySelector(`.panel:not([${FRAME}])`);

/**
 * The view took the root over: the frame goes as soon as the panel's box is in (before that frame
 * is painted), or at once when there is nothing to show (closed). The panel's entrance carries on
 * from where the frame's was, so the box does not slide in twice.
 */
export function removePanelFrame(root: ShadowRoot): void {
  const frame = frames.get(root);
  if (!frame) return;
  const swap = (): boolean => {
    const panel = viewPanel(root);
    if (frame.shown && !panel) return false;
    frame.observer?.disconnect();
    frames.delete(root);
    if (panel) {
      const [entrance] = frame.panel.getAnimations();
      for (const animation of panel.getAnimations()) {
        if (entrance?.currentTime != null) animation.currentTime = entrance.currentTime;
        else animation.finish();
      }
      if (root.activeElement === frame.panel) panel.focus();
    }
    frame.panel.remove();
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet));
    return true;
  };
  if (swap()) return;
  frame.observer = new MutationObserver(() => void swap());
  frame.observer.observe(root, { childList: true, subtree: true });
}
