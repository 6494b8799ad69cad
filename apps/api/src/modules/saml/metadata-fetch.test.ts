/**
 * Which addresses identity provider metadata may be fetched from: public ones of either family,
 * never a private one, by its number or by a name that resolves to it. The fetches run in a network
 * namespace of their own (`unshare -n`) with only loopback up, holding one public and one private
 * address and a hosts file that names them: nothing leaves the machine.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from './metadata-fetch';

describe('a public address', () => {
  it.each([
    '8.8.8.8',
    '11.0.0.1',
    '151.101.1.69',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '2606:4700:4700::1111',
  ])('%s may be fetched from', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '127.0.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '192.0.2.1',
    '::',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '64:ff9b::a00:1',
    '2002:a00:1::1',
    'fe80::1',
    'fd12:3456::1',
    'ff02::1',
    '2001:db8::1',
    'localhost',
    'not an address',
  ])('%s is refused', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });
});

const workDir = mkdtempSync(path.join(tmpdir(), 'freeboard-metadata-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/**
 * Runs `fetchMetadata` for each URL inside a new network and mount namespace: 11.0.0.1 (public) and
 * 10.1.2.3 (private) on loopback, each serving metadata on port 8080, and /etc/hosts naming them.
 */
function fetchInIsolatedNetwork(urls: string[]): Record<string, string> {
  const hosts = path.join(workDir, 'hosts');
  writeFileSync(hosts, '127.0.0.1 localhost\n11.0.0.1 idp.public.test\n10.1.2.3 idp.private.test\n');
  const script = path.join(workDir, 'fetch.mts');
  writeFileSync(
    script,
    `import { createServer } from 'node:http';
import { fetchMetadata } from ${JSON.stringify(path.resolve(import.meta.dirname, 'metadata-fetch.ts'))};
const servers = [];
for (const host of ['11.0.0.1', '10.1.2.3']) {
  const server = createServer((request, response) => response.end('<EntityDescriptor from="' + host + '"/>'));
  await new Promise((resolve) => server.listen(8080, host, resolve));
  servers.push(server);
}
const results = {};
for (const url of ${JSON.stringify(urls)}) {
  results[url] = await fetchMetadata(url).then(
    (body) => body,
    (error) => 'refused: ' + (error.fieldErrors?.url?.[0] ?? error.message),
  );
}
for (const server of servers) server.close();
console.log(JSON.stringify(results));
`,
  );
  const commands = [
    'ip link set lo up',
    'ip addr add 11.0.0.1/32 dev lo',
    'ip addr add 10.1.2.3/32 dev lo',
    `mount --bind ${hosts} /etc/hosts`,
    `exec node --import tsx ${script}`,
  ].join(' && ');
  const run = spawnSync('unshare', ['--net', '--mount', 'sh', '-c', commands], { encoding: 'utf8', timeout: 20_000 });
  expect(run.status, `${run.stderr}${run.stdout}`).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Record<string, string>;
}

describe('fetching metadata', () => {
  it('reaches a public IPv4 address by number or name, and refuses a private one either way', () => {
    const results = fetchInIsolatedNetwork([
      'http://11.0.0.1:8080/metadata.xml',
      'http://idp.public.test:8080/metadata.xml',
      'http://10.1.2.3:8080/metadata.xml',
      'http://idp.private.test:8080/metadata.xml',
      'http://[::ffff:10.1.2.3]:8080/metadata.xml',
    ]);
    expect(results).toEqual({
      'http://11.0.0.1:8080/metadata.xml': '<EntityDescriptor from="11.0.0.1"/>',
      'http://idp.public.test:8080/metadata.xml': '<EntityDescriptor from="11.0.0.1"/>',
      'http://10.1.2.3:8080/metadata.xml': 'refused: This address is on a private network',
      'http://idp.private.test:8080/metadata.xml': 'refused: This address is on a private network',
      'http://[::ffff:10.1.2.3]:8080/metadata.xml': 'refused: This address is on a private network',
    });
  });
});
