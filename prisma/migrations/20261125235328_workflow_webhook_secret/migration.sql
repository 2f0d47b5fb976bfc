-- AlterTable
ALTER TABLE "workflow" DROP COLUMN "webhook_secret_hash",
ADD COLUMN     "webhook_secret" TEXT;
