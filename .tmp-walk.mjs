import { chromium } from 'playwright-core';
const base = process.env.BASE ?? 'http://localhost:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
const shot = (n) => page.screenshot({ path: `/tmp/shots/${n}.png`, fullPage: true });
const step = async (name, fn) => { try { await fn(); console.log('ok', name, page.url()); } catch (e) { console.log('FAIL', name, page.url(), e.message.split('\n')[0]); await shot('fail-' + name); throw e; } };
await step('welcome', async () => { await page.goto(base + '/will/start'); await page.getByRole('button', { name: 'Start' }).click(); });
for (const [q, a] of [['Do you have a partner?', 'Yes'], ['Do you have any children?', 'Yes'], ['Do you own a property?', 'No'], ['Do you live in England or Wales?', 'Yes']]) {
  await step(q, async () => { await page.getByRole('heading', { name: q }).waitFor({ timeout: 5000 }); await page.getByLabel(a, { exact: true }).check(); await page.getByRole('button', { name: 'Continue' }).click(); });
}
await step('rest', async () => {
  for (let i = 0; i < 6 && !page.url().includes('/register'); i++) {
    await page.waitForTimeout(300);
    const h = await page.locator('h1').textContent();
    const radios = page.getByRole('radio');
    if (await radios.count()) await radios.nth(1).check();
    await shot('onb-' + i);
    await page.locator('button[type=submit]').click();
  }
  await page.waitForURL(/register/);
});
await step('register', async () => {
  await page.getByLabel('Your name').fill('Ada Lovelace');
  await page.getByLabel('Email address').fill(`ada${Date.now()}@example.com`);
  await page.getByLabel('Create a password').fill('a long enough password');
  await shot('register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(/dashboard|refer-partner/);
});
await page.waitForFunction(() => location.pathname === '/will/dashboard');
await shot('dashboard0');
await step('about-you', async () => {
  await page.locator('#about-you').getByRole('link', { name: /Get Started/ }).click();
  await page.waitForURL(/yourself/);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForTimeout(300);
  await shot('about-you-errors');
  await page.getByLabel('Title').selectOption('Ms.');
  await page.getByLabel('Full legal name').fill('ada lovelace');
  await page.getByLabel('Day').fill('10');
  await page.getByLabel('Month').fill('12');
  await page.getByLabel('Year').fill('1985');
  await page.getByRole('button', { name: 'Enter address manually' }).click();
  await page.getByLabel(/^Address/).fill('1 High Street');
  await page.getByLabel(/^City\/Town/).fill('Cardiff');
  await page.getByLabel(/^Postcode/).fill('CF10 1AA');
  await page.getByLabel('Phone number').fill('029 2000 0000');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/dashboard#family/);
});
await shot('dashboard1');
await step('marital', async () => {
  await page.goto(base + '/will/family');
  await page.waitForURL(/marital/);
  await page.getByRole('heading', { name: 'What is your marital status?' }).waitFor();
  await shot('marital');
  await page.getByLabel('Married', { exact: true }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/addpartner/);
});
await step('partner', async () => {
  await page.getByRole('heading', { name: 'Your Partner' }).waitFor();
  await page.getByLabel('Title').selectOption('Mr.');
  await page.getByLabel('Full legal name').fill('charles babbage');
  await page.getByLabel('Day').fill('1');
  await page.getByLabel('Month').fill('1');
  await page.getByLabel('Year').fill('2015');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForTimeout(300);
  await shot('partner-errors');
  await page.getByLabel('Year').fill('1980');
  await page.getByLabel('Same as my address').check();
  await shot('partner-filled');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/add-familymembers/);
});
await step('child', async () => {
  await shot('members1');
  await page.getByRole('button', { name: 'Add a child' }).click();
  await page.waitForURL(/add-child/);
  await page.getByLabel('Full legal name').fill('Byron Lovelace');
  await page.getByLabel('Day').fill('1');
  await page.getByLabel('Month').fill('1');
  await page.getByLabel('Year').fill('2015');
  await page.getByLabel('Same as my address').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/add-familymembers/);
});
await step('pet', async () => {
  await page.getByRole('button', { name: 'Add a pet' }).click();
  await page.waitForURL(/add-pet/);
  await shot('pet-empty');
  await page.getByLabel("Your pet's name").fill('Rex');
  await page.getByLabel('Other', { exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForTimeout(300);
  await shot('pet-errors');
  await page.getByLabel('Dog', { exact: true }).check();
  await page.getByRole('group', { name: /care plan/ }).getByLabel('Yes').check();
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/add-familymembers/);
});
await step('edit-child-delete', async () => {
  await shot('members2');
  await page.getByRole('button', { name: 'Edit Byron Lovelace' }).click();
  await page.waitForURL(/edit-child/);
  await page.getByRole('button', { name: 'Delete' }).click();
  await shot('confirm');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL(/add-familymembers/);
  await shot('members3');
});
await step('save-family', async () => {
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/dashboard#guardians/);
  await shot('dashboard2');
});

await browser.close();
