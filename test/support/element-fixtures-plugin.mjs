// Element modules for the loader tests (a Koa middleware, since plugins cannot set a status),
// where the loader looks for them: /elements/<tag>.js?v=<build>. The tag's name says how it
// behaves: fin-flaky-… answers 503 the first time, then defines it; fin-empty-… defines nothing;
// any other defines <tag> and exports the commands `echo`, `mark` (counts its calls synchronously)
// and `record` (keeps each call's arguments in window.records).
const seen = new Set();

const moduleFor = (tag) => `
customElements.define(${JSON.stringify(tag)}, class extends HTMLElement {
  connectedCallback() { this.textContent = 'upgraded'; }
});
export const commands = {
  echo: (...args) => Promise.resolve({ tag: ${JSON.stringify(tag)}, args }),
  mark: () => (window.marks = (window.marks || 0) + 1),
  record: (...args) => (window.records = [...(window.records || []), args]).length,
};
`;

export async function elementFixtures(context, next) {
  const match = /^\/elements\/(fin-(?:(flaky|empty)-)?[a-z0-9-]+)\.js$/.exec(context.path);
  if (!match) return next();
  const [, tag, kind] = match;
  context.set('cache-control', 'no-store');
  context.type = 'text/javascript';
  if (kind === 'flaky' && !seen.has(tag)) {
    seen.add(tag);
    context.status = 503;
    context.body = '';
    return undefined;
  }
  context.body = kind === 'empty' ? '' : moduleFor(tag);
  return undefined;
}
