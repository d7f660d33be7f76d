import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a webhook may not reach unless explicitly allowed: loopback, private, link-local
 * (cloud metadata lives there), carrier-grade NAT, unspecified and unique-local ranges.
 */
const FORBIDDEN = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  FORBIDDEN.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  FORBIDDEN.addSubnet(net, prefix, 'ipv6');
}

export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return FORBIDDEN.check(mapped[1], 'ipv4');
  return FORBIDDEN.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

export class BlockedAddressError extends Error {
  override name = 'BlockedAddressError';
}

/**
 * The check runs on the address the socket actually connects to (inside `lookup`), not on a
 * separate resolution beforehand, so DNS rebinding cannot swap in an internal address.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const usable = allowPrivate ? addresses : addresses.filter((a) => !isForbiddenAddress(a.address));
      const first = usable[0];
      if (!first) return callback(new BlockedAddressError(`${hostname} resolves only to blocked addresses`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, usable);
      return callback(null, first.address, first.family);
    });
  };
}

export interface WebhookResponse {
  status: number;
}

export interface PostOptions {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
  allowPrivate: boolean;
}

/** POSTs one webhook; resolves with the status, rejects on network errors and the timeout. */
export function postWebhook(
  url: URL,
  { headers, body, timeoutMs, allowPrivate }: PostOptions,
): Promise<WebhookResponse> {
  if (
    isIP(url.hostname.replace(/^\[|\]$/g, '')) &&
    !allowPrivate &&
    isForbiddenAddress(url.hostname.replace(/^\[|\]$/g, ''))
  ) {
    return Promise.reject(new BlockedAddressError(`${url.hostname} is a blocked address`));
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
        lookup: guardedLookup(allowPrivate),
        timeout: timeoutMs,
      },
      (res) => {
        // The receiver's body is not needed; drain it so the socket is released.
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}
