-- AlterTable
ALTER TABLE "job" ADD COLUMN     "dedupe_key" TEXT,
ADD COLUMN     "schedule_pattern" TEXT,
ADD COLUMN     "schedule_timezone" TEXT;

-- CreateIndex
CREATE UNIQUE INDEX "job_dedupe_key_key" ON "job"("dedupe_key");
