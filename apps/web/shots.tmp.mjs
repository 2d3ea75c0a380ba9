import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-background-networking'] });
const base = 'http://localhost:3100';
async function session(email, width) {
  const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 } });
  const page = await context.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log(email, width, 'console error:', m.text()); });
  await page.goto(base + '/signin');
  await page.getByLabel(/email/i).fill(email);
  await page.getByLabel(/password/i).first().fill('cordee-demo');
  await page.getByRole('button', { name: /sign in|log in/i }).first().click();
  await page.waitForURL(base + '/');
  return { context, page };
}
const plans = [
  ['climber@cordee.test', 'climber', ['/', '/chats', '/notifications']],
  ['guide@cordee.test', 'guide', ['/', '/chats']],
  ['super@cordee.test', 'super', ['/', '/chats']],
];
for (const [email, tag, paths] of plans) for (const width of [390, 1366]) {
  const { context, page } = await session(email, width);
  for (const path of paths) {
    await page.goto(base + path);
    await page.waitForTimeout(2500);
    const name = `/tmp/shots/${tag}-${width}${path.replaceAll('/', '_') || '_'}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  if (tag !== 'super') {
    await page.goto(base + '/chats');
    await page.waitForTimeout(1500);
    const row = page.getByRole('link', { name: tag === 'climber' ? /Gabriel/ : /climber|Climber|Chloé|Lea|Léa/i }).first();
    if (await row.count()) { await row.click(); await page.waitForTimeout(2000); await page.screenshot({ path: `/tmp/shots/${tag}-${width}-thread.png`, fullPage: false }); console.log('thread', tag, width); }
  }
  await context.close();
}
await browser.close();
