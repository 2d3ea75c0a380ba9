/**
 * Sends the browser to a page of the payment provider (its checkout, the sandbox's subscription page).
 * The URL comes from our server, but is still checked to be a web address: a `javascript:` URL must
 * never run. A module of its own so tests can stand in for leaving the page, which jsdom cannot do.
 */
export function sendBrowserToProvider(url: string): void {
  const parsed = new URL(url, window.location.origin);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`Refusing to open a ${parsed.protocol} URL.`);
  }
  window.location.assign(parsed.href);
}
