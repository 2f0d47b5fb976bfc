-- CreateTable
CREATE TABLE "workflow" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" TEXT,
    "statuses" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "last_published_version_id" UUID,
    "webhook_secret_hash" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_source" TEXT DEFAULT 'MANUAL',
    "created_by_workspace_member_id" TEXT,
    "created_by_name" TEXT,
    "updated_by_source" TEXT DEFAULT 'MANUAL',
    "updated_by_workspace_member_id" TEXT,
    "updated_by_name" TEXT,

    CONSTRAINT "workflow_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "workflow_version" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" TEXT,
    "workflow_id" UUID NOT NULL,
    "status" TEXT DEFAULT 'DRAFT',
    "trigger" JSONB,
    "steps" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_source" TEXT DEFAULT 'MANUAL',
    "created_by_workspace_member_id" TEXT,
    "created_by_name" TEXT,
    "updated_by_source" TEXT DEFAULT 'MANUAL',
    "updated_by_workspace_member_id" TEXT,
    "updated_by_name" TEXT,

    CONSTRAINT "workflow_version_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "workflow_run" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" TEXT,
    "workflow_id" UUID NOT NULL,
    "workflow_version_id" UUID NOT NULL,
    "status" TEXT DEFAULT 'NOT_STARTED',
    "state" JSONB,
    "chain_depth" INTEGER NOT NULL DEFAULT 1,
    "enqueued_at" TIMESTAMPTZ(3),
    "started_at" TIMESTAMPTZ(3),
    "ended_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_source" TEXT DEFAULT 'MANUAL',
    "created_by_workspace_member_id" TEXT,
    "created_by_name" TEXT,
    "updated_by_source" TEXT DEFAULT 'MANUAL',
    "updated_by_workspace_member_id" TEXT,
    "updated_by_name" TEXT,

    CONSTRAINT "workflow_run_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "workflow_event_trigger" (
    "event_name" TEXT NOT NULL,
    "workflow_version_id" UUID NOT NULL,
    "workflow_id" UUID NOT NULL,

    CONSTRAINT "workflow_event_trigger_pkey" PRIMARY KEY ("workflow_version_id")
);

-- CreateIndex
CREATE INDEX "workflow_created_at_id_idx" ON "workflow"("created_at", "id");

-- CreateIndex
CREATE INDEX "workflow_version_workflow_id_idx" ON "workflow_version"("workflow_id");

-- CreateIndex
CREATE INDEX "workflow_version_created_at_id_idx" ON "workflow_version"("created_at", "id");

-- CreateIndex
CREATE INDEX "workflow_run_workflow_id_idx" ON "workflow_run"("workflow_id");

-- CreateIndex
CREATE INDEX "workflow_run_workflow_version_id_idx" ON "workflow_run"("workflow_version_id");

-- CreateIndex
CREATE INDEX "workflow_run_created_at_id_idx" ON "workflow_run"("created_at", "id");

-- CreateIndex
CREATE INDEX "workflow_event_trigger_event_name_idx" ON "workflow_event_trigger"("event_name");

-- AddForeignKey
ALTER TABLE "workflow_version" ADD CONSTRAINT "workflow_version_workflow_id_fkey" FOREIGN KEY ("workflow_id") REFERENCES "workflow"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workflow_run" ADD CONSTRAINT "workflow_run_workflow_id_fkey" FOREIGN KEY ("workflow_id") REFERENCES "workflow"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workflow_run" ADD CONSTRAINT "workflow_run_workflow_version_id_fkey" FOREIGN KEY ("workflow_version_id") REFERENCES "workflow_version"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workflow_event_trigger" ADD CONSTRAINT "workflow_event_trigger_workflow_id_fkey" FOREIGN KEY ("workflow_id") REFERENCES "workflow"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "workflow_event_trigger" ADD CONSTRAINT "workflow_event_trigger_workflow_version_id_fkey" FOREIGN KEY ("workflow_version_id") REFERENCES "workflow_version"("id") ON DELETE CASCADE ON UPDATE CASCADE;
