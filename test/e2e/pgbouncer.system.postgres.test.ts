// Two API processes behind PgBouncer in transaction pooling mode (Debian's pgbouncer 1.18, a
// throwaway one from scripts/pgbouncer-test-server.ts) in front of the suite's PostgreSQL, as
// docs/DEPLOY.md ("PgBouncer") configures them: DATABASE_URL through the pooler with
// DATABASE_PREPARED_STATEMENTS=off, DATABASE_DIRECT_URL straight to PostgreSQL for what needs a
// session (LISTEN, the migrations). Records, webhook deliveries (the worker claims through the
// pooler) and a pipeline reaching the other process by NOTIFY (the second process polls only once
// a minute) all work.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestPgBouncer, type TestPgBouncer } from '../../scripts/pgbouncer-test-server.ts';
import { postgresAdminUrl, testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { describeNeeding, PGBOUNCER } from '../support/system-programs.ts';
import { waitFor } from '../support/wait-for.ts';
import { Receiver } from '../support/webhook-receiver.ts';
import { ok } from './records-support.ts';

// Installed by .ci/run ("System programs"); without it the file skips (under CI=true it fails).
describeNeeding(PGBOUNCER, import.meta.url)('behind PgBouncer in transaction mode', () => {
  const receiver = new Receiver();
  let pooler: TestPgBouncer;
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    await receiver.start();
    // Fewer server connections than the two processes' pools together: they share them.
    pooler = await startTestPgBouncer(postgresAdminUrl(), { poolSize: 6 });
    const direct = await testDatabaseUrl();
    const env = { DATABASE_URL: pooler.through(direct), DATABASE_DIRECT_URL: direct, DATABASE_PREPARED_STATEMENTS: 'off', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' };
    first = await startTestServer(env);
    second = await startTestServer({ ...env, CRM_BOOTSTRAP_API_KEY: first.apiKey, METADATA_POLL_MS: '60000' });
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await pooler?.stop();
    await receiver.stop();
  });

  it('runs through the pooler: records written by both processes at once, read, changed and deleted', { timeout: 60_000 }, async () => {
    expect(first.databaseUrl).toContain(`:${pooler.port}/`);
    const created = await Promise.all(
      Array.from({ length: 40 }, (_, i) => ok(i % 2 ? first : second, 'POST', '/rest/people', { name: { firstName: 'Pooled', lastName: `P${i}` } })),
    );
    const ids = created.map((reply) => reply.data.createPerson.id as string);
    // The same statements again (they were prepared by name with DATABASE_PREPARED_STATEMENTS on).
    for (let round = 0; round < 3; round++) {
      const lists = await Promise.all([first, second].map((app) => ok(app, 'GET', '/rest/people?filter=name.firstName%5Beq%5D%3APooled&limit=100')));
      for (const list of lists) expect(list.data.people.map((p: { id: string }) => p.id).sort()).toEqual([...ids].sort());
    }
    const updated = await ok(second, 'PATCH', `/rest/people/${ids[0]}`, { jobTitle: 'Pooled CTO' });
    expect(updated.data.updatePerson.jobTitle).toBe('Pooled CTO');
    expect((await ok(first, 'GET', `/rest/people/${ids[0]}`)).data.person.jobTitle).toBe('Pooled CTO');
    await ok(first, 'DELETE', `/rest/people/${ids[1]}`);
    const total = await ok(second, 'GET', '/rest/people?filter=name.firstName%5Beq%5D%3APooled');
    expect(total.totalCount).toBe(39);
  });

  it('delivers webhooks: the workers claim their jobs through the pooler', { timeout: 60_000 }, async () => {
    await ok(first, 'POST', '/rest/webhooks', { targetUrl: `${receiver.url}/companies`, operations: ['company.created'] });
    const company = (await ok(second, 'POST', '/rest/companies', { name: 'Pooled Inc' })).data.createCompany;
    await waitFor('the delivery', () => receiver.at('/companies').length >= 1, 20_000);
    expect(receiver.at('/companies').map((r) => r.body.record.id)).toEqual([company.id]);
  });

  it('a pipeline created through one process is served by the other, woken by NOTIFY on its direct connection', { timeout: 60_000 }, async () => {
    expect((await second.rawFetch('/rest/deals')).status).toBe(404);
    await ok(first, 'POST', '/rest/metadata/pipelines', { nameSingular: 'deal', namePlural: 'deals', labelSingular: 'Deal', labelPlural: 'Deals' });
    // Well within the second process's one-minute poll.
    await waitFor('the pipeline on the other process', async () => (await second.rawFetch('/rest/deals')).status === 200, 15_000);
    const created = await second.rawFetch('/rest/deals', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Through the pooler' }) });
    expect(created.status).toBe(200);
    expect(((await created.json()) as { data: { createDeal: { name: string } } }).data.createDeal.name).toBe('Through the pooler');
  });
});
