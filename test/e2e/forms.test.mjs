// <fin-form> through the reference server: a full flow with a reload in the middle that
// resumes where it left, a 500 on submit then a retry with nothing retyped, the full-page
// app's routes, axe, and screenshots at desktop and mobile widths.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, openPage, screenshot, useServersAndBrowser } from './support.mjs';

describe('<fin-form>', () => {
  const env = useServersAndBrowser();

  const listen = (page) =>
    page.evaluate(() => {
      window.formEvents = [];
      for (const name of ['fin-form-complete', 'fin-form-error', 'fin-form-view']) {
        window.FinWidgets('on', name, (event) => window.formEvents.push([name, event.detail]));
      }
    });

  async function formPage(flow, options = {}) {
    const opened = await openPage(env.browser, options);
    await opened.page.goto(`${env.servers.origin}/form.html?flow=${flow}`);
    await listen(opened.page);
    return opened;
  }

  /** Continue by keyboard: an incomplete view's button is aria-disabled, which Playwright will not click. */
  const pressContinue = async (page) => {
    await page.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
  };

  /** Screenshots after the view transition and dialog animations have finished. */
  const shot = async (page, name, options) => {
    await page.evaluate(() => {
      const roots = [document, ...[...document.querySelectorAll('*')].map((element) => element.shadowRoot).filter(Boolean)];
      return Promise.all(roots.flatMap((root) => root.getAnimations()).map((animation) => animation.finished.catch(() => {})));
    });
    return screenshot(page, name, options);
  };

  const heading = (page, name) => page.getByRole('heading', { level: 1, name }).waitFor();

  it('keeps text typed just before a reload: the draft is written when the page is hidden, not only after the pause', async () => {
    const { page, close } = await formPage('chargeback');
    await heading(page, 'Tell us about the payment');
    await page.getByLabel('Cardholder name').fill('Grace Hopper');
    // At once: well inside the draft's 250 ms pause after the last keystroke.
    await page.reload();
    await heading(page, 'Tell us about the payment');
    assert.equal(await page.getByLabel('Cardholder name').inputValue(), 'Grace Hopper');
    await close();
  });

  it('§6: every forms call carries the device id (x-device-id), the same on each call and after a reload', async () => {
    const opened = await openPage(env.browser);
    const { page, close } = opened;
    const sent = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/forms/')) sent.push(request);
    });
    await page.goto(`${env.servers.origin}/form.html?flow=chargeback`);
    await heading(page, 'Tell us about the payment');
    await page.reload();
    await heading(page, 'Tell us about the payment');
    const ids = await Promise.all(sent.map(async (request) => (await request.allHeaders())['x-device-id']));
    assert.ok(ids.length >= 2, `forms calls seen: ${ids.length}`);
    assert.match(ids[0] ?? '', /^[\w-]{8,}$/);
    assert.equal(new Set(ids).size, 1, `device ids: ${ids.join()}`);
    await close();
  });

  it('runs a flow end to end: a reload mid-flow resumes, a 500 on submit is retried with nothing retyped', async () => {
    const { page, problems, close } = await formPage('chargeback');
    await heading(page, 'Tell us about the payment');
    await page.getByLabel('Cardholder name').fill('Ada Lovelace');
    await page.getByLabel('When did you notice the problem?').fill('2026-11-14');
    await page.getByLabel(/At what time/).fill('0930');
    assert.equal(await page.getByLabel(/At what time/).inputValue(), '09:30');
    await page.getByRole('textbox', { name: 'Amount you dispute' }).fill('412.509');
    assert.equal(await page.getByRole('textbox', { name: 'Amount you dispute' }).inputValue(), '412.50');
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'What went wrong?');
    // Focus moves to the new view's title.
    assert.equal(await page.evaluate(() => document.querySelector('fin-form').shadowRoot.activeElement?.tagName), 'H1');

    await page.getByLabel('I was charged twice').check();
    await page.getByLabel('Contacted the merchant').check();
    await page.waitForTimeout(400);
    await page.reload();
    await listen(page);
    await heading(page, 'What went wrong?');
    assert.equal(await page.getByLabel('I was charged twice').isChecked(), true);
    assert.equal(await page.getByLabel('Contacted the merchant').isChecked(), true);

    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'How can we reach you?');
    await page.getByLabel('Mobile number').fill('7946095812');
    await page.getByLabel(/Merchant reference/).pressSequentially('ref1234');
    assert.equal(await page.getByLabel(/Merchant reference/).inputValue(), 'REF-1234');

    env.servers.faults.add({ match: '/api/forms/chargeback/submit', status: 500, times: 1 });
    await page.getByRole('button', { name: 'Continue' }).click();
    // §2 / §8: the error dialog with try-again and close, titled with failedSubmissionMessage.
    const failed = page.getByRole('dialog', { name: "We couldn't send your dispute. Your answers are saved — please try again." });
    await failed.waitFor();
    await failed.getByText('Unable to submit the form.').waitFor();
    assert.equal(await page.getByLabel('Mobile number').inputValue(), '7946095812');
    assert.equal(await page.getByLabel(/Merchant reference/).inputValue(), 'REF-1234');
    await shot(page, 'form-submit-failed');
    await page.locator('fin-form').screenshot({ path: 'test-results/form-widget-submit-failed.png' });

    await failed.getByRole('button', { name: 'Try again' }).click();
    const sheet = page.getByRole('dialog', { name: 'Send your dispute?' });
    await sheet.waitFor();
    // The sheet's image is a countryCode flag from {api-base}/api/assets/flags/gb.svg, served by the reference server.
    const flag = sheet.locator('img[part="image"]');
    assert.match(await flag.getAttribute('src'), /\/api\/assets\/flags\/gb\.svg$/);
    await page.waitForFunction(() => {
      const img = document.querySelector('fin-form').shadowRoot.querySelector('img[part="image"]');
      return img?.complete && img.naturalWidth > 0;
    });
    await shot(page, 'form-bottom-prompt');
    // No large empty gap around the sheet's actions (issue 14): the empty item list took 44 px.
    const gaps = await page.evaluate(() => {
      const root = document.querySelector('fin-form').shadowRoot;
      const dialog = root.querySelector('[role="dialog"]').getBoundingClientRect();
      const actions = [...root.querySelectorAll('[role="dialog"] [part~="button"]')].map((button) => button.getBoundingClientRect());
      const image = root.querySelector('[role="dialog"] img[part="image"]').getBoundingClientRect();
      return { above: Math.round(Math.min(...actions.map((r) => r.top)) - image.bottom), under: Math.round(dialog.bottom - Math.max(...actions.map((r) => r.bottom))) };
    });
    assert.ok(gaps.above <= 40 && gaps.under <= 32, `empty sheet around the actions: ${JSON.stringify(gaps)}`);
    await page.getByRole('button', { name: 'Send dispute' }).click();
    await page.getByText('Thank you for your submission').waitFor();
    const events = await page.evaluate(() => window.formEvents);
    assert.deepEqual(events.filter(([name]) => name === 'fin-form-complete'), [['fin-form-complete', { flowId: 'chargeback', chatTicketId: 'T-20931' }]]);
    assert.deepEqual(
      // The restored view's event may come before or after the listener is back after the reload.
      events.filter(([name]) => name === 'fin-form-view').map(([, detail]) => detail.viewId).slice(-2),
      ['contact', 'confirm'],
    );
    assert.equal(events.filter(([name]) => name === 'fin-form-error').length, 1);
    assert.deepEqual(problems.filter((problem) => !problem.includes('500')), []);

    // Completed: the draft is gone, so the flow starts afresh.
    await page.reload();
    await heading(page, 'Tell us about the payment');
    assert.equal(await page.getByLabel('Cardholder name').inputValue(), '');
    await close();
  });

  it('shows errors only after submit, from the server for EXTERNAL rules, and is axe-clean', async () => {
    const { page, close } = await formPage('chargeback', { viewport: { width: 1200, height: 1500 } });
    await heading(page, 'Tell us about the payment');
    assert.deepEqual(await axeViolations(page), []);
    await shot(page, 'form-desktop');
    await page.getByLabel('Cardholder name').fill('Ada 1');
    assert.equal(await page.getByText('Use letters only, as on the card').isVisible(), false);
    await pressContinue(page);
    // The field's own message, and the error summary's link to it, which takes focus.
    await page.locator('p.error', { hasText: 'Use letters only, as on the card' }).waitFor();
    const summary = page.locator('[part="error-summary"]');
    await summary.getByRole('link', { name: 'Use letters only, as on the card' }).waitFor();
    assert.equal(await page.evaluate(() => document.querySelector('fin-form').shadowRoot.activeElement?.getAttribute('part')), 'error-summary');
    assert.deepEqual(await axeViolations(page), []);
    await shot(page, 'form-error');
    await page.locator('fin-form').screenshot({ path: 'test-results/form-widget-error.png' });
    await close();
  });

  it('renders the display types and the legacy single choice advances on pick, then the EXIT dialog', async () => {
    const { page, problems, close } = await formPage('showcase', { viewport: { width: 390, height: 844 } });
    await heading(page, 'Your dispute');
    // The inline progression, and TCK-1001's loaded through getTicketProgress: both have a 'Waiting for the merchant' step.
    await page.getByText('Sent to the merchant').waitFor();
    await page.getByText('Temporary refund').waitFor();
    assert.equal(await page.getByText('Waiting for the merchant').count(), 2);
    assert.equal(await page.getByRole('button', { name: 'Continue' }).count(), 0);
    assert.deepEqual(await axeViolations(page), []);
    await shot(page, 'form-mobile-showcase', { fullPage: true });
    await page.getByLabel('Yes, keep it open').check();
    await page.getByRole('dialog', { name: "You've reached the end of the form" }).waitFor();
    assert.deepEqual(await axeViolations(page), []);
    await shot(page, 'form-mobile-exit-dialog');
    assert.deepEqual(problems.filter((problem) => !problem.includes('FILES_UPLOAD')), []);
    await close();
  });

  it('serves the full-page form app: /form/:flowId, /form/not-found and /form/no-camera', async () => {
    const { page, close } = await openPage(env.browser, { viewport: { width: 390, height: 844 } });
    await page.goto(`${env.servers.origin}/form/feedback`);
    await heading(page, 'How did we do?');
    await shot(page, 'form-app-mobile', { fullPage: true });
    assert.equal(await page.title(), 'Rate your support chat | Fin Business');
    await page.getByRole('button', { name: '4 of 5' }).click();
    await page.getByRole('textbox', { name: 'Email' }).fill('ada@acme.io');
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'Was your problem solved?');
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('dialog', { name: 'Thank you for your submission' }).waitFor();
    await shot(page, 'form-app-success-dialog');
    await page.getByRole('button', { name: 'Continue' }).click();
    await heading(page, 'One more thing');

    await page.goto(`${env.servers.origin}/form/closed`);
    await heading(page, 'Form not found');
    await page.getByText('It seems this form does not exist or is closed.').waitFor();
    assert.equal(new URL(page.url()).pathname, '/form/not-found');
    await page.goto(`${env.servers.origin}/form/identity`);
    await heading(page, 'No camera found');
    assert.equal(new URL(page.url()).pathname, '/form/no-camera');
    await close();
  });
});
