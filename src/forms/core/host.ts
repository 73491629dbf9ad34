/**
 * The form host port (spec §7) and its two variants: the real server over HTTP, and an
 * adapter the host page supplies as a property (`form.adapter = {loadFlow, submitFlow, …}`).
 */
import { FinWidgetsError } from '../../shared/errors';
import { BadJsonError, HttpStatusError } from '../../shared/http';
import type { Http } from '../../shared/http';
import { flowPath, formHeaders, querySuffix } from './flow-request';
import type { Uploader } from './uploads';
import { once } from '../../shared/once';
import type { AddressHost, AddressSuggestion, CountryState } from './address/host';
import type { AddressValue, CountryConfiguration } from './items/address';

export interface ValidationAnswer {
  isValid: boolean;
  message?: string;
}

/** validateAddress's answer (§7); `title` (not in the spec) heads the ineligible-address sheet. */
export interface AddressValidationAnswer {
  success: boolean;
  messageType?: 'invalid_address' | 'invalid_address_postcode' | 'ineligible_address';
  message?: string;
  title?: string;
}

/** §7 Transaction listing: one page, keyed by createdBefore. */
export interface TransactionsRequest {
  flowId: string;
  itemId: string;
  /** ISO 8601: the page holds transactions created before this, in the 30 days before it. */
  createdBefore: string;
  searchKeyword?: string;
  /** The page's transactionId (§2): the answer includes it, so it can be preselected. */
  transactionId?: string;
  excludeTransactionIds?: string[];
  transactionIds?: string[];
  /** The item's filters (§3 Transaction filter: mcc, chargebackEligible, createdDate range), each value of its valueType. */
  filters?: { name: string; type: string; valueType: string; values: (string | number | boolean)[] }[];
}

/** §7 getTransactionsLegacy: a query of count, from and to, plus the mcc and chargebackEligible filters. */
export interface LegacyTransactionsQuery {
  count: number;
  from: string;
  to: string;
  mcc?: (string | number)[];
  chargebackEligible?: boolean;
}

export interface EntitiesRequest {
  flowId: string;
  itemId: string;
  /** The previous page's createdSince; absent for the first page. */
  createdSince?: string;
}

export interface CardsRequest {
  flowId: string;
  itemId: string;
}

/** §7 Entities summary: each parameter value wrapped in a list. */
export interface EntitiesSummaryRequest {
  flowId: string;
  itemId: string;
  parameters: Record<string, string[]>;
}

/**
 * The listing calls of the pickers (§7), made from a host's source by src/forms/core/listings.ts
 * in the pickers' lazy chunk, so the form's first load carries none of them. Answers are the
 * server's JSON, decoded by the pickers (src/forms/core/pickers/wire.ts).
 */
export interface FormListings {
  /** `{transactions, last, createdSince}`. */
  listTransactions(request: TransactionsRequest): Promise<unknown>;
  /** `{transactions}` or a list. */
  getTransactionsLegacy(query: LegacyTransactionsQuery): Promise<unknown>;
  /** `{entities, last, createdSince}`. */
  getEntities(request: EntitiesRequest): Promise<unknown>;
  /** `{cards}` or a list. */
  getCards(request: CardsRequest): Promise<unknown>;
  getCard(request: CardsRequest & { cardId: string }): Promise<unknown>;
  /** `{title?, rows: [{title, value?, description?}]}`. */
  getEntitiesSummary(request: EntitiesSummaryRequest): Promise<unknown>;
}

/** Headers read for each call: the user's identity (§6), once the device id is known. */
export type HeaderSource = () => Readonly<Record<string, string>> | Promise<Readonly<Record<string, string>>>;

/**
 * Where a host's calls go: the reference server's HTTP client (its own headers: the identity,
 * credentials included), or the host page's adapter. `identity` is for the calls made beside the
 * client (the uploads' XMLHttpRequest).
 */
export type HostSource =
  | { http: Http; headers: Readonly<Record<string, string>>; identity?: HeaderSource; adapter?: undefined }
  | { adapter: FormAdapter; http?: undefined };

/** What the engine calls. Flows travel as the server's JSON; the engine decodes them. */
export interface FormHost {
  /** For the pickers' listing calls (src/forms/core/listings.ts). */
  source: HostSource;
  /** The flow's JSON; rejects with FlowNotFoundError when there is no such form (404). */
  loadFlow(flowId: string, query: string): Promise<unknown>;
  submitFlow(flowId: string, flow: Record<string, unknown>): Promise<unknown>;
  /** EXTERNAL validation of one text value. */
  validate(request: { flowId: string; viewId: string; itemId: string; value: string }): Promise<ValidationAnswer>;
  /** The address calls (§7), loaded with the first address item; without it addresses are entered manually. */
  address?(): Promise<AddressHost>;
  /** Address pre-validation on Continue (filled by the address issue's items). */
  validateAddress?(address: unknown): Promise<AddressValidationAnswer>;
  /**
   * Sends one file (§7 uploads). The server variant leaves it out: the media chunk sends over
   * XMLHttpRequest to api-base, for byte progress. An adapter's `uploadFile` fills it.
   */
  upload?: Uploader['upload'];
  /** §7 getTicketProgress: a ticket's progress JSON; absent on an adapter without the method (the item shows its own steps). */
  ticketProgress?(ticketId: string): Promise<unknown>;
}

/**
 * The supplied-adapter variant (§7, paths not shown). Only loadFlow and submitFlow are needed:
 * without a listing method its picker shows an honest empty state (the spec's default setup
 * "returns empty results"), and without a locale method the element's locale is used.
 */
export interface FormAdapter {
  loadFlow(flowId: string, query: string): Promise<unknown>;
  submitFlow(flow: Record<string, unknown>): Promise<unknown>;
  validate?(request: { flowId: string; viewId: string; itemId: string; value: string }): Promise<ValidationAnswer>;
  /** Address methods (§7); answers are decoded like the server's (docs/forms-wire.md "Address calls"). */
  validateAddress?(address: AddressValue): Promise<AddressValidationAnswer>;
  getAddressesByPostcode?(country: string, postcode: string): Promise<Partial<AddressValue>[]>;
  /** `limit` is 7 (§7), for a search and a container's drill-down alike. */
  getAddressSuggestions?(country: string, text: string, parent: string | undefined, limit: number): Promise<(Pick<AddressSuggestion, 'id' | 'type' | 'result'> & { description?: string })[]>;
  getAddressValuesBySuggestion?(country: string, addressId: string): Promise<Partial<AddressValue>>;
  /** §7 "Country configuration" (the spec names no method). */
  getCountryConfiguration?(): Promise<CountryConfiguration>;
  /** §7 "Country states by countryCode" (the spec names no method). */
  getCountryStates?(countryCode: string): Promise<CountryState[]>;
  /** Sends one file and resolves with its id; `onProgress(loaded, total)` as bytes leave (docs/elements/fin-form.md). */
  uploadFile?(request: { flowId: string; file: Blob; name: string; onProgress(loaded: number, total: number): void; signal: AbortSignal }): Promise<{ id: string }>;
  listTransactions?(request: TransactionsRequest): Promise<unknown>;
  getTransactionsLegacy?(query: LegacyTransactionsQuery): Promise<unknown>;
  getEntities?(request: EntitiesRequest): Promise<unknown>;
  getCards?(request: CardsRequest): Promise<unknown>;
  getCard?(request: CardsRequest & { cardId: string }): Promise<unknown>;
  /** §7 getEntitiesSummary(flowId, id, query params). */
  getEntitiesSummary?(flowId: string, itemId: string, parameters: Record<string, string[]>): Promise<unknown>;
  getCurrentLocale?(): string | Promise<string>;
  getTicketProgress?(ticketId: string): Promise<unknown>;
  [method: string]: unknown;
}

export { querySuffix };

/** `http` sends the user's identity itself (§6); `identity` gives it to the uploads, which do not go through `http`. */
export function createServerHost(http: Http, locale: string, identity?: HeaderSource): FormHost {
  const headers = formHeaders(locale);
  return {
    source: identity ? { http, headers, identity } : { http, headers },
    async loadFlow(flowId, query) {
      try {
        return await http.get(`${flowPath(flowId)}${querySuffix(query)}`, { headers });
      } catch (error) {
        // The forms API answers JSON, a 404 included: text or HTML means api-base points at another server.
        if ((error instanceof HttpStatusError && typeof error.body === 'string') || error instanceof BadJsonError) throw new NotFormsApiError(error.url);
        if (error instanceof HttpStatusError && error.status === 404) throw new FlowNotFoundError(flowId);
        throw error;
      }
    },
    submitFlow: (flowId, flow) => http.post(`${flowPath(flowId)}/submit`, flow, { headers }),
    async validate({ flowId, viewId, itemId, value }) {
      const answer = await http.post<{ isValid?: unknown; message?: unknown }>(
        `${flowPath(flowId)}/views/${encodeURIComponent(viewId)}/items/${encodeURIComponent(itemId)}/validate`,
        { value: { type: 'STRING', value } },
        { headers },
      );
      return { isValid: answer?.isValid === true, ...(typeof answer?.message === 'string' ? { message: answer.message } : {}) };
    },
    address: once(async () => (await import('./address/host')).createHttpAddressHost(http, headers)),
    // The spec shows no path: this is the real server's (docs/forms-wire.md "Ticket progress").
    ticketProgress: (ticketId) => http.get(`api/tickets/${encodeURIComponent(ticketId)}/progress`, { headers }),
  };
}

/** There is no such form: a 404, or an adapter's null (an empty 200 body is a malformed answer instead). */
export class FlowNotFoundError extends FinWidgetsError {
  override name = 'FlowNotFoundError';

  constructor(flowId: string) {
    super('not_found', `<fin-form> there is no form "${flowId}".`);
  }
}

/** The flow request reached a server that is not the forms API (an HTML page, a text answer). */
export class NotFormsApiError extends FinWidgetsError {
  override name = 'NotFormsApiError';

  constructor(url: string) {
    super('not_forms_api', `<fin-form> ${url.split('?')[0]} did not answer as the forms API (it sent a page, not JSON): set api-base to the forms API's URL.`);
  }
}

/** The host page's adapter lacks a method the engine needs. */
export class AdapterError extends FinWidgetsError {
  override name = 'AdapterError';

  constructor(message: string) {
    super('invalid_adapter', message);
  }
}

/** Checks a host page's adapter and turns it into the port; a missing method is a clear error. */
export function hostFromAdapter(adapter: FormAdapter): FormHost {
  for (const method of ['loadFlow', 'submitFlow'] as const) {
    if (typeof adapter?.[method] !== 'function') throw new AdapterError(`<fin-form> adapter needs a ${method}() method.`);
  }
  return {
    source: { adapter },
    async loadFlow(flowId, query) {
      const flow = await adapter.loadFlow(flowId, query);
      if (flow === null || flow === undefined) throw new FlowNotFoundError(flowId);
      return flow;
    },
    submitFlow: (_flowId, flow) => adapter.submitFlow(flow),
    // Without a validate() the adapter's server checks EXTERNAL rules on submit.
    validate: async (request) => (adapter.validate ? adapter.validate(request) : { isValid: true }),
    address: once(async () => (await import('./address/host')).addressHostFromAdapter(adapter)),
    ...(adapter.uploadFile ? { upload: (request) => adapter.uploadFile!(request) } : {}),
    ...(adapter.getTicketProgress ? { ticketProgress: (ticketId) => adapter.getTicketProgress!(ticketId) } : {}),
  };
}
