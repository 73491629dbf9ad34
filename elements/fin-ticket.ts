import { TICKET_VARIANTS } from '../src/ticket/constants';
import { ticketStyles } from '../src/ticket/ui/ticket-styles';
import { TicketView } from '../src/ticket/ui/TicketView';
import type { TicketProps } from '../src/ticket/ui/TicketView';
import { countryProblem, missingAttribute } from './attributes';
import { createElementClass, defineElement, oneOf } from './define';

/**
 * A support ticket's progress: a calm timeline like a parcel tracker, transaction and FAQ
 * cells, funds, counters, warnings and restrictions, with the server's actions (deep links,
 * dialogs, requests). The page variant shows the whole ticket; the item variant a compact card.
 *
 * @summary A support ticket's progress, as a page or a compact card.
 * @tag fin-ticket
 *
 * @attr {string} ticket-id - The ticket to show (GET /helpcentre/tickets/{ticketId}).
 * @attr {"page" | "item"} variant - 'page' (default): header, close button, title, subtitle, sections; 'item': a compact card.
 * @attr {string} device-id - The host's device fingerprint; default an id the SDK keeps in storage.
 * @attr {string} registered-identity-id - The signed-in user's registered identity, when known.
 * @attr {string} user-country - The user's country (ISO 3166-1 alpha-2).
 * @attr {string} api-base - Backend URL; the client calls {api-base}/helpcentre/….
 * @attr {string} locale - BCP 47 locale, sent as accept-language. Default: the loader's, then the language cookie, then en-GB.
 * @attr {"auto" | "light" | "dark"} appearance - Light or dark colours. auto (default): the page's color-scheme when it sets one, else the user's prefers-color-scheme, live. Default: configure({appearance}), then auto.
 *
 * @prop {(error: FinWidgetsError) => void} onError - Called with each ticket fetch error.
 *
 * @fires {CustomEvent<{code: string, message: string, ticketId: string}>} fin-ticket-error - The ticket could not be fetched; the element shows Retry.
 * @fires {CustomEvent<{url: string}>} fin-ticket-deeplink - A widget's deep link; cancelable (preventDefault to navigate yourself).
 * @fires {CustomEvent<{faqKey: string, title: string}>} fin-ticket-faq-select - A FAQ cell was chosen.
 * @fires {CustomEvent<{transactionId: string, deepLink: string | undefined}>} fin-ticket-transaction-select - A transaction cell was chosen; cancelable (stops its deep link).
 * @fires {CustomEvent<{ticketId: string}>} fin-ticket-open - The item card was chosen.
 * @fires {CustomEvent<{ticketId: string}>} fin-ticket-close - The page's close button was pressed.
 * @fires {CustomEvent<{code: string, message: string}>} fin-error - An attribute had a value of the wrong kind.
 *
 * @csspart page - The page variant's card.
 * @csspart card - The item variant's card.
 * @csspart header - The page's header.
 * @csspart close - The page's close button.
 * @csspart title - The ticket's title.
 * @csspart subtitle - The ticket's subtitle.
 * @csspart section - Each section.
 * @csspart section-title - A section's title.
 * @csspart timeline - The progress timeline.
 * @csspart timeline-step - Each step (with timeline-step-done, timeline-step-current or timeline-step-pending).
 * @csspart transaction-cell - A transaction cell.
 * @csspart faq-cell - A FAQ cell.
 * @csspart funds-cell - A funds cell.
 * @csspart counter - A counter widget.
 * @csspart warning - A warning widget.
 * @csspart restriction-cell - A restriction cell.
 *
 * @cssprop --fin-color-accent - Done steps, links and buttons.
 * @cssprop --fin-color-surface - Card background.
 * @cssprop --fin-color-border - Card border, pending steps.
 * @cssprop --fin-color-text - Text.
 * @cssprop --fin-color-text-muted - Dates, subtitles.
 * @cssprop --fin-radius - Card corners.
 */
export class FinTicketElement extends createElementClass<TicketProps>('fin-ticket', {
  view: TicketView,
  attributes: { ticketId: 'string', variant: oneOf(TICKET_VARIANTS), deviceId: 'string', registeredIdentityId: 'string', userCountry: 'string' },
  properties: ['onError'],
  styles: ticketStyles,
  problems: ({ ticketId, userCountry }) => [
    ...(ticketId ? [] : [missingAttribute('fin-ticket', 'ticket-id', 'the ticket to show, e.g. ticket-id="TCK-1001"')]),
    ...countryProblem('fin-ticket', 'user-country', userCountry),
  ],
}) {}

defineElement('fin-ticket', FinTicketElement);

declare global {
  interface HTMLElementTagNameMap {
    'fin-ticket': FinTicketElement;
  }
}
