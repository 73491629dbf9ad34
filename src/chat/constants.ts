/** Values of the live support chat, from sso-chat-help-centre.md §4 and §9 (Chat). */

/** Version sent with every request (header) and in the socket's first frame. Not shown in the spec. */
export const CHAT_VERSION = '1';

/** Socket defaults (§9), used until /ws/config answers and for anything it leaves out. */
export const SOCKET_DEFAULTS = {
  keepAliveIntervalMillis: 1_200_000,
  idleTimeoutMillis: 40_000,
  openConnectionBackoff: { minMillis: 500, maxMillis: 15_000, randomFactor: 0.3, autoResetMillis: 600_000 },
} as const;
export const SOCKET_OPEN_TIMEOUT_MS = 10_000;
/** A close with this code is deliberate (§4.2) and never retried. */
export const SOCKET_CLOSE_DELIBERATE = 4000;
/** Query the socket path carries (§7.3). */
export const SOCKET_AUTH_SCHEME = 'web';

/** §4.8 / §9: how long sign-in, sign-out and refresh may take. */
export const SIGN_IN_TIMEOUT_MS = 30_000;
export const SIGN_OUT_TIMEOUT_MS = 30_000;
export const REFRESH_TIMEOUT_MS = 10_000;

/** §5 / §9 uploads. */
export const UPLOAD_LIMIT_BYTES = 10_485_760;
export const THUMBNAIL_WIDTH = 480;

/** §9 paging. */
export const MESSAGE_PAGE_SIZE = 50;
export const TICKET_HISTORY_PAGE_SIZE = 20;
export const MAX_ENTRY_SUGGESTIONS = 5;
/** §9: FAQ articles the host suggests locally (e.g. the help centre's current topic) before a ticket. */
export const MAX_LOCAL_FAQ_SUGGESTIONS = 3;

/** §9 timings. */
export const SENDING_INDICATOR_MS = 2_000;
export const TYPING_DEBOUNCE_MS = 2_000;
export const AGENT_TYPING_DEFAULT_MS = 10_000;
/** While the chatbot works on an answer, a simulated typing indicator (§9): up to 3 minutes, bursts of 8-15 s, gaps of 2-4 s. */
export const BOT_TYPING = { totalMs: 180_000, burstMs: [8_000, 15_000], gapMs: [2_000, 4_000] } as const;
export const MARK_READ_DEBOUNCE_MS = 400;
export const TICKET_REFRESH_DEBOUNCE_MS = 200;

/**
 * Dismissed active tickets stay hidden 12 of a unit the spec does not show (§4.4, §9): hours,
 * the unit a support desk would use for "come back to it later".
 */
export const DISMISSED_ACTIVE_HIDDEN_MS = 12 * 60 * 60 * 1000;

/** §9: the device id is encrypted into a 64-byte buffer, base64 encoded, version 3. */
export const DEVICE_ID_BUFFER_BYTES = 64;
export const DEVICE_ID_VERSION = 3;

/** Tags sent with an anonymous sign-in: anonymous users are tagged as business users (§6). */
export const ANONYMOUS_TAGS = ['business'] as const;
/** Where the anonymous visitor's session (its clientId) is kept, in the chat's storage (§4.8). */
export const ANONYMOUS_SESSION_KEY = 'session:anonymous';
/**
 * How often the launcher asks GET /tickets/summary while the page is visible and the panel has not
 * run yet (not in the spec): a light poll, not the panel's socket (docs/elements/fin-chat-launcher.md).
 */
export const LAUNCHER_POLL_MS = 30_000;

/** Outbox retry delays for transient failures (not in the spec): grows from 1 s to 30 s. */
export const OUTBOX_RETRY_MIN_MS = 1_000;
export const OUTBOX_RETRY_MAX_MS = 30_000;
/** Their jitter (not in the spec): ±30 %, as the socket's, so clients cut off together do not all retry at once. */
export const OUTBOX_RETRY_RANDOM_FACTOR = 0.3;

/** Accepted upload types (§5): images and PDF only. */
export const ACCEPTED_UPLOAD_TYPES = /^(image\/[\w.+-]+|application\/pdf)$/;

/**
 * Internal-request actions the web chat can answer (§5: only pending requests with a permitted
 * action are shown). The spec does not list them; these are the reference server's.
 */
export const PERMITTED_INTERNAL_REQUEST_ACTIONS: readonly string[] = ['confirm', 'choose'];

/** §9: the call token is refreshed this often while the calls service is mounted. */
export const CALL_TOKEN_REFRESH_MS = 3_000_000;
/** §7.4: the action parameter of every call. */
export const CALL_ACTION = 'inboundCallInApp';
/**
 * §7.4's `to` parameter: whom the call is for. The spec does not show its value; the provider's
 * support desk, which routes the call to the ticket's agent by `ticketId`.
 */
export const CALL_DESTINATION = 'support';
/** §7.4: audio codecs in order of preference (RTCRtpTransceiver.setCodecPreferences). */
export const CALL_CODECS = ['audio/opus', 'audio/PCMU'] as const;
/** How long the browser gathers ICE candidates before it sends its offer anyway (not in the spec). */
export const CALL_ICE_GATHER_MS = 3_000;

/** The chat API under the element's api-base (docs/chat-core.md, Wire choices). */
export const CHAT_API_PATH = 'api/chat';
export const chatApiBase = (apiBase: string): string => new URL(CHAT_API_PATH, apiBase.endsWith('/') ? apiBase : apiBase + '/').href;
/** Customer segments (§6). Anonymous visitors are business users. */
export const CHAT_SEGMENTS = ['Retail', 'Business'] as const;
export type ChatSegment = (typeof CHAT_SEGMENTS)[number];
/** A deep link to a chat ticket opens only once authorised, waiting at most this long (§6). */
export const AUTH_WAIT_MS = 5_000;

/** §9 panel layout and scrolling. */
export const BUBBLE_MAX_WIDTH = '88%';
/** The scroll-to-bottom button shows at this distance from the bottom or more. */
export const SCROLL_BUTTON_DISTANCE_PX = 500;
/** The chat counts as read under this distance from the bottom. */
export const READ_DISTANCE_PX = 1;
/** Older messages load when the scroll reaches this fraction of the height from the top. */
export const OLDER_PAGE_AT = 0.2;
/** The virtualised list's first guess at a message row's height before it is measured (not in the spec). */
export const MESSAGE_ROW_ESTIMATE_PX = 56;
/** Message rows rendered beyond each edge of the view (not in the spec). */
export const MESSAGE_ROW_OVERSCAN = 8;
/** The newest messages the hidden live log holds, so each new one is announced (not in the spec). */
export const LIVE_LOG_SIZE = 5;
/** The rating popup's feedback box grows to this many rows (§5). */
export const FEEDBACK_MAX_ROWS = 7;
/** Session-storage key of the chat context (§3.2). */
export const CHAT_CONTEXT_STORAGE_KEY = 'fin-chat-context';
/** Feature switches the host sets (§6). */
export const CHAT_FEATURES = { dismiss: 'dismiss', end: 'end', translation: 'translation.enable', calls: 'calls' } as const;
