/**
 * Message kinds and composer rules that thread.test.ts leaves out (§3.2, §4.5, §5, §8, §9 Chat):
 * every structured item, container and style class; every service line; a mass message beside
 * agent messages; the auto-translation switch's service line; the image preview's own close
 * button; the 10 MB limit at its edge; a file of another type; the file picker only while the
 * input is enabled. By keyboard, axe in every state.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { currentBackend, openPanel } from './panel-harness';
import type { PanelDriver } from './panel-harness';

type Backend = ReturnType<typeof currentBackend>;
const agentSays = (backend: Backend, payloadType: string, payload: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  backend.addMessage('t1', { fromClient: false, payloadType, payload, ...extra });

async function openTicket(setup: (backend: Backend) => void = () => {}): Promise<PanelDriver> {
  const backend = currentBackend();
  backend.ticket('t1');
  setup(backend);
  const panel = await openPanel({ open: { ticketId: 't1' } });
  await panel.find('[part="composer"]', 5000);
  await waitUntil(() => !panel.root.querySelector('.loading'), 'still loading', { timeout: 5000 });
  return panel;
}

describe('<fin-chat> structured content (§3.2)', function () {
  // A whole panel per test, on a 2-core machine shared with other browsers.
  this.timeout(20_000);

  it('vbox and hbox with their spacing; text, date, time, phone, money, boolean and file items; the six style classes', async () => {
    const panel = await openTicket((backend) => {
      agentSays(backend, 'structure', {
        content: {
          type: 'vbox',
          spacing: { value: 12, unit: 'px' },
          items: [
            { type: 'text', text: 'Heading one', styleClasses: ['heading1'] },
            { type: 'text', text: 'Heading two', styleClasses: ['heading2'] },
            { type: 'text', text: 'Heading three', styleClasses: ['heading3'] },
            { type: 'text', text: 'Slanted', styleClasses: ['italic'] },
            { type: 'text', text: 'Heavy', styleClasses: ['bold'] },
            { type: 'text', text: 'Plain', styleClasses: ['normal-text'] },
            {
              type: 'hbox',
              spacing: { value: 1, unit: 'rem' },
              items: [
                { type: 'date', value: '2026-03-14T10:00:00Z' },
                { type: 'time', value: '2026-03-14T15:30:00Z' },
              ],
            },
            { type: 'phone', value: '+44 20 7946 0000' },
            { type: 'money', amount: -1234.5, currency: 'EUR' },
            { type: 'boolean', value: false },
            { type: 'file', id: 'up9', filename: 'contract.pdf', mediaType: 'application/pdf' },
          ],
        },
      });
      backend.serve('GET uploads/up9', () => ({ id: 'up9', src: 'https://chat.test/contract.pdf', mediaType: 'application/pdf', fileName: 'contract.pdf' }));
    });
    const vbox = await panel.find('.structure-vbox', 5000);
    expect(getComputedStyle(vbox).flexDirection).to.equal('column');
    expect(getComputedStyle(vbox).rowGap).to.equal('12px');
    const hbox = vbox.querySelector<HTMLElement>('.structure-hbox')!;
    expect(getComputedStyle(hbox).flexDirection).to.equal('row');
    expect(getComputedStyle(hbox).columnGap).to.equal('16px');
    const styled = (text: string) => [...vbox.querySelectorAll<HTMLElement>('.structure-item')].find((node) => node.textContent === text)!;
    const look = (text: string) => {
      const style = getComputedStyle(styled(text));
      return `${style.fontStyle} ${style.fontWeight}`;
    };
    const size = (text: string) => parseFloat(getComputedStyle(styled(text)).fontSize);
    expect([look('Slanted'), look('Heavy'), look('Plain')]).to.deep.equal(['italic 400', 'normal 700', 'normal 400']);
    expect(size('Heading one')).to.be.greaterThan(size('Heading two'));
    expect(size('Heading two')).to.be.greaterThan(size('Heading three'));
    expect(size('Heading three')).to.be.greaterThan(size('Plain'));
    const times = [...hbox.querySelectorAll('time')].map((node) => node.getAttribute('datetime'));
    expect(times).to.deep.equal(['2026-03-14T10:00:00Z', '2026-03-14T15:30:00Z']);
    expect(panel.text(hbox.querySelector('time'))).to.equal('14 Mar 2026');
    const phone = vbox.querySelector('a[href^="tel:"]')!;
    expect([phone.getAttribute('href'), phone.textContent]).to.deep.equal(['tel:+442079460000', '+44 20 7946 0000']);
    expect(vbox.textContent).to.contain('-€1,234.50');
    expect(vbox.textContent).to.contain('No');
    await waitUntil(() => vbox.querySelector('[part="file"] a'), 'no file link', { timeout: 10_000 });
    expect(vbox.querySelector('[part="file"] a')!.getAttribute('aria-label')).to.equal('Download contract.pdf');
    await panel.axeClean('every structured item');
  });

  it('a structure the panel cannot read is left out at the boundary and reported once; the rest shows, no banner, the panel stays usable', async () => {
    const warned: string[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warned.push(String(args[0]));
    try {
      // Last in the transcript: the re-sync when the socket opens asks for it again, still reported once.
      const panel = await openTicket((backend) => {
        agentSays(backend, 'text', { text: 'Before' });
        agentSays(backend, 'structure', { content: { type: 'table', rows: [] } });
      });
      await waitUntil(() => panel.texts('[part~="bubble-agent"]').includes('Before'), 'the readable message did not show', { timeout: 5000 });
      await waitUntil(() => currentBackend().calls.filter((call) => call.path === 'tickets/t1/messages').length >= 2, 'no re-sync', { timeout: 10_000 });
      expect(panel.root.querySelector('[part="load-error"]'), 'no load-failure banner').to.equal(null);
      expect(panel.root.querySelector('[part="composer"]') !== null, 'the composer stays').to.equal(true);
      const reports = warned.filter((line) => line.includes('could not be read'));
      expect(reports).to.have.length(1);
      expect(reports[0]).to.contain('unexpected data at $[1].payload.content.type:');
      await panel.axeClean('an unreadable structure left out');
    } finally {
      console.warn = warn;
    }
  });
});

describe('<fin-chat> service and mass messages (§3.2)', function () {
  this.timeout(20_000);

  it('every service payload has its line; a mass message is an announcement, not the agent', async () => {
    const panel = await openTicket((backend) => {
      // The mass message's author id is the assigned agent's: it must still not read as hers.
      Object.assign(backend.tickets.get('t1')!, { agent: { id: 'agent-1', name: 'Sam' } });
      const service = (payloadType: string, payload: Record<string, unknown> = {}) => agentSays(backend, payloadType, payload, { kind: 'service' });
      service('initialized');
      service('assigned', { agent: { id: 'agent-1', name: 'Sam' } });
      service('escalatedToLiveAgent', { text: 'x' });
      service('actionSubmitted', { actionTitle: 'Freeze my card' });
      service('autoTranslationUpdated', { enabled: true });
      service('message-deleted');
      service('resolved');
      service('rating');
      service('closed');
      service('reopened');
      service('rated', { rating: 'great' });
      service('experienceRated', { experience: 'great' });
      agentSays(backend, 'text', { text: 'We are updating tonight' }, { kind: 'mass' });
    });
    await waitUntil(() => panel.all('[part="service-message"]').length === 12, 'not every service line', { timeout: 5000 });
    expect(panel.texts('[part="service-message"]')).to.deep.equal([
      'Chat started',
      'Sam joined the chat',
      'Connecting you to a live agent',
      'You chose: Freeze my card',
      'Auto-translation was updated',
      'A message was deleted',
      'The chat was resolved',
      'How was your experience?',
      'The chat was closed',
      'The chat was reopened',
      'You rated this chat',
      'You rated this chat',
    ]);
    expect(panel.texts('[part~="bubble-mass"]')).to.deep.equal(['We are updating tonight']);
    const massRow = panel.root.querySelector('[part~="bubble-mass"]')!.closest('.row')!;
    expect([...massRow.querySelectorAll('.author')].map(panel.text), 'an announcement, not the agent').to.deep.equal(['Announcement']);
    expect(massRow.querySelector('[part="avatar"]') !== null, 'a mass message has no agent to show').to.equal(false);
    await panel.axeClean('service and mass messages');
  });
});

describe('<fin-chat> images and the composer (§2.2, §5)', function () {
  this.timeout(30_000);

  it("the image preview dialog: its close button says 'Close', and focus returns to the thumbnail", async () => {
    const panel = await openTicket((backend) => {
      agentSays(backend, 'upload', { uploadId: 'up1', mediaType: 'image/jpeg', fileName: 'card.jpg' });
      backend.serve('GET uploads/up1/thumb', () => ({ src: 'https://chat.test/thumb.jpg' }));
      backend.serve('GET uploads/up1', () => ({ id: 'up1', src: 'https://chat.test/full.jpg', mediaType: 'image/jpeg', fileName: 'card.jpg' }));
    });
    const image = await panel.find<HTMLButtonElement>('[part="image"]', 10_000);
    await waitUntil(() => image.querySelector('img'), 'no thumbnail', { timeout: 5000 });
    expect(image.querySelector('img')!.getAttribute('src')).to.equal('https://chat.test/thumb.jpg');
    await panel.press(image);
    await panel.find('[part="image-preview"]');
    const close = panel.root.querySelector<HTMLButtonElement>('[part="dialog-close"]')!;
    expect(close.getAttribute('aria-label'), 'closes the preview, not the chat').to.equal('Close');
    await panel.press(close);
    await waitUntil(() => !panel.root.querySelector('[part="image-preview"]'), 'the preview stayed');
    expect(panel.element.open).to.equal(true);
    await waitUntil(() => panel.deepActive() === image, 'focus did not return to the thumbnail');
  });

  it('a file of exactly 10 MB is sent; a file that is neither an image nor a PDF fails without being sent', async () => {
    const panel = await openTicket();
    const backend = currentBackend();
    await panel.attach(new File([new Uint8Array(10_485_760)], 'exact.pdf', { type: 'application/pdf' }));
    await waitUntil(() => backend.calls.some((call) => call.path === 'tickets/t1/messages/upload'), 'a 10 MB file was not sent', { timeout: 8000 });
    await panel.attach(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await panel.find('[part~="bubble-failed"]', 5000);
    await waitUntil(() => panel.texts('.status-failed').some((text) => text.includes('Only images and PDF files can be sent')), 'no type message', { timeout: 5000 });
    expect(backend.calls.filter((call) => call.path === 'tickets/t1/messages/upload')).to.have.length(1);
    await panel.axeClean('a file of another type');
  });

  it('the file picker shows only while the input is enabled and empty', async () => {
    const backend = currentBackend();
    const releaseDecision = backend.hold('tickets/next');
    const panel = await openPanel();
    const input = await panel.find<HTMLTextAreaElement>('[part="input"]');
    expect(input.disabled, 'before initialisation').to.equal(true);
    expect(panel.root.querySelector('[part="attach"]') !== null, 'no picker while the input is disabled').to.equal(false);
    releaseDecision();
    await waitUntil(() => !input.disabled, 'the input stayed disabled', { timeout: 5000 });
    await panel.find('[part="attach"]');
    await panel.type('text first');
    expect(panel.root.querySelector('[part="attach"]') !== null, 'no picker while typing').to.equal(false);
    await panel.type('');
    await panel.find('[part="attach"]');
    await panel.axeClean('the composer with its picker');
  });
});
