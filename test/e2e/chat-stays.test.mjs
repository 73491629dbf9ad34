// The conversation stays where the user left it (issue 50), on the demo page and the reference
// server, driven as a visitor would: closing and reopening from the launcher keeps the view, what
// was typed, the scroll position and the greeting, and asks nothing again; a resolved ticket stays
// shown (launcher, the list's row, fin-chat-open with its ticketId); a new chat carries only its
// own request's context; after a reload the user's messages still say Read and the launcher's
// badge counts before the first open (fin-auth-required answered with setAuth, as the demo does).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, openPage, screenshot, useServersAndBrowser } from './support.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe('<fin-chat> stays where the user left it', () => {
  let runtime;
  const env = useServersAndBrowser({
    server: { chat: { timings: { botReplyMs: 50, agentJoinMs: 300, agentTypingMs: 100, heartbeatMs: 1000 }, expose: (value) => (runtime = value) } },
  });

  async function waitFor(check, what, timeoutMs = 10_000) {
    for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(50)) if (check()) return;
    assert.fail(`timed out: ${what}`);
  }

  /** The demo page as user `clientId`, with every chat request the page makes recorded. */
  async function demo(clientId, width = 1280) {
    const opened = await openPage(env.browser, { viewport: { width, height: 700 } });
    const { page } = opened;
    const requests = [];
    page.on('request', (request) => request.url().includes('/api/chat/') && requests.push({ method: request.method(), path: new URL(request.url()).pathname.replace('/api/chat/', ''), body: request.postData() }));
    await page.goto(`${env.servers.origin}/chat.html`);
    // The demo page's own user keeps its client-id from the HTML (a reload keeps it too).
    if (clientId !== 'demo-client') await page.evaluate((id) => document.querySelector('fin-chat').setAttribute('client-id', id), clientId);
    const close = async () => {
      await page.locator('fin-chat [part="close"]').click();
      await page.locator('fin-chat [part="panel"]').waitFor({ state: 'hidden' });
    };
    return { ...opened, requests, closePanel: close, launcher: page.locator('fin-chat-launcher button'), input: page.locator('fin-chat textarea') };
  }
  /** The user's ticket holding a message of theirs with `text` (the reference server seeds others for each user). */
  /** The agent resolves the ticket (as the reference server's agent does after a thanks), with its service message. */
  const resolve = (ticket) => {
    ticket.state = 'resolved';
    runtime.state.addMessage(ticket, { fromClient: false, authorId: ticket.agentId ?? runtime.state.fixtures.chatbot.id, payloadType: 'resolved', payload: {}, kind: 'service' });
  };
  const ticketWith = (clientId, text) =>
    runtime.state.ticketsOf(clientId).find((ticket) => ticket.messages.some((message) => message.fromClient && message.payload?.text === text));

  for (const width of [1280, 375]) {
    it(`closing and reopening from the launcher keeps the chat, what was typed, its scroll position and the greeting; nothing is asked again (${width} px)`, { timeout: 60_000 }, async () => {
      const clientId = `e2e-stays-${width}`;
      const { page, requests, closePanel, launcher, input, close } = await demo(clientId, width);
      await launcher.click();
      const greeting = await page.locator('fin-chat [part~="bubble-agent"]').first().textContent();
      const texts = ['my card was declined', 'and my transfer is late', 'what about fees', 'one more thing'];
      // Typed one after another as a user would, without waiting for a receipt and without clicking
      // the input again: the first one is still making the ticket while the next ones are typed,
      // focus stays in the input (back in it once it may be used again), and each shows at once.
      await input.click();
      for (const text of texts) {
        await page.locator('fin-chat textarea:enabled').waitFor();
        await page.keyboard.type(text);
        await page.keyboard.press('Enter');
        await page.locator('fin-chat .row-client', { hasText: text }).waitFor({ timeout: 2_000 });
      }
      for (const text of texts) await page.locator('fin-chat .row-client', { hasText: text }).locator('[part~="receipt"]').waitFor();
      // All four in the one ticket the first one made, in the order typed, and shown in that order.
      await waitFor(() => ticketWith(clientId, 'one more thing'), 'the last message reached the server');
      const sent = ticketWith(clientId, 'my card was declined').messages.filter((message) => message.fromClient).map((message) => message.payload?.text);
      assert.deepEqual(sent, texts);
      assert.deepEqual(await page.locator('fin-chat .row-client [part~="bubble-client"]').allTextContents(), texts);
      await waitFor(() => ticketWith(clientId, 'one more thing')?.messages.filter((message) => !message.fromClient && message.payloadType === 'text').length >= 4, 'the chatbot answered');
      await page.locator('fin-chat [part~="bubble-agent"]').nth(4).waitFor();
      // The greeting the user saw stays at the top of the ticket's thread.
      assert.equal(await page.locator('fin-chat [part~="bubble-agent"]').first().textContent(), greeting);
      const log = page.locator('fin-chat [part="messages"]');
      // Scrolled up as a user would: the scroll event comes (a frame later) while the panel shows.
      await log.evaluate((node) => new Promise((resolve) => (node.addEventListener('scroll', resolve, { once: true }), (node.scrollTop = 40))));
      await sleep(200);
      const scrolled = await log.evaluate((node) => node.scrollTop);
      await input.fill('half typed');
      await closePanel();
      const asked = requests.length;
      const spinner = page.evaluate(
        () =>
          new Promise((resolve) => {
            const root = document.querySelector('fin-chat').shadowRoot;
            const observer = new MutationObserver(() => root.querySelector('.loading') && resolve(true));
            observer.observe(root, { subtree: true, childList: true });
            setTimeout(() => resolve(false), 1500);
          }),
      );
      await launcher.click();
      await page.locator('fin-chat [part="panel"]').waitFor();
      assert.equal(await spinner, false, 'no pre-ticket spinner on reopening');
      assert.equal(await input.inputValue(), 'half typed');
      assert.equal(await page.locator('fin-chat [part~="bubble-agent"]').first().textContent(), greeting);
      assert.equal(await log.evaluate((node) => node.scrollTop), scrolled);
      assert.deepEqual(
        requests.slice(asked).filter((request) => /tickets\/next|greeting-messages|tickets\/[^/]+$|messages$/.test(request.path)),
        [],
        'nothing rebuilt',
      );
      await close();
    });
  }

  it('a resolved ticket stays shown: reopened from the launcher, opened from the list, then by fin-chat-open with its ticketId', { timeout: 60_000 }, async () => {
    const clientId = 'e2e-stays-resolved';
    const { page, closePanel, launcher, input, close } = await demo(clientId);
    await launcher.click();
    await input.fill('my card was declined');
    await input.press('Enter');
    await waitFor(() => ticketWith(clientId, 'my card was declined'), 'the ticket was made');
    const ticketId = ticketWith(clientId, 'my card was declined').id;
    resolve(ticketWith(clientId, 'my card was declined'));
    const rate = page.locator('fin-chat button', { hasText: 'Rate our support' });
    await rate.waitFor();
    await closePanel();
    await launcher.click();
    await sleep(1500);
    assert.equal(await rate.isVisible(), true, 'the resolved ticket, not a greeting, after the launcher');
    assert.equal(await page.locator('fin-chat [part~="bubble-client"]', { hasText: 'my card was declined' }).isVisible(), true);

    // The longer journey: the list of chats, the rating popup closed with Escape, fin-chat-open with the ticket's id.
    await page.locator('fin-chat [part="more-button"]').click();
    await page.locator('fin-chat [part~="menu-item-tickets"], fin-chat [part~="menu-item"]', { hasText: 'Your chats' }).first().click();
    await page.locator('fin-chat [part="tickets"]').waitFor();
    await page.locator('fin-chat [part="tickets"] button', { hasText: 'Rate our support' }).first().click();
    await page.locator('fin-chat [part~="rating"], fin-chat [role="dialog"]', { hasText: 'How was your experience?' }).first().waitFor();
    await page.keyboard.press('Escape');
    await page.evaluate((id) => document.dispatchEvent(new CustomEvent('fin-chat-open', { detail: { ticketId: id } })), ticketId);
    await page.locator('fin-chat [part~="bubble-client"]', { hasText: 'my card was declined' }).waitFor();
    await sleep(2000);
    assert.equal(await page.locator('fin-chat [part~="bubble-client"]', { hasText: 'my card was declined' }).isVisible(), true, 'still the ticket two seconds later');
    assert.equal(await page.locator('fin-chat [part="pre-ticket"], fin-chat [part="suggestions"]').count(), 0);
    assert.deepEqual(await axeViolations(page), []);
    await close();
  });

  it("a new chat carries exactly its own request's context: after 'Ask about a card payment', a general chat sends none", { timeout: 60_000 }, async () => {
    const clientId = 'e2e-stays-context';
    const { page, requests, input, close } = await demo(clientId);
    await page.locator('#open-transaction').click();
    await input.fill('was this payment right?');
    await input.press('Enter');
    await waitFor(() => ticketWith(clientId, 'was this payment right?'), 'the card ticket was made');
    const card = ticketWith(clientId, 'was this payment right?');
    assert.deepEqual(card.context, { entityRef: { id: 'txn_coffee_3' } });
    await page.locator('fin-chat [part~="bubble-agent"]', { hasText: 'txn_coffee_3' }).waitFor();
    assert.equal(await page.locator('fin-chat [part~="bubble-agent"]', { hasText: 'undefined' }).count(), 0);
    resolve(card);

    await page.locator('#open-chat').click();
    await page.locator('fin-chat [part="suggestions"], fin-chat textarea').first().waitFor();
    const created = requests.findIndex((request) => request.method === 'POST' && request.path === 'tickets');
    await waitFor(() => requests.slice(created).some((request) => request.path === 'greeting-messages'), 'a new greeting');
    await input.fill('a general question');
    await input.press('Enter');
    await waitFor(() => ticketWith(clientId, 'a general question'), 'the general ticket was made');
    const general = ticketWith(clientId, 'a general question');
    assert.notEqual(general.id, card.id);
    assert.equal(general.context, undefined, 'no context leaks from the card chat');
    const creates = requests.filter((request) => request.method === 'POST' && request.path === 'tickets');
    assert.equal(JSON.parse(creates.at(-1).body).context, undefined);
    await close();
  });

  it('after a reload the user’s messages still say Read, and the launcher counts an unread reply before the first open', { timeout: 60_000 }, async () => {
    const clientId = 'demo-client';
    const { page, launcher, input, closePanel, close } = await demo(clientId);
    await launcher.click();
    await input.fill('hello');
    await input.press('Enter');
    await page.locator('fin-chat .row-client', { hasText: 'hello' }).locator('[part~="receipt"]').filter({ hasText: 'Sent' }).waitFor();
    // The new ticket's quick actions show at once; escalated, 'Talk to a live agent' is withdrawn (§4.4 actions updated).
    const talkToAgent = page.locator('fin-chat [part="quick-action"]', { hasText: 'Talk to a live agent' });
    await talkToAgent.waitFor();
    await input.fill('I want a human agent');
    await input.press('Enter');
    await talkToAgent.waitFor({ state: 'detached', timeout: 10_000 });
    assert.equal(await page.locator('fin-chat [part="quick-action"]', { hasText: 'Freeze my card' }).isVisible(), true);
    const receipt = page.locator('fin-chat .row-client', { hasText: 'I want a human agent' }).locator('[part~="receipt"]');
    await receipt.filter({ hasText: 'Read' }).waitFor({ timeout: 10_000 });
    await closePanel();
    const ticket = ticketWith(clientId, 'I want a human agent');
    runtime.state.addMessage(ticket, { fromClient: false, authorId: ticket.agentId, payloadType: 'text', payload: { text: 'Are you still there?' } });

    await page.reload();
    // The demo answers the launcher's fin-auth-required with setAuth: the badge counts before any open.
    // Polled by interval: requestAnimationFrame polling keeps the page from ever being idle, and the launcher waits for idle.
    await page.waitForFunction(() => Number(document.querySelector('fin-chat-launcher').shadowRoot.querySelector('[part="badge"]').textContent) >= 1, null, { timeout: 15_000, polling: 100 });
    assert.equal(await page.locator('fin-chat').evaluate((node) => node.hasAttribute('open')), false);
    await launcher.click();
    await page.locator('fin-chat [part~="bubble-agent"]', { hasText: 'Are you still there?' }).waitFor();
    await receipt.filter({ hasText: 'Read' }).waitFor({ timeout: 5_000 });
    await screenshot(page, 'chat-stays-reload-1280');
    await close();
  });
});
