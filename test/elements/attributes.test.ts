import { expect } from '@open-wc/testing';
import { attributeKeys, oneOf, parseAttribute, toKebabCase } from '../../elements/attributes';
import type { AttributeType } from '../../elements/attributes';
import { InvalidAttributeError } from '../../src/shared/errors';

const MODES = oneOf(['redirect', 'popup']);

/** [type, attribute text, the property value or the error message]. */
const CASES: [AttributeType, string | null, unknown][] = [
  ['string', null, undefined],
  ['string', '', ''],
  ['string', ' a b ', ' a b '],
  ['number', null, undefined],
  ['number', '12', 12],
  ['number', ' 1.5 ', 1.5],
  ['number', '', new InvalidAttributeError('<fin-x> attribute "a" expects a number, got "".')],
  ['number', 'twelve', new InvalidAttributeError('<fin-x> attribute "a" expects a number, got "twelve".')],
  ['number', 'Infinity', new InvalidAttributeError('<fin-x> attribute "a" expects a number, got "Infinity".')],
  ['boolean', null, false],
  ['boolean', '', true],
  ['boolean', 'a', true],
  ['boolean', 'false', false],
  ['boolean', ' FALSE ', false],
  ['json', null, undefined],
  ['json', '{"a":[1]}', { a: [1] }],
  ['json', '{oops', new InvalidAttributeError('<fin-x> attribute "a" expects JSON, got "{oops".')],
  [MODES, null, undefined],
  [MODES, 'popup', 'popup'],
  [MODES, 'Popup', new InvalidAttributeError('<fin-x> attribute "a" expects one of "redirect", "popup", got "Popup".')],
  [MODES, '', new InvalidAttributeError('<fin-x> attribute "a" expects one of "redirect", "popup", got "".')],
];

describe('elements/attributes: parseAttribute', () => {
  for (const [type, text, expected] of CASES) {
    const name = typeof type === 'string' ? type : `oneOf(${type.oneOf.join('|')})`;
    it(`${name} ${JSON.stringify(text)} → ${expected instanceof Error ? 'error' : JSON.stringify(expected)}`, () => {
      if (!(expected instanceof Error)) {
        expect(parseAttribute('fin-x', 'a', type, text)).to.deep.equal(expected);
        return;
      }
      let thrown: unknown;
      try {
        parseAttribute('fin-x', 'a', type, text);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).to.be.instanceOf(InvalidAttributeError);
      expect((thrown as InvalidAttributeError).code).to.equal('invalid_attribute');
      expect((thrown as Error).message).to.equal(expected.message);
    });
  }
});

describe('elements/attributes: names', () => {
  it('an attribute is the kebab-case of its key; kebab keys stay as they are', () => {
    expect(toKebabCase('registeredIdentityId')).to.equal('registered-identity-id');
    expect([...attributeKeys({ flowId: 'string', 'app-id': 'string', locale: 'string' })]).to.deep.equal([
      ['flow-id', 'flowId'],
      ['app-id', 'app-id'],
      ['locale', 'locale'],
    ]);
  });
});
