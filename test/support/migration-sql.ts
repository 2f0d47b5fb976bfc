// Runs one committed migration's SQL again on a test server's database, statement by statement
// (the record layer's executor takes one statement at a time): tests of data migrations write a
// row as it was stored before, run this, and read the row through the API.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestServer } from './server.ts';

export async function rerunMigration(app: TestServer, name: string): Promise<void> {
  const script = readFileSync(path.resolve(import.meta.dirname, '../../prisma/migrations', name, 'migration.sql'), 'utf8');
  const statements = script
    .replace(/^\s*--.*$/gm, '')
    .split(/;\s*$/m)
    .map((statement) => statement.trim())
    .filter(Boolean);
  for (const text of statements) await app.server.database.sql.execute({ text, values: [] });
}
