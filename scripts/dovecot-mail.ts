// Mail for the IMAP tests and the inbox benchmark: RFC 822 messages appended to a mailbox of the
// throwaway Dovecot (scripts/dovecot-test-server.ts) with imapflow, as a mail client would.
import { ImapFlow } from 'imapflow';
import type { TestDovecot } from './dovecot-test-server.ts';

export interface TestMail {
  /** Message-ID without the angle brackets. */
  id?: string;
  subject: string;
  from: string;
  to: string;
  cc?: string;
  date: Date;
  inReplyTo?: string;
  references?: string[];
  body?: string;
}

export function rfc822(mail: TestMail): string {
  return [
    ...(mail.id ? [`Message-ID: <${mail.id}>`] : []),
    `Date: ${mail.date.toUTCString().replace('GMT', '+0000')}`,
    `From: ${mail.from}`,
    `To: ${mail.to}`,
    ...(mail.cc ? [`Cc: ${mail.cc}`] : []),
    `Subject: ${mail.subject}`,
    ...(mail.inReplyTo ? [`In-Reply-To: <${mail.inReplyTo}>`] : []),
    ...(mail.references?.length ? [`References: ${mail.references.map((id) => `<${id}>`).join(' ')}`] : []),
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    mail.body ?? `Body of ${mail.subject}.`,
    '',
  ].join('\r\n');
}

/** An imapflow client of `user` on the server, connected. */
export async function mailClient(server: Pick<TestDovecot, 'host' | 'port'>, user: string, password: string): Promise<ImapFlow> {
  const client = new ImapFlow({ host: server.host, port: server.port, secure: false, auth: { user, pass: password }, logger: false });
  client.on('error', () => {});
  await client.connect();
  return client;
}

/** Appends `mails` to `mailbox` in order (their UIDs ascend in that order), on one connection. */
export async function appendMails(server: Pick<TestDovecot, 'host' | 'port'>, user: string, password: string, mailbox: string, mails: TestMail[]): Promise<void> {
  const client = await mailClient(server, user, password);
  try {
    for (const mail of mails) await client.append(mailbox, rfc822(mail), mailbox === 'INBOX' ? [] : ['\\Seen'], mail.date);
  } finally {
    await client.logout().catch(() => client.close());
  }
}
