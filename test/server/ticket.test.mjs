// The help-centre routes of the ticket widget, through fastify's inject.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createServer } from '../../demo/server/app.mjs';

describe('reference server: help-centre tickets', () => {
  let app;
  const device = { 'x-device-id': 'device-1' };
  before(async () => {
    ({ app } = await createServer());
  });
  after(() => app.close());

  it('needs a device id', async () => {
    const response = await app.inject({ url: '/helpcentre/tickets/TCK-1001' });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().error, 'missing_device_id');
  });

  it('answers a ticket, 404 for an unknown one, and records seen', async () => {
    const ticket = await app.inject({ url: '/helpcentre/tickets/TCK-1002', headers: device });
    assert.equal(ticket.statusCode, 200);
    assert.equal(ticket.json().title, 'Card replacement');
    assert.equal(ticket.json().seen, false);
    assert.equal((await app.inject({ method: 'POST', url: '/helpcentre/tickets/TCK-1002/seen', headers: device })).statusCode, 204);
    assert.equal((await app.inject({ url: '/helpcentre/tickets/TCK-1002', headers: device })).json().seen, true);
    assert.equal((await app.inject({ url: '/helpcentre/tickets/NOPE', headers: device })).statusCode, 404);
  });

  it('answers chargeback sections with the spec query, 404 without a chargeback', async () => {
    const path = (id) => `/helpcentre/tickets/v2/latest/origin-entities/${id}/sections`;
    const query = '?entityType=TRANSACTION&ticketType=CHARGEBACK';
    const found = await app.inject({ url: path('txn_skyline_412') + query, headers: device });
    assert.equal(found.statusCode, 200);
    assert.equal(found.json().sections[0].title, 'Chargeback');
    assert.equal((await app.inject({ url: path('txn_other') + query, headers: device })).statusCode, 404);
    assert.equal((await app.inject({ url: path('txn_skyline_412'), headers: device })).statusCode, 400);
  });

  it('fails actions on demand and moves the ticket on when one succeeds', async () => {
    const url = '/helpcentre/tickets/TCK-1003/actions/email-reminder?fail=1';
    const send = () => app.inject({ method: 'PUT', url, headers: device, payload: { channel: 'EMAIL' } });
    assert.equal((await send()).statusCode, 500);
    assert.equal((await send()).statusCode, 200);
    const timeline = (await app.inject({ url: '/helpcentre/tickets/TCK-1003', headers: device })).json().sections[0].items[0];
    assert.equal(timeline.currentStepIndex, 2);
    assert.equal(timeline.steps[1].lineStyle, 'SOLID');
    const always = () => app.inject({ method: 'DELETE', url: '/helpcentre/tickets/TCK-1003/actions/withdraw?fail=always', headers: device });
    assert.equal((await always()).statusCode, 500);
    assert.equal((await always()).statusCode, 500);
  });

  it('refuses a DELETE with a body and a POST without one', async () => {
    const base = '/helpcentre/tickets/TCK-1001/actions/x';
    assert.equal((await app.inject({ method: 'DELETE', url: base, headers: device, payload: { a: 1 } })).statusCode, 400);
    assert.equal((await app.inject({ method: 'POST', url: base, headers: device })).statusCode, 400);
  });
});
