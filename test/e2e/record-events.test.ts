// Who wrote and why (issue 21, point 2): engines write as themselves (createdBy / updatedBy
// source WORKFLOW, SEQUENCE or EMAIL, with their name), a write's optional cause reaches the
// statement hooks (inside the statement, where a trigger refuses loops) and the events, a delete
// event names the deleter rather than the last updater, and any hook that writes jobs in the
// statement wakes the worker through the one marker (jobs/job-queue.ts, enqueuedJobRows).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordEvent, WriteCause } from '../../src/events/record-event.ts';
import { enqueuedJobRows } from '../../src/jobs/job-queue.ts';
import { quoteIdent as q } from '../../src/query/index.ts';
import { engineActor, SYSTEM_ACTOR } from '../../src/records/actor.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ok, type Rec } from './records-support.ts';

let app: TestServer;
const events: RecordEvent[] = [];
let wakeUps = 0;

const ENGINE_JOB = 'test.engine-step';

beforeAll(async () => {
  app = await startTestServer({ WORKER: 'off' });
  const { records, jobs } = app.server.services;
  records.onCommitted((write) => events.push(...write.events()));
  jobs.onEnqueued(() => wakeUps++);
  // An engine's hook, as a workflow trigger will be: for each part written with a cause, one
  // job in the same statement carrying the cause's depth and the writer (bound, never spliced).
  records.addStatementHook((parts, params, addExtraRows) =>
    parts.flatMap((part, i) => {
      if (!part.cause) return [];
      const cte = `test_job_${i}`;
      addExtraRows(enqueuedJobRows(cte));
      return [
        `${q(cte)} AS (INSERT INTO "job" ("kind", "payload", "run_at")
          SELECT ${params.add(ENGINE_JOB, 'text')}, jsonb_build_object('recordId', "p"."id", 'chainDepth', ${params.add(part.cause.chainDepth, 'int')}, 'writer', ${params.add(part.actor.name, 'text')}), now() + interval '1 day'
          FROM ${q(part.cte)} AS "p" RETURNING "id")`,
      ];
    }),
  );
});
afterAll(() => app?.close());

const services = () => app.server.services;
const person = () => services().registry.get('person');
const eventsOf = (id: unknown) => events.filter((event) => event.record.id === id);

async function engineJobs(recordId: unknown): Promise<Rec[]> {
  return app.server.database.sql.query({ text: `SELECT "payload" FROM "job" WHERE "kind" = $1 AND "payload"->>'recordId' = $2`, values: [ENGINE_JOB, String(recordId)] });
}

describe('engine actors', () => {
  it('stamp createdBy / updatedBy with their source and name, and the record reads them back over REST', async () => {
    const workflow = engineActor('workflow', '0196a3c0-0000-7000-8000-000000000001', 'Inbound lead triage');
    const created = await services().records.create(workflow, person(), { name: { firstName: 'Wanda', lastName: 'Flow' } });
    expect(created.createdBy).toEqual({ source: 'WORKFLOW', name: 'Inbound lead triage', workspaceMemberId: null });
    const sequence = engineActor('sequence', '0196a3c0-0000-7000-8000-000000000002', 'Q4 outreach');
    await services().records.update(sequence, person(), String(created.id), { jobTitle: 'Buyer' });
    const channel = engineActor('emailChannel', '0196a3c0-0000-7000-8000-000000000003', 'sales@acme.test');
    const fromMail = await services().records.create(channel, person(), { name: { firstName: 'Mail' } });

    const read = await ok(app, 'GET', `/rest/people/${String(created.id)}`);
    expect(read.data.person.createdBy).toMatchObject({ source: 'WORKFLOW', name: 'Inbound lead triage' });
    expect(read.data.person.updatedBy).toMatchObject({ source: 'SEQUENCE', name: 'Q4 outreach' });
    expect(fromMail.createdBy).toMatchObject({ source: 'EMAIL', name: 'sales@acme.test' });
    expect(eventsOf(created.id).map((event) => [event.action, event.actor.kind, event.actor.name])).toEqual([
      ['created', 'workflow', 'Inbound lead triage'],
      ['updated', 'sequence', 'Q4 outreach'],
    ]);
  });
});

describe('write causes', () => {
  it('reach the statement hooks inside the statement and ride on the events', async () => {
    const workflow = engineActor('workflow', '0196a3c0-0000-7000-8000-000000000004', 'Deal from person');
    const cause: WriteCause = { workflowRunId: '0196a3c0-0000-7000-8000-0000000000aa', chainDepth: 2 };
    const wakeUpsBefore = wakeUps;
    const created = await services().records.create(workflow, person(), { name: { firstName: 'Caused' } }, { cause });
    expect(await engineJobs(created.id)).toEqual([{ payload: { recordId: created.id, chainDepth: 2, writer: 'Deal from person' } }]);
    expect(eventsOf(created.id)).toMatchObject([{ action: 'created', cause, actor: { kind: 'workflow', source: 'WORKFLOW', name: 'Deal from person' } }]);
    // The hook wrote a job and returned the marker: the worker was woken, once, after the commit.
    expect(wakeUps - wakeUpsBefore).toBe(1);
  });

  it('inside a caller transaction too, and a write without a cause starts nothing and wakes no worker', async () => {
    const cause: WriteCause = { workflowRunId: '0196a3c0-0000-7000-8000-0000000000bb', chainDepth: 1 };
    const workflow = engineActor('workflow', '0196a3c0-0000-7000-8000-000000000005', 'In a transaction');
    const [inTransaction] = await app.server.database.sql.transaction(async (tx) => [
      await services().records.create(workflow, person(), { name: { firstName: 'Tx' } }, { sql: tx, cause }),
    ]);
    expect(await engineJobs(inTransaction.id)).toHaveLength(1);

    const wakeUpsBefore = wakeUps;
    const plain = await ok(app, 'POST', '/rest/people', { name: { firstName: 'Plain' } });
    const id = plain.data.createPerson.id;
    expect(await engineJobs(id)).toEqual([]);
    expect(eventsOf(id)).toMatchObject([{ action: 'created', actor: { kind: 'apiKey', source: 'API' } }]);
    expect(eventsOf(id)[0].cause).toBeUndefined();
    expect(wakeUps).toBe(wakeUpsBefore);
  });
});

describe('delete events', () => {
  it('name who deleted, not the record\'s last updater, for the record and for what its delete rules changed', async () => {
    const company = await services().records.create(SYSTEM_ACTOR, services().registry.get('company'), { name: 'Deleted Co' });
    const employee = await services().records.create(SYSTEM_ACTOR, person(), { name: { firstName: 'Employee' }, companyId: company.id });
    const deleter = engineActor('workflow', '0196a3c0-0000-7000-8000-000000000006', 'Cleanup');
    await services().records.delete(deleter, services().registry.get('company'), String(company.id));
    const [deleted] = eventsOf(company.id).filter((event) => event.action === 'deleted');
    expect(deleted.actor).toMatchObject({ kind: 'workflow', name: 'Cleanup' });
    expect(deleted.record.updatedBy).toMatchObject({ source: 'SYSTEM', name: 'System' });
    // The delete rule cleared the employee's company: that update is the deleter's too.
    expect(eventsOf(employee.id).filter((event) => event.action === 'updated')).toMatchObject([{ actor: { name: 'Cleanup' }, updatedFields: ['companyId'] }]);
  });
});
