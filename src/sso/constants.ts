/** Sign-on constants (spec sso-chat-help-centre.md §2.1, §3.1, §4.1, §8, §9 Sign-on). */

/** The hidden frame's path; a frame may also answer with it as the message type (§7.1), carrying a consent answer's payload. */
export const EMBED_AUTHORISE = 'embed/authorise';

/** Paths on the sign-on service that sign-in uses, relative to its base URL (§2.1). */
export const SIGN_ON_PATHS = { signin: 'signin', signup: 'signup', authorise: EMBED_AUTHORISE, connect: 'embed/connect', challenges: 'challenges' } as const;

/** Flows that open `signup` instead of `signin`. */
export const SIGN_UP_FLOWS: readonly string[] = ['signup', 'signup_only'];

/** frame: embed/authorise, answered once; connect: embed/connect, kept as the session's watcher (docs/sso-protocol.md). */
export const SIGN_IN_MODES = ['redirect', 'popup', 'frame', 'connect'] as const;
export type SignInMode = (typeof SIGN_IN_MODES)[number];

export const POPUP_WIDTH = 440;
export const POPUP_HEIGHT = 680;
/** The popup is named as the sign-on service: its message source marker. */
export const POPUP_NAME = 'sso';
export const POPUP_POLL_MS = 500;
export const FRAME_TIMEOUT_MS = 2000;

export const CODE_VERIFIER_LENGTH = 64;
export const STATE_PREFIX = '_pk_';
export const STATE_RANDOM_LENGTH = 16;

export const LOCAL_ATTEMPTS = 7;
export const COOKIE_ATTEMPTS = 3;
export const ATTEMPT_COOKIE_MAX_AGE_S = 86400;
export const DEVICE_COOKIE_MAX_AGE_S = 31536000;

/** Where attempts are kept (localStorage key and cookie name). */
export const ATTEMPTS_KEY = 'fin_sso_attempts';
export const HARDWARE_ID_COOKIE = 'fin_sso_hardware_id';
export const DEVICE_ID_COOKIE = 'fin_sso_device_id';
export const DEVICE_ID_LENGTH = 32;

/** The source marker and the message types of §7.1. */
export const MESSAGE_SOURCE = 'sso';
export const CONSENT_SUCCESS = 'consent-success';
export const CONSENT_ERROR = 'consent-error';
/** A challenge's method and id go into its path (challenges/{method}/{id}): nothing else is allowed. */
export const CHALLENGE_PART = /^[\w-]{1,128}$/;

/** A message longer than this (as JSON) is not from a sign-on service: ignored. */
export const MAX_MESSAGE_CHARS = 4096;
export const MAX_CODE_CHARS = 2048;
export const MAX_DESCRIPTION_CHARS = 1000;

/** The sign-in codes of §8, in the spec's order (a type only: the `error.<code>` keys of strings hold them at run time). */
export type SignInErrorCode =
  | 'registration_not_supported'
  | 'user_cancelled'
  | 'access_denied'
  | 'authorise_declined'
  | 'unknown'
  | 'timeout'
  | 'interrupted'
  | 'popup_blocked'
  | 'popup_closed'
  | 'iframe_failed'
  | 'code_verifier_not_found'
  | 'code_verifier_already_used'
  | 'state_not_found';
