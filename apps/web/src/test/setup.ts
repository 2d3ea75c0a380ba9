import '@testing-library/jest-dom/vitest';
import '../lib/i18n.ts';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: ScrollRestoration's scrolling has nothing to do in tests.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
