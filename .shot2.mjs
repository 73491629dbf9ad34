import { chromium } from 'playwright-core';
const [,, url, name, width] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url);
await page.waitForFunction(() => document.querySelector('fin-form')?.shadowRoot?.querySelector('[role="option"]'), null, { timeout: 90000 });
await page.waitForTimeout(1500);
const info = await page.evaluate(() => {
  const root = document.querySelector('fin-form').shadowRoot;
  const out = [];
  for (const el of root.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.right > 350 || el.scrollWidth > el.clientWidth + 1) out.push(`${el.tagName} ${el.className} ${Math.round(r.left)}-${Math.round(r.right)} sw${el.scrollWidth} cw${el.clientWidth}`);
  }
  return out.slice(0, 25).join('\n');
});
console.log(info);
const form = await page.$('fin-form');
await form.screenshot({ path: `/tmp/i46-forms/${name}.png` });
await browser.close();
