// The `inbox.link` job (link-participants-hook.ts): the unmatched participants whose handles a
// person now has get their person. Matching runs again for those handles, so the oldest person
// with a handle still wins (the one written may not be it). Through the record layer, as the
// system; a handle nobody has any longer is left unmatched.
import type { Database } from '../db/database.ts';
import type { JobHandler } from '../jobs/worker.ts';
import type { MetadataRegistry } from '../metadata/registry.ts';
import { SYSTEM_ACTOR } from '../records/actor.ts';
import type { RecordService } from '../records/record-service.ts';
import { canonicalHandle, type Handle } from '../messages/handles.ts';
import { matchHandles, matchKey } from '../messages/participant-matching.ts';

/** updateMany's cap (MAX_BULK_RECORDS): larger sets are linked in slices. */
const SLICE = 1000;

export function linkParticipantsHandler(db: Database, records: RecordService, registry: MetadataRegistry): JobHandler {
  return async (job) => {
    const { personId } = job.payload as { personId: string };
    await db.sql.transaction(async (tx) => {
      const unmatched = await tx.query<{ id: string; handle: string }>({
        text: `SELECT "mp"."id"::text, "mp"."handle" FROM "message_participant" AS "mp", "person" AS "p"
          WHERE "p"."id" = $1::uuid AND "mp"."person_id" IS NULL
            AND public.crm_participant_handle("mp"."handle") = ANY(public.crm_person_row_handles(to_jsonb("p")))
          ORDER BY "mp"."id" FOR UPDATE OF "mp"`,
        values: [personId],
      });
      if (unmatched.length === 0) return;
      const handles = new Map(unmatched.map((row) => [row.id, canonicalHandle(row.handle)]));
      const matches = await matchHandles(tx, [...handles.values()].filter((h): h is Handle => h !== undefined));
      const byPerson = new Map<string, string[]>();
      for (const [id, handle] of handles) {
        const person = handle ? matches.get(matchKey(handle))?.personId : undefined;
        if (person) byPerson.set(person, [...(byPerson.get(person) ?? []), id]);
      }
      const participant = registry.get('messageParticipant');
      for (const [person, ids] of byPerson)
        for (let i = 0; i < ids.length; i += SLICE)
          await records.updateMany(SYSTEM_ACTOR, participant, `id[in]:[${ids.slice(i, i + SLICE).join(',')}]`, { personId: person }, { sql: tx });
    });
    return { done: true };
  };
}
