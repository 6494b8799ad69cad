/** Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite (file or memory). */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths';
import * as schema from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or a transaction: what service functions accept. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  db: Database;
  migrate(): Promise<void>;
  /** Answers when the database does; throws otherwise. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string | null /* null: in memory */ };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // A dropped idle connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db = drizzlePostgres(pool, { schema }) as unknown as Database;
    return {
      kind: 'postgres',
      db,
      migrate: () => migratePostgres(drizzlePostgres(pool), { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }
  const dataDir = target.dataDir ? path.join(target.dataDir, 'pglite') : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}
