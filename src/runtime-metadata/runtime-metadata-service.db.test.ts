// A metadata change reads what it changed, not every definition (issue 26): the rows it starts
// from are the installed ones while the stored version (read under the lock) is theirs, it reads
// back the rows of the objects it wrote and the registry is replaced from those merged into the
// rest before committing, and the process's own NOTIFY reloads nothing. Two services on one
// database stand for two processes.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { testDatabaseUrl } from '../../test/support/database.ts';
import { Database } from '../db/database.ts';
import { SqlExecutor, type SqlDriver, type SqlStatement } from '../db/sql-executor.ts';
import { createLogger } from '../lib/logger.ts';
import { createRegistry } from '../metadata/registry.ts';
import { startRegistrySync, type StopSync } from './registry-sync.ts';
import { METADATA_CHANNEL, parseChangeNotice, RuntimeMetadataService, type ObjectsProblem } from './runtime-metadata-service.ts';

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

/** readRuntimeRows is the one statement that aggregates the definitions: of every object, or of some. */
const readsAll = (statement: SqlStatement) => statement.text.includes('jsonb_agg') && !statement.text.includes('ANY(');
const readsSome = (statement: SqlStatement) => statement.text.includes('jsonb_agg') && statement.text.includes('ANY(');

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
  return { registry, service, reads: () => statements.filter(readsAll).length, partialReads: () => statements.filter(readsSome).length };
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
    if (Number(payload.split(' ')[0]) >= version) seen();
  });
  const delivered = arrived.then(() => new Promise((resolve) => setTimeout(resolve, 50))).finally(unlisten);
  return { delivered: delivered.then(() => undefined) };
}

const create = (service: RuntimeMetadataService, name: string) =>
  service.createPipeline({ nameSingular: name, namePlural: `${name}s`, labelSingular: name, labelPlural: `${name}s` });

it('a change reads back only the object it wrote, leaves the registry at the new version and keeps the objects it did not change', async () => {
  const one = await process();
  const before = one.registry.version;
  const person = one.registry.get('person');
  const company = one.registry.get('company');
  await create(one.service, 'lead');
  const afterLead = one.registry.get('lead');
  const readsBefore = one.reads();
  const partialBefore = one.partialReads();
  const notified = await notification(before + 2);
  await one.service.createField('person', { name: 'nickname', type: 'TEXT' });
  await notified.delivered;
  expect(one.reads() - readsBefore).toBe(0);
  expect(one.partialReads() - partialBefore).toBe(1);
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
  expect(one.reads() - readsBefore).toBe(2); // the refused change's, then the field's before it (after it: its object only)
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
  expect(one.reads() - readsBefore).toBe(0);
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

it('after every kind of change, the objects built from what a change read back equal those of a full read', async () => {
  const one = await process({ sync: false });
  const same = async () => {
    const fresh = await process({ sync: false }); // reads everything stored
    expect(fresh.registry.version).toBe(one.registry.version);
    expect(one.registry.all()).toEqual(fresh.registry.all());
    // The rows too (the metadata API lists them, inactive fields and all).
    for (const object of fresh.registry.all()) {
      expect(one.service.fieldRowsOf(object.id)).toEqual(fresh.service.fieldRowsOf(object.id));
      expect(one.service.pipelineRow(object.id)).toEqual(fresh.service.pipelineRow(object.id));
    }
  };
  const deal = await create(one.service, 'deal');
  const venue = await create(one.service, 'venue');
  await one.service.createField(deal, { name: 'region', type: 'TEXT' });
  await one.service.createField(deal, { name: 'tier', type: 'SELECT', options: [{ value: 'GOLD' }, { value: 'SILVER' }] });
  const { fieldId: link } = await one.service.createField(deal, { name: 'venue', type: 'RELATION', relationTarget: 'venue', relationInverseName: 'deals' });
  await one.service.createField('person', { name: 'favouriteVenue', type: 'RELATION', relationTarget: 'venue', relationInverseName: 'fans' });
  const { fieldId: nickname } = await one.service.createField('company', { name: 'nickname', type: 'TEXT' });
  await same();
  await one.service.updatePipeline(deal, { labelPlural: 'Big deals', description: 'the large ones' });
  const tier = one.service.fieldRowsOf(deal).find((row) => row.name === 'tier')!.id;
  await one.service.updateField(deal, tier, { options: [{ value: 'GOLD' }, { value: 'SILVER' }, { value: 'BRONZE' }], defaultValue: 'BRONZE' });
  await one.service.updateField('company', nickname, { isActive: false });
  await same();
  await one.service.deleteField(deal, link, true);
  await one.service.deletePipeline(venue, true); // takes person.favouriteVenue with it
  await same();
  expect(one.registry.get('person').fields.map((f) => f.name)).not.toContain('favouriteVenue');
});

it('another process takes up a change by reading only the objects it wrote, as the changing one did', async () => {
  const one = await process({ sync: false });
  const two = await process();
  const lead = await create(one.service, 'outreach');
  await vi.waitFor(() => expect(two.registry.version).toBe(one.registry.version), { timeout: 5_000 });
  const [fullBefore, partialBefore] = [two.reads(), two.partialReads()];
  // One change at a time: a change committed while `two` reads the one before makes it read
  // everything (it cannot tell what the newer one wrote), which is right but not what this tests.
  for (const change of [() => one.service.createField(lead, { name: 'channel', type: 'TEXT' }), () => one.service.createField('company', { name: 'segment', type: 'TEXT' })]) {
    await change();
    await vi.waitFor(() => expect(two.registry.version).toBe(one.registry.version), { timeout: 5_000 });
  }
  expect([two.reads() - fullBefore, two.partialReads() - partialBefore]).toEqual([0, 2]);
  expect(two.registry.all()).toEqual(one.registry.all());
  expect(two.service.fieldRowsOf(lead)).toEqual(one.service.fieldRowsOf(lead));
  expect(two.registry.get('company').fields.map((f) => f.name)).toContain('segment');
});

it('reads a change notice: the version, and the objects it wrote when they are there and well formed', () => {
  const id = '3f2b6c1e-8a4d-4e2f-9b7c-5d1a0e9f8c21';
  expect(parseChangeNotice('12')).toEqual({ version: 12 });
  expect(parseChangeNotice(`12 ${id},${id.replace('3f', '4f')}`)).toEqual({ version: 12, objectIds: [id, id.replace('3f', '4f')] });
  expect(parseChangeNotice(`12 ${id},nope`)).toEqual({ version: 12 });
  for (const payload of ['', 'x', '1.5', `12 ${id} more`]) expect(parseChangeNotice(payload), payload).toBeUndefined();
});
