import { describe, expect, it } from 'vitest';
import { SecretBox } from './secret-box.ts';

describe('SecretBox', () => {
  const box = new SecretBox('a long random secret key for tests', 'imap password');

  it('opens what it sealed; each seal differs (its own IV) and none holds the plaintext', () => {
    const a = box.seal('hunter2 ✓');
    const b = box.seal('hunter2 ✓');
    expect(a).not.toBe(b);
    expect(a).not.toContain('hunter2');
    expect(a).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(box.open(a)).toBe('hunter2 ✓');
    expect(box.open(b)).toBe('hunter2 ✓');
  });

  it('refuses a value sealed under another key or for another purpose, changed, or not sealed at all', () => {
    const sealed = box.seal('hunter2');
    expect(() => new SecretBox('another long random secret key', 'imap password').open(sealed)).toThrow();
    expect(() => new SecretBox('a long random secret key for tests', 'webhook secret').open(sealed)).toThrow();
    const parts = sealed.split('.');
    const flipped = Buffer.from(parts[3], 'base64url');
    flipped[0] ^= 1;
    expect(() => box.open([...parts.slice(0, 3), flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => box.open('hunter2')).toThrow(/not a sealed secret/);
  });
});
