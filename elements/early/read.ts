/** What a head reads from its tags before the element is defined: attributes and the loader's configuration. */
import { resolveConfig } from '../../src/shared/config';
import type { ElementConfig } from '../../src/shared/config';
import { startEarly } from '../../src/shared/early';
import { warmIntl } from '../../src/shared/early-intl';
import type { EarlyRequest } from '../../src/shared/early';
import { getHostState } from '../../src/shared/host';
import type { HelpCentreIdentity } from '../../src/shared/helpcentre/client';
import { sdkDeviceId } from '../../src/shared/helpcentre/device';

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

type Requests = readonly EarlyRequest[];

/**
 * Starts the first requests of every `tag` on the page not yet defined: at once, or when the
 * SDK's stored device id has been read (a visit without its copy). A tag the element will refuse
 * (a missing attribute, a malformed api-base) asks for nothing here: the element reports it.
 * Then loads the tags' locales' date and number data while the code downloads (early-intl.ts).
 */
export function startFirstRequests(tag: string, requests: (element: Element) => Requests | Promise<Requests>): void {
  const start = (made: Requests): void => made.forEach(startEarly);
  const locales: string[] = [];
  for (const element of document.querySelectorAll(`${tag}:not(:defined)`)) {
    try {
      locales.push(configOf(element).locale);
      const made = requests(element);
      // A failed read is the element's to report: it reads the id again.
      if (made instanceof Promise) made.then(start, () => undefined);
      else start(made);
    } catch {
      // Left to the element, which reports its configuration problems itself.
    }
  }
  warmIntl(locales);
}

/**
 * The help-centre identity of a form, ticket, chargeback or help-centre tag, as the element will
 * send it: the host's device-id, else the SDK's stored id, at once from its copy in localStorage,
 * else read from IndexedDB (made and stored on a first visit) and shared with the element's own
 * code, so the page sends one id (src/shared/helpcentre/device-copy.ts).
 */
export function identityOf(element: Element, locale: string): HelpCentreIdentity | Promise<HelpCentreIdentity> {
  const text = (name: string): string | undefined => element.getAttribute(name) || undefined;
  const known = { registeredIdentityId: text('registered-identity-id'), userCountry: text('user-country'), locale };
  const deviceId = text('device-id') ?? sdkDeviceId();
  return typeof deviceId === 'string' ? { ...known, deviceId } : deviceId.then((id) => ({ ...known, deviceId: id }));
}

/** `build` over the identity, now when it is known now. */
export const withIdentity = <T>(identity: HelpCentreIdentity | Promise<HelpCentreIdentity>, build: (identity: HelpCentreIdentity) => T): T | Promise<T> =>
  identity instanceof Promise ? identity.then(build) : build(identity);
