// The provider's payment-embed scripts (spec sso-chat-help-centre.md §7.1): a version script,
// then the embed or upsell script of that version, as ES modules exporting `mount`.
const VERSION = '1.0.0';

const script = (kind, title) => `export function mount(target, options = {}) {
  const box = document.createElement('div');
  box.className = 'fin-pay-${kind}';
  box.setAttribute('role', 'group');
  box.setAttribute('aria-label', ${JSON.stringify(title)});
  box.textContent = ${JSON.stringify(title)} + ' · ' + (options.locale || 'en') + ' · v${VERSION}';
  target.replaceChildren(box);
  return () => box.remove();
}
`;

export default async function paymentEmbedRoutes(app) {
  const send = (body) => async (_request, reply) => reply.type('text/javascript').header('cache-control', 'no-cache').send(body);
  app.get('/pay/version.js', send(`export const version = ${JSON.stringify(VERSION)};\n`));
  app.get(`/pay/${VERSION}/embed.js`, send(script('embed', 'Pay with Fin')));
  app.get(`/pay/${VERSION}/upsell.js`, send(script('upsell', 'Get cashback with Fin')));
}
