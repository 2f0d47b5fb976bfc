// Email over SMTP (SMTP_URL) through nodemailer's connection pool: up to SMTP_POOL_SIZE
// connections, each reused for many messages (a new connection costs a TLS handshake and AUTH).
// smtp:// upgrades with STARTTLS when the server offers it; smtps:// is TLS from the start.
import nodemailer from 'nodemailer';
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
  const transporter = nodemailer.createTransport({
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
  return {
    kind: 'smtp',
    async send(email: OutgoingEmail): Promise<SentEmail> {
      try {
        const info = await transporter.sendMail(mailOptions(email));
        return { messageId: email.messageId, accepted: addressesOf(info.accepted), rejected: addressesOf(info.rejected), response: info.response ?? '' };
      } catch (error) {
        throw classifySmtpError(error);
      }
    },
    async close() {
      transporter.close();
    },
  };
}
