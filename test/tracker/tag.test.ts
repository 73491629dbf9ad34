import { expect } from '@open-wc/testing';
import '../../elements/fin-tracker';
import { tagOptions } from '../../src/tracker/tag';

const sources = (attributes: Record<string, string>) => ({
  read: (name: string) => attributes[name] ?? null,
  host: { apiBase: 'https://loader.example/', locale: 'fr-FR' },
  cookie: '',
  baseUrl: 'https://page.example/shop/',
});

describe('<fin-tracker> attributes', () => {
  it('maps each attribute to a tracker option; absent ones leave the loader\'s options alone', () => {
    expect(tagOptions(sources({ product: 'business', 'app-id': 'web', 'app-version': '1.2', mode: 'dry-run' }), { id: 'u' })).to.deep.equal({
      product: 'business',
      appId: 'web',
      appVersion: '1.2',
      mode: 'dry-run',
      endpoint: undefined,
      testEndpoint: undefined,
      consent: undefined,
      respectDnt: undefined,
      userInfo: { id: 'u' },
      locale: undefined,
    });
  });

  const cases: [string, Record<string, string>, Record<string, unknown>][] = [
    ['api-base is the endpoint when endpoint is absent', { 'api-base': '/api/' }, { endpoint: 'https://page.example/api/' }],
    ['endpoint wins over api-base', { endpoint: 'https://c.example/', 'api-base': '/api/' }, { endpoint: 'https://c.example/' }],
    ['consent="false"', { consent: 'false' }, { consent: false }],
    ['consent="true"', { consent: 'true' }, { consent: true }],
    ['respect-dnt present', { 'respect-dnt': '' }, { respectDnt: true }],
    ['respect-dnt="false"', { 'respect-dnt': 'false' }, { respectDnt: undefined }],
    ['locale canonicalised', { locale: 'en_gb' }, { locale: 'en-GB' }],
  ];
  for (const [name, attributes, expected] of cases) {
    it(name, () => {
      const options = tagOptions(sources(attributes), undefined);
      expect(Object.fromEntries(Object.keys(expected).map((key) => [key, options[key]]))).to.deep.equal(expected);
    });
  }

  it('a consent or a mode outside its values gives fin-error with the attribute named', () => {
    const tag = document.createElement('fin-tracker');
    const errors: string[] = [];
    tag.addEventListener('fin-error', (event) => errors.push((event as CustomEvent<{ code: string; message: string }>).detail.message));
    tag.setAttribute('product', 'wtr');
    tag.setAttribute('mode', 'dry-run');
    tag.setAttribute('consent', 'yes');
    document.body.append(tag);
    tag.setAttribute('consent', 'true');
    tag.setAttribute('mode', 'live');
    tag.remove();
    expect(errors).to.deep.equal([
      '<fin-tracker> attribute "consent" expects one of "true", "false", got "yes".',
      '<fin-tracker> attribute "mode" expects one of "production", "development", "dry-run", got "live".',
    ]);
  });
});
