// Secrets the service must read back (a mailbox's IMAP password), sealed at rest with
// AES-256-GCM under CRM_SECRET_KEY. The key is derived with HKDF-SHA256, so any long random
// string works as CRM_SECRET_KEY; each seal has its own 96-bit IV, and the GCM tag makes a
// sealed value that was changed, or sealed under another key, fail to open instead of
// answering garbage. Format: `v1.<iv>.<tag>.<ciphertext>`, base64url.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string, purpose: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `workspace-crm ${purpose}`, 32));
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  /** The sealed text; throws when it was not sealed by this box (another key, or changed). */
  open(sealed: string): string {
    const [version, iv, tag, ciphertext] = sealed.split('.');
    if (version !== VERSION || iv === undefined || tag === undefined || ciphertext === undefined) throw new Error('not a sealed secret of this service');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  }
}
