// An IMAP message, parsed by mailparser, as the inbox's ingest takes it (MessageImport, the body
// of POST /rest/inbox/messages), within that body's limits. The external id is the Message-ID,
// so a message read again (a new UIDVALIDITY, a sync killed before it saved its cursor, the same
// message in INBOX and Sent) is imported once; a message without one is known by its place.
import { createHash } from 'node:crypto';
import type { AddressObject, EmailAddress } from 'mailparser';
import { onFirstUse } from '../../lib/on-first-use.ts';
import type { MessageImport } from '../../messages/inbox-service.ts';
import type { FetchedMessage } from './imap-reader.ts';

// The limits of MessageImport (openapi/components/schemas/inbox.yaml).
const MAX_ID = 500;
const MAX_HEADER_ID = 1000;
const MAX_REFERENCES = 100;
const MAX_SUBJECT = 10_000;
const MAX_TEXT = 1_000_000;
const MAX_HANDLE = 500;
const MAX_NAME = 1000;
const MAX_PARTICIPANTS = 1000;

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
/** A Message-ID as the header has it (`<id@host>`), or undefined when absent or too long to be one. */
const headerId = (value: string | undefined) => (value && value.trim() && value.trim().length <= MAX_HEADER_ID ? value.trim() : undefined);

function externalId(message: FetchedMessage, messageId: string | undefined): string {
  if (messageId) return messageId.length <= MAX_ID ? messageId : `sha256:${createHash('sha256').update(messageId).digest('hex')}`;
  return `imap:${message.mailbox}:${message.uidValidity}:${message.uid}`.slice(0, MAX_ID);
}

/** Every address of a header, groups flattened. */
function addresses(header: AddressObject | AddressObject[] | undefined): EmailAddress[] {
  const flat = (list: EmailAddress[]): EmailAddress[] => list.flatMap((a) => (a.group ? flat(a.group) : [a]));
  return (Array.isArray(header) ? header : header ? [header] : []).flatMap((object) => flat(object.value));
}

/** mailparser, imported with the first message read (src/lib/on-first-use.ts). */
const mailparser = onFirstUse(() => import('mailparser'));

export async function messageFromMail(message: FetchedMessage, channelHandle: string): Promise<MessageImport> {
  const { simpleParser } = await mailparser();
  const mail = await simpleParser(message.source, { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true });
  const messageId = headerId(mail.messageId);
  const references = (Array.isArray(mail.references) ? mail.references : mail.references ? [mail.references] : [])
    .map((id) => headerId(id))
    .filter((id): id is string => id !== undefined)
    .slice(-MAX_REFERENCES);
  const roles = [
    ['from', mail.from],
    ['to', mail.to],
    ['cc', mail.cc],
    ['bcc', mail.bcc],
  ] as const;
  const participants = roles
    .flatMap(([role, header]) => addresses(header).map((a) => ({ role, address: a.address?.trim() ?? '', name: a.name?.trim() ?? '' })))
    .filter((p) => p.address !== '' && p.address.length <= MAX_HANDLE)
    .slice(0, MAX_PARTICIPANTS)
    .map((p) => ({ role: p.role, handle: p.address, displayName: p.name ? cut(p.name, MAX_NAME) : null }));
  const date = mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : (message.internalDate ?? new Date());
  return {
    channel: { type: 'email', handle: channelHandle },
    direction: message.direction,
    externalId: externalId(message, messageId),
    headerMessageId: messageId ?? null,
    inReplyTo: headerId(mail.inReplyTo) ?? null,
    references,
    subject: mail.subject === undefined ? null : cut(mail.subject, MAX_SUBJECT),
    text: cut(mail.text ?? '', MAX_TEXT),
    receivedAt: date.toISOString(),
    participants,
  };
}
