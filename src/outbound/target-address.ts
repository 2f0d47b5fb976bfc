// Which addresses the service may send HTTP requests to. Webhook URLs (and, next, workflow
// HTTP_REQUEST steps and channel providers) are chosen by users, so without these checks the
// service would send on their behalf to its own loopback, the private network or the cloud
// metadata endpoint (SSRF). Only public unicast addresses pass, unless the operator allows
// private targets (WEBHOOK_ALLOW_PRIVATE_TARGETS=true, e.g. for a receiver on localhost).
import { promises as dns } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { bareHostname } from '../lib/url-host.ts';

const maxTargetUrlLength = 2048;

/** Why `url` cannot be a webhook target (a short message for the user), or undefined when it can. */
export function targetUrlProblem(url: string): string | undefined {
  if (url.length > maxTargetUrlLength) {
    return `targetUrl: must be at most ${maxTargetUrlLength} characters, got ${url.length}`;
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `targetUrl: must be an http(s) URL, got "${url}"`;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    return `targetUrl: must be an http(s) URL, got "${url}"`;
  }
  if (parsed.hostname === '') return `targetUrl: must name a host, got "${url}"`;
  // The URL is not echoed here: it holds the credentials.
  if (parsed.username !== '' || parsed.password !== '') {
    return 'targetUrl: must not contain a username or password';
  }
  return undefined;
}

/** Cloud instance metadata services (AWS/GCP/Azure, AWS over IPv6, Alibaba Cloud). */
const metadataAddresses = new Set(
  ['169.254.169.254', 'fd00:ec2::254', '100.100.100.200'].map((ip) => ipaddr.parse(ip).toNormalizedString()),
);

/** ipaddr.js range names, as told to the user. Any other non-unicast range is "reserved (<range>)". */
const reasonByRange: Record<string, string> = {
  loopback: 'loopback',
  private: 'private',
  uniqueLocal: 'private',
  linkLocal: 'link-local',
  unspecified: 'unspecified',
  carrierGradeNat: 'carrier-grade NAT',
  multicast: 'multicast',
  broadcast: 'broadcast',
  reserved: 'reserved',
};

/** IPv6 global unicast space (RFC 4291); everything outside it is special-purpose or unassigned. */
const ipv6GlobalUnicast = ipaddr.IPv6.parseCIDR('2000::/3');

const METADATA_REASON = 'cloud metadata endpoint';

/**
 * Why the IP literal `ip` must not be a webhook target (loopback, private, link-local, ...), or
 * undefined when it is a public unicast address. IPv4-mapped IPv6 is judged as its IPv4.
 */
export function forbiddenAddressReason(ip: string): string | undefined {
  if (isIP(ip) === 0) return 'not an IP address';
  const address = ipaddr.process(ip);
  if (metadataAddresses.has(address.toNormalizedString())) return METADATA_REASON;
  const range = address.range();
  if (range !== 'unicast') return reasonByRange[range] ?? `reserved (${range})`;
  if (address.kind() === 'ipv6' && !address.match(ipv6GlobalUnicast)) return 'reserved';
  return undefined;
}

export interface ResolvedTarget {
  addresses: Array<{ address: string; family: 4 | 6 }>;
}

/**
 * The addresses `hostname` (a URL's hostname; an IP literal resolves to itself) resolves to.
 * Throws when it does not resolve, when any address is a cloud metadata endpoint, or, unless
 * `allowPrivate`, when any address is forbidden.
 */
export async function resolveTarget(hostname: string, allowPrivate: boolean): Promise<ResolvedTarget> {
  const host = bareHostname(hostname);
  const addresses = await lookupAll(host);
  for (const { address } of addresses) {
    const reason = forbiddenAddressReason(address);
    // Cloud metadata endpoints are never a webhook's receiver: refused even where private
    // targets are allowed (a deployment in the cloud that allows them for its own services).
    if (reason === METADATA_REASON) throw new Error(`targetUrl host "${hostname}" resolves to ${address} (${reason}); refused always`);
    if (reason !== undefined && !allowPrivate) {
      throw new Error(
        `targetUrl host "${hostname}" resolves to ${address} (${reason}); private targets are refused ` +
          '(WEBHOOK_ALLOW_PRIVATE_TARGETS=true allows them)',
      );
    }
  }
  return { addresses };
}

async function lookupAll(host: string): Promise<ResolvedTarget['addresses']> {
  const literalFamily = isIP(host);
  if (literalFamily === 4 || literalFamily === 6) return [{ address: host, family: literalFamily }];
  let found: Array<{ address: string; family: number }>;
  try {
    found = await dns.lookup(host, { all: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new Error(`targetUrl host "${host}" does not resolve (${code})`);
  }
  if (found.length === 0) throw new Error(`targetUrl host "${host}" does not resolve`);
  return found.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
}
