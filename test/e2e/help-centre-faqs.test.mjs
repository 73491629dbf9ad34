// <fin-help-centre faq-tree="faqs"> through the reference server (issue 47, §7.5's alternative
// tree): the demo's control sets the attribute (after the page's first request, so the element
// must follow a change of it); the landing's categories come from GET /support/faqs/{scope}?lang,
// and a topic and an article of that tree open as with the one-call tree. (The demo's tree is two
// levels deep, so no branch is cut: GET …/node/{faqKey} is test/server/help-centre.test.mjs's and
// services.test.ts's.)
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, openPage, useServersAndBrowser } from './support.mjs';

describe('<fin-help-centre> alternative FAQ tree through the reference server', () => {
  const env = useServersAndBrowser();

  it('the demo control sets faq-tree="faqs": the tree comes from faqs/{scope}, and its topics and articles open', { timeout: 120_000 }, async () => {
    const { page, problems, close } = await openPage(env.browser, { viewport: { width: 375, height: 800 } });
    const element = page.locator('fin-help-centre');
    const trees = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (/\/support\/(faqs|faq-tree)\//.test(pathname)) trees.push(pathname.replace(/^.*\/support\//, '') + search);
    });
    await page.goto(`${env.servers.origin}/help-centre`);
    await page.setChecked('#faq-tree', true);
    trees.length = 0;
    await page.reload();
    await element.locator('[part="categories"] [part="topic"]', { hasText: 'Cards' }).waitFor({ timeout: 15_000 });
    assert.ok(trees.includes('faqs/retail?lang=en-GB'), `the top of the tree: ${trees.join(', ')}`);
    await element.locator('[part="topic"]', { hasText: 'Cards' }).first().click();
    await element.locator('h1', { hasText: 'Cards' }).waitFor();
    await element.locator('[part="topic"]', { hasText: 'How do I freeze my card?' }).click();
    await element.locator('[part="step"]').first().waitFor({ timeout: 15_000 });
    assert.deepEqual(await axeViolations(page), []);
    await page.setChecked('#faq-tree', false);
    assert.deepEqual(problems, []);
    await close();
  });
});
