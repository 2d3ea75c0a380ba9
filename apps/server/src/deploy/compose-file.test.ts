import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { loadConfig, SETTING_NAMES } from '../config.ts';

/**
 * compose.yaml, the Caddyfiles and deploy/.env.example as operators run them (decision 0042). No Docker
 * engine runs where this is tested, so the files are parsed and held to the rules the stack relies on:
 * one scalable app service found by the proxy through Docker's DNS, every setting of .env reaching the
 * app, exact image versions, health checks, limits, read-only root filesystems, scheduled backups, two
 * database roles and a versioned bucket.
 */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const read = (relative: string) => fs.readFileSync(path.join(repoRoot, relative), 'utf8');

type Service = {
  image?: string;
  build?: unknown;
  command?: string | string[];
  entrypoint?: string | string[];
  container_name?: string;
  ports?: unknown[];
  env_file?: string | (string | { path: string })[];
  environment?: Record<string, string | null> | string[];
  volumes?: (string | { source?: string; target: string })[];
  tmpfs?: string | string[];
  read_only?: boolean;
  restart?: string;
  healthcheck?: { test?: unknown; disable?: boolean };
  depends_on?: Record<string, { condition: string }> | string[];
  deploy?: { replicas?: number | string; resources?: { limits?: { cpus?: string; memory?: string; pids?: number } } };
  networks?: string[] | Record<string, unknown>;
  secrets?: (string | { source: string })[];
};
type ComposeFile = {
  services: Record<string, Service>;
  networks?: Record<string, { internal?: boolean } | null>;
  secrets?: Record<string, { file?: string }>;
  volumes?: Record<string, unknown>;
};

const compose = parseYaml(read('compose.yaml'), { merge: true }) as ComposeFile;
const services = Object.entries(compose.services);

/** `${NAME:-default}` → default (what runs when .env does not set it); `${NAME:?message}` → NAME. */
const withDefaults = (value: string) =>
  value.replace(/\$\{(\w+)(?::?-([^}]*)|:?\?[^}]*)?\}/g, (_match, name: string, fallback?: string) =>
    fallback !== undefined ? fallback : `\${${name}}`,
  );
const asList = (value: string | string[] | undefined) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const words = (service: Service) => [...asList(service.entrypoint), ...asList(service.command)].join(' ');
const environmentOf = (service: Service): Record<string, string | null> =>
  Array.isArray(service.environment)
    ? Object.fromEntries(service.environment.map((entry) => [entry.split('=')[0], entry.split('=')[1] ?? null]))
    : (service.environment ?? {});
const networksOf = (service: Service) =>
  Array.isArray(service.networks) ? service.networks : Object.keys(service.networks ?? { default: null });
const volumeTargets = (service: Service) =>
  (service.volumes ?? []).map((volume) => (typeof volume === 'string' ? volume.split(':')[1] : volume.target));
const volumeSources = (service: Service) =>
  (service.volumes ?? []).map((volume) => (typeof volume === 'string' ? volume.split(':')[0] : volume.source));
const dependsOn = (service: Service) =>
  Array.isArray(service.depends_on)
    ? Object.fromEntries(service.depends_on.map((name) => [name, 'service_started']))
    : Object.fromEntries(Object.entries(service.depends_on ?? {}).map(([name, spec]) => [name, spec.condition]));

/** The app image: built from this repository's Dockerfile (or the CORDEE_IMAGE a CI pushed). */
const runsAppImage = (service: Service) => service.build !== undefined || /CORDEE_IMAGE/.test(service.image ?? '');
/** The service that serves: the app image with its default command (the server). */
const servingServices = services.filter(
  ([, service]) => runsAppImage(service) && service.command === undefined && service.entrypoint === undefined,
);

/**
 * An exact release: a version with at least major.minor (PostgreSQL and SeaweedFS number releases that
 * way, Caddy and Node major.minor.patch), an optional variant suffix, or a digest. Not `latest`, not a
 * major alone (`15-bookworm`, `24-bookworm-slim`), which moves under the same name.
 */
function isExactImage(reference: string): boolean {
  if (/@sha256:[0-9a-f]{64}$/.test(reference)) return true;
  const tag = reference.split('/').at(-1)?.split(':')[1];
  if (!tag) return false;
  return /^v?\d+\.\d+(\.\d+)*(-[a-z0-9.-]+)?$/.test(tag) || /^RELEASE\.\d{4}-\d\d-\d\dT[\d-]+Z$/.test(tag);
}

/** A Caddyfile as nested directives: each line's words, and the block it opens. */
type Directive = { words: string[]; block: Directive[] };
function parseCaddyfile(text: string): Directive[] {
  const root: Directive[] = [];
  const stack: Directive[][] = [root];
  for (const rawLine of text.split('\n')) {
    const line = rawLine.replace(/(^|\s)#.*$/, '').trim();
    if (line === '') continue;
    const current = stack.at(-1) as Directive[];
    if (line === '}') {
      stack.pop();
      continue;
    }
    const opens = line.endsWith('{');
    const directive: Directive = { words: line.replace(/\{$/, '').trim().split(/\s+/).filter(Boolean), block: [] };
    current.push(directive);
    if (opens) stack.push(directive.block);
  }
  return root;
}
const find = (directives: Directive[], name: string): Directive[] =>
  directives.flatMap((directive) => [
    ...(directive.words[0] === name ? [directive] : []),
    ...find(directive.block, name),
  ]);
const option = (block: Directive[], name: string) => block.find((directive) => directive.words[0] === name)?.words;

/** `NAME=value` lines of an env file, and the `# NAME=` ones it documents without setting. */
function envFileEntries(text: string) {
  const active = new Map<string, string>();
  const documented = new Set<string>();
  for (const line of text.split('\n')) {
    const set = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (set?.[1]) active.set(set[1], set[2] ?? '');
    const commented = /^#\s?([A-Z][A-Z0-9_]*)=/.exec(line);
    if (commented?.[1]) documented.add(commented[1]);
  }
  return { active, documented: new Set([...documented, ...active.keys()]) };
}

/**
 * Compose's own knobs in .env, read by compose.yaml's interpolation (never secrets): the app receives
 * them with the rest of .env and ignores them.
 */
const COMPOSE_KNOBS = ['CORDEE_IMAGE', 'APP_REPLICAS', 'POSTGRES_USER', 'POSTGRES_DB', 'BACKUP_AT', 'BACKUP_KEEP'];
/** Settings .env.example leaves out on purpose, and why. */
const NOT_IN_ENV_FILE: Record<string, string> = {
  NODE_ENV: 'compose sets production',
  TRUST_PROXY: 'compose sets it: only Caddy reaches the instances',
  PORT: 'the proxy and the health check use 3000',
  HOST: 'every interface in production, which a container needs',
  DATA_DIR: 'the image sets /data',
  WEB_DIST_DIR: 'the image holds the built web app where the default looks',
  DATABASE_MIGRATION_URL: "compose's migrate service builds it from the owner's secret; never given to the app",
  STRIPE_API_HOST: "tests point the Stripe SDK at a fake; production uses Stripe's own",
  STRIPE_API_PORT: 'tests only',
  STRIPE_API_PROTOCOL: 'tests only',
};
/** Without these a production deployment refuses to start, or cannot run several instances. */
const PRODUCTION_NEEDS = [
  'PUBLIC_URL',
  'DATABASE_URL',
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'PAYMENTS_PROVIDER',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
];

describe('compose.yaml: the app service', () => {
  it('is one service, scaled (no fixed container name, no published port), with every setting of .env', () => {
    expect(servingServices.map(([name]) => name)).toEqual(['app']);
    const app = compose.services.app as Service;
    expect(app.container_name).toBeUndefined();
    expect(app.ports ?? []).toEqual([]);
    const envFiles = asList(app.env_file as string | string[]).map((entry) =>
      typeof entry === 'string' ? entry : (entry as { path: string }).path,
    );
    expect(envFiles).toContain('.env');
    // Only what the topology decides; every other setting comes from .env as it is, not a list to keep.
    expect(Object.keys(environmentOf(app)).sort()).toEqual(['NODE_ENV', 'TMPDIR', 'TRUST_PROXY']);
    expect(environmentOf(app)).toMatchObject({ NODE_ENV: 'production', TRUST_PROXY: 'true' });
  });

  it('is reached by the proxy through Docker DNS: dynamic A records of the service name, refreshed', () => {
    const caddyfile = parseCaddyfile(read('deploy/Caddyfile'));
    const [proxy, ...others] = find(caddyfile, 'reverse_proxy');
    expect(others).toEqual([]);
    // No upstream written down: every instance `--scale app=N` starts is found, none is listed.
    expect(proxy?.words).toEqual(['reverse_proxy']);
    const dynamic = find(proxy?.block ?? [], 'dynamic');
    expect(dynamic.map((directive) => directive.words)).toEqual([['dynamic', 'a']]);
    const lookup = dynamic[0]?.block ?? [];
    expect(option(lookup, 'name')).toEqual(['name', 'app']);
    expect(option(lookup, 'port')).toEqual(['port', '3000']);
    expect(option(lookup, 'refresh')?.[1]).toMatch(/^\d+s$/);
    // Caddy runs no active health check on dynamic upstreams (decision 0042): a health_uri here would be
    // ignored silently. Passive checks and retries take an instance that fails out of the rotation.
    const block = proxy?.block ?? [];
    expect(option(block, 'health_uri')).toBeUndefined();
    expect(option(block, 'fail_duration')?.[1]).toMatch(/^\d+s$/);
    expect(option(block, 'lb_try_duration')?.[1]).toMatch(/^\d+s$/);
    expect(option(block, 'flush_interval')).toEqual(['flush_interval', '-1']);
    // The proxy and the app share a network (where the name resolves), and the proxy waits for healthy ones.
    const proxyService = compose.services.proxy as Service;
    expect(
      networksOf(proxyService).filter((name) => networksOf(compose.services.app as Service).includes(name)),
    ).not.toEqual([]);
    expect(dependsOn(proxyService)).toMatchObject({ app: 'service_healthy' });
  });
});

describe('compose.yaml: every service', () => {
  it('runs images pinned to exact versions, the Dockerfile base included', () => {
    const loose = services
      .filter(([, service]) => !runsAppImage(service))
      .map(([name, service]) => [name, withDefaults(service.image ?? '(no image)')])
      .filter(([, image]) => !isExactImage(image as string));
    expect(loose).toEqual([]);
    const dockerfile = read('Dockerfile');
    const bases = [
      ...[...dockerfile.matchAll(/^ARG (\w+_IMAGE)=(\S+)$/gm)].map((match) => match[2] as string),
      ...[...dockerfile.matchAll(/^FROM (\S+)/gm)].map((match) => match[1] as string),
    ].filter((image) => !image.startsWith('$') && !/^[a-z-]+$/.test(image));
    expect(bases.length).toBeGreaterThan(0);
    expect(bases.filter((image) => !isExactImage(image))).toEqual([]);
  });

  it('has a health check when it keeps running, and limits on memory, CPU and processes', () => {
    const withoutHealthcheck = services
      .filter(([, service]) => service.restart !== 'no')
      .filter(([, service]) => !service.healthcheck?.test || service.healthcheck.disable)
      .map(([name]) => name);
    expect(withoutHealthcheck).toEqual([]);
    const withoutLimits = services
      .filter(([, service]) => {
        const limits = service.deploy?.resources?.limits;
        return !(limits?.cpus && limits.memory && Number(limits.pids) > 0);
      })
      .map(([name]) => name);
    expect(withoutLimits).toEqual([]);
  });

  it('has a read-only root filesystem, writing only to volumes and a /tmp in memory', () => {
    expect(services.filter(([, service]) => service.read_only !== true).map(([name]) => name)).toEqual([]);
    const withoutTmp = services
      .filter(([, service]) => !asList(service.tmpfs).some((mount) => mount.split(':')[0] === '/tmp'))
      .map(([name]) => name);
    expect(withoutTmp).toEqual([]);
    // The app writes uploads in progress and its compile cache under TMPDIR, on the disk of /data.
    const app = compose.services.app as Service;
    expect(environmentOf(app).TMPDIR).toMatch(/^\/data\//);
    expect(read('Dockerfile')).toMatch(/^VOLUME \["\/data"\]$/m);
  });
});

describe('compose.yaml: database roles', () => {
  it('migrates as the owner in a one-shot service the app waits for; the app holds no owner secret', () => {
    const app = compose.services.app as Service;
    const migrate = compose.services.migrate as Service;
    expect(migrate, 'a migrate service').toBeDefined();
    expect(runsAppImage(migrate)).toBe(true);
    expect(migrate.restart).toBe('no');
    expect(words(migrate)).toContain('apps/server/dist/migrate.js');
    expect(words(migrate)).toContain('DATABASE_MIGRATION_URL');
    expect(asList(migrate.secrets as string[])).toContain('postgres_owner_password');
    expect(dependsOn(app)).toMatchObject({ migrate: 'service_completed_successfully', postgres: 'service_healthy' });
    expect(app.secrets ?? []).toEqual([]);
    expect(Object.keys(environmentOf(app))).not.toContain('DATABASE_MIGRATION_URL');
    expect(compose.secrets?.postgres_owner_password?.file).toBe('./deploy/secrets/postgres-owner-password');
  });

  it("creates the app's role at the database's first start, from the app's own DATABASE_URL", () => {
    const postgres = compose.services.postgres as Service;
    expect(environmentOf(postgres)).toMatchObject({
      POSTGRES_PASSWORD_FILE: '/run/secrets/postgres_owner_password',
      CORDEE_APP_DATABASE_URL: expect.stringMatching(/^\$\{DATABASE_URL:\?/),
    });
    const initScripts = (postgres.volumes ?? []).filter((volume) =>
      String(typeof volume === 'string' ? volume : volume.target).includes('/docker-entrypoint-initdb.d/'),
    );
    expect(initScripts).toEqual([
      './deploy/postgres/10-cordee-app-role.sh:/docker-entrypoint-initdb.d/10-cordee-app-role.sh:ro',
    ]);
    const script = read('deploy/postgres/10-cordee-app-role.sh');
    expect(script).toMatch(/NOSUPERUSER/);
    expect(script).toMatch(/CREATE ROLE/);
    // The example's app user is not the owner: one role would own the audit log again.
    const { active } = envFileEntries(read('deploy/.env.example'));
    const appUser = new URL(active.get('DATABASE_URL') ?? '').username;
    const owner = withDefaults(environmentOf(postgres).POSTGRES_USER ?? '');
    expect(appUser).not.toBe('');
    expect(appUser).not.toBe(owner);
  });
});

describe('compose.yaml: files and backups', () => {
  it('keeps the object store on an internal network the app reaches through the S3 gateway only', () => {
    const storage = compose.services.storage as Service;
    const app = compose.services.app as Service;
    expect(networksOf(storage).every((name) => compose.networks?.[name]?.internal === true)).toBe(true);
    expect(networksOf(storage).filter((name) => networksOf(app).includes(name))).toEqual([]);
    const gateway = parseCaddyfile(read('deploy/s3-gateway.Caddyfile'));
    expect(find(gateway, 'reverse_proxy').map((directive) => directive.words)).toEqual([
      ['reverse_proxy', 'storage:8333'],
    ]);
    const { active } = envFileEntries(read('deploy/.env.example'));
    expect(active.get('S3_ENDPOINT')).toBe('http://s3-gateway:8333');
  });

  it('turns bucket versioning on (and checks it) in the storage setup the app waits for', () => {
    const setup = compose.services['storage-setup'] as Service;
    expect(setup.restart).toBe('no');
    expect(dependsOn(compose.services.app as Service)).toMatchObject({
      'storage-setup': 'service_completed_successfully',
    });
    const script = read('deploy/storage-setup.sh');
    expect(script).toMatch(/s3\.bucket\.versioning -name \$S3_BUCKET -enable/);
    expect(script).toMatch(/Versioning: Enabled/);
    // The app's key may delete an object (a delete marker), never a version: old versions are the backup.
    expect(script).toMatch(/"s3:DeleteObject"/);
    expect(script).not.toMatch(/DeleteObjectVersion|"s3:\*"/);
  });

  it('runs scheduled backups as the app role into a volume, with a retention', () => {
    const backup = compose.services.backup as Service;
    expect(backup, 'a backup service').toBeDefined();
    expect(runsAppImage(backup)).toBe(true);
    expect(backup.restart).toBe('unless-stopped');
    expect(words(backup)).toMatch(/backup-schedule\.sh .*node apps\/server\/dist\/backup\.js/);
    expect(volumeTargets(backup)).toContain('/backups');
    expect(volumeSources(backup)).toContain('backups');
    expect(environmentOf(backup)).toMatchObject({
      DATABASE_URL: expect.stringMatching(/^\$\{DATABASE_URL/),
      BACKUP_KEEP: expect.stringMatching(/^\$\{BACKUP_KEEP:-\d+\}$/),
      BACKUP_AT: expect.stringMatching(/^\$\{BACKUP_AT:-\d\d:\d\d\}$/),
    });
    expect(backup.secrets ?? []).toEqual([]);
    expect(fs.existsSync(path.join(repoRoot, 'deploy/backup-schedule.sh'))).toBe(true);
  });
});

describe('deploy/.env.example', () => {
  const { active, documented } = envFileEntries(read('deploy/.env.example'));

  it('names only settings the server reads (or compose knobs), and every one it reads', () => {
    const unknown = [...documented].filter((name) => !SETTING_NAMES.includes(name) && !COMPOSE_KNOBS.includes(name));
    expect(unknown).toEqual([]);
    const missing = SETTING_NAMES.filter((name) => !documented.has(name) && !(name in NOT_IN_ENV_FILE));
    expect(missing).toEqual([]);
    expect(PRODUCTION_NEEDS.filter((name) => !documented.has(name))).toEqual([]);
    expect(Object.keys(NOT_IN_ENV_FILE).filter((name) => !SETTING_NAMES.includes(name))).toEqual([]);
  });

  it('parses as the server reads it, its placeholders included', () => {
    const settings = Object.fromEntries([...active].filter(([name]) => !COMPOSE_KNOBS.includes(name)));
    expect(() => loadConfig({ ...settings, NODE_ENV: 'production' })).not.toThrow();
  });
});
