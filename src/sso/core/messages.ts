/**
 * Window messages from the sign-on service (§7.1). A message counts only when its origin is the
 * service's, its source is the popup or frame we opened, and it answers the live attempt;
 * anything else is ignored, never an error: other scripts on the page post messages too.
 */
import { CONSENT_ERROR, CONSENT_SUCCESS, EMBED_AUTHORISE, MAX_CODE_CHARS, MAX_DESCRIPTION_CHARS, MAX_MESSAGE_CHARS, MESSAGE_SOURCE } from '../constants';
import { isState } from './random';
import { serviceFailure } from './result';
import type { SignInFailure } from './result';

export interface IncomingMessage {
  origin: string;
  /** The window that posted it (compared by identity). */
  source: unknown;
  data: unknown;
}

export interface Expected {
  origin: string;
  source: unknown;
  state: string;
}

export type ConsentAnswer = { status: 'success'; authCode: string; state: string } | SignInFailure;

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

const field = (record: Record<string, unknown>, name: string): unknown =>
  Object.hasOwn(record, name) ? record[name] : undefined;

function size(data: unknown): number {
  try {
    return JSON.stringify(data)?.length ?? Infinity;
  } catch {
    return Infinity;
  }
}

export interface Envelope {
  type: unknown;
  payload: Record<string, unknown>;
}

/** `{source: 'sso', type, payload}` from the expected origin and window, or null. */
export function readEnvelope(message: IncomingMessage, expected: Omit<Expected, 'state'>): Envelope | null {
  if (message.origin !== expected.origin || !message.source || message.source !== expected.source) return null;
  const { data } = message;
  if (!isPlainObject(data) || size(data) > MAX_MESSAGE_CHARS) return null;
  const payload = field(data, 'payload');
  if (field(data, 'source') !== MESSAGE_SOURCE || !isPlainObject(payload)) return null;
  return { type: field(data, 'type'), payload };
}

/** The answer in the message, or null when the message is not one we should act on. */
export function readConsentMessage(message: IncomingMessage, expected: Expected): ConsentAnswer | null {
  const envelope = readEnvelope(message, expected);
  if (!envelope) return null;
  const { type, payload } = envelope;
  const state = field(payload, 'state');
  if (!isState(state) || state !== expected.state) return null;
  // §7.1 also lists a frame answering as `embed/authorise`: a code is a success, an error a failure.
  const answer = type === EMBED_AUTHORISE ? (Object.hasOwn(payload, 'error') ? CONSENT_ERROR : CONSENT_SUCCESS) : type;
  if (answer === CONSENT_SUCCESS) {
    const code = field(payload, 'code');
    if (typeof code !== 'string' || !code || code.length > MAX_CODE_CHARS) return null;
    return { status: 'success', authCode: code, state };
  }
  if (answer === CONSENT_ERROR) {
    const error = field(payload, 'error');
    const description = field(payload, 'error_description') ?? '';
    if (typeof error !== 'string' || !/^[a-z_]{1,64}$/.test(error)) return null;
    if (typeof description !== 'string') return null;
    return serviceFailure(error, description.slice(0, MAX_DESCRIPTION_CHARS), state);
  }
  return null;
}
