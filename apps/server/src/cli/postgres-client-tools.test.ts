import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CommandFailure } from './backup-manifest.ts';
import { postgresToolConnection } from './postgres-client-tools.ts';

describe('pg_dump / pg_restore connection from DATABASE_URL', () => {
  it('passes the password through a private PGPASSFILE, never an argument or PGPASSWORD, and deletes it after', async () => {
    const connection = await postgresToolConnection(
      'postgres://cordee%40app:p%3Ass%5Cw:rd@db.internal:6543/cordee%20prod?sslmode=no-verify&application_name=backup',
    );
    try {
      const { env } = connection;
      expect(env).toMatchObject({
        PGHOST: 'db.internal',
        PGPORT: '6543',
        PGUSER: 'cordee@app',
        PGDATABASE: 'cordee prod',
        PGSSLMODE: 'require',
        PGAPPNAME: 'backup',
      });
      expect(env.PGPASSWORD).toBeUndefined();
      expect(connection.dbnameArgument).toBe("dbname='cordee prod'");
      const passfile = env.PGPASSFILE ?? '';
      // libpq ignores a password file others can read; `:` and `\` are escaped in its fields.
      expect(fs.statSync(passfile).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(passfile, 'utf8')).toBe('*:*:*:*:p\\:ss\\\\w\\:rd\n');
      const otherValues = Object.entries(env).filter(([name]) => name !== 'PGPASSFILE');
      expect(otherValues.some(([, value]) => value?.includes('p:ss'))).toBe(false);
      await connection.dispose();
      expect(fs.existsSync(passfile)).toBe(false);
    } finally {
      await connection.dispose();
    }
  });

  it('quotes a database name for libpq and needs no password file without a password', async () => {
    const connection = await postgresToolConnection("postgresql://postgres@127.0.0.1/it's");
    expect(connection.dbnameArgument).toBe("dbname='it\\'s'");
    expect(connection.env.PGPASSFILE).toBe(process.env.PGPASSFILE);
    await connection.dispose();
  });

  it('names its connection for pg_stat_activity, unless the URL names it', async () => {
    const named = await postgresToolConnection('postgres://u@h/db', 'cordee-backup host-1:42');
    expect(named.env.PGAPPNAME).toBe('cordee-backup host-1:42');
    const byUrl = await postgresToolConnection('postgres://u@h/db?application_name=nightly', 'cordee-backup host-1:42');
    expect(byUrl.env.PGAPPNAME).toBe('nightly');
  });

  it('refuses a URL parameter pg_dump would not understand instead of ignoring it', async () => {
    await expect(postgresToolConnection('postgres://u@h/db?statement_timeout=5')).rejects.toThrow(CommandFailure);
  });
});
