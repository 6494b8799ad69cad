/**
 * `npm start`: validate settings, open and migrate the database, seed the demo data once, listen,
 * and on SIGTERM/SIGINT let in-flight requests finish and close the database cleanly.
 */
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { seedDemoData } from './db/seed/seed-demo-data';

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

async function main() {
  const config = readConfig();
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
  );
  await database.migrate();
  const app = await buildApp({ config, database });
  if (config.seedDemo) {
    const { seeded } = await seedDemoData(database.db, { storageDir: config.storageDir });
    if (seeded) app.log.info('demo data seeded');
  }

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    closing = true;
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
