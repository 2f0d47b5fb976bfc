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

describe('SecretBox with previous keys (CRM_SECRET_KEY_PREVIOUS)', () => {
  const keyA = 'key A: a long random secret key, the old one';
  const keyB = 'key B: a long random secret key, the new one';
  const keyC = 'key C: a long random secret key nobody configured';
  const oldBox = new SecretBox(keyA, 'imap password');
  const rotated = new SecretBox(keyB, 'imap password', [keyA]);

  it('opens a value sealed under a previous key, saying it is not current', () => {
    const sealedA = oldBox.seal('hunter2');
    expect(rotated.open(sealedA)).toBe('hunter2');
    expect(rotated.openAny(sealedA)).toEqual({ plaintext: 'hunter2', current: false });
  });

  it('seals under the current key only: the old key alone cannot open a new seal', () => {
    const sealed = rotated.seal('hunter3');
    expect(rotated.openAny(sealed)).toEqual({ plaintext: 'hunter3', current: true });
    expect(new SecretBox(keyB, 'imap password').open(sealed)).toBe('hunter3');
    expect(() => oldBox.open(sealed)).toThrow(/unable to authenticate data/);
  });

  it('tries every previous key (several), and the current key first', () => {
    const many = new SecretBox(keyB, 'imap password', [keyC, keyA]);
    expect(many.openAny(oldBox.seal('x'))).toEqual({ plaintext: 'x', current: false });
    expect(many.openAny(new SecretBox(keyC, 'imap password').seal('y'))).toEqual({ plaintext: 'y', current: false });
    // The current key repeated among the previous ones changes nothing.
    expect(new SecretBox(keyB, 'imap password', [keyB]).openAny(rotated.seal('z'))).toEqual({ plaintext: 'z', current: true });
  });

  it('refuses a value sealed under a key it does not hold, as a box without previous keys does', () => {
    const sealedC = new SecretBox(keyC, 'imap password').seal('hunter2');
    const alone = (() => {
      try {
        new SecretBox(keyB, 'imap password').open(sealedC);
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(alone).toMatch(/unable to authenticate data/);
    expect(() => rotated.open(sealedC)).toThrow(alone!);
    expect(() => rotated.openAny(sealedC)).toThrow(alone!);
    expect(() => rotated.open('hunter2')).toThrow(/not a sealed secret/);
    // Another purpose under a previous key: refused too.
    expect(() => new SecretBox(keyB, 'webhook secret', [keyA]).open(oldBox.seal('x'))).toThrow();
  });
});
