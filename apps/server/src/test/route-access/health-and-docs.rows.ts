import { everyone, PUBLIC, REDIRECT } from './route-access.rules.ts';
import type { RouteAccess } from './route-access.types.ts';

/** Health, readiness, public configuration, the API document and the development mailbox. */
export const healthAndDocsRows: RouteAccess[] = [
  {
    method: 'GET',
    url: '/api/health',
    rule: 'Liveness for load balancers: public.',
    access: PUBLIC,
    request: () => ({ url: '/api/health' }),
  },
  {
    method: 'GET',
    url: '/api/ready',
    rule: 'Readiness for load balancers: public.',
    access: PUBLIC,
    request: () => ({ url: '/api/ready' }),
  },
  {
    method: 'GET',
    url: '/api/public-config',
    rule: 'What the web app needs before anyone signs in: public.',
    access: PUBLIC,
    request: () => ({ url: '/api/public-config' }),
  },
  {
    method: 'GET',
    url: '/api/docs',
    rule: 'The OpenAPI documentation page: public, it describes only what every client sees anyway.',
    access: PUBLIC,
    request: () => ({ url: '/api/docs' }),
  },
  {
    method: 'GET',
    url: '/api/docs/static/index.html',
    rule: 'The documentation page under its file name: public.',
    access: everyone(REDIRECT(302, 'to /api/docs')),
    request: () => ({ url: '/api/docs/static/index.html' }),
  },
  {
    method: 'GET',
    url: '/api/docs/static/swagger-initializer.js',
    rule: 'Script of the documentation page: public.',
    access: PUBLIC,
    request: () => ({ url: '/api/docs/static/swagger-initializer.js' }),
  },
  {
    method: 'GET',
    url: '/api/docs/static/*',
    rule: 'Static files of the documentation page: public.',
    access: PUBLIC,
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
  },
  {
    method: 'GET',
    url: '/api/docs/json',
    rule: 'The OpenAPI document: public.',
    access: PUBLIC,
    request: () => ({ url: '/api/docs/json' }),
  },
  {
    method: 'GET',
    url: '/api/docs/yaml',
    rule: 'The OpenAPI document: public.',
    access: PUBLIC,
    request: () => ({ url: '/api/docs/yaml' }),
  },
  {
    method: 'GET',
    url: '/dev/mailbox',
    rule: 'Development only (404 in production): the outbox, so emailed links can be followed without a mail server.',
    access: PUBLIC,
    request: () => ({ url: '/dev/mailbox' }),
  },
  {
    method: 'GET',
    url: '/dev/mailbox.json',
    rule: 'Development only (404 in production): the outbox as JSON.',
    access: PUBLIC,
    request: () => ({ url: '/dev/mailbox.json' }),
  },
];
