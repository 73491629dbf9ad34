/**
 * Attachments (issue 37): a file picked, an image pasted into the input or a file dropped on the
 * composer waits there with a preview and Cancel; Cancel sends nothing, Send uploads it, and the
 * message shows the upload's progress until the server has it.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { currentBackend, FakeWebSocket, openPanel } from './panel-harness';

const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
const uploads = () => currentBackend().calls.filter((call) => call.path === 'tickets/t1/messages/upload').length;

function carrying(file: File): DataTransfer {
  const data = new DataTransfer();
  data.items.add(file);
  return data;
}

async function open() {
  currentBackend().ticket('t1');
  const panel = await openPanel({ open: { ticketId: 't1' } });
  await waitUntil(() => FakeWebSocket.instances[0]?.readyState === 1 && panel.root.querySelector('[part="input"]:enabled'), 'no input', { timeout: 5000 });
  return panel;
}

describe('<fin-chat> paste and drop a file onto the composer', function () {
  this.timeout(20_000);

  it('a pasted image shows a preview with Cancel; Cancel sends nothing, a second paste and Send upload it', async () => {
    const panel = await open();
    const input = panel.root.querySelector<HTMLTextAreaElement>('[part="input"]')!;
    const image = new File([PNG], 'screenshot.png', { type: 'image/png' });
    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: carrying(image), bubbles: true, cancelable: true, composed: true }));
    const preview = await panel.find('[part="attachment-preview"]');
    expect(preview.querySelector('img')?.getAttribute('alt')).to.equal('screenshot.png');
    await panel.axeClean('the attachment preview');
    await panel.press('Cancel');
    await waitUntil(() => !panel.root.querySelector('[part="attachment-preview"]'), 'Cancel left the preview', { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(uploads(), 'nothing sent').to.equal(0);

    input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: carrying(image), bubbles: true, cancelable: true, composed: true }));
    await panel.find('[part="attachment-preview"]');
    panel.root.querySelector<HTMLButtonElement>('[part="send"]')!.click();
    await waitUntil(() => uploads() === 1, 'Send did not upload it', { timeout: 3000 });
    await waitUntil(() => !panel.root.querySelector('[part="attachment-preview"]'), 'the preview stayed after sending', { timeout: 3000 });
  });

  it('a file dropped on the composer waits with its name and Cancel; Send uploads it; pasted text stays text', async () => {
    const panel = await open();
    const composer = panel.root.querySelector<HTMLElement>('[part="composer"]')!;
    const pdf = new File(['%PDF-1.4'], 'statement.pdf', { type: 'application/pdf' });
    const data = carrying(pdf);
    const over = new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true, composed: true });
    composer.dispatchEvent(over);
    expect(over.defaultPrevented, 'the composer accepts the drop').to.equal(true);
    composer.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true, composed: true }));
    const preview = await panel.find('[part="attachment-preview"]');
    expect(preview.textContent).to.contain('statement.pdf');
    expect(panel.buttonNamed('Cancel')).to.not.equal(undefined);
    panel.root.querySelector<HTMLButtonElement>('[part="send"]')!.click();
    await waitUntil(() => uploads() === 1, 'Send did not upload it', { timeout: 3000 });
  });

  it('a picked file waits with its preview and Cancel, focus in the input; Cancel sends nothing; Send (Enter) uploads it', async () => {
    const panel = await open();
    await panel.attach(new File([PNG], 'receipt.png', { type: 'image/png' }), { send: false });
    const preview = await panel.find('[part="attachment-preview"] img');
    expect(preview.getAttribute('alt')).to.equal('receipt.png');
    const input = panel.root.querySelector<HTMLTextAreaElement>('[part="input"]')!;
    await waitUntil(() => panel.deepActive() === input, 'focus is not in the input');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(uploads(), 'nothing sent before Send').to.equal(0);
    await panel.press('Cancel');
    await waitUntil(() => !panel.root.querySelector('[part="attachment-preview"]'), 'Cancel left the preview', { timeout: 3000 });
    await waitUntil(() => panel.deepActive() === input, 'focus did not return to the input');
    expect(uploads(), 'Cancel sent nothing').to.equal(0);

    await panel.attach(new File([PNG], 'receipt.png', { type: 'image/png' }), { send: false });
    panel.key(input, 'Enter');
    await waitUntil(() => uploads() === 1, 'Enter did not upload it', { timeout: 3000 });
  });

  it('a sent file shows its upload progress on the message until the server has it', async () => {
    const panel = await open();
    const release = currentBackend().hold('tickets/t1/messages/upload');
    await panel.attach(new File([new Uint8Array(200_001)], 'statement.pdf', { type: 'application/pdf' }));
    const bar = await panel.find<HTMLProgressElement>('[part~="bubble-client"] progress[part="upload-progress"]');
    expect(bar.value).to.equal(49);
    expect(bar.max).to.equal(100);
    const label = panel.root.getElementById(bar.getAttribute('aria-labelledby')!);
    expect(label?.textContent).to.equal('Uploading statement.pdf');
    await panel.axeClean('an upload in progress');
    release();
    await waitUntil(() => !panel.root.querySelector('[part="upload-progress"]'), 'the progress stayed after the upload', { timeout: 3000 });
    await panel.find('[part~="bubble-client"] [part="image"]');
  });
});
