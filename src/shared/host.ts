/** Reads what the loader relays (configuration and auth) and follows its changes. */
import { HOST_STATE_EVENT, HOST_STATE_KEY } from '../../loader/protocol';
import type { HostState } from '../../loader/protocol';

export type { HostAuth, HostConfig, HostState } from '../../loader/protocol';

const EMPTY: HostState = Object.freeze({ config: Object.freeze({}), auth: null });

/** The loader's current state, or an empty one when the element is used without the loader. */
export function getHostState(): HostState {
  const state = (globalThis as unknown as Record<string, HostState | undefined>)[HOST_STATE_KEY];
  return state ?? EMPTY;
}

/** Calls `listener` whenever the loader publishes a change. Returns the unsubscribe. */
export function subscribeHostState(listener: () => void): () => void {
  globalThis.addEventListener(HOST_STATE_EVENT, listener);
  return () => globalThis.removeEventListener(HOST_STATE_EVENT, listener);
}
