// A statement hook for tests: every record a write statement touches is also inserted into a
// probe table by a CTE of that same statement, and the probe's CHECK fails for the record the
// test names. So a test can make a write fail AFTER its INSERT/UPDATE/DELETE parts ran, inside
// the one statement, and prove that nothing of it is left (the atomicity hooks rely on).
import type { StatementHook } from '../../src/records/write-hooks.ts';
import type { TestServer } from './server.ts';

export interface WriteProbe {
  /** The write fails when it deletes the record with this id. */
  failDeleteOf?: string;
  /** The write fails when it creates a record whose `name` or `title` is this. */
  failCreateOf?: string;
}

export async function installWriteProbe(app: TestServer): Promise<WriteProbe> {
  const probe: WriteProbe = {};
  await app.server.database.sql.execute({
    text: `CREATE TABLE IF NOT EXISTS "test_write_probe" ("record_id" uuid NOT NULL, "action" text NOT NULL, "fail" boolean NOT NULL CHECK (NOT "fail"))`,
    values: [],
  });
  const hook: StatementHook = (parts, params) =>
    parts.map((part, i) => {
      const failing =
        part.action === 'deleted'
          ? `"id" = ${params.add(probe.failDeleteOf ?? null, 'uuid')}`
          : part.action === 'created'
            ? `coalesce("row"->>'name', "row"->>'title') = ${params.add(probe.failCreateOf ?? null, 'text')}`
            : 'false';
      return `"probe${i}" AS (INSERT INTO "test_write_probe" SELECT "id", '${part.action}', coalesce(${failing}, false) FROM "${part.cte}")`;
    });
  app.server.services.records.addStatementHook(hook);
  return probe;
}
