// <fin-form>'s media items through the reference server, in Chromium with fake cameras: three
// uploads with two failing (the fault switch), the upload-failed popup on Continue, retry all,
// a reload mid-upload that resumes it, the size dialog, a camera snapshot, a signature, and a
// submit whose flow carries the server's upload ids. axe on every state of the popup and the
// camera modal; screenshots at 375 and 1280 px.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fakeMediaArgs } from '../support/chromium.mjs';
import { axeViolations, openPage, screenshot, useServersAndBrowser } from './support.mjs';

const UPLOADS = '/api/forms/evidence/uploads';

describe('<fin-form> media', () => {
  const env = useServersAndBrowser({ browserArgs: fakeMediaArgs });

  const settled = (page) =>
    page.evaluate(() => {
      const roots = [document, ...[...document.querySelectorAll('*')].map((element) => element.shadowRoot).filter(Boolean)];
      return Promise.all(roots.flatMap((root) => root.getAnimations()).map((animation) => animation.finished.catch(() => {})));
    });
  const shot = async (page, name) => {
    await settled(page);
    return screenshot(page, name, { fullPage: true });
  };
  const rows = (page) => page.locator('fin-form .file').evaluateAll((nodes) => nodes.map((row) => `${row.querySelector('.file__name').textContent}:${row.querySelector('.file__status, .file__retry').textContent}`));
  const waitRows = async (page, expected) => {
    await page.waitForFunction(
      (want) => {
        const list = [...document.querySelector('fin-form').shadowRoot.querySelectorAll('.file')];
        return list.map((row) => `${row.querySelector('.file__name').textContent}:${row.querySelector('.file__status, .file__retry').textContent}`).join() === want;
      },
      expected.join(),
      { timeout: 10_000 },
    ).catch(async (error) => {
      throw new Error(`rows were ${JSON.stringify(await rows(page))}, not ${JSON.stringify(expected)}: ${error.message}`);
    });
  };
  const listen = (page) =>
    page.evaluate(() => {
      window.completed = [];
      window.FinWidgets('on', 'fin-form-complete', (event) => window.completed.push(event.detail));
    });
  const pressContinue = async (page) => {
    await page.getByRole('button', { name: 'Continue' }).focus();
    await page.keyboard.press('Enter');
  };
  const evidenceInput = (page) => page.locator('fin-form .item[data-type="FILES_UPLOAD"] input[type="file"]');
  const file = (name, size, mimeType = 'application/pdf') => ({ name, mimeType, buffer: Buffer.alloc(size, 'x') });

  for (const width of [1280, 375]) {
    it(`uploads, fails, retries all, resumes after a reload, takes a photo, signs and submits the server ids (${width} px)`, async () => {
      env.servers.faults.clear();
      const { page, problems, close } = await openPage(env.browser, { viewport: { width, height: 900 } });
      await page.goto(`${env.servers.origin}/form.html?flow=evidence`);
      await listen(page);
      await page.getByRole('heading', { level: 1, name: 'Send us your evidence' }).waitFor();

      // §6: the uploads (XMLHttpRequest, beside the form's HTTP client) carry the device id too.
      const uploadHeaders = page.waitForRequest((request) => request.url().endsWith(UPLOADS)).then((request) => request.allHeaders());
      // Three files; the fault switch fails the second and third request.
      env.servers.faults.add({ match: UPLOADS, status: 503, skip: 1, times: 2 });
      await evidenceInput(page).setInputFiles([file('receipt.pdf', 1200), file('email.txt', 300, 'text/plain'), file('screen.png', 2048, 'image/png')]);
      await page.waitForFunction(() => document.querySelector('fin-form').shadowRoot.querySelectorAll('.file__retry').length === 2, null, { timeout: 10_000 });
      assert.equal((await rows(page)).filter((row) => row.endsWith('Upload failed')).length, 2);
      await page.getByText('Unable to upload file.').waitFor();
      assert.match((await uploadHeaders)['x-device-id'] ?? '', /^[\w-]{8,}$/);

      await pressContinue(page);
      const popup = page.getByRole('dialog', { name: 'Upload failed' });
      await popup.waitFor();
      await popup.getByText('Do you want to try again?').waitFor();
      await popup.getByRole('button', { name: 'Delete all failed uploads' }).waitFor();
      assert.deepEqual(await axeViolations(page), []);
      await shot(page, `form-media-popup-${width}`);
      await popup.getByRole('button', { name: 'Attempt re-upload all failed uploads' }).click();
      await waitRows(page, ['receipt.pdf:1.17 KB', 'email.txt:0.29 KB', 'screen.png:2 KB']);

      // A slow upload, then a reload in the middle of it: the file is still there and resumes.
      env.servers.faults.add({ match: UPLOADS, bytesPerSecond: 4000, times: 1 });
      await evidenceInput(page).setInputFiles([file('slow.pdf', 40_000)]);
      await page.waitForFunction(() => (document.querySelector('fin-form').shadowRoot.querySelector('.file__bar')?.value ?? 0) > 0, null, { timeout: 10_000 });
      await shot(page, `form-media-uploading-${width}`);
      await page.waitForTimeout(400);
      await page.reload();
      await listen(page);
      await page.getByRole('heading', { level: 1, name: 'Send us your evidence' }).waitFor();
      await waitRows(page, ['receipt.pdf:1.17 KB', 'email.txt:0.29 KB', 'screen.png:2 KB', 'slow.pdf:39.06 KB']);

      // The size rule: the statement takes less than 2 MB.
      await page.locator('fin-form .item[data-type="DOCUMENT"] input[type="file"]').setInputFiles([file('statement.pdf', 2 * 1024 * 1024)]);
      const tooBig = page.getByRole('dialog', { name: 'File size too big' });
      await tooBig.getByText('The file you selected exceeds 2 MB. Please upload another one').waitFor();
      assert.deepEqual(await axeViolations(page), []);
      await tooBig.getByRole('button', { name: 'Got it' }).click();
      await tooBig.waitFor({ state: 'detached' });

      // The camera: live (fake device), snapshot, use.
      // The button is named by the item's label ('A photo of your ID'), its text says 'Take a photo'.
      await page.locator('fin-form .item[data-type="CAMERA_IMAGE"] button', { hasText: 'Take a photo' }).click();
      const camera = page.getByRole('dialog', { name: 'Camera' });
      await camera.waitFor();
      await page.waitForFunction(() => document.querySelector('fin-form').shadowRoot.querySelector('.camera-modal video')?.videoWidth > 0, null, { timeout: 10_000 });
      await camera.getByRole('button', { name: 'Switch camera' }).waitFor();
      assert.deepEqual(await axeViolations(page), []);
      await shot(page, `form-media-camera-live-${width}`);
      await camera.getByRole('button', { name: 'Take picture' }).click();
      await camera.getByRole('img', { name: 'The picture you took' }).waitFor();
      assert.deepEqual(await axeViolations(page), []);
      await shot(page, `form-media-camera-snapshot-${width}`);
      await camera.getByRole('button', { name: 'Use picture' }).click();
      await page.waitForFunction(() => {
        const list = [...document.querySelector('fin-form').shadowRoot.querySelectorAll('.file')];
        return list.length === 5 && !list.some((row) => row.querySelector('.file__status')?.textContent === 'Uploading');
      }, null, { timeout: 10_000 });
      assert.deepEqual((await rows(page)).map((row) => row.split(':')[0]), ['receipt.pdf', 'email.txt', 'screen.png', 'slow.pdf', 'Snapshot-1.jpeg']);
      assert.deepEqual(await axeViolations(page), []);
      await shot(page, `form-media-files-${width}`);

      const firstSubmit = page.waitForRequest((request) => request.url().endsWith('/api/forms/evidence/submit'));
      await page.getByRole('button', { name: 'Continue' }).click();
      const sent = (await firstSubmit).postDataJSON();
      const items = sent.views.find((view) => view.id === 'files').items;
      const ids = (itemId) => items.find((item) => item.id === itemId).value.map((entry) => entry.id);
      assert.equal(ids('evidence').length, 4);
      assert.ok([...ids('evidence'), ...ids('id-photo')].every((id) => /^upl_[0-9a-f-]{36}$/.test(id)), JSON.stringify(items));
      assert.ok(items.every((item) => !JSON.stringify(item.value ?? null).includes('uploadState')));

      await page.getByRole('heading', { level: 1, name: 'Sign your statement' }).waitFor();
      await page.getByRole('button', { name: 'Type your name instead' }).click();
      await page.getByLabel('Your name, as your signature').fill('Ada Lovelace');
      await page.getByRole('button', { name: 'Use as signature' }).click();
      await page.getByRole('img', { name: 'Signed' }).waitFor();
      assert.deepEqual(await axeViolations(page), []);
      await shot(page, `form-media-signature-${width}`);
      const lastSubmit = page.waitForRequest((request) => request.url().endsWith('/api/forms/evidence/submit'));
      await page.getByRole('button', { name: 'Continue' }).click();
      const signed = (await lastSubmit).postDataJSON().views.find((view) => view.id === 'sign').items[0].value;
      assert.match(signed, /^data:image\/png;base64,/);
      await page.waitForFunction(() => window.completed.length === 1);
      assert.deepEqual(await page.evaluate(() => window.completed), [{ flowId: 'evidence', id: 'evidence-received' }]);
      // Expected: the injected 503s and their warnings; the reload cut the slow upload.
      assert.deepEqual(problems.filter((problem) => !/HTTP 503 .*\/uploads|status of 503|upload of item "evidence" failed|ERR_ABORTED/.test(problem)), []);
      await close();
    });
  }
});
