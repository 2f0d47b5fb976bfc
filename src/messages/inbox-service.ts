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
// - The thread is that of a stored message whose Message-ID is `inReplyTo` or one of
//   `references`; else that of a stored message which itself refers to this one's Message-ID (a
//   reply synced before the message it answers: IMAP reads INBOX and Sent apart); else a new one.
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
      // Identical imports wait for each other here; the lookup after it sees the first one's rows.
      if (!ownExternalId)
        await tx.query({ text: `SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))`, values: [`${channel.type}:${channel.handle}`, message.externalId], prepare: true });
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

      // The Message-IDs it refers to: its thread's, and kept on it for messages that arrive later.
      const references = [...new Set([message.inReplyTo, ...(message.references ?? [])].filter((id): id is string => Boolean(id)))];
      const thread = await this.thread(tx, actor, message, references);
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
                headerMessageId: message.headerMessageId ?? null,
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

  /** The thread the message joins (its lastMessageAt moved on), or the id of a new one (written with the message). */
  private async thread(tx: SqlExecutor, actor: Actor, message: MessageImport, references: string[]): Promise<{ id: string; new: boolean }> {
    // A message it refers to, else one that refers to it (a plain jsonb parameter, so the GIN index
    // serves the containment; a jsonb_build_array() in the statement was planned as a scan). Only
    // the lookups the message needs (a first message refers to nothing), and not prepared: a plan
    // kept from when the table was small scanned it whole, and these lookups are worth planning
    // with their values (docs/BENCHMARKS.md, issue 24).
    const lookups: string[] = [];
    const values: unknown[] = [];
    if (references.length > 0) {
      values.push(references);
      lookups.push(`(SELECT "m"."message_thread_id" FROM "message" AS "m" WHERE "m"."header_message_id" = ANY($${values.length}::text[]) ORDER BY "m"."received_at", "m"."id" LIMIT 1)`);
    }
    if (message.headerMessageId) {
      values.push(JSON.stringify([message.headerMessageId]));
      lookups.push(`(SELECT "m"."message_thread_id" FROM "message" AS "m" WHERE "m"."header_references" @> $${values.length}::jsonb ORDER BY "m"."received_at", "m"."id" LIMIT 1)`);
    }
    const [known] =
      lookups.length === 0
        ? []
        : await tx.query<{ id: string; last_message_at: Date | string | null }>({
            text: `SELECT "t"."id"::text, "t"."last_message_at" FROM "message_thread" AS "t" WHERE "t"."id" = coalesce(${lookups.join(', ')})`,
            values,
          });
    if (!known) return { id: newRecordId(), new: true };
    if (known.last_message_at === null || new Date(known.last_message_at).getTime() < new Date(message.receivedAt).getTime())
      await this.records.update(actor, this.registry.get('messageThread'), known.id, { lastMessageAt: message.receivedAt }, { sql: tx });
    return { id: known.id, new: false };
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

/** Channels are found by (type, handle): an email address in any case is one channel. */
const channelHandle = (channel: MessageImport['channel']) => (channel.type === 'email' ? channel.handle.trim().toLowerCase() : channel.handle.trim());

