import { expect } from '@open-wc/testing';
import { safeUrl } from '../../src/shared/links';
import { MESSAGE_HTML, sanitizeHtml, sanitizeHtmlFragment } from '../../src/shared/sanitize';
import type { HtmlAllowlist } from '../../src/shared/sanitize';
import { ARTICLE_HTML } from '../../src/shared/sanitize-article';
import { DOMPURIFY_VECTORS } from '../support/dompurify-vectors';
import { XSS_CORPUS } from '../support/xss-corpus';

const LINK = 'target="_blank" rel="noopener noreferrer"';
/** The test page's origin (http on localhost): safeUrl allows http here. */
const ORIGIN = location.origin;

/**
 * Whatever went in, what comes out holds only the allowlist's elements and attributes, no event
 * handler, and URLs that are the URL policy's own answers (so no javascript:, data: or vbscript:).
 */
function expectSafe(html: string, allowlist: HtmlAllowlist = MESSAGE_HTML): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const element of template.content.querySelectorAll('*')) {
    const name = element.localName;
    expect(allowlist.tags, `element <${name}> in ${html}`).to.include(name);
    expect(element.namespaceURI).to.equal('http://www.w3.org/1999/xhtml');
    const allowed = [...Object.keys(allowlist.attributes?.[name] ?? {}), ...(name === 'a' ? ['target', 'rel'] : [])];
    for (const attribute of element.attributes) {
      expect(allowed, `attribute ${attribute.name} in ${html}`).to.include(attribute.name);
      expect(attribute.name).not.to.match(/^on/i);
    }
    for (const url of [element.getAttribute('href'), element.getAttribute('src')]) {
      if (url === null) continue;
      expect(safeUrl(url, location.href), `URL ${url} in ${html}`).to.equal(url);
      expect(new URL(url).protocol).to.match(/^(https?|mailto|tel):$/);
    }
    if (name === 'a') {
      expect(element.getAttribute('target')).to.equal('_blank');
      expect(element.getAttribute('rel')).to.equal('noopener noreferrer');
    }
  }
}

describe('sanitize: allowed markup survives', () => {
  const cases: [string, string][] = [
    ['<p>Hello <strong>there</strong></p>', '<p>Hello <strong>there</strong></p>'],
    ['<p><em>e</em> <span>s</span> next</p>', '<p><em>e</em> <span>s</span> next</p>'],
    // §5 allows paragraph, span, link, emphasis, strong and lists only: i and b keep their text, br becomes a newline.
    ['<p><i>i</i> <b>b</b><br>next</p>', '<p>i b\nnext</p>'],
    ['<ul><li>one</li><li>two</li></ul><ol><li>three</li></ol>', '<ul><li>one</li><li>two</li></ul><ol><li>three</li></ol>'],
    ['<a href="https://help.example/faq?a=1&amp;b=2">FAQ</a>', `<a href="https://help.example/faq?a=1&amp;b=2" ${LINK}>FAQ</a>`],
    ['<a href="mailto:help@example.com">mail</a>', `<a href="mailto:help@example.com" ${LINK}>mail</a>`],
    ['<a href="tel:+441234567890">call</a>', `<a href="tel:+441234567890" ${LINK}>call</a>`],
    ['plain text &amp; &lt;tags&gt;', 'plain text &amp; &lt;tags&gt;'],
  ];
  for (const [input, expected] of cases) {
    it(input, () => {
      expect(sanitizeHtml(input)).to.equal(expected);
    });
  }
});

describe('sanitize: links open in a new tab, whatever they said', () => {
  const cases: [string, string][] = [
    ['<a href="https://x.example/" target="_self" rel="opener">x</a>', `<a href="https://x.example/" ${LINK}>x</a>`],
    ['<a href="https://x.example/" target="_top">x</a>', `<a href="https://x.example/" ${LINK}>x</a>`],
    ['<a href="https://x.example/" title="t" class="c" id="i">x</a>', `<a href="https://x.example/" ${LINK}>x</a>`],
  ];
  for (const [input, expected] of cases) {
    it(input, () => {
      expect(sanitizeHtml(input)).to.equal(expected);
    });
  }
});

describe('sanitize: every href and src is the URL policy\'s answer (safeUrl)', () => {
  const page = (path: string) => new URL(path, location.href).href;
  // [name, href, the href kept (undefined: the link keeps its text, without an href)]
  const links: [string, string, string | undefined][] = [
    ['a path on this site', '/account/statements', `${ORIGIN}/account/statements`],
    ['a path relative to the page', 'details?tab=2', page('details?tab=2')],
    ['a fragment', '#fees', page('#fees')],
    ['http on this site', `${ORIGIN}/help`, `${ORIGIN}/help`],
    ['https in capitals, as the browser would follow it', 'HTTPS://EXAMPLE.COM', 'https://example.com/'],
    ['http elsewhere', 'http://example.com/', undefined],
    ['protocol-relative, so http elsewhere on this page', '//example.com/x', undefined],
    ['a relative link that is javascript: once its references are decoded', 'javascript&amp;colon;alert(1)', undefined],
    ['an app scheme (the chat maps app links before sanitising)', 'finapp://topup', undefined],
    ['empty', '', undefined],
  ];
  for (const [name, href, kept] of links) {
    it(`link: ${name}`, () => {
      const output = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(output).to.equal(kept === undefined ? `<a ${LINK}>x</a>` : `<a href="${kept}" ${LINK}>x</a>`);
      expectSafe(output);
    });
  }

  // [name, src, the src kept (undefined: the image is dropped)]
  const images: [string, string, string | undefined][] = [
    ['https', 'https://cdn.example/a.png', 'https://cdn.example/a.png'],
    ['a path on this site', '/img/a.png', `${ORIGIN}/img/a.png`],
    ['http on this site', `${ORIGIN}/img/a.png`, `${ORIGIN}/img/a.png`],
    ['http elsewhere', 'http://cdn.example/a.png', undefined],
    ['protocol-relative, so http elsewhere on this page', '//cdn.example/a.png', undefined],
    ['javascript:', 'javascript:alert(1)', undefined],
    ['javascript: split by a tab', 'java\tscript:alert(1)', undefined],
    ['a data: image', 'data:image/png;base64,AAAA', undefined],
    ['empty', '', undefined],
  ];
  for (const [name, src, kept] of images) {
    it(`article image: ${name}`, () => {
      const output = sanitizeHtml(`<p>a<img src="${src}" alt="b">c</p>`, ARTICLE_HTML);
      expect(output).to.equal(kept === undefined ? '<p>ac</p>' : `<p>a<img src="${kept}" alt="b">c</p>`);
      expectSafe(output, ARTICLE_HTML);
    });
  }
});

describe('sanitize: dangerous markup is removed', () => {
  const cases: [string, string, string][] = [
    ['script', '<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['img onerror', '<img src=x onerror=alert(1)>', ''],
    ['img inside a link', '<a href="https://x.example/"><img src=x onerror=alert(1)>click</a>', `<a href="https://x.example/" ${LINK}>click</a>`],
    ['onclick', '<p onclick="alert(1)">x</p>', '<p>x</p>'],
    ['onmouseover on a link', '<a href="https://x.example/" onmouseover="alert(1)">x</a>', `<a href="https://x.example/" ${LINK}>x</a>`],
    ['javascript: href', '<a href="javascript:alert(1)">x</a>', `<a ${LINK}>x</a>`],
    ['javascript: in mixed case with spaces', '<a href="  JaVaScRiPt:alert(1)">x</a>', `<a ${LINK}>x</a>`],
    ['javascript: split by a tab entity', '<a href="java&#x09;script:alert(1)">x</a>', `<a ${LINK}>x</a>`],
    ['data: href', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', `<a ${LINK}>x</a>`],
    ['vbscript: href', '<a href="vbscript:msgbox(1)">x</a>', `<a ${LINK}>x</a>`],
    ['svg with script', '<svg><script>alert(1)</script></svg>', ''],
    ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>', ''],
    ['svg link', '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>', ''],
    ['math', '<math><mi>x</mi></math>ok', 'ok'],
    ['iframe', '<iframe src="https://evil.example"></iframe>after', 'after'],
    ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
    ['style element', '<style>p{color:red}</style><p>x</p>', '<p>x</p>'],
    ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>', '<p>x</p>'],
    ['class, id, data and aria', '<p class="c" id="i" data-x="1" aria-label="z" title="t">x</p>', '<p>x</p>'],
    ['form', '<form action="https://evil.example"><input name="pin"><button>Send</button></form>', 'Send'],
    ['nested forms', '<form><form action="https://evil.example"><input name="x"></form></form>text', 'text'],
    ['object and embed', '<object data="x.swf"></object><embed src="x.swf">', ''],
    ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', ''],
    ['base', '<base href="https://evil.example/">', ''],
    ['template', '<template><script>alert(1)</script></template>', ''],
    ['disallowed formatting keeps its text', '<h1>Title</h1><u>under</u><div>block</div>', 'Titleunderblock'],
  ];
  for (const [name, input, expected] of cases) {
    it(name, () => {
      const output = sanitizeHtml(input);
      expect(output).to.equal(expected);
      expectSafe(output);
    });
  }
});

describe('sanitize: DOM clobbering by a form\'s controls', () => {
  // A form's named controls shadow the form's own properties; the form is not kept, its text is.
  for (const name of ['childNodes', 'nodeType', 'localName', 'namespaceURI', 'getAttribute']) {
    it(`<input name=${name}> in a form`, () => {
      const output = sanitizeHtml(`<form><input name=${name}>kept <a href="https://x.example/">link</a></form>`);
      expect(output).to.equal(`kept <a href="https://x.example/" ${LINK}>link</a>`);
      expectSafe(output);
    });
  }
});

describe('sanitize: mutation XSS', () => {
  const cases: string[] = [
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
    '<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=alert(1) src=1>">',
    '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>',
    '<math><mtext><h1><a><h6></a></h6><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>"></style></h1>',
    '<a href="https://x.example/"><svg><a href="javascript:alert(1)">y</a></svg></a>',
    '<xmp><p title="</xmp><img src=x onerror=alert(1)>">',
  ];
  for (const input of cases) {
    it(input, () => {
      const output = sanitizeHtml(input);
      expectSafe(output);
      // Parsing the output again must not change it, or a second parse could wake something up.
      expect(sanitizeHtml(output)).to.equal(output);
      expect(output).not.to.match(/onerror|<img|<svg|<math|<style|javascript:/i);
    });
  }
});

describe('sanitize: the API the HTML came from', () => {
  const API = 'https://api.provider.example/api/help-centre';
  const clean = (html: string) => {
    const holder = document.createElement('div');
    holder.append(sanitizeHtmlFragment(html, ARTICLE_HTML, API));
    return holder;
  };

  it("a relative src is the API's, as a path from the root and as a path relative to it", () => {
    const holder = clean('<p><img src="media/a.png" alt=""><img src="/api/help-centre/media/b.png" alt=""><img src="https://cdn.example/c.png" alt=""></p>');
    expect([...holder.querySelectorAll('img')].map((image) => image.getAttribute('src'))).to.deep.equal([
      `${API}/media/a.png`,
      `${API}/media/b.png`,
      'https://cdn.example/c.png',
    ]);
  });

  it("a relative href stays the page's, and the policy is the same (an unsafe src is dropped)", () => {
    const holder = clean('<p><a href="/help/fees">fees</a><img src="javascript:alert(1)" alt=""><img src="http://cdn.example/a.png" alt=""></p>');
    expect(holder.querySelector('a')!.getAttribute('href')).to.equal(`${ORIGIN}/help/fees`);
    expect(holder.querySelectorAll('img').length).to.equal(0);
  });
});

describe('sanitize: fragments', () => {
  it('returns a fragment of sanitized nodes', () => {
    const fragment = sanitizeHtmlFragment('<p>Hi <a href="https://x.example/" onclick="x()">there</a><script>alert(1)</script></p>');
    expect(fragment).to.be.instanceOf(DocumentFragment);
    const host = document.createElement('div');
    host.append(fragment);
    expect(host.innerHTML).to.equal(`<p>Hi <a href="https://x.example/" ${LINK}>there</a></p>`);
    expect(host.querySelector('a')!.ownerDocument).to.equal(document);
  });
});

describe('sanitize: the article allowlist', () => {
  it('keeps headings, line breaks, https images and tables with their checked attributes', () => {
    const html =
      '<h2 id="x" onclick="x()">Fees</h2><p>One<br>two</p><img src="https://cdn.example/a.png" alt="Card" width="9" onerror="x()">' +
      '<table class="t"><caption>Limits</caption><thead><tr><th scope="col" colspan="2">Plan</th></tr></thead>' +
      '<tbody><tr><td rowspan="3" style="color:red">Free</td><td colspan="x">0</td></tr></tbody></table>';
    expect(sanitizeHtml(html, ARTICLE_HTML)).to.equal(
      '<h2>Fees</h2><p>One<br>two</p><img src="https://cdn.example/a.png" alt="Card">' +
        '<table><caption>Limits</caption><thead><tr><th colspan="2" scope="col">Plan</th></tr></thead>' +
        '<tbody><tr><td rowspan="3">Free</td><td>0</td></tr></tbody></table>',
    );
  });


  it('the message allowlist keeps only the text of headings, images and tables', () => {
    expect(sanitizeHtml('<h2>Fees</h2><img src="https://cdn.example/a.png" alt="a"><table><tr><td>0</td></tr></table>')).to.equal('Fees0');
  });

  it('runs nothing of the XSS corpus and keeps only its allowlist', async () => {
    const holder = document.createElement('div');
    document.body.append(holder);
    for (const input of XSS_CORPUS) holder.append(sanitizeHtmlFragment(input, ARTICLE_HTML));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((window as { __finPwned?: unknown }).__finPwned).to.equal(undefined);
    for (const element of holder.querySelectorAll('*')) {
      expect(ARTICLE_HTML.tags, element.localName).to.include(element.localName);
      for (const attribute of element.attributes) expect(attribute.name).to.match(/^(href|target|rel|src|alt|colspan|rowspan|scope)$/);
    }
    expect(holder.innerHTML).not.to.match(/onerror|javascript:|<svg|<math|<style|<script/i);
    holder.remove();
  });
});

describe('sanitize: DOMPurify\'s test vectors (test/support/dompurify-vectors.ts)', () => {
  for (const [title, payload] of DOMPURIFY_VECTORS) {
    it(title, () => {
      for (const allowlist of [MESSAGE_HTML, ARTICLE_HTML]) {
        const output = sanitizeHtml(payload, allowlist);
        expectSafe(output, allowlist);
        // Parsing the output again must not change it, or a second parse could wake something up.
        expect(sanitizeHtml(output, allowlist)).to.equal(output);
      }
    });
  }

  it('none of them runs anything in a live document', async () => {
    const called: string[] = [];
    const real = { alert: window.alert, confirm: window.confirm, prompt: window.prompt };
    window.alert = window.confirm = window.prompt = ((message?: unknown) => void called.push(String(message))) as never;
    const holder = document.createElement('div');
    document.body.append(holder);
    try {
      for (const [, payload] of DOMPURIFY_VECTORS) holder.append(sanitizeHtmlFragment(payload, ARTICLE_HTML));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(called).to.deep.equal([]);
      expect(holder.querySelectorAll('script, iframe, object, embed, svg, math, style, form, input, base, meta').length).to.equal(0);
    } finally {
      Object.assign(window, real);
      holder.remove();
    }
  });
});
