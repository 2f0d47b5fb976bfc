// Replies (DESIGN.md, "Sequences"): an INCOMING message whose sender was matched to a person
// sets `hasReplied` on that person's ACTIVE enrollments and, unless the sequence's
// `settings.pauseOnReply` is false, STOPS them and their runs, in the ingest's transaction
// (InboxService.onIngested), so the reply and its effect commit together, in one statement.
// Runs are written before enrollments: the lock order of every writer of both. An enrollment or
// run deleted meanwhile (its sequence deleted by an admin: the read above took no lock) is left
// out rather than failing the import (DESIGN.md, "Admin changes and writes"): its UPDATE waits
// for the delete and then finds nothing, and the reply is stored all the same.
import { clock, isoAt } from '../lib/clock.ts';
import type { IngestListener } from '../messages/inbox-service.ts';
import type { MetadataRegistry } from '../metadata/registry.ts';
import { chunks } from '../lib/chunks.ts';
import type { RecordService, TogetherWrite } from '../records/record-service.ts';

/** A person in that many sequences at once is rare; past it, the writes take more statements. */
const WRITES_PER_STATEMENT = 50;

export function replyListener(records: RecordService, registry: MetadataRegistry): IngestListener {
  // The reply's writer (an API key, or the synced channel) writes what it changes.
  return async (tx, imported, message, actor) => {
    if (message.direction !== 'INCOMING') return;
    const rows = await tx.query<{ id: string; run_id: string | null; run_status: string | null; pause: boolean }>({
      text: `SELECT "p"."id"::text, "r"."id"::text AS "run_id", "r"."status" AS "run_status", coalesce(("s"."settings" ->> 'pauseOnReply')::boolean, true) AS "pause"
        FROM "message_participant" AS "mp"
        JOIN "sequence_person" AS "p" ON "p"."person_id" = "mp"."person_id" AND "p"."status" = 'ACTIVE'
        JOIN "sequence" AS "s" ON "s"."id" = "p"."sequence_id"
        LEFT JOIN "sequence_run" AS "r" ON "r"."sequence_person_id" = "p"."id"
        WHERE "mp"."message_id" = $1::uuid AND "mp"."role" = 'from' AND "mp"."person_id" IS NOT NULL`,
      values: [imported.messageId],
      prepare: true,
    });
    if (rows.length === 0) return;
    // One statement (per WRITES_PER_STATEMENT), the runs before the enrollments.
    const endedAt = isoAt(clock.now());
    const run = registry.get('sequenceRun');
    const person = registry.get('sequencePerson');
    const writes: TogetherWrite[] = [
      ...rows
        .filter((row) => row.pause && row.run_id && !['COMPLETED', 'FAILED', 'STOPPED'].includes(row.run_status ?? ''))
        .map((row) => ({ object: run, update: { id: row.run_id!, body: { status: 'STOPPED', endedAt } }, skipIfGone: true })),
      ...rows.map((row) => ({ object: person, update: { id: row.id, body: row.pause ? { hasReplied: true, status: 'STOPPED' } : { hasReplied: true } }, skipIfGone: true })),
    ];
    for (const part of chunks(writes, WRITES_PER_STATEMENT)) await records.writeTogether(actor, part, { sql: tx, engineFields: true, knownRelations: true });
  };
}
