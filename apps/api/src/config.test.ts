import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiRoot } from './paths';
import { ConfigError, loadConfig, parseDuration } from './config';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'freeboard-config-'));

function problemsOf(environment: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir(), ...environment });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('settings', () => {
  it('has working defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      mode: 'production',
      port: 3000,
      accessTokenTtlMs: 15 * 60_000,
      refreshTokenTtlMs: 30 * 86_400_000,
      devHosts: ['localhost'],
      seedDemo: true,
      databaseUrl: undefined,
    });
    // The generated signing key is kept, so sessions survive a restart.
    expect(loadConfig({ DATA_DIR: config.dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('names every bad variable', () => {
    expect(problemsOf({ PORT: 'three thousand' }).join()).toMatch(/^PORT:/);
    expect(problemsOf({ PORT: '70000' }).join()).toMatch(/^PORT:/);
    expect(problemsOf({ DATABASE_URL: 'mysql://localhost/freeboard' }).join()).toMatch(/^DATABASE_URL:/);
    expect(problemsOf({ ACCESS_TOKEN_TTL: 'soon' }).join()).toMatch(/^ACCESS_TOKEN_TTL:/);
    const several = problemsOf({ PORT: 'x', SEED_DEMO: 'maybe', JWT_SECRET: 'short' });
    expect(several.map((problem) => problem.split(':')[0]).sort()).toEqual(['JWT_SECRET', 'PORT', 'SEED_DEMO']);
  });

  it('reads durations', () => {
    expect(parseDuration('2s')).toBe(2000);
    expect(parseDuration('15m')).toBe(900_000);
    expect(parseDuration('30d')).toBe(2_592_000_000);
  });

  it('stops the server start with a message naming the variable', () => {
    for (const [variable, value] of [
      ['PORT', 'not-a-port'],
      ['DATABASE_URL', 'http://example.com/db'],
    ] as const) {
      const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiRoot,
        env: { ...process.env, DATA_DIR: dataDir(), [variable]: value, NODE_ENV: 'production' },
        encoding: 'utf8',
        timeout: 20_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toContain(`${variable}:`);
      expect(result.stderr).not.toMatch(/at .*\.ts:\d+/); // a message, not a stack trace
    }
  }, 60_000);
});
