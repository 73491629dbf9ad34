import { expect } from '@open-wc/testing';
import { CALL_TOKEN_REFRESH_MS } from '../../../src/chat/constants';
import { createCalls, formatCallDuration } from '../../../src/chat/core/calls';
import type { CallsStatus } from '../../../src/chat/core/calls';
import { createFakeClock } from '../../support/fake-clock';
import { recordingLogger } from '../../support/fake-logger';
import { rejection } from '../../support/rejection';
import { settle } from '../support/fake-socket';
import { createFakeVoice } from '../support/fake-voice';

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: Error): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

/** An api whose answers are immediate unless a test holds them (`hold`). */
function setup({ holdDestroy = false, chatEnabled = true } = {}) {
  const clock = createFakeClock(1_000_000);
  const voice = createFakeVoice({ holdDestroy });
  const logger = recordingLogger();
  const requests: string[] = [];
  let tokens = 0;
  const held: { config?: Deferred<string>; token?: Deferred<string> } = {};
  const failing = { config: false, token: false };
  const api = {
    callConfig: () => {
      requests.push('config');
      if (held.config) return held.config.promise;
      return failing.config ? Promise.reject(new Error('config down')) : Promise.resolve('wss://voice.test/call');
    },
    callToken: () => {
      requests.push('token');
      if (held.token) return held.token.promise;
      return failing.token ? Promise.reject(new Error('token down')) : Promise.resolve(`token-${++tokens}`);
    },
  };
  let enabled = chatEnabled;
  const calls = createCalls({ api, transport: voice.transport, clock, logger, chatEnabled: () => enabled });
  const statuses: CallsStatus[] = [calls.getSnapshot().status];
  const unsubscribeRecorder = calls.subscribe(() => {
    const { status } = calls.getSnapshot();
    if (statuses.at(-1) !== status) statuses.push(status);
  });
  const status = () => calls.getSnapshot().status;
  /** Starts ready: subscribed (which mounts) and settled. */
  const ready = async () => {
    await settle();
    expect(status()).to.equal('ready');
  };
  return {
    clock,
    voice,
    logger,
    requests,
    held,
    failing,
    calls,
    statuses,
    status,
    ready,
    unsubscribeRecorder,
    disableChat: () => void (enabled = false),
  };
}

describe('calls service (§4.3): states and toggles', () => {
  it('mounts on the first listener: initial → mounting → ready, config and token fetched, device made with them', async () => {
    const t = setup();
    expect(t.statuses).to.deep.equal(['initial', 'mounting']);
    await t.ready();
    expect(t.statuses).to.deep.equal(['initial', 'mounting', 'ready']);
    expect(t.requests).to.deep.equal(['config', 'token']);
    expect(t.voice.last().setup).to.deep.equal({ endpoint: 'wss://voice.test/call', token: 'token-1' });
  });

  it('does nothing until someone listens', async () => {
    const clock = createFakeClock();
    const voice = createFakeVoice();
    const requests: string[] = [];
    const calls = createCalls({
      api: { callConfig: async () => (requests.push('config'), 'wss://x'), callToken: async () => (requests.push('token'), 't') },
      transport: voice.transport,
      clock,
    });
    await settle();
    expect(calls.getSnapshot().status).to.equal('initial');
    expect(requests).to.deep.equal([]);
    expect(voice.devices).to.have.length(0);
  });

  it('unmounts when the last listener leaves: ready → unmounting → initial, device destroyed', async () => {
    const t = setup({ holdDestroy: true });
    await t.ready();
    const other = t.calls.subscribe(() => {});
    other();
    expect(t.status()).to.equal('ready');
    t.calls.toggle(false);
    expect(t.status()).to.equal('unmounting');
    expect(t.voice.last().destroyed).to.equal(true);
    t.voice.last().finishDestroy();
    await settle();
    expect(t.statuses).to.deep.equal(['initial', 'mounting', 'ready', 'unmounting', 'initial']);
  });

  // Every row: the state it starts in, the toggle, and the state right after it.
  const table: [CallsStatus, boolean, CallsStatus][] = [
    ['initial', true, 'mounting'],
    ['initial', false, 'initial'],
    ['mounting', true, 'mounting'],
    ['mounting', false, 'unmounting'],
    ['ready', true, 'ready'],
    ['ready', false, 'unmounting'],
    ['unmounting', true, 'mounting'],
    ['unmounting', false, 'unmounting'],
    ['error', true, 'mounting'],
    ['error', false, 'unmounting'],
  ];
  /** From a fresh setup (subscribed, so mounting) to `from`. */
  async function reach(t: ReturnType<typeof setup>, from: CallsStatus): Promise<void> {
    if (from !== 'ready' && from !== 'unmounting') {
      t.calls.toggle(false);
      await settle();
      if (from === 'mounting') t.held.config = deferred();
      if (from === 'error') t.failing.config = true;
      if (from !== 'initial') t.calls.toggle(true);
    }
    await settle();
    if (from === 'unmounting') t.calls.toggle(false);
    expect(t.status()).to.equal(from);
  }

  for (const [from, on, to] of table) {
    it(`toggle ${on ? 'on' : 'off'} from ${from} → ${to}`, async () => {
      const t = setup({ holdDestroy: true });
      await reach(t, from);
      t.calls.toggle(on);
      expect(t.status()).to.equal(to);
    });
  }

  it('toggled on while unmounting mounts a new device once the answers arrive', async () => {
    const t = setup({ holdDestroy: true });
    await t.ready();
    t.calls.toggle(false);
    t.calls.toggle(true);
    await settle();
    expect(t.status()).to.equal('ready');
    // The old destroy finishing late does not unmount the new device.
    t.voice.devices[0]!.finishDestroy();
    await settle();
    expect(t.status()).to.equal('ready');
    expect(t.voice.devices).to.have.length(2);
    expect(t.voice.devices[1]!.destroyed).to.equal(false);
  });

  it('toggled off while mounting: the late answers change nothing and the late device is destroyed', async () => {
    const t = setup();
    t.held.config = deferred();
    t.calls.toggle(false);
    await settle();
    t.calls.toggle(true);
    expect(t.status()).to.equal('mounting');
    t.calls.toggle(false);
    await settle();
    expect(t.status()).to.equal('initial');
    t.held.config.resolve('wss://late');
    await settle();
    expect(t.status()).to.equal('initial');
    expect(t.voice.devices.every((device) => device.destroyed)).to.equal(true);
  });
});

describe('calls service: config and token (§7.2, §8, §9)', () => {
  const failures: [string, 'config' | 'token' | 'mount'][] = [
    ['the config', 'config'],
    ['the token', 'token'],
    ['the voice device', 'mount'],
  ];
  for (const [what, which] of failures) {
    it(`${what} failing → state error with 'Failed to fetch call config or token'`, async () => {
      const t = setup();
      t.calls.toggle(false);
      await settle();
      if (which === 'mount') t.voice.failMounts(new Error('no device'));
      else t.failing[which] = true;
      t.calls.toggle(true);
      await settle();
      const { status, error } = t.calls.getSnapshot();
      expect(status).to.equal('error');
      expect(error?.message).to.equal('Failed to fetch call config or token');
      expect(error?.name).to.equal('CallConfigError');
      expect(t.logger.warnings).to.have.length(1);
    });
  }

  it('refreshes the token every 3000000 ms while mounted, and hands it to the device', async () => {
    const t = setup();
    await t.ready();
    expect(CALL_TOKEN_REFRESH_MS).to.equal(3_000_000);
    t.clock.tick(2_999_999);
    await settle();
    expect(t.voice.last().tokens).to.deep.equal([]);
    t.clock.tick(1);
    await settle();
    expect(t.voice.last().tokens).to.deep.equal(['token-2']);
    t.clock.tick(3_000_000);
    await settle();
    expect(t.voice.last().tokens).to.deep.equal(['token-2', 'token-3']);
    expect(t.requests).to.deep.equal(['config', 'token', 'token', 'token']);
  });

  it('stops refreshing once unmounted', async () => {
    const t = setup();
    await t.ready();
    t.calls.toggle(false);
    await settle();
    t.clock.tick(3 * 3_000_000);
    await settle();
    expect(t.requests).to.deep.equal(['config', 'token']);
    expect(t.clock.pending()).to.equal(0);
  });

  it('a failed refresh → state error with the spec text; the call already up is not cut', async () => {
    const t = setup();
    await t.ready();
    await t.calls.call('t1');
    t.voice.lastCall().handlers.accepted();
    t.failing.token = true;
    t.clock.tick(3_000_000);
    await settle();
    expect(t.status()).to.equal('error');
    expect(t.calls.getSnapshot().error?.message).to.equal('Failed to fetch call config or token');
    expect(t.calls.getSnapshot().call.phase).to.equal('active');
    expect(t.voice.lastCall().hungUp).to.equal(false);
    expect(await rejection(t.calls.call('t2'))).to.have.property('message', 'Calls service is not ready');
  });
});

describe('calls service: a call (§4.3, §5, §6, §7.4)', () => {
  it('is requested with to, action=inboundCallInApp and the ticket id; connecting, then active on accept', async () => {
    const t = setup();
    await t.ready();
    t.clock.tick(5_000);
    await t.calls.call('ticket-7');
    expect(t.voice.lastCall().params).to.deep.equal({ to: 'support', action: 'inboundCallInApp', ticketId: 'ticket-7' });
    expect(t.calls.getSnapshot().call).to.deep.equal({ phase: 'connecting', ticketId: 'ticket-7', muted: false });
    t.clock.tick(2_000);
    t.voice.lastCall().handlers.accepted();
    expect(t.calls.getSnapshot().call).to.deep.equal({ phase: 'active', ticketId: 'ticket-7', muted: false, startedAt: 1_007_000 });
  });

  const refusals: [string, (t: ReturnType<typeof setup>) => Promise<void> | void, string | undefined, string, string][] = [
    ['chat disabled', (t) => t.disableChat(), 't1', 'Chat is disabled.', 'ChatDisabledError'],
    ['no ticket id', () => {}, undefined, 'Ticket ID is required to perform a call.', 'CallTicketRequiredError'],
    ['an empty ticket id', () => {}, '', 'Ticket ID is required to perform a call.', 'CallTicketRequiredError'],
    ['mounting', (t) => ((t.held.token = deferred()), t.calls.toggle(false), settle().then(() => t.calls.toggle(true))), 't1', 'Calls service is not ready', 'CallsNotReadyError'],
    ['in error', (t) => ((t.failing.config = true), t.calls.toggle(false), settle().then(() => t.calls.toggle(true))), 't1', 'Calls service is not ready', 'CallsNotReadyError'],
    ['unmounting', (t) => t.calls.toggle(false), 't1', 'Calls service is not ready', 'CallsNotReadyError'],
  ];
  for (const [when, arrange, ticketId, message, name] of refusals) {
    it(`is refused when ${when}: '${message}'`, async () => {
      const t = setup({ holdDestroy: true });
      await t.ready();
      await arrange(t);
      await settle();
      const error = await rejection(t.calls.call(ticketId));
      expect(error).to.have.property('message', message);
      expect(error).to.have.property('name', name);
      expect(t.voice.devices.flatMap((device) => device.calls)).to.have.length(0);
    });
  }

  const endings: ['reject' | 'cancel' | 'disconnect', 'rejected' | 'cancelled' | 'disconnected', boolean][] = [
    ['reject', 'rejected', false],
    ['cancel', 'cancelled', false],
    ['disconnect', 'disconnected', false],
    ['disconnect', 'disconnected', true],
  ];
  for (const [event, reason, afterAccept] of endings) {
    it(`${event} ${afterAccept ? 'after' : 'before'} accept resets the call and says why (${reason})`, async () => {
      const t = setup();
      await t.ready();
      await t.calls.call('t1');
      if (afterAccept) t.voice.lastCall().handlers.accepted();
      t.voice.lastCall().handlers.ended(reason);
      expect(t.calls.getSnapshot().call).to.deep.equal({ phase: 'idle', muted: false });
      expect(t.calls.getSnapshot().ended).to.deep.equal({ reason });
      expect(t.status()).to.equal('ready');
      // A new call clears the notice.
      await t.calls.call('t1');
      expect(t.calls.getSnapshot().ended).to.equal(undefined);
    });
  }

  it('a call that fails (no microphone) resets with its error, logged once', async () => {
    const t = setup();
    await t.ready();
    await t.calls.call('t1');
    t.voice.lastCall().handlers.failed(new Error('Permission denied'));
    expect(t.calls.getSnapshot().call.phase).to.equal('idle');
    expect(t.calls.getSnapshot().ended?.reason).to.equal('failed');
    expect(t.logger.warnings).to.deep.equal(['Calls: Permission denied']);
  });

  it('hang-up ends the call on the device and resets it; later events of that call change nothing', async () => {
    const t = setup();
    await t.ready();
    await t.calls.call('t1');
    const first = t.voice.lastCall();
    first.handlers.accepted();
    t.calls.hangUp();
    expect(first.hungUp).to.equal(true);
    expect(t.calls.getSnapshot().call.phase).to.equal('idle');
    expect(t.calls.getSnapshot().ended).to.deep.equal({ reason: 'hungUp' });
    await t.calls.call('t2');
    first.handlers.accepted();
    first.handlers.ended('disconnected');
    expect(t.calls.getSnapshot().call).to.deep.equal({ phase: 'connecting', ticketId: 't2', muted: false });
  });

  it('mute and unmute reach the device and the snapshot', async () => {
    const t = setup();
    await t.ready();
    await t.calls.call('t1');
    t.voice.lastCall().handlers.accepted();
    t.calls.toggleMute();
    expect(t.calls.getSnapshot().call.muted).to.equal(true);
    t.calls.setMuted(false);
    expect(t.calls.getSnapshot().call.muted).to.equal(false);
    expect(t.voice.lastCall().muted).to.deep.equal([true, false]);
  });

  it('one call at a time: a second request while one is up places nothing', async () => {
    const t = setup();
    await t.ready();
    await t.calls.call('t1');
    await t.calls.call('t2');
    expect(t.voice.last().calls).to.have.length(1);
  });

  it('unmounting hangs up the call (the device destroys it) and resets the bar', async () => {
    const t = setup();
    await t.ready();
    await t.calls.call('t1');
    t.voice.lastCall().handlers.accepted();
    t.unsubscribeRecorder();
    await settle();
    expect(t.status()).to.equal('initial');
    expect(t.voice.lastCall().hungUp).to.equal(true);
    expect(t.calls.getSnapshot().call.phase).to.equal('idle');
  });
});

describe('formatCallDuration', () => {
  const rows: [number, string][] = [
    [0, '0:00'],
    [999, '0:00'],
    [5_000, '0:05'],
    [65_000, '1:05'],
    [3_599_000, '59:59'],
    [3_600_000, '1:00:00'],
    [3_725_000, '1:02:05'],
    [-1_000, '0:00'],
  ];
  for (const [ms, text] of rows) it(`${ms} ms → ${text}`, () => expect(formatCallDuration(ms)).to.equal(text));
});
