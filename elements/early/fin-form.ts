/**
 * dist/elements/fin-form.js: sends each form's flow GET, then loads the form (elements/fin-form.ts).
 * A form with an adapter asks its adapter, not the server: nothing is sent for it. Without
 * device-id the identity header is the SDK's stored id (read.ts, identityOf).
 */
import { flowRequest, formLoad } from '../../src/forms/core/flow-request';
import { loadImplementation } from './load';
import { configOf, flag, identityOf, ownProperty, startFirstRequests, withIdentity } from './read';

startFirstRequests('fin-form', (element) => {
  if (ownProperty(element, 'adapter')) return [];
  const load = formLoad(
    {
      flowId: element.getAttribute('flow-id') ?? undefined,
      mode: element.getAttribute('mode') ?? undefined,
      widgetMode: flag(element, 'widget-mode'),
      params: ownProperty(element, 'params') as Record<string, string> | undefined,
    },
    location,
  );
  // The route's fixed screens load nothing.
  if (!load.flowId || (load.fromRoute && ['not-found', 'no-camera'].includes(load.flowId))) return [];
  const { apiBase, locale } = configOf(element);
  return withIdentity(identityOf(element, locale), (identity) => [flowRequest(apiBase, locale, load, identity)]);
});

export const { FinFormElement } = await loadImplementation<{ FinFormElement: CustomElementConstructor }>();
