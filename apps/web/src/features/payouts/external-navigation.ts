/**
 * The payment provider's pages live outside the app. The URLs come from our server, but they are still
 * checked to be web addresses before the browser goes there: a `javascript:` URL must never run.
 */
function webUrl(url: string): string {
  const parsed = new URL(url, window.location.origin);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`Refusing to open a ${parsed.protocol} URL.`);
  }
  return parsed.href;
}

/** Leaves the app for the provider's onboarding page, which sends the guide back to /payout. */
export function sendBrowserTo(url: string): void {
  window.location.assign(webUrl(url));
}

/** The provider's dashboard opens beside the app; `noopener` keeps it from reaching back into this tab. */
export function openInNewTab(url: string): void {
  window.open(webUrl(url), '_blank', 'noopener');
}
