/**
 * The hidden frames besides authorisation (§2.1, §7.1): their path is also the type of the
 * message they answer with. Apart from constants.ts so their lazy chunk shares nothing with the button's.
 */
export const EMBED_LOGOUT = 'embed/logout';
export const EMBED_USERINFO = 'embed/userinfo';
/** Logout may also end the session at the sign-on service (§7.1). */
export const DELETE_SESSION_PARAM = 'delete_session';
/** The hidden-frame timeout of §9 (FRAME_TIMEOUT_MS), repeated here so this chunk imports nothing from the button's. */
export const EMBED_TIMEOUT_MS = 2000;
/** Posted by a connected frame (embed/connect) when the session ended elsewhere (§7.1). */
export const LOGOUT_SYNC = 'embed/logout-sync';
/** Dispatched on document when that happens. */
export const LOGOUT_EVENT = 'fin-sso-logout';
