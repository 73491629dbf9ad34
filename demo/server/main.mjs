// npm start: the reference server on --port (or PORT, default 8080) and the cross-origin
// host page on the next port (or --host-port).
import { parseArgs } from 'node:util';
import { createHostServer, createServer } from './app.mjs';

function fail(message) {
  console.error(message);
  process.exit(1);
}

function portFrom(value, name) {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`${name} must be a port number from 0 to 65535, got "${value}".`);
  return port;
}

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '8080' },
      'host-port': { type: 'string' },
      host: { type: 'string', default: process.env.HOST ?? 'localhost' },
      log: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  fail(`${error.message}\nUsage: node demo/server/main.mjs [--port 8080] [--host-port 8081] [--host localhost] [--log]`);
}

const port = portFrom(args.port, '--port');
let hostPort = args['host-port'] === undefined ? undefined : portFrom(args['host-port'], '--host-port');
let hostOrigin;

async function listen(app, listenPort, what) {
  try {
    await app.listen({ port: listenPort, host: args.host });
  } catch (error) {
    if (error.code === 'EADDRINUSE') fail(`Port ${listenPort} is in use: start the ${what} on another one with --port / --host-port.`);
    throw error;
  }
  return app.server.address().port;
}

try {
  const { app } = await createServer({ logger: args.log, hostOrigin: () => hostOrigin });
  const actualPort = await listen(app, port, 'reference server');
  const origin = `http://${args.host}:${actualPort}`;
  const host = await createHostServer({ sdkOrigin: origin, logger: args.log });
  hostPort ??= port === 0 ? 0 : actualPort + 1;
  const actualHostPort = await listen(host.app, hostPort, 'cross-origin host page');
  hostOrigin = `http://${args.host}:${actualHostPort}`;
  console.log(`Fin Widgets reference server\n  demo:         ${origin}/\n  cross-origin: ${hostOrigin}/\nCtrl+C stops it.`);
  const stop = async () => {
    await Promise.allSettled([app.close(), host.app.close()]);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  fail(error.name === 'MissingBuildError' || error.name === 'FixtureError' ? error.message : error.stack);
}
