// RecordService.writeTogether (an engine's records that belong together, one statement) and the
// `relations` read option (embed only some relations), issue 24: what the inbox and the sequence
// runner use to spare round trips and plans, with the record layer's events, hooks and rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlStatement } from '../../src/db/sql-executor.ts';
import { AppError } from '../../src/errors/app-error.ts';
import { newRecordId } from '../../src/lib/record-id.ts';
import { SYSTEM_ACTOR } from '../../src/records/actor.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ok } from './records-support.ts';

let app: TestServer;

beforeAll(async () => {
  // No worker: the webhook deliveries stay in the table to be counted.
  app = await startTestServer({ WORKER: 'off', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  await ok(app, 'POST', '/rest/webhooks', { targetUrl: 'http://127.0.0.1:9/hook', operations: ['person.*', 'company.*'] });
});
afterAll(() => app?.close());

const services = () => app.server.services;
const object = (name: string) => services().registry.get(name);
const db = () => app.server.database;
const count = async (from: string, values: unknown[] = []) =>
  (await db().sql.query<{ n: number }>({ text: `SELECT count(*)::int AS "n" FROM ${from}`, values }))[0].n;

/** The statements `work` sends through the service's executor. */
async function statementsOf<T>(work: () => Promise<T>): Promise<{ result: T; statements: SqlStatement[] }> {
  const statements: SqlStatement[] = [];
  db().sql.onQuery = (statement) => statements.push(statement);
  try {
    return { result: await work(), statements };
  } finally {
    db().sql.onQuery = undefined;
  }
}

describe('writeTogether', () => {
  it('creates a company and a person that refers to it, and updates another, in one statement with an event (webhook delivery) each', async () => {
    const existing = await services().records.create(SYSTEM_ACTOR, object('person'), { name: { firstName: 'Old', lastName: 'Title' } });
    const deliveries = await count('"webhook_delivery"');
    const companyId = newRecordId();
    const { result, statements } = await statementsOf(() =>
      services().records.writeTogether(SYSTEM_ACTOR, [
        { object: object('company'), create: [{ id: companyId, name: 'Together Inc' }] },
        { object: object('person'), create: [{ name: { firstName: 'Tia', lastName: 'Together' }, companyId }] },
        { object: object('person'), update: { id: String(existing.id), body: { jobTitle: 'Updated together' } } },
        { object: object('note'), create: [] },
      ]),
    );
    expect(statements).toHaveLength(1);
    const [[company], [person], [updated], notes] = result;
    expect(company).toMatchObject({ id: companyId, name: 'Together Inc', createdBy: { source: 'SYSTEM' } });
    expect(person).toMatchObject({ name: { firstName: 'Tia', lastName: 'Together' }, companyId });
    expect(updated).toMatchObject({ id: existing.id, jobTitle: 'Updated together' });
    expect(notes).toEqual([]);
    expect(await count('"webhook_delivery"')).toBe(deliveries + 3);
  });

  it('an update of a record that is gone is a 404 and undoes the creates with it', async () => {
    const gone = newRecordId();
    const refusal = await services()
      .records.writeTogether(SYSTEM_ACTOR, [
        { object: object('person'), create: [{ name: { firstName: 'Never', lastName: 'Stored' } }] },
        { object: object('person'), update: { id: gone, body: { city: 'Nowhere' } } },
      ])
      .then(() => undefined, (error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).statusCode).toBe(404);
    expect((refusal as AppError).messages).toEqual([`no person with id ${gone}`]);
    expect(await count(`"person" WHERE "name_last_name" = 'Stored'`)).toBe(0);
  });

  it('bad input is a 400 naming the object and the item, and nothing is written', async () => {
    const refusal = await services()
      .records.writeTogether(SYSTEM_ACTOR, [
        { object: object('company'), create: [{ name: 'Fine Co' }] },
        { object: object('person'), create: [{ name: { firstName: 'Ok' } }, { name: { firstName: 'Bad' }, emails: 'not an object' }] },
      ])
      .then(() => undefined, (error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).statusCode).toBe(400);
    expect((refusal as AppError).messages).toEqual(['person[1]: emails: must be an object { primaryEmail, additionalEmails }, got a string']);
    expect(await count(`"company" WHERE "name" = 'Fine Co'`)).toBe(0);
  });
});

describe('the relations read option', () => {
  it('embeds only the relations named, at depth 1', async () => {
    const company = await services().records.create(SYSTEM_ACTOR, object('company'), { name: 'Embedded Co' });
    const person = await services().records.create(SYSTEM_ACTOR, object('person'), { name: { firstName: 'Em', lastName: 'Bedded' }, companyId: company.id });
    const all = await services().records.get(object('person'), String(person.id), 1);
    expect(all.company).toMatchObject({ id: company.id, name: 'Embedded Co' });
    expect(all.taskTargets).toEqual([]);
    const only = await services().records.get(object('person'), String(person.id), 1, { relations: ['company'] });
    expect(only.company).toMatchObject({ id: company.id, name: 'Embedded Co' });
    expect(only).not.toHaveProperty('taskTargets');
    const page = await services().records.list(object('person'), { filter: `id[eq]:${person.id}`, depth: 1 }, { relations: ['company'] });
    expect(page.records[0].company).toMatchObject({ id: company.id });
    expect(page.records[0]).not.toHaveProperty('noteTargets');
  });
});
