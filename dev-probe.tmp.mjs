import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
for (const url of process.argv.slice(2)) {
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  const logs = [];
  page.on('console', (m) => logs.push(m.type() + ': ' + m.text()));
  page.on('pageerror', (e) => logs.push('pageerror: ' + e.message));
  const requests = [];
  page.on('request', (r) => { if (r.url().includes('welsh-layers')) requests.push(r.url()); });
  await page.goto(url);
  await page.waitForSelector('h1', { timeout: 30000 }).catch(() => {});
  await page.waitForTimeout(1500);
  console.log(url, '| lang', await page.evaluate(() => document.documentElement.lang), '| h1:', await page.locator('h1').first().textContent().catch(() => null), '| welsh chunk:', requests.length);
  if (logs.length) console.log('  ' + logs.join('\n  '));
  await page.close();
}
await browser.close();
