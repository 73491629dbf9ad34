import { expect, waitUntil } from '@open-wc/testing';
import { createElementClass, defineElement, oneOf } from '../../elements/define';
import type { FinElement } from '../../elements/define';
import { HOST_STATE_EVENT, HOST_STATE_KEY } from '../../loader/protocol';
import { defineCatalog } from '../../src/shared/i18n';
import { useElement } from '../../src/ui/element-context';
import { useStrings } from '../../src/ui/useStrings';
import { styles } from '../../src/ui/sheets';
import type { Styles } from '../../src/ui/sheets';

interface ProbeProps {
  label?: string;
  count?: number;
  open?: boolean;
  options?: unknown;
  tone?: 'calm' | 'loud';
  adapter?: { name: string };
}

function Probe(props: ProbeProps) {
  const { config, auth, features, emit } = useElement();
  return (
    <div>
      <pre className="props">{JSON.stringify({ ...props, adapter: props.adapter?.name })}</pre>
      <pre className="config">{JSON.stringify({ ...config, auth, features })}</pre>
      <button type="button" className="probe" onClick={() => emit('fin-auth-required', { reason: 'probe' })}>
        Fire
      </button>
    </div>
  );
}

let counter = 0;
function defineProbe(styles: Styles = []) {
  const tag = `fin-probe-${++counter}-${Math.random().toString(36).slice(2, 7)}`;
  const Element = createElementClass<ProbeProps>(tag, {
    view: Probe,
    attributes: { label: 'string', count: 'number', open: 'boolean', options: 'json', tone: oneOf(['calm', 'loud']) },
    properties: ['adapter'],
    styles,
  });
  defineElement(tag, Element);
  return tag;
}

async function mount(tag: string, setup?: (element: FinElement<ProbeProps>) => void) {
  const element = document.createElement(tag) as FinElement<ProbeProps>;
  setup?.(element);
  document.body.append(element);
  await waitUntil(() => element.shadowRoot?.querySelector('.props'), 'the view did not render');
  return element;
}

const propsOf = (element: HTMLElement) => JSON.parse(element.shadowRoot!.querySelector('.props')!.textContent!);
const configOf = (element: HTMLElement) => JSON.parse(element.shadowRoot!.querySelector('.config')!.textContent!);
const settled = (element: HTMLElement, check: (props: Record<string, unknown>) => boolean) =>
  waitUntil(() => check(propsOf(element)), `props never matched: ${element.shadowRoot!.querySelector('.props')!.textContent}`);

afterEach(() => {
  document.body.replaceChildren();
  delete (window as unknown as Record<string, unknown>)[HOST_STATE_KEY];
  document.cookie = 'lang=; max-age=0; path=/';
});

describe('define(): attributes and properties', () => {
  it('parses string, number, boolean and json attributes', async () => {
    const element = await mount(defineProbe(), (el) => {
      el.setAttribute('label', 'Hello');
      el.setAttribute('count', '42');
      el.setAttribute('open', '');
      el.setAttribute('options', '{"a":[1,2]}');
    });
    expect(propsOf(element)).to.deep.equal({ label: 'Hello', count: 42, open: true, options: { a: [1, 2] } });
  });

  it('follows attribute changes and removals with HTML semantics', async () => {
    const element = await mount(defineProbe(), (el) => {
      el.setAttribute('label', 'a');
      el.setAttribute('open', '');
    });
    element.setAttribute('open', 'false');
    element.setAttribute('count', '7.5');
    await settled(element, (props) => props.open === false && props.count === 7.5);
    element.removeAttribute('label');
    element.removeAttribute('count');
    element.setAttribute('open', 'open');
    await settled(element, (props) => props.label === undefined && props.count === undefined && props.open === true);
  });

  it('reflects scalar properties to attributes and keeps objects as properties', async () => {
    const element = await mount(defineProbe());
    element.label = 'Set';
    element.count = 3;
    element.open = true;
    element.options = { nested: true };
    element.tone = 'loud';
    element.adapter = { name: 'custom' };
    await settled(element, (props) => props.adapter === 'custom');
    expect(element.getAttribute('label')).to.equal('Set');
    expect(element.getAttribute('count')).to.equal('3');
    expect(element.hasAttribute('open')).to.equal(true);
    expect(element.hasAttribute('options')).to.equal(false);
    expect(element.getAttribute('tone')).to.equal('loud');
    expect(propsOf(element)).to.deep.equal({ label: 'Set', count: 3, open: true, options: { nested: true }, tone: 'loud', adapter: 'custom' });
    expect(element.count).to.equal(3);
    element.open = false;
    await settled(element, (props) => props.open === false);
    expect(element.hasAttribute('open')).to.equal(false);
  });

  it('keeps a property set before the element was defined', async () => {
    const tag = `fin-late-${Math.random().toString(36).slice(2, 7)}`;
    const early = document.createElement(tag) as FinElement<ProbeProps>;
    early.adapter = { name: 'early' };
    document.body.append(early);
    defineElement(tag, createElementClass<ProbeProps>(tag, { view: Probe, attributes: {}, properties: ['adapter'] }));
    await waitUntil(() => early.shadowRoot?.querySelector('.props'));
    expect(propsOf(early).adapter).to.equal('early');
  });

  it('keeps an attribute\'s property set before the element was defined (it reflects to the attribute and renders)', async () => {
    const tag = `fin-late-${Math.random().toString(36).slice(2, 7)}`;
    const early = document.createElement(tag) as FinElement<ProbeProps>;
    early.label = 'early';
    early.count = 4;
    early.open = true;
    early.options = { kept: true };
    document.body.append(early);
    defineElement(tag, createElementClass<ProbeProps>(tag, { view: Probe, attributes: { label: 'string', count: 'number', open: 'boolean', options: 'json' } }));
    await waitUntil(() => early.shadowRoot?.querySelector('.props'));
    expect({ label: early.label, count: early.count, open: early.open }).to.deep.equal({ label: 'early', count: 4, open: true });
    expect(early.getAttribute('label')).to.equal('early');
    expect(propsOf(early)).to.deep.include({ label: 'early', count: 4, open: true, options: { kept: true } });
  });

  it('reports a bad number, bad JSON or a value outside oneOf with fin-error and a clear message', async () => {
    const errors: { code: string; message: string }[] = [];
    const onError = (event: Event) => errors.push((event as CustomEvent).detail);
    document.addEventListener('fin-error', onError);
    const original = console.error;
    console.error = () => {};
    try {
      const tag = defineProbe();
      const element = await mount(tag);
      element.setAttribute('count', 'twelve');
      element.setAttribute('options', '{oops');
      element.setAttribute('tone', 'shrill');
      // The element shows what is wrong instead of its view (issue 14), each message once.
      const shown = () => [...element.shadowRoot!.querySelectorAll('[part="config-error"] p')].map((node) => node.textContent);
      await waitUntil(() => shown().length === 3, 'the element did not show its attribute errors');
      expect(shown()).to.deep.equal(errors.map((error) => error.message));
      element.setAttribute('tone', 'calm');
      element.removeAttribute('count');
      element.removeAttribute('options');
      await waitUntil(() => element.shadowRoot!.querySelector('.props'), 'the view did not come back');
      await settled(element, (props) => props.tone === 'calm');
      expect(errors).to.deep.equal([
        { code: 'invalid_attribute', message: `<${tag}> attribute "count" expects a number, got "twelve".` },
        { code: 'invalid_attribute', message: `<${tag}> attribute "options" expects JSON, got "{oops".` },
        { code: 'invalid_attribute', message: `<${tag}> attribute "tone" expects one of "calm", "loud", got "shrill".` },
      ]);
    } finally {
      console.error = original;
      document.removeEventListener('fin-error', onError);
    }
  });
});

describe('define(): events, styles, registration', () => {
  it('dispatches composed, bubbling events that reach document listeners', async () => {
    const element = await mount(defineProbe());
    const received: CustomEvent[] = [];
    const listener = (event: Event) => received.push(event as CustomEvent);
    document.addEventListener('fin-auth-required', listener);
    element.shadowRoot!.querySelector<HTMLButtonElement>('.probe')!.click();
    document.removeEventListener('fin-auth-required', listener);
    expect(received).to.have.length(1);
    expect(received[0]!.detail).to.deep.equal({ reason: 'probe' });
    expect(received[0]!.composed).to.equal(true);
    expect(received[0]!.bubbles).to.equal(true);
    expect(received[0]!.target).to.equal(element);
  });

  it('adopts its stylesheets into the shadow root only', async () => {
    const element = await mount(defineProbe(styles('.probe { color: rgb(1, 2, 3); }')));
    const outside = document.createElement('button');
    outside.className = 'probe';
    document.body.append(outside);
    const inside = element.shadowRoot!.querySelector('.probe')!;
    expect(getComputedStyle(inside).color).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(outside).color).to.not.equal('rgb(1, 2, 3)');
    // the base theme, the configuration-error sheet, the element's own
    expect(element.shadowRoot!.adoptedStyleSheets).to.have.length(3);
    expect(document.adoptedStyleSheets).to.have.length(0);
  });

  it('adopts a sheet that two components list once, after what it depends on', async () => {
    const shared = styles('.probe { color: rgb(1, 2, 3); }');
    const first = styles('.probe { margin: 1px; }', shared);
    const second = styles('.probe { padding: 1px; }', shared);
    const element = await mount(defineProbe([...first, ...second, ...shared]));
    const adopted = element.shadowRoot!.adoptedStyleSheets;
    expect(new Set(adopted).size).to.equal(adopted.length);
    // base theme, configuration errors, the shared sheet, then the two components' own sheets in the order given
    expect(adopted.map((sheet) => sheet.cssRules[0]!.cssText).slice(2)).to.deep.equal([
      '.probe { color: rgb(1, 2, 3); }',
      '.probe { margin: 1px; }',
      '.probe { padding: 1px; }',
    ]);
  });

  it('warns instead of throwing when a tag is defined twice', () => {
    const tag = defineProbe();
    const warnings: unknown[] = [];
    const original = console.warn;
    console.warn = (message: unknown) => warnings.push(message);
    try {
      defineElement(tag, createElementClass<ProbeProps>(tag, { view: Probe, attributes: {} }));
    } finally {
      console.warn = original;
    }
    expect(warnings).to.deep.equal([`FinWidgets: <${tag}> is already defined; keeping the first definition.`]);
  });
});

describe('define(): api-base and locale', () => {
  it('defaults to the page origin and en-GB', async () => {
    const element = await mount(defineProbe());
    expect(configOf(element)).to.deep.equal({ apiBase: `${location.origin}/`, locale: 'en-GB', localeFrom: 'default', auth: null, features: {} });
  });

  it('reads the language cookie before the default', async () => {
    document.cookie = 'lang=fr_FR; path=/';
    const element = await mount(defineProbe());
    expect(configOf(element).locale).to.equal('fr-FR');
  });

  it('prefers the loader configuration, follows its changes, and lets attributes win', async () => {
    const state = { config: { apiBase: 'https://api.example/', locale: 'de-DE', features: { dismiss: true } }, auth: null as null | { token: string } };
    (window as unknown as Record<string, unknown>)[HOST_STATE_KEY] = state;
    const element = await mount(defineProbe());
    expect(configOf(element)).to.deep.equal({ apiBase: 'https://api.example/', locale: 'de-DE', localeFrom: 'loader', auth: null, features: { dismiss: true } });

    (window as unknown as Record<string, unknown>)[HOST_STATE_KEY] = { ...state, auth: { token: 't1' } };
    window.dispatchEvent(new CustomEvent(HOST_STATE_EVENT));
    await waitUntil(() => configOf(element).auth?.token === 't1', 'auth change not relayed');

    element.setAttribute('api-base', '/v2/');
    element.setAttribute('locale', 'nl-NL');
    await waitUntil(() => configOf(element).locale === 'nl-NL');
    expect(configOf(element).apiBase).to.equal(`${location.origin}/v2/`);
  });
});

const probeCatalog = defineCatalog('probe', { greeting: 'Hello {name}', farewell: 'Goodbye' });

function Greeter() {
  const t = useStrings(probeCatalog);
  return <p className="texts">{`${t('greeting', { name: 'Ada' })} / ${t('farewell')}`}</p>;
}

describe('define(): messages', () => {
  const defineGreeter = () => {
    const tag = `fin-greeter-${++counter}-${Math.random().toString(36).slice(2, 7)}`;
    defineElement(tag, createElementClass(tag, { view: Greeter, attributes: {} }));
    return tag;
  };
  const textsOf = (element: HTMLElement) => element.shadowRoot!.querySelector('.texts')?.textContent;

  it('reads the catalog in the resolved locale: loader texts, then the element property, then en-GB', async () => {
    (window as unknown as Record<string, unknown>)[HOST_STATE_KEY] = {
      config: { locale: 'fr-FR', messages: { 'fr-FR': { 'probe.greeting': 'Bonjour {name}', 'ticket.retry': 'Réessayer' } } },
      auth: null,
    };
    const element = document.createElement(defineGreeter()) as FinElement<object> & { messages?: unknown };
    document.body.append(element);
    // The fr-FR override shows; the key it does not give falls back to the en-GB default.
    await waitUntil(() => textsOf(element) === 'Bonjour Ada / Goodbye', `texts: ${textsOf(element)}`);
    element.messages = { fr: { 'probe.farewell': 'Au revoir' }, 'fr-FR': { 'probe.greeting': 'Salut {name}' } };
    await waitUntil(() => textsOf(element) === 'Salut Ada / Au revoir', `texts: ${textsOf(element)}`);
    element.setAttribute('locale', 'de-DE');
    await waitUntil(() => textsOf(element) === 'Hello Ada / Goodbye', `texts: ${textsOf(element)}`);
  });

  it('ignores a messages property that is not an object of texts', async () => {
    const element = document.createElement(defineGreeter()) as Omit<FinElement<object>, 'messages'> & { messages?: unknown }; // a host's JS may set anything
    element.messages = 'fr';
    document.body.append(element);
    await waitUntil(() => textsOf(element) === 'Hello Ada / Goodbye', `texts: ${textsOf(element)}`);
    element.messages = { 'en-GB': { 'probe.farewell': 42, 'probe.greeting': 'Hi {name}' }, 'not a locale!': { 'probe.farewell': 'x' } };
    await waitUntil(() => textsOf(element) === 'Hi Ada / Goodbye', `texts: ${textsOf(element)}`);
  });
});
