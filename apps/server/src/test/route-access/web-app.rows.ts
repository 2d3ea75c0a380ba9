import { PUBLIC } from './route-access.rules.ts';
import type { RouteAccess } from './route-access.types.ts';

/** The web app: its pages, the history fallback and public uploads. */
export const webAppRows: RouteAccess[] = [
  {
    method: 'GET',
    url: '/',
    rule: 'The web app shell: public; its screens decide what to show after sign-in.',
    access: PUBLIC,
    request: () => ({ url: '/', headers: { accept: 'text/html' } }),
  },
  {
    method: 'GET',
    url: '/index.html',
    rule: 'A file of the web build (every built file gets a public route at start): public.',
    access: PUBLIC,
    request: () => ({ url: '/index.html' }),
  },
  {
    method: 'GET',
    url: '(any other page path)',
    registered: false,
    rule: "The web app's history fallback: any GET for a page gets the shell; the screen's guard decides.",
    access: PUBLIC,
    request: () => ({ url: '/viewevents', headers: { accept: 'text/html' } }),
  },
  {
    method: 'GET',
    url: '/uploads/:key',
    rule:
      'Files a public record holds are served by unguessable key to whoever has the link (images in public ' +
      'listings); a file no record holds, to its uploader only (decision 0041).',
    access: PUBLIC,
    request: (_caller, world) => ({ url: `/uploads/${world.uploadKey}` }),
  },
];
