-- AlterTable
ALTER TABLE "message_channel" ADD COLUMN     "imap_password" TEXT,
ADD COLUMN     "imap_settings" JSONB,
ADD COLUMN     "sync_cursor" JSONB,
ADD COLUMN     "sync_failures" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "sync_lease_owner" TEXT,
ADD COLUMN     "sync_lease_until" TIMESTAMPTZ(3);

