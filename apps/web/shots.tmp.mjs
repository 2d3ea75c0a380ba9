import { chromium } from 'playwright-core';
const base = 'http://localhost:3100';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
async function signIn(email) {
  const r = await fetch(`${base}/api/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'cordee-demo' }) });
  return r.json();
}
async function page(width, session) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  if (session) await context.addInitScript(([t, u]) => { localStorage.setItem('token', t); localStorage.setItem('user', u); }, [session.token, JSON.stringify(session.user)]);
  return context.newPage();
}
for (const width of [390, 1366]) {
  // visitor: shared course link (modal), then login prompt via Book
  let p = await page(width);
  await p.goto(`${base}/viewevents?event=22`);
  await p.getByRole('dialog', { name: 'Selected Course' }).waitFor();
  await p.waitForTimeout(800);
  await p.screenshot({ path: `/tmp/shots/detail-visitor-${width}.png` });
  // list / map on phone
  await p.keyboard.press('Escape');
  await p.waitForTimeout(500);
  await p.screenshot({ path: `/tmp/shots/search-${width}.png` });
  // ask a question (desktop) 
  if (width > 600) {
    await p.getByRole('button', { name: 'Ask a Question' }).click();
    await p.getByRole('dialog').waitFor();
    await p.waitForTimeout(300);
    await p.screenshot({ path: `/tmp/shots/ask-${width}.png` });
    await p.keyboard.press('Escape');
  }
  await p.context().close();
  // guide: course from All Courses (drawer on phone) and the delete confirm
  const guide = await signIn('guide@cordee.test');
  p = await page(width, guide);
  await p.goto(`${base}/upcoming-events`);
  await p.waitForTimeout(1500);
  const card = p.locator('main button').filter({ hasText: /./ }).first();
  await p.screenshot({ path: `/tmp/shots/guide-list-${width}.png` });
  await p.context().close();
  // climber: phone menu
  if (width < 600) {
    const climber = await signIn('climber@cordee.test');
    p = await page(width, climber);
    await p.goto(`${base}/`);
    await p.waitForTimeout(1500);
    await p.getByRole('button', { name: /menu/i }).first().click();
    await p.getByRole('dialog').waitFor();
    await p.waitForTimeout(400);
    await p.screenshot({ path: `/tmp/shots/phone-menu-${width}.png` });
    await p.context().close();
  }
}
await browser.close();
