// The plans of the people list before and after soft delete (docs/extras/soft-delete.md), on a
// throwaway PostgreSQL 15 seeded as the bench seeds it (bench/lib/seed.ts): the default list
// (order createdAt, id; limit 60) and the bench's filtered one (city eq + jobTitle ilike, ordered
// by name.lastName), page and count each. "Before" is the same database with the list index as it
// was (full, not partial) and the statements without the `deleted_at IS NULL` the planner now
// adds; "after" is what the service runs now. Not part of `npm run bench`: run it alone,
//
//   npx tsx bench/scenarios/extras/soft-delete-plans.ts [people]      (default 100000)
//
// and it prints EXPLAIN (ANALYZE, BUFFERS) of each statement, warm (each run 3 times, the last shown).
import { Database } from '../../../src/db/database.ts';
import { BUILT_IN_OBJECTS } from '../../../src/metadata/registry.ts';
import { buildListQuery, type SqlStatement } from '../../../src/query/index.ts';
import { createDatabase, startTestPostgres } from '../../../scripts/postgres-test-server.ts';
import { seed } from '../../lib/seed.ts';

const people = Number(process.argv[2] ?? 100_000);
const person = BUILT_IN_OBJECTS.find((object) => object.nameSingular === 'person')!;
const lists = {
  'default list (createdAt, id; limit 60)': { limit: 60 },
  'filtered list (city eq + jobTitle ilike, by name.lastName; limit 60)': { limit: 60, filter: 'city[eq]:Berlin,jobTitle[ilike]:%engineer%', orderBy: 'name.lastName[AscNullsLast]' },
};
/** The statement as it was before soft delete: without the condition the planner adds. */
const before = (statement: SqlStatement): SqlStatement => ({
  ...statement,
  text: statement.text.replace(' WHERE "t"."deleted_at" IS NULL', '').replace(' AND "t"."deleted_at" IS NULL)', ')'),
});

const server = await startTestPostgres();
try {
  const database = await Database.open({ kind: 'postgres', url: await createDatabase(server.url, 'soft_delete_plans') }, 'soft delete plans');
  await database.migrate();
  const sql = database.sql;
  await seed((text) => sql.query({ text, values: [] }), { people, companies: Math.round(people / 10) }, async (table) => Number((await sql.query<{ n: number }>({ text: `SELECT count(*)::int AS n FROM ${table}`, values: [] }))[0].n));
  await sql.query({ text: 'VACUUM ANALYZE person', values: [] });
  const explain = async (statement: SqlStatement) => {
    let plan = '';
    for (let i = 0; i < 3; i++) {
      const rows = await sql.query<{ 'QUERY PLAN': string }>({ text: `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement.text}`, values: [...statement.values] });
      plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    }
    return plan;
  };
  const show = async (label: string) => {
    for (const [name, input] of Object.entries(lists)) {
      const query = buildListQuery(person, input);
      for (const [kind, statement] of [['page', query.select], ['count', query.count]] as const) {
        const run = label === 'before' ? before(statement) : statement;
        console.log(`\n=== ${label}: ${name}, ${kind}\n${run.text.replace(/SELECT .* FROM/, 'SELECT ... FROM')}\n${await explain(run)}`);
      }
    }
  };
  // Before: the list index as the earlier migrations made it, no live index.
  await sql.query({ text: 'DROP INDEX "person_created_at_id_idx", "person_live_idx"', values: [] });
  await sql.query({ text: 'CREATE INDEX "person_created_at_id_idx" ON "person" ("created_at", "id")', values: [] });
  await sql.query({ text: 'VACUUM ANALYZE person', values: [] });
  await show('before');
  // After: the soft_delete migration's partial indexes.
  await sql.query({ text: 'DROP INDEX "person_created_at_id_idx"', values: [] });
  await sql.query({ text: 'CREATE INDEX "person_created_at_id_idx" ON "person" ("created_at", "id") WHERE "deleted_at" IS NULL', values: [] });
  await sql.query({ text: 'CREATE INDEX "person_live_idx" ON "person" ("deleted_at") WHERE "deleted_at" IS NULL', values: [] });
  await sql.query({ text: 'VACUUM ANALYZE person', values: [] });
  await show('after');
  await database.close();
} finally {
  await server.stop();
}
