/**
 * Texts of <fin-ticket> and <fin-chargeback>: the spec's where it gives them (§2, §8, §9 Default
 * labels), as en-GB defaults. Views read them with useStrings(strings); hosts override them as
 * `ticket.<key>` (docs/loader.md "messages").
 */
import { defineCatalog } from '../shared/i18n';

export const strings = defineCatalog('ticket', {
  /** Spec §2 Fixed screens / §8 Generic block. */
  somethingWentWrong: 'Something went wrong',
  retry: 'Retry',
  tryAgain: 'Try again',
  cancel: 'Cancel',
  ok: 'Ok',
  close: 'Close',
  loading: 'Loading ticket',
  loadingChargeback: 'Loading chargeback details',
  /** Shown under the error title of the action-request failure dialog. */
  requestFailed: 'We could not complete this request.',
  sending: 'Sending your request',
  counterOf: '{count} of {total}',
  openTicket: 'Open ticket',
  progressSummary: 'Step {step} of {total}',
  chargebackTitle: 'Chargeback',
  /** A 404 for the ticket: there is nothing to retry (the spec gives no text). */
  ticketNotFound: 'This ticket does not exist.',
});
