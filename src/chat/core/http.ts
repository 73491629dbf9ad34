/**
 * The chat's HTTP port: the shared client with the chat headers of §7.2 (version, the encrypted
 * device id, accept-language, app type) and cookies. Apart from the client's calls, so the
 * launcher's light unread poll uses it without the chat's models.
 */
import { createHttpClient } from '../../shared/http';
import type { Http, HttpClientOptions } from '../../shared/http';
import { CHAT_VERSION } from '../constants';

/** Header names: the spec lists what is sent but not the names (docs/chat-core.md). */
export const CHAT_HEADERS = {
  version: 'x-chat-version',
  device: 'x-device-id',
  language: 'accept-language',
  appType: 'x-app-type',
} as const;

const LANGUAGE_RANGE = /^(\*|[a-z]{1,8}(-[a-z\d]{1,8})*)(;q=(0(\.\d{0,3})?|1(\.0{0,3})?))?$/i;

/** The value is sent only if it matches the accept-language pattern (§5); otherwise en-US. */
export function acceptLanguage(value: string | undefined): string {
  const ranges = (value ?? '').split(',').map((part) => part.trim());
  return value && ranges.every((range) => LANGUAGE_RANGE.test(range)) ? value.trim() : 'en-US';
}

export interface ChatHeaderSource {
  /** The encrypted device id (device.ts). */
  device: () => Promise<string> | string;
  locale: () => string | undefined;
  appType?: string | undefined;
}

export async function chatHeaders(source: ChatHeaderSource): Promise<Record<string, string>> {
  const headers: Record<string, string> = {
    [CHAT_HEADERS.version]: CHAT_VERSION,
    [CHAT_HEADERS.device]: await source.device(),
    [CHAT_HEADERS.language]: acceptLanguage(source.locale()),
  };
  if (source.appType) headers[CHAT_HEADERS.appType] = source.appType;
  return headers;
}

/** The chat's HTTP port: the shared client with chat headers and cookies (credentials: include). */
export function createChatHttp(options: Omit<HttpClientOptions, 'headers' | 'credentials'> & ChatHeaderSource): Http {
  return createHttpClient({ ...options, credentials: 'include', headers: () => chatHeaders(options) });
}
