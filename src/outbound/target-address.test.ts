import { describe, expect, it } from 'vitest';
import { forbiddenAddressReason, resolveTarget, targetUrlProblem } from './target-address.ts';

describe('targetUrlProblem', () => {
  it.each(['http://example.com/hook', 'https://example.com:8443/a/b?c=d', 'http://127.0.0.1:3000/', 'https://[2001:db8::1]/'])(
    'accepts %s',
    (url) => {
      expect(targetUrlProblem(url)).toBeUndefined();
    },
  );

  it.each([
    ['ftp://x', 'targetUrl: must be an http(s) URL, got "ftp://x"'],
    ['file:///etc/passwd', 'targetUrl: must be an http(s) URL, got "file:///etc/passwd"'],
    ['javascript:alert(1)', 'targetUrl: must be an http(s) URL, got "javascript:alert(1)"'],
    ['not a url', 'targetUrl: must be an http(s) URL, got "not a url"'],
    ['http://', 'targetUrl: must be an http(s) URL, got "http://"'],
    ['https://user:secret@example.com/', 'targetUrl: must not contain a username or password'],
    ['https://user@example.com/', 'targetUrl: must not contain a username or password'],
  ])('refuses %s', (url, message) => {
    expect(targetUrlProblem(url)).toBe(message);
  });

  it('refuses URLs longer than 2048 characters', () => {
    const base = 'https://example.com/';
    expect(targetUrlProblem(base + 'a'.repeat(2048 - base.length))).toBeUndefined();
    expect(targetUrlProblem(base + 'a'.repeat(2049 - base.length))).toBe(
      'targetUrl: must be at most 2048 characters, got 2049',
    );
  });
});

describe('forbiddenAddressReason', () => {
  it.each(['8.8.8.8', '1.1.1.1', '93.184.216.34', '2606:4700:4700::1111', '2a00:1450:4001:82b::200e', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (ip) => {
      expect(forbiddenAddressReason(ip)).toBeUndefined();
    },
  );

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['::ffff:192.168.1.1', 'private'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['169.254.169.254', 'cloud metadata endpoint'],
    ['fd00:ec2::254', 'cloud metadata endpoint'],
    ['100.100.100.200', 'cloud metadata endpoint'],
    ['::ffff:169.254.169.254', 'cloud metadata endpoint'],
    ['169.254.1.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['64:ff9b::a00:1', 'reserved (rfc6052)'],
    ['2002:7f00:1::', 'reserved (6to4)'],
    ['::7f00:1', 'reserved'],
    ['not-an-ip', 'not an IP address'],
    ['0x7f.1', 'not an IP address'],
  ])('refuses %s as %s', (ip, reason) => {
    expect(forbiddenAddressReason(ip)).toBe(reason);
  });
});

describe('resolveTarget', () => {
  it('resolves an IP literal to itself, brackets or not', async () => {
    await expect(resolveTarget('8.8.8.8', false)).resolves.toEqual({ addresses: [{ address: '8.8.8.8', family: 4 }] });
    await expect(resolveTarget('[2606:4700:4700::1111]', false)).resolves.toEqual({
      addresses: [{ address: '2606:4700:4700::1111', family: 6 }],
    });
  });

  it('refuses a host resolving to a forbidden address, naming host, address and reason', async () => {
    await expect(resolveTarget('localhost', false)).rejects.toThrow(
      /^targetUrl host "localhost" resolves to (127\.0\.0\.1|::1) \(loopback\); private targets are refused \(WEBHOOK_ALLOW_PRIVATE_TARGETS=true allows them\)$/,
    );
    await expect(resolveTarget('[::1]', false)).rejects.toThrow('targetUrl host "[::1]" resolves to ::1 (loopback)');
    await expect(resolveTarget('169.254.169.254', false)).rejects.toThrow('(cloud metadata endpoint)');
  });

  it('returns private addresses when they are allowed', async () => {
    await expect(resolveTarget('169.254.169.254', true)).rejects.toThrow('(cloud metadata endpoint); refused always');
    const { addresses } = await resolveTarget('localhost', true);
    expect(addresses.length).toBeGreaterThan(0);
    for (const { address, family } of addresses) {
      expect(forbiddenAddressReason(address)).toBe('loopback');
      expect([4, 6]).toContain(family);
    }
  });

  it('fails for a host that does not resolve', async () => {
    await expect(resolveTarget('no-such-host.invalid', true)).rejects.toThrow(
      /^targetUrl host "no-such-host\.invalid" does not resolve/,
    );
  });
});
