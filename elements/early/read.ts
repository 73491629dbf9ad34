/** What a head reads from its tags before the element is defined: attributes and the loader's configuration. */
import { resolveConfig } from '../../src/shared/config';
import type { ElementConfig } from '../../src/shared/config';
import { startEarly } from '../../src/shared/early';
import type { EarlyRequest } from '../../src/shared/early';
import { getHostState } from '../../src/shared/host';
import type { HelpCentreIdentity } from '../../src/shared/helpcentre/client';

/** api-base and locale as the element will resolve them (attribute, loader, cookie, default). */
export const configOf = (element: Element): ElementConfig =>
  resolveConfig({
    attributes: { apiBase: element.getAttribute('api-base') ?? undefined, locale: element.getAttribute('locale') ?? undefined },
    host: getHostState().config,
    cookie: document.cookie,
    baseUrl: document.baseURI,
  });

/** A boolean attribute: present means true, unless it says "false" (elements/attributes.ts). */
export const flag = (element: Element, name: string): boolean => element.hasAttribute(name) && element.getAttribute(name) !== 'false';

/** A property the host set before the element was defined (kept on the instance until then). */
export const ownProperty = (element: Element, name: string): unknown => (Object.hasOwn(element, name) ? (element as unknown as Record<string, unknown>)[name] : undefined);

/**
 * Starts the first requests of every `tag` on the page not yet defined. A tag the element will
 * refuse (a missing attribute, a malformed api-base) asks for nothing here: the element reports it.
 */
export function startFirstRequests(tag: string, requests: (element: Element) => readonly EarlyRequest[]): void {
  for (const element of document.querySelectorAll(`${tag}:not(:defined)`)) {
    try {
      for (const request of requests(element)) startEarly(request);
    } catch {
      // Left to the element, which reports its configuration problems itself.
    }
  }
}

/**
 * The help-centre identity of a ticket, chargeback or help-centre tag, when its headers are known
 * now: the host gave device-id. Without it the SDK's stored id is sent, read from IndexedDB by
 * the element's own code; the head asks for nothing then.
 */
export function identityOf(element: Element, locale: string): HelpCentreIdentity | undefined {
  const deviceId = element.getAttribute('device-id');
  if (!deviceId) return undefined;
  const text = (name: string): string | undefined => element.getAttribute(name) || undefined;
  return { deviceId, registeredIdentityId: text('registered-identity-id'), userCountry: text('user-country'), locale };
}
