-- CreateTable
CREATE TABLE "message_thread" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "subject" TEXT,
    "last_message_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_source" TEXT DEFAULT 'MANUAL',
    "created_by_workspace_member_id" TEXT,
    "created_by_name" TEXT,
    "updated_by_source" TEXT DEFAULT 'MANUAL',
    "updated_by_workspace_member_id" TEXT,
    "updated_by_name" TEXT,

    CONSTRAINT "message_thread_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "message" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "message_thread_id" UUID NOT NULL,
    "subject" TEXT,
    "text" TEXT,
    "received_at" TIMESTAMPTZ(3),
    "header_message_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_source" TEXT DEFAULT 'MANUAL',
    "created_by_workspace_member_id" TEXT,
    "created_by_name" TEXT,
    "updated_by_source" TEXT DEFAULT 'MANUAL',
    "updated_by_workspace_member_id" TEXT,
    "updated_by_name" TEXT,

    CONSTRAINT "message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "message_participant" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "message_id" UUID NOT NULL,
    "role" TEXT,
    "handle" TEXT,
    "display_name" TEXT,
    "person_id" UUID,
    "workspace_member_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_source" TEXT DEFAULT 'MANUAL',
    "created_by_workspace_member_id" TEXT,
    "created_by_name" TEXT,
    "updated_by_source" TEXT DEFAULT 'MANUAL',
    "updated_by_workspace_member_id" TEXT,
    "updated_by_name" TEXT,

    CONSTRAINT "message_participant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "message_channel" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "type" TEXT NOT NULL,
    "handle" TEXT NOT NULL,
    "sync_status" TEXT DEFAULT 'NOT_SYNCED',
    "sync_error" TEXT,
    "last_synced_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_source" TEXT DEFAULT 'MANUAL',
    "created_by_workspace_member_id" TEXT,
    "created_by_name" TEXT,
    "updated_by_source" TEXT DEFAULT 'MANUAL',
    "updated_by_workspace_member_id" TEXT,
    "updated_by_name" TEXT,

    CONSTRAINT "message_channel_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "message_channel_message_association" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "message_id" UUID NOT NULL,
    "message_channel_id" UUID NOT NULL,
    "direction" TEXT,
    "message_external_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "created_by_source" TEXT DEFAULT 'MANUAL',
    "created_by_workspace_member_id" TEXT,
    "created_by_name" TEXT,
    "updated_by_source" TEXT DEFAULT 'MANUAL',
    "updated_by_workspace_member_id" TEXT,
    "updated_by_name" TEXT,

    CONSTRAINT "message_channel_message_association_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "message_thread_created_at_id_idx" ON "message_thread"("created_at", "id");

-- CreateIndex
CREATE INDEX "message_message_thread_id_idx" ON "message"("message_thread_id");

-- CreateIndex
CREATE INDEX "message_header_message_id_idx" ON "message"("header_message_id");

-- CreateIndex
CREATE INDEX "message_created_at_id_idx" ON "message"("created_at", "id");

-- CreateIndex
CREATE INDEX "message_participant_message_id_idx" ON "message_participant"("message_id");

-- CreateIndex
CREATE INDEX "message_participant_person_id_idx" ON "message_participant"("person_id");

-- CreateIndex
CREATE INDEX "message_participant_workspace_member_id_idx" ON "message_participant"("workspace_member_id");

-- CreateIndex
CREATE INDEX "message_participant_created_at_id_idx" ON "message_participant"("created_at", "id");

-- CreateIndex
CREATE INDEX "message_channel_created_at_id_idx" ON "message_channel"("created_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "message_channel_type_handle_key" ON "message_channel"("type", "handle");

-- CreateIndex
CREATE INDEX "message_channel_message_association_message_id_idx" ON "message_channel_message_association"("message_id");

-- CreateIndex
CREATE INDEX "message_channel_message_association_created_at_id_idx" ON "message_channel_message_association"("created_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "message_channel_message_association_message_channel_id_mess_key" ON "message_channel_message_association"("message_channel_id", "message_external_id");

-- AddForeignKey
ALTER TABLE "message" ADD CONSTRAINT "message_message_thread_id_fkey" FOREIGN KEY ("message_thread_id") REFERENCES "message_thread"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message_participant" ADD CONSTRAINT "message_participant_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "message"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message_participant" ADD CONSTRAINT "message_participant_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "person"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message_participant" ADD CONSTRAINT "message_participant_workspace_member_id_fkey" FOREIGN KEY ("workspace_member_id") REFERENCES "workspace_member"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message_channel_message_association" ADD CONSTRAINT "message_channel_message_association_message_id_fkey" FOREIGN KEY ("message_id") REFERENCES "message"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "message_channel_message_association" ADD CONSTRAINT "message_channel_message_association_message_channel_id_fkey" FOREIGN KEY ("message_channel_id") REFERENCES "message_channel"("id") ON DELETE CASCADE ON UPDATE CASCADE;
