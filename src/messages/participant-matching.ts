// Matching participants' handles to people and workspace members, in one statement, through the
// expression indexes of migration 20261126021543_inbox_matching (never a scan of `person`).
// Several people with one handle: the oldest wins (createdAt, then id); a soft-deleted person is
// never matched. Workspace members are matched by email only.
import type { SqlExecutor } from '../db/sql-executor.ts';
import type { Handle } from './handles.ts';

export interface Match {
  personId: string | null;
  workspaceMemberId: string | null;
}

/** `where` for a person that is not soft-deleted. */
const live = (where: string) => `${where} AND "x"."deleted_at" IS NULL`;

/** The oldest row of `from` that `where` selects (the OFFSET 0 keeps the index filter before the sort). */
const oldest = (from: string, where: string) =>
  `(SELECT "s"."id" FROM (SELECT "x"."id", "x"."created_at" FROM ${from} AS "x" WHERE ${where} OFFSET 0) AS "s" ORDER BY "s"."created_at", "s"."id" LIMIT 1)`;

const MATCH_SQL = `SELECT "h"."kind", "h"."value",
    CASE "h"."kind"
      WHEN 'email' THEN ${oldest('"person"', live(`public.crm_person_email_handles("x"."emails_primary_email", "x"."emails_additional_emails") @> ARRAY["h"."value"]`))}
      WHEN 'phone' THEN ${oldest('"person"', live(`public.crm_person_phone_handles("x"."phones_primary_phone_number", "x"."phones_primary_phone_calling_code", "x"."phones_additional_phones") @> ARRAY["h"."value"]`))}
      WHEN 'linkedin' THEN ${oldest('"person"', live(`public.crm_linkedin_handle("x"."linkedin_link_primary_link_url") = "h"."value"`))}
    END::text AS "person_id",
    CASE WHEN "h"."kind" = 'email' THEN ${oldest('"workspace_member"', `public.crm_email_handle("x"."user_email") = "h"."value"`)} END::text AS "workspace_member_id"
  FROM unnest($1::text[], $2::text[]) AS "h"("kind", "value")`;

const key = (handle: Handle) => `${handle.kind}:${handle.value}`;

/** The person and workspace member of each distinct handle, by `kind:value`. */
export async function matchHandles(sql: SqlExecutor, handles: Handle[]): Promise<Map<string, Match>> {
  const distinct = [...new Map(handles.map((handle) => [key(handle), handle])).values()];
  if (distinct.length === 0) return new Map();
  const rows = await sql.query<{ kind: Handle['kind']; value: string; person_id: string | null; workspace_member_id: string | null }>({
    text: MATCH_SQL,
    values: [distinct.map((h) => h.kind), distinct.map((h) => h.value)],
    prepare: true,
  });
  return new Map(rows.map((row) => [key(row), { personId: row.person_id, workspaceMemberId: row.workspace_member_id }]));
}

export const matchKey = key;
