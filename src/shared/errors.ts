/**
 * The SDK's errors. Every class names itself with a string literal: a minifier renames classes,
 * so `new.target.name` would read 'Ye' in production.
 */

/** Every code the SDK puts on an error or in a `fin-error` detail, one list for hosts to switch on. */
export type FinErrorCode =
  // Elements, the loader and shared code
  | 'invalid_attribute'
  | 'invalid_property'
  | 'missing_attribute'
  | 'load_failed'
  | 'decode'
  | 'uncloneable_value'
  | 'unexpected'
  | 'unreachable'
  // HTTP
  | 'network'
  | 'http_status'
  | 'bad_json'
  | 'timeout'
  | 'request_aborted'
  | 'invalid_path'
  // Links
  | 'unsafe_url'
  | 'deeplink_unmapped'
  | 'deeplink_invalid'
  // Chat
  | 'chat_timeout'
  | 'anonymous_session_expired'
  | 'anonymous_session_missing'
  | 'not_authorised'
  | 'chat_disabled'
  | 'cannot_open_chat'
  | 'open_timeout'
  | 'closed_before_established'
  | 'device_id'
  | 'invalid_chat_open'
  | 'auth_required'
  // Calls
  | 'calls_not_ready'
  | 'call_ticket_required'
  | 'call_config_failed'
  | 'call_failed'
  // Sign-on
  | 'invalid_sign_in_options'
  // Forms (and load_failed above)
  | 'invalid_adapter'
  | 'not_forms_api'
  | 'not_found'
  | 'render'
  | 'submit_failed'
  // Tracker
  | 'invalid_event';

/** Base class of every error the SDK raises, so hosts can tell ours apart with one instanceof. */
export class FinWidgetsError extends Error {
  override name = 'FinWidgetsError';
  /** A stable, machine-readable code. */
  readonly code: FinErrorCode;

  constructor(code: FinErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
  }
}

/** Anything thrown, as the SDK's error type, so a listener always gets a code and a message. */
export function toFinError(error: unknown): FinWidgetsError {
  if (error instanceof FinWidgetsError) return error;
  return new FinWidgetsError('unexpected', error instanceof Error ? error.message : String(error), { cause: error });
}

/**
 * A command got an argument of the wrong kind (`track({nope: 1})`, `signIn({})`): the same name as
 * the loader's own argument errors (docs/loader.md), whatever the feature's code.
 */
export class FinWidgetsArgumentError extends FinWidgetsError {
  override name = 'FinWidgetsArgumentError';
}

/** An attribute or property of an element got a value of the wrong kind. */
export class InvalidAttributeError extends FinWidgetsError {
  override name = 'InvalidAttributeError';

  constructor(message: string) {
    super('invalid_attribute', message);
  }
}

/**
 * Data from outside (a server answer, a stored record, a socket frame) is not what the decoder
 * expects. `path` names the bad field in JSONPath style ('$.items[3].name') so the log says
 * exactly what the server got wrong.
 */
export class DecodeError extends FinWidgetsError {
  override name = 'DecodeError';
  readonly path: string;
  /** What was wrong at `path`, e.g. 'expected a string, got null'. */
  readonly problem: string;

  constructor(path: string, problem: string, options?: { cause?: unknown; source?: string }) {
    super('decode', `${options?.source ? `${options.source}: ` : ''}unexpected data at ${path}: ${problem}`, options);
    this.path = path;
    this.problem = problem;
  }
}

/**
 * What a decoder threw on data from `source` (a URL, 'GET https://…'), as a DecodeError naming
 * the source; an error of another kind becomes one at '$'.
 */
export function decodeFailure(source: string, error: unknown): DecodeError {
  if (error instanceof DecodeError) return new DecodeError(error.path, error.problem, { cause: error, source });
  return new DecodeError('$', error instanceof Error ? error.message : String(error), { cause: error, source });
}
