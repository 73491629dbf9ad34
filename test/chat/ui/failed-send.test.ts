/**
 * A send that fails (§4.5, §8; issue 37): after a failed attempt the message shows the spec's
 * failed state ('Message failed to send', 'Image failed to send', 'File failed to send') with
 * Delete and Resend. A transient failure (network, 5xx, 408, 429) keeps the message in the
 * lossless outbox, which goes on trying by itself ('Sending again automatically'); Resend tries
 * at once; Delete cancels it for good, across a reload. Offline, the panel says messages go once
 * the connection is back. A permanent refusal (another 4xx) is failed with no retry.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { currentBackend, openPanel } from './panel-harness';
import type { PanelDriver } from './panel-harness';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sendAttempts = () => currentBackend().calls.filter((call) => /^tickets\/t1\/messages\/(text|upload)$/.test(call.path)).length;

async function openTicket(): Promise<PanelDriver> {
  currentBackend().ticket('t1');
  const panel = await openPanel({ open: { ticketId: 't1' } });
  await panel.find('[part="input"]:enabled', 5000);
  return panel;
}

async function send(panel: PanelDriver, text: string): Promise<void> {
  const input = await panel.type(text);
  panel.key(input, 'Enter');
  await waitUntil(() => panel.texts('[part~="bubble-client"]').some((shown) => shown.includes(text)), `"${text}" is not shown`);
}

const failedStatus = (panel: PanelDriver, text: string) =>
  panel.text(panel.all('.row-client').find((row) => row.textContent?.includes(text))?.querySelector('.status-failed > span'));

const waitingStatus = (panel: PanelDriver, text: string) =>
  panel.text(panel.all('.row-client').find((row) => row.textContent?.includes(text))?.querySelector('[part="waiting"]'));

async function menuOf(panel: PanelDriver, text: string): Promise<string[]> {
  const row = panel.all('.row-client').find((node) => node.textContent?.includes(text))!;
  await panel.press(row.querySelector<HTMLButtonElement>('[part="failed-menu"]')!);
  await panel.find('[role="menu"]');
  return panel.texts('[role="menuitem"]');
}

describe('<fin-chat> a message that failed to send', function () {
  this.timeout(30_000);

  it("a 503: failed, not sent yet, with Delete and Resend; the outbox keeps trying; Resend sends it at once", async () => {
    const panel = await openTicket();
    const backend = currentBackend();
    backend.fail('tickets/t1/messages/text', 503, 1000);
    await send(panel, 'are you there?');
    await waitUntil(() => failedStatus(panel, 'are you there?'), 'the failed state did not show', { timeout: 3000 });
    expect(failedStatus(panel, 'are you there?')).to.contain('Message failed to send');
    expect(failedStatus(panel, 'are you there?')).to.contain('Sending again automatically');
    expect(panel.all('[part~="bubble-failed"]')).to.have.length(1);
    await panel.axeClean('a message waiting to be sent again');
    // The outbox tries again by itself (1 s, then 2 s…).
    await waitUntil(() => sendAttempts() >= 2, 'no automatic retry', { timeout: 5000 });
    expect(await menuOf(panel, 'are you there?')).to.deep.equal(['Delete', 'Resend']);
    await panel.axeClean('its menu');
    backend.clearFaults();
    const attempts = sendAttempts();
    await panel.press('Resend');
    // At once, well before the next automatic attempt (2 s or more after the last).
    await waitUntil(() => backend.clientTexts('t1').length === 1, 'Resend did not send it at once', { timeout: 700 });
    expect(sendAttempts()).to.equal(attempts + 1);
    await waitUntil(() => !panel.root.querySelector('[part~="bubble-failed"]'), 'the failed state stayed');
    expect(backend.clientTexts('t1')).to.deep.equal(['are you there?']);
  });

  it('Delete cancels a message that is waiting to be sent again: never sent, neither later nor after a reload', async () => {
    const panel = await openTicket();
    const backend = currentBackend();
    backend.fail('tickets/t1/messages/text', 'network', 1000);
    await send(panel, 'keep this');
    await send(panel, 'delete this');
    // The second waits behind the first: it is not sent either, and says so.
    await waitUntil(() => waitingStatus(panel, 'keep this') && waitingStatus(panel, 'delete this'), 'the waiting state did not show', { timeout: 5000 });
    expect(waitingStatus(panel, 'delete this')).to.equal('Waiting for the connection to send');
    expect(await menuOf(panel, 'delete this')).to.deep.equal(['Delete', 'Resend']);
    await panel.press('Delete');
    await waitUntil(() => !panel.texts('[part~="bubble-client"]').some((text) => text.includes('delete this')), 'not deleted');
    backend.clearFaults();
    await waitUntil(() => backend.clientTexts('t1').length === 1, 'the other message did not go', { timeout: 5000 });
    await wait(2500);
    expect(backend.clientTexts('t1')).to.deep.equal(['keep this']);
    // A new page: the outbox (IndexedDB) has nothing left of it.
    panel.element.remove();
    const again = await openPanel({ open: { ticketId: 't1' } });
    await again.find('[part="input"]:enabled', 5000);
    await wait(1500);
    expect(backend.clientTexts('t1')).to.deep.equal(['keep this']);
    expect(again.texts('[part~="bubble-client"]')).to.deep.equal(['keep this']);
  });

  it("an image and a file that fail: 'Image failed to send' and 'File failed to send'", async () => {
    const panel = await openTicket();
    currentBackend().fail('tickets/t1/messages/upload', 500, 1000);
    for (const file of [new File(['png'], 'receipt.png', { type: 'image/png' }), new File(['pdf'], 'statement.pdf', { type: 'application/pdf' })]) {
      await panel.attach(file);
    }
    await waitUntil(() => panel.all('[part~="bubble-failed"]').length === 2, 'the uploads did not fail', { timeout: 5000 });
    expect(panel.texts('.status-failed').map((text) => text.split(' · ')[0])).to.deep.equal(['Image failed to send', 'File failed to send']);
  });

  it('a permanent refusal (400) is failed with no automatic retry', async () => {
    const panel = await openTicket();
    currentBackend().fail('tickets/t1/messages/text', 400, 1);
    await send(panel, 'refused');
    await waitUntil(() => failedStatus(panel, 'refused'), 'the failed state did not show', { timeout: 3000 });
    expect(failedStatus(panel, 'refused')).to.equal('Message failed to send');
    await wait(1500);
    expect(sendAttempts()).to.equal(1);
  });

  it("offline: the panel says messages will be sent when the connection is back", async () => {
    const panel = await openTicket();
    const online = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      window.dispatchEvent(new Event('offline'));
      const notice = await panel.find('[part="offline"]');
      expect([panel.text(notice), notice.getAttribute('role')]).to.deep.equal(["You're offline. Messages will be sent when the connection is back.", 'status']);
      await panel.axeClean('offline');
    } finally {
      delete (navigator as unknown as Record<string, unknown>).onLine;
      Object.defineProperty(Navigator.prototype, 'onLine', online);
      window.dispatchEvent(new Event('online'));
    }
    await waitUntil(() => !panel.root.querySelector('[part="offline"]'), 'the offline note stayed');
  });
});

describe('<fin-chat> a failure classified once (issue 50)', function () {
  this.timeout(30_000);

  it("a file too large, with the host's text for it: that text, and Delete only (it can never be sent)", async () => {
    currentBackend().ticket('t1');
    const panel = await openPanel({ open: { ticketId: 't1' }, properties: { messages: { 'en-GB': { 'chat.fileTooLarge': 'Files up to 10 MB only' } } } });
    await panel.find('[part="input"]:enabled', 5000);
    await panel.attach(new File([new Uint8Array(10_485_761)], 'huge.png', { type: 'image/png' }));
    const status = await panel.find('.status-failed');
    expect(panel.text(status)).to.equal('Files up to 10 MB only');
    await panel.press(status.querySelector<HTMLButtonElement>('[part="failed-menu"]')!);
    await panel.find('[role="menu"]');
    expect(panel.texts('[role="menuitem"]')).to.deep.equal(['Delete']);
    expect(panel.buttonNamed('Resend'), 'no Resend anywhere').to.equal(undefined);
  });

  it('no connection: the message says it waits for the connection (not failed), then goes by itself', async () => {
    const panel = await openTicket();
    const backend = currentBackend();
    backend.fail('tickets/t1/messages/text', 'network', 1000);
    await send(panel, 'see you soon');
    const row = () => panel.all('.row-client').find((node) => node.textContent?.includes('see you soon'));
    await waitUntil(() => row()?.querySelector('[part="waiting"]'), 'the waiting state did not show', { timeout: 3000 });
    const status = row()!.querySelector('[part="waiting"]')!;
    expect([panel.text(status), status.getAttribute('role')]).to.deep.equal(['Waiting for the connection to send', 'status']);
    expect(panel.text(row()), 'not failed').not.to.contain('failed');
    expect(panel.all('[part~="bubble-failed"]')).to.have.length(0);
    await panel.axeClean('a message waiting for the connection');
    backend.clearFaults();
    await waitUntil(() => backend.clientTexts('t1').length === 1, 'it did not go once the connection was back', { timeout: 5000 });
    await waitUntil(() => !row()?.querySelector('[part="waiting"]'), 'the waiting state stayed');
  });

  it('a failed message has a visible Resend button named with what it resends; the menu keeps Delete', async () => {
    const panel = await openTicket();
    const backend = currentBackend();
    backend.fail('tickets/t1/messages/text', 400, 1);
    await send(panel, 'where is my refund?');
    await waitUntil(() => failedStatus(panel, 'where is my refund?'), 'the failed state did not show', { timeout: 3000 });
    const row = panel.all('.row-client').find((node) => node.textContent?.includes('where is my refund?'))!;
    const resend = row.querySelector<HTMLButtonElement>('[part="resend"]');
    expect(resend, 'a visible Resend button on the message').to.not.equal(null);
    expect([panel.text(resend), resend!.getAttribute('aria-label')]).to.deep.equal(['Resend', 'Resend “where is my refund?”']);
    expect(resend!.getBoundingClientRect().width, 'shown').to.be.greaterThan(0);
    await panel.axeClean('a failed message with its Resend button');
    expect(await menuOf(panel, 'where is my refund?')).to.contain('Delete');
    panel.key(panel.root.querySelector('[role="menu"]')!, 'Escape');
    await panel.press(resend!);
    await waitUntil(() => backend.clientTexts('t1').length === 1, 'Resend did not send it');
    await waitUntil(() => !panel.root.querySelector('[part~="bubble-failed"]'), 'the failed state stayed');
  });
});
