/**
 * The chat socket of §4.2, §7.3 and §9 over a Socket port (the browser's WebSocket in the SDK,
 * a fake in tests). Status Closed → Connecting → Open; a failure is Failed and retries with a
 * growing, jittered delay; no frame within the idle timeout counts as a failure; the retry
 * counter resets after the auto-reset time of staying open; a close with code 4000 is deliberate.
 */
import { createNanoEvents } from 'nanoevents';
import type { Clock, TimerId } from '../../shared/clock';
import { attempt } from '../../shared/decode';
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

export function createChatSocket(options: ChatSocketOptions) {
  const { clock, factory } = options;
  let config: SocketConfig = options.config ?? SOCKET_DEFAULTS;
  const retry = createRetryTimer({ clock, random: options.random, backoff: () => socketBackoff(config.openConnectionBackoff) });
  const store = createStore<{ status: SocketStatus; attempt: number }>({ status: 'Closed', attempt: 0 });
  const events = createNanoEvents<ChatSocketEvents>();
  let connection: SocketConnection | undefined;
  let wanted = false;
  const timers: Record<'open' | 'idle' | 'keepAlive' | 'autoReset' | 'typing', TimerId | undefined> = {
    open: undefined,
    idle: undefined,
    keepAlive: undefined,
    autoReset: undefined,
    typing: undefined,
  };
  let typingTicket: string | undefined;

  const status = () => store.getSnapshot().status;
  const setStatus = (next: SocketStatus) => store.update((draft) => void (draft.status = next));
  const clear = (...names: (keyof typeof timers)[]) => {
    for (const name of names) {
      clock.clearTimeout(timers[name]);
      timers[name] = undefined;
    }
  };
  const clearConnectionTimers = () => clear('open', 'idle', 'keepAlive', 'autoReset');

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

  function armIdle(): void {
    clear('idle');
    timers.idle = clock.setTimeout(
      () => fail(new Error(`No heartbeat within ${config.idleTimeoutMillis} ms.`)),
      config.idleTimeoutMillis,
    );
  }

  function armKeepAlive(): void {
    timers.keepAlive = clock.setTimeout(() => {
      rawSend({ type: 'heartbeat' });
      armKeepAlive();
    }, config.keepAliveIntervalMillis);
  }

  function connect(): void {
    setStatus('Connecting');
    const isCurrent = () => current === connection;
    const current: SocketConnection = factory(options.url, {
      open() {
        if (!isCurrent()) return;
        clear('open');
        options.hello().then(
          (hello) => {
            if (!isCurrent()) return;
            current.send(JSON.stringify(hello));
            setStatus('Open');
            armIdle();
            armKeepAlive();
            timers.autoReset = clock.setTimeout(() => {
              retry.reset();
              store.update((draft) => void (draft.attempt = 0));
            }, config.openConnectionBackoff.autoResetMillis);
          },
          (error: unknown) => isCurrent() && fail(error instanceof Error ? error : new Error(String(error))),
        );
      },
      message(data) {
        if (!isCurrent() || status() !== 'Open') return;
        armIdle();
        let json: unknown;
        try {
          json = JSON.parse(data);
        } catch {
          return;
        }
        // A frame we cannot read is dropped; the re-sync on the next open fills any gap.
        const frame = attempt(decodeServerFrame, json);
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
        const established = status() === 'Open';
        fail(
          established
            ? new Error(`The chat socket closed (${code}${reason ? ` ${reason}` : ''}).`)
            : new SocketOpenError('closed_before_established', `The chat socket closed before it was established (${code}).`),
        );
      },
    });
    connection = current;
    timers.open = clock.setTimeout(
      () => fail(new SocketOpenError('open_timeout', `The chat socket did not open within ${SOCKET_OPEN_TIMEOUT_MS} ms.`)),
      SOCKET_OPEN_TIMEOUT_MS,
    );
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
      clear('typing');
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
    typing(ticketId: string): void {
      if (typingTicket !== ticketId) {
        if (typingTicket) rawSend({ type: 'typing', ticketId: typingTicket, payload: { event: 'Stop' } });
        typingTicket = ticketId;
        rawSend({ type: 'typing', ticketId, payload: { event: 'Start' } });
      }
      clear('typing');
      timers.typing = clock.setTimeout(() => {
        rawSend({ type: 'typing', ticketId, payload: { event: 'Stop' } });
        typingTicket = undefined;
      }, TYPING_DEBOUNCE_MS);
    },
  };
}
