// Later association (issue 23, point 3): a statement hook on person writes. When a person is
// created or restored from a soft delete (matching never sees a soft-deleted person), or their
// emails, phones or LinkedIn URL change, the statement itself writes one
// `inbox.link` job per written person whose handles some unmatched participant has (one probe of
// the partial index on unmatched participants' handles); a person write that links nothing
// writes no row. The job then links the participants (link-participants-job.ts). The probe is a
// PL/pgSQL function (migration 20261126041000): as an EXISTS in the CTE, planning it again in
// every person write took 43% off single-row creates at the database; this way it costs 4%.
import { enqueuedJobRows } from '../jobs/job-queue.ts';
import { isoAt } from '../lib/clock.ts';
import { quoteIdent as q } from '../query/index.ts';
import type { StatementHook } from '../records/write-hooks.ts';

export const INBOX_LINK_JOB = 'inbox.link';

/** The person fields whose change may link participants. */
const HANDLE_FIELDS = new Set(['emails', 'phones', 'linkedinLink']);

export function linkParticipantsHook(now: () => number): StatementHook {
  return (parts, params, addExtraRows) =>
    parts.flatMap((part, i) => {
      if (part.object.nameSingular !== 'person') return [];
      if (part.action !== 'created' && part.action !== 'updated' && part.action !== 'restored') return [];
      if (part.action === 'updated' && !part.updatedFields?.some((field) => HANDLE_FIELDS.has(field))) return [];
      const jobs = `inbox_link_${i}`;
      addExtraRows(enqueuedJobRows(jobs));
      return [
        `${q(jobs)} AS (INSERT INTO "job" ("kind", "payload", "run_at")
          SELECT '${INBOX_LINK_JOB}', jsonb_build_object('personId', "p"."id"), ${params.add(isoAt(now()), 'timestamptz')}
          FROM ${q(part.cte)} AS "p"
          WHERE public.crm_person_links_participants("p"."row")
          RETURNING "id")`,
      ];
    });
}
