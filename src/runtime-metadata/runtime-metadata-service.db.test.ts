// A metadata change reads the stored definitions once (issue 26): the rows it starts from are the
// installed ones while the stored version (read under the lock) is theirs, the registry is
// replaced from the rows it read back before committing, and the process's own NOTIFY reloads
// nothing. Two services on one database stand for two processes.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testDatabaseUrl } from '../../test/support/database.ts';
import { Database } from '../db/database.ts';
import { SqlExecutor, type SqlDriver, type SqlStatement } from '../db/sql-executor.ts';
import { createLogger } from '../lib/logger.ts';
import { createRegistry } from '../metadata/registry.ts';
import { startRegistrySync, type StopSync } from './registry-sync.ts';
import { METADATA_CHANNEL, RuntimeMetadataService, type ObjectsProblem } from './runtime-metadata-service.ts';

let database: Database;
const stops: StopSync[] = [];
beforeAll(async () => {
  const url = await testDatabaseUrl();
  database = await Database.open(url === 'memory://' ? { kind: 'pglite-memory' } : { kind: 'postgres', url });
});
afterAll(async () => {
  for (const stop of stops) await stop();
  await database?.close();
});

/** readRuntimeRows is the one statement that aggregates the definitions. */
const readsAll = (statement: SqlStatement) => statement.text.includes('jsonb_agg');

/**
 * A process: a registry, its service (its statements counted) and, unless `sync` is false, its
 * registry sync (polling once a minute: whatever it picks up in a test came by NOTIFY).
 */
async function process({ checkObjects, sync = true }: { checkObjects?: ObjectsProblem; sync?: boolean } = {}) {
  const registry = createRegistry();
  const statements: SqlStatement[] = [];
  const counted = (sql: SqlExecutor) => new SqlExecutor(driverOf(sql, statements));
  const service = new RuntimeMetadataService(counted(database.sql), counted(database.backgroundSql), registry, checkObjects);
  await service.reload();
  if (sync) stops.push(await startRegistrySync(database, registry, service, 60_000, createLogger('silent')));
  return { registry, service, reads: () => statements.filter(readsAll).length };
}

/** A driver over an executor, recording each statement; while `gate` is set, the results of the statements issued wait for it. */
let gate: Promise<void> | undefined;
function driverOf(sql: SqlExecutor, statements: SqlStatement[]): SqlDriver {
  const held = async <T>(result: Promise<T>) => {
    const waitFor = gate;
    const value = await result;
    if (waitFor) await waitFor;
    return value;
  };
  return {
    query: (text, values) => {
      statements.push({ text, values });
      return held(sql.query({ text, values }));
    },
    execute: (text, values) => {
      statements.push({ text, values });
      return held(sql.execute({ text, values }));
    },
    transaction: (work) => sql.transaction((tx) => work(driverOf(tx, statements))),
  };
}

/**
 * Listens for the NOTIFY of `version`; `delivered` resolves a little after it arrived, when the
 * listeners registered before (the processes' syncs) have handled it too.
 */
async function notification(version: number): Promise<{ delivered: Promise<void> }> {
  let seen!: () => void;
  const arrived = new Promise<void>((resolve) => (seen = resolve));
  const unlisten = await database.listen(METADATA_CHANNEL, (payload) => {
    if (Number(payload) >= version) seen();
  });
  const delivered = arrived.then(() => new Promise((resolve) => setTimeout(resolve, 50))).finally(unlisten);
  return { delivered: delivered.then(() => undefined) };
}

const create = (service: RuntimeMetadataService, name: string) =>
  service.createPipeline({ nameSingular: name, namePlural: `${name}s`, labelSingular: name, labelPlural: `${name}s` });

it('a change reads the definitions once, leaves the registry at the new version and keeps the objects it did not change', async () => {
  const one = await process();
  const before = one.registry.version;
  const person = one.registry.get('person');
  const company = one.registry.get('company');
  await create(one.service, 'lead');
  const afterLead = one.registry.get('lead');
  const readsBefore = one.reads();
  const notified = await notification(before + 2);
  await one.service.createField('person', { name: 'nickname', type: 'TEXT' });
  await notified.delivered;
  expect(one.reads() - readsBefore).toBe(1);
  expect(one.registry.version).toBe(before + 2);
  expect(await one.service.storedVersion()).toBe(before + 2);
  expect(one.registry.get('person')).not.toBe(person);
  expect(one.registry.get('person').fields.map((f) => f.name)).toContain('nickname');
  // Objects the change left alone are the same instances (caches keyed by them keep hitting).
  expect(one.registry.get('company')).toBe(company);
  expect(one.registry.get('lead')).toBe(afterLead);
  expect(one.service.holds(before + 2)).toBe(true);
  expect(one.service.holds(before + 3)).toBe(false);
});

it('a change made after another process changed the definitions starts from the stored ones, and the other picks it up', async () => {
  const one = await process({ sync: false });
  const two = await process();
  await create(two.service, 'prospect');
  expect(two.registry.bySingularName('prospect')).toBeDefined();
  // `one` has not seen it: the stored version is not its own, so it reads what is stored.
  const readsBefore = one.reads();
  const notified = await notification(two.registry.version + 1);
  await expect(create(one.service, 'prospect')).rejects.toThrow("nameSingular: 'prospect' is already used by another pipeline");
  await one.service.createField('prospect', { name: 'score', type: 'NUMBER' });
  expect(one.reads() - readsBefore).toBe(3); // the refused change's, then the field's before and after
  expect(one.registry.get('prospect').fields.map((f) => f.name)).toContain('score');
  await notified.delivered;
  expect(two.registry.version).toBe(one.registry.version);
  expect(two.registry.get('prospect').fields.map((f) => f.name)).toContain('score');
});

it('a change refused by the objects check leaves the registry as it was, and the next one still reads once', async () => {
  const one = await process({
    checkObjects: (objects) => (objects.some((o) => o.nameSingular === 'forbidden') ? 'forbidden is taken by the document' : undefined),
  });
  const version = one.registry.version;
  await expect(create(one.service, 'forbidden')).rejects.toThrow(/forbidden is taken by the document/);
  expect(one.registry.version).toBe(version);
  expect(one.registry.bySingularName('forbidden')).toBeUndefined();
  expect(await one.service.storedVersion()).toBe(version);
  const readsBefore = one.reads();
  await create(one.service, 'allowed');
  expect(one.reads() - readsBefore).toBe(1);
  expect(one.registry.version).toBe(version + 1);
});

it('a reload that read an older version than a change installed meanwhile does not put it back', async () => {
  const one = await process();
  const version = one.registry.version;
  const other = await process();
  await create(other.service, 'older'); // stored: version + 1, not yet in `one` unless its sync ran
  let open!: () => void;
  gate = new Promise<void>((resolve) => (open = resolve));
  const reloading = one.service.reload(); // reads version + 1, its answer held back
  await new Promise((resolve) => setTimeout(resolve, 50));
  gate = undefined;
  await create(one.service, 'newer'); // installs version + 2
  expect(one.registry.version).toBe(version + 2);
  open();
  await reloading;
  expect(one.registry.version).toBe(version + 2);
  expect(one.registry.bySingularName('newer')).toBeDefined();
  expect(one.registry.bySingularName('older')).toBeDefined();
});
