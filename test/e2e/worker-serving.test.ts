// A kind's cap while serving (HandlerOptions.concurrencyWhileServing, issue 24): the worker inside
// the server runs fewer jobs of the kind while the process serves API requests, and its full cap
// again once it is quiet; RequestActivity says when it serves.
import { createServer } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUIET_MS, RequestActivity } from '../../src/http/request-activity.ts';
import { JobWorker } from '../../src/jobs/worker.ts';
import { clock } from '../../src/lib/clock.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait-for.ts';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ WORKER: 'off' });
});
afterAll(() => app?.close());

describe('a cap while serving', () => {
  it('runs one job of the kind at a time while serving, three once quiet', async () => {
    let serving = true;
    const worker = new JobWorker(app.server.services.jobs, { pollMs: 50, leaseMs: 60_000, concurrency: 8, batchMs: 0, maxAttempts: 3, serving: () => serving }, app.server.logger);
    let running = 0;
    let most = 0;
    let done = 0;
    const waiting: Array<() => void> = [];
    worker.handle(
      'test.serving',
      async () => {
        most = Math.max(most, ++running);
        await new Promise<void>((resolve) => waiting.push(resolve));
        running--;
        done++;
        return { done: true };
      },
      { concurrency: 3, concurrencyWhileServing: 1 },
    );
    await app.server.services.jobs.enqueue(Array.from({ length: 6 }, () => ({ kind: 'test.serving' })), clock.now());
    worker.start();
    try {
      // Serving: one at a time, however many are due.
      for (let i = 0; i < 3; i++) {
        await waitFor('a job to start', () => waiting.length === 1);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(running).toBe(1);
        waiting.shift()!();
      }
      await waitFor('three jobs done', () => done === 3);
      expect(most).toBe(1);
      // Quiet: the kind's full cap.
      serving = false;
      await waitFor('three jobs running at once', () => waiting.length === 3);
      expect(most).toBe(3);
      for (const release of waiting.splice(0)) release();
      await waitFor('every job done', () => done === 6);
    } finally {
      for (const release of waiting.splice(0)) release();
      await worker.stop();
    }
  });
});

describe('RequestActivity', () => {
  it(`serves while a request is in flight and for ${QUIET_MS} ms after the last one ends`, async () => {
    const activity = new RequestActivity();
    let answer: (() => void) | undefined;
    const server = createServer((_request, response) => {
      answer = () => response.end('ok');
    });
    activity.track(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      expect(activity.serving()).toBe(false);
      const reply = fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await waitFor('the request to arrive', () => answer !== undefined);
      expect(activity.serving()).toBe(true);
      answer!();
      expect(await (await reply).text()).toBe('ok');
      expect(activity.serving()).toBe(true);
      await waitFor('the quiet time to pass', () => !activity.serving(), QUIET_MS * 20);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});
