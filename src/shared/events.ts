/**
 * The SDK's public DOM events, typed once. Features add their events by augmenting
 * `FinEventMap` (declare module '…/shared/events'); GlobalEventHandlersEventMap follows.
 */
export interface FinErrorDetail {
  /**
   * Stable machine-readable code, one of FinErrorCode (src/shared/errors.ts), e.g.
   * 'invalid_attribute', 'load_failed', 'http_status'. Typed as a string until the form view
   * emits FinErrorCode values only.
   */
  code: string;
  /** A sentence a developer can act on. */
  message: string;
}

export interface FinEventMap {
  /** Something went wrong inside an element; the element also shows its error state. */
  'fin-error': FinErrorDetail;
  /** An element needs a signed-in user; answer with FinWidgets('setAuth', {token}). */
  'fin-auth-required': { reason: string };
}

export type FinEventName = keyof FinEventMap;

type FinEvents = { [K in FinEventName]: CustomEvent<FinEventMap[K]> };

declare global {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the map is filled by FinEvents
  interface GlobalEventHandlersEventMap extends FinEvents {}
}

/**
 * Dispatches a public event on the host element. Composed and bubbling so it crosses shadow
 * roots and reaches document-level listeners (FinWidgets('on', …)). Returns false when a
 * listener called preventDefault().
 */
export function emit<K extends FinEventName>(target: EventTarget, type: K, detail: FinEventMap[K]): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable: true }));
}
