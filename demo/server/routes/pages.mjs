// Demo pages: the index is made from demo/pages.json (only pages that work are listed there);
// each page is demo/pages/<name>.html served under a strict Content-Security-Policy.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

/** The policy the demo pages run under: the SDK needs no inline script, eval or inline style. */
export function contentSecurityPolicy(nonce, sdkOrigin, frameOrigin) {
  const sdk = sdkOrigin ? ` ${sdkOrigin}` : '';
  const frames = frameOrigin ? ` ${frameOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${sdk}`,
    `style-src 'self'${sdk}`,
    `connect-src 'self'${sdk}${sdk.replace('http', 'ws')}${frames}`,
    `frame-src 'self'${frames}`,
    `img-src 'self' data: blob: https:${sdk}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/**
 * Renders a page template: %NONCE% for the host's own inline snippet, %SDK% for the SDK origin,
 * %SSO% for the second origin (the reference sign-on service), which the page may frame and call.
 */
export function renderPage(demoDir, name, { sdkOrigin = '', ssoOrigin = '', extra = {} } = {}) {
  const nonce = randomBytes(16).toString('base64');
  let html = readFileSync(join(demoDir, 'pages', `${name}.html`), 'utf8')
    .replaceAll('%NONCE%', nonce)
    .replaceAll('%SDK%', sdkOrigin)
    .replaceAll('%SSO%', ssoOrigin);
  for (const [key, value] of Object.entries(extra)) html = html.replaceAll(`%${key}%`, escapeHtml(value));
  return { html, csp: contentSecurityPolicy(nonce, sdkOrigin, ssoOrigin) };
}

function indexPage(pages, hostOrigin) {
  const items = pages
    .map(
      (page) => `<li class="card">
        <a href="${escapeHtml(page.path)}"><span class="card-title">${escapeHtml(page.title)}</span>
        <code>&lt;${escapeHtml(page.element)}&gt;</code></a>
        <p>${escapeHtml(page.description)}</p></li>`,
    )
    .join('\n');
  const crossOrigin = hostOrigin
    ? `<li class="card"><a href="${escapeHtml(hostOrigin)}/"><span class="card-title">Cross-origin host page</span>
        <code>${escapeHtml(hostOrigin)}</code></a>
        <p>A page on another origin that embeds the SDK from this server with the loader snippet.</p></li>`
    : '';
  return `<!doctype html>
<html lang="en-GB">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Fin Widgets demos</title>
  <link rel="icon" href="/assets/favicon.svg">
  <link rel="stylesheet" href="/assets/demo.css">
</head>
<body>
  <header class="demo-header"><div class="demo-brand">Fin Widgets</div><span class="demo-tag">reference server</span></header>
  <main class="demo-main">
    <h1>Demos</h1>
    <p class="lead">Each page embeds one element with the loader snippet, talking to this reference server.</p>
    <ul class="cards">
${items}
${crossOrigin}
    </ul>
  </main>
</body>
</html>`;
}

export default async function pageRoutes(app, { demoDir, pages, hostOrigin }) {
  app.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(indexPage(pages, hostOrigin())));
  for (const page of pages) {
    app.get(page.path, async (_request, reply) => {
      const { html, csp } = renderPage(demoDir, page.template, { ssoOrigin: hostOrigin() ?? '' });
      return reply.header('content-security-policy', csp).type('text/html; charset=utf-8').send(html);
    });
  }
}
