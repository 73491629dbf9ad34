/**
 * The sign-on client (§1, §4.1): one attempt at a time over a full-page redirect, a popup or a
 * hidden frame. Everything it touches in the browser comes in through SignOnEnvironment, so
 * the whole protocol runs under test with fakes and fake time.
 */
import type { Clock } from '../../shared/clock';
import { once } from '../../shared/once';
import { CHALLENGE_PART, POPUP_HEIGHT, POPUP_NAME, POPUP_POLL_MS, POPUP_WIDTH, SIGN_IN_MODES } from '../constants';
import type { SignInErrorCode, SignInMode } from '../constants';
import type { AttemptStore, CookieJar } from './attempts';
import { ensureDeviceIdentity } from './device';
import { readConsentMessage } from './messages';
import type { IncomingMessage } from './messages';
import { authorisationUrl } from './params';
import type { AuthorisationOptions, Challenge } from './params';
import { codeChallenge } from './pkce';
import type { Sha256 } from './pkce';
import { createCodeVerifier, createState } from './random';
import type { Random } from '../../shared/random';
import { failure } from './result';
import type { SignInResult } from './result';

export interface PopupHandle {
  /** The popup's window, to recognise its messages. */
  readonly window: unknown;
  /** True once closed, or once the opener lost it (a severing Cross-Origin-Opener-Policy). */
  readonly closed: boolean;
  navigate(url: string): void;
  close(): void;
}

export interface FrameHandle {
  readonly window: unknown;
  remove(): void;
}

/** The browser window's outer box in screen pixels, to centre the popup on it. */
export interface WindowBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface SignOnEnvironment {
  /** The page's origin: where the service posts its answers. */
  origin: string;
  random: Random;
  sha256: Sha256;
  clock: Clock;
  attempts: AttemptStore;
  cookies: CookieJar;
  windowBox(): WindowBox;
  /** Must open synchronously (popup blockers); null when the browser refused. */
  openPopup(name: string, features: string): PopupHandle | null;
  /** The hidden-frame port; only frame code uses it, so the browser's loads with that code. */
  frames(): Promise<FramePort>;
  listen(handler: (message: IncomingMessage) => void): () => void;
  redirect(url: string): void;
  href(): string;
  replaceUrl(url: string): void;
}

/** What hidden frames need, loaded on first use (in the browser: browser/frames.ts). */
export interface FramePort {
  /** A hidden iframe on `url`; null when one cannot be made. */
  openFrame(url: string): FrameHandle | null;
  /** The session ended at the service (embed/logout-sync): tell the page (fin-sso-logout on document). */
  announceLogout(): void;
  /** core/frames.ts runFrame, shipped with the port so all frame code is one fetch. */
  runFrame(attempt: FrameAttempt): void;
}

export interface SignInOptions extends AuthorisationOptions {
  /** Base URL of the sign-on service, e.g. https://sso.example.com/. */
  serviceUrl: string;
  /** Default 'redirect'. */
  mode?: SignInMode | undefined;
  /** Hidden-frame timeout (frame, connect); default 2000 ms (0 or less times out at once). */
  timeoutMs?: number | undefined;
}

export interface SignOnClient {
  /**
   * Starts a sign-in. In popup mode the popup is opened before this returns, so call it in the
   * click handler itself. A redirect leaves the page: its promise never settles and the result
   * is read on the return page by handleReturn(). Rejects with SignInOptionsError for bad options.
   */
  signIn(options: SignInOptions): Promise<SignInResult>;
  /** On the redirect return page: the result, with the address cleaned; null when not a return. */
  handleReturn(): Promise<SignInResult | null>;
  /** Removes the connected frame (mode connect), if any, without announcing a logout. */
  disconnect(): void;
}

/**
 * What a hidden-frame attempt (frames.ts, loaded on first use) gets from the client: the live
 * attempt's state and its single `end`, and the page's one connection (mode connect).
 */
export interface FrameAttempt {
  env: SignOnEnvironment;
  port: FramePort;
  options: SignInOptions;
  state: string;
  serviceOrigin: string;
  href: string;
  /** Accepts answers from this window only. */
  watch(source: unknown): void;
  /** Runs when the attempt ends, with its result. */
  onEnd(cleanup: (result: SignInResult) => void): void;
  end(error: SignInErrorCode): void;
  /** Ends whatever sign-in is in flight as interrupted. */
  interrupt(): void;
  /** The connected frame's removal, kept by the client for disconnect() and the next connect. */
  connection: Connection;
}

export interface Connection {
  stop(): void;
}

const isHttpUrl = (value: unknown): boolean => typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

/** The option a sign-in cannot work with ('options' when there is no object), or undefined. */
export type WrongOption = 'options' | 'serviceUrl' | 'clientId' | 'redirectUri' | 'mode' | 'challenge';

/** Which option is wrong; the words for the developer are in problems.ts, loaded only then. */
export function wrongOption(options: SignInOptions): WrongOption | undefined {
  if (!options || typeof options !== 'object') return 'options';
  const { serviceUrl, clientId, redirectUri, mode, challenge } = options;
  if (!isHttpUrl(serviceUrl)) return 'serviceUrl';
  if (typeof clientId !== 'string' || !clientId) return 'clientId';
  if (!isHttpUrl(redirectUri)) return 'redirectUri';
  if (mode !== undefined && !SIGN_IN_MODES.includes(mode)) return 'mode';
  const validChallenge = (c: Challenge) => CHALLENGE_PART.test(String(c.method)) && CHALLENGE_PART.test(String(c.id)) && mode !== 'frame' && mode !== 'connect';
  return challenge && !validChallenge(challenge) ? 'challenge' : undefined;
}

/** 440 × 680, centred on the browser window. */
export function popupFeatures(box: WindowBox): string {
  const left = Math.round(box.left + (box.width - POPUP_WIDTH) / 2);
  const top = Math.round(box.top + (box.height - POPUP_HEIGHT) / 2);
  return `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

// Loaded on first need, once; a failed load is asked again on the next call.
const problems = once(() => import('./problems'));
const returnPage = once(() => import('./return'));

export function createSignOnClient(env: SignOnEnvironment): SignOnClient {
  /** Ends the attempt in flight (popup or frame) when another one starts. */
  let interruptActive: (() => void) | undefined;
  /** The connected frame, if any (mode connect). */
  const connection: Connection = { stop() {} };

  function signIn(options: SignInOptions): Promise<SignInResult> {
    const wrong = wrongOption(options);
    if (wrong) return problems().then((module) => Promise.reject(module.optionsError(wrong, options)));
    const mode = options.mode ?? 'redirect';
    interruptActive?.();
    const state = createState(env.random);
    const codeVerifier = createCodeVerifier(env.random);
    // Before anything else and before any await: blockers allow window.open only in the click.
    const popup = mode === 'popup' ? env.openPopup(POPUP_NAME, popupFeatures(env.windowBox())) : null;
    if (mode === 'popup' && !popup) return Promise.resolve(failure('popup_blocked', state));

    ensureDeviceIdentity(env.cookies, env.random);
    env.attempts.add({ state, codeVerifier });
    const url = codeChallenge(codeVerifier, env.sha256).then((challenge) =>
      authorisationUrl(options.serviceUrl, options, { mode, codeChallenge: challenge, state, origin: env.origin }),
    );
    if (mode === 'redirect') return url.then((href) => (env.redirect(href), new Promise<SignInResult>(() => {})));

    return new Promise<SignInResult>((resolve) => {
      const cleanups: ((result: SignInResult) => void)[] = [];
      let done = false;
      let source: unknown = popup?.window;
      const finish = (result: SignInResult): void => {
        if (done) return;
        done = true;
        if (interruptActive === interrupt) interruptActive = undefined;
        for (const cleanup of cleanups.splice(0)) cleanup(result);
        env.attempts.markUsed(state);
        resolve(result);
      };
      const end = (error: SignInErrorCode, description?: string) => finish(failure(error, state, description));
      const interrupt = () => end('interrupted');
      interruptActive = interrupt;
      const serviceOrigin = new URL(options.serviceUrl).origin;
      cleanups.push(
        env.listen((message) => {
          const answer = readConsentMessage(message, { origin: serviceOrigin, source, state });
          if (answer) finish(answer.status === 'success' ? { ...answer, codeVerifier } : answer);
        }),
      );
      const fail = (error: unknown) => end('unknown', error instanceof Error ? error.message : String(error));

      if (popup) {
        cleanups.push(() => popup.close());
        // A popup the user closed, or one whose opener was severed by COOP, reads as closed.
        let timer = env.clock.setTimeout(function poll() {
          if (popup.closed) end('popup_closed');
          else timer = env.clock.setTimeout(poll, POPUP_POLL_MS);
        }, POPUP_POLL_MS);
        cleanups.push(() => env.clock.clearTimeout(timer));
        url.then((href) => done || popup.navigate(href), fail);
        return;
      }

      // Hidden frames (frame, connect) need no click: their code is fetched on first use.
      if (mode === 'connect') connection.stop();
      Promise.all([url, env.frames()]).then(([href, port]) => {
        if (done) return;
        port.runFrame({
          env,
          port,
          options,
          state,
          serviceOrigin,
          href,
          watch: (window) => void (source = window),
          onEnd: (cleanup) => void cleanups.push(cleanup),
          end,
          interrupt: () => interruptActive?.(),
          connection,
        });
      }, fail);
    });
  }

    return {
    signIn,
    // Only the return page needs this code: fetched there.
    handleReturn: () => returnPage().then((module) => module.handleReturn(env)),
    disconnect: () => connection.stop(),
  };
}
