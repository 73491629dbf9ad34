// Each element's doc page opens with what it needs from the host and the exact message it gives
// when a required attribute is missing: the message the element builds (missingAttribute in
// elements/<tag>.ts), word for word, in the page's first lines.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const ELEMENTS = new URL('../../elements/', import.meta.url);
const DOCS = new URL('../../docs/elements/', import.meta.url);
/** How far down a page its "Needs from the host" paragraph may run. */
const HEAD_LINES = 20;

const collapse = (text) => text.replace(/\s+/g, ' ');

describe('element doc pages: what each element needs, and what it says without it', () => {
  for (const file of readdirSync(ELEMENTS).filter((name) => /^fin-[a-z-]+\.ts$/.test(name))) {
    const tag = file.replace(/\.ts$/, '');
    it(`docs/elements/${tag}.md`, () => {
      const head = collapse(readFileSync(new URL(`${tag}.md`, DOCS), 'utf8').split('\n').slice(0, HEAD_LINES).join('\n'));
      assert.match(head, /\*\*Needs from the host:\*\*/, 'no "Needs from the host" in its first lines');
      const source = readFileSync(new URL(file, ELEMENTS), 'utf8');
      for (const [, owner, attribute, what] of source.matchAll(/missingAttribute\(\s*'([^']+)',\s*'([^']+)',\s*'([^']*)'\s*\)/g)) {
        const message = `<${owner}> attribute "${attribute}" is missing: set it to ${what}.`;
        assert.ok(head.includes(message), `its first lines do not give the exact message: ${message}`);
      }
    });
  }
});
