import { expect } from '@open-wc/testing';
import { authorisationParams, authorisationPath, authorisationUrl } from '../../../src/sso/core/params';
import type { AuthorisationOptions, AttemptParams } from '../../../src/sso/core/params';

const base: AuthorisationOptions = { clientId: 'shop', redirectUri: 'https://shop.example/return' };
const attempt = (mode: AttemptParams['mode']): AttemptParams => ({ mode, codeChallenge: 'CH', state: '_pk_abcdefghijklmnop', origin: 'https://shop.example' });
const core = (mode: string, display?: string) => [
  ['client_id', 'shop'],
  ['redirect_uri', 'https://shop.example/return'],
  ['response_type', 'code'],
  ['code_challenge_method', 'S256'],
  ['code_challenge', 'CH'],
  ['response_mode', mode],
  ...(display ? [['display', display]] : []),
];
const tail = [
  ['state', '_pk_abcdefghijklmnop'],
  ['origin', 'https://shop.example'],
];

describe('sso core: authorisation parameters (§3.1)', () => {
  const cases: { name: string; options: AuthorisationOptions; mode: AttemptParams['mode']; expected: string[][] }[] = [
    { name: 'redirect: query, display page', options: base, mode: 'redirect', expected: [...core('query', 'page'), ...tail] },
    { name: 'popup: post-message, display popup', options: base, mode: 'popup', expected: [...core('post-message', 'popup'), ...tail] },
    { name: 'frame: post-message, no display', options: base, mode: 'frame', expected: [...core('post-message'), ...tail] },
    { name: 'connect: post-message, no display', options: base, mode: 'connect', expected: [...core('post-message'), ...tail] },
    {
      name: 'every optional parameter, in order; country codes space-joined',
      options: {
        ...base,
        acrValues: 'mfa',
        loginHint: 'ada@example.com',
        flow: 'signup',
        prompt: 'login',
        uiLocales: 'en-GB',
        uiColorScheme: 'dark',
        uiBackground: '#000000',
        countryCodes: ['GB', 'LT', 'PL'],
      },
      mode: 'redirect',
      expected: [
        ...core('query').slice(0, 6),
        ['acr_values', 'mfa'],
        ['login_hint', 'ada@example.com'],
        ['display', 'page'],
        ['flow', 'signup'],
        ['prompt', 'login'],
        ['ui_locales', 'en-GB'],
        ['ui_color_scheme', 'dark'],
        ['ui_background', '#000000'],
        ['country_codes', 'GB LT PL'],
        ...tail,
      ],
    },
    {
      name: 'empty values are dropped',
      options: { ...base, loginHint: '', prompt: undefined, countryCodes: [], extraParams: { empty: '', none: undefined } },
      mode: 'redirect',
      expected: [...core('query', 'page'), ...tail],
    },
    {
      name: 'extra parameters are appended and never replace the spec ones',
      options: { ...base, extraParams: { campaign: 'spring', state: 'evil', client_id: 'other', code_challenge_method: 'plain' } },
      mode: 'popup',
      expected: [...core('post-message', 'popup'), ...tail, ['campaign', 'spring']],
    },
  ];
  for (const { name, options, mode, expected } of cases) {
    it(name, () => {
      expect(JSON.stringify(authorisationParams(options, attempt(mode)))).to.equal(JSON.stringify(expected));
    });
  }

  it('opens signin, signup for the signup flows, and embed/authorise in a frame', () => {
    expect(authorisationPath('redirect', undefined)).to.equal('signin');
    expect(authorisationPath('popup', 'signin')).to.equal('signin');
    expect(authorisationPath('redirect', 'signup')).to.equal('signup');
    expect(authorisationPath('popup', 'signup_only')).to.equal('signup');
    expect(authorisationPath('connect', 'signup')).to.equal('embed/connect');
    expect(authorisationPath('popup', 'signup', { method: 'otp', id: 'c1' })).to.equal('challenges/otp/c1');
    expect(authorisationPath('frame', 'signup')).to.equal('embed/authorise');
  });

  it('builds the URL under the service base, with or without its trailing slash', () => {
    const url = new URL(authorisationUrl('https://sso.example/auth', { ...base, countryCodes: ['GB', 'LT'] }, attempt('redirect')));
    expect(url.origin + url.pathname).to.equal('https://sso.example/auth/signin');
    expect(url.searchParams.get('country_codes')).to.equal('GB LT');
    expect(url.search).to.contain('country_codes=GB+LT');
  });
});
