// The synced inbox's records (DESIGN.md, "Inbox"): threads of messages, each message's
// participants (matched to people and workspace members), the channels messages come through
// (an email address, a LinkedIn profile, a phone number) and which channel holds which message
// in which direction. All are served by the record layer (lists, filters, cursors, depth); they
// are written by the inbox's ingest (src/inbox), never by the generic record writes, except the
// channels, which an admin may register and configure. Not webhook events, not searchable.
// Person and workspace member get no inverse list of participants: it would add a relation to
// every person page at depth 1.
import { actorFields, manyToOne, oneToMany, options, scalar, systemFields } from '../field-builders.ts';
import type { ObjectMetadata } from '../types.ts';

export const MESSAGE_CHANNEL_TYPES = ['email', 'linkedin', 'whatsapp', 'sms'] as const;
export const MESSAGE_DIRECTIONS = ['INCOMING', 'OUTGOING'] as const;
export const PARTICIPANT_ROLES = ['from', 'to', 'cc', 'bcc'] as const;
export const SYNC_STATUSES = ['NOT_SYNCED', 'ONGOING', 'ACTIVE', 'FAILED'] as const;

/** A SELECT field whose option values are kept as given (lowercase types and roles, as SPEC writes them). */
const selectOf = (values: readonly string[]) => options(...values).map((option) => ({ ...option, label: option.value }));

const READ_ONLY = { create: false, update: false, delete: false };

/** A join field that every record of the object has. */
const required = <F extends { type: string }>(fields: F[]) => fields.map((f) => (f.type === 'UUID' ? { ...f, nullable: false } : f));

export const messageThread: ObjectMetadata = {
  id: '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a20',
  standardId: null,
  nameSingular: 'messageThread',
  namePlural: 'messageThreads',
  labelSingular: 'Message thread',
  labelPlural: 'Message threads',
  description: 'A conversation: the messages that reply to one another, on any channel.',
  table: 'message_thread',
  labelIdentifierField: 'subject',
  defaultDepth: 0,
  operations: READ_ONLY,
  fields: [
    ...systemFields(),
    ...actorFields(),
    scalar('subject', 'TEXT', { description: 'The subject of its first message.' }),
    scalar('lastMessageAt', 'DATE_TIME', { description: 'When its latest message was received.' }),
    oneToMany('messages', 'message', 'messageThreadId', 'CASCADE'),
  ],
};

export const message: ObjectMetadata = {
  id: '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a21',
  standardId: null,
  nameSingular: 'message',
  namePlural: 'messages',
  labelSingular: 'Message',
  labelPlural: 'Messages',
  description: 'One message of a thread. Listing messages needs a thread: `?messageThreadId=` or a `messageThreadId[eq]:` filter.',
  table: 'message',
  labelIdentifierField: 'subject',
  defaultDepth: 0,
  operations: READ_ONLY,
  listScope: 'messageThreadId',
  fields: [
    ...systemFields(),
    ...actorFields(),
    ...required(manyToOne('messageThread', 'messageThread')),
    scalar('subject', 'TEXT'),
    scalar('text', 'TEXT'),
    scalar('receivedAt', 'DATE_TIME'),
    scalar('headerMessageId', 'TEXT', { description: 'The Message-ID header (email), by which replies find their thread.' }),
    scalar('headerReferences', 'RAW_JSON', { description: 'The Message-IDs it replies to (In-Reply-To and References): a message that arrives after its reply finds the thread by them.' }),
    oneToMany('messageParticipants', 'messageParticipant', 'messageId', 'CASCADE'),
    oneToMany('messageChannelMessageAssociations', 'messageChannelMessageAssociation', 'messageId', 'CASCADE'),
  ],
};

export const messageParticipant: ObjectMetadata = {
  id: '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a22',
  standardId: null,
  nameSingular: 'messageParticipant',
  namePlural: 'messageParticipants',
  labelSingular: 'Message participant',
  labelPlural: 'Message participants',
  description: 'Who sent or received a message (role from, to, cc or bcc), matched to a person or workspace member by handle.',
  table: 'message_participant',
  labelIdentifierField: 'handle',
  defaultDepth: 0,
  operations: READ_ONLY,
  fields: [
    ...systemFields(),
    ...actorFields(),
    ...required(manyToOne('message', 'message')),
    scalar('role', 'SELECT', { options: selectOf(PARTICIPANT_ROLES) }),
    scalar('handle', 'TEXT', { description: 'The address, phone number or profile URL, as the message gave it.' }),
    scalar('displayName', 'TEXT'),
    ...manyToOne('person', 'person'),
    ...manyToOne('workspaceMember', 'workspaceMember'),
  ],
};

/** A channel's IMAP settings as written and as answered (src/inbox/imap/imap-settings.ts holds the rules). */
const IMAP_SETTINGS_SHAPE = {
  input: {
    type: ['object', 'null'],
    additionalProperties: false,
    required: ['host', 'port', 'username', 'password'],
    properties: {
      host: { type: 'string', minLength: 1, maxLength: 253, examples: ['imap.example.com'] },
      port: { type: 'integer', minimum: 1, maximum: 65535, examples: [993] },
      secure: { type: 'boolean', description: 'TLS from the start; default: true on port 993, else false (STARTTLS when offered).' },
      username: { type: 'string', minLength: 1 },
      password: { type: 'string', minLength: 1, writeOnly: true, description: 'Stored encrypted under CRM_SECRET_KEY; never answered.' },
    },
  },
  output: {
    type: ['object', 'null'],
    required: ['host', 'port', 'secure', 'username', 'hasPassword'],
    properties: {
      host: { type: 'string' },
      port: { type: 'integer' },
      secure: { type: 'boolean' },
      username: { type: 'string' },
      hasPassword: { type: 'boolean', description: 'A password is stored (it is never answered).' },
    },
  },
};

export const messageChannel: ObjectMetadata = {
  id: '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a23',
  standardId: null,
  nameSingular: 'messageChannel',
  namePlural: 'messageChannels',
  labelSingular: 'Message channel',
  labelPlural: 'Message channels',
  description: 'Where messages come from and go: an email address, a LinkedIn profile, a phone number.',
  table: 'message_channel',
  labelIdentifierField: 'handle',
  defaultDepth: 0,
  operations: { create: true, update: true, delete: true },
  writeRole: 'admin',
  uniqueFields: [['type', 'handle']],
  fields: [
    ...systemFields(),
    ...actorFields(),
    scalar('type', 'SELECT', { nullable: false, requiredOnCreate: true, options: selectOf(MESSAGE_CHANNEL_TYPES) }),
    scalar('handle', 'TEXT', { nullable: false, requiredOnCreate: true }),
    scalar('syncStatus', 'SELECT', { readOnly: true, engineManaged: true, defaultValue: 'NOT_SYNCED', options: options(...SYNC_STATUSES) }),
    scalar('syncError', 'TEXT', { readOnly: true, engineManaged: true }),
    scalar('lastSyncedAt', 'DATE_TIME', { readOnly: true, engineManaged: true }),
    scalar('imapSettings', 'RAW_JSON', {
      jsonShape: IMAP_SETTINGS_SHAPE,
      description:
        'An email channel synced over IMAP: written as {host, port, secure, username, password}, whole (the password is required: it is ' +
        'stored encrypted under CRM_SECRET_KEY and never answered); answered as {host, port, secure, username, hasPassword}. null stops the sync.',
    }),
    scalar('imapPassword', 'TEXT', { readOnly: true, engineManaged: true, writeOnly: true, description: 'The IMAP password, sealed (src/lib/secret-box.ts).' }),
    scalar('syncCursor', 'RAW_JSON', {
      readOnly: true,
      engineManaged: true,
      description: 'Where the IMAP sync is in each mailbox: {"INBOX": {"uidValidity": "...", "lastUid": n}, "Sent": {...}}.',
    }),
    oneToMany('messageChannelMessageAssociations', 'messageChannelMessageAssociation', 'messageChannelId', 'CASCADE'),
  ],
};

export const messageChannelMessageAssociation: ObjectMetadata = {
  id: '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a24',
  standardId: null,
  nameSingular: 'messageChannelMessageAssociation',
  namePlural: 'messageChannelMessageAssociations',
  labelSingular: 'Message channel association',
  labelPlural: 'Message channel associations',
  description: 'A message as one channel holds it: its direction and its id there.',
  table: 'message_channel_message_association',
  labelIdentifierField: 'messageExternalId',
  defaultDepth: 0,
  operations: READ_ONLY,
  fields: [
    ...systemFields(),
    ...actorFields(),
    ...required(manyToOne('message', 'message')),
    ...required(manyToOne('messageChannel', 'messageChannel')),
    scalar('direction', 'SELECT', { options: options(...MESSAGE_DIRECTIONS) }),
    scalar('messageExternalId', 'TEXT', { description: "The message's id on its channel (an IMAP UID, a provider id)." }),
  ],
};

export const INBOX_OBJECTS = [messageThread, message, messageParticipant, messageChannel, messageChannelMessageAssociation];
