/**
 * The real loader and a real element in one page: commands given after the element rendered
 * reach its context. The loader used to change one state object in place, which
 * useSyncExternalStore cannot see (same object), so the element never re-rendered.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { createElementClass, defineElement } from '../../elements/define';
import { install } from '../../loader/install';
import { useElement } from '../../src/ui/element-context';

type Api = (command: string, ...args: unknown[]) => unknown;

function ContextProbe() {
  const { config, auth, features } = useElement();
  return <pre className="context">{JSON.stringify({ locale: config.locale, auth, features })}</pre>;
}

const tag = 'fin-relay-probe';
defineElement(tag, createElementClass(tag, { view: ContextProbe, attributes: {} }));

describe('loader → element context', () => {
  it('setAuth, configure({locale}) and setFeatures after the element rendered each reach it', async () => {
    install('relay-test', {});
    const FinWidgets = (window as unknown as { FinWidgets: Api }).FinWidgets;
    const element = document.createElement(tag);
    document.body.append(element);
    const context = () => JSON.parse(element.shadowRoot?.querySelector('.context')?.textContent ?? 'null');
    await waitUntil(() => context(), 'the probe did not render');
    expect(context()).to.deep.equal({ locale: 'en-GB', auth: null, features: {} });

    FinWidgets('setAuth', { token: 't-1' });
    await waitUntil(() => context().auth?.token === 't-1', `setAuth did not reach the element: ${JSON.stringify(context())}`);

    FinWidgets('configure', { locale: 'fr-FR' });
    await waitUntil(() => context().locale === 'fr-FR', `configure did not reach the element: ${JSON.stringify(context())}`);

    FinWidgets('setFeatures', { dismiss: true });
    await waitUntil(() => context().features.dismiss === true, `setFeatures did not reach the element: ${JSON.stringify(context())}`);
    expect(context()).to.deep.equal({ locale: 'fr-FR', auth: { token: 't-1' }, features: { dismiss: true } });

    FinWidgets('setAuth', null);
    await waitUntil(() => context().auth === null, 'signing out did not reach the element');
    element.remove();
  });
});
