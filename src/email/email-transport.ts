// One way out for email, whatever carries it: SMTP through a connection pool (SMTP_URL), or,
// with no SMTP_URL, a local outbox that keeps each message as an .eml file. Engines (workflow
// SEND_EMAIL steps, sequences) call `send` outside any database transaction, having recorded
// the Message-ID they chose first, so a crash between the two is visible afterwards.

export interface OutgoingEmail {
  /** An address, or `Name <address>`. */
  from: string;
  to: string[];
  cc?: string[];
  subject: string;
  html?: string;
  text?: string;
  /** `<unique@domain>`, chosen by the caller (see `newMessageId`). */
  messageId: string;
  /** The Message-ID this one answers. */
  inReplyTo?: string;
  /** The Message-IDs of the conversation so far, oldest first. */
  references?: string[];
}

export interface SentEmail {
  messageId: string;
  /** Recipients the server took. */
  accepted: string[];
  /** Recipients the server refused while taking the others (all refused is an EmailSendError). */
  rejected: string[];
  /** The server's last reply, e.g. `250 2.0.0 OK queued as ...`. */
  response: string;
}

/**
 * A message that was not sent. `permanent`: sending it again cannot help (a 5xx reply, every
 * recipient refused for good); otherwise (4xx, no connection, a timeout) a later try may work.
 */
export class EmailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    /** The SMTP reply code, when the server gave one. */
    readonly responseCode?: number,
    /** The recipients refused, when the server refused recipients. */
    readonly rejected: string[] = [],
  ) {
    super(message);
    this.name = 'EmailSendError';
  }
}

export interface EmailTransport {
  /** `smtp`, or `outbox` (an .eml file per message, or kept in memory with DATABASE_URL=memory://). */
  readonly kind: 'smtp' | 'outbox';
  send(email: OutgoingEmail): Promise<SentEmail>;
  /** Closes pooled connections; messages being sent finish first. */
  close(): Promise<void>;
}

/** A Message-ID on the domain of `from` (the part after @), e.g. `<0195...@acme.com>`. */
export function newMessageId(from: string, unique: string): string {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
  const domain = address.split('@').pop()?.trim() || 'localhost';
  return `<${unique}@${domain}>`;
}
