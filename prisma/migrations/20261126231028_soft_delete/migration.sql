-- Soft delete (docs/extras/soft-delete.md): every record table gets a nullable "deleted_at"
-- (generated from prisma/schema.prisma), and the list index of each becomes partial
-- (WHERE "deleted_at" IS NULL, hand-written below: Prisma cannot declare a partial index), so a
-- list, which now reads only the records that are not deleted, keeps its index scan for the
-- page and its index-only scan for the count. Pipeline tables (made at run time by
-- src/runtime-metadata/ddl.ts, which now creates both) get the same in the DO block.

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

-- The list indexes, partial: the planner uses them for every list that does not name deletedAt.
DROP INDEX "workspace_member_created_at_id_idx";
CREATE INDEX "workspace_member_created_at_id_idx" ON "workspace_member"("created_at", "id") WHERE "deleted_at" IS NULL;
DROP INDEX "person_created_at_id_idx";
CREATE INDEX "person_created_at_id_idx" ON "person"("created_at", "id") WHERE "deleted_at" IS NULL;
DROP INDEX "company_created_at_id_idx";
CREATE INDEX "company_created_at_id_idx" ON "company"("created_at", "id") WHERE "deleted_at" IS NULL;
DROP INDEX "opportunity_created_at_id_idx";
CREATE INDEX "opportunity_created_at_id_idx" ON "opportunity"("created_at", "id") WHERE "deleted_at" IS NULL;
DROP INDEX "note_created_at_id_idx";
CREATE INDEX "note_created_at_id_idx" ON "note"("created_at", "id") WHERE "deleted_at" IS NULL;
DROP INDEX "task_created_at_id_idx";
CREATE INDEX "task_created_at_id_idx" ON "task"("created_at", "id") WHERE "deleted_at" IS NULL;
DROP INDEX "note_target_created_at_id_idx";
CREATE INDEX "note_target_created_at_id_idx" ON "note_target"("created_at", "id") WHERE "deleted_at" IS NULL;
DROP INDEX "task_target_created_at_id_idx";
CREATE INDEX "task_target_created_at_id_idx" ON "task_target"("created_at", "id") WHERE "deleted_at" IS NULL;
DROP INDEX "workflow_created_at_id_idx";
CREATE INDEX "workflow_created_at_id_idx" ON "workflow"("created_at", "id") WHERE "deleted_at" IS NULL;
DROP INDEX "workflow_version_created_at_id_idx";
CREATE INDEX "workflow_version_created_at_id_idx" ON "workflow_version"("created_at", "id") WHERE "deleted_at" IS NULL;
DROP INDEX "workflow_run_created_at_id_idx";
CREATE INDEX "workflow_run_created_at_id_idx" ON "workflow_run"("created_at", "id") WHERE "deleted_at" IS NULL;
DROP INDEX "message_thread_created_at_id_idx";
CREATE INDEX "message_thread_created_at_id_idx" ON "message_thread"("created_at", "id") WHERE "deleted_at" IS NULL;
DROP INDEX "message_created_at_id_idx";
CREATE INDEX "message_created_at_id_idx" ON "message"("created_at", "id") WHERE "deleted_at" IS NULL;
DROP INDEX "message_participant_created_at_id_idx";
CREATE INDEX "message_participant_created_at_id_idx" ON "message_participant"("created_at", "id") WHERE "deleted_at" IS NULL;
DROP INDEX "message_channel_created_at_id_idx";
CREATE INDEX "message_channel_created_at_id_idx" ON "message_channel"("created_at", "id") WHERE "deleted_at" IS NULL;
DROP INDEX "message_channel_message_association_created_at_id_idx";
CREATE INDEX "message_channel_message_association_created_at_id_idx" ON "message_channel_message_association"("created_at", "id") WHERE "deleted_at" IS NULL;
DROP INDEX "sequence_created_at_id_idx";
CREATE INDEX "sequence_created_at_id_idx" ON "sequence"("created_at", "id") WHERE "deleted_at" IS NULL;
DROP INDEX "sequence_sender_created_at_id_idx";
CREATE INDEX "sequence_sender_created_at_id_idx" ON "sequence_sender"("created_at", "id") WHERE "deleted_at" IS NULL;
DROP INDEX "sequence_person_created_at_id_idx";
CREATE INDEX "sequence_person_created_at_id_idx" ON "sequence_person"("created_at", "id") WHERE "deleted_at" IS NULL;
DROP INDEX "sequence_run_created_at_id_idx";
CREATE INDEX "sequence_run_created_at_id_idx" ON "sequence_run"("created_at", "id") WHERE "deleted_at" IS NULL;

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
  END LOOP;
END $$;
