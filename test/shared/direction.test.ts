import { expect } from '@open-wc/testing';
import { dirOf } from '../../src/shared/locale';
import type { HostDirection } from '../../src/shared/locale';

describe('dirOf (an element\'s direction, issue 40)', () => {
  const cases: [string, string | undefined, HostDirection, 'ltr' | 'rtl'][] = [
    ['Arabic', 'ar', {}, 'rtl'],
    ['Arabic of the Emirates', 'ar-AE', {}, 'rtl'],
    ['Hebrew', 'he-IL', {}, 'rtl'],
    ['Persian', 'fa', {}, 'rtl'],
    ['Urdu, written with an underscore', 'ur_PK', {}, 'rtl'],
    ['English', 'en-GB', {}, 'ltr'],
    ['a language that only starts like one (arn, Mapudungun)', 'arn', {}, 'ltr'],
    ['no locale', undefined, {}, 'ltr'],
    ['English on a right-to-left page', 'en-GB', { inherited: 'rtl' }, 'rtl'],
    ['Arabic on a left-to-right page', 'ar', { inherited: 'ltr' }, 'rtl'],
    ['the element\'s own dir="ltr" over an Arabic locale', 'ar', { own: 'ltr' }, 'ltr'],
    ['the element\'s own dir="rtl" over an English locale', 'en', { own: 'rtl', inherited: 'ltr' }, 'rtl'],
    ['dir="auto" on the element: the locale decides', 'he', { own: 'auto' }, 'rtl'],
  ];
  for (const [name, locale, host, expected] of cases) {
    it(`${name}: ${expected}`, () => {
      expect(dirOf(locale, host)).to.equal(expected);
    });
  }
});
