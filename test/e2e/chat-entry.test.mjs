// Issue 45: the public contract through the loader on real pages. Every documented chat command
// runs (chat.disable / chat.enable on the demo's "Chat disabled" switch, closed panel included,
// loading nothing); when FinWidgets('ready', 'fin-chat') resolves the tag is defined and show()
// opens the panel, React loading only then; a property a framework set before an element was
// defined is kept (fin-chat's suggestions, fin-form's adapter and params).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, routedPage, snippet, useServersAndBrowser } from './support.mjs';

const REACT = /\/dist\/chunks\/react-[\w-]+\.js$/;

describe('the chat entry and the elements through the loader', () => {
  const env = useServersAndBrowser();

  async function chatPage() {
    const opened = await openPage(env.browser);
    await opened.page.goto(`${env.servers.origin}/chat.html`);
    await opened.page.locator('fin-chat-launcher button').waitFor();
    return { ...opened, loadedReact: () => opened.requests.some((url) => REACT.test(url)) };
  }

  it('chat.disable and chat.enable through the demo\'s "Chat disabled" switch: on the closed panel without loading it, then on the open one', { timeout: 60_000 }, async () => {
    const { page, problems, loadedReact, close } = await chatPage();
    const chat = page.locator('fin-chat');
    await page.getByLabel('Chat disabled').check();
    await page.waitForFunction(() => document.querySelector('fin-chat').hasAttribute('disabled'));
    assert.equal(await page.evaluate(() => document.querySelector('fin-chat').disabled), true);
    await page.waitForTimeout(500);
    assert.equal(loadedReact(), false, 'chat.disable loaded React');
    // While disabled, chat.open rejects with the spec's text and opens nothing.
    const refused = await page.evaluate(() => window.FinWidgets('chat.open').then(() => 'opened', (error) => `${error.name}: ${error.message}`));
    assert.equal(refused, 'ChatDisabledError: Chat is disabled.');
    assert.equal(await chat.getAttribute('open'), null);

    await page.getByLabel('Chat disabled').uncheck();
    await page.waitForFunction(() => !document.querySelector('fin-chat').hasAttribute('disabled'));
    await page.evaluate(() => window.FinWidgets('chat.open'));
    await page.locator('fin-chat [part="panel"]').waitFor({ timeout: 20_000 });
    await page.locator('fin-chat [part="input"]:enabled').waitFor({ timeout: 20_000 });

    await page.getByLabel('Chat disabled').check();
    await page.locator('fin-chat [part="disabled"]').waitFor({ timeout: 20_000 });
    assert.equal((await page.locator('fin-chat [part="disabled"]').textContent()).trim(), 'Chat is disabled.');
    await page.getByLabel('Chat disabled').uncheck();
    await page.locator('fin-chat [part="input"]:enabled').waitFor({ timeout: 20_000 });
    assert.deepEqual(problems, []);
    await close();
  });

  it("once FinWidgets('ready', 'fin-chat') resolves the tag is defined with its methods, and show() opens the panel, React loading only then", { timeout: 60_000 }, async () => {
    const { page, problems, loadedReact, close } = await chatPage();
    const ready = await page.evaluate(async () => {
      await window.FinWidgets('ready', 'fin-chat');
      const element = document.querySelector('fin-chat');
      return { defined: customElements.get('fin-chat') === element.constructor, show: typeof element.show, hide: typeof element.hide };
    });
    assert.deepEqual(ready, { defined: true, show: 'function', hide: 'function' });
    await page.waitForTimeout(500);
    assert.equal(loadedReact(), false, 'React loaded before show()');
    await page.evaluate(() => document.querySelector('fin-chat').show({ category: 'general' }));
    await page.locator('fin-chat [part="panel"]').waitFor({ timeout: 20_000 });
    assert.equal(loadedReact(), true);
    await page.evaluate(() => document.querySelector('fin-chat').hide());
    await page.waitForFunction(() => !document.querySelector('fin-chat').hasAttribute('open'));
    assert.deepEqual(problems, []);
    await close();
  });

  it('keeps properties a framework set before the elements were defined: fin-chat suggestions, fin-form adapter and params', { timeout: 60_000 }, async () => {
    // The reference server's own origin (a page it does not have, answered here): the chat signs in and connects there.
    const ORIGIN = env.servers.origin;
    const flow = { id: 'early', name: 'Early', state: 'INCOMPLETE', views: [{ id: 'one', type: 'FORM', title: 'Set before the loader', items: [] }] };
    const html = `<!doctype html><html lang="en"><body>
<fin-chat anonymous device-key="fin-widgets-demo-device-key"></fin-chat>
<fin-form flow-id="early" widget-mode></fin-form>
<script>
  // What a framework does when it renders before the element's code is in: own properties.
  window.calls = [];
  document.querySelector('fin-chat').suggestions = [{ id: 'a', title: 'Set before the loader' }];
  const form = document.querySelector('fin-form');
  form.params = { source: 'early' };
  form.adapter = {
    loadFlow: (flowId, query) => (window.calls.push([flowId, query]), Promise.resolve(${JSON.stringify(flow)})),
    submitFlow: (submitted) => Promise.resolve(submitted),
  };
  window.before = { chat: !!customElements.get('fin-chat'), form: !!customElements.get('fin-form') };
</script>
${snippet(ORIGIN, `data-api-base="${ORIGIN}/"`)}
</body></html>`;
    const { page, problems, close } = await routedPage(env.browser, env.servers, `${ORIGIN}/early-properties.html`, html);
    const kept = await page.evaluate(async () => {
      await window.FinWidgets('ready');
      const chat = document.querySelector('fin-chat');
      const form = document.querySelector('fin-form');
      return {
        before: window.before,
        own: ['suggestions', 'params', 'adapter'].filter((name) => Object.hasOwn(name === 'suggestions' ? chat : form, name)),
        suggestions: chat.suggestions,
        params: form.params,
        adapter: typeof form.adapter?.loadFlow,
      };
    });
    assert.deepEqual(kept, { before: { chat: false, form: false }, own: [], suggestions: [{ id: 'a', title: 'Set before the loader' }], params: { source: 'early' }, adapter: 'function' });
    // The form asked its adapter (not the server), with the params as its query.
    await page.getByText('Set before the loader').first().waitFor({ timeout: 20_000 });
    const calls = await page.evaluate(() => window.calls);
    assert.equal(calls[0][0], 'early');
    assert.match(calls[0][1], /source=early/);
    // The chat renders the suggestions set before its definition once it opens.
    await page.evaluate(() => document.querySelector('fin-chat').show());
    await page.locator('fin-chat [part="suggestion"]').first().waitFor({ timeout: 20_000 });
    assert.deepEqual(await page.locator('fin-chat [part="suggestion"]').allTextContents(), ['Set before the loader']);
    // A page fulfilled through page.route has its WebSocket to 127.0.0.1 blocked by Chromium's
    // local-network-access check (docs/elements/fin-chat.md, Tests): the pre-ticket panel needs none.
    assert.deepEqual(problems.filter((problem) => !/WebSocket connection .*ERR_BLOCKED_BY_LOCAL_NETWORK_ACCESS_CHECKS/.test(problem)), []);
    await close();
  });
});
