// Email over SMTP (SMTP_URL) through nodemailer's connection pool: up to SMTP_POOL_SIZE
// connections, each reused for many messages (a new connection costs a TLS handshake and AUTH).
// smtp:// upgrades with STARTTLS when the server offers it; smtps:// is TLS from the start.
import type { Transporter } from 'nodemailer';
import { onFirstUse } from '../lib/on-first-use.ts';
import { bareHostname } from '../lib/url-host.ts';
import type { EmailTransport, OutgoingEmail, SentEmail } from './email-transport.ts';
import { addressesOf, classifySmtpError } from './smtp-errors.ts';
import { mailOptions } from './mail-options.ts';

export interface SmtpSettings {
  /** smtp:// or smtps://, credentials in the URL (percent-encoded). */
  url: string;
  poolSize: number;
  /** Connecting, the greeting, and any one reply of the server each get this long. */
  timeoutMs: number;
}

export function createSmtpTransport(settings: SmtpSettings): EmailTransport {
  const url = new URL(settings.url);
  const secure = url.protocol === 'smtps:';
  // nodemailer is imported with the first message (src/lib/on-first-use.ts).
  let created: Transporter | undefined;
  const transporter = onFirstUse(async () => {
    const { default: nodemailer } = await import('nodemailer');
    created = nodemailer.createTransport({
      pool: true,
      maxConnections: settings.poolSize,
      host: bareHostname(url.hostname),
      port: url.port ? Number(url.port) : secure ? 465 : 587,
      secure,
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      connectionTimeout: settings.timeoutMs,
      greetingTimeout: settings.timeoutMs,
      socketTimeout: settings.timeoutMs,
    });
    return created;
  });
  return {
    kind: 'smtp',
    async send(email: OutgoingEmail): Promise<SentEmail> {
      try {
        const info = await (await transporter()).sendMail(mailOptions(email));
        return { messageId: email.messageId, accepted: addressesOf(info.accepted), rejected: addressesOf(info.rejected), response: info.response ?? '' };
      } catch (error) {
        throw classifySmtpError(error);
      }
    },
    async close() {
      created?.close();
    },
  };
}
