import { expect } from '@open-wc/testing';
import type { FileValue } from '../../../src/forms/core/files';
import { createUploadQueue } from '../../../src/forms/core/uploads';
import type { UploadRequest } from '../../../src/forms/core/uploads';
import { createMemoryStorage } from '../../../src/shared/storage';
import { countingRandom } from '../../support/fake-random';
import { recordingLogger } from '../../support/fake-logger';

/** An uploader whose requests the test answers one by one. */
function fakeUploader() {
  const calls: (UploadRequest & { resolve(id: string): void; reject(error: Error): void })[] = [];
  return {
    calls,
    upload: (request: UploadRequest) =>
      new Promise<{ id: string }>((resolve, reject) => {
        calls.push({ ...request, resolve: (id) => resolve({ id }), reject });
        request.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      }),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(initial: Record<string, Record<string, unknown>> = { v: {} }, storage = createMemoryStorage(), gate = { open: true }) {
  const values = structuredClone(initial);
  const uploader = fakeUploader();
  const logger = recordingLogger();
  const queue = createUploadQueue({
    flowId: 'f',
    uploader,
    storage,
    logger,
    random: countingRandom(),
    values: {
      get: (viewId, itemId) => values[viewId]?.[itemId],
      set: (viewId, itemId, files) => void ((values[viewId] ??= {})[itemId] = structuredClone(files)),
      all: () => values,
      canUpload: () => gate.open,
    },
  });
  const stop = queue.subscribe(() => undefined);
  const files = (itemId = 'a') => (values.v?.[itemId] ?? []) as FileValue[];
  const states = (itemId = 'a') => files(itemId).map((file) => file.uploadState ?? file.id);
  return { queue, uploader, storage, logger, values, files, states, stop, gate };
}

const blob = (text: string) => new Blob([text], { type: 'text/plain' });

describe('upload queue (§4 File upload)', () => {
  it('a new file is uploading with byte progress, then drops the state and takes the server id', async () => {
    const { queue, uploader, files, storage } = setup();
    const adding = queue.add('v', 'a', [{ blob: blob('hello'), name: 'a.txt' }]);
    await settle();
    expect(files()).to.have.length(1);
    expect(files()[0]).to.deep.include({ name: 'a.txt', uploadState: 'UPLOADING', source: { size: 5, type: 'text/plain' } });
    const local = files()[0]!.id;
    expect(await storage.keys()).to.deep.equal([`f:${local}`]);
    expect(uploader.calls[0]!.name).to.equal('a.txt');
    uploader.calls[0]!.onProgress(2, 8);
    expect(queue.getSnapshot().progress[local]).to.equal(0.25);
    uploader.calls[0]!.resolve('srv-1');
    await adding;
    expect(files()).to.deep.equal([{ id: 'srv-1', name: 'a.txt', source: { size: 5, type: 'text/plain' } }]);
    expect(queue.getSnapshot().progress).to.deep.equal({});
    expect(await storage.keys()).to.deep.equal([]);
  });

  it('the engine\'s gate refuses a new file or a retry (the flow ended, a submit in flight): nothing is added or sent', async () => {
    const failedFile = { id: 'local-9', name: 'x.txt', uploadState: 'UPLOAD_FAILED', source: { size: 1, type: 'text/plain' } };
    const { queue, uploader, files, gate } = setup({ v: { a: [failedFile] } });
    gate.open = false;
    await queue.add('v', 'a', [{ blob: blob('hello'), name: 'a.txt' }]);
    await queue.retry('v', 'a', 'local-9');
    await queue.retryFailed('v');
    expect(files()).to.deep.equal([failedFile]);
    expect(uploader.calls).to.have.length(0);
  });

  it('a failure marks only that file failed; tapping it retries it to success; the bytes stay until then', async () => {
    const { queue, uploader, files, states, storage } = setup();
    const adding = queue.add('v', 'a', [
      { blob: blob('1'), name: '1.txt' },
      { blob: blob('2'), name: '2.txt' },
      { blob: blob('3'), name: '3.txt' },
    ]);
    await settle();
    uploader.calls[1]!.reject(new Error('503'));
    uploader.calls[0]!.resolve('s1');
    uploader.calls[2]!.resolve('s3');
    await adding;
    expect(states()).to.deep.equal(['s1', 'UPLOAD_FAILED', 's3']);
    expect(await storage.keys()).to.have.length(1);
    const retrying = queue.retry('v', 'a', files()[1]!.id);
    await settle();
    expect(states()).to.deep.equal(['s1', 'UPLOADING', 's3']);
    uploader.calls[3]!.resolve('s2');
    await retrying;
    expect(states()).to.deep.equal(['s1', 's2', 's3']);
    expect(await storage.keys()).to.deep.equal([]);
  });

  it("the popup's retry-all and delete-all touch only the view's failed files", async () => {
    const { queue, uploader, states, values } = setup({ v: {}, other: {} });
    const adding = Promise.all([queue.add('v', 'a', [{ blob: blob('1'), name: '1' }, { blob: blob('2'), name: '2' }]), queue.add('v', 'b', [{ blob: blob('3'), name: '3' }])]);
    await settle();
    for (const call of uploader.calls) call.reject(new Error('down'));
    await adding;
    expect([...states('a'), ...states('b')]).to.deep.equal(['UPLOAD_FAILED', 'UPLOAD_FAILED', 'UPLOAD_FAILED']);
    const retrying = queue.retryFailed('v');
    await settle();
    expect(uploader.calls).to.have.length(6);
    uploader.calls[3]!.resolve('s1');
    uploader.calls[4]!.reject(new Error('again'));
    uploader.calls[5]!.resolve('s3');
    await retrying;
    expect([...states('a'), ...states('b')]).to.deep.equal(['s1', 'UPLOAD_FAILED', 's3']);
    await queue.removeFailed('v');
    expect([...states('a'), ...states('b')]).to.deep.equal(['s1', 's3']);
    expect(values.other).to.deep.equal({});
  });

  it('deleting one file aborts its upload and never touches another', async () => {
    const { queue, uploader, files, states } = setup();
    const adding = queue.add('v', 'a', [{ blob: blob('1'), name: '1' }, { blob: blob('2'), name: '2' }]);
    await settle();
    await queue.remove('v', 'a', files()[0]!.id);
    expect(uploader.calls[0]!.signal.aborted).to.equal(true);
    uploader.calls[0]!.resolve('late');
    uploader.calls[1]!.resolve('s2');
    await adding;
    expect(states()).to.deep.equal(['s2']);
  });

  it('a single-file item replaces its file', async () => {
    const { queue, uploader, states } = setup({ v: { a: [{ id: 'old', name: 'old', source: { size: 1, type: '' } }] } });
    const adding = queue.add('v', 'a', [{ blob: blob('n'), name: 'n' }], true);
    await settle();
    uploader.calls[0]!.resolve('new');
    await adding;
    expect(states()).to.deep.equal(['new']);
  });

  it('a reload resumes the files left uploading from storage (and leaves failed ones to the user)', async () => {
    const first = setup();
    const adding = first.queue.add('v', 'a', [{ blob: blob('keep me'), name: 'k.txt' }, { blob: blob('x'), name: 'x.txt' }]);
    await settle();
    first.uploader.calls[1]!.reject(new Error('down'));
    await settle();
    // The page goes away mid-upload: the draft has the values, storage the bytes.
    first.stop();
    expect(first.uploader.calls[0]!.signal.aborted).to.equal(true);
    await adding;
    expect(first.states()).to.deep.equal(['UPLOADING', 'UPLOAD_FAILED']);
    const second = setup(first.values, first.storage);
    await settle();
    expect(second.uploader.calls.map((call) => call.name)).to.deep.equal(['k.txt']);
    expect(await second.uploader.calls[0]!.file.text()).to.equal('keep me');
    second.uploader.calls[0]!.resolve('s1');
    await settle();
    await settle();
    expect(second.states()).to.deep.equal(['s1', 'UPLOAD_FAILED']);
  });

  it('a file whose bytes were lost is removed with a warning, not retried for ever', async () => {
    const { states, logger } = setup({ v: { a: [{ id: 'gone', name: 'g', uploadState: 'UPLOADING', source: { size: 1, type: '' } }] } });
    await settle();
    await settle();
    expect(states()).to.deep.equal([]);
    expect(logger.warnings[0]).to.contain('no longer stored');
  });
});
