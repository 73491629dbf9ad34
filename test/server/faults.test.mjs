import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createFaults, parseFaultHeader, parseRule } from '../../demo/server/faults.mjs';

describe('reference server fault switch', () => {
  it('rejects malformed rules with a message that says what is wrong', () => {
    const cases = [
      [null, 'a fault rule is a JSON object'],
      [{ status: 200 }, 'status is an HTTP error status from 400 to 599'],
      [{ latencyMs: -1 }, 'latencyMs is a whole number from 0 to 60000'],
      [{ status: 503, times: 0 }, 'times is a whole number of requests, 1 or more'],
      [{ status: 503, match: 'api' }, 'match is a path prefix starting with "/"'],
      [{ status: 503, colour: 'red' }, 'unknown fault option "colour"'],
      [{ times: 2 }, 'a fault rule needs latencyMs, status, bytesPerSecond, dropSockets or refuseSockets'],
    ];
    for (const [input, message] of cases) assert.throws(() => parseRule(input), { name: 'FaultRuleError', message });
    assert.throws(() => parseFaultHeader('latency=10, explode=1'), { message: 'unknown X-Fin-Fault part "explode" (use latency=ms, status=code)' });
  });

  it('parses the per-request header', () => {
    assert.deepEqual(parseFaultHeader('latency=800, status=503'), { latencyMs: 800, status: 503 });
  });

  it('consumes counted rules, matches prefixes and spares static files without a match', () => {
    const faults = createFaults();
    faults.add({ match: '/api/forms/', status: 500, times: 2 });
    faults.add({ status: 503 });
    assert.equal(faults.take('/api/forms/x', false).status, 500);
    assert.equal(faults.take('/api/forms/x', false).status, 500);
    assert.equal(faults.take('/api/forms/x', false).status, 503);
    assert.equal(faults.take('/dist/loader.js', true), undefined);
    faults.clear();
    assert.equal(faults.take('/api/forms/x', false), undefined);
  });

  it('drops every registered socket', () => {
    const faults = createFaults();
    const closed = [];
    faults.sockets.add({ terminate: () => closed.push('a') });
    faults.sockets.add({ terminate: () => closed.push('b') });
    faults.add({ dropSockets: true });
    assert.deepEqual(closed, ['a', 'b']);
    assert.equal(faults.sockets.size, 0);
    assert.deepEqual(faults.list(), []);
  });
});
