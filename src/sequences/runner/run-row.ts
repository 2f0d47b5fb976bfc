// A run as its step job sees it: the run row and its enrollment's row locked for the job's
// transaction, its sequence as it is now (steps edited since the run started apply from its next
// step on) and the sequence's senders, in one statement.
import type { SqlExecutor } from '../../db/sql-executor.ts';
import { engineActor, type Actor } from '../../records/actor.ts';
import { readRunState, type SequenceRunState } from '../run-state.ts';
import { readSettings, type SequenceSettings } from '../settings.ts';
import { storedSteps, type SequenceStep } from '../steps.ts';

/** A sender of the run's sequence, as its message steps need it. */
export interface RunSender {
  id: string;
  identifier: string;
  platformType: string;
  messageStatus: string | null;
  dailyLimit: number | null;
}

export interface LockedRun {
  id: string;
  status: string;
  state: SequenceRunState;
  sequencePersonId: string;
  personId: string;
  enrollment: { status: string; hasReplied: boolean; senderIds: Record<string, string> };
  sequence: { id: string; name: string | null; status: string; steps: SequenceStep[]; settings: SequenceSettings };
  /** The sequence's senders, in creation order. */
  senders: RunSender[];
}

/** One statement: the run and its enrollment locked (run first), their sequence and its senders read. */
export async function lockRun(tx: SqlExecutor, runId: string): Promise<LockedRun | undefined> {
  const [row] = await tx.query<{
    id: string;
    status: string;
    state: unknown;
    sequence_id: string;
    sequence_person_id: string;
    person_id: string;
    person_status: string;
    has_replied: boolean;
    sender_ids: Record<string, string> | null;
    name: string | null;
    sequence_status: string;
    steps: unknown;
    settings: unknown;
    senders: RunSender[];
  }>({
    text: `SELECT "r"."id"::text, "r"."status", "r"."state", "r"."sequence_id"::text, "r"."sequence_person_id"::text, "r"."person_id"::text,
        "p"."status" AS "person_status", "p"."has_replied", "p"."sender_ids", "s"."name", "s"."status" AS "sequence_status", "s"."steps", "s"."settings",
        (SELECT coalesce(json_agg(json_build_object('id', "x"."id", 'identifier', "x"."identifier", 'platformType', "x"."platform_type",
            'messageStatus', "x"."message_status", 'dailyLimit', "x"."daily_limit") ORDER BY "x"."created_at", "x"."id"), '[]')
          FROM "sequence_sender" AS "x" WHERE "x"."sequence_id" = "r"."sequence_id") AS "senders"
      FROM "sequence_run" AS "r" JOIN "sequence_person" AS "p" ON "p"."id" = "r"."sequence_person_id" JOIN "sequence" AS "s" ON "s"."id" = "r"."sequence_id"
      WHERE "r"."id" = $1::uuid FOR UPDATE OF "r", "p"`,
    values: [runId],
    prepare: true,
  });
  if (!row) return undefined;
  return {
    id: row.id,
    status: row.status,
    state: readRunState(row.state),
    sequencePersonId: row.sequence_person_id,
    personId: row.person_id,
    enrollment: { status: row.person_status, hasReplied: row.has_replied, senderIds: row.sender_ids ?? {} },
    sequence: { id: row.sequence_id, name: row.name, status: row.sequence_status, steps: storedSteps(row.steps), settings: readSettings(row.settings) },
    senders: row.senders,
  };
}

/** The sequence writing as itself: source SEQUENCE, its name. */
export const sequenceActor = (sequence: { id: string; name: string | null }): Actor => engineActor('sequence', sequence.id, sequence.name ?? 'Sequence');
