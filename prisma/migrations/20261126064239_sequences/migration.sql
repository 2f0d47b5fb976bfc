-- CreateTable
CREATE TABLE "sequence" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" TEXT,
    "status" TEXT DEFAULT 'DRAFT',
    "steps" JSONB DEFAULT '[]',
    "settings" JSONB,
    "enrollment_count" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_source" TEXT DEFAULT 'MANUAL',
    "created_by_workspace_member_id" TEXT,
    "created_by_name" TEXT,
    "updated_by_source" TEXT DEFAULT 'MANUAL',
    "updated_by_workspace_member_id" TEXT,
    "updated_by_name" TEXT,

    CONSTRAINT "sequence_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sequence_sender" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "sequence_id" UUID NOT NULL,
    "platform_type" TEXT NOT NULL,
    "identifier" TEXT NOT NULL,
    "workspace_member_id" UUID,
    "message_status" TEXT,
    "daily_limit" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_source" TEXT DEFAULT 'MANUAL',
    "created_by_workspace_member_id" TEXT,
    "created_by_name" TEXT,
    "updated_by_source" TEXT DEFAULT 'MANUAL',
    "updated_by_workspace_member_id" TEXT,
    "updated_by_name" TEXT,

    CONSTRAINT "sequence_sender_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sequence_sender_day" (
    "sender_id" UUID NOT NULL,
    "day" DATE NOT NULL,
    "sent" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "sequence_sender_day_pkey" PRIMARY KEY ("sender_id","day")
);

-- CreateTable
CREATE TABLE "sequence_person" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "sequence_id" UUID NOT NULL,
    "person_id" UUID NOT NULL,
    "status" TEXT DEFAULT 'ACTIVE',
    "has_replied" BOOLEAN NOT NULL DEFAULT false,
    "has_clicked_link" BOOLEAN NOT NULL DEFAULT false,
    "has_unsubscribed" BOOLEAN NOT NULL DEFAULT false,
    "sender_ids" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_source" TEXT DEFAULT 'MANUAL',
    "created_by_workspace_member_id" TEXT,
    "created_by_name" TEXT,
    "updated_by_source" TEXT DEFAULT 'MANUAL',
    "updated_by_workspace_member_id" TEXT,
    "updated_by_name" TEXT,

    CONSTRAINT "sequence_person_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sequence_run" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "sequence_id" UUID NOT NULL,
    "sequence_person_id" UUID NOT NULL,
    "person_id" UUID NOT NULL,
    "status" TEXT DEFAULT 'NOT_STARTED',
    "state" JSONB,
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

    CONSTRAINT "sequence_run_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sequence_created_at_id_idx" ON "sequence"("created_at", "id");

-- CreateIndex
CREATE INDEX "sequence_sender_sequence_id_idx" ON "sequence_sender"("sequence_id");

-- CreateIndex
CREATE INDEX "sequence_sender_created_at_id_idx" ON "sequence_sender"("created_at", "id");

-- CreateIndex
CREATE INDEX "sequence_person_person_id_status_idx" ON "sequence_person"("person_id", "status");

-- CreateIndex
CREATE INDEX "sequence_person_created_at_id_idx" ON "sequence_person"("created_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "sequence_person_sequence_id_person_id_key" ON "sequence_person"("sequence_id", "person_id");

-- CreateIndex
CREATE INDEX "sequence_run_sequence_id_status_idx" ON "sequence_run"("sequence_id", "status");

-- CreateIndex
CREATE INDEX "sequence_run_person_id_idx" ON "sequence_run"("person_id");

-- CreateIndex
CREATE INDEX "sequence_run_created_at_id_idx" ON "sequence_run"("created_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "sequence_run_sequence_person_id_key" ON "sequence_run"("sequence_person_id");

-- AddForeignKey
ALTER TABLE "sequence_sender" ADD CONSTRAINT "sequence_sender_sequence_id_fkey" FOREIGN KEY ("sequence_id") REFERENCES "sequence"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sequence_sender" ADD CONSTRAINT "sequence_sender_workspace_member_id_fkey" FOREIGN KEY ("workspace_member_id") REFERENCES "workspace_member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sequence_sender_day" ADD CONSTRAINT "sequence_sender_day_sender_id_fkey" FOREIGN KEY ("sender_id") REFERENCES "sequence_sender"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sequence_person" ADD CONSTRAINT "sequence_person_sequence_id_fkey" FOREIGN KEY ("sequence_id") REFERENCES "sequence"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sequence_person" ADD CONSTRAINT "sequence_person_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "person"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sequence_run" ADD CONSTRAINT "sequence_run_sequence_id_fkey" FOREIGN KEY ("sequence_id") REFERENCES "sequence"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sequence_run" ADD CONSTRAINT "sequence_run_sequence_person_id_fkey" FOREIGN KEY ("sequence_person_id") REFERENCES "sequence_person"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sequence_run" ADD CONSTRAINT "sequence_run_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "person"("id") ON DELETE CASCADE ON UPDATE CASCADE;
