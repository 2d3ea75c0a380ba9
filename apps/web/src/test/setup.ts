import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { i18n, i18nReady } from '../lib/i18n.ts';
import { apiServer, CATALOGUE_FILES } from './api-server.ts';

// The app fetches each namespace of the catalogue when something first names it (lib/i18n.ts;
// lib/error-words.test.ts checks that): tests have them all from the start, so that a screen renders its
// words at once rather than after a suspended render. Added before the instance's first load runs, they
// are never fetched; locales/namespaces.test.ts checks that every module names the namespaces it uses.
for (const [file, words] of Object.entries(CATALOGUE_FILES)) {
  const [language = '', namespace = ''] = file.split('/');
  i18n.addResourceBundle(language, namespace, words, true, true);
}
await i18nReady;

// jsdom has no layout: ScrollRestoration's scrolling has nothing to do in tests.
window.scrollTo = () => {};

// jsdom has `<dialog>` and its `open` attribute but not its methods (jsdom issue 3294). These open and
// close it as the attribute does; what only a browser does (the top layer, the inert page behind a modal)
// is checked by the Playwright journeys.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.open = true;
  // The dialog focusing steps, in short: the first focusable element inside, else the dialog.
  const focusable = this.querySelector<HTMLElement>(
    '[autofocus], button:not(:disabled), [href], input:not(:disabled), select, textarea, [tabindex]:not([tabindex="-1"])',
  );
  (focusable ?? this).focus();
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};

// A call no handler answers fails the test. MSW's 'error' alone only fails the request, which the app
// shows as "no answer": a test of that very message would pass without noticing.
const unhandledRequests: string[] = [];
beforeAll(() =>
  apiServer.listen({
    onUnhandledRequest(request, print) {
      unhandledRequests.push(`${request.method} ${request.url}`);
      print.error();
    },
  }),
);
afterEach(() => {
  cleanup();
  localStorage.clear();
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
  const unhandled = unhandledRequests.splice(0);
  if (unhandled.length > 0) throw new Error(`Requests no handler answered: ${unhandled.join(', ')}`);
});
afterAll(() => apiServer.close());
