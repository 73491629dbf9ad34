/**
 * The contract between the loader and the elements. It holds names and types only, no runtime
 * code besides constants, so `src/shared/host.ts` can import it without pulling the loader in.
 */

/** Window property where the loader keeps the state it relays to the elements. */
export const HOST_STATE_KEY = '__finWidgets';

/** Window event the loader dispatches whenever the relayed state changes. */
export const HOST_STATE_EVENT = 'fin-widgets-state';

/** Every public event of the SDK starts with this prefix. */
export const EVENT_PREFIX = 'fin-';

/** Every element of the SDK, and only those, has a tag that starts with this prefix. */
export const TAG_PREFIX = EVENT_PREFIX;

export interface HostConfig {
  /** URL of the backend the elements talk to. */
  apiBase?: string;
  /** BCP 47 locale such as en-GB. */
  locale?: string;
  /** Light or dark for every element without an `appearance` attribute; default auto (the page's color-scheme, else the user's). */
  appearance?: 'auto' | 'light' | 'dark';
  /** Feature switches (spec: dismiss, end, translation.enable, …). */
  features?: Record<string, boolean>;
  /** Options of the usage tracker. */
  tracker?: Record<string, unknown>;
  /** Texts by locale, keys prefixed by namespace: {'fr-FR': {'ticket.retry': 'Réessayer'}}. */
  messages?: Record<string, Record<string, string>>;
}

export interface HostAuth {
  token: string;
}

export interface HostState {
  config: HostConfig;
  auth: HostAuth | null;
}
