/**
 * The services of one element: the defaults over the element's api-base, with the help-centre
 * headers (x-user-country, x-device-id, accept-language, the registered identity) on every call,
 * and the host's `services` member by member over them.
 */
import { useMemo } from 'react';
import { identityHeaders } from '../../shared/helpcentre/client';
import { withDeviceId } from '../../shared/helpcentre/lazy-device';
import { createHttpClient } from '../../shared/http';
import { toAcceptLanguage } from '../../shared/i18n';
import { useElement } from '../../ui/element-context';
import { useLatest } from '../../ui/useLatest';
import { SCOPE_SEGMENTS } from '../constants';
import type { FaqTreeApi, HelpCentreScope, OptionalApi } from '../constants';
import { apiBaseUrls, createHttpServices, withHostServices } from '../core/services';
import type { HelpCentreServices } from '../core/services';

export interface IdentityProps {
  deviceId?: string | undefined;
  registeredIdentityId?: string | undefined;
  userCountry?: string | undefined;
}

export function useServices(scope: HelpCentreScope, identity: IdentityProps, host: Partial<HelpCentreServices> | undefined, apis: readonly OptionalApi[], treeApi?: FaqTreeApi): HelpCentreServices {
  const { config } = useElement();
  const latest = useLatest({ ...identity, locale: config.locale });
  const defaults = useMemo(() => {
    const bases = apiBaseUrls(config.apiBase);
    const headers = () => identityHeaders(withDeviceId(latest.current));
    const client = (baseUrl: string) => createHttpClient({ baseUrl, credentials: 'include', headers });
    return createHttpServices({
      http: { helpCentre: client(bases.helpCentre), support: client(bases.support), banners: client(bases.banners), accounts: client(bases.accounts) },
      apis,
      segment: SCOPE_SEGMENTS[scope],
      lang: () => toAcceptLanguage(latest.current.locale),
      treeApi,
    });
  }, [config.apiBase, scope, latest, apis, treeApi]);
  return useMemo(() => withHostServices(defaults, host), [defaults, host]);
}
