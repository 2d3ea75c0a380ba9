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

const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Where PGlite keeps its files (and, later, local uploads). */
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  /** Set to use a PostgreSQL server instead of the embedded PGlite. */
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
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
  /** Real payments through Stripe when both are set; otherwise the built-in sandbox provider. */
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Tests point the Stripe SDK at a local fake server. */
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().optional(),
  STRIPE_API_PROTOCOL: z.enum(['http', 'https']).optional(),
  /** Signs the sandbox provider's webhooks (generated per process when unset). */
  SANDBOX_WEBHOOK_SECRET: z.string().optional(),
  /**
   * The "Book a meeting" scheduling page (spec 2 §2.3), embedded in a frame: https only; its origin is
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
  MAX_PDF_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
});

export type Config = z.infer<typeof ConfigSchema>;

/** The environment, parsed once; a bad value stops start-up with a readable message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means relative to where npm was called.
  const invokedFrom = env.INIT_CWD ?? process.cwd();
  const data = { ...parsed.data, DATA_DIR: path.resolve(invokedFrom, parsed.data.DATA_DIR) };
  return { ...data, ...overrides };
}
