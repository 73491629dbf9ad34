/**
 * The form host port (spec §7) and its two variants: the real server over HTTP, and an
 * adapter the host page supplies as a property (`form.adapter = {loadFlow, submitFlow, …}`).
 */
import { FinWidgetsError } from '../../shared/errors';
import { BadJsonError, HttpStatusError } from '../../shared/http';
import type { Http } from '../../shared/http';
import { toUnderscoreLocale } from '../../shared/i18n';
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

/** What the engine calls. Flows travel as the server's JSON; the engine decodes them. */
export interface FormHost {
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
}

/**
 * The supplied-adapter variant (§7, paths not shown). Methods the engine does not use yet
 * (address lookups, listings, tickets) are accepted and passed to the item renderers.
 */
export interface FormAdapter {
  loadFlow(flowId: string, query: string): Promise<unknown>;
  submitFlow(flow: Record<string, unknown>): Promise<unknown>;
  validate?(request: { flowId: string; viewId: string; itemId: string; value: string }): Promise<ValidationAnswer>;
  /** Address methods (§7); answers are decoded like the server's (docs/forms-wire.md "Address calls"). */
  validateAddress?(address: AddressValue): Promise<AddressValidationAnswer>;
  getAddressesByPostcode?(country: string, postcode: string): Promise<Partial<AddressValue>[]>;
  /** `limit` is 7 for a search, absent when listing a container's addresses. */
  getAddressSuggestions?(country: string, text: string, parent: string | undefined, limit: number | undefined): Promise<(Pick<AddressSuggestion, 'id' | 'type' | 'result'> & { description?: string })[]>;
  getAddressValuesBySuggestion?(country: string, addressId: string): Promise<Partial<AddressValue>>;
  /** §7 "Country configuration" (the spec names no method). */
  getCountryConfiguration?(): Promise<CountryConfiguration>;
  /** §7 "Country states by countryCode" (the spec names no method). */
  getCountryStates?(countryCode: string): Promise<CountryState[]>;
  /** Sends one file and resolves with its id; `onProgress(loaded, total)` as bytes leave (docs/elements/fin-form.md). */
  uploadFile?(request: { flowId: string; file: Blob; name: string; onProgress(loaded: number, total: number): void; signal: AbortSignal }): Promise<{ id: string }>;
  [method: string]: unknown;
}

/** '?a=1' or 'a=1' → '?a=1'; '' stays ''. */
export const querySuffix = (query: string): string => (query === '' || query === '?' ? '' : query.startsWith('?') ? query : `?${query}`);

export function createServerHost(http: Http, locale: string): FormHost {
  // accept-language carries the locale with an underscore (en_GB), as the form service expects (§7).
  const headers = { 'accept-language': toUnderscoreLocale(locale) };
  const flowPath = (flowId: string) => `api/forms/${encodeURIComponent(flowId)}`;
  return {
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
  };
}
