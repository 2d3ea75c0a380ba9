import { after, before } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshotOnFailure, watchPageErrors } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

export const DEMO_PASSWORD = 'cordee-demo';

export type JourneyPage = { page: Page; baseUrl: string; errors: string[] };

/** One real server and one browser per test file, stopped after its tests. */
export function useServerAndBrowser() {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** Runs a journey in a fresh browser context (no stored session) and keeps a screenshot when it fails. */
  return async function journey(
    name: string,
    viewport: { width: number; height: number },
    steps: (journeyPage: JourneyPage) => Promise<void>,
  ): Promise<void> {
    if (!server || !browser) throw new Error('The server or the browser did not start.');
    const context: BrowserContext = await browser.newContext({ baseURL: server.baseUrl, viewport });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    try {
      await steps({ page, baseUrl: server.baseUrl, errors });
      if (errors.length > 0) throw new Error(`The page reported errors:\n${errors.join('\n')}`);
    } catch (error) {
      await screenshotOnFailure(page, name);
      throw error;
    } finally {
      await context.close();
    }
  };
}

/** Waits until the locator's element is visible; playwright-core has no `expect`, so steps wait instead. */
export async function visible(locator: ReturnType<Page['locator']>): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: 10_000 });
}

export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
