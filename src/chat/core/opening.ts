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

/** How the panel may sign in: as an anonymous visitor, or with the host's token and the user's client id. */
export interface SessionCredentials {
  anonymous: boolean;
  token?: string | undefined;
  clientId?: string | undefined;
}

/** What the panel was asked to open: a ticket, or a new chat created with `ticket`'s fields (§7.2). */
export interface OpenRequest {
  ticketId?: string | undefined;
  ticket: CreateTicketBody;
  /** Entry suggestions shown before the ticket (the first 5, §2.2). */
  suggestions?: readonly { id: string; title: string }[] | undefined;
  faqs?: readonly FaqSuggestion[] | undefined;
}

export type OpeningPhase = 'idle' | 'signing-in' | 'waiting-for-auth' | 'opening' | 'open' | 'failed';

export interface OpeningState {
  phase: OpeningPhase;
  /** Why it failed: the sign-in's error, or AuthRequiredError when the §6 wait ran out. */
  error?: Error | undefined;
  /** Counts the times the host was asked for auth: the view dispatches `fin-auth-required` for each. */
  authRequests: number;
}

export interface OpeningPorts {
  clock: Clock;
  logger?: Logger | undefined;
  session: Readable<SessionSnapshot>;
  signIn: (token: string, clientId: string) => Promise<void>;
  signInAnonymous: () => Promise<void>;
  restoreAnonymous: () => Promise<void>;
  /** False while the chat is disabled: nothing opens until it is enabled again. */
  enabled: () => boolean;
  openTicket: (ticketId: string) => Promise<void>;
  startPreTicket: (ticket: CreateTicketBody, suggestions: { id: string; title: string }[], faqs: FaqSuggestion[]) => Promise<void>;
}

export type Opening = ReturnType<typeof createOpening>;

export function createOpening(ports: OpeningPorts) {
  const { clock } = ports;
  const store = createStore<OpeningState>({ phase: 'idle', authRequests: 0 });
  let credentials: SessionCredentials = { anonymous: false };
  let request: OpenRequest | undefined;
  /** Each request (and New chat) gets a number; `opened` is the one opened in this session. */
  let wanted = 0;
  let opened: number | undefined;
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
    const { ticketId, ticket, suggestions = [], faqs = [] } = current;
    const opening = ticketId ? ports.openTicket(ticketId) : ports.startPreTicket(ticket, [...suggestions], [...faqs]);
    // Its failures show in their own states (the pre-ticket error, the ticket's banner), each with Retry.
    void opening
      .catch(() => undefined)
      .finally(() => {
        if (opened === number && store.getSnapshot().phase === 'opening') set('open');
      });
  }

  /** Moves the machine on from whatever changed: credentials, a request, the session, enable. */
  function step(): void {
    if (store.getSnapshot().phase === 'failed' || signing || !ports.enabled()) return;
    if (ports.session.getSnapshot().status === 'unauthorised') {
      opened = undefined;
      const { anonymous, token, clientId } = credentials;
      if (anonymous) return signInWith(() => ports.restoreAnonymous().catch(() => ports.signInAnonymous()));
      if (token && clientId) return signInWith(() => ports.signIn(token, clientId));
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

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    step,
    setCredentials(next: SessionCredentials): void {
      credentials = next;
      step();
    },
    request(next: OpenRequest): void {
      request = next;
      wanted += 1;
      step();
    },
    /** A new pre-ticket chat about the same things (segment, context, page fields), not the ticket. */
    newChat(): void {
      if (!request) return;
      request = { ...request, ticketId: undefined };
      wanted += 1;
      step();
    },
    /** The failure state's Retry: signs in (or asks for auth) again, then opens the request. */
    retry(): void {
      stopWaiting();
      set('idle');
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
  context?: unknown;
  suggestions?: readonly { id: string; title: string }[] | undefined;
}

/**
 * The chat context of §3.2: kept (session storage in a browser), so a reload, or a new chat,
 * keeps what the chat is about; a request that names none uses the one kept.
 */
export function keepContext(store: SyncStore | undefined, given: unknown): unknown {
  try {
    if (given !== undefined) store?.setItem(CHAT_CONTEXT_STORAGE_KEY, JSON.stringify(given));
    const kept = store?.getItem(CHAT_CONTEXT_STORAGE_KEY);
    return kept === null || kept === undefined ? given : (JSON.parse(kept) as unknown);
  } catch {
    return given; // Storage blocked or unreadable: the context of this request only.
  }
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
