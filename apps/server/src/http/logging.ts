import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';
import type { Config } from '../config.ts';

const REDACTED = '[REDACTED]';

/**
 * Query (and `;`) parameters whose value is a secret or personal data: session tokens (the spec's client
 * sends them in URLs), the guide invitation's email, and the one-time code and state of the Google
 * callback, and the signature of a training video's link (it opens the video for an hour). Names are
 * compared after decoding them the way the query parser does, case-insensitively, so `?%74oken=` and
 * `?TOKEN=` are caught too. Any name containing one of the parts below counts as well.
 */
const SECRET_PARAM_NAMES = new Set(['token', 'email', 'code', 'state', 'password', 'sig']);
const SECRET_PARAM_NAME_PARTS = ['token', 'password', 'secret', 'email'];

/**
 * Paths that carry a one-time token in a segment: the emailed links, served by the web app (and logged
 * by this server, which answers them with the app's page). `:name` marks the secret segment; it and
 * everything after it are redacted. A new link with a token in its path is one line here.
 */
const SECRET_PATH_PATTERNS = ['/reset-password/:token', '/verify-account-email/:token', '/guide-signup/:token'];

type PathPattern = { literals: string[]; secretIndex: number };

const PATH_PATTERNS: PathPattern[] = SECRET_PATH_PATTERNS.map((pattern) => {
  const segments = pattern.split('/').filter(Boolean);
  const secretIndex = segments.findIndex((segment) => segment.startsWith(':'));
  return { literals: segments.slice(0, secretIndex).map((s) => s.toLowerCase()), secretIndex };
});

/** Percent-decoding as the router and the query parser do it; an invalid escape leaves the text as it was. */
function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function isSecretParamName(rawName: string): boolean {
  const name = decodeComponent(rawName.replace(/\+/g, ' ')).trim().toLowerCase();
  return SECRET_PARAM_NAMES.has(name) || SECRET_PARAM_NAME_PARTS.some((part) => name.includes(part));
}

/** `a=1&token=x;email=y` with the values of secret names replaced (separators and other pairs kept). */
function redactParams(query: string): string {
  return query.replace(/[^&;]+/g, (pair) => {
    const equals = pair.indexOf('=');
    if (equals === -1) return pair;
    return isSecretParamName(pair.slice(0, equals)) ? `${pair.slice(0, equals + 1)}${REDACTED}` : pair;
  });
}

/**
 * The path with the secret segment of a matching pattern and everything after it replaced. Segments are
 * decoded and compared case-insensitively, and empty segments skipped, as the web app's router would
 * still open `//Reset-Password/<token>`.
 */
function redactPath(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const decoded = segments.map((segment) => decodeComponent(segment).toLowerCase());
  for (const { literals, secretIndex } of PATH_PATTERNS) {
    if (segments.length <= secretIndex) continue;
    if (literals.every((literal, i) => decoded[i] === literal)) {
      return `/${[...segments.slice(0, secretIndex), REDACTED].join('/')}`;
    }
  }
  return path;
}

/**
 * A request URL as it may be logged: the query string parsed into pairs and every secret value replaced,
 * matrix-style `;name=value` pieces of the path likewise, and the token segment of emailed links removed.
 * An absolute-form URL (`http://host/path`) keeps its origin.
 */
export function redactUrl(url: string): string {
  const origin = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(url)?.[0] ?? '';
  const rest = url.slice(origin.length);
  const queryStart = rest.indexOf('?');
  const pathAndMatrix = queryStart === -1 ? rest : rest.slice(0, queryStart);
  const query = queryStart === -1 ? undefined : rest.slice(queryStart + 1);
  const matrixStart = pathAndMatrix.indexOf(';');
  const path = matrixStart === -1 ? pathAndMatrix : pathAndMatrix.slice(0, matrixStart);
  const matrix = matrixStart === -1 ? '' : `;${redactParams(pathAndMatrix.slice(matrixStart + 1))}`;
  const redactedPath = redactPath(path);
  // A redacted path drops its matrix part too: it sits after the secret segment.
  const tail = redactedPath === path ? matrix : '';
  return `${origin}${redactedPath}${tail}${query === undefined ? '' : `?${redactParams(query)}`}`;
}

/** Email addresses in free text (error messages of the mailer or the database) are replaced too. */
const EMAIL_IN_TEXT = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/** URLs and paths in free text, each redacted as a request URL would be. */
const URL_IN_TEXT = /(?:[a-z][a-z0-9+.-]*:\/\/[^\s/?#"'<>`]*)?\/[^\s"'<>`]*/gi;

/** The query builder appends "\nparams: <values>" to a failed query's text. */
const QUERY_PARAMS = /\nparams: [\s\S]*$/;

/** Secrets in a log message or error text: bound query values, URLs with tokens, email addresses. */
export function redactSecretsInText(text: string): string {
  return text
    .replace(QUERY_PARAMS, '')
    .replace(URL_IN_TEXT, (url) => redactUrl(url))
    .replace(EMAIL_IN_TEXT, REDACTED);
}

const MAX_CAUSE_DEPTH = 5;

type ErrorLike = {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  statusCode?: unknown;
  status?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  column?: unknown;
  routine?: unknown;
  cause?: unknown;
};

/**
 * A database error's message without the value that failed: PostgreSQL quotes it at the end
 * (`invalid input syntax for type integer: "…"`) or in the middle (`value "…" is out of range`).
 * Identifiers (constraint, table, column names) stay: they say where, not what.
 */
function withoutDatabaseValue(message: string): string {
  return message
    .replace(/: ".*"$/s, `: ${REDACTED}`)
    .replace(/value ".*?" is out of range/s, `value ${REDACTED} is out of range`);
}

type SerializedError = { type: string; message: string; stack: string; [field: string]: unknown };

/**
 * What is logged of an error: its kind, message, code, stack and cause, and nothing else. Not the
 * bound parameters of a failed query (the query builder puts them in its message: passwords hashes,
 * emails), nor the database's `detail` (`Key (email)=(…) already exists`), `where`, `internalQuery` or
 * the failing row. The SQL text in the message is kept: it holds placeholders, not values.
 */
export function serializeError(value: unknown, depth = 0): SerializedError {
  if (typeof value !== 'object' || value === null) {
    return { type: typeof value, message: redactSecretsInText(String(value)), stack: '' };
  }
  const error = value as ErrorLike;
  const rawMessage = typeof error.message === 'string' ? error.message : '';
  const message = redactSecretsInText(
    typeof error.severity === 'string' ? withoutDatabaseValue(rawMessage) : rawMessage,
  );
  const constructorName = (value as { constructor?: { name?: unknown } }).constructor?.name;
  const rawStack = typeof error.stack === 'string' ? error.stack : '';
  const stack = rawMessage && rawStack.includes(rawMessage) ? rawStack.replace(rawMessage, message) : rawStack;
  const serialized: SerializedError = {
    type: String(constructorName ?? error.name ?? 'Error'),
    message,
    stack: redactSecretsInText(stack.replace(/\nparams: [^\n]*/g, '')),
  };
  for (const key of ['code', 'statusCode', 'status', 'severity', 'constraint', 'table', 'column', 'routine'] as const) {
    const field = error[key];
    if (typeof field === 'string' || typeof field === 'number') serialized[key] = field;
  }
  if (error.cause !== undefined && depth < MAX_CAUSE_DEPTH) serialized.cause = serializeError(error.cause, depth + 1);
  return serialized;
}

type LoggedRequest = { method: string; url: string; ip?: string };

/**
 * `json`: one JSON object per line, for a log collector (production, and tests, which read the lines).
 * `lines`: short human lines for a person watching a terminal in development.
 */
export type LogFormat = 'json' | 'lines';

export function logFormatFor(config: Pick<Config, 'runMode' | 'NODE_ENV'>): LogFormat {
  return config.runMode.kind === 'development' && config.NODE_ENV !== 'test' ? 'lines' : 'json';
}

/** A built file of the web app or an uploaded image: one page opens dozens, and none says anything. */
function isAsset(request: FastifyRequest, reply: FastifyReply): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (reply.statusCode >= 400) return false;
  const path = request.url.split('?')[0] ?? '';
  return !path.startsWith('/api/') && /\.[a-z0-9]+$/i.test(path);
}

/**
 * Development's request log: one line per request when its answer is sent (`GET /api/user 200 3 ms`),
 * none for assets, instead of Fastify's two JSON objects (incoming, completed). The URL is redacted as in
 * production; failures keep their error (and its stack) on the line.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (!error && isAsset(request, reply)) return;
    const line = `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}

/** pino-pretty without what a person does not read: process, host and request ids. */
async function humanLines(stream: NodeJS.WritableStream | undefined): Promise<NodeJS.WritableStream> {
  // Loaded only in development: production never pays for it.
  const { default: pretty } = await import('pino-pretty');
  return pretty({
    destination: stream ?? 1,
    // Written as it happens, so the lines and the start-up banner of server.ts come out in order.
    sync: true,
    colorize: stream === undefined && process.stdout.isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId',
    singleLine: true,
  });
}

export type LoggingOptions = Pick<FastifyServerOptions, 'logger' | 'logController'>;

/**
 * The logger of the app in either format. Redaction happens in the logger itself (paths, serializers,
 * the message hook), before a line is formatted, so both formats hide the same secrets.
 */
export async function loggingOptions(
  level: string,
  format: LogFormat,
  stream?: NodeJS.WritableStream,
): Promise<LoggingOptions> {
  const destination = format === 'lines' ? await humanLines(stream) : stream;
  return {
    logger: {
      level,
      ...(destination ? { stream: destination } : {}),
      redact: {
        paths: ['req.headers.authorization', 'req.headers.cookie', '*.token', '*.password'],
        censor: REDACTED,
      },
      serializers: {
        req: (request: LoggedRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
        }),
        // Only the status: headers such as Location may carry a token (the Google sign-in landing).
        res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
        err: (error: unknown) => serializeError(error),
      },
      hooks: {
        // Messages built from a URL (the framework's own warnings) go through the same redaction.
        // An error logged alone would otherwise lend its raw message (query values included) to `msg`.
        logMethod(args, method) {
          const [first, second] = args as unknown[];
          const safe =
            first instanceof Error && typeof second !== 'string'
              ? [{ err: first }, serializeError(first).message]
              : args.map((arg) => (typeof arg === 'string' ? redactSecretsInText(arg) : arg));
          return method.apply(this, safe as Parameters<typeof method>);
        },
      },
    },
    ...(format === 'lines' ? { logController: new OneLinePerRequest() } : {}),
  };
}

/**
 * An incoming X-Request-Id worth keeping: what proxies and tracing clients send (UUIDs, ULIDs, hex, a
 * proxy's `host:counter`), bounded, in a charset that is safe in a log line and in a header. Anything
 * else (too long, spaces, control characters, two headers joined with a comma) is replaced, not logged.
 */
const INCOMING_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request's id (Fastify's genReqId): a valid incoming X-Request-Id, so one id follows a call from
 * the proxy through this server, or else a random UUID. Fastify's own ids are a counter that starts again
 * at `req-1` in every process: with several instances and restarts one id named many requests.
 */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The request a connection is carrying, while it is in progress: the HTTP parser's own refusals (a body
 * it cannot read) reach answerClientError with the socket only, and still name the request that failed.
 */
const requestInProgress = new WeakMap<Socket, string>();

export function requestIdOnSocket(socket: Socket): string | undefined {
  return requestInProgress.get(socket);
}

/**
 * Every answer says its request's id (X-Request-Id), set first so that refusals by later hooks, and live
 * streams, which write their headers by hand, carry it too. The id is in every log line of the request
 * (pino's `reqId`) and in every error body (errors.ts).
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    requestInProgress.set(request.raw.socket, request.id);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (requestInProgress.get(request.raw.socket) === request.id) requestInProgress.delete(request.raw.socket);
    done();
  });
}
