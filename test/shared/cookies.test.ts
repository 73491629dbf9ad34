import { expect } from '@open-wc/testing';
import { localeFromCookie } from '../../src/shared/config';
import { readCookie } from '../../src/shared/cookies';

describe('cookies: readCookie', () => {
  const cases: [string, string, string | undefined][] = [
    ['lang=en-GB', 'lang', 'en-GB'],
    ['a=1; lang=fr; b=2', 'lang', 'fr'],
    ['a=1;lang=fr', 'lang', 'fr'],
    ['  lang = de ', 'lang', 'de'],
    ['xlang=fr; langx=de', 'lang', undefined],
    ['lang=first; lang=second', 'lang', 'first'],
    ['token=a=b=c', 'token', 'a=b=c'],
    ['name=J%C3%BCrgen%20K', 'name', 'Jürgen K'],
    ['bad=%E0%A4%A', 'bad', '%E0%A4%A'],
    ['lang=', 'lang', ''],
    ['lang', 'lang', undefined],
    ['', 'lang', undefined],
  ];
  for (const [cookie, name, expected] of cases) {
    it(`${JSON.stringify(cookie)} → ${JSON.stringify(expected)}`, () => {
      expect(readCookie(cookie, name)).to.equal(expected);
    });
  }
});

describe('config: the language cookie', () => {
  const cases: [string, string | undefined][] = [
    ['lang=en_GB', 'en-GB'],
    ['theme=dark; lang=fr-ca', 'fr-CA'],
    ['lang=zh_Hant_TW', 'zh-Hant-TW'],
    ['lang=%E0', undefined],
    ['lang=not a locale', undefined],
    ['lang=', undefined],
    ['language=fr', undefined],
  ];
  for (const [cookie, expected] of cases) {
    it(`${JSON.stringify(cookie)} → ${JSON.stringify(expected)}`, () => {
      expect(localeFromCookie(cookie)).to.equal(expected);
    });
  }
});
