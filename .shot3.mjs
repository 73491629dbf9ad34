import { chromium } from 'playwright-core';
const [,, width, name, search] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto('http://localhost:9130/form.html?flow=card-disputes');
const form = page.locator('fin-form');
await form.locator('h1').waitFor({ timeout: 90000 });
await page.waitForTimeout(2000);
const buttons = await form.locator('[part="combobox-trigger"]').count();
await form.locator('[part="combobox-trigger"]').first().click();
await form.locator('[role="option"]').first().click({ timeout: 30000 });
await form.locator('input[inputmode="decimal"]').fill('10');
await form.locator('input[type="tel"]').fill('7946095812');
await form.locator('[part~="primary"]').click();
await form.locator('.picker-row--transaction').first().waitFor({ timeout: 90000 });
await page.waitForTimeout(1500);
if (search) {
  await form.locator('input[role="combobox"], input[type="search"]').first().fill(search);
  await page.waitForTimeout(3000);
}
const info = await page.evaluate(() => {
  const root = document.querySelector('fin-form').shadowRoot;
  const out = [];
  const card = document.querySelector('.demo-form');
  const c = card.getBoundingClientRect();
  out.push(`card ${Math.round(c.left)}-${Math.round(c.right)}`);
  for (const el of root.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.right > c.right - 1 || el.scrollWidth > el.clientWidth + 1) out.push(`${el.tagName} ${el.className} ${Math.round(r.left)}-${Math.round(r.right)} sw${el.scrollWidth} cw${el.clientWidth}`);
  }
  return out.slice(0, 25).join('\n');
});
console.log(info);
await page.locator('.demo-form').screenshot({ path: `/tmp/i46-forms/${name}.png` });
await browser.close();
