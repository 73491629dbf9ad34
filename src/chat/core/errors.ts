/** The chat's named errors; messages are the spec's texts (§8) where it gives them. */
import { FinWidgetsError } from '../../shared/errors';
import { interpolate } from '../../shared/i18n';
import { strings } from '../strings';

export type ChatAction = 'sign-in' | 'sign-out' | 'refresh';

/** 'Chat {action} action failed after timeout: {ms}ms.' */
export class ChatTimeoutError extends FinWidgetsError {
  override name = 'ChatTimeoutError';

  readonly action: ChatAction;
  readonly ms: number;
  constructor(action: ChatAction, ms: number) {
    super('chat_timeout', interpolate(strings.defaults.actionTimeout, { action, ms }));
    this.action = action;
    this.ms = ms;
  }
}

export class AnonymousSessionExpiredError extends FinWidgetsError {
  override name = 'AnonymousSessionExpiredError';

  constructor() {
    super('anonymous_session_expired', strings.defaults.anonymousExpired);
  }
}

export class AnonymousSessionMissingError extends FinWidgetsError {
  override name = 'AnonymousSessionMissingError';

  constructor() {
    super('anonymous_session_missing', strings.defaults.anonymousMissing);
  }
}

export class NotAuthorisedError extends FinWidgetsError {
  override name = 'NotAuthorisedError';

  constructor() {
    super('not_authorised', strings.defaults.cannotRefresh);
  }
}

export class ChatDisabledError extends FinWidgetsError {
  override name = 'ChatDisabledError';

  constructor() {
    super('chat_disabled', strings.defaults.chatDisabled);
  }
}

/**
 * The panel waited the §6 5000 ms for a session and got none: misconfiguration, said with the
 * two fixes (the message goes to the console once and in `fin-error` {code: 'auth_required'}).
 */
export class AuthRequiredError extends FinWidgetsError {
  override name = 'AuthRequiredError';

  constructor() {
    super(
      'auth_required',
      "<fin-chat> has no chat session: answer its fin-auth-required event with FinWidgets('setAuth', {token}) (and give it a client-id), or add the anonymous attribute to chat as a visitor who is not signed in.",
    );
  }
}

export class CannotOpenChatError extends FinWidgetsError {
  override name = 'CannotOpenChatError';

  constructor() {
    super('cannot_open_chat', strings.defaults.cannotOpenNewChat);
  }
}

/** Why the socket gave up on one connection attempt (§4.2). */
export class SocketOpenError extends FinWidgetsError {
  override name = 'SocketOpenError';

  constructor(reason: 'open_timeout' | 'closed_before_established', detail: string) {
    super(reason, detail);
  }
}

/** 'Calls service is not ready' (§6, §8): a call is requested only when the service is ready. */
export class CallsNotReadyError extends FinWidgetsError {
  override name = 'CallsNotReadyError';

  constructor() {
    super('calls_not_ready', strings.defaults.callsNotReady);
  }
}

/** 'Ticket ID is required to perform a call.' (§5, §8) */
export class CallTicketRequiredError extends FinWidgetsError {
  override name = 'CallTicketRequiredError';

  constructor() {
    super('call_ticket_required', strings.defaults.ticketIdRequiredForCall);
  }
}

/** 'Failed to fetch call config or token' (§8): the calls service is then in state error. */
export class CallConfigError extends FinWidgetsError {
  override name = 'CallConfigError';

  constructor(cause: unknown) {
    super('call_config_failed', strings.defaults.callConfigFailed, { cause });
  }
}

/** A call that could not be placed: no microphone, the call endpoint unreachable or refusing. */
export class CallFailedError extends FinWidgetsError {
  override name = 'CallFailedError';

  constructor(detail: string, cause?: unknown) {
    super('call_failed', detail, { cause });
  }
}
