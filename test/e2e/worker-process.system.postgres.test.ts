// `npm run worker` alone beside a server with WORKER=off, on one PostgreSQL database: a write
// committed by the server wakes the other process's worker through NOTIFY at once (its polling
// is set to a minute here, so only the notification can explain a prompt delivery).
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait-for.ts';
import { Receiver } from '../support/webhook-receiver.ts';
import { create, ok } from './records-support.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const receiver = new Receiver();
let app: TestServer;
let worker: ChildProcess;
let output = '';

beforeAll(async () => {
  await receiver.start();
  app = await startTestServer({ WORKER: 'off', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  worker = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/worker-main.ts')], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: app.databaseUrl, WORKER_POLL_MS: '60000', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', LOG_LEVEL: 'info' },
  });
  worker.stdout!.on('data', (chunk) => (output += chunk));
  worker.stderr!.on('data', (chunk) => (output += chunk));
  await waitFor('the worker process to start', () => output.includes('job worker running'), 60_000);
}, 90_000);
afterAll(async () => {
  if (worker && worker.exitCode === null) {
    worker.kill('SIGTERM');
    await once(worker, 'exit');
  }
  await app?.close();
  await receiver.stop();
});

it('delivers a write committed by another process at once, woken by NOTIFY', async () => {
  await ok(app, 'POST', '/rest/webhooks', { targetUrl: `${receiver.url}/from-worker`, operations: ['people.created'] });
  const started = Date.now();
  const person = await create(app, 'people', 'person', { name: { firstName: 'Notified' } });
  await waitFor(`the delivery by the worker process (its output: ${output.slice(-500)})`, () => receiver.at('/from-worker').length === 1, 10_000);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(receiver.at('/from-worker')[0].body.record.id).toBe(person.id);
});

it('stops cleanly on SIGTERM', async () => {
  worker.kill('SIGTERM');
  const [code] = await once(worker, 'exit');
  expect(code).toBe(0);
});
