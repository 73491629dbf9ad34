/**
 * Voice calls inside `<fin-chat>` (§2.2, §4.3, §5, §6): the more-actions Call item only when
 * calls are enabled and the service is ready; the call bar by keyboard, announced, axe clean —
 * on a fake VoiceTransport given as the element's `voiceTransport`.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { createFakeVoice } from '../support/fake-voice';
import { currentBackend, openPanel, setHost } from './panel-harness';
import type { PanelDriver } from './panel-harness';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function serveCalls() {
  const backend = currentBackend();
  backend.serve('GET in-app-calls/config', () => ({ endpoint: 'wss://voice.test/call' }));
  backend.serve('GET in-app-calls/token', () => ({ token: 'voice-token' }));
  backend.ticket('t1');
}

async function openTicket(calls: boolean, voice = createFakeVoice()) {
  setHost({ features: { calls } });
  const panel = await openPanel({ open: { ticketId: 't1' }, properties: { voiceTransport: voice.transport } });
  // The more-actions button shows on every ticket; a closed one has no composer (the read-only note).
  await panel.find('[part="more-button"]');
  return { panel, voice };
}

async function menuItems(panel: PanelDriver): Promise<string[]> {
  const more = await panel.find<HTMLButtonElement>('[part="more-button"]');
  more.focus();
  panel.key(more, 'ArrowDown');
  await panel.find('[role="menu"]');
  const items = panel.texts('[role="menuitem"]');
  panel.key(panel.root.querySelector('[role="menu"]')!, 'Escape');
  await waitUntil(() => !panel.root.querySelector('[role="menu"]'), 'the menu stayed open');
  return items;
}

/** Opens the more-actions menu from the keyboard and chooses Call with Arrow keys and Enter. */
async function callByKeyboard(panel: PanelDriver) {
  const more = await panel.find<HTMLButtonElement>('[part="more-button"]');
  more.focus();
  panel.key(more, 'ArrowDown');
  const menu = await panel.find('[role="menu"]');
  for (let step = 0; step < 5 && panel.deepActive()?.textContent !== 'Call'; step++) {
    panel.key(menu, 'ArrowDown');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(panel.deepActive()?.textContent).to.equal('Call');
  await panel.press(panel.deepActive() as HTMLElement);
}

const announced = (panel: PanelDriver) => panel.root.querySelector('[part="call-announcer"]')?.textContent ?? '';

describe('<fin-chat> voice calls (§2.2, §4.3, §6)', function () {
  // A whole panel per test, on a 2-core machine shared with other browsers.
  this.timeout(20_000);
  it('no Call item while the calls switch is off', async () => {
    serveCalls();
    const { panel } = await openTicket(false);
    expect(await menuItems(panel)).to.not.include('Call');
    expect(currentBackend().calls.some((call) => call.path.startsWith('in-app-calls'))).to.equal(false);
  });

  it('no Call item while the calls service is not ready (config or token failing)', async () => {
    serveCalls();
    currentBackend().serve('GET in-app-calls/token', () => json({ error: 'down' }, 503));
    const { panel } = await openTicket(true);
    await waitUntil(() => currentBackend().calls.some((call) => call.path === 'in-app-calls/token'), 'the token was not asked for', { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await menuItems(panel)).to.not.include('Call');
  });

  it('Call by keyboard places a call for the open ticket; the bar announces it, runs the duration, mutes and hangs up; axe clean', async () => {
    serveCalls();
    const { panel, voice } = await openTicket(true);
    await waitUntil(async () => (await menuItems(panel)).includes('Call'), 'no Call item once ready', { timeout: 3000 });
    await callByKeyboard(panel);
    await panel.find('[part="call-bar"]');
    await waitUntil(() => voice.devices.length === 1 && voice.last().calls.length === 1, 'no call placed', { timeout: 3000 });
    expect(voice.last().setup).to.deep.equal({ endpoint: 'wss://voice.test/call', token: 'voice-token' });
    expect(voice.lastCall().params).to.deep.equal({ to: 'support', action: 'inboundCallInApp', ticketId: 't1' });
    expect(announced(panel)).to.equal('Calling…');
    await panel.axeClean('calling');

    voice.lastCall().handlers.accepted();
    const duration = await panel.find('[part="call-duration"]');
    expect(announced(panel)).to.equal('Call in progress');
    expect(duration.getAttribute('role')).to.equal('timer');
    await waitUntil(() => duration.textContent === '0:01', 'the duration did not run', { timeout: 3000 });
    await panel.axeClean('an active call');

    const mute = panel.root.querySelector<HTMLButtonElement>('[part="call-mute"]')!;
    await panel.press(mute);
    await waitUntil(() => mute.getAttribute('aria-pressed') === 'true', 'not muted');
    expect(voice.lastCall().muted).to.deep.equal([true]);
    await panel.axeClean('a muted call');
    await panel.press(mute);
    await waitUntil(() => mute.getAttribute('aria-pressed') === 'false', 'not unmuted');
    expect(voice.lastCall().muted).to.deep.equal([true, false]);

    await panel.press(panel.root.querySelector<HTMLButtonElement>('[part="call-hang-up"]')!);
    await waitUntil(() => !panel.root.querySelector('[part="call-bar"]'), 'the bar stayed');
    expect(voice.lastCall().hungUp).to.equal(true);
    expect(announced(panel)).to.equal('Call ended');
    await panel.axeClean('after hang-up');
  });

  for (const [reason, told] of [
    ['rejected', 'The agent could not take your call'],
    ['cancelled', 'The call was cancelled'],
    ['disconnected', 'The call was disconnected'],
  ] as const) {
    it(`a call ${reason} by the other side resets the bar and the user is told '${told}'; Dismiss clears it`, async () => {
      serveCalls();
      const { panel, voice } = await openTicket(true);
      await waitUntil(async () => (await menuItems(panel)).includes('Call'), 'no Call item once ready', { timeout: 3000 });
      await callByKeyboard(panel);
      await waitUntil(() => voice.devices.length === 1 && voice.last().calls.length === 1, 'no call placed', { timeout: 3000 });
      if (reason !== 'rejected') voice.lastCall().handlers.accepted();
      voice.lastCall().handlers.ended(reason);
      await waitUntil(() => !panel.root.querySelector('[part="call-bar"]'), 'the bar stayed');
      expect(announced(panel)).to.equal(told);
      expect(panel.texts('[part="call-notice"]')[0]).to.contain(told);
      await panel.axeClean(`a call ${reason}`);
      await panel.press('Dismiss');
      await waitUntil(() => !panel.root.querySelector('[part="call-notice"]'), 'the notice stayed');
    });
  }

  it('no Call item on a ticket that is not active', async () => {
    serveCalls();
    currentBackend().tickets.get('t1')!.state = 'closed';
    const { panel } = await openTicket(true);
    await waitUntil(() => currentBackend().calls.some((call) => call.path === 'in-app-calls/token'), 'the service did not mount', { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await menuItems(panel)).to.not.include('Call');
  });
});
