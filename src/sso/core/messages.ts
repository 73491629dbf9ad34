/**
 * Window messages from the sign-on service (§7.1). A message counts only when its origin is the
 * service's, its source is the popup or frame we opened, and it answers the live attempt;
 * anything else is ignored, never an error: other scripts on the page post messages too.
 */
import { attempt, fields, object, oneOf, optional, refine, string } from '../../shared/decode';
import type { Decoder, Json } from '../../shared/decode';
import { DecodeError } from '../../shared/errors';
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

function size(data: unknown): number {
  try {
    return JSON.stringify(data)?.length ?? Infinity;
  } catch {
    return Infinity;
  }
}

export interface Envelope {
  type: unknown;
  payload: Json;
}

function decodeEnvelope(value: unknown, path: string): Envelope {
  const data = fields(value, path);
  data.get('source', oneOf([MESSAGE_SOURCE]));
  return { type: data.get('type', (type) => type), payload: data.get('payload', object) };
}

/** `{source: 'sso', type, payload}` from the expected origin and window, or null. */
export function readEnvelope(message: IncomingMessage, expected: Omit<Expected, 'state'>): Envelope | null {
  if (message.origin !== expected.origin || !message.source || message.source !== expected.source) return null;
  if (size(message.data) > MAX_MESSAGE_CHARS) return null;
  return attempt(decodeEnvelope, message.data) ?? null;
}

const stateOf = refine(string, isState, 'a state this client made');
const code = refine(string, (value) => value.length > 0 && value.length <= MAX_CODE_CHARS, `a code of 1 to ${MAX_CODE_CHARS} characters`);
const errorCode = refine(string, (value) => /^[a-z_]{1,64}$/.test(value), 'an error code of a-z and _');

function decodeConsent(type: unknown, expected: Expected): Decoder<ConsentAnswer> {
  return (value, path) => {
    const payload = fields(value, path);
    const state = payload.get('state', refine(stateOf, (known) => known === expected.state, 'the live attempt\'s state'));
    // §7.1 also lists a frame answering as `embed/authorise`: a code is a success, an error a failure.
    const answer = type === EMBED_AUTHORISE ? (payload.has('error') ? CONSENT_ERROR : CONSENT_SUCCESS) : type;
    if (answer === CONSENT_SUCCESS) return { status: 'success', authCode: payload.get('code', code), state };
    if (answer !== CONSENT_ERROR) throw new DecodeError('$.type', `expected ${CONSENT_SUCCESS}, ${CONSENT_ERROR} or ${EMBED_AUTHORISE}`);
    const description = payload.get('error_description', optional(string)) ?? '';
    return serviceFailure(payload.get('error', errorCode), description.slice(0, MAX_DESCRIPTION_CHARS), state);
  };
}

/** The answer in the message, or null when the message is not one we should act on. */
export function readConsentMessage(message: IncomingMessage, expected: Expected): ConsentAnswer | null {
  const envelope = readEnvelope(message, expected);
  return envelope && (attempt(decodeConsent(envelope.type, expected), envelope.payload, '$.payload') ?? null);
}
