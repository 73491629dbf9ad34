/**
 * The help-centre client of an element: api-base and locale from the element's configuration,
 * identity from its attributes (device-id, registered-identity-id, user-country). Without a
 * device-id the SDK's own stored id is sent (src/shared/helpcentre/identity.ts), its storage code
 * loaded on first use (lazy-device.ts).
 */
import { useMemo } from 'react';
import { createHelpCentreClient } from '../../shared/helpcentre/client';
import type { HelpCentreClient } from '../../shared/helpcentre/client';
import { withDeviceId } from '../../shared/helpcentre/lazy-device';
import { useElement } from '../../ui/element-context';
import { useLatest } from '../../ui/useLatest';

export interface IdentityProps {
  /** The host's device fingerprint. */
  deviceId?: string;
  /** The signed-in user's registered identity id; absent for an unknown user. */
  registeredIdentityId?: string;
  /** ISO 3166-1 alpha-2 country of the user. */
  userCountry?: string;
}


export function useHelpCentreClient({ deviceId, registeredIdentityId, userCountry }: IdentityProps): HelpCentreClient {
  const { config } = useElement();
  const latest = useLatest({ deviceId, registeredIdentityId, userCountry, locale: config.locale });
  return useMemo(
    () =>
      createHelpCentreClient({
        apiBase: config.apiBase,
        identity: () => withDeviceId(latest.current),
      }),
    [config.apiBase, latest],
  );
}
