-- AlterTable
ALTER TABLE "message_channel" ADD COLUMN     "imap_password" TEXT,
ADD COLUMN     "imap_settings" JSONB,
ADD COLUMN     "sync_cursor" JSONB,
ADD COLUMN     "sync_failures" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "sync_lease_owner" TEXT,
ADD COLUMN     "sync_lease_until" TIMESTAMPTZ(3),
ADD COLUMN     "sync_retry_at" TIMESTAMPTZ(3);

-- The sync's due scan (src/inbox/imap/sync-schedule.ts) reads the channels that have settings.
CREATE INDEX "message_channel_imap_idx" ON "message_channel" ("last_synced_at") WHERE "imap_settings" IS NOT NULL;
