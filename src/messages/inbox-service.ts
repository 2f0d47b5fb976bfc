// The inbox's rules (DESIGN.md, "Inbox"): a message as a channel delivered it is stored in ONE
// transaction through the record layer, so every row carries its writer (`createdBy`: API for a
// key, EMAIL for the IMAP sync) and a failure stores nothing.
//
// - The channel is found by (type, handle), created when new (email handles lower-cased). It is
//   found FOR KEY SHARE (the lock the channel association's foreign key takes anyway): an admin's
//   concurrent delete of the channel is waited for, and then the channel is created again rather
//   than the import failing on that foreign key (DESIGN.md, "Admin changes and writes").
// - Idempotent on (channel, externalId): a unique index, and a transaction-scoped advisory lock on
//   the pair, so two identical imports at once store one message and both answer its id.
// - Its Message-ID is `headerMessageId`, else `externalId` (DESIGN), stored as `headerMessageId`.
// - The thread is that of its conversation: stored messages whose Message-ID it refers to
//   (`inReplyTo`, `references`), that refer to its Message-ID (a reply synced before the message
//   it answers: IMAP reads INBOX and Sent apart) or to a Message-ID it refers to (a sibling
//   reply); threads it links are joined into one; else a new one. So a conversation ends in one
//   thread whatever the order its messages arrive in.
// - Each participant's handle is matched to a person and a workspace member (participant-matching.ts).
// - The new rows (a new thread, the message, its participants, its channel association) are one
//   statement (RecordService.writeTogether).
// - Listeners (another engine) act inside the same transaction (`onIngested`).
import type { components } from '../../generated/openapi.ts';
import type { Database } from '../db/database.ts';
import type { SqlExecutor } from '../db/sql-executor.ts';
import type { MetadataRegistry } from '../metadata/registry.ts';
import type { Actor } from '../records/actor.ts';
import type { RecordService } from '../records/record-service.ts';
import { newRecordId } from '../lib/record-id.ts';
import { canonicalHandle, type Handle } from './handles.ts';
import { matchHandles, matchKey } from './participant-matching.ts';

/** The import body, as the OpenAPI document declares it (openapi/components/schemas/inbox.yaml). */
export type MessageImport = components['schemas']['MessageImport'];

export interface MessageImported {
  messageId: string;
  messageThreadId: string;
  created: boolean;
}

/** Called inside the import's transaction, once a new message is stored; `actor` wrote it. */
export type IngestListener = (tx: SqlExecutor, imported: MessageImported, message: MessageImport, actor: Actor) => Promise<void>;

export class InboxService {
  private readonly listeners: IngestListener[] = [];

  constructor(
    private readonly db: Database,
    private readonly records: RecordService,
    private readonly registry: MetadataRegistry,
  ) {}

  /** Lets another engine act in the transaction of every new message (a reply stops an enrollment in the same commit). */
  onIngested(listener: IngestListener): void {
    this.listeners.push(listener);
  }

  /**
   * For an engine that sent a message (a sequence's email): stores it OUTGOING on the sender's
   * channel, with the Message-ID the sent message carried (so replies thread to it), in the
   * sender's transaction `tx`. Its external id is that Message-ID, new and the engine's own: no
   * other import of it can run at the same time, so none is waited for (the unique index on
   * (channel, external id) still refuses a second).
   */
  recordOutgoing(tx: SqlExecutor, actor: Actor, message: Omit<MessageImport, 'direction'>): Promise<MessageImported> {
    return this.importMessage(actor, { ...message, direction: 'OUTGOING' }, { sql: tx, ownExternalId: true });
  }

  /**
   * `sql`: a caller's transaction to store the message in (it commits or rolls back with it).
   * The new rows (its thread when new, the message, its participants, its channel association)
   * are written in one statement.
   */
  async importMessage(
    actor: Actor,
    message: MessageImport,
    { sql = this.db.sql, ownExternalId = false }: { sql?: SqlExecutor; ownExternalId?: boolean } = {},
  ): Promise<MessageImported> {
    return sql.transaction(async (tx) => {
      const channel = { type: message.channel.type, handle: channelHandle(message.channel) };
      // The Message-ID it threads by (DESIGN: `externalId` is it unless `headerMessageId` says
      // otherwise), and the Message-IDs it refers to: its thread's, kept on it for later messages.
      const ownId = message.headerMessageId ?? message.externalId;
      const references = [...new Set([message.inReplyTo, ...(message.references ?? [])].filter((id): id is string => Boolean(id)))];
      const conversationIds = [...new Set([ownId, ...references])];
      // Identical imports wait for each other here, and so do imports of one conversation (they
      // share a Message-ID), so each finds the thread the other stored; the lookup after it sees
      // the first one's rows. Locks are taken in one order, so two imports never wait on each
      // other. An engine's own message takes none: its Message-ID is new, and its transaction
      // already holds the engine's rows, which a reply's import may lock after these.
      if (!ownExternalId)
        await tx.query({
          text: `SELECT pg_advisory_xact_lock(hashtext($2), hashtext($3)), (SELECT count(pg_advisory_xact_lock(hashtext('message-id'), "key")) FROM (SELECT DISTINCT hashtext("id") AS "key" FROM unnest($1::text[]) AS "id" ORDER BY 1) AS "keys")`,
          values: [conversationIds, `${channel.type}:${channel.handle}`, message.externalId],
          prepare: true,
        });
      const [known] = await tx.query<{ channel_id: string; message_id: string | null; message_thread_id: string | null }>({
        text: `SELECT "c"."id"::text AS "channel_id", "a"."message_id"::text, "m"."message_thread_id"::text FROM "message_channel" AS "c"
          LEFT JOIN "message_channel_message_association" AS "a" ON "a"."message_channel_id" = "c"."id" AND "a"."message_external_id" = $3
          LEFT JOIN "message" AS "m" ON "m"."id" = "a"."message_id"
          WHERE "c"."type" = $1 AND "c"."handle" = $2
          FOR KEY SHARE OF "c"`,
        values: [channel.type, channel.handle, message.externalId],
        prepare: true,
      });
      if (known?.message_id && known.message_thread_id) return { messageId: known.message_id, messageThreadId: known.message_thread_id, created: false };
      const channelId = known?.channel_id ?? (await this.newChannel(tx, actor, channel));

      const thread = await this.thread(tx, actor, message, conversationIds);
      const messageId = newRecordId();
      await this.records.writeTogether(
        actor,
        [
          { object: this.registry.get('messageThread'), create: thread.new ? [{ id: thread.id, subject: message.subject ?? null, lastMessageAt: message.receivedAt }] : [] },
          {
            object: this.registry.get('message'),
            create: [
              {
                id: messageId,
                messageThreadId: thread.id,
                subject: message.subject ?? null,
                text: message.text,
                receivedAt: message.receivedAt,
                headerMessageId: ownId,
                headerReferences: references,
              },
            ],
          },
          { object: this.registry.get('messageParticipant'), create: await this.participants(tx, messageId, message.participants) },
          {
            object: this.registry.get('messageChannelMessageAssociation'),
            create: [{ messageId, messageChannelId: channelId, direction: message.direction, messageExternalId: message.externalId }],
          },
        ],
        { sql: tx, knownRelations: true },
      );
      const imported = { messageId, messageThreadId: thread.id, created: true };
      for (const listener of this.listeners) await listener(tx, imported, message, actor);
      return imported;
    });
  }

  /** A channel seen for the first time: created, one at a time per (type, handle) (another import may have just created it). */
  private async newChannel(tx: SqlExecutor, actor: Actor, channel: MessageImport['channel']): Promise<string> {
    await tx.query({ text: `SELECT pg_advisory_xact_lock(hashtext('message_channel'), hashtext($1))`, values: [`${channel.type}:${channel.handle}`] });
    const [found] = await tx.query<{ id: string }>({ text: `SELECT "id"::text FROM "message_channel" WHERE "type" = $1 AND "handle" = $2 FOR KEY SHARE`, values: [channel.type, channel.handle] });
    // The channel the import names, not a write of channels by the caller (they need an admin key).
    return found?.id ?? String((await this.records.create(actor, this.registry.get('messageChannel'), channel, { sql: tx, engineFields: true })).id);
  }

  /**
   * The thread the message joins (its lastMessageAt moved on), or the id of a new one (written
   * with the message). Its conversation is every stored message whose Message-ID is one of
   * `conversationIds` (its own and those it refers to) or that refers to one of them: a reply
   * stored before it, a sibling reply stored before the message both answer. When these are in
   * several threads (replies that arrived before what links them), the message joins them: the
   * thread of the earliest message keeps them all.
   */
  private async thread(tx: SqlExecutor, actor: Actor, message: MessageImport, conversationIds: string[]): Promise<{ id: string; new: boolean }> {
    // Both conditions are served by an index (the GIN index takes the jsonpath's equalities), and
    // the statement is not prepared: a plan kept from when the table was small scanned it whole,
    // and these lookups are worth planning with their values (docs/internal/benchmark-log.md, issue 24).
    // The threads are locked (in id order, so two imports lock them in one order): an import of the
    // same conversation that shares no Message-ID with this one waits to join or move them.
    const threads = await tx.query<{ id: string; last_message_at: Date | string | null; first_at: Date | string }>({
      text: `SELECT "t"."id"::text, "t"."last_message_at", "c"."first_at" FROM "message_thread" AS "t"
        JOIN (SELECT "m"."message_thread_id", min("m"."received_at") AS "first_at" FROM "message" AS "m"
              WHERE "m"."header_message_id" = ANY($1::text[]) OR "m"."header_references" @? $2::jsonpath
              GROUP BY "m"."message_thread_id") AS "c" ON "c"."message_thread_id" = "t"."id"
        ORDER BY "t"."id" FOR UPDATE OF "t"`,
      values: [conversationIds, anyOfPath(conversationIds)],
    });
    threads.sort((a, b) => instant(a.first_at) - instant(b.first_at) || a.id.localeCompare(b.id));
    const [kept, ...joined] = threads;
    if (!kept) return { id: newRecordId(), new: true };
    if (joined.length > 0) await this.joinThreads(tx, actor, kept.id, joined.map((thread) => thread.id));
    const lastMessageAt = Math.max(...[message.receivedAt, ...threads.map((thread) => thread.last_message_at)].map(instant));
    if (kept.last_message_at === null || instant(kept.last_message_at) !== lastMessageAt)
      await this.records.update(actor, this.registry.get('messageThread'), kept.id, { lastMessageAt: new Date(lastMessageAt).toISOString() }, { sql: tx });
    return { id: kept.id, new: false };
  }

  /** Moves the messages of `joined` threads into `keptId`'s and deletes the emptied threads. */
  private async joinThreads(tx: SqlExecutor, actor: Actor, keptId: string, joined: string[]): Promise<void> {
    await this.records.updateMany(actor, this.registry.get('message'), `messageThreadId[in]:[${joined.join(',')}]`, { messageThreadId: keptId }, { sql: tx });
    await this.records.deleteMany(actor, this.registry.get('messageThread'), `id[in]:[${joined.join(',')}]`, { sql: tx });
  }

  /** The message's participants to create, each matched by its handle to a person and a workspace member. */
  private async participants(tx: SqlExecutor, messageId: string, participants: MessageImport['participants']): Promise<Record<string, unknown>[]> {
    if (participants.length === 0) return [];
    const handles = participants.map((participant) => canonicalHandle(participant.handle));
    const matches = await matchHandles(tx, handles.filter((handle): handle is Handle => handle !== undefined));
    return participants.map((participant, i) => {
      const handle = handles[i];
      const match = handle ? matches.get(matchKey(handle)) : undefined;
      return {
        messageId,
        role: participant.role,
        handle: participant.handle,
        displayName: participant.displayName ?? '',
        personId: match?.personId ?? null,
        workspaceMemberId: match?.workspaceMemberId ?? null,
      };
    });
  }
}

/** A jsonpath true of an array holding any of `ids` (a JSON string literal is a jsonpath one). */
const anyOfPath = (ids: string[]) => `$[*] ? (${ids.map((id) => `@ == ${JSON.stringify(id)}`).join(' || ')})`;

/** An instant in ms since the epoch (no instant: never). */
const instant = (at: Date | string | null) => (at === null ? Number.NEGATIVE_INFINITY : new Date(at).getTime());

/** Channels are found by (type, handle): an email address in any case is one channel. */
const channelHandle = (channel: MessageImport['channel']) => (channel.type === 'email' ? channel.handle.trim().toLowerCase() : channel.handle.trim());

