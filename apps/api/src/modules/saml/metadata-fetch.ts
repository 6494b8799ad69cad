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
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { AppError } from '../../lib/app-error';

const maxBytes = 1_000_000;
const timeoutMs = 10_000;

/**
 * IPv6 ranges that carry an IPv4 address inside them: the address a connection reaches is that IPv4
 * address (mapped, a NAT64 prefix, 6to4), so it is judged as one.
 */
function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const range = address.range();
  const bytes = address.toByteArray();
  if (range === 'ipv4Mapped' || range === 'rfc6052') return new ipaddr.IPv4(bytes.slice(12, 16));
  if (range === '6to4') return new ipaddr.IPv4(bytes.slice(2, 6));
  return null;
}

/**
 * Only a global unicast address is public: private, loopback, link-local, carrier-grade NAT,
 * multicast, reserved and documentation ranges of either family are not, nor is anything that is
 * not an address. (Node's `BlockList` was not used: it matches an IPv4 address against IPv6 rules
 * through its mapped form, so `::ffff:0:0/96` refused every IPv4 address.)
 */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 0) return true;
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6') {
    const inner = embeddedIPv4(parsed as ipaddr.IPv6);
    if (inner) return inner.range() !== 'unicast';
  }
  return parsed.range() !== 'unicast';
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
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(literal) && isPrivateAddress(literal)) {
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
