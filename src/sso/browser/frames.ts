/**
 * The hidden-frame side of the browser adapter, loaded on first use with the frame code: iframes,
 * the logout announcement, and the signOut / userInfo commands over embed/logout and embed/userinfo.
 */
import type { FramePort } from '../core/client';
import { signOut as embedSignOut, userInfo as embedUserInfo } from '../core/embed';
import { runFrame } from '../core/frames';
import type { EmbedOptions, SignOutOptions, SignOutResult, UserInfoResult } from '../core/embed';
import { readEnvelope } from '../core/messages';
import { LOGOUT_EVENT } from '../embed-constants';
import { browserEnvironment, pageSignOnClient } from './environment';

export const framePort: FramePort = {
  openFrame(url) {
    if (!document.body) return null;
    const frame = document.createElement('iframe');
    frame.hidden = true;
    frame.src = url;
    document.body.append(frame);
    return { window: frame.contentWindow, remove: () => frame.remove() };
  },
  announceLogout: () => void document.dispatchEvent(new CustomEvent(LOGOUT_EVENT, { detail: {} })),
  runFrame,
};

/** A connected frame (signIn mode connect) is removed first: this sign-out is the page's own. */
export function signOut(options: SignOutOptions): Promise<SignOutResult> {
  pageSignOnClient().disconnect();
  return embedSignOut(options, browserEnvironment(), readEnvelope);
}

export const userInfo = (options: EmbedOptions): Promise<UserInfoResult> => embedUserInfo(options, browserEnvironment(), readEnvelope);
