import { chromium } from 'playwright-core';
import { readdirSync, readFileSync } from 'node:fs';
const base = 'http://localhost:3400';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu'] });
const page = await (await browser.newContext()).newPage();
page.on('response', (r) => { if (r.url().includes('/api/')) console.log(r.status(), r.request().method(), r.url().replace(base,'').slice(0,80)); });
const email = `bob${Date.now()}@example.com`;
await page.goto(`${base}/will/start`);
await page.getByRole('button', { name: 'Start' }).click();
for (const [q, a] of [['Do you have a partner?', 'No'], ['Do you have any children?', 'No']]) {
  await page.getByRole('heading', { name: q }).waitFor(); await page.getByLabel(a, { exact: true }).check(); await page.getByRole('button', { name: 'Continue' }).click();
}
for (let i = 0; i < 8; i++) {
  await page.waitForTimeout(500);
  const h = await page.getByRole('heading', { level: 1 }).textContent(); console.log('Q:', h, page.url());
  if (page.url().includes('register')) break;
  const radios = page.getByRole('radio');
  if (await radios.count()) { await radios.first().check(); }
  const btn = page.getByRole('button', { name: /Continue|Let's get started|Create account/ }).first();
  await btn.click();
}
console.log('at', page.url());
await page.getByRole('button', { name: 'Create account' }).click(); await page.waitForTimeout(400);
await page.getByRole('button', { name: 'How we use your data' }).click().catch(()=>console.log('no data button')); await page.waitForTimeout(500);
await page.goBack(); await page.waitForTimeout(600);
await page.getByLabel('Your name').fill('Bob Tester');
await page.getByLabel('Email address').fill(email);
await page.getByLabel('Create a password').fill('short');
await page.getByRole('button', { name: 'Create account' }).click(); await page.waitForTimeout(600);
await page.getByLabel('Create a password').fill('CorrectHorse42!');
console.log('--- valid submit');
await page.getByRole('button', { name: 'Create account' }).click(); await page.waitForTimeout(2500);
console.log('at', page.url());
const files = readdirSync('/tmp/repro/data/outbox').sort();
for (const f of files.slice(-2)) console.log(f, readFileSync('/tmp/repro/data/outbox/'+f,'utf8').match(/^Subject: .*$/m)?.[0]);
const f2 = readdirSync('/tmp/repro/data/outbox').sort().at(-1)!;
const raw = readFileSync('/tmp/repro/data/outbox/'+f2,'utf8').replace(/=\r?\n/g,'').replace(/=3D/g,'=');
const url = raw.match(/http:\/\/localhost:3400\/api\/auth\/verify-email\?[^\s"<]+/)![0];
await page.goto(url); await page.waitForTimeout(1200);
await page.getByRole('link', { name: 'Go to My Will' }).click(); await page.waitForTimeout(1200);
await page.locator('#about-you').getByRole('link', { name: /Get Started|Start/ }).click();
await page.waitForURL(/yourself/);
await page.getByLabel('Title').selectOption('Ms.');
await page.getByLabel('Full legal name').fill('Bob Tester');
await page.getByLabel('Day').fill('27'); await page.getByLabel('Month').fill('3'); await page.getByLabel('Year').fill('1985');
await page.getByLabel('Postcode').fill('sw1a 2aa');
await page.getByRole('button', { name: 'Find Address' }).click();
await page.getByLabel('10 Downing Street, London, SW1A 2AA, UK').check();
await page.getByLabel('Phone number').fill('07700 900982');
console.log('--- save');
await page.getByRole('button', { name: 'Save' }).click(); await page.waitForTimeout(2000);
console.log('at', page.url());
await browser.close();
