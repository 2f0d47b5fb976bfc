-- A run is named #<n> from a counter on its workflow, moved by the statement that writes the run,
-- instead of a count of the workflow's runs, which every write that started a run paid in full.
ALTER TABLE "workflow" ADD COLUMN     "run_count" INTEGER NOT NULL DEFAULT 0;

UPDATE "workflow" AS "w" SET "run_count" = (SELECT count(*) FROM "workflow_run" AS "r" WHERE "r"."workflow_id" = "w"."id");
