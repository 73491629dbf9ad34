/**
 * A deep link to a chat ticket opens only once authorised, waiting at most 5000 ms (§6, §4.8):
 * a signed-in panel asks the host for auth (fin-auth-required), opens the ticket when the
 * loader's setAuth arrives, and shows the error state with Retry once the wait has run out.
 * The wait runs on the views' Clock port (ChatSettings.clock): a fake clock takes it to the
 * boundary, 4999 ms and 5000 ms, without waiting in real time.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { chatStyles } from '../../../src/chat/ui/styles';
import { ChatView } from '../../../src/chat/ui/ChatView';
import type { FinChatElement } from '../../../elements/fin-chat';
import { createFakeClock } from '../../support/fake-clock';
import type { FakeClock } from '../../support/fake-clock';
import { mount, unmountAll } from '../../ui/harness';
import { currentBackend, FakeWebSocket, panelDriver, setHost } from './panel-harness';
import type { PanelDriver } from './panel-harness';

const AUTH_WAIT_MS = 5000;
const ticketCalls = () => currentBackend().calls.filter((call) => call.path.startsWith('tickets/t1'));
/** Lets the view react to a tick (effects, promise chains), in real time but briefly. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const alertShown = (panel: PanelDriver) => panel.root.querySelector('[role="alert"]') !== null;

/** A signed-in panel (client id, no token yet) on a fake clock, opened on ticket t1. */
async function openDeepLink(): Promise<{ panel: PanelDriver; asked: string[]; clock: FakeClock }> {
  const backend = currentBackend();
  backend.ticket('t1');
  backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: 'Your deep-linked chat' } });
  const asked: string[] = [];
  document.addEventListener('fin-auth-required', (event) => asked.push((event as CustomEvent<{ reason: string }>).detail.reason));
  setHost({ apiBase: 'https://chat.test' });
  const clock = createFakeClock(Date.parse('2026-05-01T10:00:00Z'));
  const { element, root } = await mount(ChatView, [chatStyles], {
    open: true,
    request: { seq: 1, ticketId: 't1' },
    deviceId: 'device-1',
    deviceKey: 'test-device-key',
    clientId: 'client-7',
    clock,
  });
  // The panel's styles hide a closed element.
  element.setAttribute('open', '');
  void waitUntil(() => FakeWebSocket.instances[0], '', { timeout: 4000 }).then(
    () => FakeWebSocket.instances[0]!.accept(),
    () => undefined,
  );
  return { panel: panelDriver(element as unknown as FinChatElement, root), asked, clock };
}

describe('<fin-chat> deep link to a ticket (§6)', function () {
  this.timeout(10_000);
  afterEach(unmountAll);

  it('asks the host for auth and opens nothing until authorised; a setAuth token at 4999 ms signs in and the ticket opens', async () => {
    const { panel, asked, clock } = await openDeepLink();
    await waitUntil(() => asked.length > 0, 'no fin-auth-required', { timeout: 3000 });
    expect(asked[0]).to.equal('chat');
    clock.tick(AUTH_WAIT_MS - 1);
    await settle();
    expect(ticketCalls(), 'nothing about the ticket before auth').to.deep.equal([]);
    expect(alertShown(panel), 'no error while waiting, at 4999 ms').to.equal(false);
    await panel.axeClean('the panel waiting for auth');
    setHost({ apiBase: 'https://chat.test' }, { token: 'host-token' });
    await waitUntil(() => panel.texts('[part~="bubble-agent"]').includes('Your deep-linked chat'), 'the ticket did not open', { timeout: 3000 });
    const signIn = currentBackend().calls.find((call) => call.path === 'signin')!;
    expect(signIn.body).to.deep.equal({ verificationToken: 'host-token', clientId: 'client-7' });
    const firstTicketCall = currentBackend().calls.findIndex((call) => call.path.startsWith('tickets/t1'));
    expect(firstTicketCall, 'the ticket is asked for after the sign-in').to.be.greaterThan(currentBackend().calls.indexOf(signIn));
    clock.tick(1);
    clock.tick(AUTH_WAIT_MS);
    await settle();
    expect(alertShown(panel), 'authorised in time: the wait does not fail it at 5000 ms').to.equal(false);
  });

  it("without auth the wait ends at 5000 ms, loudly: one FinWidgets: console error naming both fixes, fin-error auth_required, 'Chat is not available yet' with Retry; auth then Retry opens the ticket", async () => {
    const errors: string[] = [];
    const codes: string[] = [];
    const error = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
    const onError = (event: Event) => codes.push((event as CustomEvent<{ code: string }>).detail.code);
    document.addEventListener('fin-error', onError);
    let panel: PanelDriver;
    try {
      const opened = await openDeepLink();
      panel = opened.panel;
      await waitUntil(() => opened.asked.length > 0, 'no fin-auth-required', { timeout: 3000 });
      opened.clock.tick(AUTH_WAIT_MS - 1);
      await settle();
      expect(alertShown(panel), 'no error at 4999 ms').to.equal(false);
      opened.clock.tick(1);
      const alert = await panel.find('[role="alert"]', 2000);
      // Not 'Something went wrong': nothing broke, the page has not set the chat up yet.
      expect(panel.text(alert)).to.equal('Chat is not available yetRetry');
      await waitUntil(() => codes.includes('auth_required'), 'no fin-error auth_required');
      const setup = errors.filter((line) => line.startsWith('FinWidgets:'));
      expect(setup, 'one console error').to.have.length(1);
      expect(setup[0]).to.contain("FinWidgets('setAuth', {token})").and.contain('fin-auth-required').and.contain('anonymous attribute');
    } finally {
      console.error = error;
      document.removeEventListener('fin-error', onError);
    }
    expect(ticketCalls(), 'the ticket was never asked for').to.deep.equal([]);
    await panel.axeClean('the auth wait ran out');
    setHost({ apiBase: 'https://chat.test' }, { token: 'late-token' });
    await panel.press('Retry');
    await waitUntil(() => panel.texts('[part~="bubble-agent"]').includes('Your deep-linked chat'), 'Retry did not open the ticket', { timeout: 3000 });
    expect(alertShown(panel)).to.equal(false);
  });
});
