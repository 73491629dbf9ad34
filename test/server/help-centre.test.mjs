// The reference server's help-centre requests and form actions (issue 22): the requests are the
// chat tickets of the user the registered identity names (ACTIVE / RESOLVED), and open in the chat
// as that client; the dispute article offers form actions whose forms exist and take their params.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createServer } from '../../demo/server/app.mjs';
import { chatAgent } from './chat-support.mjs';

describe('reference server: help-centre requests and form actions', () => {
  let app;
  let origin;
  before(async () => {
    ({ app } = await createServer());
    origin = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  after(() => app.close());

  const helpCentre = (path, headers = {}) => fetch(`${origin}/api/help-centre/support/${path}`, { headers: { 'x-device-id': 'device-1', ...headers } });

  test('§7.5 alternative tree: GET faqs/{scope} is the tree one level deep, node/{faqKey} a node and its children; the same tree put together', async () => {
    const whole = await (await helpCentre('faq-tree/v1/retail?lang=en-GB')).json();
    const top = await (await helpCentre('faqs/retail?lang=en-GB')).json();
    assert.deepEqual(top.map((node) => node.key), whole.map((node) => node.key));
    for (const node of top) for (const child of node.children) assert.deepEqual(child.children, [], 'children cut below the first level');
    const deep = whole.flatMap((node) => node.children).find((child) => child.children.length > 0) ?? whole[0];
    const answer = await (await helpCentre(`faqs/retail/node/${encodeURIComponent(deep.key)}?lang=en-GB`)).json();
    assert.equal(answer.key, deep.key);
    assert.deepEqual(answer.children.map((child) => child.key), deep.children.map((child) => child.key));
    assert.equal((await helpCentre('faqs/retail/node/nope')).status, 404);
    assert.equal((await helpCentre('faqs/nowhere')).status, 404);
  });

  test('lists no requests without a registered identity', async () => {
    const response = await helpCentre('tickets');
    assert.equal(response.status, 401);
  });

  test("lists the user's requests, ACTIVE and RESOLVED, and the chat opens them as that client", async () => {
    const response = await helpCentre('tickets', { 'x-registered-identity-id': 'user-req-1' });
    assert.equal(response.status, 200);
    const { tickets } = await response.json();
    const active = tickets.filter((ticket) => ticket.state === 'ACTIVE');
    const resolved = tickets.filter((ticket) => ticket.state === 'RESOLVED');
    assert.deepEqual(active.map((ticket) => ticket.title).sort(), ['Card replacement', 'Question about fees', 'Transfer to a friend is late', 'Update my address']);
    assert.deepEqual(resolved.map((ticket) => ticket.title).sort(), ['Card declined at a shop', 'Top-up missing']);
    for (const ticket of tickets) assert.ok(!Number.isNaN(Date.parse(ticket.updatedAt)), ticket.updatedAt);

    // A second call lists the same requests (seeded once).
    const again = await (await helpCentre('tickets', { 'x-registered-identity-id': 'user-req-1' })).json();
    assert.equal(again.tickets.length, tickets.length);

    const chat = chatAgent(origin);
    assert.equal((await chat.call('POST', 'signin', { verificationToken: 'token', clientId: 'user-req-1' })).status, 200);
    const card = active.find((ticket) => ticket.title === 'Card replacement');
    const opened = await chat.call('GET', `tickets/${card.id}`);
    assert.equal(opened.status, 200);
    assert.equal(opened.body.state, 'assigned');
    const messages = await chat.call('GET', `tickets/${card.id}/messages`);
    assert.ok(JSON.stringify(messages.body).includes('My card is damaged'), JSON.stringify(messages.body).slice(0, 200));
  });

  test("offers form actions on the dispute article, and their forms load with the action's params", async () => {
    const tree = await (await helpCentre('faq-tree/v1/retail')).json();
    const dispute = tree.find((node) => node.key === 'card-payments').children[2];
    const item = await (await helpCentre(`faq/retail/${encodeURIComponent(dispute.key)}`)).json();
    const forms = item.actions.filter((action) => action.formId);
    assert.deepEqual(forms, [
      { formId: 'chargeback', title: 'Dispute a card payment', params: { 'full-name': 'Alex Morgan' } },
      { formId: 'evidence', title: 'Send your evidence' },
    ]);
    const flow = await (await fetch(`${origin}/api/forms/chargeback?full-name=Alex%20Morgan`)).json();
    const name = flow.views[0].items.find((entry) => entry.id === 'full-name');
    assert.equal(JSON.stringify(name).includes('Alex Morgan'), true);
    assert.equal((await fetch(`${origin}/api/forms/evidence`)).status, 200);
  });
});
