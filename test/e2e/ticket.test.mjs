// <fin-ticket> and <fin-chargeback> on the demo page, through the reference server: clean load
// with axe, the help-centre headers and the seen-after-fetch order, an action that fails then
// succeeds on retry, the silent chargeback 404, and screenshots of both variants.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, openPage, screenshot, useServersAndBrowser } from './support.mjs';

describe('<fin-ticket> demo', () => {
  const env = useServersAndBrowser();

  /** What the demo page says on purpose on load: the skipped unknown widget (its chargeback 404 loads on request). */
  const expectedProblems = () => [
    'console.warning: FinWidgets: <fin-ticket ticket-id="TCK-1002">: skipped the widget at $.sections[0].items[2]: unknown type "WIDGET_HOLOGRAM"',
  ];

  async function openDemo() {
    const opened = await openPage(env.browser, { viewport: { width: 1200, height: 1000 } });
    const helpCentre = [];
    opened.page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/helpcentre/')) helpCentre.push(request);
    });
    await opened.page.goto(`${env.servers.origin}/ticket.html`);
    await opened.page.locator('#ticket-page [part~="timeline"]').waitFor();
    await opened.page.locator('fin-ticket[variant="item"] [part="card"] .card-title').nth(2).waitFor();
    await opened.page.locator('fin-chargeback [part~="timeline"]').waitFor();
    return { ...opened, helpCentre };
  }

  it('loads cleanly, passes axe, and sends the help-centre headers, seen after each fetch', async () => {
    const { page, problems, helpCentre, close } = await openDemo();
    assert.deepEqual(await axeViolations(page), []);

    const calls = helpCentre.map((request) => `${request.method()} ${new URL(request.url()).pathname}`);
    for (const id of ['TCK-1001', 'TCK-1002', 'TCK-1003']) {
      const fetched = calls.indexOf(`GET /helpcentre/tickets/${id}`);
      const seen = calls.indexOf(`POST /helpcentre/tickets/${id}/seen`);
      assert.ok(fetched >= 0 && seen > fetched, `${id} is marked seen after it is fetched: ${calls.join(', ')}`);
    }
    const ticketCall = helpCentre.find((request) => request.method() === 'GET' && request.url().endsWith('/TCK-1001'));
    const headers = await ticketCall.allHeaders();
    assert.equal(headers['accept-language'], 'en-GB');
    assert.equal(headers['x-user-country'], 'GB');
    assert.equal(headers['x-registered-identity-id'], 'demo-identity');
    assert.match(headers['x-device-id'], /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const deviceIds = new Set(await Promise.all(helpCentre.map(async (request) => (await request.allHeaders())['x-device-id'])));
    assert.equal(deviceIds.size, 1, 'one device id for every call');

    await screenshot(page, 'ticket-demo', { fullPage: true });
    // Clipped from the full page: the demo's sticky header would cover an element screenshot.
    const shot = async (selector, name) => {
      const box = await page.locator(selector).boundingBox();
      const margin = 16;
      await screenshot(page, name, { fullPage: true, clip: { x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin } });
    };
    await shot('#ticket-page', 'ticket-page');
    await shot('.ticket-list', 'ticket-items');
    assert.deepEqual(problems.toSorted(), expectedProblems().toSorted(), 'no 404 on load');

    // On request, a transaction without a chargeback: the 404 leaves its block empty and the SDK silent.
    const answered = page.waitForResponse((response) => response.url().includes('/origin-entities/txn_coffee_3/sections') && response.status() === 404);
    await page.getByRole('button', { name: 'Load txn_coffee_3' }).click();
    const silent = page.locator('fin-chargeback[transaction-id="txn_coffee_3"]');
    await answered;
    await page.waitForFunction(() => customElements.get('fin-chargeback'));
    await page.waitForTimeout(200);
    assert.equal(await silent.evaluate((element) => element.shadowRoot.childElementCount), 0);
    assert.deepEqual(problems.toSorted(), [
      ...expectedProblems(),
      `HTTP 404 ${env.servers.origin}/helpcentre/tickets/v2/latest/origin-entities/txn_coffee_3/sections?entityType=TRANSACTION&ticketType=CHARGEBACK`,
      'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)',
    ].toSorted());
    await close();
  });

  it('opens a ticket from its card; a failing action shows retry, and the retried one refreshes the ticket', async () => {
    const { page, problems, helpCentre, close } = await openDemo();
    await page.locator('fin-ticket[ticket-id="TCK-1003"][variant="item"] [part="card"]').click();
    await page.locator('#ticket-page [part="title"]', { hasText: 'Account review' }).waitFor();
    const ticketPage = page.locator('#ticket-page');

    await ticketPage.getByRole('button', { name: 'Send a reminder to my email' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Email me a reminder?' }).waitFor();
    assert.deepEqual(await axeViolations(page), [], 'axe with the action dialog open');
    await dialog.getByRole('button', { name: 'Send reminder' }).click();
    await dialog.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    assert.deepEqual(await axeViolations(page), [], 'axe with the failure dialog open');
    await screenshot(page, 'ticket-action-failed');
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.getByRole('heading', { name: 'Reminder sent to your email' }).waitFor();
    await dialog.getByRole('button', { name: 'Ok' }).click();
    await dialog.waitFor({ state: 'detached' });
    // The server moved the ticket on; the refresh shows the review step done.
    await ticketPage.locator('[aria-current="step"]', { hasText: 'Review complete' }).waitFor();
    const puts = helpCentre.filter((request) => request.method() === 'PUT').map((request) => new URL(request.url()).pathname);
    assert.deepEqual(puts, ['/helpcentre/tickets/TCK-1003/actions/email-reminder', '/helpcentre/tickets/TCK-1003/actions/email-reminder']);

    const log = await page.locator('#event-log').innerText();
    assert.match(log, /fin-ticket-open \{"ticketId":"TCK-1003"\}/);
    assert.deepEqual(problems.toSorted(), [
      ...expectedProblems(),
      `HTTP 500 ${env.servers.origin}/helpcentre/tickets/TCK-1003/actions/email-reminder?fail=1`,
      'console.error: Failed to load resource: the server responded with a status of 500 (Internal Server Error)',
    ].toSorted());
    await close();
  });
});
