/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite (file or memory).
 * Two doors come out of it. The handle, for the application, runs as `freeboard_platform`: it reaches
 * accounts, sessions and tenants, and tenant data only through `withTenant` (row-level security).
 * The owner, for migrations, demo data and tests' bookkeeping, runs as the role that owns the schema
 * and is never handed to the application, so no route can reach a handle that ignores tenancy.
 */
import { existsSync, mkdirSync } from 'node:fs';
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
import { pgliteTemplate } from './pglite-template';
import * as schema from './schema/index';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Either the database or a transaction: what service functions accept. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  kind: 'pglite' | 'postgres';
  /** Runs as `freeboard_platform`: platform tables only; tenant data through `withTenant`. */
  db: Database;
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
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** Shown in pg_stat_activity; the listening connection adds " listener". */
      applicationName?: string;
    }
  | {
      kind: 'pglite';
      dataDir: string | null /* null: in memory */;
      /** Starts from this copy of a data directory (`DatabaseOwner.dumpDataDir`) instead of an empty one. */
      loadDataDir?: Blob;
    };

/** The role that owns the schema: what the application's handle is not. */
export interface DatabaseOwner {
  /** Runs `work` in one transaction as the schema's owner, outside row-level security. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  /** PGlite only: the whole data directory, to start other databases from (the templates). */
  dumpDataDir?: (compression?: 'none' | 'gzip') => Promise<Blob>;
}

export interface OpenedDatabase {
  handle: DatabaseHandle;
  owner: DatabaseOwner;
}

/** The role of the application's connection (migration 0016). */
const platformRole = 'freeboard_platform';

/** A connection attempt that takes longer than this fails, as one to a stopped server does at once. */
const connectTimeoutMs = 5_000;

/** Opens the database and applies the migrations it lacks, as the owner, before handing anything out. */
export async function openDatabase(target: DatabaseTarget): Promise<OpenedDatabase> {
  return target.kind === 'postgres' ? openPostgres(target) : openPglite(target);
}

async function openPostgres(target: Extract<DatabaseTarget, { kind: 'postgres' }>): Promise<OpenedDatabase> {
  const applicationName = target.applicationName ?? 'freeboard';
  // The owner's connections: few, for migrations, seeding and tests.
  const ownerPool = new pg.Pool({
    connectionString: target.url,
    max: 2,
    application_name: `${applicationName} owner`,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  ownerPool.on('error', () => undefined);
  try {
    await migratePostgres(drizzlePostgres(ownerPool), { migrationsFolder });
  } catch (error) {
    await ownerPool.end();
    throw error;
  }
  const ownerDb = drizzlePostgres(ownerPool, { schema }) as unknown as Database;
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? 10,
    application_name: applicationName,
    // Every connection of the application's pool starts as the platform role (RESET ROLE keeps it).
    options: `-c role=${platformRole}`,
    // While the server is away a request fails fast (503) instead of queueing behind dead connects.
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // The pool listens for errors only on idle clients. A checked-out client whose server goes away
  // (restart: 57P01, or a reset socket) between two statements would otherwise emit an unhandled
  // 'error' and end the process. The statement that uses it fails instead (503), and the pool
  // discards the broken client when it is released.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzlePostgres(new ReleasingPool(pool) as unknown as pg.Pool, { schema }) as unknown as Database;
  return {
    handle: {
      kind: 'postgres',
      db,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: (channel, onMessage, onReset) =>
        listenOnPostgres({ url: target.url, applicationName }, channel, onMessage, onReset),
      close: async () => {
        await Promise.all([pool.end(), ownerPool.end()]);
      },
    },
    owner: { transaction: (work) => ownerDb.transaction(work) },
  };
}

async function openPglite(target: Extract<DatabaseTarget, { kind: 'pglite' }>): Promise<OpenedDatabase> {
  const dataDir = target.dataDir ? path.join(target.dataDir, 'pglite') : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // A new data directory starts from the build's migrated template rather than from initdb.
  const loadDataDir =
    target.loadDataDir ?? (dataDir && !existsSync(path.join(dataDir, 'PG_VERSION')) ? pgliteTemplate() : null);
  const client = await PGlite.create(dataDir, {
    // PostgreSQL's default 128 MB of shared buffers lives inside the WebAssembly heap and is never
    // given back; the embedded database is small and its files sit in the OS cache anyway.
    startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  try {
    await migratePglite(drizzlePglite(client), { migrationsFolder });
    // One connection, shared: from here on it is the platform role, and the owner steps up to the
    // session's own role for one transaction at a time (`SET LOCAL ROLE NONE`).
    await client.exec(`set role ${platformRole}`);
  } catch (error) {
    await client.close();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    handle: {
      kind: 'pglite',
      db,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      listen: async (channel, onMessage) => {
        const unlisten = await client.listen(channel, onMessage);
        return () => unlisten();
      },
      close: () => client.close(),
    },
    owner: {
      transaction: (work) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select set_config('role', 'none', true)`);
          return work(tx);
        }),
      dumpDataDir: async (compression = 'none') => {
        // A dump is taken as the owner would see it; the session's role does not travel with it.
        return client.dumpDataDir(compression);
      },
    },
  };
}

/**
 * The pool as Drizzle sees it. Drizzle's transaction releases its client in a `finally` that does
 * not cover its BEGIN, so a connection lost just before BEGIN would never go back to the pool: each
 * outage would shrink the pool for good, until every request waited for a connection that never
 * came. Here a client whose connection ends while it is checked out goes back at once (the pool
 * discards it), and the release its user makes later is harmless. The class name must contain
 * "Pool": that is how Drizzle tells a pool (connect per transaction) from a single client.
 */
class ReleasingPool {
  constructor(private readonly pool: pg.Pool) {}

  query(...args: Parameters<pg.Pool['query']>) {
    return (this.pool.query as (...given: unknown[]) => unknown)(...args);
  }

  async connect(): Promise<pg.PoolClient> {
    const client = await this.pool.connect();
    const releaseToPool = client.release.bind(client);
    let released = false;
    const release = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      client.removeListener('end', onConnectionLost);
      releaseToPool(error);
    };
    const onConnectionLost = () => release(new Error('the connection ended while checked out'));
    client.once('end', onConnectionLost);
    client.release = release;
    return client;
  }
}

/** How long to wait before reopening a lost listening connection: doubling from the first to the last. */
export const listenRetryDelayMs = { first: 250, max: 10_000 } as const;

/**
 * LISTEN needs a connection of its own, outside the pool. If it drops, it is opened again with a
 * doubling pause, and the subscriber is told (on the loss and on the return) that notifications may
 * have been missed. Exactly one connection is open or being opened at any time: a failed attempt
 * retries from its own `catch` only, and events of a connection that is no longer the current one
 * are ignored, so no outage can multiply the listeners.
 */
async function listenOnPostgres(
  connection: { url: string; applicationName: string },
  channel: string,
  onMessage: (payload: string) => void,
  onReset: () => void,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let retryDelayMs: number = listenRetryDelayMs.first;
  let stopped = false;
  const quotedChannel = `"${channel.replaceAll('"', '""')}"`;

  function scheduleRetry() {
    if (stopped || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      open().then(onReset, () => undefined);
    }, retryDelayMs);
    retryTimer.unref();
    retryDelayMs = Math.min(retryDelayMs * 2, listenRetryDelayMs.max);
  }

  async function open(): Promise<void> {
    const client = new pg.Client({
      connectionString: connection.url,
      application_name: `${connection.applicationName} listener`,
      connectionTimeoutMillis: connectTimeoutMs,
    });
    const lost = () => {
      if (client !== current) return; // an attempt that failed, or a connection already replaced
      current = null;
      onReset();
      scheduleRetry();
    };
    client.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    client.on('error', lost);
    client.on('end', lost);
    try {
      await client.connect();
      await client.query(`LISTEN ${quotedChannel}`);
    } catch (error) {
      void client.end().catch(() => undefined);
      scheduleRetry();
      throw error;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    retryDelayMs = listenRetryDelayMs.first;
  }

  await open();
  return async () => {
    stopped = true;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
    const client = current;
    current = null;
    await client?.end().catch(() => undefined);
  };
}
