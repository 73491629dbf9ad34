/** A VoiceTransport whose mounts, destroys and calls a test drives by hand. */
import type { CallParams, VoiceCall, VoiceCallHandlers, VoiceDevice, VoiceTransport } from '../../../src/chat/core/voice';

export interface FakeCall {
  params: CallParams;
  handlers: VoiceCallHandlers;
  muted: boolean[];
  hungUp: boolean;
}

export interface FakeDevice {
  setup: { endpoint: string; token: string };
  tokens: string[];
  calls: FakeCall[];
  destroyed: boolean;
  /** Resolves the pending destroy() (when the test holds destroys). */
  finishDestroy(): void;
}

export function createFakeVoice({ holdDestroy = false } = {}) {
  const devices: FakeDevice[] = [];
  let mountError: Error | undefined;
  const transport: VoiceTransport = {
    async mount(setup) {
      if (mountError) throw mountError;
      let finish = () => {};
      const destroyed = new Promise<void>((resolve) => (finish = resolve));
      const fake: FakeDevice = { setup, tokens: [], calls: [], destroyed: false, finishDestroy: () => finish() };
      devices.push(fake);
      const device: VoiceDevice = {
        connect(params, handlers): VoiceCall {
          const call: FakeCall = { params, handlers, muted: [], hungUp: false };
          fake.calls.push(call);
          return { setMuted: (muted) => void call.muted.push(muted), hangUp: () => void (call.hungUp = true) };
        },
        updateToken: (token) => void fake.tokens.push(token),
        async destroy() {
          fake.destroyed = true;
          for (const call of fake.calls) call.hungUp = true;
          if (holdDestroy) await destroyed;
        },
      };
      return device;
    },
  };
  return {
    transport,
    devices,
    last: () => devices.at(-1)!,
    lastCall: () => devices.at(-1)!.calls.at(-1)!,
    failMounts: (error: Error | undefined) => void (mountError = error),
  };
}
