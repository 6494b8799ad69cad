/** The PostgreSQL server of a test run (TEST_DATABASE_URL): its maintenance connection and its databases' URLs. */
import pg from 'pg';

/** Runs one statement on its own connection to `serverUrl` (CREATE/DROP DATABASE cannot run in a pool's transaction). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `serverUrl`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
