/**
 * The panel's session and open request as one state machine (§4.6, §4.8, §6): which sign-in to
 * use (an anonymous session, restored or new; the host's token with the client id; or none, when
 * the host is asked for auth), the §6 wait of 5000 ms for that auth on the Clock port, and the
 * request opened once authorised — a ticket, or the pre-ticket chat with the fields of §7.2.
 * Misconfiguration is loud: when the wait runs out without a token, the Logger hears once how to
 * fix it and the state fails with AuthRequiredError (the view's 'Chat is not available yet').
 */
import type { Clock, TimerId } from '../../shared/clock';
import type { Logger } from '../../shared/logger';
import type { SyncStore } from '../../shared/storage';
import { createStore } from '../../shared/store';
import type { Readable } from '../../shared/store';
import { AUTH_WAIT_MS, CHAT_CONTEXT_STORAGE_KEY } from '../constants';
import type { ChatSegment } from '../constants';
import type { FaqSuggestion } from './chat-state';
import type { CreateTicketBody } from './client';
import { AuthRequiredError } from './errors';
import type { SessionSnapshot } from './session';
import { signInWay } from './sign-in';
import type { SignInCredentials } from './sign-in';

/** How the panel may sign in: as an anonymous visitor, or with the host's token and the user's client id. */
/** What the page holds to make a session with (one rule for the panel and the launcher: sign-in.ts). */
export type SessionCredentials = SignInCredentials;

/** What the panel was asked to open: a ticket, or a new chat created with `ticket`'s fields (§7.2). */
export interface OpenRequest {
  ticketId?: string | undefined;
  ticket: CreateTicketBody;
  /** Entry suggestions shown before the ticket (the first 5, §2.2). */
  suggestions?: readonly { id: string; title: string }[] | undefined;
  faqs?: readonly FaqSuggestion[] | undefined;
}

export type OpeningPhase = 'idle' | 'signing-in' | 'waiting-for-auth' | 'opening' | 'open' | 'failed';

/**
 * How a ticket or a chat came to be shown. `resume` is the launcher's press: the chat as the user
 * left it, or (nothing shown yet) a new chat with the request's fields. `row`: the list of chats;
 * `link`: a chat link or a form's ticket; `created`: the pre-ticket's first message made the ticket;
 * `live-agent`: the rating popup's 'Chat with a live agent'.
 */
export type OpenSource = 'request' | 'resume' | 'row' | 'link' | 'new-chat' | 'created' | 'live-agent';

export interface OpeningState {
  phase: OpeningPhase;
  /** Why it failed: the sign-in's error, or AuthRequiredError when the §6 wait ran out. */
  error?: Error | undefined;
  /** Counts the times the host was asked for auth: the view dispatches `fin-auth-required` for each. */
  authRequests: number;
  /** What was last asked to show, and by what; the view resets its screen for anything but `resume`. */
  source?: OpenSource | undefined;
  /**
   * Counts the conversations shown: the ticket the pre-ticket chat's first message made
   * (`created`) continues the one shown, so the view keeps its composer (what is typed, and
   * focus) across it; anything else shown starts another.
   */
  conversation: number;
}

/** Tells a port's late answer from the current one: false once another open has started. */
export type Current = () => boolean;

export interface OpeningPorts {
  clock: Clock;
  logger?: Logger | undefined;
  session: Readable<SessionSnapshot>;
  signIn: (token: string, clientId: string) => Promise<void>;
  signInAnonymous: () => Promise<void>;
  restoreAnonymous: () => Promise<void>;
  /** False while the chat is disabled: nothing opens until it is enabled again. */
  enabled: () => boolean;
  /** Shows the ticket at once; `load` false when its view is in hand already (a ticket just created, or reopened locally). */
  openTicket: (ticketId: string, current: Current, load: boolean) => Promise<void>;
  startPreTicket: (ticket: CreateTicketBody, suggestions: { id: string; title: string }[], faqs: FaqSuggestion[], current: Current) => Promise<void>;
}

export type Opening = ReturnType<typeof createOpening>;

/**
 * The one state machine and the one gate for what the panel shows: every open (a request by id
 * or not, the launcher's resume, the list's row, a link, New chat, a ticket just created, the live
 * agent's reopen) is a numbered request; only the latest may change the view, so a late answer of
 * an earlier one (a decision, a greeting) never replaces what the user now sees.
 */
export function createOpening(ports: OpeningPorts) {
  const { clock } = ports;
  const store = createStore<OpeningState>({ phase: 'idle', authRequests: 0, conversation: 0 });
  let credentials: SessionCredentials = { anonymous: false };
  let request: OpenRequest | undefined;
  /** Each request gets a number; `opened` is the one opened in this session. */
  let wanted = 0;
  let opened: number | undefined;
  /** The request shown needs no load (a ticket just created, a local reopen). */
  let inHand = false;
  /** Settles when the latest request has opened (its port's answer), or once another replaces it. */
  let done: { number: number; resolve: () => void; reject: (error: unknown) => void } | undefined;
  let signing = false;
  let wait: TimerId | undefined;
  let logged = false;

  const set = (phase: OpeningPhase, error?: Error) =>
    store.update((draft) => {
      draft.phase = phase;
      draft.error = error;
    });

  function stopWaiting(): void {
    clock.clearTimeout(wait);
    wait = undefined;
  }

  /** §6 ran out without a token: say once how to fix it, and fail (the view says the chat is not available yet). */
  function authMissing(): void {
    wait = undefined;
    const error = new AuthRequiredError();
    if (!logged) ports.logger?.error(error.message);
    logged = true;
    set('failed', error);
  }

  function signInWith(work: () => Promise<void>): void {
    stopWaiting();
    signing = true;
    set('signing-in');
    work()
      .then(
        () => set('idle'),
        (error: unknown) => set('failed', error as Error),
      )
      .finally(() => {
        signing = false;
        step();
      });
  }

  function open(current: OpenRequest, number: number): void {
    opened = number;
    set('opening');
    const isCurrent = () => opened === number && wanted === number;
    const { ticketId, ticket, suggestions = [], faqs = [] } = current;
    const opening = ticketId ? ports.openTicket(ticketId, isCurrent, !inHand) : ports.startPreTicket(ticket, [...suggestions], [...faqs], isCurrent);
    inHand = false;
    // Its failures show in their own states (the pre-ticket error, the ticket's banner), each with Retry.
    void opening.then(
      () => finish(number),
      (error: unknown) => finish(number, error),
    );
  }

  function finish(number: number, error?: unknown): void {
    if (opened === number && wanted === number && store.getSnapshot().phase === 'opening') set('open');
    if (done?.number !== number) return;
    const { resolve, reject } = done;
    done = undefined;
    if (error === undefined) resolve();
    else reject(error);
  }

  /** Moves the machine on from whatever changed: credentials, a request, the session, enable. */
  function step(): void {
    if (store.getSnapshot().phase === 'failed' || signing || !ports.enabled()) return;
    // A ticket in hand (made by a ticketless send while signed out) needs no session to show.
    if (request?.ticketId && inHand && opened !== wanted) return open(request, wanted);
    if (ports.session.getSnapshot().status === 'unauthorised') {
      opened = undefined;
      const way = signInWay(credentials);
      if (way.kind === 'anonymous') return signInWith(() => ports.restoreAnonymous().catch(() => ports.signInAnonymous()));
      if (way.kind === 'token') return signInWith(() => ports.signIn(way.token, way.clientId));
      if (store.getSnapshot().phase !== 'waiting-for-auth') {
        store.update((draft) => {
          draft.phase = 'waiting-for-auth';
          draft.authRequests += 1;
        });
      }
      // A request waits at most 5000 ms for the host's token (§6).
      if (request && wait === undefined) wait = clock.setTimeout(authMissing, AUTH_WAIT_MS);
      return;
    }
    stopWaiting();
    if (request && opened !== wanted) return open(request, wanted);
    if (!request && store.getSnapshot().phase !== 'idle') set('idle');
  }

  /** The one gate: `next` becomes what the panel shows. */
  function want(next: OpenRequest, source: OpenSource, loaded = false): Promise<void> {
    request = next;
    wanted += 1;
    inHand = loaded;
    done?.resolve();
    const settled = new Promise<void>((resolve, reject) => (done = { number: wanted, resolve, reject }));
    store.update((draft) => {
      draft.source = source;
      if (source !== 'created') draft.conversation += 1;
    });
    step();
    return settled;
  }

  /** Shows a ticket, keeping what the chat is about (a later New chat starts from it). */
  const showTicket = (ticketId: string, source: OpenSource, loaded = false) => want({ ...(request ?? { ticket: {} }), ticketId }, source, loaded);

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    step,
    setCredentials(next: SessionCredentials): void {
      credentials = next;
      step();
    },
    /** An open request: a ticket by id, or a new chat with its own fields. `resume` keeps what is shown. */
    request(next: OpenRequest, resume = false): Promise<void> {
      if (!resume || !request) return want(next, resume ? 'resume' : 'request');
      step();
      return Promise.resolve();
    },
    /** The list's row or a chat link: that ticket, loaded (settles once it has, or fails with its load). */
    openTicket: (ticketId: string, source: 'row' | 'link' = 'row'): Promise<void> => showTicket(ticketId, source),
    /**
     * The pre-ticket chat's first message made `ticketId`: shown in place of the pre-ticket chat
     * if that is still what the panel shows (the thread moved already, so nothing is loaded).
     */
    created(ticketId: string): void {
      if (request && !request.ticketId) void showTicket(ticketId, 'created', true).catch(() => undefined);
    },
    /** 'Chat with a live agent' (§4.7): the ticket, reopened locally, shows without a load. */
    reopened: (ticketId: string): Promise<void> => showTicket(ticketId, 'live-agent', true),
    /** A new pre-ticket chat about the same things (segment, context, page fields), not the ticket. */
    newChat(): Promise<void> {
      return request ? want({ ...request, ticketId: undefined }, 'new-chat') : Promise.resolve();
    },
    /** The failure state's Retry: signs in (or asks for auth) again, then opens the request. */
    retry(): void {
      stopWaiting();
      set('idle');
      opened = undefined;
      step();
    },
    /** Disabled: the request opens again once enabled. */
    disabled(): void {
      stopWaiting();
      opened = undefined;
    },
  };
}

export interface RequestSettings {
  ticketId?: string | undefined;
  category?: string | undefined;
  segment?: ChatSegment | undefined;
  suggestions?: readonly { id: string; title: string }[] | undefined;
  faqs?: readonly FaqSuggestion[] | undefined;
}

/** What an open event asks for (fin-chat-open's detail). */
export interface OpenDetail extends Omit<CreateTicketBody, 'tags' | 'context'> {
  ticketId?: string | undefined;
  /** The launcher's press: what is shown stays (OpenSource `resume`). */
  resume?: boolean | undefined;
  context?: unknown;
  suggestions?: readonly { id: string; title: string }[] | undefined;
}

/**
 * The chat context of §3.2, kept in session storage (the help centre clears it when the user
 * leaves it) as the context of the chat now asked for: a request's own context, or none. A new
 * chat carries exactly what its own request gave, never an earlier request's.
 */
export function keepContext(store: SyncStore | undefined, given: unknown): unknown {
  try {
    if (given === undefined) store?.removeItem(CHAT_CONTEXT_STORAGE_KEY);
    else store?.setItem(CHAT_CONTEXT_STORAGE_KEY, JSON.stringify(given));
  } catch {
    // Storage blocked: the request still carries its context.
  }
  return given;
}

/** An open event's detail with the element's settings: the request's own values win (§7.2 fields top level). */
export function openRequest(detail: OpenDetail, settings: RequestSettings, context: unknown): OpenRequest {
  const { titleKey, faqPath, localisedFaqPath, externalRef } = detail;
  return {
    ticketId: detail.ticketId ?? settings.ticketId,
    ticket: {
      tags: settings.segment ? [settings.segment.toLowerCase()] : undefined,
      context,
      titleKey,
      faqPath,
      localisedFaqPath,
      category: detail.category ?? settings.category,
      externalRef,
    },
    suggestions: detail.suggestions ?? settings.suggestions,
    faqs: settings.faqs,
  };
}
