/**
 * Hidden-frame sign-in (embed/authorise) and the connected session (embed/connect), loaded on
 * first use. A connected frame answers like embed/authorise, then stays (hidden) to post
 * embed/logout-sync when the session ends at the service; see docs/sso-protocol.md.
 */
import { FRAME_TIMEOUT_MS } from '../constants';
import { LOGOUT_SYNC } from '../embed-constants';
import type { FrameAttempt } from './client';
import { readEnvelope } from './messages';

export function runFrame(attempt: FrameAttempt): void {
  const { env, port, options, state, serviceOrigin, connection } = attempt;
  const timer = env.clock.setTimeout(() => attempt.end('timeout'), options.timeoutMs ?? FRAME_TIMEOUT_MS);
  attempt.onEnd(() => env.clock.clearTimeout(timer));
  const frame = port.openFrame(attempt.href);
  if (!frame) return attempt.end('iframe_failed');
  attempt.watch(frame.window);
  attempt.onEnd((result) => {
    if (options.mode !== 'connect' || result.status !== 'success') return frame.remove();
    // Same checks as every answer: the service's origin, this frame, this connection's state.
    const stopListening = env.listen((message) => {
      const envelope = readEnvelope(message, { origin: serviceOrigin, source: frame.window });
      if (envelope?.type !== LOGOUT_SYNC || envelope.payload.state !== state) return;
      connection.stop();
      attempt.interrupt();
      port.announceLogout();
    });
    connection.stop = () => {
      connection.stop = () => {};
      stopListening();
      frame.remove();
    };
  });
}
