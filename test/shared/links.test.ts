import { expect } from '@open-wc/testing';
import { DeepLinkError, navigationFor, parseLinkedText, resolveAppLink, resourceUrl, safeUrl, UnsafeUrlError } from '../../src/shared/links';

const PAGE = 'https://business.finapp.com/support/ticket?x=1';

/** The hostile URL shapes of issue 13, each of which must be refused wherever a server URL lands. */
const HOSTILE_URLS: readonly string[] = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  '  javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\njava\tscript:alert(1)',
  'javascript&#58;alert(1)',
  'javascript&#x3A;alert(1)',
  'javascript&colon;alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3a;alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
];

describe('safeUrl', () => {
  const allowed: [string, string, string][] = [
    ['https', 'https://help.finapp.com/a?b=1#c', 'https://help.finapp.com/a?b=1#c'],
    ['https in capitals', 'HTTPS://EXAMPLE.COM/x', 'https://example.com/x'],
    ['https with spaces around', '  https://example.com/x ', 'https://example.com/x'],
    ['a path', '/transactions/1', 'https://business.finapp.com/transactions/1'],
    ['a relative path', 'details', 'https://business.finapp.com/support/details'],
    ['a query', '?tab=2', 'https://business.finapp.com/support/ticket?tab=2'],
    ['a protocol-relative https link', '//cdn.example/i.png', 'https://cdn.example/i.png'],
    ['mailto', 'mailto:help@finapp.com', 'mailto:help@finapp.com'],
    ['tel', 'tel:+441234567890', 'tel:+441234567890'],
    ['http on localhost', 'http://localhost:8080/x', 'http://localhost:8080/x'],
    ['http on 127.0.0.1', 'http://127.0.0.1/x', 'http://127.0.0.1/x'],
  ];
  for (const [name, url, expected] of allowed) {
    it(`allows ${name}`, () => expect(safeUrl(url, PAGE)).to.equal(expected));
  }

  it('allows http on the page’s own origin only', () => {
    expect(safeUrl('http://shop.example/a', 'http://shop.example/b')).to.equal('http://shop.example/a');
    expect(safeUrl('http://evil.example/a', 'http://shop.example/b')).to.equal(undefined);
    expect(safeUrl('//evil.example/a', 'http://shop.example/b')).to.equal(undefined);
  });

  const refused: [string, string][] = [
    ...HOSTILE_URLS.map((url): [string, string] => [JSON.stringify(url), url]),
    ['http elsewhere', 'http://evil.example/'],
    ['an app scheme', 'finapp://topup'],
    ['file', 'file:///etc/passwd'],
    ['blob', 'blob:https://business.finapp.com/1'],
    ['a data image', 'data:image/png;base64,iVBORw0KGgo='],
    ['not a URL', 'https://exa mple.com:port/'],
  ];
  for (const [name, url] of refused) {
    it(`refuses ${name}`, () => expect(safeUrl(url, PAGE)).to.equal(undefined));
  }

  it('names the refused URL and the code unsafe_url', () => {
    const error = new UnsafeUrlError('javascript:alert(1)');
    expect([error.name, error.code, error.url]).to.deep.equal(['UnsafeUrlError', 'unsafe_url', 'javascript:alert(1)']);
    expect(error.message).to.equal('Refused the URL "javascript:alert(1)": only https:, http: on this site, mailto:, tel: and relative links are followed.');
  });
});

describe('resourceUrl: a src an API returned resolves against that API, not the page', () => {
  // The partner site: the page on one origin, the API on another.
  const PARTNER_PAGE = 'https://partner.example/shop/support?x=1';
  const API = 'https://api.provider.example/api/chat';
  const cases: [string, string, string, string | undefined][] = [
    ['a path from the root', '/api/chat/uploads/1/file', API, 'https://api.provider.example/api/chat/uploads/1/file'],
    ['a path relative to the API', 'uploads/1/file', API, 'https://api.provider.example/api/chat/uploads/1/file'],
    ['the same with a slash after the base', 'uploads/1/file', `${API}/`, 'https://api.provider.example/api/chat/uploads/1/file'],
    ['a query', 'uploads/1/thumb?width=480', API, 'https://api.provider.example/api/chat/uploads/1/thumb?width=480'],
    ['an absolute https URL, as given', 'https://cdn.example/a.png', API, 'https://cdn.example/a.png'],
    ['a protocol-relative URL', '//cdn.example/a.png', API, 'https://cdn.example/a.png'],
    ['a relative api-base, resolved against the page first', 'uploads/1', '/api/chat', 'https://partner.example/api/chat/uploads/1'],
    // The policy is the same: http only on the page's origin or localhost, whatever the API's origin.
    ['a path on an http API elsewhere: refused', '/a.png', 'http://api.provider.example/api', undefined],
    ['a path on an http API on localhost', '/a.png', 'http://localhost:8080/api', 'http://localhost:8080/a.png'],
    ['javascript: refused', 'javascript:alert(1)', API, undefined],
    ['a hidden javascript: refused', 'javascript&colon;alert(1)', API, undefined],
    ['an api-base that is not a URL: refused', '/a.png', 'http://[::1', undefined],
  ];
  for (const [name, url, apiBase, expected] of cases) {
    it(name, () => expect(resourceUrl(url, apiBase, PARTNER_PAGE)).to.equal(expected));
  }

  for (const url of HOSTILE_URLS) {
    it(`refuses ${JSON.stringify(url)}`, () => expect(resourceUrl(url, API, PARTNER_PAGE)).to.equal(undefined));
  }

  it('a link meant for the host page still resolves against the page (safeUrl)', () => {
    expect(safeUrl('/help/lost-card', PARTNER_PAGE)).to.equal('https://partner.example/help/lost-card');
    expect(safeUrl('details', PARTNER_PAGE)).to.equal('https://partner.example/shop/details');
  });
});

describe('resolveAppLink (§2.3 link rewriting, §5)', () => {
  const cases: [string, unknown][] = [
    ['finapp://topup', { kind: 'web', path: '/accounts/topup' }],
    ['finapp:///topup/', { kind: 'web', path: '/accounts/topup' }],
    ['FINAPP://topup?currency=EUR', { kind: 'web', path: '/accounts/topup?currency=EUR' }],
    ['finapp://cards', { kind: 'web', path: '/cards/overview' }],
    ['finapp://transaction-list', { kind: 'web', path: '/transactions' }],
    ['finapp://chat?ticketId=T1', { kind: 'chat', params: { ticketId: 'T1' } }],
    ['finapp://form/chargeback?transactionId=tx1&reason=fraud', { kind: 'form', formId: 'chargeback', params: { transactionId: 'tx1', reason: 'fraud' } }],
    ['finapp://form?formId=dispute', { kind: 'form', formId: 'dispute', params: { formId: 'dispute' } }],
    ['finapp://faq?key=abc123', { kind: 'faq', key: 'abc123', params: { key: 'abc123' } }],
  ];
  for (const [url, expected] of cases) {
    it(url, () => expect(resolveAppLink(url)).to.deep.equal(expected));
  }

  const errors: [string, string, string][] = [
    ['finapp://faq', 'deeplink_invalid', 'The FAQ link "finapp://faq" has no key.'],
    ['finapp://faq?key=', 'deeplink_invalid', 'The FAQ link "finapp://faq?key=" has no key.'],
    ['finapp://form', 'deeplink_invalid', 'The form link "finapp://form" has no form id.'],
    ['finapp://stocks/AAPL', 'deeplink_unmapped', 'The app link "finapp://stocks/AAPL" has no web page: it is available in the mobile app only.'],
    ['finapp://cards/1', 'deeplink_unmapped', 'The app link "finapp://cards/1" has no web page: it is available in the mobile app only.'],
    ['https://finapp.com/topup', 'deeplink_unmapped', '"https://finapp.com/topup" is not an app deep link.'],
  ];
  for (const [url, code, message] of errors) {
    it(`${url} throws ${code}`, () => {
      let thrown: unknown;
      try {
        resolveAppLink(url);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).to.be.instanceOf(DeepLinkError);
      expect([(thrown as DeepLinkError).code, (thrown as DeepLinkError).message]).to.deep.equal([code, message]);
    });
  }
});

describe('navigationFor', () => {
  const cases: [string, string, unknown][] = [
    ['a path on the page', '/transactions/1', { target: 'same-window', href: 'https://business.finapp.com/transactions/1' }],
    ['the same origin', 'https://business.finapp.com/a', { target: 'same-window', href: 'https://business.finapp.com/a' }],
    ['another site', 'https://help.finapp.com/a', { target: 'new-tab', href: 'https://help.finapp.com/a' }],
    ['mailto', 'mailto:help@finapp.com', { target: 'new-tab', href: 'mailto:help@finapp.com' }],
    ['an app link with a web page', 'finapp://topup', { target: 'same-window', href: 'https://business.finapp.com/accounts/topup' }],
    ['an app link without one', 'finapp://cards/1', { target: 'none', reason: 'The app link "finapp://cards/1" has no web page: it is available in the mobile app only.' }],
    ['a chat link', 'finapp://chat', { target: 'none', reason: 'The chat link "finapp://chat" opens a route of the host page, which handles the element\'s link event.' }],
    ['a FAQ link without a key', 'finapp://faq', { target: 'none', reason: 'The FAQ link "finapp://faq" has no key.' }],
  ];
  for (const [name, url, expected] of cases) {
    it(name, () => expect(navigationFor(url, PAGE)).to.deep.equal(expected));
  }

  for (const url of HOSTILE_URLS) {
    it(`refuses ${JSON.stringify(url)}`, () => {
      const navigation = navigationFor(url, PAGE);
      expect(navigation.target).to.equal('refused');
      expect(navigation.target === 'refused' && navigation.error.code).to.equal('unsafe_url');
    });
  }
});

describe('parseLinkedText (§5 link rendering)', () => {
  const cases: [string, string, unknown][] = [
    ['plain text', 'No links here.', [{ kind: 'text', text: 'No links here.' }]],
    [
      'an https link',
      'See [our guide](https://help.finapp.com/guide) first.',
      [
        { kind: 'text', text: 'See ' },
        { kind: 'link', label: 'our guide', url: 'https://help.finapp.com/guide', target: { kind: 'external', href: 'https://help.finapp.com/guide' } },
        { kind: 'text', text: ' first.' },
      ],
    ],
    [
      'a deep link converted',
      '[Top up](finapp://topup) now',
      [
        { kind: 'link', label: 'Top up', url: 'finapp://topup', target: { kind: 'web', path: '/accounts/topup' } },
        { kind: 'text', text: ' now' },
      ],
    ],
    [
      'a FAQ deep link',
      '[Read](finapp://faq?key=k1)',
      [{ kind: 'link', label: 'Read', url: 'finapp://faq?key=k1', target: { kind: 'faq', key: 'k1', params: { key: 'k1' } } }],
    ],
    [
      'a deep link with no web page: mobile only (§5, §8)',
      'Open [Stocks](finapp://stocks) there',
      [
        { kind: 'text', text: 'Open ' },
        { kind: 'link', label: 'Stocks', url: 'finapp://stocks', target: { kind: 'mobile-only' } },
        { kind: 'text', text: ' there' },
      ],
    ],
    ['a FAQ deep link without a key: mobile only', '[Read](finapp://faq)', [{ kind: 'link', label: 'Read', url: 'finapp://faq', target: { kind: 'mobile-only' } }]],
    ['http is not external', '[Site](http://example.com)', [{ kind: 'text', text: 'Site (http://example.com)' }]],
    ['javascript stays text', '[Click](javascript:alert(1))', [{ kind: 'text', text: '[Click](javascript:alert(1))' }]],
    ['javascript without parentheses', '[Click](javascript:alert`1`)', [{ kind: 'text', text: 'Click (javascript:alert`1`)' }]],
    ['brackets without a URL', 'an [aside] (here)', [{ kind: 'text', text: 'an [aside] (here)' }]],
  ];
  for (const [name, text, expected] of cases) {
    it(name, () => expect(parseLinkedText(text, PAGE)).to.deep.equal(expected));
  }
});
