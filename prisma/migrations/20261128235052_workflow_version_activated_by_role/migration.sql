-- The role of the API key that activated a workflow version: its runs write with that role, so a
-- step writes only what the key that activated it may write (src/records/write-role.ts). Versions
-- activated before this are NULL and run as member, the role every engine wrote with until now.
-- AlterTable
ALTER TABLE "workflow_version" ADD COLUMN     "activated_by_role" TEXT;
