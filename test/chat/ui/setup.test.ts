/**
 * A louder first setup: a page without a <fin-chat> gets one on the first open, with the page
 * launcher's provider settings, so it is not a panel without its device-key (which would only show
 * the missing-attribute error, test/elements/misconfiguration.test.ts).
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../../elements/fin-chat';
// The panel's code in the test's bundle up front: these tests are about the panel, not its lazy load (test/chat/element.test.ts).
import '../../../elements/panels/fin-chat';

const realFetch = window.fetch;
afterEach(() => {
  document.body.replaceChildren();
  window.fetch = realFetch;
});

describe('<fin-chat> made on the first open', () => {
  it("takes the launcher's api-base, device-id, device-key and client-id", async () => {
    window.fetch = (async () => new Response('{}', { status: 503 })) as typeof fetch;
    const logged: unknown[] = [];
    const original = console.error;
    console.error = (line: unknown) => logged.push(line);
    try {
      // Only its attributes are read: the launcher's code need not run.
      const launcher = document.createElement('fin-chat-launcher');
      const settings = { 'api-base': 'https://chat.test/', 'device-id': 'dev-1', 'device-key': 'test-device-key', 'client-id': 'c-1' };
      for (const [name, value] of Object.entries(settings)) launcher.setAttribute(name, value);
      document.body.append(launcher);
      document.dispatchEvent(new CustomEvent('fin-chat-open', { detail: {} }));
      const panel = document.querySelector('fin-chat')!;
      expect(panel).to.exist;
      for (const [name, value] of Object.entries(settings)) expect(panel.getAttribute(name), name).to.equal(value);
      await waitUntil(() => panel.shadowRoot?.querySelector('[part="panel"]'), 'the panel did not show');
      expect(panel.shadowRoot!.querySelector('[part="config-error"]')).to.equal(null);
      expect(logged.filter((line) => String(line).includes('device-key'))).to.deep.equal([]);
    } finally {
      console.error = original;
    }
  });
});
