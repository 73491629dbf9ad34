import { expect } from '@open-wc/testing';
import { copiedDeviceId, pageDeviceId } from '../../../src/shared/helpcentre/device-copy';
import { HELPCENTRE_STORAGE_NAMESPACE } from '../../../src/shared/helpcentre/device';
import { DEVICE_ID_KEY } from '../../../src/shared/helpcentre/constants';
import { withDeviceId } from '../../../src/shared/helpcentre/lazy-device';
import { createStorage } from '../../../src/shared/storage';
import { rejection } from '../../support/rejection';

const COPY_KEY = 'fin-widgets:helpcentre-device-id';

/** A page that has read nothing yet: no copy, no read under way. */
function freshPage(): void {
  localStorage.removeItem(COPY_KEY);
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('fin-widgets.device-id')];
}

/** A read of IndexedDB that answers `id` and counts its calls. */
function counting(id: string) {
  const read = async () => {
    read.calls += 1;
    return id;
  };
  read.calls = 0;
  return read;
}

describe("the stored device id's copy (what a head reads at once)", () => {
  beforeEach(freshPage);
  after(freshPage);

  it('is the id at once, not a promise, when a visit has copied it: IndexedDB is not read', () => {
    localStorage.setItem(COPY_KEY, 'copied-1');
    const read = counting('other');
    expect(pageDeviceId(read)).to.equal('copied-1');
    expect(read.calls).to.equal(0);
  });

  it('without a copy, reads once for the whole page (heads and elements alike), then copies the id', async () => {
    const head = counting('stored-1');
    const element = counting('stored-2');
    const first = pageDeviceId(head);
    const second = pageDeviceId(element);
    expect(first).to.be.instanceOf(Promise);
    expect(await first).to.equal('stored-1');
    expect(await second).to.equal('stored-1');
    expect([head.calls, element.calls]).to.deep.equal([1, 0]);
    expect(copiedDeviceId()).to.equal('stored-1');
    expect(pageDeviceId(element)).to.equal('stored-1');
  });

  it('forgets a failed read, so the next call reads again', async () => {
    expect(await rejection(pageDeviceId(() => Promise.reject(new Error('blocked'))) as Promise<string>)).to.be.instanceOf(Error);
    expect(await pageDeviceId(counting('stored-3'))).to.equal('stored-3');
  });

  it("gives an element the id IndexedDB already held (a visit from before the copy), never a second one", async () => {
    await createStorage({ namespace: HELPCENTRE_STORAGE_NAMESPACE }).set(DEVICE_ID_KEY, 'from-indexeddb');
    const identity = await withDeviceId({ deviceId: '', locale: 'en-GB' });
    expect(identity.deviceId).to.equal('from-indexeddb');
    expect(copiedDeviceId()).to.equal('from-indexeddb');
    // The next call (a later element, the next page) needs no await.
    expect(withDeviceId({ deviceId: '', locale: 'en-GB' })).to.deep.equal({ deviceId: 'from-indexeddb', locale: 'en-GB' });
  });

  it('on a first visit makes one id, stores it in IndexedDB and copies it', async () => {
    await createStorage({ namespace: HELPCENTRE_STORAGE_NAMESPACE }).del(DEVICE_ID_KEY);
    const { deviceId } = await withDeviceId({ deviceId: '', locale: 'en-GB' });
    expect(deviceId).to.match(/^[0-9a-f-]{36}$/);
    expect(await createStorage({ namespace: HELPCENTRE_STORAGE_NAMESPACE }).get(DEVICE_ID_KEY)).to.equal(deviceId);
    expect(copiedDeviceId()).to.equal(deviceId);
  });
});
