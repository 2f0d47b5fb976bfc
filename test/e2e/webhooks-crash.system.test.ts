// A committed change is delivered even when the server dies before delivering it: the service
// runs as a child process with its worker off, commits creates (their deliveries are written by
// the same statements), is killed with SIGKILL, and restarts with its worker on. Each event then
// reaches each matching webhook exactly once, and a non-matching one nothing.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../support/child-server.ts';
import { testDatabaseKind, testDatabaseUrl } from '../support/database.ts';
import { waitFor } from '../support/wait-for.ts';
import { Receiver } from '../support/webhook-receiver.ts';

const receiver = new Receiver();
const tempDirs: string[] = [];
beforeAll(() => receiver.start());
afterAll(async () => {
  await receiver.stop();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

async function post(server: ChildServer, key: string, path: string, body: unknown): Promise<Record<string, any>> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`POST ${path} -> ${response.status}: ${text}`);
  return JSON.parse(text);
}

it('delivers what committed before a SIGKILL exactly once per matching webhook after the restart', { timeout: 180_000 }, async () => {
  const key = `crash_${randomBytes(12).toString('hex')}`;
  let env: Record<string, string | undefined> = { CRM_BOOTSTRAP_API_KEY: key, WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' };
  if (testDatabaseKind() === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'crm-webhook-crash-'));
    tempDirs.push(dir);
    env = { ...env, DATA_DIR: dir, DATABASE_URL: undefined };
  } else {
    env = { ...env, DATABASE_URL: await testDatabaseUrl() };
  }

  const first = await startChildServer({ ...env, WORKER: 'off' }, { startTimeoutMs: 90_000 });
  const people: string[] = [];
  try {
    for (const [name, operations] of [['/people', ['people.created']], ['/all', ['*']], ['/companies', ['company.*']]] as const) {
      await post(first, key, '/rest/webhooks', { targetUrl: `${receiver.url}${name}`, operations });
    }
    for (let i = 0; i < 10; i++) people.push((await post(first, key, '/rest/people', { name: { firstName: `Crash ${i}` } })).data.createPerson.id);
    const batch = await post(first, key, '/rest/batch/people', Array.from({ length: 5 }, (_, i) => ({ name: { firstName: `Batch ${i}` } })));
    people.push(...batch.data.createPeople.map((p: { id: string }) => p.id));
  } finally {
    expect((await first.stop('SIGKILL')).signal).toBe('SIGKILL');
  }
  expect(receiver.received).toEqual([]);

  const second = await startChildServer(env, { startTimeoutMs: 90_000 });
  try {
    await waitFor('every delivery after the restart', () => receiver.at('/people').length >= 15 && receiver.at('/all').length >= 15, 60_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // a duplicate would arrive now
    const recordIds = (at: string) => receiver.at(at).map((r) => r.body.record.id).sort();
    expect(recordIds('/people')).toEqual([...people].sort());
    expect(recordIds('/all')).toEqual([...people].sort());
    expect(receiver.at('/companies')).toEqual([]);
    expect(new Set(receiver.received.map((r) => r.headers['x-webhook-delivery'])).size).toBe(30);
  } finally {
    await second.stop();
  }
});
