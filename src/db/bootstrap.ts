// First start: the workspace and one workspace member exist (SPEC: member ids are needed for
// ownerId, assigneeId, ...). Idempotent, so every start can call it.
import type { PrismaClient } from '../../generated/prisma/client.ts';

export interface Workspace {
  id: string;
  displayName: string;
  createdAt: Date;
}

export async function ensureWorkspace(prisma: PrismaClient, displayName: string): Promise<Workspace> {
  return prisma.$transaction(async (tx) => {
    // Two processes starting together on PostgreSQL must not both create a workspace.
    await tx.$queryRawUnsafe('SELECT pg_advisory_xact_lock(727002)::text AS locked');
    const existing = await tx.workspace.findFirst({ orderBy: { createdAt: 'asc' } });
    if (existing) return existing;
    const workspace = await tx.workspace.create({ data: { displayName } });
    await tx.workspaceMember.create({
      data: { nameFirstName: 'Workspace', nameLastName: 'Owner', locale: 'en', timeZone: 'UTC' },
    });
    return workspace;
  });
}
