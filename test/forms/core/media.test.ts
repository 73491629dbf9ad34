import { expect } from '@open-wc/testing';
import { exceedsLimit, pendingFiles, popupButtons, snapshotName, uploaded, withState } from '../../../src/forms/core/file-rules';
import { failedUploads } from '../../../src/forms/core/files';
import type { FileValue } from '../../../src/forms/core/files';
import type { Item } from '../../../src/forms/core/items';
import { createItemRules } from '../../../src/forms/core/items/rules';
import { formMediaStrings } from '../../../src/forms/media-strings';
import { enGB, everyItem } from '../support/fixtures';

const rules = createItemRules(everyItem, enGB);
const report = { warn: () => undefined, unknown: () => undefined };
const item = (fields: Record<string, unknown>) => rules.decode({ id: 'i', ...fields }, '$', report) as Item;
const file = (id: string, uploadState?: FileValue['uploadState'], name = `${id}.pdf`): FileValue => ({ id, name, ...(uploadState ? { uploadState } : {}), source: { size: 10, type: 'application/pdf' } });

describe('media items (§3, §5)', () => {
  type Row = [string, Record<string, unknown>, unknown, { valid: boolean; message?: string }];
  const cases: Row[] = [
    ['required upload with no file fails', { type: 'FILES_UPLOAD', required: true }, [], { valid: false }],
    ['required camera with no file fails', { type: 'CAMERA_IMAGE', required: true }, undefined, { valid: false }],
    ['optional document with no file passes', { type: 'DOCUMENT' }, [], { valid: true }],
    ['one uploaded file passes', { type: 'FILES_UPLOAD', required: true }, [file('srv-1')], { valid: true }],
    ['a file still uploading says Uploading', { type: 'FILES_UPLOAD', required: true }, [file('srv-1'), file('l-2', 'UPLOADING')], { valid: false, message: 'Uploading' }],
    ['a failed file says Unable to upload file.', { type: 'CAMERA_IMAGE' }, [file('l-1', 'UPLOAD_FAILED')], { valid: false, message: 'Unable to upload file.' }],
    ['signature must match the first pattern, with its message', { type: 'SIGNATURE_INPUT', validations: [{ pattern: '^data:image/png;base64,', message: 'Please sign' }, { pattern: 'x', message: 'second' }] }, 'hello', { valid: false, message: 'Please sign' }],
    ['signature matching the first pattern passes', { type: 'SIGNATURE_INPUT', validations: [{ pattern: '^data:image/png;base64,', message: 'Please sign' }] }, 'data:image/png;base64,AAA', { valid: true }],
    ['required signature empty fails', { type: 'SIGNATURE_INPUT', required: true }, '', { valid: false }],
  ];
  for (const [name, fields, value, expected] of cases) {
    it(name, () => {
      const decoded = item(fields);
      expect(rules.validate(decoded, rules.decodeValue(decoded, value, '$.value', () => undefined))).to.deep.equal(expected);
    });
  }

  it('decodes the File item of §3 and the upload fields, with defaults', () => {
    const upload = item({ type: 'FILES_UPLOAD', value: [{ id: 7, name: 'a.pdf', uploadState: 'UPLOADING', source: { size: 5, type: 'application/pdf' } }] });
    expect(upload).to.deep.include({ maxFileSize: 10 * 1024 * 1024, multiple: true, value: [{ id: '7', name: 'a.pdf', uploadState: 'UPLOADING', source: { size: 5, type: 'application/pdf' } }] });
    expect(item({ type: 'DOCUMENT', maxFileSize: 2048, accept: 'application/pdf' })).to.deep.include({ maxFileSize: 2048, multiple: false, accept: 'application/pdf' });
    expect(item({ type: 'CAMERA_IMAGE', facing: 'user' })).to.deep.include({ facing: 'user' });
  });
});

describe('file rules', () => {
  it('§4: success drops the state and takes the server id; failure marks it', () => {
    expect(uploaded(file('l-1', 'UPLOADING'), 'srv-9')).to.deep.equal(file('srv-9', undefined, 'l-1.pdf'));
    expect(withState(file('l-1', 'UPLOADING'), 'UPLOAD_FAILED').uploadState).to.equal('UPLOAD_FAILED');
  });

  it('finds the failed uploads of a view, and the pending files of every view', () => {
    const values = { v1: { a: [file('s'), file('f1', 'UPLOAD_FAILED')], b: [file('u', 'UPLOADING'), file('f2', 'UPLOAD_FAILED')], t: 'text' }, v2: { c: [file('u2', 'UPLOADING')] } };
    expect(failedUploads(values.v1)).to.deep.equal([
      { itemId: 'a', fileId: 'f1', name: 'f1.pdf' },
      { itemId: 'b', fileId: 'f2', name: 'f2.pdf' },
    ]);
    expect(failedUploads(undefined)).to.deep.equal([]);
    expect(pendingFiles(values).map((entry) => entry.file.id)).to.deep.equal(['f1', 'u', 'f2', 'u2']);
  });

  const popup: [number, string, string][] = [
    [1, 'Attempt re-upload', 'Delete this upload'],
    [2, 'Attempt re-upload all failed uploads', 'Delete all failed uploads'],
    [5, 'Attempt re-upload all failed uploads', 'Delete all failed uploads'],
  ];
  for (const [count, retry, remove] of popup) {
    it(`§8: the popup for ${count} failed upload(s) reads '${retry}' / '${remove}'`, () => {
      const buttons = popupButtons(count);
      expect([formMediaStrings.defaults[buttons.retry], formMediaStrings.defaults[buttons.remove]]).to.deep.equal([retry, remove]);
    });
  }

  const sizes: [number[], number, boolean][] = [
    [[1023], 1024, false],
    [[1024], 1024, true],
    [[600, 424], 1024, true],
    [[600, 423], 1024, false],
    [[], 1024, false],
  ];
  for (const [selected, limit, refused] of sizes) {
    it(`§5: files of ${selected.join('+') || 'nothing'} bytes against ${limit} are ${refused ? 'refused' : 'accepted'}`, () => {
      expect(exceedsLimit(selected, limit)).to.equal(refused);
    });
  }

  it('§9: snapshots are Snapshot-{n}.jpeg with n increasing past the highest kept', () => {
    expect(snapshotName([])).to.equal('Snapshot-1.jpeg');
    expect(snapshotName([file('a', undefined, 'Snapshot-1.jpeg'), file('b', undefined, 'Snapshot-3.jpeg'), file('c', undefined, 'x.jpeg')])).to.equal('Snapshot-4.jpeg');
  });
});
