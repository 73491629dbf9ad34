/**
 * The chat socket of §4.2, §7.3 and §9 over a Socket port (the browser's WebSocket in the SDK,
 * a fake in tests). Status Closed → Connecting → Open; a failure is Failed and retries with a
 * growing, jittered delay; no frame within the idle timeout counts as a failure; the retry
 * counter resets after the auto-reset time of staying open; a close with code 4000 is deliberate.
 */
import { createNanoEvents } from 'nanoevents';
import type { Clock, TimerId } from '../../shared/clock';
import { attemptJson } from '../../shared/decode';
import type { Random } from '../../shared/random';
import { createRetryTimer } from '../../shared/retry';
import type { Backoff } from '../../shared/retry';
import { createStore } from '../../shared/store';
import { SOCKET_CLOSE_DELIBERATE, SOCKET_DEFAULTS, SOCKET_OPEN_TIMEOUT_MS, TYPING_DEBOUNCE_MS } from '../constants';
import { SocketOpenError } from './errors';
import { decodeServerFrame } from './models';
import type { ServerFrame, SocketConfig } from './models';

export type SocketStatus = 'Closed' | 'Connecting' | 'Open' | 'Failed';

export interface SocketHandlers {
  open(): void;
  message(data: string): void;
  close(code: number, reason: string): void;
}

/** One connection, as the port gives it. */
export interface SocketConnection {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** The Socket port: opens a connection to `url` that reports through `handlers`. */
export type SocketFactory = (url: string, handlers: SocketHandlers) => SocketConnection;

/** The first frame (§7.3). */
export interface SocketHello {
  version: string;
  userAgent: string;
  acceptLanguage: string;
  device: string;
}

export type { ServerFrame };

export interface ChatSocketOptions {
  factory: SocketFactory;
  url: string;
  clock: Clock;
  /** Defaults to §9's values; /ws/config answers replace it (setConfig). */
  config?: SocketConfig | undefined;
  hello: () => Promise<SocketHello>;
  /** The reconnect delays' jitter. */
  random: Random;
}

export interface ChatSocketEvents {
  frame: (frame: ServerFrame) => void;
  /** Why a connection attempt or an open connection failed. */
  failure: (error: Error) => void;
}

/** The spec's openConnectionBackoff as a retry policy: doubling from min, jittered by ±randomFactor, within [min, max]. */
export const socketBackoff = ({ minMillis, maxMillis, randomFactor }: SocketConfig['openConnectionBackoff']): Backoff => ({
  minMs: minMillis,
  maxMs: maxMillis,
  randomFactor,
});

export type ChatSocket = ReturnType<typeof createChatSocket>;

/** Named one-shot timers: setting one first clears its previous run. */
function createNamedTimers<K extends string>(clock: Clock) {
  const ids: Partial<Record<K, TimerId>> = {};
  return {
    set(name: K, ms: number, run: () => void): void {
      clock.clearTimeout(ids[name]);
      ids[name] = clock.setTimeout(run, ms);
    },
    clear(...names: K[]): void {
      for (const name of names) {
        clock.clearTimeout(ids[name]);
        ids[name] = undefined;
      }
    },
  };
}


/** Why a connection closed by itself: before it was established (an open error), or after. */
const closeError = (code: number, reason: string, established: boolean): Error =>
  established
    ? new Error(`The chat socket closed (${code}${reason ? ` ${reason}` : ''}).`)
    : new SocketOpenError('closed_before_established', `The chat socket closed before it was established (${code}).`);

/** The typing frames (§9): Start at the first keystroke in a ticket, Stop 2 s after the last one (or on moving to another ticket). */
function createTypingSignal(clock: Clock, send: (frame: unknown) => boolean) {
  let ticket: string | undefined;
  let timer: TimerId | undefined;
  const stop = () => {
    clock.clearTimeout(timer);
    timer = undefined;
  };
  return {
    keystroke(ticketId: string): void {
      if (ticket !== ticketId) {
        if (ticket) send({ type: 'typing', ticketId: ticket, payload: { event: 'Stop' } });
        ticket = ticketId;
        send({ type: 'typing', ticketId, payload: { event: 'Start' } });
      }
      stop();
      timer = clock.setTimeout(() => {
        send({ type: 'typing', ticketId, payload: { event: 'Stop' } });
        ticket = undefined;
      }, TYPING_DEBOUNCE_MS);
    },
    /** The socket closed on purpose: no Stop is due any more. */
    stop,
  };
}

export function createChatSocket(options: ChatSocketOptions) {
  const { clock, factory } = options;
  let config: SocketConfig = options.config ?? SOCKET_DEFAULTS;
  const retry = createRetryTimer({ clock, random: options.random, backoff: () => socketBackoff(config.openConnectionBackoff) });
  const store = createStore<{ status: SocketStatus; attempt: number }>({ status: 'Closed', attempt: 0 });
  const events = createNanoEvents<ChatSocketEvents>();
  let connection: SocketConnection | undefined;
  let wanted = false;
  const timers = createNamedTimers<'open' | 'idle' | 'keepAlive' | 'autoReset'>(clock);
  const typing = createTypingSignal(clock, (frame) => rawSend(frame));

  const status = () => store.getSnapshot().status;
  const setStatus = (next: SocketStatus) => store.update((draft) => void (draft.status = next));
  const clearConnectionTimers = () => timers.clear('open', 'idle', 'keepAlive', 'autoReset');

  function rawSend(frame: unknown): boolean {
    if (!connection || status() !== 'Open') return false;
    connection.send(JSON.stringify(frame));
    return true;
  }

  function fail(error: Error): void {
    clearConnectionTimers();
    const dropped = connection;
    connection = undefined;
    dropped?.close();
    events.emit('failure', error);
    if (!wanted) return setStatus('Closed');
    setStatus('Failed');
    retry.schedule(connect);
    store.update((draft) => void (draft.attempt = retry.attempts()));
  }

  const armIdle = () => timers.set('idle', config.idleTimeoutMillis, () => fail(new Error(`No heartbeat within ${config.idleTimeoutMillis} ms.`)));
  const armKeepAlive = (): void =>
    timers.set('keepAlive', config.keepAliveIntervalMillis, () => {
      rawSend({ type: 'heartbeat' });
      armKeepAlive();
    });

  function connect(): void {
    setStatus('Connecting');
    const isCurrent = () => current === connection;
    const current: SocketConnection = factory(options.url, {
      open() {
        if (!isCurrent()) return;
        timers.clear('open');
        options.hello().then(
          (hello) => {
            if (!isCurrent()) return;
            current.send(JSON.stringify(hello));
            setStatus('Open');
            armIdle();
            armKeepAlive();
            timers.set('autoReset', config.openConnectionBackoff.autoResetMillis, () => {
              retry.reset();
              store.update((draft) => void (draft.attempt = 0));
            });
          },
          (error: unknown) => isCurrent() && fail(error instanceof Error ? error : new Error(String(error))),
        );
      },
      message(data) {
        if (!isCurrent() || status() !== 'Open') return;
        armIdle();
        // A frame we cannot read is dropped (the re-sync on the next open fills any gap).
        const frame = attemptJson(decodeServerFrame, data);
        if (!frame) return;
        if (frame.id !== undefined && frame.type !== 'heartbeat') {
          rawSend({ id: frame.id, type: 'ack', receivedTimestamp: clock.now() });
        }
        events.emit('frame', frame);
      },
      close(code, reason) {
        if (!isCurrent()) return;
        if (code === SOCKET_CLOSE_DELIBERATE) {
          clearConnectionTimers();
          connection = undefined;
          wanted = false;
          setStatus('Closed');
          return;
        }
        fail(closeError(code, reason, status() === 'Open'));
      },
    });
    connection = current;
    timers.set('open', SOCKET_OPEN_TIMEOUT_MS, () => fail(new SocketOpenError('open_timeout', `The chat socket did not open within ${SOCKET_OPEN_TIMEOUT_MS} ms.`)));
  }

  return {
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    on: <E extends keyof ChatSocketEvents>(event: E, listener: ChatSocketEvents[E]) => events.on(event, listener),
    setConfig(next: SocketConfig) {
      config = next;
    },
    start(): void {
      wanted = true;
      if (status() === 'Closed') connect();
    },
    /** Closes deliberately with 4000: no retry. */
    stop(): void {
      wanted = false;
      retry.reset();
      typing.stop();
      clearConnectionTimers();
      const closing = connection;
      connection = undefined;
      closing?.close(SOCKET_CLOSE_DELIBERATE, 'client closed');
      store.update((draft) => {
        draft.status = 'Closed';
        draft.attempt = 0;
      });
    },
    /** Sends a frame when open; false when not (callers rely on HTTP, not the socket, for anything that must arrive). */
    send: rawSend,
    /** Call on every keystroke: Start at once, Stop 2 s after the last one (§9). */
    typing: typing.keystroke,
  };
}
