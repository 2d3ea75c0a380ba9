/**
 * The payment provider's checkout page lives outside the app. Its URL comes from our server, but it is
 * still checked to be a web address before the browser goes there: a `javascript:` URL must never run.
 * A module of its own so tests can stand in for leaving the page, which jsdom cannot do.
 */
export function sendBrowserToCheckout(url: string): void {
  const parsed = new URL(url, window.location.origin);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`Refusing to open a ${parsed.protocol} URL.`);
  }
  window.location.assign(parsed.href);
}
