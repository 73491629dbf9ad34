// The reference server's form host: load, branches, completions, EXTERNAL checks, validation.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createServer } from '../../demo/server/app.mjs';

describe('reference server form host', () => {
  let app;
  before(async () => {
    ({ app } = await createServer());
  });
  after(() => app.close());

  const load = async (flowId, query = '') => app.inject({ method: 'GET', url: `/api/forms/${flowId}${query}`, headers: { 'accept-language': 'en_GB' } });
  const submit = (flowId, body) => app.inject({ method: 'POST', url: `/api/forms/${flowId}/submit`, payload: body });
  const setValue = (flow, viewId, itemId, value) => {
    flow.views.find((view) => view.id === viewId).items.find((item) => item.id === itemId).value = value;
  };

  it('loads the first view, strips server-only keys, 404s an unknown flow, prefills from the query', async () => {
    const response = await load('chargeback', '?full-name=Ada');
    assert.equal(response.statusCode, 200);
    const flow = response.json();
    assert.deepEqual(flow.views.map((view) => view.id), ['details']);
    assert.equal(flow.currentViewId, 'details');
    assert.equal(flow.views[0].next, undefined);
    assert.equal(flow.views[0].items.find((item) => item.id === 'full-name').value, 'Ada');
    assert.equal((await load('nope')).statusCode, 404);
  });

  it('branches on the answers and keeps the posted views', async () => {
    let flow = (await load('chargeback')).json();
    flow.currentViewId = 'details';
    flow = (await submit('chargeback', flow)).json();
    assert.equal(flow.currentViewId, 'reason');
    setValue(flow, 'reason', 'why', { optionId: 'fraud' });
    flow.currentViewId = 'reason';
    const fraud = (await submit('chargeback', flow)).json();
    assert.equal(fraud.currentViewId, 'card');
    assert.deepEqual(fraud.views.map((view) => view.id), ['details', 'reason', 'card']);
    setValue(flow, 'reason', 'why', { optionId: 'double' });
    assert.equal((await submit('chargeback', flow)).json().currentViewId, 'contact');
  });

  it('rejects an invalid EXTERNAL value on submit and answers the validate call', async () => {
    const flow = { id: 'chargeback', currentViewId: 'contact', views: [{ id: 'contact', items: [{ id: 'reference', value: 'REF-12' }] }] };
    const rejected = await submit('chargeback', flow);
    assert.equal(rejected.statusCode, 422);
    assert.equal(rejected.json().message, "We can't find this reference with the merchant");
    const validate = (value) => app.inject({ method: 'POST', url: '/api/forms/chargeback/views/contact/items/reference/validate', payload: { value: { type: 'STRING', value } } }).then((r) => r.json());
    assert.deepEqual(await validate('REF-1234'), { isValid: true });
    assert.deepEqual(await validate('REF-1'), { isValid: false, message: "We can't find this reference with the merchant" });
    assert.equal((await app.inject({ method: 'POST', url: '/api/forms/chargeback/views/contact/items/reference/validate', payload: { value: 3 } })).statusCode, 400);
  });

  it('answers the completions of the fixtures', async () => {
    const confirm = (await submit('chargeback', { currentViewId: 'confirm', views: [] })).json();
    assert.equal(confirm.state, 'COMPLETE');
    assert.equal(confirm.attributes.chatTicketId, 'T-20931');
    assert.deepEqual((await submit('feedback', { currentViewId: 'next-steps', views: [] })).json(), { response: { panel: true } });
    const status = (await submit('feedback', { currentViewId: 'resolved', views: [] })).json();
    assert.deepEqual(status.views.map((view) => view.id), ['thanks-dialog', 'next-steps']);
    assert.deepEqual((await submit('help-link', { currentViewId: 'open-help', views: [] })).json().state, 'COMPLETE');
    assert.equal((await submit('chargeback', { views: [] })).statusCode, 400);
  });

  it('answers a ticket\'s progress for getTicketProgress (§7): §3 Ticket progress from the ticket, 404 for an unknown one', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/tickets/TCK-1001/progress' });
    assert.equal(response.statusCode, 200);
    const progress = response.json();
    assert.equal(progress.headerTitle, 'Dispute timeline');
    assert.equal(progress.currentStepIndex, 2);
    assert.deepEqual(Object.keys(progress.steps[0]).sort(), ['date', 'description', 'lineStyle', 'stepColor', 'title']);
    assert.equal((await app.inject({ method: 'GET', url: '/api/tickets/NOPE/progress' })).statusCode, 404);
  });
});
