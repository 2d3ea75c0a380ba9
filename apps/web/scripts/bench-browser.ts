import { type Browser, chromium } from 'playwright-core';

/**
 * What the benchmarks share: Debian's Chromium with the e2e support's arguments (never a downloaded
 * browser), and Ctrl+C handling that lets each step's own `finally` stop the server and remove its
 * directory in order. Playwright's own handling would exit the process at once, leaving them behind;
 * closing the open browser instead ends any wait on the page. npm passes the signal on again: repeats
 * are ignored.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
}

let interrupted = false;
let openBrowser: Browser | undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.log('\nInterrupted: stopping the server and removing the temporary files…');
    void openBrowser?.close().catch(() => {});
  });
}

export function wasInterrupted(): boolean {
  return interrupted;
}

export function stopIfInterrupted(): void {
  if (interrupted) throw new Error('Interrupted');
}

/** The browser Ctrl+C closes. */
export function watchBrowser(browser: Browser | undefined): void {
  openBrowser = browser;
}

export async function closeBrowser(): Promise<void> {
  await openBrowser?.close().catch(() => {});
}
