// <fin-help-centre> through the reference server, in each scope: land, search with autocomplete,
// open an article, vote not helpful with a tag, reload on the deep route, back and forward on the
// host URL; the help-centre headers; axe and screenshots at 375 and 1280 px.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { axeViolations, openPage, screenshot, useServersAndBrowser } from './support.mjs';

/** A word each scope's search finds, and the first category of its tree. */
const SCOPES = [
  { scope: 'retail', query: 'declined', category: 'Card payments' },
  { scope: 'business', query: 'payouts', category: 'Transfers' },
  { scope: 'invest', query: 'dividend', category: 'Getting started' },
  { scope: 'crypto-exchange', query: 'deposit', category: 'Buying & selling' },
];

describe('<fin-help-centre> through the reference server', () => {
  const env = useServersAndBrowser();

  async function open(width = 1280) {
    const opened = await openPage(env.browser, { viewport: { width, height: 900 } });
    const calls = [];
    opened.page.on('request', (request) => {
      if (/\/api\/(help-centre|support|banners)\//.test(new URL(request.url()).pathname)) calls.push(request);
    });
    await opened.page.goto(`${env.servers.origin}/help-centre`);
    const element = opened.page.locator('fin-help-centre');
    await element.locator('[part="categories"] a').first().waitFor();
    return { ...opened, element, calls };
  }

  const h1 = (element) => element.locator('h1').first();
  const log = async () => (await fetch(`${env.servers.origin}/__help-centre/log`)).json();

  for (const { scope, query, category } of SCOPES) {
    it(`${scope}: lands, autocompletes, opens an article, votes not helpful, reloads, goes back and forward`, async () => {
      const { page, element, problems, calls, close } = await open();
      await page.selectOption('#scope', scope);
      await element.locator('[part="topic"]', { hasText: category }).first().waitFor();
      assert.equal(await element.locator('[part="back"]').count(), scope === 'business' ? 0 : 1, 'a back button outside business only');
      assert.match(await h1(element).innerText(), /Hi Alex,\s*How can we help\?/);

      // Autocomplete while typing (the highlight in <mark>), results on a pick.
      await element.locator('input[type="search"]').pressSequentially(query, { delay: 30 });
      const completion = element.locator('[part="completion"]').first();
      await completion.waitFor();
      assert.equal((await completion.locator('mark').innerText()).toLowerCase(), query);
      await completion.click();
      const result = element.locator('[part="result"]').first();
      await result.waitFor();
      await page.waitForURL((url) => url.searchParams.has('searchQuery'));
      const title = await result.innerText();

      // The result opens /faq/item?key=…, which redirects to the article's tree path.
      await result.click();
      await page.waitForURL((url) => url.pathname.startsWith('/help-centre/faq/') && !url.pathname.endsWith('/item'));
      await element.locator('[part="article"] h1', { hasText: title }).waitFor();
      const articleUrl = page.url();

      // Not helpful, a tag, Send: the feedback is saved, then updated with the tag.
      await element.locator('button', { hasText: /^No$/ }).click();
      await element.locator('[part="sheet-title"]', { hasText: 'Why the article was not helpful?' }).waitFor();
      await element.locator('[part="feedback-tag"]', { hasText: 'hard to understand' }).click();
      await element.locator('button', { hasText: /^Send$/ }).click();
      await element.locator('text=Thanks for your feedback').waitFor();
      const key = new URL(articleUrl).pathname;
      const saved = (await log()).feedbacks.find((feedback) => feedback.score === -1 && feedback.tags.includes('UNCLEAR') && key.includes(feedback.faqKey.split('.')[0]));
      assert.ok(saved, 'the server has the not-helpful vote with its tag');

      // Reload on the deep route: the same article, and the vote is remembered.
      await page.reload();
      await element.locator('[part="article"] h1', { hasText: title }).waitFor();
      await element.locator('[part="content"]').waitFor();
      assert.equal(await element.locator('[part="feedback"]').count(), 0, 'a previous score hides the widget');

      // Back to the results (searchQuery in the address), forward to the article.
      await page.goBack();
      await element.locator('[part="result"]').first().waitFor();
      assert.match(new URL(page.url()).searchParams.get('searchQuery') ?? '', new RegExp(query, 'i'));
      await page.goForward();
      await element.locator('[part="article"] h1', { hasText: title }).waitFor();
      assert.equal(page.url(), articleUrl);

      const headers = await calls.find((request) => request.url().includes('/faq-tree/v1/'))?.allHeaders();
      assert.equal(headers?.['x-user-country'], 'GB');
      assert.equal(headers?.['x-registered-identity-id'], 'demo-identity');
      assert.equal(headers?.['accept-language'], 'en-GB');
      assert.match(headers?.['x-device-id'] ?? '', /^[0-9a-f-]{36}$/);
      assert.ok(calls.some((request) => request.url().includes(`/faq-tree/v1/${scope}?lang=en-GB`)), `the tree of ${scope}`);
      assert.ok(calls.some((request) => request.url().includes(`/faq-search-completion/${scope}?`) && request.url().includes('limit=6')));
      assert.ok(calls.some((request) => request.url().includes(`/faq-search/${scope}?`) && request.url().includes('limit=3')));
      assert.deepEqual(problems, []);
      await close();
    });
  }

  it('a missing FAQ shows not found and is tracked; axe finds nothing; screenshots at 375 and 1280 px', async () => {
    for (const width of [1280, 375]) {
      const { page, element, problems, close } = await open(width);
      await page.selectOption('#scope', 'retail');
      await element.locator('[part="banner incident-active"]').waitFor();
      assert.deepEqual(await axeViolations(page), []);
      await screenshot(page, `help-centre-landing-${width}`, { fullPage: true });

      await element.locator('[part="topic"]', { hasText: 'Cards' }).first().click();
      await element.locator('text=Select a topic').waitFor();
      await element.locator('[part="topic"]', { hasText: 'How do I freeze my card?' }).click();
      await element.locator('[part="step"]').first().waitFor();
      assert.deepEqual(await axeViolations(page), []);
      await screenshot(page, `help-centre-article-${width}`, { fullPage: true });
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(scrollWidth <= width, `no sideways scroll at ${width} px (${scrollWidth})`);
      assert.deepEqual(problems, []);
      await close();
    }

    const { page, element, close } = await open();
    await page.goto(`${env.servers.origin}/help-centre/faq/cards/no-such-article`);
    await element.locator('text=Not found').waitFor();
    await page.waitForFunction(async (origin) => {
      const answer = await (await fetch(`${origin}/__help-centre/log`)).json();
      return answer.missing.some((entry) => entry.urlPath === 'cards/no-such-article');
    }, env.servers.origin);
    await element.locator('button', { hasText: 'Got it' }).click();
    await element.locator('[part="landing"]').waitFor();
    assert.match(new URL(page.url()).pathname, /^\/help-centre\/?$/);
    await close();
  });

  it('a tree the server fails (fault switch) shows Something went wrong with Try again, which loads it', async () => {
    env.servers.faults.add({ match: '/api/help-centre/support/faq-tree', status: 503, times: 1 });
    const { page, close } = await openPage(env.browser, { viewport: { width: 1280, height: 900 } });
    // The tree's answers, for the message below: seen twice in full runs, never alone.
    const answers = [];
    page.on('response', (response) => response.url().includes('/support/faq-tree/') && answers.push(response.status()));
    try {
      await page.goto(`${env.servers.origin}/help-centre`);
      const element = page.locator('fin-help-centre');
      const retry = element.locator('[part="categories"] [part="retry"]');
      await retry.waitFor();
      assert.match(await retry.innerText(), /Something went wrong/);
      await retry.locator('button', { hasText: 'Try again' }).click();
      // Seen twice in full runs: no topic after Try again, the categories still showing the error
      // and the fault used. Say what the categories showed and what the tree answered.
      await element.locator('[part="topic"]').first().waitFor({ timeout: 15_000 }).catch(async (error) => {
        const shown = await element.locator('[part="categories"]').innerText().catch(() => '(no categories part)');
        throw new Error(`no topic after Try again; the categories showed: ${JSON.stringify(shown)}; faults left: ${JSON.stringify(env.servers.faults.list())}; the tree answered: ${JSON.stringify(answers)}`, { cause: error });
      });
    } finally {
      env.servers.faults.clear();
      await close();
    }
  });

  it('subscribing to the incident and dismissing it refetch the banners; the review banner shows once none is left', async () => {
    const { element, close } = await open();
    await element.locator('[part="banner incident-active"]').waitFor();
    await element.locator('button', { hasText: 'Notify me' }).click();
    await element.locator('[part="banner incident-subscribed"]').waitFor();
    await element.locator('button', { hasText: 'Dismiss' }).click();
    await element.locator('[part="banner incident-resolved"]').waitFor();
    await element.locator('button', { hasText: 'Dismiss' }).click();
    await element.locator('text=Your review is in progress').waitFor();
    await close();
  });
});
