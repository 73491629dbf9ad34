import { expect } from '@open-wc/testing';
import { currencyRows, searchCurrencies } from '../../../../src/forms/core/pickers/currencies';

/** Counts Intl's name and symbol lookups while `run` runs. */
function countLookups(run: (calls: { names: number; symbols: number }) => void): void {
  const calls = { names: 0, symbols: 0 };
  const of = Intl.DisplayNames.prototype.of;
  const formatToParts = Intl.NumberFormat.prototype.formatToParts;
  Intl.DisplayNames.prototype.of = function (this: Intl.DisplayNames, code: string) {
    calls.names += 1;
    return of.call(this, code);
  };
  Intl.NumberFormat.prototype.formatToParts = function (this: Intl.NumberFormat, value?: number | bigint) {
    calls.symbols += 1;
    return formatToParts.call(this, value);
  };
  try {
    run(calls);
  } finally {
    Intl.DisplayNames.prototype.of = of;
    Intl.NumberFormat.prototype.formatToParts = formatToParts;
  }
}

describe('currency rows (§3 Currency)', () => {
  it('completes code, name, symbol, fraction digits and flag from Intl and the spec, keeping what the server gave', () => {
    const rows = currencyRows([{ code: 'gbp' }, { code: 'JPY', description: 'Yen', symbol: 'Y' }, { code: 'BHD', fractionDigits: 2 }, { code: 'XAF' }], 'en-GB');
    expect(rows.map(({ code, description, symbol, fractionDigits, countryCode }) => ({ code, description, symbol, fractionDigits, countryCode }))).to.deep.equal([
      { code: 'GBP', description: 'British Pound', symbol: '£', fractionDigits: 2, countryCode: 'GB' },
      { code: 'JPY', description: 'Yen', symbol: 'Y', fractionDigits: 0, countryCode: 'JP' },
      { code: 'BHD', description: 'Bahraini Dinar', symbol: 'BHD', fractionDigits: 2, countryCode: 'BH' },
      { code: 'XAF', description: 'Central African CFA Franc', symbol: 'FCFA', fractionDigits: 0, countryCode: undefined },
    ]);
  });

  it('looks a name and a symbol up only when one is read, once: a closed money picker shows only the code', () => {
    countLookups((calls) => {
      const rows = currencyRows([{ code: 'GBP' }, { code: 'EUR' }], 'en-GB');
      expect(rows.map((row) => `${row.code} ${row.countryCode} ${row.fractionDigits}`)).to.deep.equal(['GBP GB 2', 'EUR EU 2']);
      expect(calls).to.deep.equal({ names: 0, symbols: 0 });
      expect(rows[1]!.description).to.equal('Euro');
      expect(rows[1]!.description).to.equal('Euro');
      expect(rows[1]!.symbol).to.equal('€');
      expect(calls).to.deep.equal({ names: 1, symbols: 1 });
    });
  });

  it('searches code (from its start) or name, case-insensitive', () => {
    const rows = currencyRows([{ code: 'GBP' }, { code: 'EUR' }, { code: 'USD' }], 'en-GB');
    expect(searchCurrencies(rows, ' eu').map((row) => row.code)).to.deep.equal(['EUR']);
    expect(searchCurrencies(rows, 'DOLLAR').map((row) => row.code)).to.deep.equal(['USD']);
    expect(searchCurrencies(rows, 'p').map((row) => row.code)).to.deep.equal(['GBP']);
    expect(searchCurrencies(rows, '').map((row) => row.code)).to.deep.equal(['GBP', 'EUR', 'USD']);
  });
});
