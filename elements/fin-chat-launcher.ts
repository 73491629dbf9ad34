import { followAppearance, SCHEME_CSS } from '../src/shared/appearance';
import type { Appearance } from '../src/shared/appearance';
import { resolveConfig } from '../src/shared/config';
import { FinWidgetsError } from '../src/shared/errors';
import { emit } from '../src/shared/events';
import { getHostState, subscribeHostState } from '../src/shared/host';
import { catalogTranslator, mergeMessages } from '../src/shared/i18n';
import { consoleLogger } from '../src/shared/logger';
import { once } from '../src/shared/once';
import type { UnreadFollower } from '../src/chat/launcher';
import { hasAnonymousHint } from '../src/chat/anonymous-hint';
import { launcherStrings, PRELOAD_MODES } from '../src/chat/launcher-strings';
import type { PreloadMode } from '../src/chat/launcher-strings';
import { preloadOnIntent, preloadWhenIdle, whenIdle } from '../src/chat/preload';
import { appearanceType, oneOf, parseAttribute } from './attributes';
import { applyDirection, elementDir, subscribeDirChanges } from './direction';
import type { AttributeType } from './attributes';
import { defineElement } from './register';
import '../src/chat/events';

/** Every attribute, with its type (checked before it is read). */
const attributes = {
  'api-base': 'string',
  locale: 'string',
  appearance: appearanceType,
  'device-id': 'string',
  'device-key': 'string',
  'client-id': 'string',
  category: 'string',
  inline: 'boolean',
  preload: oneOf(PRELOAD_MODES),
} as const satisfies Record<string, AttributeType>;
type Attribute = keyof typeof attributes;

const CHAT_ICON = 'M4 5h16v11H9l-5 4z';
let sheet: CSSStyleSheet | undefined;
// The theme's tokens with their light and dark defaults (src/ui/theme.ts), written out: the theme
// module would cost this React-free page a chunk of its own.
const css = `${SCHEME_CSS}
:host { position: fixed; inset-inline-end: 24px; bottom: 24px; z-index: var(--fin-z-index, 2147483000); display: inline-block; }
:host([inline]) { position: static; }
:host([hidden]) { display: none; }
button { position: relative; display: grid; place-items: center; width: 56px; height: 56px; border: 0; border-radius: 50%;
  background: var(--fin-color-accent, light-dark(#0b5cff, #7aa5ff)); color: var(--fin-color-accent-contrast, light-dark(#fff, #0b1733)); cursor: pointer;
  box-shadow: var(--fin-shadow, 0 12px 32px light-dark(rgba(16, 24, 40, 0.16), rgba(0, 0, 0, 0.48)), 0 2px 6px light-dark(rgba(16, 24, 40, 0.08), rgba(0, 0, 0, 0.32))); }
button:hover { background: var(--fin-color-accent-hover, light-dark(#0049d6, #9bbcff)); }
button:focus-visible { outline: 3px solid var(--fin-color-accent, light-dark(#0b5cff, #7aa5ff)); outline-offset: 3px; }
svg { width: 26px; height: 26px; fill: none; stroke: currentColor; stroke-width: 2; stroke-linejoin: round; }
[part=badge] { position: absolute; top: -4px; inset-inline-end: -4px; min-width: 22px; height: 22px; padding: 0 6px; box-sizing: border-box;
  border-radius: 11px; background: var(--fin-color-danger, light-dark(#d92d20, #ff8a80)); color: var(--fin-color-surface, light-dark(#fff, #1b1f24)); text-align: center;
  font: 600 12px/22px var(--fin-font-family, Inter, system-ui, sans-serif); }
[part=badge][hidden] { display: none; }
@media (forced-colors: active) {
  button { border: 2px solid ButtonText; }
  button:focus-visible { outline-color: Highlight; }
  [part=badge] { border: 1px solid CanvasText; }
}
`;

interface LoaderApi {
  (command: string, ...args: unknown[]): unknown;
  version?: string;
}

// Each loaded once; a failed load is asked again on the next need (the loader does the same for its tags).
// Without the loader: the element's module, then its panel's code (chat.preload's own).
const entryModule = once(() => import('./fin-chat'));
const panelModule = once(async () => (await entryModule()).commands.preload());
const unreadModule = once(() => import('../src/chat/launcher'));

const loader = (): LoaderApi | undefined => {
  const api = (window as unknown as { FinWidgets?: LoaderApi }).FinWidgets;
  return api?.version ? api : undefined;
};

/**
 * The panel's code, through the loader when the page has it (one module instance: fin-chat's
 * entry loads the panel on chat.preload), else by import.
 */
function loadPanel(): Promise<unknown> {
  const api = loader();
  return api ? (api('chat.preload') as Promise<unknown>) : panelModule();
}

/** fin-chat's entry through the loader (1 KB, no React): with it in, intent is one round trip from the panel's chunks, not two. */
const loadPanelEntry = (): Promise<unknown> => (loader()?.('ready', 'fin-chat') as Promise<unknown> | undefined) ?? Promise.resolve();

/**
 * The button partner sites embed to open the support chat. It shows the number of unread agent
 * messages (a light poll of GET /tickets/summary for a signed-in page or a visitor with an
 * anonymous chat session, before the panel has run; then live from the panel) and opens `<fin-chat>`.
 * It renders without React, so a page with only the launcher stays light: the panel's code (React
 * and the panel) loads when the user heads for the button (pointer enter, focus, touch start) or
 * presses it, never before while the browser saves data; preload="idle" loads it when the browser is idle.
 *
 * @summary Support chat button with an unread badge; opens <fin-chat>.
 * @tag fin-chat-launcher
 *
 * @attr {string} api-base - Backend URL; the chat API is {api-base}/api/chat.
 * @attr {string} locale - BCP 47 locale for the label and accept-language. Default: the loader's, then the language cookie, then en-GB.
 * @attr {"auto" | "light" | "dark"} appearance - Light or dark colours. auto (default): the page's color-scheme when it sets one, else the user's prefers-color-scheme, live. Default: configure({appearance}), then auto.
 * @attr {string} device-id - The provider's device id; default an id the SDK keeps in storage.
 * @attr {string} device-key - The key the device id is encrypted with (agreed with the provider); without it no count is read.
 * @attr {string} client-id - The signed-in user's client id: with the loader's setAuth token, the launcher can sign in to read the count.
 * @attr {string} category - The category a new chat opened from this button starts in.
 * @attr {boolean} inline - Present: sits in the page's flow instead of the bottom corner at the inline end (bottom-right; bottom-left right to left).
 * @attr {"intent" | "idle"} preload - When the panel's code loads before the first press: 'intent' (default) on pointer enter, focus or touch start; 'idle' when the browser is idle. Never while the browser saves data (Save-Data).
 *
 * @fires {CustomEvent<{category: string | undefined, resume: true}>} fin-chat-open - Pressed: asks the panel to show the chat as the user left it, or a new chat in `category` (bubbles to the document).
 * @fires {CustomEvent<{reason: string}>} fin-auth-required - A signed-in page (a client-id on the launcher or the page's fin-chat) with no token yet: answer with FinWidgets('setAuth', {token}) and the badge counts before the first open.
 * @fires {CustomEvent<{code: string, message: string}>} fin-error - An attribute had a value of the wrong kind.
 *
 * @csspart button - The round button.
 * @csspart badge - The unread count.
 *
 * @cssprop --fin-color-accent - Button background.
 * @cssprop --fin-color-accent-contrast - Icon colour.
 * @cssprop --fin-color-danger - Badge background.
 * @cssprop --fin-z-index - Stacking order of the fixed button.
 */
export class FinChatLauncherElement extends HTMLElement {
  static observedAttributes = Object.keys(attributes);
  readonly #button: HTMLButtonElement;
  readonly #badge: HTMLElement;
  #unread = 0;
  #stop: (() => void)[] = [];
  /** The light poll of the count (src/chat/launcher.ts), until the panel reports counts itself. */
  #follower: UnreadFollower | undefined;
  #panelLive = false;
  /** The poll's code is loading or running. */
  #following = false;
  /** fin-auth-required was dispatched for the count (once per page view, as the panel asks once per open). */
  #askedForAuth = false;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open', delegatesFocus: true });
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
    }
    root.adoptedStyleSheets = [sheet];
    root.innerHTML = `<button part="button" type="button"><svg viewBox="0 0 24 24" aria-hidden="true"><path d="${CHAT_ICON}"/></svg><span part="badge" dir="ltr" aria-hidden="true" hidden></span></button>`;
    this.#button = root.querySelector('button')!;
    this.#badge = root.querySelector('[part=badge]')!;
    this.#button.addEventListener('click', () => void this.#open());
  }

  /** Unread agent messages shown on the badge. */
  get unread(): number {
    return this.#unread;
  }

  connectedCallback(): void {
    const onUnread = (event: CustomEvent<{ unread: number }>) => {
      // The panel's socket is live: its counts replace the poll's.
      this.#panelLive = true;
      this.#unfollow();
      this.#show(event.detail.unread);
    };
    document.addEventListener('fin-chat-unread-change', onUnread);
    this.#stop.push(() => document.removeEventListener('fin-chat-unread-change', onUnread));
    this.#stop.push(
      subscribeHostState(() => {
        this.#label();
        // The host's token came: the poll asks now, or starts (when idle) if it had nothing to ask with before.
        if (this.#follower) this.#follower.refresh();
        else whenIdle(async () => this.#follow());
      }),
    );
    this.#stop.push(() => this.#unfollow());
    this.#stop.push(subscribeDirChanges(() => this.#label()));
    this.#label();
    // The count waits for the browser to be idle: the page's first paint pays for the button only.
    whenIdle(async () => this.#follow());
    // The panel's code loads once the user heads for the button, so the press that follows opens soon after.
    this.#stop.push(preloadOnIntent(this.#button, loadPanel));
    whenIdle(loadPanelEntry);
    preloadWhenIdle(this.#read('preload') as PreloadMode | undefined, loadPanel);
    this.#appear();
    this.#stop.push(subscribeHostState(() => this.#appear()));
    this.#stop.push(() => this.#unappear());
  }

  #unappear: () => void = () => undefined;

  /** Light or dark: the attribute, else the loader's configure({appearance}), else auto (src/shared/appearance.ts). */
  #appear(): void {
    this.#unappear();
    const appearance = (this.#read('appearance') as Appearance | undefined) ?? getHostState().config.appearance ?? 'auto';
    this.#unappear = followAppearance(this, appearance);
  }

  disconnectedCallback(): void {
    for (const stop of this.#stop.splice(0)) stop();
  }

  attributeChangedCallback(name: string): void {
    this.#read(name as Attribute);
    if (name === 'locale') this.#label();
    if (name === 'appearance' && this.isConnected) this.#appear();
  }

  #read(name: Attribute): string | undefined {
    const text = this.getAttribute(name);
    try {
      parseAttribute('fin-chat-launcher', name, attributes[name], text);
      return text ?? undefined;
    } catch (error) {
      if (!(error instanceof FinWidgetsError)) throw error;
      this.#report(error);
      return undefined;
    }
  }

  /** A misconfiguration is loud: one console error and a fin-error naming the attribute and the fix. */
  #report(error: FinWidgetsError): void {
    consoleLogger.error(error.message);
    emit(this, 'fin-error', { code: error.code, message: error.message });
  }

  #config() {
    return resolveConfig({
      attributes: { apiBase: this.#read('api-base'), locale: this.#read('locale') },
      host: getHostState().config,
      cookie: document.cookie,
      baseUrl: document.baseURI,
    });
  }

  /** The badge is live before the panel's first open: a light poll, not the panel's code. */
  #follow(): void {
    const deviceKey = this.#read('device-key');
    if (!deviceKey || this.#panelLive || this.#following) return;
    // A visitor with no possible session (no host token, no anonymous session stored) loads none of the poll's code.
    if (!getHostState().auth?.token && !hasAnonymousHint()) return this.#askForAuth();
    this.#following = true;
    // Its code (the poll, the stored device id) loads now, after the first paint: the count comes a moment later.
    void unreadModule().then(({ followUnread }) => {
      if (this.#panelLive || this.#follower || !this.isConnected) return;
      const options = () => {
        const { apiBase, locale } = this.#config();
        return { apiBase, locale, deviceKey, deviceId: this.#read('device-id'), clientId: this.#clientId(), token: getHostState().auth?.token };
      };
      this.#follower = followUnread(options, (unread) => this.#show(unread), { onMisconfigured: (error) => this.#report(error) });
    }, () => void (this.#following = false));
  }

  /**
   * A signed-in page (a client id on the launcher or the page's panel) with no token yet: ask the
   * host for one as the panel does (fin-auth-required, answered with setAuth), so the badge counts
   * before the first open; the host state's change then starts the poll.
   */
  #askForAuth(): void {
    if (this.#askedForAuth || !this.#clientId()) return;
    this.#askedForAuth = true;
    // Asked once the page has loaded, so its own scripts (deferred and module ones, which run after
    // readyState turns 'interactive') listen by then.
    const ask = () => emit(this, 'fin-auth-required', { reason: 'chat' });
    if (document.readyState === 'complete') ask();
    else window.addEventListener('load', ask, { once: true });
  }

  /** The user's client id: the launcher's, else the page's panel's (the one it opens). */
  #clientId(): string | undefined {
    return this.#read('client-id') ?? document.querySelector('fin-chat')?.getAttribute('client-id') ?? undefined;
  }

  #unfollow(): void {
    this.#follower?.stop();
    this.#follower = undefined;
    this.#following = false;
  }

  #show(unread: number): void {
    this.#unread = unread;
    this.#badge.hidden = unread < 1;
    this.#badge.textContent = unread > 99 ? '99+' : String(unread);
    this.#label();
  }

  #label(): void {
    const { locale } = this.#config();
    applyDirection(this.shadowRoot!, elementDir(this, locale));
    const t = catalogTranslator(launcherStrings, locale, mergeMessages(getHostState().config.messages));
    this.#button.setAttribute('aria-label', this.#unread > 0 ? t('openUnread', { count: this.#unread }) : t('open'));
  }

  async #open(): Promise<void> {
    try {
      // fin-chat's entry, not the panel's code: the open itself loads that, and the panel's frame
      // shows while it does (issue 48). Through the loader it came at idle time (loadPanelEntry).
      const api = loader();
      await (api ? (api('ready', 'fin-chat') as Promise<unknown>) : entryModule());
    } catch {
      return; // The loader (or the import) reported it; the next press tries again.
    }
    // The chat as the user left it; the category only for a first chat.
    emit(this, 'fin-chat-open', { category: this.#read('category'), resume: true });
  }
}

defineElement('fin-chat-launcher', FinChatLauncherElement);

declare global {
  interface HTMLElementTagNameMap {
    'fin-chat-launcher': FinChatLauncherElement;
  }
}
