import { chargebackStyles } from '../src/ticket/ui/styles';
import { ChargebackView } from '../src/ticket/ui/ChargebackView';
import type { ChargebackProps } from '../src/ticket/ui/ChargebackView';
import { countryProblem, missingAttribute } from './attributes';
import { createElementClass, defineElement } from './define';

/**
 * The chargeback details block of a transaction: its chargeback sections, with the same
 * widgets and actions as <fin-ticket>. A transaction without a chargeback (404) shows nothing,
 * and so does any other error (the client logs it).
 *
 * @summary A transaction's chargeback sections; silent when there are none.
 * @tag fin-chargeback
 *
 * @attr {string} transaction-id - The transaction (GET /helpcentre/tickets/v2/latest/origin-entities/{transactionId}/sections).
 * @attr {string} device-id - The host's device fingerprint; default an id the SDK keeps in storage.
 * @attr {string} registered-identity-id - The signed-in user's registered identity, when known.
 * @attr {string} user-country - The user's country (ISO 3166-1 alpha-2).
 * @attr {string} api-base - Backend URL; the client calls {api-base}/helpcentre/….
 * @attr {string} locale - BCP 47 locale, sent as accept-language.
 * @attr {"auto" | "light" | "dark"} appearance - Light or dark colours. auto (default): the page's color-scheme when it sets one, else the user's prefers-color-scheme, live. Default: configure({appearance}), then auto.
 *
 * @fires {CustomEvent<{url: string}>} fin-ticket-deeplink - A widget's deep link; cancelable.
 * @fires {CustomEvent<{faqKey: string, title: string}>} fin-ticket-faq-select - A FAQ cell was chosen.
 * @fires {CustomEvent<{transactionId: string, deepLink: string | undefined}>} fin-ticket-transaction-select - A transaction cell was chosen; cancelable.
 * @fires {CustomEvent<{code: string, message: string}>} fin-error - An attribute had a value of the wrong kind.
 *
 * @csspart block - The block's card.
 * @csspart section - Each section.
 * @csspart section-title - A section's title.
 * @csspart timeline - The progress timeline.
 * @csspart transaction-cell - A transaction cell.
 * @csspart faq-cell - A FAQ cell.
 *
 * @cssprop --fin-color-accent - Done steps, links and buttons.
 * @cssprop --fin-color-surface - Block background.
 * @cssprop --fin-color-border - Block border, pending steps.
 */
export class FinChargebackElement extends createElementClass<ChargebackProps>('fin-chargeback', {
  view: ChargebackView,
  attributes: { transactionId: 'string', deviceId: 'string', registeredIdentityId: 'string', userCountry: 'string' },
  styles: chargebackStyles,
  problems: ({ transactionId, userCountry }) => [
    ...(transactionId ? [] : [missingAttribute('fin-chargeback', 'transaction-id', 'the transaction whose chargeback to show, e.g. transaction-id="TX-88213"')]),
    ...countryProblem('fin-chargeback', 'user-country', userCountry),
  ],
}) {}

defineElement('fin-chargeback', FinChargebackElement);

declare global {
  interface HTMLElementTagNameMap {
    'fin-chargeback': FinChargebackElement;
  }
}
