import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../src/db/client';
import { testDbName, withDatabaseName } from '../support/test-database-url';

const url = process.env.TEST_DATABASE_URL;

// Two processes starting together on one empty PostgreSQL both run the migrations.
describe.skipIf(!url)('migrations on PostgreSQL', () => {
  it('run once when several processes start together on an empty database', async () => {
    const name = testDbName(`mig_${randomBytes(4).toString('hex')}`);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const processes = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: withDatabaseName(url ?? '', name) })),
    );
    try {
      await Promise.all(processes.map((database) => migrateDatabase(database)));
      const pool = processes[0]?.pool;
      if (!pool) throw new Error('no PostgreSQL pool');
      const applied = await pool.query<{ hash: string; n: number }>(
        'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
      );
      expect(applied.rows.length).toBeGreaterThan(0);
      expect(applied.rows.every((row) => row.n === 1)).toBe(true);
    } finally {
      await Promise.all(processes.map((database) => database.close()));
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
