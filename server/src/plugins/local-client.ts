import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
// Checked as IPv6, this also covers IPv4-mapped addresses such as ::ffff:127.0.0.1.
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether an IP address is this machine's own: 127.0.0.0/8, ::1, or ::ffff:127.x. */
export function isLoopbackAddress(address: string | undefined): boolean {
  const family = address ? isIP(address) : 0;
  if (family === 0) return false;
  return LOOPBACK.check(address as string, family === 4 ? 'ipv4' : 'ipv6');
}

function isLoopbackHost(host: string | undefined): boolean {
  const name = /^(?:\[([^\]]+)\]|([^:[\]]+))(?::\d+)?$/.exec(host ?? '');
  const hostname = (name?.[1] ?? name?.[2] ?? '').toLowerCase();
  return hostname === 'localhost' || isLoopbackAddress(hostname);
}

/** A proxy in front of the server names the client it acts for: that client is elsewhere. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * A client on this machine, as the socket says: request.ip would believe X-Forwarded-For under
 * TRUST_PROXY. A loopback socket is still refused when a proxy on this machine forwards
 * someone else's request, or when the Host is not a loopback name (a web page that rebinds
 * its own domain to 127.0.0.1 sends that domain). Used by operator-only.ts and /metrics.
 */
export function isLocalClient(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    isLoopbackHost(request.headers.host) &&
    !FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined)
  );
}
