/**
 * A VoiceTransport that loads the real one only when the first call is placed. Mounting it just
 * keeps the endpoint and token, so the calls service can be ready (and the Call item shown, §6)
 * while the voice code (WebRTC, signalling, the call bar) stays a chunk loaded on the first Call.
 */
import type { VoiceCall, VoiceDevice, VoiceTransport } from './voice';

export function deferredTransport(load: () => Promise<VoiceTransport>): VoiceTransport {
  return {
    async mount(setup) {
      let token = setup.token;
      let real: Promise<VoiceDevice> | undefined;
      let destroyed = false;
      const device = () => (real ??= load().then((transport) => transport.mount({ endpoint: setup.endpoint, token })));
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
