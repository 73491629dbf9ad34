/**
 * The help-centre HTTP client (spec: forms-tickets-tracker.md §7): the ticket widget uses it
 * now and the help centre will reuse it, so it lives in shared code and knows no feature's
 * models — callers pass their decoders.
 */
import type { EarlyRequest } from '../early';
import { buildUrl, createHttpClient, HttpStatusError } from '../http';
import type { Http, HttpMethod } from '../http';
import type { Clock } from '../clock';
import { consoleLogger } from '../logger';
import type { Logger } from '../logger';
import { toAcceptLanguage } from '../i18n';
import { CHARGEBACK_SECTIONS_QUERY, HELPCENTRE_BASE_PATH, HELPCENTRE_HEADERS } from './constants';

/** Who is asking: sent as headers on every call. */
export interface HelpCentreIdentity {
  /** The device fingerprint. */
  deviceId: string;
  /** Sent only when the user is known. */
  registeredIdentityId?: string | undefined;
  /** ISO 3166-1 alpha-2 country of the user, when known. */
  userCountry?: string | undefined;
  /** BCP 47 locale such as en-GB, sent as accept-language. */
  locale: string;
}

/** Where an action request goes: both method and path come from the server. */
export interface HelpCentreActionRequest {
  method: Exclude<HttpMethod, 'GET'>;
  path: string;
  /** Sent with PATCH, POST and PUT; DELETE has none. */
  body?: unknown;
}

export interface HelpCentreClientOptions {
  /** The backend's URL; the client adds /helpcentre. */
  apiBase: string;
  /** Read before every call, so a sign-in or a locale change applies at once. */
  identity: () => HelpCentreIdentity | Promise<HelpCentreIdentity>;
  fetch?: typeof globalThis.fetch;
  clock?: Clock;
  /** Where failed GETs are logged before they are rethrown; the console by default. */
  logger?: Logger;
}

export interface HelpCentreClient {
  /** {api-base}/helpcentre: what its calls, and the relative URLs in their answers, are relative to. */
  readonly baseUrl: string;
  /** GET tickets/{ticketId}: the ticket configuration. */
  getTicket<T>(ticketId: string, decode: (json: unknown) => T): Promise<T>;
  /** POST tickets/{ticketId}/seen. */
  markTicketSeen(ticketId: string): Promise<void>;
  /** The chargeback sections of a transaction; undefined when it has none (404). */
  getChargebackSections<T>(transactionId: string, decode: (json: unknown) => T): Promise<T | undefined>;
  /** An action request from a widget. */
  sendActionRequest(request: HelpCentreActionRequest): Promise<unknown>;
}

/** Who the user is (forms spec §6): the device id, and the registered identity only when known. */
export function userHeaders(identity: Pick<HelpCentreIdentity, 'deviceId' | 'registeredIdentityId'>): Record<string, string> {
  const headers: Record<string, string> = { [HELPCENTRE_HEADERS.deviceId]: identity.deviceId };
  if (identity.registeredIdentityId) headers[HELPCENTRE_HEADERS.registeredIdentity] = identity.registeredIdentityId;
  return headers;
}

/** The spec's headers for one identity; the registered identity and country only when known. */
export function helpCentreHeaders(identity: HelpCentreIdentity): Record<string, string> {
  const headers: Record<string, string> = { ...userHeaders(identity), [HELPCENTRE_HEADERS.acceptLanguage]: toAcceptLanguage(identity.locale) };
  if (identity.userCountry) headers[HELPCENTRE_HEADERS.userCountry] = identity.userCountry;
  return headers;
}

/** The headers of an identity known now, or once it is: no promise when none is needed. */
export const identityHeaders = (identity: HelpCentreIdentity | Promise<HelpCentreIdentity>): Record<string, string> | Promise<Record<string, string>> =>
  identity instanceof Promise ? identity.then(helpCentreHeaders) : helpCentreHeaders(identity);

const segment = (value: string): string => encodeURIComponent(value);

// Joined, not resolved: an api-base with a path (https://bank.example/api/) keeps it.
const clientBase = (apiBase: string): string => apiBase.replace(/\/+$/, '') + HELPCENTRE_BASE_PATH;

export const ticketPath = (ticketId: string): string => `tickets/${segment(ticketId)}`;
export const chargebackSectionsPath = (transactionId: string): string => `tickets/v2/latest/origin-entities/${segment(transactionId)}/sections`;

/** A GET exactly as the client sends it (credentials, headers), for an element's early request. */
export const helpCentreGet = (apiBase: string, identity: HelpCentreIdentity, path: string, query?: Readonly<Record<string, string>>): EarlyRequest => ({
  url: buildUrl(clientBase(apiBase), path, query),
  headers: helpCentreHeaders(identity),
  credentials: 'include',
});

export function createHelpCentreClient(options: HelpCentreClientOptions): HelpCentreClient {
  const baseUrl = clientBase(options.apiBase);
  const http: Http = createHttpClient({
    baseUrl,
    credentials: 'include',
    headers: () => identityHeaders(options.identity()),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
  });
  const logger = options.logger ?? consoleLogger;

  /** Spec §8: GET errors are logged and rethrown (the chargeback 404 excepted, by its caller). */
  function logged(path: string, error: unknown): never {
    logger.error(`help centre: GET ${path} failed.`, error);
    throw error;
  }

  return {
    baseUrl,
    async getTicket(ticketId, decode) {
      const path = ticketPath(ticketId);
      return http.get(path, { decode }).catch((error: unknown) => logged(path, error));
    },
    async markTicketSeen(ticketId) {
      await http.post(`tickets/${segment(ticketId)}/seen`);
    },
    async getChargebackSections(transactionId, decode) {
      const path = chargebackSectionsPath(transactionId);
      try {
        return await http.get(path, { decode, query: CHARGEBACK_SECTIONS_QUERY });
      } catch (error) {
        // Spec §7: a transaction without a chargeback answers 404, which is no block, not a failure.
        if (error instanceof HttpStatusError && error.status === 404) return undefined;
        return logged(path, error);
      }
    },
    sendActionRequest({ method, path, body }) {
      return method === 'DELETE' ? http.delete(path) : http.request({ method, path, body });
    },
  };
}
