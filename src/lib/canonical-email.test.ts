import { describe, expect, it } from 'vitest';
import { canonicalEmail } from './canonical-email.ts';

describe('canonicalEmail', () => {
  it('lower-cases the local part and the domain', () => {
    expect(canonicalEmail('Ann.Lee@Example.COM')).toBe('ann.lee@example.com');
  });
  it('writes an internationalised domain in punycode', () => {
    expect(canonicalEmail('ann@Bücher.DE')).toBe('ann@xn--bcher-kva.de');
    expect(canonicalEmail('info@例え.テスト')).toBe('info@xn--r8jz45g.xn--zckzah');
  });
  it('reads ideographic and fullwidth full stops as dots', () => {
    expect(canonicalEmail('ann@example。com')).toBe('ann@example.com');
    expect(canonicalEmail('ann@example．com')).toBe('ann@example.com');
    expect(canonicalEmail('ann@example｡com')).toBe('ann@example.com');
  });
  it('drops trailing dots of the domain', () => {
    expect(canonicalEmail('ann@example.com.')).toBe('ann@example.com');
    expect(canonicalEmail('ann@example.com。.')).toBe('ann@example.com');
  });
  it('keeps an address already canonical as it is', () => {
    expect(canonicalEmail('ann@xn--bcher-kva.de')).toBe('ann@xn--bcher-kva.de');
    expect(canonicalEmail('a+tag@sub.example.org')).toBe('a+tag@sub.example.org');
  });
  it('keeps a non-ASCII local part, lower-cased', () => {
    expect(canonicalEmail('Ünal@Example.com')).toBe('ünal@example.com');
  });
  it('leaves what is not an address unchanged', () => {
    expect(canonicalEmail('Not An Address')).toBe('Not An Address');
    expect(canonicalEmail('@Example.com')).toBe('@Example.com');
    expect(canonicalEmail('Ann@')).toBe('Ann@');
  });
  it('cuts at the last @', () => {
    expect(canonicalEmail('"A@B"@Example.com')).toBe('"a@b"@example.com');
  });
});
