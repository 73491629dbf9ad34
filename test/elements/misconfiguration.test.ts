/**
 * Misconfiguration is loud, once, and names the fix (issue 14): one console.error naming the
 * element and the attribute, one fin-error with a code, and the message inside the element.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../elements/fin-form';
import '../../elements/fin-ticket';
import '../../elements/fin-chargeback';
import '../../elements/fin-sso-button';
import '../../elements/fin-chat';

type Case = [name: string, tag: string, attributes: Record<string, string>, code: string, message: string];

const sso = { 'service-url': 'https://sso.example/', 'client-id': 'demo', 'redirect-uri': '/back' };
const cases: Case[] = [
  ['<fin-form> without flow-id', 'fin-form', {}, 'missing_attribute', '<fin-form> attribute "flow-id" is missing: set it to the flow to show, e.g. flow-id="chargeback".'],
  ['<fin-chargeback> without transaction-id', 'fin-chargeback', {}, 'missing_attribute', '<fin-chargeback> attribute "transaction-id" is missing: set it to the transaction whose chargeback to show, e.g. transaction-id="TX-88213".'],
  ['<fin-ticket> without ticket-id', 'fin-ticket', {}, 'missing_attribute', '<fin-ticket> attribute "ticket-id" is missing: set it to the ticket to show, e.g. ticket-id="TCK-1001".'],
  ['<fin-chat> without device-key', 'fin-chat', { anonymous: '' }, 'missing_attribute', '<fin-chat> attribute "device-key" is missing: set it to the key agreed with the provider that encrypts the device id, as on <fin-chat-launcher>.'],
  ['an api-base that is not a URL', 'fin-ticket', { 'ticket-id': 'T-1', 'api-base': 'http://[::1' }, 'invalid_attribute', '<fin-ticket> attribute "api-base" expects a URL, such as https://api.example.com/, got "http://[::1".'],
  ['<fin-sso-button> without client-id', 'fin-sso-button', { ...sso, 'client-id': '' }, 'missing_attribute', '<fin-sso-button> attribute "client-id" is missing: set it to your client id at the sign-on service.'],
  ['<fin-sso-button> without redirect-uri', 'fin-sso-button', { 'service-url': sso['service-url'], 'client-id': 'demo' }, 'missing_attribute', '<fin-sso-button> attribute "redirect-uri" is missing: set it to the page the service sends the browser back to, e.g. redirect-uri="/signed-in".'],
  ['<fin-sso-button> with an unknown mode', 'fin-sso-button', { ...sso, mode: 'tab' }, 'invalid_attribute', '<fin-sso-button> attribute "mode" expects one of "redirect", "popup", "frame", "connect", got "tab".'],
  ['locale="english"', 'fin-form', { 'flow-id': 'f', locale: 'english' }, 'invalid_attribute', '<fin-form> attribute "locale" expects a locale with a 2- or 3-letter language, such as en-GB or fr, got "english".'],
  ['user-country="Britain"', 'fin-chargeback', { 'transaction-id': 'tx', 'user-country': 'Britain' }, 'invalid_attribute', '<fin-chargeback> attribute "user-country" expects an ISO 3166-1 alpha-2 country code, such as GB, got "Britain".'],
];

const realFetch = window.fetch;
afterEach(() => {
  document.body.replaceChildren();
  window.fetch = realFetch;
});

describe('misconfigured elements', () => {
  for (const [name, tag, attributes, code, message] of cases) {
    it(`${name}: one console error, one fin-error, the message in the element`, async () => {
      const requests: string[] = [];
      window.fetch = (async (input: RequestInfo | URL) => {
        requests.push(String(input));
        return new Response('{}', { status: 500 });
      }) as typeof fetch;
      const logged: string[] = [];
      const events: unknown[] = [];
      const original = console.error;
      console.error = (line: unknown) => logged.push(String(line));
      const onError = (event: Event) => events.push((event as CustomEvent).detail);
      document.addEventListener('fin-error', onError);
      try {
        const element = document.createElement(tag);
        for (const [attribute, value] of Object.entries(attributes)) element.setAttribute(attribute, value);
        document.body.append(element);
        const shown = () => element.shadowRoot!.querySelector('[part="config-error"]')?.textContent;
        await waitUntil(() => shown(), 'no message in the element');
        expect(shown()).to.equal(message);
        await waitUntil(() => events.length > 0, 'no fin-error');
        // A re-render (another attribute) reports nothing new.
        element.setAttribute('data-touch', '1');
        element.setAttribute('locale', attributes.locale ?? 'en-GB');
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(events).to.deep.equal([{ code, message }]);
        expect(logged).to.deep.equal([`FinWidgets: ${message}`]);
        expect(requests).to.deep.equal([]);
      } finally {
        console.error = original;
        document.removeEventListener('fin-error', onError);
      }
    });
  }

  it('a well-configured element shows its view, and fixing the attribute brings the view back', async () => {
    const original = console.error;
    console.error = () => {};
    try {
      const element = document.createElement('fin-sso-button');
      for (const [attribute, value] of Object.entries(sso)) element.setAttribute(attribute, value);
      element.setAttribute('mode', 'tab');
      document.body.append(element);
      await waitUntil(() => element.shadowRoot!.querySelector('[part="config-error"]'), 'no message');
      element.setAttribute('mode', 'popup');
      await waitUntil(() => element.shadowRoot!.querySelector('button'), 'the button did not come back');
      expect(element.shadowRoot!.querySelector('[part="config-error"]') === null).to.equal(true);
    } finally {
      console.error = original;
    }
  });
});
