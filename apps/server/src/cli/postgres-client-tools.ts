import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CommandFailure } from './backup-manifest.ts';

/**
 * pg_dump and pg_restore (Debian's postgresql-client) taking the connection of DATABASE_URL without the
 * password ever being on a command line (visible to anyone in `ps`) or in a log: the URL is parsed into
 * libpq's PG* environment variables, and the password goes to a PGPASSFILE readable only by this user,
 * deleted afterwards.
 */

export type PostgresToolConnection = {
  /** The environment to run pg_dump/pg_restore with. */
  env: NodeJS.ProcessEnv;
  /** The database name as a libpq connection string (`--dbname` for pg_restore, which needs one). */
  dbnameArgument: string;
  /** Deletes the password file. */
  dispose: () => Promise<void>;
};

/** libpq's quoting of a conninfo value: single quotes, backslash before `'` and `\`. */
const conninfoValue = (value: string) => `'${value.replace(/[\\']/g, (character) => `\\${character}`)}'`;

/** A .pgpass field: `:` and `\` escaped with a backslash. */
const passfileField = (value: string) => value.replace(/[\\:]/g, (character) => `\\${character}`);

/**
 * Query parameters of a connection URL that libpq understands, with the environment variable each
 * becomes. node-postgres's `ssl=true` and `sslmode=no-verify` are translated (libpq's `require`
 * encrypts without verifying the certificate, as they do); anything else is refused rather than ignored.
 */
const parameterVariables: Record<string, string> = {
  sslmode: 'PGSSLMODE',
  sslrootcert: 'PGSSLROOTCERT',
  sslcert: 'PGSSLCERT',
  sslkey: 'PGSSLKEY',
  application_name: 'PGAPPNAME',
  options: 'PGOPTIONS',
  connect_timeout: 'PGCONNECT_TIMEOUT',
  host: 'PGHOST',
  port: 'PGPORT',
};

/**
 * `applicationName` names the tool's connection in pg_stat_activity (PGAPPNAME), unless the URL sets its
 * own `application_name`, as node-postgres lets the URL win for the server's connections.
 */
export async function postgresToolConnection(
  databaseUrl: string,
  applicationName?: string,
): Promise<PostgresToolConnection> {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new CommandFailure('DATABASE_URL is not a valid URL (postgres://user:password@host:port/database).');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new CommandFailure('DATABASE_URL must start with postgres:// or postgresql://.');
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  // Unset parts fall back to the PG* variables already set, as node-postgres does for the server.
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (applicationName) env.PGAPPNAME = applicationName;
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname).replace(/^\[(.*)\]$/, '$1');
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (database) env.PGDATABASE = database;
  for (const [name, value] of url.searchParams) {
    if (name === 'ssl') {
      if (value === 'true' || value === '1') env.PGSSLMODE ??= 'require';
      continue;
    }
    const variable = parameterVariables[name];
    if (!variable) {
      throw new CommandFailure(
        `DATABASE_URL parameter "${name}" is not understood by pg_dump/pg_restore; set the matching PG* variable instead.`,
      );
    }
    env[variable] = name === 'sslmode' && value === 'no-verify' ? 'require' : value;
  }

  let passfileDir: string | undefined;
  if (url.password) {
    passfileDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cordee-pgpass-'));
    const passfile = path.join(passfileDir, 'pgpass');
    // One line matching any host, port, database and user: the file serves this one command only.
    await fs.writeFile(passfile, `*:*:*:*:${passfileField(decodeURIComponent(url.password))}\n`, { mode: 0o600 });
    env.PGPASSFILE = passfile;
    delete env.PGPASSWORD;
  }
  return {
    env,
    dbnameArgument: `dbname=${conninfoValue(env.PGDATABASE ?? '')}`,
    dispose: async () => {
      if (passfileDir) await fs.rm(passfileDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs pg_dump or pg_restore from the PATH, its messages going to this process's stderr (they name the
 * host and user, never the password). Rejects with a CommandFailure when the tool is missing or fails.
 */
export function runPostgresTool(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new CommandFailure(
          error.code === 'ENOENT'
            ? `${tool} was not found on the PATH. Install the PostgreSQL client tools, of the server's major ` +
                'version or newer (Debian/Ubuntu: apt-get install postgresql-client).'
            : `${tool} could not be started: ${error.message}`,
        ),
      );
    });
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new CommandFailure(`${tool} failed (${signal ?? `exit code ${code}`}); its messages are above.`));
    });
  });
}
