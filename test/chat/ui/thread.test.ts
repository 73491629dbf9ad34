/**
 * `<fin-chat>` in a ticket: message kinds (§3.2, §5), the composer (§5), failed messages (§4.5),
 * quick actions and internal requests (§4.7, §5), the read-only note (§2.2), banners (§8) — by
 * keyboard, axe in every state.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { currentBackend, openPanel, setHost } from './panel-harness';
import type { PanelDriver } from './panel-harness';

type Backend = ReturnType<typeof currentBackend>;
const agentSays = (backend: Backend, payloadType: string, payload: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  backend.addMessage('t1', { fromClient: false, payloadType, payload, ...extra });

async function openTicket(setup: (backend: Backend) => void = () => {}): Promise<PanelDriver> {
  const backend = currentBackend();
  backend.ticket('t1');
  setup(backend);
  const panel = await openPanel({ open: { ticketId: 't1' } });
  await panel.find('[part="composer"]');
  await waitUntil(() => !panel.root.querySelector('.loading'), 'still loading', { timeout: 3000 });
  return panel;
}

describe('<fin-chat> message kinds', function () {
  // A whole panel per test, on a 2-core machine shared with other browsers.
  this.timeout(20_000);
  it('text: rich text sanitised to the allowed elements, links in a new tab, [label](url) links, app links with the mobile-only note', async () => {
    const panel = await openTicket((backend) => {
      agentSays(backend, 'text', { text: '<p>Hello <strong>there</strong> <em>you</em> <a href="https://bank.example/help">help</a><script>window.pwned = 1</script><img src=x onerror="window.pwned = 2"><i>i</i><b>b</b></p><ul><li>one</li></ul>' });
      agentSays(backend, 'text', { text: 'See [our fees](https://bank.example/fees) today' });
      agentSays(backend, 'text', { text: '<p>Open <a href="finapp://nowhere/known">the app</a></p>' });
    });
    const rich = await panel.find('.rich');
    await waitUntil(() => panel.all('.rich').length === 2, 'rich texts not rendered', { timeout: 3000 });
    expect((window as unknown as { pwned?: number }).pwned).to.equal(undefined);
    expect([...rich.querySelectorAll('*')].map((node) => node.localName)).to.deep.equal(['p', 'strong', 'em', 'a', 'ul', 'li']);
    const link = rich.querySelector('a')!;
    expect([link.getAttribute('href'), link.getAttribute('target'), link.getAttribute('rel')]).to.deep.equal(['https://bank.example/help', '_blank', 'noopener noreferrer']);
    const fees = panel.all('a').find((node) => node.textContent === 'our fees')!;
    expect(fees.getAttribute('href')).to.equal('https://bank.example/fees');
    expect(fees.getAttribute('target')).to.equal('_blank');
    expect(panel.all('.rich')[1]!.textContent).to.contain('the app (available in the mobile app only)');
    await panel.axeClean('rich text');
  });

  it("translation: with 'translation.enable' the translation shows, and the toggle (a pressed button) shows the original", async () => {
    setHost({ features: { 'translation.enable': true } });
    const panel = await openTicket((backend) => agentSays(backend, 'text', { text: 'Bonjour', translation: { content: 'Hello' } }));
    await waitUntil(() => panel.texts('[part~="bubble-agent"]').some((text) => text.includes('Hello')), 'no translation', { timeout: 3000 });
    expect(panel.texts('[part~="bubble-agent"]')[0]).to.contain('Translated automatically');
    await panel.axeClean('a translated message');
    await panel.press('Show original');
    await waitUntil(() => panel.texts('[part~="bubble-agent"]')[0]!.startsWith('Bonjour'), 'the original did not show');
    expect(panel.buttonNamed('Show translation')?.getAttribute('aria-pressed')).to.equal('true');
    await panel.axeClean('the original');
  });

  it('without the translation switch the original text shows, with no toggle', async () => {
    const panel = await openTicket((backend) => agentSays(backend, 'text', { text: 'Bonjour', translation: { content: 'Hello' } }));
    await waitUntil(() => panel.texts('[part~="bubble-agent"]').length === 1, 'no message', { timeout: 3000 });
    expect(panel.texts('[part~="bubble-agent"]')).to.deep.equal(['Bonjour']);
    expect(panel.buttonNamed('Show original')).to.equal(undefined);
  });

  it('image: a 480 px thumbnail from /uploads/{id}/thumb, opened by keyboard in a preview dialog that Escape closes', async () => {
    const panel = await openTicket((backend) => {
      agentSays(backend, 'upload', { uploadId: 'up1', mediaType: 'image/png', fileName: 'receipt.png' });
      backend.serve('GET uploads/up1/thumb', () => ({ src: 'https://chat.test/thumb.png' }));
      backend.serve('GET uploads/up1', () => ({ id: 'up1', src: 'https://chat.test/full.png', mediaType: 'image/png', fileName: 'receipt.png' }));
    });
    // The attachment view is a lazy chunk: the test server compiles it on first use.
    const image = await panel.find<HTMLButtonElement>('[part="image"]', 10_000);
    await waitUntil(() => image.querySelector('img'), 'no thumbnail', { timeout: 5000 });
    const thumbCall = currentBackend().calls.find((call) => call.path === 'uploads/up1/thumb')!;
    expect(thumbCall.query.get('width')).to.equal('480');
    expect(image.querySelector('img')!.getAttribute('width')).to.equal('480');
    expect(image.getAttribute('aria-label')).to.equal('Open image receipt.png');
    await panel.axeClean('an image');
    await panel.press(image);
    const preview = await panel.find<HTMLImageElement>('[part="image-preview"]');
    expect(preview.alt).to.equal('receipt.png');
    await panel.axeClean('the image preview');
    panel.key(preview, 'Escape');
    await waitUntil(() => !panel.root.querySelector('[part="image-preview"]'), 'the preview stayed');
    expect(panel.element.open, 'Escape closed the dialog, not the panel').to.equal(true);
  });

  it('file: a download link named for the file', async () => {
    const panel = await openTicket((backend) => {
      agentSays(backend, 'upload', { uploadId: 'up2', mediaType: 'application/pdf', fileName: 'statement.pdf' });
      backend.serve('GET uploads/up2', () => ({ id: 'up2', src: 'https://chat.test/statement.pdf', mediaType: 'application/pdf', fileName: 'statement.pdf' }));
    });
    await waitUntil(() => panel.root.querySelector('[part="file"] a'), 'no link', { timeout: 10_000 });
    const link = panel.root.querySelector('[part="file"] a')!;
    expect([link.getAttribute('href'), link.getAttribute('download'), link.getAttribute('aria-label'), link.getAttribute('target')]).to.deep.equal([
      'https://chat.test/statement.pdf',
      'statement.pdf',
      'Download statement.pdf',
      '_blank',
    ]);
    await panel.axeClean('a file');
  });

  it('structured content: containers, items and style classes', async () => {
    const panel = await openTicket((backend) =>
      agentSays(backend, 'structure', {
        content: {
          type: 'vbox',
          spacing: { value: 8, unit: 'px' },
          items: [
            { type: 'text', text: 'Your refund', styleClasses: ['heading2'] },
            { type: 'hbox', items: [{ type: 'text', text: 'Amount' }, { type: 'money', amount: 12.5, currency: 'GBP', styleClasses: ['bold'] }] },
            { type: 'boolean', value: true },
            { type: 'phone', value: '+441234567890' },
          ],
        },
      }),
    );
    await waitUntil(() => panel.texts('[part~="bubble-agent"]').some((text) => text.includes('Your refund')), 'no structure', { timeout: 3000 });
    const bubble = panel.texts('[part~="bubble-agent"]').find((text) => text.includes('Your refund'))!;
    expect(bubble).to.contain('£12.50');
    expect(bubble).to.contain('Yes');
    expect(bubble).to.contain('+441234567890');
    await panel.axeClean('structured content');
  });

  it("the agent's avatar goes through the URL policy: an https one shows, a javascript: one is refused (fin-error unsafe_url) and the initial shows", async () => {
    const errors: string[] = [];
    const onError = (event: Event) => errors.push((event as CustomEvent<{ code: string }>).detail.code);
    document.addEventListener('fin-error', onError);
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      for (const [src, expected] of [
        ['https://cdn.bank.example/ada.png', 'https://cdn.bank.example/ada.png'],
        ['javascript:alert(document.domain)', null],
      ] as const) {
        document.body.replaceChildren();
        const panel = await openTicket((backend) => {
          Object.assign(backend.tickets.get('t1')!, { agent: { id: 'agent-1', name: 'Ada Lovelace', chatbot: false, avatarSrc: src } });
          agentSays(backend, 'text', { text: `Hello from ${src.slice(0, 5)}` });
        });
        const avatar = await panel.find('[part="avatar"]');
        expect(avatar.querySelector('img')?.getAttribute('src') ?? null, src).to.equal(expected);
        if (!expected) expect(panel.text(avatar)).to.equal('A');
      }
      await waitUntil(() => errors.includes('unsafe_url'), 'the refused avatar was not reported');
    } finally {
      document.removeEventListener('fin-error', onError);
      console.warn = warn;
    }
  });

  it('service messages and mass messages', async () => {
    const panel = await openTicket((backend) => {
      agentSays(backend, 'escalatedToLiveAgent', { text: 'x' }, { kind: 'service' });
      agentSays(backend, 'closed', {}, { kind: 'service' });
      agentSays(backend, 'text', { text: 'Our app is updating tonight' }, { kind: 'mass' });
    });
    await waitUntil(() => panel.texts('[part="service-message"]').length === 2, 'no service lines', { timeout: 3000 });
    expect(panel.texts('[part="service-message"]')).to.deep.equal(['Connecting you to a live agent', 'The chat was closed']);
    expect(panel.texts('[part~="bubble-mass"]')).to.deep.equal(['Our app is updating tonight']);
    expect(panel.root.textContent).to.contain('Announcement');
    await panel.axeClean('service and mass messages');
  });
});

describe('<fin-chat> composer (§5)', function () {
  // A whole panel per test, on a 2-core machine shared with other browsers.
  this.timeout(20_000);
  it('trims, does not send an empty text, Enter sends and Shift+Enter makes a new line; 16 px text', async () => {
    const panel = await openTicket();
    const backend = currentBackend();
    const input = await panel.type('   ');
    expect(panel.root.querySelector<HTMLButtonElement>('[part="send"]')!.disabled).to.equal(true);
    panel.key(input, 'Enter');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(backend.calls.some((call) => call.path.endsWith('/messages/text'))).to.equal(false);
    expect(getComputedStyle(input).fontSize).to.equal('16px');
    await panel.type('  first line');
    expect(panel.key(input, 'Enter', { shiftKey: true }), 'Shift+Enter is left to the textarea').to.equal(true);
    panel.key(input, 'Enter');
    await waitUntil(() => backend.clientTexts('t1').length === 1, 'not sent', { timeout: 3000 });
    expect(backend.clientTexts('t1')).to.deep.equal(['first line']);
    expect(input.value).to.equal('');
    await panel.axeClean('the composer');
  });

  it('the file picker: images and PDF, only while the input is empty', async () => {
    const panel = await openTicket();
    const picker = panel.root.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(picker.accept).to.equal('image/*,application/pdf');
    expect(picker.multiple).to.equal(false);
    expect(panel.root.querySelector('[part="attach"]')?.getAttribute('aria-label')).to.equal('Attach an image or PDF');
    await panel.type('typing');
    expect(panel.root.querySelector('[part="attach"]')).to.equal(null);
  });

  it("a file over 10 MB shows as failed with 'File size should not exceed 10Mb' and is never sent; its menu offers Delete only", async () => {
    const panel = await openTicket();
    await panel.attach(new File([new Uint8Array(10_485_761)], 'big.png', { type: 'image/png' }));
    const bubble = await panel.find('[part~="bubble-failed"]');
    // Never sent, so not 'Uploading': its name; and bytes that are no image show no broken image.
    await waitUntil(() => panel.text(bubble) === 'big.png' && !bubble.querySelector('img'), `the refused file reads "${panel.text(bubble)}"`, { timeout: 3000 });
    expect(panel.root.querySelector('.status-failed')?.textContent).to.contain('File size should not exceed 10Mb');
    expect(currentBackend().calls.some((call) => call.path.endsWith('/messages/upload'))).to.equal(false);
    await panel.axeClean('a file too big');
    await panel.press('Message options');
    await panel.find('[role="menu"]');
    expect(panel.texts('[role="menuitem"]')).to.deep.equal(['Delete']);
    await panel.press('Delete');
    await waitUntil(() => !panel.root.querySelector('[part~="bubble-failed"]'), 'not deleted');
  });

  it('a failed message: its menu offers Delete and Resend; Delete removes it', async () => {
    const panel = await openTicket();
    const backend = currentBackend();
    backend.fail('tickets/t1/messages/text', 400, 1);
    const input = await panel.type('lost');
    panel.key(input, 'Enter');
    await panel.find('[part~="bubble-failed"]');
    await panel.press('Message options');
    await panel.find('[role="menu"]');
    expect(panel.texts('[role="menuitem"]')).to.deep.equal(['Delete', 'Resend']);
    await panel.axeClean('the failed message menu');
    await panel.press('Delete');
    await waitUntil(() => !panel.root.querySelector('[part~="bubble-failed"]'), 'not deleted');
  });

  it('a ticket that is not active hides the input; a read-only one shows the note', async () => {
    const backend = currentBackend();
    backend.ticket('t1').state = 'closed';
    agentSays(backend, 'text', { text: 'All done' });
    const panel = await openPanel({ open: { ticketId: 't1' } });
    await waitUntil(() => panel.texts('[part~="bubble-agent"]').includes('All done'), 'the ticket did not open', { timeout: 3000 });
    expect(panel.root.querySelector('[part="input"]')).to.equal(null);
    panel.element.remove();
    backend.ticket('t2');
    (backend.tickets.get('t2') as unknown as { readOnly: boolean }).readOnly = true;
    const second = await openPanel({ open: { ticketId: 't2' } });
    const note = await second.find('[part="read-only"]');
    expect(note.textContent).to.equal('Your request is being processed');
    expect(second.root.querySelector('[part="input"]')).to.equal(null);
    await second.axeClean('read-only');
  });
});

describe('<fin-chat> quick actions and internal requests (§4.7, §5)', function () {
  // A whole panel per test, on a 2-core machine shared with other browsers.
  this.timeout(20_000);
  it('pending quick actions are buttons that submit; only pending internal requests with a permitted action show, answered by their buttons', async () => {
    const backend = currentBackend();
    backend.serve('GET tickets/t1/action-suggestions', () => [
      { actionId: 'a1', title: 'Freeze my card', state: 'Pending' },
      { actionId: 'a2', title: 'Done already', state: 'Answered' },
      { actionId: 'a3', title: 'Gone', state: 'Canceled' },
    ]);
    backend.serve('POST tickets/t1/submit-action', () => ({}));
    const request = (id: string, state: string, action: string) => ({
      id,
      state,
      action,
      preview: { title: `Title ${id}`, text: 'Was it you?', controls: { buttons: [{ buttonId: 'yes', text: 'Yes, it was me' }] } },
    });
    backend.serve('GET tickets/t1/internal-requests', () => [request('r1', 'pending', 'confirm'), request('r2', 'answered', 'confirm'), request('r3', 'pending', 'unknown')]);
    backend.serve('POST internal-requests/r1/answer', () => ({}));
    const panel = await openTicket();
    await panel.find('[part="quick-action"]');
    expect(panel.texts('[part="quick-action"]')).to.deep.equal(['Freeze my card']);
    expect(panel.all('[part="internal-request"]').map((node) => node.getAttribute('aria-label'))).to.deep.equal(['Title r1']);
    await panel.axeClean('quick actions and an internal request');
    await panel.press('Freeze my card');
    await waitUntil(() => backend.calls.some((call) => call.path === 'tickets/t1/submit-action'), 'not submitted', { timeout: 3000 });
    expect(backend.calls.find((call) => call.path === 'tickets/t1/submit-action')!.body).to.deep.equal({ actionId: 'a1' });
    await waitUntil(() => !panel.root.querySelector('[part="quick-action"]'), 'the action stayed');
    await panel.press('Yes, it was me');
    await waitUntil(() => backend.calls.some((call) => call.path === 'internal-requests/r1/answer'), 'not answered', { timeout: 3000 });
  });
});

describe('<fin-chat> quick actions follow the ticket (§4.4 actions updated)', function () {
  this.timeout(20_000);
  it('an agent message or a ticket event over the socket asks for the actions again: one offered, one gone', async () => {
    const backend = currentBackend();
    let offered = [{ actionId: 'talk-agent', title: 'Talk to a live agent', state: 'Pending' }];
    backend.serve('GET tickets/t1/action-suggestions', () => offered);
    const panel = await openTicket();
    await panel.find('[part="quick-action"]');
    expect(panel.texts('[part="quick-action"]')).to.deep.equal(['Talk to a live agent']);
    await waitUntil(() => panel.socket()?.readyState === 1, 'no socket', { timeout: 5000 });
    const asked = () => backend.calls.filter((call) => call.path === 'tickets/t1/action-suggestions').length;
    const before = asked();
    // Escalated: the server cancels 'Talk to a live agent' and the agent offers to freeze the card.
    offered = [
      { actionId: 'talk-agent', title: 'Talk to a live agent', state: 'Canceled' },
      { actionId: 'freeze-card', title: 'Freeze my card', state: 'Pending' },
    ];
    const escalated = backend.addMessage('t1', { fromClient: false, kind: 'service', payloadType: 'escalatedToLiveAgent', payload: { text: 'Connecting you' } });
    panel.socket()!.receive({ id: 'f1', type: 'message', payload: escalated });
    await waitUntil(() => panel.texts('[part="quick-action"]').join() === 'Freeze my card', `the actions did not follow: ${panel.texts('[part="quick-action"]').join()}`, { timeout: 3000 });
    expect(asked()).to.equal(before + 1);
    // The agent's next message: asked again (no action left to offer).
    offered = [];
    const reply = backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: 'Done, your card is frozen.' } });
    panel.socket()!.receive({ id: 'f2', type: 'message', payload: reply });
    await waitUntil(() => !panel.root.querySelector('[part="quick-action"]'), 'the actions did not follow the agent message', { timeout: 3000 });
    await panel.axeClean('quick actions updated');
  });
});

describe('<fin-chat> internal requests of a ticket no longer active', function () {
  this.timeout(20_000);
  it("a resolved ticket's pending internal request ('Confirm the transaction') is inert: its buttons are disabled", async () => {
    const backend = currentBackend();
    backend.ticket('t1').state = 'resolved';
    backend.serve('GET tickets/t1/internal-requests', () => [
      { id: 'r1', state: 'pending', action: 'confirm', preview: { title: 'Confirm the transaction', text: 'Was it you?', controls: { buttons: [{ buttonId: 'yes', text: 'Yes, it was me' }] } } },
    ]);
    const panel = await openPanel({ open: { ticketId: 't1' } });
    await panel.find('[part="internal-request"]');
    await waitUntil(() => (panel.buttonNamed('Yes, it was me') as HTMLButtonElement | undefined)?.disabled === true, 'the answer stays clickable', { timeout: 3000 });
    await panel.axeClean('an inert internal request');
  });

  it("a resolved ticket's quick actions ('Freeze my card') are inert too: disabled, nothing submitted", async () => {
    const backend = currentBackend();
    backend.ticket('t1').state = 'resolved';
    backend.serve('GET tickets/t1/action-suggestions', () => [{ actionId: 'a1', title: 'Freeze my card', state: 'Pending' }]);
    const panel = await openPanel({ open: { ticketId: 't1' } });
    const action = await panel.find<HTMLButtonElement>('[part="quick-action"]', 5000);
    await waitUntil(() => action.disabled, 'the quick action stays clickable', { timeout: 3000 });
    action.click();
    expect(backend.calls.some((call) => call.path === 'tickets/t1/submit-action')).to.equal(false);
    await panel.axeClean('an inert quick action');
  });
});

describe('<fin-chat> banners (§8)', function () {
  // A whole panel per test, on a 2-core machine shared with other browsers.
  this.timeout(20_000);
  it("a message load failure shows 'Something went wrong' with Retry, which loads them", async () => {
    const backend = currentBackend();
    backend.ticket('t1');
    agentSays(backend, 'text', { text: 'After the retry' });
    backend.fail('tickets/t1/messages', 500, 1);
    // The socket stays down: its open would re-sync the thread before the banner could be read.
    const panel = await openPanel({ open: { ticketId: 't1' }, acceptSocket: false });
    const banner = await panel.find('[part="load-error"]');
    expect(banner.getAttribute('role')).to.equal('alert');
    expect(banner.textContent).to.contain('Something went wrong');
    await panel.axeClean('the load-failure banner');
    await panel.press('Retry');
    await waitUntil(() => panel.texts('[part~="bubble-agent"]').includes('After the retry'), 'Retry did not load', { timeout: 3000 });
    expect(panel.root.querySelector('[part="load-error"]')).to.equal(null);
  });

  it("a ticket that fails to load (GET /tickets/{id}) shows 'Something went wrong' with Retry, which loads it and enables the input", async () => {
    const backend = currentBackend();
    backend.ticket('t1');
    agentSays(backend, 'text', { text: 'The ticket after the retry' });
    let failing = true;
    backend.serve('GET tickets/t1', () => (failing ? new Response('{}', { status: 503 }) : backend.tickets.get('t1')));
    const panel = await openPanel({ open: { ticketId: 't1' } });
    const banner = await panel.find('[part="load-error"]');
    expect([banner.getAttribute('role'), panel.text(banner)]).to.deep.equal(['alert', 'Something went wrongRetry']);
    expect(panel.root.querySelector<HTMLTextAreaElement>('[part="input"]')?.disabled, 'nothing to send to yet').to.equal(true);
    await panel.axeClean('the ticket load failure');
    failing = false;
    await panel.press('Retry');
    await waitUntil(() => !panel.root.querySelector('[part="load-error"]'), 'the banner stayed', { timeout: 3000 });
    await waitUntil(() => panel.root.querySelector<HTMLTextAreaElement>('[part="input"]:enabled'), 'the input stayed disabled', { timeout: 3000 });
    expect(panel.texts('[part~="bubble-agent"]')).to.deep.equal(['The ticket after the retry']);
  });

  it('a message that cannot be read is left out: the others show, no banner, and the console hears of it once with its path', async () => {
    const warned: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warned.push(String(args[0]));
    try {
      const panel = await openTicket((backend) => {
        agentSays(backend, 'text', { text: 'Before the bad one' });
        agentSays(backend, 'text', { text: 'Never shown' }, { author: 42 });
        agentSays(backend, 'text', { text: 'After the bad one' });
      });
      await waitUntil(() => panel.texts('[part~="bubble-agent"]').length === 2, 'the readable messages did not show', { timeout: 3000 });
      expect(panel.texts('[part~="bubble-agent"]')).to.deep.equal(['Before the bad one', 'After the bad one']);
      expect(panel.root.querySelector('[part="load-error"]'), 'no load-failure banner').to.equal(null);
      const reports = warned.filter((line) => line.includes('could not be read'));
      expect(reports).to.have.length(1);
      expect(reports[0]).to.contain('FinWidgets: chat: a message of ticket t1 could not be read and is not shown: unexpected data at $[1].author:');
      await panel.axeClean('a transcript with a message left out');
    } finally {
      console.warn = warn;
    }
  });

  it("a failed End shows the dismissible banner 'Something went wrong' with Dismiss", async () => {
    const backend = currentBackend();
    backend.serve('POST tickets/t1/close', () => new Response('{}', { status: 500 }));
    const panel = await openTicket();
    const more = await panel.find<HTMLButtonElement>('[part="more-button"]');
    more.focus();
    panel.key(more, 'ArrowDown');
    await panel.find('[role="menu"]');
    await panel.press('End');
    const banner = await panel.find('[part="banner"]');
    expect(banner.textContent).to.contain('Something went wrong');
    await panel.axeClean('the failure banner');
    await panel.press('Dismiss');
    await waitUntil(() => !panel.root.querySelector('[part="banner"]'), 'the banner stayed');
  });
});
