/**
 * The payment-embed loader (§2.1, §5, §7.1): reads the payment return (_rp_oid, _rp_s, _rp_fr),
 * picks a supported locale, and loads the provider's version script, then the embed or upsell
 * script of that version. Scripts are ES modules, imported through a port (CSP-friendly: no
 * inline code, no globals).
 */
import { PAYMENT_EMBED_LOCALES, PAYMENT_EMBED_MODES, PAYMENT_RETURN_PARAMS } from '../payment-constants';
import type { PaymentEmbedMode } from '../payment-constants';
import { decodeFrom, fields, refine, string } from '../../shared/decode';
import type { Decoder } from '../../shared/decode';
import { DecodeError } from '../../shared/errors';

export type PaymentEmbedLocale = (typeof PAYMENT_EMBED_LOCALES)[number];

export interface PaymentReturn {
  orderId: string;
  status?: string;
  failureReason?: string;
}

/** The payment return in the address, or null when there is no order id. */
export function readPaymentReturn(href: string): PaymentReturn | null {
  const query = new URL(href).searchParams;
  const orderId = query.get(PAYMENT_RETURN_PARAMS.orderId);
  if (!orderId) return null;
  const status = query.get(PAYMENT_RETURN_PARAMS.status);
  const failureReason = query.get(PAYMENT_RETURN_PARAMS.failureReason);
  return { orderId, ...(status ? { status } : {}), ...(failureReason ? { failureReason } : {}) };
}

/** The locale itself when supported, else its language, else en. */
export function paymentEmbedLocale(locale: string | undefined): PaymentEmbedLocale {
  const supported = PAYMENT_EMBED_LOCALES as readonly string[];
  const exact = supported.find((candidate) => candidate.toLowerCase() === locale?.toLowerCase());
  const language = supported.find((candidate) => candidate === locale?.split('-')[0]?.toLowerCase());
  return (exact ?? language ?? 'en') as PaymentEmbedLocale;
}

export interface PaymentEmbedOptions {
  /** Base URL of the provider's payment scripts. */
  baseUrl: string;
  mode: PaymentEmbedMode;
  locale?: string | undefined;
}

export interface PaymentEmbed {
  version: string;
  /** The payment return in the page's address, if any. */
  paymentReturn: PaymentReturn | null;
  locale: PaymentEmbedLocale;
  /** What the embed or upsell script exports as `mount`. */
  mount: (...args: unknown[]) => unknown;
}

export type ImportModule = (url: string) => Promise<unknown>;

type Mount = PaymentEmbed['mount'];

const version = refine(string, (value) => /^\d+\.\d+\.\d+$/.test(value), 'a version like 1.2.3');
const mountFunction: Decoder<Mount> = (value, path) => {
  if (typeof value !== 'function') throw new DecodeError(path, 'expected a function');
  return value as Mount;
};

/** The module's own export `name`, decoded; errors name the script. */
const exported = async <T>(importModule: ImportModule, url: string, name: string, decode: Decoder<T>): Promise<T> =>
  decodeFrom(url, (module) => fields(module, '$').get(name, decode), await importModule(url));

export async function loadPaymentEmbed(options: PaymentEmbedOptions, importModule: ImportModule, href: string): Promise<PaymentEmbed> {
  if (!PAYMENT_EMBED_MODES.includes(options.mode)) throw new TypeError(`mode must be one of ${PAYMENT_EMBED_MODES.join(', ')}, got "${String(options.mode)}".`);
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const versionUrl = new URL('version.js', base).href;
  const current = await exported(importModule, versionUrl, 'version', version);
  const mount = await exported(importModule, new URL(`${current}/${options.mode}.js`, base).href, 'mount', mountFunction);
  return { version: current, paymentReturn: readPaymentReturn(href), locale: paymentEmbedLocale(options.locale), mount };
}
