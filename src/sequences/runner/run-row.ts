// A run as its step job sees it: the run row locked for the job's transaction, then its
// enrollment's row (runs before enrollments: the order every writer of both keeps), and its
// sequence as it is now (steps edited since the run started apply from its next step on).
import type { SqlExecutor } from '../../db/sql-executor.ts';
import { engineActor, type Actor } from '../../records/actor.ts';
import { readRunState, type SequenceRunState } from '../run-state.ts';
import { readSettings, type SequenceSettings } from '../settings.ts';
import { storedSteps, type SequenceStep } from '../steps.ts';

export interface LockedRun {
  id: string;
  status: string;
  state: SequenceRunState;
  sequencePersonId: string;
  personId: string;
  enrollment: { status: string; hasReplied: boolean; senderIds: Record<string, string> };
  sequence: { id: string; name: string | null; status: string; steps: SequenceStep[]; settings: SequenceSettings };
}

export async function lockRun(tx: SqlExecutor, runId: string): Promise<LockedRun | undefined> {
  const [run] = await tx.query<{ id: string; status: string; state: unknown; sequence_id: string; sequence_person_id: string; person_id: string }>({
    text: `SELECT "id"::text, "status", "state", "sequence_id"::text, "sequence_person_id"::text, "person_id"::text FROM "sequence_run" WHERE "id" = $1::uuid FOR UPDATE`,
    values: [runId],
    prepare: true,
  });
  if (!run) return undefined;
  const [row] = await tx.query<{ status: string; has_replied: boolean; sender_ids: Record<string, string> | null; name: string | null; sequence_status: string; steps: unknown; settings: unknown }>({
    text: `SELECT "p"."status", "p"."has_replied", "p"."sender_ids", "s"."name", "s"."status" AS "sequence_status", "s"."steps", "s"."settings"
      FROM "sequence_person" AS "p" JOIN "sequence" AS "s" ON "s"."id" = "p"."sequence_id" WHERE "p"."id" = $1::uuid FOR UPDATE OF "p"`,
    values: [run.sequence_person_id],
    prepare: true,
  });
  if (!row) return undefined;
  return {
    id: run.id,
    status: run.status,
    state: readRunState(run.state),
    sequencePersonId: run.sequence_person_id,
    personId: run.person_id,
    enrollment: { status: row.status, hasReplied: row.has_replied, senderIds: row.sender_ids ?? {} },
    sequence: { id: run.sequence_id, name: row.name, status: row.sequence_status, steps: storedSteps(row.steps), settings: readSettings(row.settings) },
  };
}

/** The sequence writing as itself: source SEQUENCE, its name. */
export const sequenceActor = (sequence: { id: string; name: string | null }): Actor => engineActor('sequence', sequence.id, sequence.name ?? 'Sequence');
