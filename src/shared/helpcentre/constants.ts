/** Help-centre HTTP client (spec: forms-tickets-tracker.md §7 "Help-centre HTTP client"). */

/** Every call of the client is under this path of the api-base. */
export const HELPCENTRE_BASE_PATH = '/helpcentre';

/**
 * Header names. The spec lists the headers (device id, registered identity, user country,
 * accept-language) but not their names; these are the SDK's, and the reference server reads
 * them (docs/helpcentre-api.md).
 */
export const HELPCENTRE_HEADERS = {
  deviceId: 'x-device-id',
  registeredIdentity: 'x-registered-identity-id',
  userCountry: 'x-user-country',
  acceptLanguage: 'accept-language',
} as const;

/** Query of the chargeback sections call, verbatim from the spec. */
export const CHARGEBACK_SECTIONS_QUERY = { entityType: 'TRANSACTION', ticketType: 'CHARGEBACK' } as const;

/** Storage key of the device id the SDK makes when the host gives none. */
export const DEVICE_ID_KEY = 'device-id';
