import { describe, expect, it } from 'vitest';
import { isDevelopmentHost, isLocalHost } from './hosts';

describe('isDevelopmentHost', () => {
  const defaults = ['localhost'];

  it('is true for a hostname in DEV_HOSTS (default localhost)', () => {
    expect(isDevelopmentHost('localhost', defaults)).toBe(true);
  });

  it('is false for 127.0.0.1 with the default list', () => {
    expect(isDevelopmentHost('127.0.0.1', defaults)).toBe(false);
  });

  it('follows a configured list', () => {
    const devHosts = ['dev.freeboard.test', '127.0.0.1'];
    expect(isDevelopmentHost('dev.freeboard.test', devHosts)).toBe(true);
    expect(isDevelopmentHost('127.0.0.1', devHosts)).toBe(true);
    expect(isDevelopmentHost('localhost', devHosts)).toBe(false);
  });

  it('matches whole hostnames only', () => {
    expect(isDevelopmentHost('localhost.evil.example', defaults)).toBe(false);
    expect(isDevelopmentHost('app.freeboard.example', defaults)).toBe(false);
    expect(isDevelopmentHost('localhost', [])).toBe(false);
  });
});

describe('isLocalHost', () => {
  it.each(['localhost', '127.0.0.1', '::1', '[::1]'])('is true for %s', (hostname) => {
    expect(isLocalHost(hostname)).toBe(true);
  });

  it.each(['app.freeboard.example', 'localhost.evil.example', '10.0.0.1', ''])('is false for %j', (hostname) => {
    expect(isLocalHost(hostname)).toBe(false);
  });
});
