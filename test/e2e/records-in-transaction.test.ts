// Record writes inside a caller's transaction (RecordService's `{ sql }`, issue 21): what an
// engine commits together with its own rows. The write, its statement hooks (here the webhook
// outbox) and the caller's statements commit or roll back together; the commit listeners (here
// the worker's wake-up) run after the COMMIT, never after a ROLLBACK.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors/app-error.ts';
import { SYSTEM_ACTOR } from '../../src/records/actor.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ok } from './records-support.ts';

let app: TestServer;
let wakeUps = 0;

beforeAll(async () => {
  // No worker: the deliveries stay in the table to be counted; the wake-ups are counted instead.
  app = await startTestServer({ WORKER: 'off', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  app.server.services.jobs.onEnqueued(() => wakeUps++);
  await ok(app, 'POST', '/rest/webhooks', { targetUrl: 'http://127.0.0.1:9/hook', operations: ['people.*'] });
});
afterAll(() => app?.close());

const services = () => app.server.services;
const person = () => services().registry.get('person');
const db = () => app.server.database;

async function count(sql: string, values: unknown[] = []): Promise<number> {
  const [row] = await db().sql.query<{ n: number }>({ text: `SELECT count(*)::int AS "n" FROM ${sql}`, values });
  return row.n;
}
const peopleNamed = (lastName: string) => count(`"person" WHERE "name_last_name" = $1`, [lastName]);
const deliveries = () => count(`"webhook_delivery"`);
/** A row of another table, written by the caller in the same transaction. */
const otherRow = (name: string) => ({ text: `INSERT INTO "job" ("kind", "payload", "run_at") VALUES ('test.tx', jsonb_build_object('name', $1::text), now() + interval '1 day')`, values: [name] });
const otherRows = (name: string) => count(`"job" WHERE "kind" = 'test.tx' AND "payload"->>'name' = $1`, [name]);

describe('record writes in a caller transaction', () => {
  it('a rollback leaves neither the record nor the other row, no delivery, and wakes nothing', async () => {
    const [deliveriesBefore, wakeUpsBefore] = [await deliveries(), wakeUps];
    await expect(
      db().sql.transaction(async (tx) => {
        await services().records.create(SYSTEM_ACTOR, person(), { name: { firstName: 'Rolled', lastName: 'Back' } }, { sql: tx });
        await tx.execute(otherRow('rolled back'));
        throw new Error('the engine changed its mind');
      }),
    ).rejects.toThrow('the engine changed its mind');
    expect(await peopleNamed('Back')).toBe(0);
    expect(await otherRows('rolled back')).toBe(0);
    expect(await deliveries()).toBe(deliveriesBefore);
    expect(wakeUps).toBe(wakeUpsBefore);
  });

  it('a commit keeps both, with the create\'s webhook delivery, and wakes the worker only after the COMMIT', async () => {
    const [deliveriesBefore, wakeUpsBefore] = [await deliveries(), wakeUps];
    let wakeUpsInside = -1;
    const created = await db().sql.transaction(async (tx) => {
      const record = await services().records.create(SYSTEM_ACTOR, person(), { name: { firstName: 'Kept', lastName: 'Together' } }, { sql: tx });
      await tx.execute(otherRow('committed'));
      wakeUpsInside = wakeUps - wakeUpsBefore;
      return record;
    });
    expect(wakeUpsInside).toBe(0);
    expect(wakeUps - wakeUpsBefore).toBe(1);
    expect(created).toMatchObject({ name: { firstName: 'Kept', lastName: 'Together' }, createdBy: { source: 'SYSTEM', name: 'System' } });
    expect(await peopleNamed('Together')).toBe(1);
    expect(await otherRows('committed')).toBe(1);
    expect(await deliveries()).toBe(deliveriesBefore + 1);
  });

  it('updates, batch creates and deletes join it too: a rollback undoes all of them', async () => {
    const [kept] = await services().records.createMany(SYSTEM_ACTOR, person(), [{ name: { firstName: 'Stays', lastName: 'Same' } }]);
    await expect(
      db().sql.transaction(async (tx) => {
        await services().records.update(SYSTEM_ACTOR, person(), String(kept.id), { city: 'Changed' }, { sql: tx });
        await services().records.createMany(SYSTEM_ACTOR, person(), [{ name: { firstName: 'A', lastName: 'Batch' } }, { name: { firstName: 'B', lastName: 'Batch' } }], { sql: tx });
        await services().records.updateMany(SYSTEM_ACTOR, person(), 'name.lastName[eq]:Batch', { jobTitle: 'Both' }, { sql: tx });
        expect(await tx.query({ text: `SELECT count(*)::int AS "n" FROM "person" WHERE "job_title" = 'Both'`, values: [] })).toEqual([{ n: 2 }]);
        await services().records.deleteMany(SYSTEM_ACTOR, person(), 'name.lastName[eq]:Batch', { sql: tx });
        await services().records.delete(SYSTEM_ACTOR, person(), String(kept.id), { sql: tx });
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    const again = await services().records.get(person(), String(kept.id));
    expect(again).toMatchObject({ city: kept.city, name: { lastName: 'Same' } });
    expect(await peopleNamed('Batch')).toBe(0);
  });

  it('a refused relation inside the transaction still names the missing record, and the transaction goes on', async () => {
    const missing = '0b7a3c55-6f2e-4d1b-9a8c-7e6f5d4c3b2a';
    const result = await db().sql.transaction(async (tx) => {
      const refusal = await services()
        .records.create(SYSTEM_ACTOR, person(), { name: { firstName: 'No', lastName: 'Company' }, companyId: missing }, { sql: tx })
        .then(() => undefined, (error: unknown) => error);
      // The same transaction still writes: the refused statement rolled back to its savepoint.
      await tx.execute(otherRow('after a refusal'));
      return refusal;
    });
    expect(result).toBeInstanceOf(AppError);
    expect((result as AppError).messages).toEqual([`companyId: no company with id ${missing}`]);
    expect(await otherRows('after a refusal')).toBe(1);
    expect(await peopleNamed('Company')).toBe(0);
  });

  it('a taken id inside the transaction is the 409 naming it', async () => {
    const [existing] = await services().records.createMany(SYSTEM_ACTOR, person(), [{ name: { firstName: 'First', lastName: 'Owner' } }]);
    const refusal = await db()
      .sql.transaction((tx) => services().records.create(SYSTEM_ACTOR, person(), { id: existing.id, name: { firstName: 'Second' } }, { sql: tx }))
      .then(() => undefined, (error: unknown) => error);
    expect(refusal).toMatchObject({ statusCode: 409, code: 'CONFLICT', messages: [`id: a person with id '${String(existing.id)}' already exists`] });
  });

  it('a write that sets no relation and no id of its own is one statement there too (no key can refuse it, so no savepoint)', async () => {
    const statements: string[] = [];
    db().sql.onQuery = (statement) => statements.push(statement.text);
    try {
      await db().sql.transaction(async (tx) => {
        const created = await services().records.create(SYSTEM_ACTOR, person(), { name: { firstName: 'Plain', lastName: 'Statement' } }, { sql: tx });
        await services().records.update(SYSTEM_ACTOR, person(), String(created.id), { city: 'Lyon' }, { sql: tx });
      });
      expect(statements).toHaveLength(2);
      expect(statements.filter((text) => /SAVEPOINT/.test(text))).toEqual([]);
      statements.length = 0;
      const company = await services().records.create(SYSTEM_ACTOR, services().registry.get('company'), { name: 'Keyed' });
      statements.length = 0;
      await db().sql.transaction((tx) => services().records.create(SYSTEM_ACTOR, person(), { name: { firstName: 'Keyed', lastName: 'Statement' }, companyId: company.id }, { sql: tx }));
      // A relation set: the write runs in a savepoint, so a refusal could be named inside the transaction.
      expect(statements.filter((text) => /SAVEPOINT/.test(text))).toHaveLength(2);
    } finally {
      db().sql.onQuery = undefined;
    }
    expect(await peopleNamed('Statement')).toBe(2);
  });

  it('a list inside the transaction counts only when the page does not tell the total (full, or after a cursor)', async () => {
    await services().records.createMany(SYSTEM_ACTOR, person(), ['A', 'B', 'C'].map((firstName) => ({ name: { firstName, lastName: 'Counted' } })));
    const statements: string[] = [];
    db().sql.onQuery = (statement) => statements.push(statement.text);
    try {
      const pages = await db().sql.transaction(async (tx) => {
        const list = (limit: number, startingAfter?: string) =>
          services().records.list(person(), { filter: 'name.lastName[eq]:Counted', orderBy: 'name.firstName', limit: String(limit), startingAfter }, { sql: tx });
        const all = await list(10);
        const counted = statements.length;
        const full = await list(2);
        const afterCursor = await list(10, String(full.records[0].id));
        return { all, counted, full, afterCursor };
      });
      expect(pages.all.totalCount).toBe(3);
      expect(pages.counted).toBe(1);
      expect(pages.full.records.map((r) => (r.name as { firstName: string }).firstName)).toEqual(['A', 'B']);
      expect(pages.full.totalCount).toBe(3);
      expect(pages.afterCursor.records.map((r) => (r.name as { firstName: string }).firstName)).toEqual(['B', 'C']);
      expect(pages.afterCursor.totalCount).toBe(3);
      expect(statements).toHaveLength(1 + 2 + 3);
    } finally {
      db().sql.onQuery = undefined;
    }
  });
});
