// The fault switch: rules that add latency, force an HTTP status or drop WebSockets, for
// demos and tests that show recovery. Set per request with the X-Fin-Fault header
// ("latency=800, status=503"), or server-wide with POST /__faults (see docs/reference-server.md).

const MAX_LATENCY_MS = 60_000;

export class FaultRuleError extends Error {
  constructor(message) {
    super(message);
    this.name = 'FaultRuleError';
  }
}

/**
 * Validates one rule: { match?, latencyMs?, status?, times?, skip?, bytesPerSecond?, dropSockets?, refuseSockets? }.
 * `refuseSockets` answers every WebSocket upgrade 503 until the rules are cleared (a server that is down).
 * `skip` lets that many matching requests through first (fail the Nth upload: skip N-1);
 * `bytesPerSecond` makes a route that reads a request body (uploads) read it that slowly.
 */
export function parseRule(input) {
  if (!input || typeof input !== 'object' || Array.isArray(input)) throw new FaultRuleError('a fault rule is a JSON object');
  const rule = {};
  for (const [key, value] of Object.entries(input)) {
    if (key === 'match') {
      if (typeof value !== 'string' || !value.startsWith('/')) throw new FaultRuleError('match is a path prefix starting with "/"');
      rule.match = value;
      // `*` stands for one path segment ("/api/chat/tickets/*/messages/text": every ticket's text sends).
      const pattern = value.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('[^/]+');
      rule.matches = (path) => new RegExp(`^${pattern}`).test(path);
    } else if (key === 'latencyMs') {
      if (!Number.isInteger(value) || value < 0 || value > MAX_LATENCY_MS) throw new FaultRuleError(`latencyMs is a whole number from 0 to ${MAX_LATENCY_MS}`);
      rule.latencyMs = value;
    } else if (key === 'status') {
      if (!Number.isInteger(value) || value < 400 || value > 599) throw new FaultRuleError('status is an HTTP error status from 400 to 599');
      rule.status = value;
    } else if (key === 'times') {
      if (!Number.isInteger(value) || value < 1) throw new FaultRuleError('times is a whole number of requests, 1 or more');
      rule.times = value;
    } else if (key === 'skip') {
      if (!Number.isInteger(value) || value < 0) throw new FaultRuleError('skip is a whole number of requests, 0 or more');
      rule.skip = value;
    } else if (key === 'bytesPerSecond') {
      if (!Number.isInteger(value) || value < 1) throw new FaultRuleError('bytesPerSecond is a whole number, 1 or more');
      rule.bytesPerSecond = value;
    } else if (key === 'refuseSockets') {
      if (typeof value !== 'boolean') throw new FaultRuleError('refuseSockets is a boolean');
      rule.refuseSockets = value;
    } else if (key === 'dropSockets') {
      if (typeof value !== 'boolean') throw new FaultRuleError('dropSockets is a boolean');
      rule.dropSockets = value;
    } else {
      throw new FaultRuleError(`unknown fault option "${key}"`);
    }
  }
  if (rule.latencyMs === undefined && rule.status === undefined && rule.bytesPerSecond === undefined && !rule.dropSockets && !rule.refuseSockets) {
    throw new FaultRuleError('a fault rule needs latencyMs, status, bytesPerSecond, dropSockets or refuseSockets');
  }
  return rule;
}

/** "latency=800, status=503" → { latencyMs: 800, status: 503 } */
export function parseFaultHeader(header) {
  const input = {};
  for (const part of header.split(',')) {
    const [name, value] = part.split('=').map((text) => text.trim());
    if (!name) continue;
    if (name === 'latency') input.latencyMs = Number(value);
    else if (name === 'status') input.status = Number(value);
    else throw new FaultRuleError(`unknown X-Fin-Fault part "${name}" (use latency=ms, status=code)`);
  }
  return parseRule(input);
}

export function createFaults() {
  let rules = [];
  const sockets = new Set();
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  return {
    /** Open WebSockets (ws) register here so a dropSockets rule can cut them. */
    sockets,
    list: () => rules.map((rule) => ({ ...rule })),
    clear() {
      rules = [];
    },
    add(input) {
      const rule = parseRule(input);
      if (rule.dropSockets) {
        // ws sockets: terminate() drops the connection without a closing handshake, like a network cut.
        for (const socket of sockets) socket.terminate();
        sockets.clear();
      }
      if (rule.latencyMs !== undefined || rule.status !== undefined || rule.bytesPerSecond !== undefined || rule.refuseSockets) rules.push(rule);
      return rule;
    },
    /** True while a refuseSockets rule is in force. */
    refusingSockets: () => rules.some((rule) => rule.refuseSockets),
    /**
     * The rule for this request, consuming one of its `times`. A rule without `match` spares
     * static files (the SDK in /dist/ and the demo pages) so a page can still load to show recovery.
     */
    take(path, isStatic) {
      const index = rules.findIndex((rule) => (rule.refuseSockets ? false : rule.matches ? rule.matches(path) : !isStatic));
      if (index < 0) return undefined;
      const rule = rules[index];
      if (rule.skip) {
        rule.skip -= 1;
        return undefined;
      }
      if (rule.times !== undefined) {
        rule.times -= 1;
        if (rule.times === 0) rules.splice(index, 1);
      }
      return rule;
    },
    /** Fastify onRequest hook. `isStatic(url)` tells static files from API calls. */
    async apply(request, reply, isStatic) {
      if (request.url.startsWith('/__faults')) return;
      const header = request.headers['x-fin-fault'];
      let rule;
      try {
        rule = typeof header === 'string' ? parseFaultHeader(header) : this.take(request.url, isStatic(request.url));
      } catch (error) {
        return reply.code(400).send({ error: 'bad_fault', message: error.message });
      }
      if (!rule) return;
      // A route that reads the body slowly (uploads) finds the rule here.
      request.fault = rule;
      if (rule.latencyMs) await sleep(rule.latencyMs);
      if (rule.status) {
        if (rule.status === 429 || rule.status === 503) reply.header('retry-after', '1');
        return reply.code(rule.status).send({ error: 'injected_fault', message: `Fault switch: forced ${rule.status}` });
      }
    },
  };
}
