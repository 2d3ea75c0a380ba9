import type { paths } from '../api/openapi-types.ts';
import { takeEarlyFirstResponse } from './early-requests.ts';
import { type CodedError, translateCode } from './error-words.ts';
import { i18n, loadErrorWords } from './i18n.ts';
import { loadNoticeWords } from './notice-words.ts';
import { SESSION_ENDED_REASON, withReturnPath } from './return-path.ts';
import { clearSession, getToken, reloadTo } from './session.ts';

/** Status used when no HTTP answer arrived at all (offline, DNS, connection reset). */
export const NO_RESPONSE_STATUS = 0;

export type FieldErrors = Record<string, string[]>;
/** A 422's refusals by code, for each field whose every refusal has one (decision 0044). */
export type FieldCodes = Record<string, CodedError[]>;

/** Every failed call surfaces as this one error type, so screens handle failures in one way. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | null;
  /** What the code's words are made with: their context (`not_found` of a booking) and values. */
  readonly params: Record<string, unknown> | undefined;
  readonly errors: FieldErrors;
  readonly fieldCodes: FieldCodes;
  /** Each field's messages to show: translated from their codes where the server sent them, else its English. */
  readonly fieldMessages: FieldErrors;
  /** The whole answer, for refusals that carry more than a message (a locked program names its plans). */
  readonly body: unknown;

  constructor(options: {
    status: number;
    message: string;
    code?: string | null;
    params?: Record<string, unknown>;
    errors?: FieldErrors;
    fieldCodes?: FieldCodes;
    body?: unknown;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code ?? null;
    this.params = options.params;
    this.errors = options.errors ?? {};
    this.fieldCodes = options.fieldCodes ?? {};
    this.fieldMessages = Object.fromEntries(
      Object.entries(this.errors).map(([field, messages]) => {
        const coded = this.fieldCodes[field]?.map((issue, index) => translateCode(issue, messages[index]));
        return [field, coded?.every((words) => words !== null) ? (coded as string[]) : messages];
      }),
    );
    this.body = options.body ?? null;
  }

  /** The first server message of a field: the screens show only that one. */
  firstErrorOf(field: string): string | undefined {
    return this.fieldMessages[field]?.[0];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Transport = {
  signal?: AbortSignal;
  /** A request already started for this call (the early GET /api/user); used instead of a new fetch. */
  started?: Promise<Response>;
  /**
   * A session token not stored yet (the Google landing's), sent instead of the stored one. Its refusal
   * is the caller's to word: it ends no stored session.
   */
  token?: string;
};

const HTTP_METHODS = { get: 'GET', post: 'POST', put: 'PUT', delete: 'DELETE' } as const;
type Method = keyof typeof HTTP_METHODS;

type RequestOptions = Transport & { method?: (typeof HTTP_METHODS)[Method]; body?: unknown };

/*
 * The typed calls: the address, its parameters, the body and the answer all come from the API document
 * the server serves (api/openapi-types.ts, generated from the routes' zod schemas), so a route whose
 * answer or input changes stops the web's build instead of surprising a screen. The types cost nothing
 * at run time; the calls add only the address's assembly to apiRequest (decision 0050).
 */

/** The paths the document declares with this method. */
export type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P][M] extends { responses: unknown } ? P : never;
}[keyof paths];

type OperationShape = { parameters: { path?: unknown; query?: unknown }; requestBody?: unknown; responses: unknown };

type Operation<M extends Method, P extends PathsWith<M>> = paths[P][M] extends infer Op extends OperationShape
  ? Op
  : never;

type IsNever<T> = [T] extends [never] ? true : false;

type PathPart<Op extends { parameters: { path?: unknown } }> =
  IsNever<NonNullable<Op['parameters']['path']>> extends true
    ? { path?: never }
    : { path: NonNullable<Op['parameters']['path']> };

type QueryPart<Op extends { parameters: { query?: unknown } }> =
  IsNever<NonNullable<Op['parameters']['query']>> extends true
    ? { query?: never }
    : undefined extends Op['parameters']['query']
      ? { query?: NonNullable<Op['parameters']['query']> }
      : { query: NonNullable<Op['parameters']['query']> };

type JsonOf<Body> = Body extends { content: { 'application/json': infer Json } } ? Json : never;
type JsonBodyOf<Op extends { requestBody?: unknown }> = JsonOf<NonNullable<Op['requestBody']>>;

type BodyPart<Op extends { requestBody?: unknown }> =
  IsNever<JsonBodyOf<Op>> extends true ? { body?: never } : { body: JsonBodyOf<Op> };

/** What a call takes besides its path: the path's parameters, the query, the JSON body and the transport. */
export type CallInit<Op extends OperationShape> = Transport & PathPart<Op> & QueryPart<Op> & BodyPart<Op>;

type InitArgument<Op extends OperationShape> =
  Record<string, never> extends CallInit<Op> ? [init?: CallInit<Op>] : [init: CallInit<Op>];

type SuccessStatus = 200 | 201 | 202 | 203 | 204 | 206;

/** The JSON of the operation's 2xx answers; an answer without a body reads as null (as apiRequest reads it). */
export type SuccessOf<Op extends { responses: unknown }> = {
  [Status in keyof Op['responses'] & SuccessStatus]: Op['responses'][Status] extends {
    content: { 'application/json': infer Json };
  }
    ? Json
    : null;
}[keyof Op['responses'] & SuccessStatus];

/**
 * A route's query and JSON body as the document declares them. The shared zod input types are looser
 * where the server coerces (`z.coerce.number()` takes anything); what the web sends is what the document says.
 */
export type ApiQuery<M extends Method, P extends PathsWith<M>> = NonNullable<Operation<M, P>['parameters']['query']>;
export type ApiBody<M extends Method, P extends PathsWith<M>> = JsonBodyOf<Operation<M, P>>;

type Call<M extends Method> = <P extends PathsWith<M>>(
  path: P,
  ...init: InitArgument<Operation<M, P>>
) => Promise<SuccessOf<Operation<M, P>>>;

type UntypedInit = Transport & { path?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };

/** `/api/event/{id}` with `{ id: 7 }` → `/api/event/7`; each value is encoded, so a slash or `?` stays inside it. */
function addressOf(path: string, pathParams?: Record<string, unknown>, query?: Record<string, unknown>): string {
  const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = pathParams?.[name];
    if (value === undefined || value === null) throw new Error(`No value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  // A filter left out is undefined; it is not sent at all (an empty value would be sent as `name=`).
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const queryString = search.toString();
  return queryString ? `${filled}?${queryString}` : filled;
}

function callWith<M extends Method>(method: M): Call<M> {
  // The one place the document's types meet the untyped fetch: the signature above is what callers see.
  return ((path: string, init: UntypedInit = {}) => {
    const { path: pathParams, query, body, ...transport } = init;
    return apiRequest(addressOf(path, pathParams, query), {
      ...transport,
      method: HTTP_METHODS[method],
      ...(body === undefined ? {} : { body }),
    });
  }) as Call<M>;
}

export const apiGet = callWith('get');
export const apiPost = callWith('post');
export const apiPut = callWith('put');
export const apiDelete = callWith('delete');

/** The one fetch wrapper of the app: JSON in and out, bearer token, errors as ApiError. */
async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const stored = options.token === undefined ? getToken() : null;
  const token = options.token ?? stored;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  // The session token travels in this header only, never in an address (decision 0041).
  if (token) headers.Authorization = `Bearer ${token}`;

  const method = options.method ?? 'GET';
  let response: Response;
  try {
    response = await (options.started ??
      (method === 'GET' && options.token === undefined ? takeEarlyFirstResponse(path, token) : undefined) ??
      fetch(path, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: options.signal,
      }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError({ status: NO_RESPONSE_STATUS, message: i18n.t('errors.noResponse'), code: 'no_response' });
  }

  const body = await readJson(response);
  if (response.ok) {
    // What a change's answer tells is worded by its code (notice-words.ts): the words are fetched before the
    // answer resolves, so the screen's alert has them; without them the server's English stands.
    if (method !== 'GET' && hasNoticeCode(body)) await withinWordsDeadline(loadNoticeWords());
    return body;
  }

  // Only the server saying "this session is not valid" ends it; a 503 during a deploy must not log
  // everyone out (decision 0003). A 401 to an anonymous call (wrong password) is a form error.
  // SignIn says the session ended (a revoked or expired session is not the person's doing) and brings
  // them back to the page they were on.
  if (response.status === 401 && stored) {
    clearSession();
    const { pathname, search, hash } = window.location;
    reloadTo(withReturnPath('/signin', `${pathname}${search}${hash}`, SESSION_ENDED_REASON));
  }
  // The refusal's words by code; without them (the chunk did not arrive) the server's English stands.
  await withinWordsDeadline(loadErrorWords());
  throw toApiError(response.status, body);
}

/**
 * How long an answer waits for the words of its notice or refusal. A catalogue file that stalls (a flaky
 * connection) must not hold the answer: past this, the server's English stands, as when the file fails.
 */
export const WORDS_DEADLINE_MS = 2_000;

export function withinWordsDeadline(load: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, WORDS_DEADLINE_MS);
  });
  return Promise.race([load.catch(() => undefined), deadline]).finally(() => clearTimeout(timer));
}

function hasNoticeCode(body: unknown): boolean {
  return typeof body === 'object' && body !== null && typeof (body as Record<string, unknown>).code === 'string';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    // A proxy or load balancer may answer with HTML; the status still tells what happened.
    return null;
  }
}

/** The server sheds API calls under load (503, or 429 for GET /api/user) with this code. */
export const OVERLOADED_CODE = 'overloaded';

function toApiError(status: number, body: unknown): ApiError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const serverMessage = typeof record.message === 'string' && record.message ? record.message : null;
  const code = typeof record.code === 'string' ? record.code : null;
  // An overloaded server's refusal is worded by the app: it says the call can simply be tried again.
  const message =
    code === OVERLOADED_CODE
      ? i18n.t('errors.overloaded')
      : status === 503
        ? (serverMessage ?? i18n.t('errors.serviceUnavailable'))
        : (serverMessage ?? i18n.t('errors.unexpected'));
  return new ApiError({
    status,
    message,
    code,
    ...(isParams(record.params) ? { params: record.params } : {}),
    errors: isFieldErrors(record.errors) ? record.errors : {},
    ...(isFieldCodes(record.codes) ? { fieldCodes: record.codes } : {}),
    body,
  });
}

function isParams(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldCodes(value: unknown): value is FieldCodes {
  return (
    isParams(value) &&
    Object.values(value).every(
      (codes) =>
        Array.isArray(codes) &&
        codes.every(
          (coded) =>
            isParams(coded) && typeof coded.code === 'string' && (coded.params === undefined || isParams(coded.params)),
        ),
    )
  );
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'))
  );
}
