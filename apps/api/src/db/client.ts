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
  /**
   * Subscribes to a notification channel. `onReset` is called when notifications may have been
   * missed (the listening connection dropped and came back), so the caller can start afresh.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReset: () => void): Promise<() => Promise<void>>;
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
      listen: (channel, onMessage, onReset) => listenOnPostgres(target.url, channel, onMessage, onReset),
      close: () => pool.end(),
    };
  }
  const dataDir = target.dataDir ? path.join(target.dataDir, 'pglite') : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, {
    // PostgreSQL's default 128 MB of shared buffers lives inside the WebAssembly heap and is never
    // given back; the embedded database is small and its files sit in the OS cache anyway.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: async (channel, onMessage) => {
      const unlisten = await client.listen(channel, onMessage);
      return () => unlisten();
    },
    close: () => client.close(),
  };
}

/**
 * LISTEN needs a connection of its own, outside the pool. If it drops, it is opened again (with a
 * growing pause) and the subscriber is told that it may have missed notifications meanwhile.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReset: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryDelayMs = 250;
  const quotedChannel = `"${channel.replaceAll('"', '""')}"`;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    next.on('error', () => undefined); // 'end' follows and reconnects
    next.on('end', () => {
      if (stopped) return;
      onReset();
      setTimeout(() => void reconnect(), retryDelayMs).unref();
      retryDelayMs = Math.min(retryDelayMs * 2, 10_000);
    });
    await next.connect();
    await next.query(`LISTEN ${quotedChannel}`);
    retryDelayMs = 250;
    client = next;
  }

  async function reconnect(): Promise<void> {
    if (stopped) return;
    try {
      await connect();
      onReset();
    } catch {
      setTimeout(() => void reconnect(), retryDelayMs).unref();
      retryDelayMs = Math.min(retryDelayMs * 2, 10_000);
    }
  }

  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}
