import { expect } from '@open-wc/testing';
import {
  array,
  attempt,
  boolean,
  decodeFrom,
  fields,
  id,
  list,
  listOf,
  number,
  object,
  oneOf,
  optional,
  refine,
  string,
} from '../../src/shared/decode';
import type { Decoder } from '../../src/shared/decode';
import { DecodeError } from '../../src/shared/errors';

/** What a decoder does with a value: its result, or the path and problem of its DecodeError. */
function outcome<T>(decode: Decoder<T>, value: unknown, path = '$.x'): { value: T } | { path: string; problem: string } {
  try {
    return { value: decode(value, path) };
  } catch (error) {
    if (!(error instanceof DecodeError)) throw error;
    return { path: error.path, problem: error.problem };
  }
}

const fail = (problem: string, path = '$.x') => ({ path, problem });

describe('decode: the combinators', () => {
  const cases: [string, Decoder<unknown>, unknown, ReturnType<typeof outcome>][] = [
    ['string', string, 'text', { value: 'text' }],
    ['string keeps an empty string (absent is only undefined or null)', string, '', { value: '' }],
    ['string refuses a number', string, 1, fail('expected a string, got number')],
    ['string refuses null', string, null, fail('expected a string, got null')],
    ['number', number, 1.5, { value: 1.5 }],
    ['number refuses NaN', number, Number.NaN, fail('expected a number, got number')],
    ['number refuses Infinity', number, Infinity, fail('expected a number, got number')],
    ['number refuses text', number, '1', fail('expected a number, got string')],
    ['boolean', boolean, false, { value: false }],
    ['boolean refuses 0', boolean, 0, fail('expected a boolean, got number')],
    ['object', object, { a: 1 }, { value: { a: 1 } }],
    ['object refuses an array', object, [], fail('expected an object, got an array')],
    ['object refuses null', object, null, fail('expected an object, got null')],
    ['array', array, [1], { value: [1] }],
    ['array refuses an object', array, {}, fail('expected an array, got object')],
    ['id keeps text', id, 'v1', { value: 'v1' }],
    ['id takes a number as text', id, 42, { value: '42' }],
    ['id refuses NaN', id, Number.NaN, fail('expected an id (a string or a number), got number')],
    ['id refuses a boolean', id, true, fail('expected an id (a string or a number), got boolean')],
    ['optional: undefined is absent', optional(string), undefined, { value: undefined }],
    ['optional: null is absent', optional(string), null, { value: undefined }],
    ['optional: present values are decoded', optional(string), 5, fail('expected a string, got number')],
    ['oneOf', oneOf(['A', 'B']), 'B', { value: 'B' }],
    ['oneOf refuses others, quoting them', oneOf(['A', 'B']), 'C', fail('expected one of A, B, got "C"')],
    ['oneOf refuses a non-string', oneOf(['A', 'B']), 1, fail('expected one of A, B, got 1')],
    ['refine passes what the test accepts', refine(string, (text) => text.length === 2, 'two characters'), 'ab', { value: 'ab' }],
    ['refine refuses the rest, saying what it expected', refine(string, (text) => text.length === 2, 'two characters'), 'abc', fail('expected two characters, got "abc"')],
    ['refine decodes first', refine(string, () => true, 'anything'), 1, fail('expected a string, got number')],
    ['listOf decodes every item', listOf(number), [1, 2], { value: [1, 2] }],
    ['listOf names the bad item by index', listOf(number), [1, 'two'], fail('expected a number, got string', '$.x[1]')],
    ['listOf refuses a non-array', listOf(number), 'no', fail('expected an array, got string')],
  ];
  for (const [name, decode, value, expected] of cases) {
    it(name, () => expect(outcome(decode, value)).to.deep.equal(expected));
  }

  it('list takes the item decoder as its third argument, with JSONPath indexes', () => {
    expect(list([{ a: 'x' }, { a: 'y' }], '$.items', (item, path) => fields(item, path).get('a', string))).to.deep.equal(['x', 'y']);
    expect(outcome((value, path) => list(value, path, (item, at) => fields(item, at).get('a', string)), [{ a: 'x' }, {}], '$.items')).to.deep.equal(
      fail('expected a string, got undefined', '$.items[1].a'),
    );
  });
});

describe('decode: fields', () => {
  it('decodes each field at its own JSONPath', () => {
    const f = fields({ title: 'T', count: 'many' }, '$.views[0]');
    expect(f.get('title', string)).to.equal('T');
    expect(outcome(() => f.get('count', number), undefined)).to.deep.equal(fail('expected a number, got string', '$.views[0].count'));
    expect([f.path, f.json.title]).to.deep.equal(['$.views[0]', 'T']);
  });

  const presence: [unknown, boolean][] = [
    ['text', true],
    ['', true],
    [0, true],
    [false, true],
    [null, false],
    [undefined, false],
  ];
  for (const [value, present] of presence) {
    it(`has() is ${present} for ${JSON.stringify(value) ?? 'undefined'}`, () => expect(fields({ key: value }, '$').has('key')).to.equal(present));
  }

  it('reads own fields only: an inherited one is absent', () => {
    const inherited = fields(Object.assign(Object.create({ payload: { code: 'x' } }), { type: 't' }), '$');
    expect([inherited.has('payload'), inherited.get('payload', optional(object)), inherited.has('toString')]).to.deep.equal([false, undefined, false]);
    const parsed = fields(JSON.parse('{"__proto__": "own"}'), '$');
    expect(parsed.get('__proto__', string)).to.equal('own');
  });

  it('refuses a value that is not an object, at its own path', () => {
    expect(outcome((value, path) => fields(value, path), [])).to.deep.equal(fail('expected an object, got an array'));
  });
});

describe('decode: attempt and decodeFrom', () => {
  it('attempt gives undefined for data that does not decode, and the value otherwise', () => {
    expect([attempt(string, 1), attempt(string, 'ok'), attempt(listOf(number), [1, 2])]).to.deep.equal([undefined, 'ok', [1, 2]]);
  });

  it('attempt lets errors other than DecodeError through', () => {
    expect(() =>
      attempt(() => {
        throw new TypeError('a bug');
      }, 1),
    ).to.throw(TypeError, 'a bug');
  });

  it('decodeFrom names the source in the message and keeps the path', () => {
    let error: DecodeError | undefined;
    try {
      decodeFrom('GET https://api.example/t', (value) => fields(value, '$').get('id', string), { id: 1 });
    } catch (caught) {
      error = caught as DecodeError;
    }
    expect([error?.path, error?.message]).to.deep.equal(['$.id', 'GET https://api.example/t: unexpected data at $.id: expected a string, got number']);
  });

  it('decodeFrom turns any other error into a DecodeError at $ with its cause', () => {
    let error: DecodeError | undefined;
    try {
      decodeFrom('https://x.example/v.js', () => {
        throw new TypeError('boom');
      }, 1);
    } catch (caught) {
      error = caught as DecodeError;
    }
    expect([error instanceof DecodeError, error?.path, error?.message, error?.cause instanceof TypeError]).to.deep.equal([
      true,
      '$',
      'https://x.example/v.js: unexpected data at $: boom',
      true,
    ]);
  });
});
