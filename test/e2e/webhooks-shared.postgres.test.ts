// Two service processes on one PostgreSQL database, both running their job worker, each taking
// writes: every event reaches every matching webhook exactly once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait-for.ts';
import { Receiver } from '../support/webhook-receiver.ts';
import { ok } from './records-support.ts';

const receiver = new Receiver();
let first: TestServer;
let second: TestServer;

beforeAll(async () => {
  await receiver.start();
  first = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  second = await startTestServer({ DATABASE_URL: first.databaseUrl, CRM_BOOTSTRAP_API_KEY: first.apiKey, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
  await receiver.stop();
});

it('delivers each event once per matching webhook', { timeout: 60_000 }, async () => {
  await ok(first, 'POST', '/rest/webhooks', { targetUrl: `${receiver.url}/created`, operations: ['people.created'] });
  await ok(second, 'POST', '/rest/webhooks', { targetUrl: `${receiver.url}/everything`, operations: ['*'] });
  const created = await Promise.all(
    Array.from({ length: 60 }, (_, i) => ok(i % 2 ? first : second, 'POST', '/rest/people', { name: { firstName: `Shared ${i}` } })),
  );
  const ids = created.map((reply) => reply.data.createPerson.id as string).sort();
  await waitFor('120 deliveries', () => receiver.received.length >= 120, 30_000);
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // a duplicate would arrive now
  expect(receiver.at('/created').map((r) => r.body.record.id).sort()).toEqual(ids);
  expect(receiver.at('/everything').map((r) => r.body.record.id).sort()).toEqual(ids);
  expect(receiver.received).toHaveLength(120);
});
