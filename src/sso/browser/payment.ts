/** The payment-embed loader in the browser: scripts are imported as ES modules. */
import { loadPaymentEmbed } from '../core/payment-embed';
import type { PaymentEmbed, PaymentEmbedOptions } from '../core/payment-embed';

export function loadPaymentEmbedInBrowser(options: PaymentEmbedOptions): Promise<PaymentEmbed> {
  return loadPaymentEmbed(options, (url) => import(url) as Promise<unknown>, location.href);
}
