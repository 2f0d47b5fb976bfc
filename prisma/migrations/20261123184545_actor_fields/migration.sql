-- AlterTable
ALTER TABLE "workspace_member" ADD COLUMN     "created_by_name" TEXT,
ADD COLUMN     "created_by_source" TEXT DEFAULT 'MANUAL',
ADD COLUMN     "created_by_workspace_member_id" TEXT,
ADD COLUMN     "updated_by_name" TEXT,
ADD COLUMN     "updated_by_source" TEXT DEFAULT 'MANUAL',
ADD COLUMN     "updated_by_workspace_member_id" TEXT;

-- AlterTable
ALTER TABLE "person" ADD COLUMN     "created_by_name" TEXT,
ADD COLUMN     "created_by_source" TEXT DEFAULT 'MANUAL',
ADD COLUMN     "created_by_workspace_member_id" TEXT,
ADD COLUMN     "updated_by_name" TEXT,
ADD COLUMN     "updated_by_source" TEXT DEFAULT 'MANUAL',
ADD COLUMN     "updated_by_workspace_member_id" TEXT;

-- AlterTable
ALTER TABLE "company" ADD COLUMN     "created_by_name" TEXT,
ADD COLUMN     "created_by_source" TEXT DEFAULT 'MANUAL',
ADD COLUMN     "created_by_workspace_member_id" TEXT,
ADD COLUMN     "updated_by_name" TEXT,
ADD COLUMN     "updated_by_source" TEXT DEFAULT 'MANUAL',
ADD COLUMN     "updated_by_workspace_member_id" TEXT;

-- AlterTable
ALTER TABLE "opportunity" ADD COLUMN     "created_by_name" TEXT,
ADD COLUMN     "created_by_source" TEXT DEFAULT 'MANUAL',
ADD COLUMN     "created_by_workspace_member_id" TEXT,
ADD COLUMN     "updated_by_name" TEXT,
ADD COLUMN     "updated_by_source" TEXT DEFAULT 'MANUAL',
ADD COLUMN     "updated_by_workspace_member_id" TEXT;

-- AlterTable
ALTER TABLE "note" ADD COLUMN     "created_by_name" TEXT,
ADD COLUMN     "created_by_source" TEXT DEFAULT 'MANUAL',
ADD COLUMN     "created_by_workspace_member_id" TEXT,
ADD COLUMN     "updated_by_name" TEXT,
ADD COLUMN     "updated_by_source" TEXT DEFAULT 'MANUAL',
ADD COLUMN     "updated_by_workspace_member_id" TEXT;

-- AlterTable
ALTER TABLE "task" ADD COLUMN     "created_by_name" TEXT,
ADD COLUMN     "created_by_source" TEXT DEFAULT 'MANUAL',
ADD COLUMN     "created_by_workspace_member_id" TEXT,
ADD COLUMN     "updated_by_name" TEXT,
ADD COLUMN     "updated_by_source" TEXT DEFAULT 'MANUAL',
ADD COLUMN     "updated_by_workspace_member_id" TEXT;

-- AlterTable
ALTER TABLE "note_target" ADD COLUMN     "created_by_name" TEXT,
ADD COLUMN     "created_by_source" TEXT DEFAULT 'MANUAL',
ADD COLUMN     "created_by_workspace_member_id" TEXT,
ADD COLUMN     "updated_by_name" TEXT,
ADD COLUMN     "updated_by_source" TEXT DEFAULT 'MANUAL',
ADD COLUMN     "updated_by_workspace_member_id" TEXT;

-- AlterTable
ALTER TABLE "task_target" ADD COLUMN     "created_by_name" TEXT,
ADD COLUMN     "created_by_source" TEXT DEFAULT 'MANUAL',
ADD COLUMN     "created_by_workspace_member_id" TEXT,
ADD COLUMN     "updated_by_name" TEXT,
ADD COLUMN     "updated_by_source" TEXT DEFAULT 'MANUAL',
ADD COLUMN     "updated_by_workspace_member_id" TEXT;
