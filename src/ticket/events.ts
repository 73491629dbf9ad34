/** Public events of <fin-ticket> and <fin-chargeback>. */
import type { FinErrorCode } from '../shared/errors';

export interface TicketErrorDetail {
  code: FinErrorCode;
  message: string;
  ticketId: string;
}

declare module '../shared/events' {
  interface FinEventMap {
    /** The ticket could not be fetched (spec §8: passed to an onError callback); the element shows Retry. */
    'fin-ticket-error': TicketErrorDetail;
    /** A widget's deep link. Cancelable: preventDefault() to navigate yourself. */
    'fin-ticket-deeplink': { url: string };
    /** A FAQ cell was chosen; the host (or the help centre) opens the article. */
    'fin-ticket-faq-select': { faqKey: string; title: string };
    /** A transaction cell was chosen. Cancelable: preventDefault() stops its deep link. */
    'fin-ticket-transaction-select': { transactionId: string; deepLink: string | undefined };
    /** The item card was chosen: open the ticket's page. */
    'fin-ticket-open': { ticketId: string };
    /** The page's close button was pressed. */
    'fin-ticket-close': { ticketId: string };
  }
}
