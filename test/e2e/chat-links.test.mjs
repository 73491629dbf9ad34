// Links from chat messages (issue 50): a form or FAQ deep link in an agent's message dispatches
// fin-chat-link; a <fin-help-centre> on the same page handles it in its own routes (the FAQ
// article, the form page: "the help centre maps /chat, /form and /faq deeplinks to its own
// routes", §2.3) and marks it handled; on a page without one the host gets it, unhandled, as before.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, openPage, screenshot, useServersAndBrowser } from './support.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const LINKS = 'Freeze it yourself: [how to freeze your card](finapp://faq?key=cards.how-do-i-freeze-my-card), or fill in [the chargeback form](finapp://form/chargeback?full-name=Alex%20Morgan).';

/**
 * A suite with its own reference server and browser: the page with a help centre and the page
 * without one do not share a server's tickets (the full run's last case once waited 30 s for an
 * enabled input after the help-centre cases on the same server; alone it passed every time).
 */
function linksSuite(title, body) {
  describe(title, () => {
    let runtime;
    const env = useServersAndBrowser({ server: { chat: { timings: { botReplyMs: 50, agentJoinMs: 300, agentTypingMs: 100, heartbeatMs: 1000 }, expose: (value) => (runtime = value) } } });

    async function waitFor(check, what, timeoutMs = 10_000) {
      for (const end = Date.now() + timeoutMs; Date.now() < end; await sleep(50)) if (check()) return;
      assert.fail(`timed out: ${what}`);
    }

    /** `path`'s page with the chat open on a ticket of `clientId` whose agent sent LINKS; the host's fin-chat-link events recorded. */
    let chats = 0;
    async function chatWithLinks(path, clientId, width = 1280) {
      // Each test's own first message: a client's tickets from the tests before stay on the server.
      const first = `where do I start? (${++chats})`;
      const opened = await openPage(env.browser, { viewport: { width, height: 900 } });
      const { page } = opened;
      await page.goto(`${env.servers.origin}${path}`);
      await page.evaluate(() => {
        window.chatLinks = [];
        // The host listens last (window): it sees whether something on the page handled the link.
        window.addEventListener('fin-chat-link', (event) => window.chatLinks.push({ detail: event.detail, handled: event.defaultPrevented }));
        document.dispatchEvent(new CustomEvent('fin-chat-open', { detail: {} }));
      });
      const input = page.locator('fin-chat textarea:enabled');
      await input.fill(first);
      await input.press('Enter');
      const ticketOf = () => runtime.state.ticketsOf(clientId).find((ticket) => ticket.messages.some((message) => message.payload?.text === first));
      await waitFor(ticketOf, 'the ticket was made');
      runtime.state.addMessage(ticketOf(), { fromClient: false, authorId: runtime.state.fixtures.chatbot.id, payloadType: 'text', payload: { text: LINKS } });
      await page.locator('fin-chat button', { hasText: 'how to freeze your card' }).last().waitFor();
      return { ...opened, links: () => page.evaluate(() => window.chatLinks) };
    }

    body(chatWithLinks);
  });
}

linksSuite('fin-chat-link: form and FAQ links in chat messages, with a help centre', (chatWithLinks) => {
  it('with <fin-help-centre> on the page: the FAQ link opens the article and the form link the form page, in its routes', { timeout: 90_000 }, async () => {
    const { page, links, close } = await chatWithLinks('/help-centre', 'demo-identity');
    const element = page.locator('fin-help-centre');
    await page.locator('fin-chat button', { hasText: 'how to freeze your card' }).last().click();
    await page.waitForURL((url) => url.pathname === '/help-centre/faq/cards/how-do-i-freeze-my-card');
    await element.locator('[part="article"] h1', { hasText: 'How do I freeze my card?' }).waitFor();
    await page.locator('fin-chat button', { hasText: 'the chargeback form' }).last().click();
    await page.waitForURL((url) => url.pathname === '/help-centre/form/chargeback');
    await element.locator('[part="form"] fin-form').waitFor();
    assert.deepEqual(await links(), [
      { detail: { kind: 'faq', key: 'cards.how-do-i-freeze-my-card', params: { key: 'cards.how-do-i-freeze-my-card' } }, handled: true },
      { detail: { kind: 'form', formId: 'chargeback', params: { 'full-name': 'Alex Morgan' } }, handled: true },
    ]);
    // The chat stays as it was beside the help centre's page.
    assert.equal(await page.locator('fin-chat [part="panel"]').isVisible(), true);
    await screenshot(page, 'chat-links-help-centre-1280');
    // Both show: each names its own toasts' region (they were both 'Notifications': landmark-unique).
    assert.deepEqual(await axeViolations(page), []);
    await close();
  });

  it('at 375 px, where the panel covers the page, it steps aside for the article the link opened', { timeout: 90_000 }, async () => {
    const { page, links, close } = await chatWithLinks('/help-centre', 'demo-identity', 375);
    await page.locator('fin-chat button', { hasText: 'how to freeze your card' }).last().click();
    const heading = page.locator('fin-help-centre [part="article"] h1', { hasText: 'How do I freeze my card?' });
    await heading.waitFor();
    await page.locator('fin-chat [part="panel"]').waitFor({ state: 'hidden' });
    assert.equal(await heading.isVisible(), true);
    assert.deepEqual((await links()).map((link) => link.handled), [true]);
    await screenshot(page, 'chat-links-help-centre-375');
    await close();
  });
});

linksSuite('fin-chat-link: form and FAQ links in chat messages, without a help centre', (chatWithLinks) => {
  it('without a help centre: the host gets fin-chat-link, unhandled, and the page stays where it is', { timeout: 90_000 }, async () => {
    const { page, links, close } = await chatWithLinks('/chat.html', 'demo-client');
    await page.locator('fin-chat button', { hasText: 'the chargeback form' }).last().click();
    await page.waitForFunction(() => window.chatLinks.length === 1);
    assert.deepEqual(await links(), [{ detail: { kind: 'form', formId: 'chargeback', params: { 'full-name': 'Alex Morgan' } }, handled: false }]);
    assert.equal(new URL(page.url()).pathname, '/chat.html');
    await close();
  });
});
