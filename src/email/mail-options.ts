// An OutgoingEmail as nodemailer's message options: the caller's Message-ID and threading
// headers are kept as given, and nodemailer writes no X-Mailer header.
import type { SendMailOptions } from 'nodemailer';
import type { OutgoingEmail } from './email-transport.ts';

export function mailOptions(email: OutgoingEmail): SendMailOptions {
  return {
    from: email.from,
    to: email.to,
    cc: email.cc?.length ? email.cc : undefined,
    subject: email.subject,
    html: email.html,
    text: email.text,
    messageId: email.messageId,
    inReplyTo: email.inReplyTo,
    references: email.references?.length ? email.references : undefined,
    xMailer: false,
  };
}
