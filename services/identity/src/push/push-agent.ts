import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent, type RequestOptions } from 'node:https';
import { BlockList, createConnection, isIP, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';

// Loopback, RFC 1918, CGNAT, link-local (cloud metadata), ULA, multicast and reserved ranges.
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6');
}

/** An IP literal inside our network (IPv4-mapped IPv6 included), or a name that always means this machine. */
export function isPrivateHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  if (bare === 'localhost' || bare.endsWith('.localhost')) return true;
  const version = isIP(bare);
  return version !== 0 && privateRanges.check(bare, version === 4 ? 'ipv4' : 'ipv6');
}

// Checked at connect time too: a public-looking name registered by a user can later resolve to an
// internal address (DNS rebinding), and the server would then POST wherever it points.
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, []);
    if (addresses.some((a) => isPrivateHost(a.address))) {
      return callback(Object.assign(new Error(`push endpoint ${hostname} resolves to a private address`), { code: 'EPRIVATE' }), []);
    }
    const first = addresses[0];
    if (options.all || !first) callback(null, addresses);
    else callback(null, first.address, first.family);
  });
};

/** web-push always speaks TLS; dev and tests need to reach an http:// stand-in push service. */
class PlainHttpAgent extends Agent {
  override createConnection(options: RequestOptions): Duplex {
    return createConnection({ host: options.hostname ?? options.host ?? 'localhost', port: Number(options.port ?? 80) });
  }
}

/** The agent for one endpoint: production connects only over TLS and only to public addresses. */
export function pushAgents(allowInsecureEndpoints: boolean): (endpoint: string) => Agent {
  const tls = new Agent({ keepAlive: true, ...(allowInsecureEndpoints ? {} : { lookup: publicOnlyLookup }) });
  const plain = allowInsecureEndpoints ? new PlainHttpAgent() : tls;
  return (endpoint) => (endpoint.startsWith('http:') ? plain : tls);
}
