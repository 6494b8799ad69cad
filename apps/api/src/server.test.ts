/**
 * The real server process: starts on an embedded database, finishes in-flight requests on SIGINT,
 * closes the database cleanly (a restart finds every row), and never logs secrets.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoot } from './paths';

const password = 'Freeboard-demo-2026';

interface RunningServer {
  child: ChildProcess;
  url: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(dataDir: string): Promise<RunningServer> {
  // Port 0: the system picks a free port, read back from the "listening" log line.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', NODE_ENV: 'production', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    if (url) {
      try {
        if ((await fetch(`${url}/api/ready`)).ok) return { child, url, output: () => output, exited };
      } catch {
        // not answering yet
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become ready:\n${output}`);
}

function signIn(url: string) {
  return fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'engineer@freeboard.test', password }),
  });
}

// The embedded database is what a Ctrl-C could corrupt; the PostgreSQL run has nothing to add here.
describe.skipIf(process.env.DB_KIND === 'postgres')('the server process on the embedded database', () => {
  it('shuts down gracefully on SIGINT and restarts on intact data, logging no secrets', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'freeboard-server-'));
    const first = await startServer(dataDir);

    const session = await signIn(first.url);
    expect(session.status).toBe(200);
    const { data } = (await session.json()) as { data: { accessToken: string } };
    const cookie = session.headers.get('set-cookie')!;
    const risks = await fetch(`${first.url}/api/risks`, {
      headers: { authorization: `Bearer ${data.accessToken}`, 'x-tenant-id': tenantOf(data.accessToken) },
    });
    expect(risks.status).toBe(200);

    // A request in flight when the signal arrives still gets its answer.
    const inFlight = signIn(first.url);
    await new Promise((resolve) => setTimeout(resolve, 20));
    first.child.kill('SIGINT');
    expect((await inFlight).status).toBe(200);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped cleanly');

    const log = first.output();
    expect(log).not.toContain(password);
    expect(log).not.toContain(data.accessToken);
    expect(log).not.toContain(cookie.split(';')[0]!.split('=')[1]!);
    expect(log).toMatch(/"reqId":"[\w-]+"/);

    const second = await startServer(dataDir);
    expect(second.output()).not.toContain('demo data seeded');
    expect((await signIn(second.url)).status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 240_000);
});

function tenantOf(accessToken: string): string {
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
    authDetails: { defaultTenantID: string };
  };
  return claims.authDetails.defaultTenantID;
}
