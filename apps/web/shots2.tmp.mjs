import { chromium } from 'playwright-core';
const base = 'http://localhost:3204';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
async function open(viewport) {
  const context = await browser.newContext({ baseURL: base, viewport });
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  return page;
}
async function signIn(page, email) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('cordee-demo');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${base}/`);
}
const phone = await open({ width: 390, height: 844 });
await signIn(phone, 'climber@cordee.test');
await phone.goto('/explore-events?event=3');
const button = phone.getByRole('link', { name: 'Message the guide' });
await button.waitFor({ timeout: 15000 });
await button.scrollIntoViewIfNeeded();
await phone.screenshot({ path: '/tmp/chatweb/phone-course.png' });
await button.click();
await phone.waitForURL(/\/chats\//);
await phone.getByRole('textbox', { name: 'Message' }).waitFor();
await phone.screenshot({ path: '/tmp/chatweb/phone-ask.png' });
console.log(phone.url());
// A visitor gets the sign-in prompt.
const visitor = await open({ width: 1366, height: 900 });
await visitor.goto('/viewevents?event=3');
const vb = visitor.getByRole('button', { name: 'Message the guide' });
await vb.waitFor({ timeout: 15000 });
await vb.click();
await visitor.waitForTimeout(800);
await visitor.screenshot({ path: '/tmp/chatweb/visitor-prompt.png' });
// Guide on a desktop: Home with the badge after the climber writes.
const guide = await open({ width: 1366, height: 900 });
await signIn(guide, 'guide@cordee.test');
const climber = await open({ width: 1366, height: 900 });
await signIn(climber, 'climber@cordee.test');
await climber.goto('/chats');
await climber.getByRole('list', { name: 'Conversations' }).getByRole('link', { name: /Gabriel Roy/ }).click();
await climber.getByRole('textbox', { name: 'Message' }).fill('A line\nand a second line with <b>markup</b> and https://example.test');
await climber.keyboard.press('Enter');
await guide.getByRole('navigation', { name: 'Main menu' }).getByText(/unread message/).waitFor({ timeout: 10000 });
await guide.screenshot({ path: '/tmp/chatweb/guide-badge.png' });
const tablet = await open({ width: 1024, height: 768 });
await signIn(tablet, 'guide@cordee.test');
await tablet.goto('/chats');
await tablet.getByRole('list', { name: 'Conversations' }).waitFor();
await tablet.screenshot({ path: '/tmp/chatweb/tablet-chats.png' });
console.log('done');
await browser.close();
