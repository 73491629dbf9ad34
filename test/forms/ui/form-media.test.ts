/**
 * <fin-form>'s media items in Chromium with fake media devices (two test-pattern cameras, the
 * permission prompt accepted; web-test-runner.config.mjs): the upload list and its states, the
 * upload-failed popup on Continue and Back, the size dialog, the camera modal's states and
 * snapshot names, and the signature. Uploads go through the adapter's uploadFile (no network).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import 'axe-core';
import type AxeCore from 'axe-core';
import type { FormAdapter } from '../../../src/forms/core/host';
import { mountForm } from '../support/mount-form';
import type { Json } from '../support/mount-form';

const { axe } = window as unknown as { axe: typeof AxeCore };
type UploadCall = Parameters<NonNullable<FormAdapter['uploadFile']>>[0] & { resolve(id: string): void; reject(error: Error): void };

async function mount(items: Json[]) {
  const uploads: UploadCall[] = [];
  const { root, submits } = await mountForm(items, {
    timeout: 8000,
    adapter: {
      uploadFile: (request) =>
        new Promise((resolve, reject) => {
          uploads.push({ ...request, resolve: (id) => resolve({ id }), reject });
        }),
    },
  });
  const text = (selector: string) => [...root.querySelectorAll(selector)].map((node) => node.textContent?.trim()).join('|');
  const button = (name: string) => [...root.querySelectorAll<HTMLButtonElement>('button')].find((node) => node.textContent?.trim() === name);
  return {
    root,
    submits,
    uploads,
    text,
    button,
    rows: () => [...root.querySelectorAll('.file')].map((row) => `${row.querySelector('.file__name')?.textContent}:${row.querySelector('.file__status, .file__retry')?.textContent}`),
    async pick(files: File[]) {
      // The media chunk's first load (compiled on demand here) can take a while.
      await waitUntil(() => root.querySelector('input[type=file]'), 'the upload control did not load', { timeout: 4000 });
      const input = root.querySelector<HTMLInputElement>('input[type=file]')!;
      const transfer = new DataTransfer();
      for (const file of files) transfer.items.add(file);
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    cont: () => root.querySelector<HTMLButtonElement>('[part~="primary"]')!.click(),
    /** axe over the whole shadow root: the view and whichever modal or popup is open. */
    async axe(state: string) {
      // A modal fades in: axe on a half-transparent modal reads the page behind it as low contrast.
      // (Spinners turn for ever; only the finite animations are waited for.)
      const finite = root.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
      await Promise.all(finite.map((animation) => animation.finished));
      const results = await axe.run(root.host, { resultTypes: ['violations'] });
      const found = results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`);
      expect(found, `axe in the state '${state}'`).to.deep.equal([]);
    },
  };
}

const file = (name: string, text: string, type = 'application/pdf') => new File([text], name, { type });

afterEach(() => document.body.replaceChildren());

describe('<fin-form> uploads (§4 File upload, §8)', () => {
  it('lists each file uploading with byte progress, then its size; a failure is announced and a tap retries it', async () => {
    const form = await mount([{ id: 'evidence', type: 'FILES_UPLOAD', title: 'Evidence', required: true }]);
    await form.pick([file('a.pdf', 'aaaaa'), file('b.pdf', 'bb')]);
    await waitUntil(() => form.uploads.length === 2, 'no uploads started');
    expect(form.rows()).to.deep.equal(['a.pdf:Uploading', 'b.pdf:Uploading']);
    form.uploads[0]!.onProgress(50, 100);
    await waitUntil(() => form.root.querySelector<HTMLProgressElement>('.file__bar')?.value === 0.5, 'progress not shown');
    form.uploads[0]!.resolve('srv-a');
    form.uploads[1]!.reject(new Error('503'));
    await waitUntil(() => form.rows().join() === 'a.pdf:0.01 KB,b.pdf:Upload failed', `rows: ${form.rows().join()}`);
    expect(form.text('.upload-alert')).to.equal('Unable to upload file.');
    expect(form.root.querySelector('.upload-alert')!.getAttribute('aria-live')).to.equal('polite');
    await form.axe('one uploaded, one failed');
    form.root.querySelector<HTMLButtonElement>('.file__retry')!.click();
    await waitUntil(() => form.uploads.length === 3, 'tapping the failed file did not retry it');
    expect(form.rows()).to.deep.equal(['a.pdf:0.01 KB', 'b.pdf:Uploading']);
    form.uploads[2]!.resolve('srv-b');
    await waitUntil(() => form.rows().join() === 'a.pdf:0.01 KB,b.pdf:0.01 KB');
    form.cont();
    await waitUntil(() => form.submits.length === 1, 'not submitted');
    const sent = (form.submits[0]!.views as { items: Json[] }[])[0]!.items[0]!.value;
    expect(sent).to.deep.equal([
      { id: 'srv-a', name: 'a.pdf', source: { size: 5, type: 'application/pdf' } },
      { id: 'srv-b', name: 'b.pdf', source: { size: 2, type: 'application/pdf' } },
    ]);
  });

  it('Continue and Back meet the upload-failed popup; singular and plural texts; retry all and delete all', async () => {
    const form = await mount([
      { id: 'a', type: 'FILES_UPLOAD', title: 'A' },
      { id: 'b', type: 'DOCUMENT', title: 'B' },
    ]);
    await form.pick([file('one.pdf', '1')]);
    await waitUntil(() => form.uploads.length === 1);
    form.uploads[0]!.reject(new Error('down'));
    await waitUntil(() => form.rows().join() === 'one.pdf:Upload failed');
    form.cont();
    await waitUntil(() => form.root.querySelector('.upload-failed-popup'), 'Continue did not meet the popup');
    expect(form.text('.upload-failed-popup h2')).to.equal('Upload failed');
    expect(form.text('.upload-failed-popup .fin-modal__description')).to.equal('Do you want to try again?');
    expect(form.text('.upload-failed-popup .fin-modal__actions button')).to.equal('Attempt re-upload|Delete this upload');
    await form.axe('upload-failed popup, one upload');
    expect(form.submits).to.have.length(0);
    form.button('Attempt re-upload')!.click();
    await waitUntil(() => form.uploads.length === 2 && !form.root.querySelector('.upload-failed-popup'), 'retry did not send it again');
    form.uploads[1]!.reject(new Error('down again'));
    // A second failed file, on the DOCUMENT item: the popup now speaks of all of them.
    const inputs = form.root.querySelectorAll<HTMLInputElement>('input[type=file]');
    await waitUntil(() => form.root.querySelectorAll('input[type=file]').length === 2);
    const transfer = new DataTransfer();
    transfer.items.add(file('two.pdf', '22'));
    inputs[1]!.files = transfer.files;
    inputs[1]!.dispatchEvent(new Event('change', { bubbles: true }));
    await waitUntil(() => form.uploads.length === 3);
    form.uploads[2]!.reject(new Error('down'));
    await waitUntil(() => form.rows().join() === 'one.pdf:Upload failed,two.pdf:Upload failed');
    form.root.querySelector<HTMLButtonElement>('[part~="close"], [part~="back"]')!.click();
    await waitUntil(() => form.root.querySelector('.upload-failed-popup'), 'Back did not meet the popup');
    expect(form.text('.upload-failed-popup .fin-modal__actions button')).to.equal('Attempt re-upload all failed uploads|Delete all failed uploads');
    await form.axe('upload-failed popup, two uploads');
    form.button('Delete all failed uploads')!.click();
    await waitUntil(() => form.rows().length === 0 && !form.root.querySelector('.upload-failed-popup'), 'delete all did not remove them');
  });

  it('an item\'s action meets the upload-failed popup too, and sends nothing', async () => {
    const form = await mount([{ id: 'a', type: 'FILES_UPLOAD', title: 'A', actions: [{ id: 'later', title: 'Send them later' }] }]);
    await form.pick([file('one.pdf', '1')]);
    await waitUntil(() => form.uploads.length === 1);
    form.uploads[0]!.reject(new Error('down'));
    await waitUntil(() => form.rows().join() === 'one.pdf:Upload failed');
    await waitUntil(() => form.button('Send them later'), 'the item action did not show');
    form.button('Send them later')!.click();
    await waitUntil(() => form.root.querySelector('.upload-failed-popup'), 'the item action did not meet the popup');
    expect(form.submits).to.have.length(0);
    form.button('Delete this upload')!.click();
    await waitUntil(() => !form.root.querySelector('.upload-failed-popup'), 'the popup did not close');
  });

  it('§8: the list shows each uploaded file\'s size in KB (the size dialog keeps Bytes, KB, MB, GB)', async () => {
    const form = await mount([{ id: 'a', type: 'FILES_UPLOAD', title: 'A' }]);
    await form.pick([file('small.pdf', 'x'.repeat(300)), file('big.pdf', 'x'.repeat(2 * 1024 * 1024))]);
    await waitUntil(() => form.uploads.length === 2);
    form.uploads[0]!.resolve('s1');
    form.uploads[1]!.resolve('s2');
    await waitUntil(() => form.rows().join() === 'small.pdf:0.29 KB,big.pdf:2,048 KB', `rows: ${form.rows().join()}`);
  });

  it('a picked or dropped file of a type the item does not accept is refused with a message and not sent', async () => {
    const form = await mount([{ id: 'a', type: 'FILES_UPLOAD', title: 'A', accept: 'application/pdf,image/*' }]);
    await form.pick([file('ok.pdf', '1'), file('setup.exe', '2', 'application/x-msdownload'), file('photo.png', '3', 'image/png')]);
    await waitUntil(() => form.uploads.length === 2, `uploads: ${form.uploads.length}`);
    expect(form.uploads.map((upload) => upload.name)).to.deep.equal(['ok.pdf', 'photo.png']);
    const alert = form.root.querySelector('.file-type-refused');
    expect(alert?.getAttribute('role')).to.equal('alert');
    expect(alert?.textContent).to.equal("setup.exe can't be added: choose a file of type application/pdf, image/*.");
    const zone = form.root.querySelector('[part="dropzone"]')!;
    const transfer = new DataTransfer();
    transfer.items.add(file('notes.docx', '4', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'));
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true, composed: true }));
    await waitUntil(() => form.root.querySelector('.file-type-refused')?.textContent?.startsWith('notes.docx'), 'the dropped file was not refused');
    expect(form.uploads).to.have.length(2);
    await form.axe('a refused file type');
  });

  it('an image file shows its thumbnail in the list; other files do not', async () => {
    const form = await mount([{ id: 'a', type: 'FILES_UPLOAD', title: 'A' }]);
    const png = await (await fetch('data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==')).blob();
    await form.pick([new File([png], 'dot.png', { type: 'image/png' }), file('a.pdf', '1')]);
    await waitUntil(() => form.uploads.length === 2);
    form.uploads[0]!.resolve('s1');
    await waitUntil(() => form.rows()[0] === 'dot.png:0.07 KB', `rows: ${form.rows().join()}`);
    await waitUntil(() => form.root.querySelector<HTMLImageElement>('.file__thumb')?.complete, 'no thumbnail');
    const thumbs = [...form.root.querySelectorAll<HTMLImageElement>('.file__thumb')];
    expect(thumbs).to.have.length(1);
    expect(thumbs[0]!.src.startsWith('blob:')).to.equal(true);
    expect(thumbs[0]!.alt).to.equal('');
    expect(thumbs[0]!.closest('.file')!.querySelector('.file__name')!.textContent).to.equal('dot.png');
  });

  it('files dropped on the upload control are added like picked ones', async () => {
    const form = await mount([{ id: 'evidence', type: 'FILES_UPLOAD', title: 'Evidence', multiple: true }]);
    await waitUntil(() => form.root.querySelector('[part~="dropzone"]'), 'the upload control did not load', { timeout: 4000 });
    const zone = form.root.querySelector<HTMLElement>('[part~="dropzone"]')!;
    const transfer = new DataTransfer();
    transfer.items.add(file('dropped.pdf', 'ddd'));
    zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    await waitUntil(() => zone.dataset.over === 'true', 'the drop zone did not show the drag over it');
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    await waitUntil(() => form.uploads.length === 1, 'the dropped file was not uploaded');
    expect(form.uploads[0]!.name).to.equal('dropped.pdf');
    expect(zone.dataset.over).to.equal('false');
  });

  it('§5: a selection at or above the limit opens File size too big and is not added', async () => {
    const form = await mount([{ id: 'doc', type: 'DOCUMENT', title: 'Statement', maxFileSize: 4 }]);
    await form.pick([file('big.pdf', '1234')]);
    await waitUntil(() => form.root.querySelector('.file-too-big-dialog'), 'no size dialog');
    expect(form.text('.file-too-big-dialog h2')).to.equal('File size too big');
    expect(form.text('.file-too-big-dialog .fin-modal__description')).to.equal('The file you selected exceeds 4 Bytes. Please upload another one');
    await form.axe('file size too big');
    form.button('Got it')!.click();
    await waitUntil(() => !form.root.querySelector('.file-too-big-dialog'));
    expect(form.rows()).to.deep.equal([]);
    expect(form.uploads).to.have.length(0);
    await form.pick([file('ok.pdf', '123')]);
    await waitUntil(() => form.uploads.length === 1, 'a file under the limit was not added');
  });
});

describe('<fin-form> camera (§4 Camera, §6, §9)', function () {
  // Two snapshots through real (fake-device) video, JPEG encoding and uploads: slow on a shared 2-core machine.
  this.timeout(30_000);
  const devices = navigator.mediaDevices;
  afterEach(() => {
    delete (devices as Partial<MediaDevices> & Record<string, unknown>).getUserMedia;
    delete (devices as Partial<MediaDevices> & Record<string, unknown>).enumerateDevices;
  });

  it('a device without a camera: an optional ID photo leaves the form usable; a required one shows \'No camera found\'', async () => {
    Object.defineProperty(devices, 'enumerateDevices', { configurable: true, value: async () => [] });
    const optional = await mount([{ id: 'photo', type: 'CAMERA_IMAGE', title: 'ID photo (optional)' }]);
    expect(optional.root.querySelector('h1')?.textContent).to.equal('First');
    document.body.replaceChildren();
    const required = await mountForm([{ id: 'photo', type: 'CAMERA_IMAGE', title: 'ID photo', required: true }], {
      ready: (root) => root.querySelector('h1, h2')?.textContent === 'No camera found',
    });
    expect(required.root.textContent).to.include('No camera found');
  });

  async function openCamera() {
    const form = await mount([{ id: 'photo', type: 'CAMERA_IMAGE', title: 'ID photo', required: true }]);
    await waitUntil(() => form.button('Take a photo'), 'the camera item did not load', { timeout: 4000 });
    form.button('Take a photo')!.click();
    await waitUntil(() => form.root.querySelector('.camera-modal'), 'the camera modal did not open');
    return form;
  }

  it('awaiting permission → live → snapshot → use adds Snapshot-1.jpeg (JPEG), then Snapshot-2.jpeg; switch offered with two cameras', async () => {
    const form = await openCamera();
    await waitUntil(() => form.root.querySelector<HTMLVideoElement>('.camera-modal video')?.videoWidth, 'the video did not go live', { timeout: 4000 });
    expect(form.button('Switch camera')).to.not.equal(undefined);
    await form.axe('camera live');
    form.button('Take picture')!.click();
    await waitUntil(() => form.root.querySelector('.camera-modal img'), 'no snapshot', { timeout: 8000 });
    expect(form.button('Re-take')).to.not.equal(undefined);
    await form.axe('camera snapshotted');
    form.button('Use picture')!.click();
    await waitUntil(() => form.uploads.length === 1, 'the snapshot was not uploaded', { timeout: 8000 });
    expect(form.root.querySelector('.camera-modal')).to.equal(null);
    expect([form.uploads[0]!.name, form.uploads[0]!.file.type]).to.deep.equal(['Snapshot-1.jpeg', 'image/jpeg']);
    form.uploads[0]!.resolve('srv-1');
    form.button('Take a photo')!.click();
    await waitUntil(() => form.root.querySelector<HTMLVideoElement>('.camera-modal video')?.videoWidth, 'not live again', { timeout: 4000 });
    form.button('Take picture')!.click();
    await waitUntil(() => form.button('Re-take'), undefined, { timeout: 8000 });
    form.button('Re-take')!.click();
    await waitUntil(() => form.root.querySelector<HTMLVideoElement>('.camera-modal video')?.videoWidth, 're-take did not go live', { timeout: 4000 });
    form.button('Take picture')!.click();
    await waitUntil(() => form.button('Use picture'), undefined, { timeout: 8000 });
    form.button('Use picture')!.click();
    await waitUntil(() => form.uploads.length === 2, undefined, { timeout: 8000 });
    expect(form.uploads[1]!.name).to.equal('Snapshot-2.jpeg');
  });

  it('with one video input there is no switch', async () => {
    const all = await devices.enumerateDevices();
    const oneCamera = [all.find((device) => device.kind === 'videoinput')!];
    Object.defineProperty(devices, 'enumerateDevices', { configurable: true, value: async () => oneCamera });
    const form = await openCamera();
    await waitUntil(() => form.button('Take picture'), 'not live', { timeout: 4000 });
    expect(form.button('Switch camera')).to.equal(undefined);
  });

  it('awaiting permission shows the modal with its close button, and passes axe', async () => {
    Object.defineProperty(devices, 'getUserMedia', { configurable: true, value: () => new Promise(() => undefined) });
    const form = await openCamera();
    await waitUntil(() => form.root.querySelector('.camera-modal .fin-modal__close'), 'no close button while awaiting permission');
    expect(form.root.querySelector('.camera-modal video')).to.equal(null);
    await form.axe('camera awaiting permission');
  });

  it('denied permission says Please allow access to your camera; close ends it', async () => {
    Object.defineProperty(devices, 'getUserMedia', { configurable: true, value: async () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    const form = await openCamera();
    await waitUntil(() => form.text('.camera-denied') === 'Please allow access to your camera', 'no denied text');
    await form.axe('camera permission denied');
    form.root.querySelector<HTMLButtonElement>('.camera-modal .fin-modal__close')!.click();
    await waitUntil(() => !form.root.querySelector('.camera-modal'));
  });

  it('a camera that cannot start offers the device camera through a file input with capture', async () => {
    Object.defineProperty(devices, 'getUserMedia', { configurable: true, value: async () => Promise.reject(new DOMException('busy', 'NotReadableError')) });
    const form = await openCamera();
    await waitUntil(() => form.root.querySelector('.camera-modal input[type=file][capture]'), 'no fallback');
    expect(form.root.querySelector('.camera-modal input[type=file]')!.getAttribute('capture')).to.equal('environment');
    await form.axe('camera fallback to the file input');
  });
});

describe('<fin-form> signature (§5 Signature)', () => {
  it('a typed name becomes the signature image, usable by keyboard alone; the first pattern holds', async () => {
    const form = await mount([{ id: 'sign', type: 'SIGNATURE_INPUT', title: 'Signature', required: true, validations: [{ pattern: '^data:image/png;base64,', message: 'Please sign here' }] }]);
    await waitUntil(() => form.button('Type your name instead'), 'the signature item did not load', { timeout: 4000 });
    form.button('Type your name instead')!.click();
    await waitUntil(() => form.root.querySelector('.signature__typed input'));
    form.root.querySelector<HTMLInputElement>('.signature__typed input')!.focus();
    await sendKeys({ type: 'Ada Lovelace' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => form.root.querySelector('canvas')?.getAttribute('aria-label') === 'Signed', 'not signed');
    form.cont();
    await waitUntil(() => form.submits.length === 1, 'not submitted');
    const value = (form.submits[0]!.views as { items: Json[] }[])[0]!.items[0]!.value as string;
    expect(value.startsWith('data:image/png;base64,')).to.equal(true);
  });

  it('draws with a pointer, and Clear empties it', async () => {
    const form = await mount([{ id: 'sign', type: 'SIGNATURE_INPUT', title: 'Signature' }]);
    await waitUntil(() => form.root.querySelector('canvas[data-ready=true]'), 'signature_pad did not load', { timeout: 4000 });
    const canvas = form.root.querySelector('canvas')!;
    const box = canvas.getBoundingClientRect();
    const at = (type: string, x: number) =>
      canvas.dispatchEvent(new PointerEvent(type, { bubbles: true, composed: true, clientX: box.left + x, clientY: box.top + 40, pointerId: 1, buttons: type === 'pointerup' ? 0 : 1, button: 0, pointerType: 'mouse', isPrimary: true }));
    at('pointerdown', 20);
    for (let x = 30; x < 200; x += 10) at('pointermove', x);
    at('pointerup', 200);
    await waitUntil(() => canvas.getAttribute('aria-label') === 'Signed', 'drawing did not sign');
    form.button('Clear')!.click();
    await waitUntil(() => canvas.getAttribute('aria-label') === 'Draw your signature', 'Clear did not empty it');
  });
});
