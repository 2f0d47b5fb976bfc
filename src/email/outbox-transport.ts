// With no SMTP_URL, email is kept instead of sent: each message is written in full (RFC 5322,
// as an SMTP server would receive it) to DATA_DIR/outbox/<time>-<Message-ID>.eml, which any
// mail client opens, and one line is logged. With DATABASE_URL=memory:// it stays in memory.
// Nothing is refused: every recipient counts as accepted.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { onFirstUse } from '../lib/on-first-use.ts';
import type { Logger } from 'pino';
import { clock } from '../lib/clock.ts';
import type { EmailTransport, OutgoingEmail, SentEmail } from './email-transport.ts';
import { mailOptions } from './mail-options.ts';

export interface KeptEmail {
  email: OutgoingEmail;
  /** The whole message as a mail client reads it. */
  raw: Buffer;
}

export interface OutboxTransport extends EmailTransport {
  readonly kind: 'outbox';
  /** In memory (no directory): every message this process kept, oldest first. On disk: empty. */
  readonly kept: KeptEmail[];
}

/** A file name from the time and the Message-ID: sorts by time, safe on every file system. */
function fileName(email: OutgoingEmail): string {
  const at = new Date(clock.now()).toISOString().replace(/[:.]/g, '-');
  const id = email.messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9@._-]/g, '_').slice(0, 120);
  return `${at}-${id}.eml`;
}

/** `dir`: where the .eml files go; undefined keeps them in memory only. */
export function createOutboxTransport(dir: string | undefined, logger: Logger): OutboxTransport {
  // nodemailer composes the MIME text; imported with the first message (src/lib/on-first-use.ts).
  let created: Transporter | undefined;
  const composer = onFirstUse(async () => {
    const { default: nodemailer } = await import('nodemailer');
    return (created = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }));
  });
  const kept: KeptEmail[] = [];
  return {
    kind: 'outbox',
    kept,
    async send(email: OutgoingEmail): Promise<SentEmail> {
      const info = await (await composer()).sendMail(mailOptions(email));
      const raw = info.message as Buffer;
      const recipients = [...email.to, ...(email.cc ?? [])];
      let file: string | undefined;
      if (dir) {
        await mkdir(dir, { recursive: true });
        file = path.join(dir, fileName(email));
        await writeFile(file, raw);
      } else {
        kept.push({ email, raw });
      }
      logger.info({ to: recipients, subject: email.subject, messageId: email.messageId, file }, 'email kept in the local outbox (SMTP_URL is not set)');
      return { messageId: email.messageId, accepted: recipients, rejected: [], response: `250 kept in the local outbox${file ? `: ${file}` : ''}` };
    },
    async close() {
      created?.close();
    },
  };
}
