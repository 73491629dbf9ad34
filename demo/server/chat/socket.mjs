// The chat socket (§7.3) on the HTTP server's upgrade event: the client's first frame carries
// version, userAgent, acceptLanguage and device; the server answers wsStart, then sends
// heartbeats, messages, typing, read and internal-request frames, each with an id the client
// acknowledges. Sockets register with the fault switch so dropSockets can cut them.
import { WebSocketServer } from 'ws';
import { decryptDeviceId } from './device.mjs';
import { readCookie } from '../cookies.mjs';
import { SESSION_COOKIE } from './http.mjs';

/** 503 while the fault switch refuses sockets (a server that cannot take the socket back yet). */
const REFUSED = 'HTTP/1.1 503 Service Unavailable\r\nconnection: close\r\ncontent-length: 0\r\n\r\n';

export function attachChatSocket({ server, path, state, faults, timings, stats }) {
  const wss = new WebSocketServer({ noServer: true });

  function onUpgrade(request, socket, head) {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname !== path) return;
    if (faults.refusingSockets()) {
      socket.end(REFUSED);
      return;
    }
    // A browser cannot set headers on a WebSocket: a panel on another site names its session in the query.
    const session = state.session(readCookie(request.headers.cookie, SESSION_COOKIE) ?? url.searchParams.get('session') ?? undefined);
    if (url.searchParams.get('auth-scheme') !== 'web' || !session) {
      socket.end(`HTTP/1.1 ${session ? '400 Bad Request' : '401 Unauthorized'}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => onConnection(ws, session));
  }

  function onConnection(ws, session) {
    faults.sockets.add(ws);
    stats.connections += 1;
    let unlisten;
    let heartbeat;
    const send = (frame) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame.id || frame.type === 'heartbeat' ? frame : { id: state.nextId('f'), ...frame }));
    };
    ws.on('message', (data) => {
      let frame;
      try {
        frame = JSON.parse(String(data));
      } catch {
        return ws.close(1003, 'frames are JSON');
      }
      if (!unlisten) {
        const { version, userAgent, acceptLanguage, device } = frame ?? {};
        if (typeof version !== 'string' || typeof userAgent !== 'string' || typeof acceptLanguage !== 'string' || !decryptDeviceId(device)) {
          return ws.close(1008, 'the first frame carries version, userAgent, acceptLanguage and device');
        }
        unlisten = state.listen(session.clientId, send);
        send({ type: 'wsStart', payload: { clientId: session.clientId } });
        heartbeat = setInterval(() => send({ type: 'heartbeat' }), timings.heartbeatMs);
        return;
      }
      if (frame.type === 'ack' && typeof frame.id === 'string' && typeof frame.receivedTimestamp === 'number') stats.acks += 1;
      else if (frame.type === 'typing' && ['Start', 'Stop'].includes(frame.payload?.event)) stats.typing.push(frame.payload.event);
    });
    ws.on('close', () => {
      faults.sockets.delete(ws);
      unlisten?.();
      clearInterval(heartbeat);
    });
    ws.on('error', () => undefined);
  }

  server.on('upgrade', onUpgrade);
  return {
    close() {
      server.off('upgrade', onUpgrade);
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}
