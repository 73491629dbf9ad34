import { expect } from '@open-wc/testing';
import { loadPaymentEmbed, paymentEmbedLocale, readPaymentReturn } from '../../../src/sso/core/payment-embed';

describe('sso core: payment-embed loader', () => {
  it('reads _rp_oid, _rp_s and _rp_fr', () => {
    expect(JSON.stringify(readPaymentReturn('https://shop.example/pay?_rp_oid=ord_1&_rp_s=failed&_rp_fr=insufficient_funds'))).to.equal(
      JSON.stringify({ orderId: 'ord_1', status: 'failed', failureReason: 'insufficient_funds' }),
    );
    expect(JSON.stringify(readPaymentReturn('https://shop.example/pay?_rp_oid=ord_2'))).to.equal(JSON.stringify({ orderId: 'ord_2' }));
    expect(readPaymentReturn('https://shop.example/pay?_rp_s=ok')).to.equal(null);
  });

  const locales: [string | undefined, string][] = [
    ['en-US', 'en-US'], ['en-GB', 'en'], ['fr-FR', 'fr'], ['ja', 'ja'], ['hr', 'hr'], ['el-GR', 'el'], ['da', 'en'], [undefined, 'en'],
  ];
  for (const [locale, expected] of locales) {
    it(`locale ${locale} → ${expected}`, () => expect(paymentEmbedLocale(locale)).to.equal(expected));
  }

  it('imports the version script, then the script of that version for the mode', async () => {
    const imported: string[] = [];
    const mount = () => 'mounted';
    const embed = await loadPaymentEmbed({ baseUrl: 'https://pay.example/embed', mode: 'upsell', locale: 'de-AT' }, async (url) => {
      imported.push(url);
      return url.endsWith('version.js') ? { version: '2.4.1' } : { mount };
    }, 'https://shop.example/?_rp_oid=ord_9');
    expect(JSON.stringify(embed.paymentReturn)).to.equal(JSON.stringify({ orderId: 'ord_9' }));
    expect(imported).to.deep.equal(['https://pay.example/embed/version.js', 'https://pay.example/embed/2.4.1/upsell.js']);
    expect(embed.version).to.equal('2.4.1');
    expect(embed.locale).to.equal('de');
    expect(embed.mount()).to.equal('mounted');
  });

  it('refuses a malformed version or a script without mount, naming the file', async () => {
    const failure = (modules: Record<string, unknown>) =>
      loadPaymentEmbed({ baseUrl: 'https://pay.example/', mode: 'embed' }, async (url) => modules[url], 'https://shop.example/').then(
        () => '',
        (error: Error) => error.message,
      );
    expect(await failure({ 'https://pay.example/version.js': { version: '../evil' } })).to.equal(
      'https://pay.example/version.js: unexpected data at $.version: expected a version like 1.2.3, got "../evil"',
    );
    expect(await failure({ 'https://pay.example/version.js': { version: '1.0.0' }, 'https://pay.example/1.0.0/embed.js': {} })).to.equal(
      'https://pay.example/1.0.0/embed.js: unexpected data at $.mount: expected a function',
    );
  });
});
