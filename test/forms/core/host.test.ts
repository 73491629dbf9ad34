import { expect } from '@open-wc/testing';
import { AdapterError, createServerHost, FlowNotFoundError, hostFromAdapter, NotFormsApiError, querySuffix } from '../../../src/forms/core/host';
import { decodeFlow, decodeSubmitAnswer } from '../../../src/forms/core/decode';
import type { FlowDecodeContext } from '../../../src/forms/core/decode';
import { createItemRules } from '../../../src/forms/core/items/rules';
import { enGB, everyItem } from '../support/fixtures';
import { createHttpClient } from '../../../src/shared/http';
import { DecodeError } from '../../../src/shared/errors';
import { rejection } from '../../support/rejection';

function recordingFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

describe('forms §7 host, real-server variant', () => {
  it('GET /api/forms/{flowId}{suffix} with accept-language using an underscore', async () => {
    const { calls, fetch } = recordingFetch(200, { id: 'f' });
    const host = createServerHost(createHttpClient({ baseUrl: 'https://api.example/v1/', fetch }), 'en-GB');
    expect(await host.loadFlow('chargeback', '?ticket=7&x=a b')).to.deep.equal({ id: 'f' });
    expect(calls[0]!.url).to.equal('https://api.example/v1/api/forms/chargeback?ticket=7&x=a+b');
    expect(new Headers(calls[0]!.init.headers).get('accept-language')).to.equal('en_GB');
  });

  it('404 gives no form; another failure is an error', async () => {
    const missing = createServerHost(createHttpClient({ baseUrl: 'https://api.example/', fetch: recordingFetch(404, {}).fetch }), 'en-GB');
    expect(await rejection(missing.loadFlow('x', ''))).to.be.instanceOf(FlowNotFoundError);
    const failing = createServerHost(createHttpClient({ baseUrl: 'https://api.example/', fetch: recordingFetch(500, {}).fetch }), 'en-GB');
    expect(((await rejection(failing.loadFlow('x', ''))) as Error).name).to.equal('HttpStatusError');
  });

  it('an HTML answer (a 404 page, or a 200 page of a web server) is not the forms API, not "no form"', async () => {
    const page = (status: number) => (async () => new Response('<!doctype html><title>Not found</title>', { status, headers: { 'content-type': 'text/html' } })) as typeof globalThis.fetch;
    for (const status of [404, 200]) {
      const host = createServerHost(createHttpClient({ baseUrl: 'https://shop.example/', fetch: page(status) }), 'en-GB');
      const error = (await rejection(host.loadFlow('x', ''))) as NotFormsApiError;
      expect(error).to.be.instanceOf(NotFormsApiError);
      expect(error.code).to.equal('not_forms_api');
      expect(error.message).to.equal('<fin-form> https://shop.example/api/forms/x did not answer as the forms API (it sent a page, not JSON): set api-base to the forms API\'s URL.');
    }
  });

  it('POSTs the flow to submit and {value:{type:STRING,value}} to validate', async () => {
    const { calls, fetch } = recordingFetch(200, { isValid: false, message: 'Nope' });
    const host = createServerHost(createHttpClient({ baseUrl: 'https://api.example/', fetch }), 'fr-FR');
    await host.submitFlow('f 1', { id: 'f 1' });
    expect(calls[0]!.url).to.equal('https://api.example/api/forms/f%201/submit');
    expect(await host.validate({ flowId: 'f', viewId: 'v', itemId: 'i', value: 'abc' })).to.deep.equal({ isValid: false, message: 'Nope' });
    expect(calls[1]!.url).to.equal('https://api.example/api/forms/f/views/v/items/i/validate');
    expect(JSON.parse(String(calls[1]!.init.body))).to.deep.equal({ value: { type: 'STRING', value: 'abc' } });
  });

  it('passes the query string through with or without its question mark', () => {
    expect(querySuffix('')).to.equal('');
    expect(querySuffix('?')).to.equal('');
    expect(querySuffix('a=1')).to.equal('?a=1');
    expect(querySuffix('?a=1')).to.equal('?a=1');
  });
});

describe('forms §7 host, supplied-adapter variant', () => {
  it('needs loadFlow and submitFlow', () => {
    expect(() => hostFromAdapter({ loadFlow: async () => null } as never)).to.throw(AdapterError, '<fin-form> adapter needs a submitFlow() method.');
  });

  it('maps undefined to not found, and passes the flow to submitFlow', async () => {
    const sent: unknown[] = [];
    const host = hostFromAdapter({ loadFlow: async () => undefined, submitFlow: async (flow) => (sent.push(flow), { response: 1 }) });
    expect(await rejection(host.loadFlow('f', ''))).to.be.instanceOf(FlowNotFoundError);
    expect(await host.submitFlow('f', { id: 'f' })).to.deep.equal({ response: 1 });
    expect(sent).to.deep.equal([{ id: 'f' }]);
    expect(await host.validate({ flowId: 'f', viewId: 'v', itemId: 'i', value: 'x' })).to.deep.equal({ isValid: true });
  });
});

function decodeContext() {
  const found = { warnings: [] as string[], unknown: [] as string[] };
  const context: FlowDecodeContext = {
    items: createItemRules(everyItem, enGB),
    warn: (message) => void found.warnings.push(message),
    unknownItem: (type) => void found.unknown.push(type),
  };
  return { context, found };
}

describe('forms §3 decoders', () => {
  const cases: [string, unknown, string][] = [
    ['not an object', [], '$'],
    ['a view without a type', { id: 'f', views: [{ id: 'v' }] }, '$.views[0].type'],
    ['a view without a type', { id: 'f', views: [{ id: 'v' }] }, '$.views[0].type'],
    ['an item without an id', { id: 'f', views: [{ id: 'v', type: 'FORM', items: [{ type: 'TEXT' }] }] }, '$.views[0].items[0].id'],
    ['items that are not a list', { id: 'f', views: [{ id: 'v', type: 'FORM', items: {} }] }, '$.views[0].items'],
    ['a required flag that is text', { id: 'f', views: [{ id: 'v', type: 'FORM', items: [{ id: 'i', type: 'TEXT', required: 'yes' }] }] }, '$.views[0].items[0].required'],
    ['two views with one id', { id: 'f', views: [{ id: 'v', type: 'FORM' }, { id: 'v', type: 'PROMPT' }] }, '$.views[1].id'],
    ['a bad dialog type', { id: 'f', views: [{ id: 'v', type: 'STATUS_DIALOG', dialogType: 'OOPS' }] }, '$.views[0].dialogType'],
  ];
  for (const [name, json, path] of cases) {
    it(`rejects ${name} at ${path}`, () => {
      let error: unknown;
      try {
        decodeFlow(json, decodeContext().context);
      } catch (caught) {
        error = caught;
      }
      expect(error).to.be.instanceOf(DecodeError);
      expect((error as DecodeError).path).to.equal(path);
    });
  }

  it('reads only a field object\'s own fields, as every decoder does (an inherited title is absent)', () => {
    const view = Object.assign(Object.create({ title: 'inherited', items: [{ id: 'x', type: 'TEXT' }] }), { id: 'v', type: 'FORM' });
    const flow = decodeFlow({ id: 'f', views: [view] }, decodeContext().context);
    expect([flow.views[0]!.title, flow.views[0]!.items.length]).to.deep.equal([undefined, 0]);
  });

  it('skips a view of an unknown type with a warning', () => {
    const { context, found } = decodeContext();
    const flow = decodeFlow({ id: 'f', views: [{ id: 'w', type: 'WIZARD' }, { id: 'v', type: 'FORM' }] }, context);
    expect(flow.views.map((view) => view.id)).to.deep.equal(['v']);
    expect(found.warnings).to.deep.equal(['<fin-form> view "w" has the unknown type WIZARD; it is skipped.']);
  });

  it('decodes every view field and reports unknown item types', () => {
    const { context, found } = decodeContext();
    const flow = decodeFlow({
      id: 7, name: 'F', state: 'COMPLETE', currentViewId: 'v', attributes: { chatTicketId: 9, failedSubmissionMessage: 'Oops' },
      views: [{
        id: 'v', type: 'FORM', title: 'T', subtitle: 'S', subtitleHtml: '<p>S</p>', nextText: 'Next', previousViewId: 'p', actionsOrientation: 'HORIZONTAL',
        secondaryDescription: { label: 'L', title: 'T2', subtitle: 'S2', buttonTitle: 'B', items: [{ id: 'x', type: 'TEXT' }] },
        actions: [{ id: 'a', title: 'A', hyperlink: 'https://x', dismissOnSelect: true, selected: true }], headerAction: { id: 'h', title: 'H' },
        footer: { terms: '<p>t</p>' }, image: { url: 'https://img', icon: { name: 'n', countryCode: 'GB' } }, componentItems: [{ id: 'c', type: 'LIST' }],
        dialogType: 'SUCCESS', dialogActionCaption: 'C', dialogActionHyperlink: 'https://d', webLink: 'https://w', closeForm: false,
        items: [{ id: 'u', type: 'MYSTERY', required: true }],
      }],
    }, context);
    expect(flow.id).to.equal('7');
    expect(flow.attributes).to.deep.equal({ chatTicketId: '9', failedSubmissionMessage: 'Oops' });
    const view = flow.views[0]!;
    expect([view.previousViewId, view.actionsOrientation, view.footer?.termsHtml, view.image?.countryCode, view.dialogType, view.closeForm]).to.deep.equal(['p', 'HORIZONTAL', '<p>t</p>', 'GB', 'SUCCESS', false]);
    expect(view.actions[0]).to.deep.equal({ id: 'a', title: 'A', hyperlink: 'https://x', dismissOnSelect: true, selected: true });
    expect(view.items).to.deep.equal([]);
    expect(found.unknown).to.deep.equal(['MYSTERY']);
    expect(view.secondaryDescription!.items[0]!.id).to.equal('x');
  });

  it('reads submit answers: completion by response or id, else a flow', () => {
    expect(decodeSubmitAnswer({ response: { ok: 1 } }, decodeContext().context)).to.deep.equal({ kind: 'completion', response: { ok: 1 } });
    expect(decodeSubmitAnswer({ id: 'R1' }, decodeContext().context)).to.deep.equal({ kind: 'completion', id: 'R1' });
    expect(decodeSubmitAnswer({ id: 'f', state: 'COMPLETE', views: [] }, decodeContext().context).kind).to.equal('flow');
  });
});
