/** A Socket port whose connections a test opens, feeds and closes by hand. */
import type { SocketFactory, SocketHandlers } from '../../../src/chat/core/socket';

export interface FakeConnection {
  url: string;
  handlers: SocketHandlers;
  sent: unknown[];
  closed?: { code: number | undefined; reason: string | undefined };
  /** The server side: */
  open(): void;
  receive(frame: unknown): void;
  drop(code?: number): void;
}

export function createFakeSocket() {
  const connections: FakeConnection[] = [];
  const factory: SocketFactory = (url, handlers) => {
    const connection: FakeConnection = {
      url,
      handlers,
      sent: [],
      open: () => handlers.open(),
      receive: (frame) => handlers.message(JSON.stringify(frame)),
      drop: (code = 1006) => handlers.close(code, ''),
    };
    connections.push(connection);
    return {
      send: (data) => void connection.sent.push(JSON.parse(data)),
      close: (code, reason) => void (connection.closed = { code, reason }),
    };
  };
  return { factory, connections, last: () => connections.at(-1)! };
}

/** Lets promise callbacks (hello, fetch, storage) run. */
export const settle = async (rounds = 20) => {
  for (let index = 0; index < rounds; index++) await Promise.resolve();
};
