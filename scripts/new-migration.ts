// Generates a new SQL migration from the change to prisma/schema.prisma since the last one:
// the diff between prisma/schema.snapshot.prisma (the schema as of the newest migration) and
// schema.prisma, written to prisma/migrations/<timestamp>_<name>/migration.sql; the snapshot
// then equals schema.prisma (scripts/migration-snapshot.ts). Commit the folder and the snapshot.
//
//   npm run migration:new -- <name>
import path from 'node:path';
import { closeSchemaEngine, REPOSITORY_PATHS, writeNewMigration } from './migration-snapshot.ts';

async function main() {
  const name = process.argv[2];
  if (!name || !/^[a-z0-9_]+$/.test(name)) {
    console.error('usage: npm run migration:new -- <name>   (lowercase letters, digits, _)');
    process.exit(2);
  }
  const outcome = await writeNewMigration(REPOSITORY_PATHS, name).finally(closeSchemaEngine);
  const snapshot = path.relative(process.cwd(), REPOSITORY_PATHS.snapshot);
  if (outcome.kind === 'written') {
    console.log(`wrote ${path.relative(process.cwd(), outcome.folder)}/migration.sql and updated ${snapshot}`);
  } else {
    const refreshed = outcome.snapshotRefreshed ? ` (${snapshot} refreshed: the change needs no SQL)` : '';
    console.log(`schema.prisma has not changed since the last migration; nothing to do${refreshed}.`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
