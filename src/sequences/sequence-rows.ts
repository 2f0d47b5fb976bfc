// A sequence's row and its senders as the rules read them (SequenceService, SequenceEditor):
// one query each, the sequence locked for the caller's transaction when it will change it.
import type { SqlExecutor } from '../db/sql-executor.ts';
import { notFound } from '../errors/app-error.ts';
import { checkId } from '../records/record-service.ts';
import { readSettings, type SequenceSettings } from './settings.ts';
import { storedSteps, type Platform, type SequenceStep } from './steps.ts';

export interface SequenceRow {
  id: string;
  name: string | null;
  status: string;
  steps: SequenceStep[];
  /** With their defaults. */
  settings: SequenceSettings;
  /** As stored (null when never set): what a copy takes. */
  storedSettings: unknown;
}

export type SenderRow = {
  id: string;
  platformType: Platform;
  identifier: string;
  workspaceMemberId: string | null;
  messageStatus: string | null;
  dailyLimit: number | null;
};

/** The sequence (404 when there is none, 400 for a malformed id), `FOR UPDATE` when `lock`. */
export async function readSequence(sql: SqlExecutor, sequenceId: string, { lock }: { lock: boolean }): Promise<SequenceRow> {
  const [row] = await sql.query<{ id: string; name: string | null; status: string; steps: unknown; settings: unknown }>({
    text: `SELECT "id"::text, "name", "status", "steps", "settings" FROM "sequence" WHERE "id" = $1::uuid${lock ? ' FOR UPDATE' : ''}`,
    values: [checkId(sequenceId)],
  });
  if (!row) throw notFound(`no sequence with id ${sequenceId}`);
  return { id: row.id, name: row.name, status: row.status, steps: storedSteps(row.steps), settings: readSettings(row.settings), storedSettings: row.settings };
}

/** The sequence's senders, in creation order (the round robin's order). */
export function readSenders(sql: SqlExecutor, sequenceId: string): Promise<SenderRow[]> {
  return sql.query<SenderRow>({
    text: `SELECT "id"::text, "platform_type" AS "platformType", "identifier", "workspace_member_id"::text AS "workspaceMemberId", "message_status" AS "messageStatus", "daily_limit" AS "dailyLimit"
      FROM "sequence_sender" WHERE "sequence_id" = $1::uuid ORDER BY "created_at", "id"`,
    values: [sequenceId],
  });
}
