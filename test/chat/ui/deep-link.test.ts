/**
 * A deep link to a chat ticket opens only once authorised, waiting at most 5000 ms (§6, §4.8):
 * a signed-in panel asks the host for auth (fin-auth-required), opens the ticket when the
 * loader's setAuth arrives, and shows the error state with Retry once the wait has run out.
 * Real time: the panel's wait is on the window's timers until it takes the Clock port.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { currentBackend, openPanel, setHost } from './panel-harness';
import type { PanelDriver } from './panel-harness';

const AUTH_WAIT_MS = 5000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ticketCalls = () => currentBackend().calls.filter((call) => call.path.startsWith('tickets/t1'));

/** A signed-in panel (client id, no token yet) opened on ticket t1; resolves with the time of the open. */
async function openDeepLink(): Promise<{ panel: PanelDriver; asked: string[]; openedAt: number }> {
  const backend = currentBackend();
  backend.ticket('t1');
  backend.addMessage('t1', { fromClient: false, payloadType: 'text', payload: { text: 'Your deep-linked chat' } });
  const asked: string[] = [];
  document.addEventListener('fin-auth-required', (event) => asked.push((event as CustomEvent<{ reason: string }>).detail.reason));
  const openedAt = performance.now();
  const panel = await openPanel({ anonymous: false, attributes: { 'client-id': 'client-7' }, open: { ticketId: 't1' } });
  return { panel, asked, openedAt };
}

describe('<fin-chat> deep link to a ticket (§6)', function () {
  // Waits of 5 s, on a 2-core machine shared with other browsers.
  this.timeout(30_000);

  it('asks the host for auth and opens nothing until authorised; the setAuth token signs in and the ticket opens', async () => {
    const { panel, asked } = await openDeepLink();
    await waitUntil(() => asked.length > 0, 'no fin-auth-required', { timeout: 3000 });
    expect(asked[0]).to.equal('chat');
    await sleep(1500);
    expect(ticketCalls(), 'nothing about the ticket before auth').to.deep.equal([]);
    expect(panel.root.querySelector('[role="alert"]') !== null, 'no error while waiting').to.equal(false);
    await panel.axeClean('the panel waiting for auth');
    setHost({}, { token: 'host-token' });
    await waitUntil(() => panel.texts('[part~="bubble-agent"]').includes('Your deep-linked chat'), 'the ticket did not open', { timeout: 5000 });
    const signIn = currentBackend().calls.find((call) => call.path === 'signin')!;
    expect(signIn.body).to.deep.equal({ verificationToken: 'host-token', clientId: 'client-7' });
    const firstTicketCall = currentBackend().calls.findIndex((call) => call.path.startsWith('tickets/t1'));
    expect(firstTicketCall, 'the ticket is asked for after the sign-in').to.be.greaterThan(currentBackend().calls.indexOf(signIn));
  });

  it("without auth the wait ends at 5000 ms with 'Something went wrong' and Retry; auth then Retry opens the ticket", async () => {
    const { panel, openedAt } = await openDeepLink();
    await sleep(AUTH_WAIT_MS - 1000 - (performance.now() - openedAt));
    expect(panel.root.querySelector('[role="alert"]') !== null, 'no error before 5000 ms').to.equal(false);
    const alert = await panel.find('[role="alert"]', 4000);
    expect(performance.now() - openedAt, 'the error shows once 5000 ms have passed').to.be.at.least(AUTH_WAIT_MS);
    expect(panel.text(alert)).to.contain('Something went wrong');
    expect(ticketCalls(), 'the ticket was never asked for').to.deep.equal([]);
    await panel.axeClean('the auth wait ran out');
    setHost({}, { token: 'late-token' });
    await panel.press('Retry');
    await waitUntil(() => panel.texts('[part~="bubble-agent"]').includes('Your deep-linked chat'), 'Retry did not open the ticket', { timeout: 5000 });
    expect(panel.root.querySelector('[role="alert"]') !== null).to.equal(false);
  });
});
