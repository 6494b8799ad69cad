/**
 * Fetches an identity provider's metadata from the address an administrator gives. The server makes
 * the request, so it must not become a way into the network it runs in: every address the name
 * resolves to is checked at connection time (a name that resolves to a public address when checked
 * and a private one when connecting gets nowhere), no redirect is followed, and the answer is bounded
 * in time and size. `ALLOW_PRIVATE_METADATA_URLS` lets an installation reach its own identity
 * provider on a private network.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
import { AppError } from '../../lib/app-error';

const maxBytes = 1_000_000;
const timeoutMs = 10_000;

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  return family === 0 || privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

function refusal(reason: string): AppError {
  return new AppError('validation_failed', 'The metadata could not be fetched.', { url: [reason] });
}

/** dns.lookup, refusing private addresses: used by the request itself, so what is checked is what is used. */
function publicOnlyLookup(
  hostname: string,
  options: object,
  callback: (error: Error | null, address: string | LookupAddress[], family?: number) => void,
) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((candidate) => isPrivateAddress(candidate.address));
    if (refused) return callback(new PrivateAddressError(refused.address), []);
    const wantsAll = (options as { all?: boolean }).all;
    if (wantsAll) return callback(null, addresses);
    const [first] = addresses;
    return callback(null, first!.address, first!.family);
  });
}

class PrivateAddressError extends Error {
  constructor(address: string) {
    super(`${address} is a private address`);
  }
}

export function fetchMetadata(url: string, { allowPrivate = false } = {}): Promise<string> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  if (!allowPrivate && isIP(target.hostname.replace(/^\[|\]$/g, '')) && isPrivateAddress(target.hostname)) {
    return Promise.reject(refusal('This address is on a private network'));
  }
  return new Promise((resolve, reject) => {
    const request = client.get(
      target,
      {
        timeout: timeoutMs,
        ...(allowPrivate ? {} : { lookup: publicOnlyLookup }),
        headers: { accept: 'application/xml, text/xml' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return reject(refusal(`The address answered ${response.statusCode ?? 'nothing'}, not the metadata`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            request.destroy();
            reject(refusal('The metadata is larger than 1 MB'));
          } else chunks.push(chunk);
        });
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        response.on('error', () => reject(refusal('The connection broke off')));
      },
    );
    request.on('timeout', () => {
      request.destroy();
      reject(refusal('The address did not answer within 10 seconds'));
    });
    request.on('error', (error) =>
      reject(
        refusal(
          error instanceof PrivateAddressError
            ? 'This address is on a private network'
            : 'The address could not be reached',
        ),
      ),
    );
  });
}
