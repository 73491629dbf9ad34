import { expect } from '@open-wc/testing';
import { COUNTRY_CODES, countryList, searchCountries } from '../../../../src/forms/core/pickers/countries';

describe('countries (§3 Country, §5 Country search)', () => {
  it('names every ISO country in the locale with Intl.DisplayNames, sorted by name', () => {
    const list = countryList('en-GB');
    expect(list.length).to.equal(COUNTRY_CODES.length);
    expect(list.find((country) => country.code === 'GB')?.description).to.equal('United Kingdom');
    const names = list.map((country) => country.description);
    expect(names.slice(0, 2)).to.deep.equal(['Afghanistan', 'Åland Islands']);
    expect(countryList('de-DE').find((country) => country.code === 'DE')?.description).to.equal('Deutschland');
  });

  it('offers only the available countries, keeps a server description, drops malformed and repeated codes', () => {
    const list = countryList('en-GB', ['gb', 'IE', { code: 'AE', description: 'UAE' }, 'GBR', 'IE']);
    expect(list).to.deep.equal([
      { code: 'IE', description: 'Ireland' },
      { code: 'AE', description: 'UAE' },
      { code: 'GB', description: 'United Kingdom' },
    ]);
  });

  const table: [string, string[]][] = [
    ['', ['AE', 'GB', 'IE', 'DE']],
    ['gb', ['GB']],
    ['GB', ['GB']],
    ['ger', ['DE']],
    ['KING', ['GB']],
    ['  ire ', ['IE']],
    ['ngdo', ['GB']],
    ['e', ['AE', 'GB', 'IE', 'DE']],
    ['zz', []],
  ];
  for (const [query, codes] of table) {
    it(`search "${query}" → ${codes.join(', ') || 'nothing'}`, () => {
      const countries = [
        { code: 'AE', description: 'United Arab Emirates' },
        { code: 'GB', description: 'United Kingdom' },
        { code: 'IE', description: 'Ireland' },
        { code: 'DE', description: 'Germany' },
      ];
      expect(searchCountries(countries, query).map((country) => country.code)).to.deep.equal(codes);
    });
  }
});
