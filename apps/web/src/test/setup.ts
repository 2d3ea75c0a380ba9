import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { loadErrorWords } from '../lib/i18n.ts';
import { apiServer } from './api-server.ts';

// The app loads the words of error codes on the first refusal (lib/i18n.ts; lib/error-words.test.ts
// checks that): tests have them from the start, so a screen's refusal does not wait for a module transform.
await loadErrorWords();

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
