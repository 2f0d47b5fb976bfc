-- Twenty's timeline activities, favorites and attachments (src/metadata/objects/
-- twenty-system-objects.ts; docs/decisions.md "Twenty objects for its clients"), and Twenty's
-- `position` on person, company, opportunity, note and task (generated from prisma/schema.prisma
-- but for the parts marked hand-written below).

-- Hand-written (Prisma cannot declare a sequence): the default of every `position` column. It
-- counts down (-1, -2, ...), so a record created without a position sorts before every record
-- created before it, as Twenty puts a new record first. Existing records get positions too (the
-- ADD COLUMNs below fill them in, in the order the table stores them).
CREATE SEQUENCE "record_position_seq" INCREMENT BY -1 MINVALUE -9223372036854775807 MAXVALUE -1 START WITH -1;

-- AlterTable
ALTER TABLE "person" ADD COLUMN     "position" DOUBLE PRECISION DEFAULT nextval('record_position_seq'::regclass);

-- AlterTable
ALTER TABLE "company" ADD COLUMN     "position" DOUBLE PRECISION DEFAULT nextval('record_position_seq'::regclass);

-- AlterTable
ALTER TABLE "opportunity" ADD COLUMN     "position" DOUBLE PRECISION DEFAULT nextval('record_position_seq'::regclass);

-- AlterTable
ALTER TABLE "note" ADD COLUMN     "position" DOUBLE PRECISION DEFAULT nextval('record_position_seq'::regclass);

-- AlterTable
ALTER TABLE "task" ADD COLUMN     "position" DOUBLE PRECISION DEFAULT nextval('record_position_seq'::regclass);

-- CreateTable
CREATE TABLE "timeline_activity" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "happens_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "name" TEXT,
    "properties" JSONB,
    "linked_record_cached_name" TEXT,
    "linked_record_id" UUID,
    "linked_object_metadata_id" UUID,
    "workspace_member_id" UUID,
    "person_id" UUID,
    "company_id" UUID,
    "opportunity_id" UUID,
    "note_id" UUID,
    "task_id" UUID,
    "workflow_id" UUID,
    "workflow_version_id" UUID,
    "workflow_run_id" UUID,
    "dashboard_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMPTZ(3),
    "created_by_source" TEXT DEFAULT 'MANUAL',
    "created_by_workspace_member_id" TEXT,
    "created_by_name" TEXT,
    "updated_by_source" TEXT DEFAULT 'MANUAL',
    "updated_by_workspace_member_id" TEXT,
    "updated_by_name" TEXT,

    CONSTRAINT "timeline_activity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "favorite" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "position" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "for_workspace_member_id" UUID,
    "person_id" UUID,
    "company_id" UUID,
    "opportunity_id" UUID,
    "note_id" UUID,
    "task_id" UUID,
    "workflow_id" UUID,
    "workflow_version_id" UUID,
    "workflow_run_id" UUID,
    "dashboard_id" UUID,
    "view_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMPTZ(3),
    "created_by_source" TEXT DEFAULT 'MANUAL',
    "created_by_workspace_member_id" TEXT,
    "created_by_name" TEXT,
    "updated_by_source" TEXT DEFAULT 'MANUAL',
    "updated_by_workspace_member_id" TEXT,
    "updated_by_name" TEXT,

    CONSTRAINT "favorite_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "attachment" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" TEXT,
    "full_path" TEXT,
    "type" TEXT,
    "file_category" TEXT NOT NULL DEFAULT 'OTHER',
    "author_id" UUID,
    "task_id" UUID,
    "note_id" UUID,
    "person_id" UUID,
    "company_id" UUID,
    "opportunity_id" UUID,
    "workflow_id" UUID,
    "dashboard_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMPTZ(3),
    "created_by_source" TEXT DEFAULT 'MANUAL',
    "created_by_workspace_member_id" TEXT,
    "created_by_name" TEXT,
    "updated_by_source" TEXT DEFAULT 'MANUAL',
    "updated_by_workspace_member_id" TEXT,
    "updated_by_name" TEXT,

    CONSTRAINT "attachment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
-- Hand-written: the list index partial and the live rows' index, as migration soft_delete made them.
CREATE INDEX "timeline_activity_created_at_id_idx" ON "timeline_activity"("created_at", "id") WHERE "deleted_at" IS NULL;
CREATE INDEX "timeline_activity_live_idx" ON "timeline_activity"("deleted_at") WHERE "deleted_at" IS NULL;

-- CreateIndex
CREATE INDEX "timeline_activity_workspace_member_id_idx" ON "timeline_activity"("workspace_member_id");

-- CreateIndex
CREATE INDEX "timeline_activity_person_id_idx" ON "timeline_activity"("person_id");

-- CreateIndex
CREATE INDEX "timeline_activity_company_id_idx" ON "timeline_activity"("company_id");

-- CreateIndex
CREATE INDEX "timeline_activity_opportunity_id_idx" ON "timeline_activity"("opportunity_id");

-- CreateIndex
CREATE INDEX "timeline_activity_note_id_idx" ON "timeline_activity"("note_id");

-- CreateIndex
CREATE INDEX "timeline_activity_task_id_idx" ON "timeline_activity"("task_id");

-- CreateIndex
CREATE INDEX "timeline_activity_workflow_id_idx" ON "timeline_activity"("workflow_id");

-- CreateIndex
CREATE INDEX "timeline_activity_workflow_version_id_idx" ON "timeline_activity"("workflow_version_id");

-- CreateIndex
CREATE INDEX "timeline_activity_workflow_run_id_idx" ON "timeline_activity"("workflow_run_id");

-- CreateIndex
-- Hand-written: the list index partial and the live rows' index, as migration soft_delete made them.
CREATE INDEX "favorite_created_at_id_idx" ON "favorite"("created_at", "id") WHERE "deleted_at" IS NULL;
CREATE INDEX "favorite_live_idx" ON "favorite"("deleted_at") WHERE "deleted_at" IS NULL;

-- CreateIndex
CREATE INDEX "favorite_for_workspace_member_id_idx" ON "favorite"("for_workspace_member_id");

-- CreateIndex
CREATE INDEX "favorite_person_id_idx" ON "favorite"("person_id");

-- CreateIndex
CREATE INDEX "favorite_company_id_idx" ON "favorite"("company_id");

-- CreateIndex
CREATE INDEX "favorite_opportunity_id_idx" ON "favorite"("opportunity_id");

-- CreateIndex
CREATE INDEX "favorite_note_id_idx" ON "favorite"("note_id");

-- CreateIndex
CREATE INDEX "favorite_task_id_idx" ON "favorite"("task_id");

-- CreateIndex
CREATE INDEX "favorite_workflow_id_idx" ON "favorite"("workflow_id");

-- CreateIndex
CREATE INDEX "favorite_workflow_version_id_idx" ON "favorite"("workflow_version_id");

-- CreateIndex
CREATE INDEX "favorite_workflow_run_id_idx" ON "favorite"("workflow_run_id");

-- CreateIndex
-- Hand-written: the list index partial and the live rows' index, as migration soft_delete made them.
CREATE INDEX "attachment_created_at_id_idx" ON "attachment"("created_at", "id") WHERE "deleted_at" IS NULL;
CREATE INDEX "attachment_live_idx" ON "attachment"("deleted_at") WHERE "deleted_at" IS NULL;

-- CreateIndex
CREATE INDEX "attachment_author_id_idx" ON "attachment"("author_id");

-- CreateIndex
CREATE INDEX "attachment_task_id_idx" ON "attachment"("task_id");

-- CreateIndex
CREATE INDEX "attachment_note_id_idx" ON "attachment"("note_id");

-- CreateIndex
CREATE INDEX "attachment_person_id_idx" ON "attachment"("person_id");

-- CreateIndex
CREATE INDEX "attachment_company_id_idx" ON "attachment"("company_id");

-- CreateIndex
CREATE INDEX "attachment_opportunity_id_idx" ON "attachment"("opportunity_id");

-- CreateIndex
CREATE INDEX "attachment_workflow_id_idx" ON "attachment"("workflow_id");

-- AddForeignKey
ALTER TABLE "timeline_activity" ADD CONSTRAINT "timeline_activity_workspace_member_id_fkey" FOREIGN KEY ("workspace_member_id") REFERENCES "workspace_member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "timeline_activity" ADD CONSTRAINT "timeline_activity_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "person"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "timeline_activity" ADD CONSTRAINT "timeline_activity_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "timeline_activity" ADD CONSTRAINT "timeline_activity_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "opportunity"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "timeline_activity" ADD CONSTRAINT "timeline_activity_note_id_fkey" FOREIGN KEY ("note_id") REFERENCES "note"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "timeline_activity" ADD CONSTRAINT "timeline_activity_task_id_fkey" FOREIGN KEY ("task_id") REFERENCES "task"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "timeline_activity" ADD CONSTRAINT "timeline_activity_workflow_id_fkey" FOREIGN KEY ("workflow_id") REFERENCES "workflow"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "timeline_activity" ADD CONSTRAINT "timeline_activity_workflow_version_id_fkey" FOREIGN KEY ("workflow_version_id") REFERENCES "workflow_version"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "timeline_activity" ADD CONSTRAINT "timeline_activity_workflow_run_id_fkey" FOREIGN KEY ("workflow_run_id") REFERENCES "workflow_run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favorite" ADD CONSTRAINT "favorite_for_workspace_member_id_fkey" FOREIGN KEY ("for_workspace_member_id") REFERENCES "workspace_member"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favorite" ADD CONSTRAINT "favorite_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "person"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favorite" ADD CONSTRAINT "favorite_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favorite" ADD CONSTRAINT "favorite_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "opportunity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favorite" ADD CONSTRAINT "favorite_note_id_fkey" FOREIGN KEY ("note_id") REFERENCES "note"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favorite" ADD CONSTRAINT "favorite_task_id_fkey" FOREIGN KEY ("task_id") REFERENCES "task"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favorite" ADD CONSTRAINT "favorite_workflow_id_fkey" FOREIGN KEY ("workflow_id") REFERENCES "workflow"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favorite" ADD CONSTRAINT "favorite_workflow_version_id_fkey" FOREIGN KEY ("workflow_version_id") REFERENCES "workflow_version"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "favorite" ADD CONSTRAINT "favorite_workflow_run_id_fkey" FOREIGN KEY ("workflow_run_id") REFERENCES "workflow_run"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "workspace_member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_task_id_fkey" FOREIGN KEY ("task_id") REFERENCES "task"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_note_id_fkey" FOREIGN KEY ("note_id") REFERENCES "note"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "person"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "company"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_opportunity_id_fkey" FOREIGN KEY ("opportunity_id") REFERENCES "opportunity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "attachment" ADD CONSTRAINT "attachment_workflow_id_fkey" FOREIGN KEY ("workflow_id") REFERENCES "workflow"("id") ON DELETE CASCADE ON UPDATE CASCADE;
