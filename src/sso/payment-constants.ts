/** Payment-embed constants (spec sso-chat-help-centre.md §2.1, §5), apart so its lazy chunk shares nothing with the button's. */
/** Query parameters of the payment-embed return (§2.1) and its locales (§5). */
export const PAYMENT_RETURN_PARAMS = { orderId: '_rp_oid', status: '_rp_s', failureReason: '_rp_fr' } as const;
export const PAYMENT_EMBED_LOCALES = [
  'en', 'en-US', 'nl', 'fr', 'de', 'cs', 'it', 'lt', 'pl', 'pt', 'es', 'hu', 'sk', 'ja', 'sv', 'bg', 'ro', 'ru', 'el', 'hr',
] as const;
export const PAYMENT_EMBED_MODES = ['embed', 'upsell'] as const;
export type PaymentEmbedMode = (typeof PAYMENT_EMBED_MODES)[number];
