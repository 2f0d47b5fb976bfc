-- Soft delete (docs/extras/soft-delete.md): every record table gets a nullable "deleted_at"
-- (generated from prisma/schema.prisma). The tables of the objects that offer soft delete
-- (person, company, opportunity, note, task and their relations; ObjectMetadata.softDelete),
-- whose lists now read only the records that are not soft-deleted, get their list index partial
-- and a small index of the live rows (hand-written below: Prisma cannot declare a partial
-- index), so the page keeps its index scan and the count its index-only scan of a small index.
-- Pipeline tables (made at run time by src/runtime-metadata/ddl.ts, which now creates all
-- three) get the same in the DO block. Engine tables never hold a soft-deleted record: their
-- lists and indexes are unchanged.

-- AlterTable
ALTER TABLE "workspace_member" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "person" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "company" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "opportunity" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "note" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "task" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "note_target" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "task_target" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "workflow" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "workflow_version" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "workflow_run" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "message_thread" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "message" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "message_participant" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "message_channel" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "message_channel_message_association" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "sequence" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "sequence_sender" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "sequence_person" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);

-- AlterTable
ALTER TABLE "sequence_run" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3);

-- The list indexes of the objects that offer soft delete, partial: the planner adds
-- "deleted_at IS NULL" to their every list that does not name deletedAt. And a small index of
-- the live rows (all keys NULL, so deduplicated: ~90 pages for 100,000 rows) that a list's
-- count reads by an index-only scan, as it read the smallest index before.
DROP INDEX "person_created_at_id_idx";
CREATE INDEX "person_created_at_id_idx" ON "person"("created_at", "id") WHERE "deleted_at" IS NULL;
CREATE INDEX "person_live_idx" ON "person"("deleted_at") WHERE "deleted_at" IS NULL;
DROP INDEX "company_created_at_id_idx";
CREATE INDEX "company_created_at_id_idx" ON "company"("created_at", "id") WHERE "deleted_at" IS NULL;
CREATE INDEX "company_live_idx" ON "company"("deleted_at") WHERE "deleted_at" IS NULL;
DROP INDEX "opportunity_created_at_id_idx";
CREATE INDEX "opportunity_created_at_id_idx" ON "opportunity"("created_at", "id") WHERE "deleted_at" IS NULL;
CREATE INDEX "opportunity_live_idx" ON "opportunity"("deleted_at") WHERE "deleted_at" IS NULL;
DROP INDEX "note_created_at_id_idx";
CREATE INDEX "note_created_at_id_idx" ON "note"("created_at", "id") WHERE "deleted_at" IS NULL;
CREATE INDEX "note_live_idx" ON "note"("deleted_at") WHERE "deleted_at" IS NULL;
DROP INDEX "task_created_at_id_idx";
CREATE INDEX "task_created_at_id_idx" ON "task"("created_at", "id") WHERE "deleted_at" IS NULL;
CREATE INDEX "task_live_idx" ON "task"("deleted_at") WHERE "deleted_at" IS NULL;
DROP INDEX "note_target_created_at_id_idx";
CREATE INDEX "note_target_created_at_id_idx" ON "note_target"("created_at", "id") WHERE "deleted_at" IS NULL;
CREATE INDEX "note_target_live_idx" ON "note_target"("deleted_at") WHERE "deleted_at" IS NULL;
DROP INDEX "task_target_created_at_id_idx";
CREATE INDEX "task_target_created_at_id_idx" ON "task_target"("created_at", "id") WHERE "deleted_at" IS NULL;
CREATE INDEX "task_target_live_idx" ON "task_target"("deleted_at") WHERE "deleted_at" IS NULL;

-- Existing pipelines: the column and the partial list index (named as ddl.ts names it).
DO $$
DECLARE
  t text;
  idx text;
BEGIN
  FOR t IN SELECT "table_name" FROM "pipeline_object" LOOP
    idx := left(t || '_created_at_id_idx', 63);
    EXECUTE format('ALTER TABLE %I ADD COLUMN IF NOT EXISTS "deleted_at" TIMESTAMPTZ(3)', t);
    EXECUTE format('DROP INDEX IF EXISTS %I', idx);
    EXECUTE format('CREATE INDEX %I ON %I ("created_at", "id") WHERE "deleted_at" IS NULL', idx, t);
    EXECUTE format('CREATE INDEX %I ON %I ("deleted_at") WHERE "deleted_at" IS NULL', left(t || '_live_idx', 63), t);
  END LOOP;
END $$;
