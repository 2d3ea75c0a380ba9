import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** An unset variable and an empty one (`SCHEDULING_URL=`) mean the same: not configured. */
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

const safeProtocol = (value: string) => {
  try {
    return new URL(value).protocol;
  } catch {
    return '';
  }
};

/** S3's rules for new buckets (https://docs.aws.amazon.com/AmazonS3/latest/userguide/bucketnamingrules.html). */
const S3_BUCKET_NAME = /^(?!\d+\.\d+\.\d+\.\d+$)(?!.*\.\.)[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
/** Folders of safe names, each ending in `/`: no `..`, no leading `/`, nothing a key could escape through. */
export const S3_PREFIX_SHAPE = /^(?:[A-Za-z0-9][A-Za-z0-9_-]{0,62}\/){1,8}$/;
const S3_SETTINGS_BESIDE_BUCKET = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
  'S3_PREFIX',
  'S3_TIMEOUT_MS',
] as const;

const hasUserInfo = (value: string) => {
  try {
    const url = new URL(value);
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
};

const ConfigSchema = z.object({
  /**
   * Unset is neither: the development conveniences (demo data, dev mailbox) then run only on a local
   * machine (loopback HOST and a localhost PUBLIC_URL), and anything else refuses to start.
   */
  NODE_ENV: z.preprocess(emptyAsUnset, z.enum(['development', 'production', 'test']).optional()),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Defaults to every interface in production and to loopback otherwise (see hostDefaultFor). */
  HOST: z.preprocess(emptyAsUnset, z.string().optional()),
  /** Where PGlite keeps its files (and, later, local uploads). */
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** Set to use a PostgreSQL server instead of the embedded PGlite. */
  DATABASE_URL: z.string().optional(),
  /**
   * The role that applies the migrations and owns the tables, when the app serves with a role of its own
   * (DATABASE_URL) that may read and write rows but not change or drop them, nor switch off the audit
   * log's triggers. Unset: DATABASE_URL's role does both (one role: development, tests, PGlite).
   */
  DATABASE_MIGRATION_URL: z.preprocess(emptyAsUnset, z.string().optional()),
  /** Base of the links in emails and of the payment provider's return URLs; http://localhost:PORT when unset. */
  PUBLIC_URL: z.preprocess(emptyAsUnset, z.string().url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Only behind a proxy that sets X-Forwarded-For; otherwise a client could pick its own IP. */
  TRUST_PROXY: booleanFromEnv,
  WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  SESSION_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /** Seconds close-with-grace waits for in-flight requests before forcing exit. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
  /** Event-loop delay (ms) above which new requests are refused fast instead of queued. */
  MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  MARKETING_SITE_URL: z.string().url().default('https://cordee.ca'),
  /**
   * Failed sign-ins per window for one account from one client IP: the attacker is throttled, not the
   * account (its owner still signs in from elsewhere). Repeat offenders wait longer: twice this many per
   * four windows, four times this many per 96 windows (an hour and a day with the default window).
   */
  SIGN_IN_FAILURES_PER_EMAIL: z.coerce.number().int().positive().default(10),
  /** Failed sign-ins per window from one client IP, whatever the accounts. */
  SIGN_IN_FAILURES_PER_IP: z.coerce.number().int().positive().default(300),
  /** Failed sign-ins per hour for one account from every IP together: bounds a distributed guessing attack. */
  SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().positive().default(100),
  SIGN_IN_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  /** Climber sign-ups per hour from one client IP (a family or office behind one address still fits). */
  SIGN_UPS_PER_IP_PER_HOUR: z.coerce.number().int().positive().default(10),
  /**
   * Booking requests (each holds seats for up to six days and emails a guide) per window: per climber,
   * and per client IP whoever signs in behind it. 0 turns the per-IP limit off (for a proxy whose clients
   * all show its address because TRUST_PROXY cannot be on). Apart from these, a climber has at most 5
   * requests waiting for an answer or a payment at once (MAX_OPEN_BOOKING_REQUESTS, not a setting).
   */
  BOOKING_REQUESTS_PER_CLIMBER: z.coerce.number().int().positive().default(10),
  BOOKING_REQUESTS_PER_IP: z.coerce.number().int().min(0).default(60),
  BOOKING_REQUESTS_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60),
  /** smtp://user:pass@host:port (or smtps://). Unset: mail stays in the outbox, readable at /dev/mailbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Cordée <no-reply@cordee.ca>'),
  SUPPORT_EMAIL: z.string().default('support@cordee.ca'),
  /** How often the outbox worker looks for due mail. */
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(2000),
  /** OpenID Connect sign-in ("Login with Google"); hidden when no client id is set. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  /** Largest accepted upload, per kind. */
  MAX_IMAGE_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(8 * 1024 * 1024),
  /**
   * `stripe` or `sandbox`. Unset: Stripe when both Stripe secrets are set, otherwise the sandbox, except
   * in production, where the sandbox (anyone may pay its checkouts, no real money) must be chosen here.
   */
  PAYMENTS_PROVIDER: z.preprocess(emptyAsUnset, z.enum(['stripe', 'sandbox']).optional()),
  /** Real payments through Stripe when both are set. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Tests point the Stripe SDK at a local fake server. */
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /** Signs the sandbox provider's webhooks (generated per process when unset). */
  SANDBOX_WEBHOOK_SECRET: z.string().optional(),
  /**
   * The "Book a meeting" scheduling page, embedded in a frame: https only; its origin is
   * the one frame-src allows. Unset, the web app says scheduling is unavailable.
   */
  SCHEDULING_URL: z.preprocess(
    emptyAsUnset,
    z.string().refine(isHttpsUrl, { error: 'must be an https:// URL' }).optional(),
  ),
  /** Map tiles ({z}/{x}/{y} template): https (or a path on this server), the origins img-src allows. */
  MAP_TILE_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .refine((value) => isHttpsUrl(value) || value.startsWith('/'), {
        error: 'must be an https:// URL template or a path on this server',
      })
      .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  ),
  /** Shown by the map as HTML (the tile provider's terms usually ask for a link). */
  MAP_ATTRIBUTION: z.preprocess(
    emptyAsUnset,
    z.string().default('&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'),
  ),
  /**
   * A Nominatim-compatible place search (its base URL; `/search` is called) for the addresses typed in the
   * event wizard. Unset: the bundled Canadian places only. Not the public nominatim.openstreetmap.org,
   * whose terms forbid search-as-you-type: a self-hosted instance or a service that allows it.
   */
  GEOCODER_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .refine((value) => /^https?:$/.test(safeProtocol(value)), { error: 'must be an http:// or https:// URL' })
      .optional(),
  ),
  MAX_PDF_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  /** Largest training video (MP4 or WebM); streamed to a temporary file, never held in memory. */
  MAX_VIDEO_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(100 * 1024 * 1024),
  /**
   * Signs the short-lived urls of private media (training videos). Unset: a random key generated once
   * and kept in the database, shared by every instance. Set it to rotate the key (old urls stop working).
   */
  MEDIA_SIGNING_SECRET: z.preprocess(
    emptyAsUnset,
    z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  ),
  /**
   * Listing and search requests (event lists, keyword and nearby search, map markers, a guide's public
   * page) a caller who is not signed in may make per window from one IP; 0 turns the limit off.
   * Signed-in callers are not limited by it. A person browsing makes a few per minute.
   */
  PUBLIC_LISTING_REQUESTS_PER_IP: z.coerce.number().int().min(0).default(120),
  PUBLIC_LISTING_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /**
   * API requests that may work on the database at the same time, and how many more may wait for a turn;
   * beyond both a request is refused at once (503 + Retry-After). Unset: sized for the database in use
   * (PGlite runs one query at a time, PostgreSQL has a pool of connections). 0 queued: no waiting line.
   */
  DATABASE_MAX_REQUESTS_IN_FLIGHT: z.coerce.number().int().positive().optional(),
  DATABASE_MAX_QUEUED_REQUESTS: z.coerce.number().int().min(0).optional(),
  /**
   * A request body the server parses (JSON, forms) must have arrived this long after the server began
   * reading it, or the request is answered 408 and its connection closed. 1 MiB, the largest such body,
   * takes 10 s at 100 KB/s. Also the time left to the rest of any body after its answer went out early.
   */
  BODY_READ_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * An upload is cut with 408 once no byte of it has arrived for this long (a client that stalled);
   * uploads have no total time limit beyond UPLOAD_MAX_DURATION_MS, so a slow and steady one completes.
   */
  UPLOAD_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * Sanity bound on receiving any one request, an upload included (Node's requestTimeout): 100 MB at
   * 28 KB/s. At least a minute, the time Node gives a request's headers.
   */
  UPLOAD_MAX_DURATION_MS: z.coerce
    .number()
    .int()
    .min(60_000)
    .default(60 * 60 * 1000),
  /**
   * API requests one client address may have in flight at once, counted from their first byte to their
   * answer, so bodies still arriving count; beyond it 429 + Retry-After. 0 turns the bound off. Behind a
   * proxy set TRUST_PROXY, or every visitor shares the proxy's address. Health checks and live streams
   * are not counted.
   */
  MAX_REQUESTS_IN_FLIGHT_PER_ADDRESS: z.coerce.number().int().min(0).default(16),
  /** Live streams (GET /api/realtime) one instance holds open; beyond it a new one is refused with 429. */
  REALTIME_MAX_STREAMS: z.coerce.number().int().positive().default(10_000),
  /**
   * Longest life of a live stream before the client is asked to reconnect (it resumes with
   * Last-Event-ID): streams spread over instances again after a scale-out or deploy.
   */
  REALTIME_STREAM_MAX_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 60 * 1000),
  /** Between heartbeats of a live stream, which also re-check its session (a sign-out ends it by then). */
  REALTIME_HEARTBEAT_MS: z.coerce.number().int().positive().default(25_000),
  /**
   * Uploaded files go to this S3 bucket instead of DATA_DIR/uploads; needed as soon as more than one
   * instance serves the app (each would otherwise see only its own disk). Every other S3_* setting
   * applies to it, so setting one without the bucket is refused rather than silently ignored.
   */
  S3_BUCKET: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(S3_BUCKET_NAME, {
        error: 'must be an S3 bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
      })
      .optional(),
  ),
  /**
   * An S3-compatible service (MinIO, Cloudflare R2, DigitalOcean Spaces, a local test server), as its
   * http(s) base URL. Unset: Amazon S3 itself, in S3_REGION.
   */
  S3_ENDPOINT: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .refine((value) => /^https?:$/.test(safeProtocol(value)), { error: 'must be an http:// or https:// URL' })
      // Keys in the URL would be printed wherever the endpoint is: they belong in the two variables below.
      .refine((value) => !hasUserInfo(value), {
        error: 'must not hold credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY instead',
      })
      .optional(),
  ),
  /** The bucket's region; `us-east-1` when unset (what most S3-compatible services expect). */
  S3_REGION: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[a-z0-9-]{1,64}$/, { error: 'must be a region name such as us-east-1 or ca-central-1' })
      .optional(),
  ),
  /**
   * Static keys for the bucket, both or neither. Neither: the SDK's default credential chain (an IAM
   * role of the machine or container, AWS_* variables, a profile), which keeps keys out of the environment.
   */
  S3_ACCESS_KEY_ID: z.preprocess(emptyAsUnset, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
  /**
   * Bucket in the path (`endpoint/bucket/key`) rather than in the host name (`bucket.endpoint/key`).
   * Unset: on when S3_ENDPOINT is set (MinIO and most self-hosted services need it), off for Amazon S3.
   */
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyAsUnset,
    z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
  ),
  /**
   * Folder inside the bucket for this app's files (`uploads/`, `cordee/prod/`), so a bucket can be shared;
   * unset, keys sit at the bucket's root.
   */
  S3_PREFIX: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(S3_PREFIX_SHAPE, {
        error: 'must be folder names of letters, digits, `-` and `_`, each followed by `/` (e.g. uploads/)',
      })
      .optional(),
  ),
  /**
   * How long one call to the S3 store may go unanswered (a size, a delete, a read until its first
   * bytes), and how long an upload may go without the store taking any of it, before the request
   * answers 503 with Retry-After. Unset: 5 s (DEFAULT_S3_TIMEOUT_MS).
   */
  S3_TIMEOUT_MS: z.preprocess(emptyAsUnset, z.coerce.number().int().min(100).optional()),
  /**
   * Prometheus metrics at GET /metrics (decision 0043). Off unless METRICS_PORT or METRICS_TOKEN is set:
   * by default nothing about the process is exposed. METRICS_PORT: a listener of its own on METRICS_HOST
   * (loopback unless told otherwise), away from the public port; 0 picks a free port. METRICS_TOKEN: the
   * main port answers /metrics to `Authorization: Bearer <token>` only, and so does the metrics port.
   */
  METRICS_PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(65535).optional()),
  METRICS_HOST: z.preprocess(emptyAsUnset, z.string().default('127.0.0.1')),
  METRICS_TOKEN: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .min(32, { error: 'must be at least 32 characters' })
      .regex(/^[\x21-\x7e]+$/, { error: 'must be printable ASCII without spaces' })
      .optional(),
  ),
});

/** Rules across settings, checked after each setting parsed on its own. */
const CheckedConfigSchema = ConfigSchema.superRefine((settings, context) => {
  // Both-or-neither: one key alone would fall back to the credential chain and fail later, far from here.
  if ((settings.S3_ACCESS_KEY_ID === undefined) !== (settings.S3_SECRET_ACCESS_KEY === undefined)) {
    context.addIssue({
      code: 'custom',
      path: [settings.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'],
      message:
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither to use the default AWS credential chain',
    });
  }
  if (settings.DATABASE_MIGRATION_URL !== undefined && !settings.DATABASE_URL) {
    context.addIssue({
      code: 'custom',
      path: ['DATABASE_MIGRATION_URL'],
      message: 'needs DATABASE_URL: it is the migrating role of a PostgreSQL database (PGlite has one role)',
    });
  }
  if (settings.S3_BUCKET === undefined) {
    const orphans = S3_SETTINGS_BESIDE_BUCKET.filter((name) => settings[name] !== undefined);
    if (orphans.length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: `must be set when ${orphans.join(', ')} ${orphans.length === 1 ? 'is' : 'are'} set (uploads stay on the local disk without a bucket)`,
      });
    }
  }
});

type ParsedSettings = z.infer<typeof ConfigSchema>;

/** Every environment variable the server reads (deploy/.env.example is checked against it). */
export const SETTING_NAMES: readonly string[] = Object.keys(ConfigSchema.shape);

export type PaymentsProviderKind = 'stripe' | 'sandbox';

/** What the environment says about who the server runs for (resolveRunMode). */
export type RunMode =
  | { kind: 'production' }
  /** `explicit`: NODE_ENV says development or test; otherwise a local machine was recognised. */
  | { kind: 'development'; explicit: boolean }
  | { kind: 'refused'; reason: string };

export type Config = Omit<ParsedSettings, 'HOST' | 'PUBLIC_URL'> & {
  HOST: string;
  PUBLIC_URL: string;
  runMode: RunMode;
  /** Demo data, the dev mailbox and the printed demo password: only in development (see resolveRunMode). */
  devConveniences: boolean;
  paymentsProvider: PaymentsProviderKind;
  /** Why the server must not start with these settings (empty when it may). Other commands ignore it. */
  startupRefusals: string[];
};

/** A setting that cannot be read; the message names the variable and what it accepts. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Names of this machine only: listening there, nobody else can reach the server. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '::1' ||
    /^127(\.\d{1,3}){3}$/.test(name) ||
    /^::ffff:127(\.\d{1,3}){3}$/.test(name)
  );
}

/** Production listens on every interface (a container, a load balancer); anything else on this machine only. */
export function hostDefaultFor(nodeEnv: ParsedSettings['NODE_ENV']): string {
  return nodeEnv === 'production' ? '0.0.0.0' : 'localhost';
}

/**
 * Fails closed: the development conveniences (demo accounts with a printed password, a mailbox that shows
 * every reset link to anyone) run only when development is said explicitly, or on a machine nobody else
 * can reach: listening on loopback with a localhost PUBLIC_URL. Without NODE_ENV, any other setting looks
 * like a deployment that forgot NODE_ENV=production, and the server refuses to start rather than guess.
 */
export function resolveRunMode(settings: {
  NODE_ENV?: ParsedSettings['NODE_ENV'];
  HOST: string;
  PUBLIC_URL: string;
}): RunMode {
  if (settings.NODE_ENV === 'production') return { kind: 'production' };
  if (settings.NODE_ENV === 'development' || settings.NODE_ENV === 'test')
    return { kind: 'development', explicit: true };
  const publicHost = new URL(settings.PUBLIC_URL).hostname;
  if (isLoopbackHost(settings.HOST) && isLoopbackHost(publicHost)) return { kind: 'development', explicit: false };
  const exposed = [
    ...(isLoopbackHost(settings.HOST) ? [] : [`HOST=${settings.HOST} is not a loopback address`]),
    ...(isLoopbackHost(publicHost) ? [] : [`PUBLIC_URL=${settings.PUBLIC_URL} is not on localhost`]),
  ].join(' and ');
  return {
    kind: 'refused',
    reason:
      `NODE_ENV is not set, but ${exposed}: this looks like a deployment. ` +
      'Set NODE_ENV=production to deploy (no demo data, no development mailbox), or NODE_ENV=development to ' +
      'run the development conveniences (demo accounts with a published password, a mailbox that shows every ' +
      'email to anyone) where others can reach them, on purpose.',
  };
}

/**
 * Stripe when chosen or when both of its secrets are set; the sandbox otherwise. In production the sandbox
 * is never a fallback: its checkout pays without a card and its pages credit test money, so an operator
 * must choose it by name (a demo deployment) or configure Stripe.
 */
export function resolvePaymentsProvider(settings: {
  NODE_ENV?: ParsedSettings['NODE_ENV'];
  PAYMENTS_PROVIDER?: PaymentsProviderKind;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
}): { provider: PaymentsProviderKind; refusal?: string } {
  const missing = [
    ...(settings.STRIPE_SECRET_KEY ? [] : ['STRIPE_SECRET_KEY']),
    ...(settings.STRIPE_WEBHOOK_SECRET ? [] : ['STRIPE_WEBHOOK_SECRET']),
  ];
  if (settings.PAYMENTS_PROVIDER === 'sandbox') return { provider: 'sandbox' };
  if (settings.PAYMENTS_PROVIDER === 'stripe') {
    return missing.length === 0
      ? { provider: 'stripe' }
      : { provider: 'stripe', refusal: `PAYMENTS_PROVIDER=stripe needs ${missing.join(' and ')}.` };
  }
  if (missing.length === 0) return { provider: 'stripe' };
  if (settings.NODE_ENV !== 'production') return { provider: 'sandbox' };
  return {
    provider: 'sandbox',
    refusal:
      `NODE_ENV=production without Stripe (${missing.join(' and ')} not set). Set STRIPE_SECRET_KEY and ` +
      'STRIPE_WEBHOOK_SECRET for real payments, or PAYMENTS_PROVIDER=sandbox to run the built-in sandbox ' +
      'provider on purpose (no real money moves, and anyone can pay its checkout pages).',
  };
}

/** Where the S3 backend stores files and how it reaches them; built from the S3_* settings. */
export type S3Settings = {
  bucket: string;
  /** Unset: Amazon S3 in `region`. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** Empty, or folders ending in `/`. */
  prefix: string;
};

const DEFAULT_S3_REGION = 'us-east-1';

type S3Variables = Pick<
  Config,
  | 'S3_BUCKET'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PREFIX'
>;

/** The S3 backend's settings when S3_BUCKET is set, with the defaults filled in; undefined for the local disk. */
export function s3SettingsFrom(config: Partial<S3Variables>): S3Settings | undefined {
  if (!config.S3_BUCKET) return undefined;
  return {
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION ?? DEFAULT_S3_REGION,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? config.S3_ENDPOINT !== undefined,
    prefix: config.S3_PREFIX ?? '',
  };
}

/** The settings that follow from others: defaults that depend on NODE_ENV or PORT, the run mode, the provider. */
function derivedSettings(
  settings: Omit<
    Config,
    'runMode' | 'devConveniences' | 'paymentsProvider' | 'startupRefusals' | 'HOST' | 'PUBLIC_URL'
  > & { HOST?: string; PUBLIC_URL?: string },
) {
  const HOST = settings.HOST ?? hostDefaultFor(settings.NODE_ENV);
  const PUBLIC_URL = settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`;
  const runMode = resolveRunMode({ NODE_ENV: settings.NODE_ENV, HOST, PUBLIC_URL });
  const payments = resolvePaymentsProvider(settings);
  return {
    HOST,
    PUBLIC_URL,
    runMode,
    devConveniences: runMode.kind === 'development',
    paymentsProvider: payments.provider,
    startupRefusals: [
      ...(runMode.kind === 'refused' ? [runMode.reason] : []),
      ...(runMode.kind === 'production' && settings.PUBLIC_URL === undefined ? [missingPublicUrl(PUBLIC_URL)] : []),
      ...(payments.refusal ? [payments.refusal] : []),
    ],
  };
}

/**
 * The localhost default suits a developer's machine only: in production every emailed link (reset,
 * verification, invitation) and every payment provider's return URL would send people to their own computer.
 */
function missingPublicUrl(fallback: string): string {
  return (
    `PUBLIC_URL is not set: emailed links and payment return URLs would point at ${fallback}. ` +
    'Set PUBLIC_URL=https://… to the address people open Cordée at.'
  );
}

/**
 * The environment, parsed once; a bad value stops start-up with a readable message (ConfigError). The
 * derived settings are computed after `overrides` (tests), so an overridden NODE_ENV or HOST counts.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = CheckedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means relative to where npm was called.
  const invokedFrom = env.INIT_CWD ?? process.cwd();
  const settings = { ...parsed.data, DATA_DIR: path.resolve(invokedFrom, parsed.data.DATA_DIR), ...overrides };
  return { ...settings, ...derivedSettings(settings), ...overrides };
}
