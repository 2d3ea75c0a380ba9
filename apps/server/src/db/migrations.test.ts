import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { adminUrl } from '../test/golden-database.ts';
import { type DatabaseHandle, migrationsFolder, openDatabase } from './client.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A driver-independent picture of the public schema: columns, constraints and indexes. PGlite is
 * PostgreSQL 18, which also lists NOT NULL as constraints (contype 'n'); nullability is already in
 * the column list, so those rows are left out to compare with older servers.
 */
async function schemaSnapshot(database: DatabaseHandle) {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;
  const columns = await rows(sql`
    select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns where table_schema = 'public'
    order by table_name, column_name`);
  const constraints = await rows(sql`
    select rel.relname as table_name, con.conname, con.contype, pg_get_constraintdef(con.oid) as definition
    from pg_constraint con join pg_class rel on rel.oid = con.conrelid
    join pg_namespace ns on ns.oid = rel.relnamespace
    where ns.nspname = 'public' and con.contype <> 'n' order by rel.relname, con.conname`);
  const indexes = await rows(sql`
    select tablename, indexname, indexdef from pg_indexes where schemaname = 'public' order by tablename, indexname`);
  return { columns, constraints, indexes };
}

describe('migrations (G1)', () => {
  it('apply to an empty PGlite and give the expected tables', async () => {
    const database = await openDatabase({ dataDir: undefined });
    await database.migrate();
    // Applying again is a no-op, as on every restart.
    await database.migrate();
    const snapshot = await schemaSnapshot(database);
    await database.close();
    const tables = [...new Set(snapshot.columns.map((c) => c.table_name))];
    expect(tables).toEqual([
      'audit_log',
      'booking_payments',
      'booking_refunds',
      'bookings',
      'chat_messages',
      'chat_threads',
      'contact_messages',
      'diaries',
      'email_outbox',
      'event_occurrences',
      'events',
      'job_leases',
      'media_signing_keys',
      'notifications',
      'oidc_login_states',
      'one_time_tokens',
      'plans',
      'processed_webhook_events',
      'rate_limit_counters',
      'realtime_events',
      'sandbox_accounts',
      'sandbox_balance_transactions',
      'sandbox_checkout_sessions',
      'sandbox_events',
      'sandbox_external_accounts',
      'sandbox_payouts',
      'sandbox_refunds',
      'sandbox_subscriptions',
      'sandbox_webhook_deliveries',
      'sessions',
      'subscriptions',
      'training_pages',
      'trainings',
      'uploads',
      'user_identities',
      'users',
    ]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('give the same schema on PGlite and on PostgreSQL', async () => {
    const testDatabaseUrl = process.env.TEST_DATABASE_URL as string;
    const name = `cordee_g1_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const onPostgres = await openDatabase({ databaseUrl: adminUrl(testDatabaseUrl, name) });
      await onPostgres.migrate();
      const postgresSchema = await schemaSnapshot(onPostgres);
      await onPostgres.close();

      const onPglite = await openDatabase({ dataDir: undefined });
      await onPglite.migrate();
      const pgliteSchema = await schemaSnapshot(onPglite);
      await onPglite.close();

      expect(pgliteSchema).toEqual(postgresSchema);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });

  it('are up to date with the Drizzle tables (drizzle-kit finds nothing to generate)', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'cordee-migrations-'));
    fs.cpSync(migrationsFolder, out, { recursive: true });
    const before = fs.readdirSync(out).sort();
    execFileSync(
      process.execPath,
      [
        path.join(serverDir, '../../node_modules/drizzle-kit/bin.cjs'),
        'generate',
        '--dialect=postgresql',
        '--schema=./src/db/schema.ts',
        `--out=${out}`,
      ],
      { cwd: serverDir, stdio: 'pipe' },
    );
    expect(fs.readdirSync(out).sort()).toEqual(before);
    fs.rmSync(out, { recursive: true, force: true });
  });
});
