import { after, before } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, screenshotOnFailure, watchPageErrors } from './browser.ts';
import { type RunningServer, startServer } from './server.ts';

export const DEMO_PASSWORD = 'cordee-demo';

export type JourneyPage = {
  page: Page;
  baseUrl: string;
  errors: string[];
  /**
   * A page in another browser context of the same browser: a second person (its own session and
   * storage) acting beside the first, as a guide answering a climber. Watched and closed like the first.
   */
  openPersonPage: (viewport?: { width: number; height: number }) => Promise<Page>;
};

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
    const running = { server, browser };
    const contexts: BrowserContext[] = [];
    const pages: Array<{ page: Page; errors: string[] }> = [];
    const openPersonPage = async (size = viewport) => {
      const context = await running.browser.newContext({ baseURL: running.server.baseUrl, viewport: size });
      contexts.push(context);
      const opened = await context.newPage();
      pages.push({ page: opened, errors: watchPageErrors(opened) });
      return opened;
    };
    const page = await openPersonPage(viewport);
    const errors = pages[0]?.errors ?? [];
    try {
      await steps({ page, baseUrl: server.baseUrl, errors, openPersonPage });
      const reported = pages.flatMap((watched, index) =>
        index === 0 ? watched.errors : watched.errors.map((error) => `page ${index + 1}: ${error}`),
      );
      if (reported.length > 0) throw new Error(`The page reported errors:\n${reported.join('\n')}`);
    } catch (error) {
      await Promise.all(
        pages.map((watched, index) =>
          screenshotOnFailure(watched.page, index === 0 ? name : `${name}-page-${index + 1}`),
        ),
      );
      throw error;
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
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

/** Signs in through the form at /signin and waits for Home. */
export async function signIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto('/signin');
  await signInThroughForm(page, email);
  await page.waitForURL(`${baseUrl}/`);
}
