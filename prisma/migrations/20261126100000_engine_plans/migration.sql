-- Plans that stayed fast as the engines' tables grew (docs/BENCHMARKS.md, issue 24). Measured with
-- auto_explain while 5,000 sequence emails went out on PostgreSQL 15:
--
-- 1. The job claim filtered every due job of every kind through the run_at index: with 5,000
--    sequence steps due, each claim of another kind (and the capped claim of sequence steps)
--    read ~2,000 rows, 5 ms a claim. With (kind, run_at, id) a claim reads the due jobs of its
--    kinds, in order.
CREATE INDEX "job_kind_run_at_id_idx" ON "job"("kind", "run_at", "id");

-- 2. The later association's probe on person writes (src/inbox/link-participants-hook.ts) kept a
--    generic plan: it cannot know the person's handles, so with few distinct unmatched handles
--    (a workspace's own address is in every message it sends, and matches no person) it judged
--    every unmatched participant a match, scanned them all and ran the handle function on each:
--    5 ms with 250 of them, 54 ms with 5,000, on every person create. Planned with the handles
--    (a custom plan, ~0.1 ms) it is one probe of the partial index on unmatched handles; a person
--    without any handle asks nothing.
CREATE OR REPLACE FUNCTION crm_person_links_participants(person jsonb) RETURNS boolean
  LANGUAGE plpgsql STABLE PARALLEL SAFE
  SET plan_cache_mode = force_custom_plan
  AS $$ DECLARE
    handles text[] := public.crm_person_row_handles(person);
  BEGIN
    IF cardinality(handles) = 0 THEN RETURN false; END IF;
    RETURN EXISTS (SELECT 1 FROM public.message_participant AS mp
      WHERE mp.person_id IS NULL AND public.crm_participant_handle(mp.handle) = ANY(handles));
  END $$;

-- 3. The queue churns (every job is inserted, updated, deleted): autovacuum looks at it after a
--    fixed 1,000 rows changed rather than 10-20% of its size, so its statistics follow the queue's
--    length and dead claims are cleared (PostgreSQL; PGlite has no autovacuum). A commit that
--    enqueues 1,000 jobs also analyzes it at once (src/jobs/job-queue.ts, ANALYZE_AFTER_JOBS).
ALTER TABLE "job" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000,
  autovacuum_analyze_scale_factor = 0, autovacuum_analyze_threshold = 1000);
