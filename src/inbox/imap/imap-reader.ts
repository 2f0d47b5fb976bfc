// Reading new messages from an IMAP account (imapflow): INBOX as INCOMING and the mailbox the
// server flags \Sent as OUTGOING, each from the UID after the channel's cursor. A mailbox whose
// UIDVALIDITY changed is read again from its first message (the import is idempotent on the
// Message-ID, so nothing doubles). At most `limit` messages per call, oldest first.
import type { ImapFlow } from 'imapflow';
import { onFirstUse } from '../../lib/on-first-use.ts';
import type { StoredImapSettings } from './imap-settings.ts';

export type MessageDirection = 'INCOMING' | 'OUTGOING';

/** Where the sync is in one mailbox. UIDVALIDITY is a 32-bit unsigned number, kept as text. */
export interface MailboxCursor {
  uidValidity: string;
  lastUid: number;
}

/** By mailbox path. */
export type SyncCursor = Record<string, MailboxCursor>;

export interface FetchedMessage {
  mailbox: string;
  direction: MessageDirection;
  uid: number;
  uidValidity: string;
  source: Buffer;
  internalDate: Date | undefined;
}

/** The credentials were refused by the server (a tagged NO to LOGIN/AUTHENTICATE): no retry until they change. */
export class ImapCredentialsRefused extends Error {
  override name = 'ImapCredentialsRefused';
}

/** Bytes of a message read at most: enough for the headers and text of any real message; attachments beyond are cut. */
export const MAX_MESSAGE_BYTES = 4 * 1024 * 1024;

/** imapflow, imported with the first sync (src/lib/on-first-use.ts). */
const imapflow = onFirstUse(() => import('imapflow'));

export class ImapReader {
  private constructor(private readonly client: ImapFlow) {}

  static async connect(settings: StoredImapSettings, password: string, timeoutMs: number): Promise<ImapReader> {
    const { ImapFlow } = await imapflow();
    const client = new ImapFlow({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      auth: { user: settings.username, pass: password },
      logger: false,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
      disableAutoIdle: true,
    });
    // An error after connect (the server closing the socket) is reported by the command that
    // meets it; without a listener it would be an uncaught 'error' event.
    client.on('error', () => {});
    try {
      await client.connect();
    } catch (error) {
      client.close();
      if ((error as { authenticationFailed?: boolean }).authenticationFailed) {
        const response = (error as { response?: string }).response;
        throw new ImapCredentialsRefused(`the IMAP server refused the credentials of ${settings.username}${response ? `: ${response}` : ''}`);
      }
      throw error;
    }
    return new ImapReader(client);
  }

  /** INBOX, then the \Sent mailbox when the account has one. */
  async mailboxes(): Promise<Array<{ path: string; direction: MessageDirection }>> {
    const sent = (await this.client.list()).find((mailbox) => mailbox.specialUse === '\\Sent');
    return [{ path: 'INBOX', direction: 'INCOMING' }, ...(sent ? [{ path: sent.path, direction: 'OUTGOING' as const }] : [])];
  }

  /**
   * Up to `limit` messages of `mailbox` after its cursor, by UID, and the cursor after them;
   * `more` when some are left. A cursor of another UIDVALIDITY than the mailbox's now starts over.
   */
  async read(
    mailbox: { path: string; direction: MessageDirection },
    cursor: MailboxCursor | undefined,
    limit: number,
  ): Promise<{ messages: FetchedMessage[]; cursor: MailboxCursor; more: boolean }> {
    const lock = await this.client.getMailboxLock(mailbox.path, { readOnly: true });
    try {
      const opened = this.client.mailbox;
      if (!opened) throw new Error(`mailbox ${mailbox.path} could not be opened`);
      const uidValidity = String(opened.uidValidity);
      const after = cursor?.uidValidity === uidValidity ? cursor.lastUid : 0;
      if (opened.exists === 0) return { messages: [], cursor: { uidValidity, lastUid: after }, more: false };
      // `n:*` always matches the newest message, even below n: keep only UIDs after the cursor.
      const found = await this.client.search({ uid: `${after + 1}:*` }, { uid: true });
      const pending = (found || []).filter((uid) => uid > after).sort((a, b) => a - b);
      const take = pending.slice(0, limit);
      const messages: FetchedMessage[] = [];
      if (take.length > 0) {
        for await (const message of this.client.fetch(take, { uid: true, internalDate: true, source: { maxLength: MAX_MESSAGE_BYTES } }, { uid: true })) {
          if (!message.source) continue;
          const internalDate = message.internalDate ? new Date(message.internalDate) : undefined;
          messages.push({ mailbox: mailbox.path, direction: mailbox.direction, uid: message.uid, uidValidity, source: message.source, internalDate });
        }
      }
      messages.sort((a, b) => a.uid - b.uid);
      // The cursor passes every UID taken, also one expunged between the search and the fetch.
      return { messages, cursor: { uidValidity, lastUid: take.at(-1) ?? after }, more: pending.length > take.length };
    } finally {
      lock.release();
    }
  }

  async close(): Promise<void> {
    try {
      await this.client.logout();
    } catch {
      this.client.close();
    }
  }
}
