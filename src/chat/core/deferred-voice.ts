/**
 * A VoiceTransport that loads the real one only when the first call is placed. Mounting it just
 * keeps the endpoint and token, so the calls service can be ready (and the Call item shown, §6)
 * while the voice code (WebRTC, signalling, the call bar) stays a chunk loaded on the first Call.
 */
import { once } from '../../shared/once';
import type { VoiceCall, VoiceDevice, VoiceTransport } from './voice';

export function deferredTransport(load: () => Promise<VoiceTransport>): VoiceTransport {
  return {
    async mount(setup) {
      let token = setup.token;
      let destroyed = false;
      // Loaded with the first call; a failed load (or mount) is tried again by the next call.
      const mount = once(() => load().then((transport) => transport.mount({ endpoint: setup.endpoint, token })));
      /** The device asked for last, for updateToken and destroy (which never load it). */
      let real: Promise<VoiceDevice> | undefined;
      const device = () => (real = mount());
      return {
        connect(params, handlers): VoiceCall {
          let call: VoiceCall | undefined;
          let muted: boolean | undefined;
          let over = false;
          device().then(
            (mounted) => {
              if (over || destroyed) return;
              call = mounted.connect(params, handlers);
              if (muted !== undefined) call.setMuted(muted);
            },
            (error: unknown) => {
              if (!over) handlers.failed(error instanceof Error ? error : new Error(String(error)));
            },
          );
          return {
            setMuted(next) {
              muted = next;
              call?.setMuted(next);
            },
            hangUp() {
              over = true;
              call?.hangUp();
            },
          };
        },
        updateToken(next) {
          token = next;
          void real?.then((mounted) => mounted.updateToken(next), () => undefined);
        },
        async destroy() {
          destroyed = true;
          const mounted = await real?.catch(() => undefined);
          await mounted?.destroy();
        },
      };
    },
  };
}
