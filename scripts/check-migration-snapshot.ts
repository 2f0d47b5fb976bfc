// CI guard: prisma/schema.prisma holds no change that no migration carries, i.e. the schema
// engine finds nothing to migrate between prisma/schema.snapshot.prisma (the schema as of the
// newest migration) and schema.prisma (scripts/migration-snapshot.ts). Run by codegen:check.
//
//   npm run migration:check
import { closeSchemaEngine, REPOSITORY_PATHS, unmigratedChange } from './migration-snapshot.ts';

async function main() {
  const sql = await unmigratedChange(REPOSITORY_PATHS).finally(closeSchemaEngine);
  if (sql) {
    console.error('migration:check FAILED: prisma/schema.prisma changed since the last migration without one. The missing SQL:\n');
    console.error(sql);
    console.error("Run 'npm run migration:new -- <name>' and commit the new prisma/migrations/ folder with prisma/schema.snapshot.prisma.");
    process.exit(1);
  }
  console.log('migration:check: prisma/schema.prisma has no change beyond the last migration.');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
