import { ENGLISH_ERROR_CATALOGUE } from '@cordee/shared/error-catalogue';
import { ENGLISH_NOTICE_CATALOGUE } from '@cordee/shared/notice-catalogue';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { createOpenApiHttp, type HttpMethod, type ResponseResolver, type ResponseResolverInfo } from 'openapi-msw';
import type { paths } from '../api/openapi-types.ts';

/**
 * The API as the tests answer it: handlers are declared against the document the server serves, so a
 * handler for a path the API lacks, or answering a body its route could not send, does not compile.
 * The app calls relative addresses, which the page resolves against its own origin.
 */
export const api = createOpenApiHttp<paths>({ baseUrl: window.location.origin });

/** The typed response maker a handler of this route receives, for helpers that build a route's answers. */
export type Respond<Path extends keyof paths, Method extends HttpMethod> = ResponseResolverInfo<
  paths,
  Path,
  Method
>['response'];

/** What a handler of this route may answer. */
export type Answer<Path extends keyof paths, Method extends HttpMethod> = ReturnType<
  ResponseResolver<paths, Path, Method>
>;

/** The catalogue's namespaces by `<language>/<namespace>`, as the build serves them (lib/i18n.ts). */
export const CATALOGUE_FILES: Record<string, unknown> = {
  ...Object.fromEntries(
    Object.entries(import.meta.glob('../locales/*/*.json', { eager: true, import: 'default' })).map(([file, words]) => [
      file.replace('../locales/', '').replace('.json', ''),
      words,
    ]),
  ),
  'en/errors': ENGLISH_ERROR_CATALOGUE,
  'en/notices': ENGLISH_NOTICE_CATALOGUE,
};

/** The files of the catalogue, answered as the server's static files would be: not part of the API. */
const catalogueFiles = http.get(/\/locales\/([\w-]+)\/([\w-]+)\.json$/, ({ request }) => {
  const [, language, namespace] = /\/locales\/([\w-]+)\/([\w-]+)\.json$/.exec(new URL(request.url).pathname) ?? [];
  const words = CATALOGUE_FILES[`${language}/${namespace}`];
  return words ? HttpResponse.json(words) : new HttpResponse(null, { status: 404 });
});

/**
 * Started and reset for every test file by the setup file; tests add their answers with `apiServer.use`.
 * The catalogue's files are always answered.
 */
export const apiServer = setupServer(catalogueFiles);

/**
 * Every request the app sends from now until the end of the test, in order, for tests that check what a
 * screen sent (`addressOf`, `bodyOf`) or how often it asked.
 */
export function recordRequests(): Request[] {
  const requests: Request[] = [];
  apiServer.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  return requests;
}

/** A recorded request's address as the app wrote it: its path and query, without the page's origin. */
export function addressOf(request: Request | undefined): string {
  const url = new URL(sent(request).url);
  return `${url.pathname}${url.search}`;
}

/** A recorded request's JSON body. */
export function bodyOf(request: Request | undefined): Promise<unknown> {
  return sent(request).json();
}

function sent(request: Request | undefined): Request {
  if (!request) throw new Error('The app did not send this request.');
  return request;
}
