/**
 * What the form reads back from storage and from its own values goes through the shared decoders
 * (src/shared/decode.ts): a stored draft, and the files held in an item's value.
 */
import { expect } from '@open-wc/testing';
import { createDraftStore } from '../../../src/forms/core/draft';
import type { Draft } from '../../../src/forms/core/draft';
import { failedUploads, fileList } from '../../../src/forms/core/files';
import { createMemoryStorage } from '../../../src/shared/storage';

const draft = (): Draft => ({
  version: 1,
  signature: 's1',
  flow: { id: 'f1' },
  currentViewId: 'v2',
  history: ['v1'],
  values: { v1: { name: 'Ada' } },
  submittedViews: ['v1'],
});

describe('forms drafts: a stored draft is decoded', () => {
  it('a well-formed draft reads back as it was written', async () => {
    const drafts = createDraftStore(createMemoryStorage());
    await drafts.write('f1', draft());
    expect(await drafts.read('f1')).to.deep.equal(draft());
  });

  const malformed: [string, Record<string, unknown>][] = [
    ['another version', { version: 2 }],
    ['a history that is not a list of view ids', { history: ['v1', 7] }],
    ['submitted views that are not a list of view ids', { submittedViews: [null] }],
    ['values of a view that are not an object', { values: { v1: 'Ada' } }],
    ['a flow that is not an object', { flow: ['v1'] }],
    ['no signature', { signature: undefined }],
  ];
  for (const [name, change] of malformed) {
    it(`${name}: dropped, and deleted from storage`, async () => {
      const storage = createMemoryStorage();
      await storage.set('f1', { ...draft(), ...change });
      expect(await createDraftStore(storage).read('f1')).to.equal(undefined);
      expect(await storage.get('f1')).to.equal(undefined);
    });
  }

  it('a synchronous copy that is not JSON or not a draft is dropped; the IndexedDB copy is read instead', async () => {
    for (const text of ['{not json', JSON.stringify({ ...draft(), history: 'v1' })]) {
      const backup = new Map<string, string>([['fin-forms-draft:f1', text]]);
      const sync = { getItem: (key: string) => backup.get(key) ?? null, setItem: (key: string, value: string) => void backup.set(key, value), removeItem: (key: string) => void backup.delete(key) };
      const storage = createMemoryStorage();
      await storage.set('f1', draft());
      expect(await createDraftStore(storage, sync).read('f1'), text).to.deep.equal(draft());
      expect(backup.size, 'the bad copy is removed').to.equal(0);
    }
  });
});

describe('forms files: the files held in a value are decoded', () => {
  const file = { id: 'f1', name: 'a.pdf', uploadState: 'UPLOAD_FAILED', source: { size: 10, type: 'application/pdf' } };

  it('keeps the files of a list and nothing else', () => {
    expect(fileList([file, { id: 'e1', name: 'An entity' }])).to.deep.equal([file]);
    expect(fileList('text')).to.deep.equal([]);
    expect(fileList({ id: 'f1', source: {} })).to.deep.equal([]);
  });

  it('an entry with a source that is not a file (no name, a null source, a bad state) is not one', () => {
    const entries = [{ id: 'f2', source: { size: 1, type: 'x' } }, { id: 'f3', name: 'b', source: null }, { ...file, id: 'f4', uploadState: 'LOST' }];
    expect(fileList([file, ...entries]).map((entry) => entry.id)).to.deep.equal(['f1']);
    expect(failedUploads({ item: [file, ...entries] })).to.deep.equal([{ itemId: 'item', fileId: 'f1', name: 'a.pdf' }]);
  });
});
