// Secrets the service must read back (a mailbox's IMAP password), sealed at rest with
// AES-256-GCM under CRM_SECRET_KEY. The key is derived with HKDF-SHA256, so any long random
// string works as CRM_SECRET_KEY; each seal has its own 96-bit IV, and the GCM tag makes a
// sealed value that was changed, or sealed under another key, fail to open instead of
// answering garbage. Format: `v1.<iv>.<tag>.<ciphertext>`, base64url.
//
// Rotation: a box also holds the previous keys (CRM_SECRET_KEY_PREVIOUS). It seals under the
// current key only and opens under any of them, the current one first: the GCM tag tells which
// key fits (a wrong key fails the tag, it never answers garbage). `openAny` says whether the
// value is sealed under the current key, so `secrets reseal` can seal the others again.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

const deriveKey = (secret: string, purpose: string) => Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `workspace-crm ${purpose}`, 32));

export interface Opened {
  plaintext: string;
  /** Sealed under the current key (false: under a previous one; seal it again to drop that key). */
  current: boolean;
}

export class SecretBox {
  /** The current key first, then the previous ones in the order given. */
  private readonly keys: Buffer[];

  /** `previous`: older keys whose seals still open (CRM_SECRET_KEY_PREVIOUS); nothing is sealed under them. */
  constructor(secret: string, purpose: string, previous: readonly string[] = []) {
    this.keys = [secret, ...previous.filter((key) => key !== secret)].map((key) => deriveKey(key, purpose));
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keys[0], iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  /** The sealed text; throws when it was not sealed by this box (none of its keys, or changed). */
  open(sealed: string): string {
    return this.openAny(sealed).plaintext;
  }

  /** The sealed text and whether the current key sealed it; throws as `open` does. */
  openAny(sealed: string): Opened {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) throw new Error('not a sealed secret of this service');
    let failure: unknown;
    for (const [index, key] of this.keys.entries()) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        const plaintext = Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
        return { plaintext, current: index === 0 };
      } catch (error) {
        // The tag does not fit this key (or the value was changed): try the next one.
        failure ??= error;
      }
    }
    throw failure;
  }
}
