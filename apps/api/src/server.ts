/**
 * `npm start`: validate settings, open and migrate the database, seed the demo data once, listen,
 * and on SIGTERM/SIGINT let in-flight requests finish and close the database cleanly.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Freeboard cannot start. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

/** Signals closer together than this are one request to stop. */
const repeatedSignalMs = 1_000;

async function main() {
  const config = readConfig();
  // Migrated on opening; the app gets the handle, and the owner stays here, for the demo data.
  const { handle: database, owner } = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  const app = await buildApp({ config, database });
  if (config.seedDemo) {
    // Loaded only when wanted: the demo data and its document generator are most of the bundle.
    const { seedDemoData } = await import('./db/seed/seed-demo-data');
    const { seeded } = await seedDemoData(owner, { storageDir: config.storageDir });
    if (seeded) {
      app.log.info('demo data seeded');
      // Its tenants' first notification rounds are due: run them now, not at the next poll.
      app.notificationRounds.wake();
    }
  }

  let closingSince: number | null = null;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closingSince !== null) {
      // Ctrl-C under `npm start` arrives twice at once: from the terminal, and passed on by npm.
      // Only a signal that comes later means "stop now, without finishing".
      if (Date.now() - closingSince < repeatedSignalMs) return;
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closingSince = Date.now();
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      await database.close();
      app.log.info('stopped cleanly');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'unclean shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', (signal) => void shutdown(signal));
  process.on('SIGINT', (signal) => void shutdown(signal));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ mode: config.mode, database: database.kind, url: config.publicUrl }, 'Freeboard is ready');
}

main().catch((error: unknown) => {
  console.error('Freeboard failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
