import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createCollector, decodeEvent, productOf } from '../../demo/server/collector.mjs';

const event = (id, extra = {}) => ({
  id,
  clientTimestamp: '2026-11-21T09:30:00.000Z',
  sessionId: 's-1',
  product: 'business',
  app: { id: null, version: null, locale: 'en-GB' },
  device: { web: {} },
  screen: 'cards',
  section: null,
  userId: null,
  context: null,
  path: '/',
  action: { type: 'static', name: 'view' },
  ...extra,
});

describe('reference tracker collector', () => {
  it('reads the product from the Twirp-style path', () => {
    assert.equal(productOf('business.tracking.WebTracker'), 'business');
    assert.equal(productOf('tracking.WebTracker'), undefined);
    assert.equal(productOf('a b.tracking.WebTracker'), undefined);
  });

  it('decodes text bodies and names what is wrong', () => {
    assert.deepEqual(decodeEvent(JSON.stringify(event('a')), 'business'), event('a'));
    const cases = [
      ['{', 'the body is not JSON'],
      [event(''), 'id must be a string of 1 to 100 characters'],
      [event('a', { clientTimestamp: 'yesterday' }), 'clientTimestamp must be an ISO 8601 date-time'],
      [event('a', { product: 'banking' }), 'product must be "business", as in the path'],
      [event('a', { screen: 3 }), 'screen must be a string or null'],
      [event('a', { action: 'view' }), 'action must be null or {type: "static" | "dynamic", name: string}'],
    ];
    for (const [body, message] of cases) assert.throws(() => decodeEvent(body, 'business'), { name: 'InvalidEventError', message });
  });

  it('stores an id once and counts every delivery', () => {
    const collector = createCollector(2);
    assert.equal(collector.record(event('a')), false);
    assert.equal(collector.record(event('a')), true);
    assert.equal(collector.record(event('b')), false);
    const { events, stored, deliveries, duplicates } = collector.list();
    assert.deepEqual([stored, deliveries, duplicates], [2, 3, 1]);
    assert.deepEqual(events.map((entry) => [entry.event.id, entry.deliveries]), [['a', 2], ['b', 1]]);
    assert.deepEqual(collector.list(1).events.map((entry) => entry.event.id), ['b']);
    collector.record(event('c'));
    assert.deepEqual(collector.list().events.map((entry) => entry.event.id), ['b', 'c'], 'the oldest goes past capacity');
  });
});
