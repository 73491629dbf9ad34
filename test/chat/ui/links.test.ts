/**
 * Links in messages (§1, §5, §8; issue 37): one renderer for server rich text's `<a href>` and
 * `[label](url)` text. An app deep link with no web page reads as its label with the note that it
 * is available in the mobile app only; a chat link opens its ticket or a new chat in the panel; a
 * form or FAQ link goes to the host as fin-chat-link; a web link opens in a new tab.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { currentBackend, openPanel } from './panel-harness';
import type { PanelDriver } from './panel-harness';

type Backend = ReturnType<typeof currentBackend>;
const agentSays = (backend: Backend, text: string) => backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text } });

async function openTicket(texts: string[]): Promise<PanelDriver> {
  const backend = currentBackend();
  backend.ticket('t1');
  for (const text of texts) agentSays(backend, text);
  const panel = await openPanel({ open: { ticketId: 't1' } });
  await waitUntil(() => panel.all('[part~="bubble-agent"]').length === texts.length, 'the messages did not show', { timeout: 5000 });
  // Rich text is a lazy chunk.
  await waitUntil(() => panel.all('.rich').length === texts.filter((text) => text.startsWith('<')).length, 'rich text did not render', { timeout: 10_000 });
  return panel;
}

const bubble = (panel: PanelDriver, index: number) => panel.all('[part~="bubble-agent"]')[index]!;
/** What a link renders as, the same from HTML and from [label](url). */
const shape = (node: Element | null | undefined) =>
  node && { tag: node.localName, href: node.getAttribute('href'), target: node.getAttribute('target'), rel: node.getAttribute('rel'), text: node.textContent };

describe('<fin-chat> links in messages', function () {
  this.timeout(30_000);

  it('an app link with no web page: its label and the mobile-only note, from [label](url) and from HTML', async () => {
    const panel = await openTicket(['Use [Stocks](finapp://stocks) for that', '<p>Use <a href="finapp://stocks">Stocks</a> for that</p>']);
    expect(panel.text(bubble(panel, 0))).to.equal('Use Stocks (available in the mobile app only) for that');
    expect(panel.text(bubble(panel, 1))).to.equal('Use Stocks (available in the mobile app only) for that');
    await panel.axeClean('mobile-only links');
  });

  it('one renderer: a web link and an app link with a web page render the same from HTML and from text, in a new tab', async () => {
    const panel = await openTicket([
      '[fees](https://bank.example/fees) and [top up](finapp://topup)',
      '<p><a href="https://bank.example/fees">fees</a> and <a href="finapp://topup">top up</a></p>',
    ]);
    const links = (index: number) => [...bubble(panel, index).querySelectorAll('a')].map(shape);
    expect(links(0)).to.deep.equal([
      { tag: 'a', href: 'https://bank.example/fees', target: '_blank', rel: 'noopener noreferrer', text: 'fees' },
      { tag: 'a', href: new URL('/accounts/topup', location.href).href, target: '_blank', rel: 'noopener noreferrer', text: 'top up' },
    ]);
    expect(links(1)).to.deep.equal(links(0));
  });

  it('a form link and a FAQ link go to the host as fin-chat-link; by keyboard', async () => {
    const panel = await openTicket(['Fill in [the chargeback form](finapp://form/chargeback?tx=t9)', '<p>Read <a href="finapp://faq?key=lost-card">lost cards</a></p>']);
    const links: unknown[] = [];
    panel.element.addEventListener('fin-chat-link', (event) => links.push((event as CustomEvent).detail));
    await panel.press('the chargeback form');
    await panel.press('lost cards');
    expect(links).to.deep.equal([
      { kind: 'form', formId: 'chargeback', params: { tx: 't9' } },
      { kind: 'faq', key: 'lost-card', params: { key: 'lost-card' } },
    ]);
    await panel.axeClean('route links');
  });

  it('a chat link opens its ticket in the panel', async () => {
    const backend = currentBackend();
    backend.ticket('t2');
    backend.addMessage('t2', { fromClient: false, payloadType: 'text', payload: { text: 'Your other chat' } });
    const panel = await openTicket(['See [your card chat](finapp://chat?ticketId=t2)']);
    await panel.press('your card chat');
    await waitUntil(() => panel.texts('[part~="bubble-agent"]').includes('Your other chat'), 'the ticket did not open', { timeout: 5000 });
  });

  it('HTML links the URL policy refuses keep their text, no href', async () => {
    const panel = await openTicket(['<p>Click <a href="javascript:alert(1)">here</a></p>']);
    expect(panel.text(bubble(panel, 0))).to.equal('Click here');
    expect(bubble(panel, 0).querySelector('a') === null, 'no link').to.equal(true);
  });
});
