/**
 * §6: the user is identified by a registered-identity id and a device id, both sent as headers.
 * The HTTP form host sends them as the help-centre client does (x-device-id, and
 * x-registered-identity-id when the user is known), with credentials included, on the flow's GET,
 * the submit and the pickers' and address calls.
 */
import { expect, waitUntil } from '@open-wc/testing';
import '../../../elements/fin-form';

interface Sent {
  url: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
}

let counter = 0;

function stubFetch(sent: Sent[]) {
  const real = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    sent.push({ url, headers: new Headers(init?.headers), credentials: init?.credentials });
    const flowId = new URL(url).pathname.split('/')[3];
    const flow = { id: flowId, name: 'Id', state: 'INCOMPLETE', currentViewId: 'v1', views: [{ id: 'v1', type: 'FORM', title: 'First', items: [] }, { id: 'v2', type: 'FORM', title: 'Next', items: [] }] };
    const body = url.endsWith('/submit') ? { ...flow, currentViewId: 'v2' } : flow;
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return () => {
    window.fetch = real;
  };
}

async function run(attributes: Record<string, string>) {
  const sent: Sent[] = [];
  const restore = stubFetch(sent);
  try {
    const form = document.createElement('fin-form');
    form.setAttribute('flow-id', `identity-${Date.now()}-${counter++}`);
    form.setAttribute('api-base', 'https://forms.invalid/');
    for (const [name, value] of Object.entries(attributes)) form.setAttribute(name, value);
    document.body.append(form);
    const root = form.shadowRoot!;
    await waitUntil(() => root.querySelector('h1')?.textContent === 'First', 'the form did not load', { timeout: 10000 });
    root.querySelector<HTMLButtonElement>('[part~="primary"]')!.click();
    await waitUntil(() => root.querySelector('h1')?.textContent === 'Next', 'the submit did not go through', { timeout: 10000 });
    return sent;
  } finally {
    restore();
    document.body.replaceChildren();
  }
}

describe('<fin-form> identity headers (§6) over the HTTP host', () => {
  it('device-id and registered-identity-id go as x-device-id and x-registered-identity-id, credentials included, on the GET and the submit', async () => {
    const sent = await run({ 'device-id': 'dev-42', 'registered-identity-id': 'rid-7' });
    expect(sent.map((request) => new URL(request.url).pathname.split('/').slice(4).join('/') || 'GET')).to.deep.equal(['GET', 'submit']);
    for (const request of sent) {
      expect(request.headers.get('x-device-id')).to.equal('dev-42');
      expect(request.headers.get('x-registered-identity-id')).to.equal('rid-7');
      expect(request.credentials).to.equal('include');
      expect(request.headers.get('accept-language')).to.equal('en_GB');
    }
  });

  it('without a device-id the SDK\'s own stored device id is sent, the same one each time; no identity header for an unknown user', async () => {
    const first = await run({});
    const second = await run({});
    const ids = [...first, ...second].map((request) => request.headers.get('x-device-id'));
    expect(ids[0]).to.match(/^[\w-]{8,}$/);
    expect(new Set(ids).size).to.equal(1);
    expect(first.every((request) => !request.headers.has('x-registered-identity-id'))).to.equal(true);
  });
});
