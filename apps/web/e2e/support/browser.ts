import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Browser, chromium, type Page } from 'playwright-core';

/** Failure screenshots land here (git-ignored). */
const ARTIFACTS = resolve(import.meta.dirname, '../artifacts');

/** Debian's Chromium; no browser is ever downloaded. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** Fails on every axe violation of impact serious or critical on the page as it is now. */
export async function assertAccessible(page: Page, screenName: string): Promise<void> {
  // Colours are checked once settled. A busy control (a Book button while the climber's bookings load)
  // is enabled while axe runs and read in the middle of its fade from the disabled shade; so the page is
  // first left to finish loading, then to finish its transitions. Endless animations never settle.
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  if (blocking.length > 0) {
    const details = blocking
      .map(
        (violation) =>
          `- ${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
            .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
            .join('\n')}`,
      )
      .join('\n');
    throw new Error(`Accessibility violations on ${screenName}:\n${details}`);
  }
}

/** Keeps a picture of the page when a step fails, to see what the user would have seen. */
export async function screenshotOnFailure(page: Page, name: string): Promise<void> {
  await mkdir(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: resolve(ARTIFACTS, `${name}.png`), fullPage: true }).catch(() => {});
}

/**
 * Collects uncaught page errors and console errors (a CSP refusal shows up there), which a journey must
 * not produce. Chromium also logs every HTTP error answer as "Failed to load resource"; journeys that
 * expect a 401 or a 422 make those on purpose, so they are left out.
 */
export function watchPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console error: ${message.text()}`);
    }
  });
  return errors;
}
