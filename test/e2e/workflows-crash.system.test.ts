// A crash never repeats a committed step (issue 22): 50 runs of a workflow with three record
// steps (a five-second DELAY after the first, so the kill lands mid-flight even on a loaded
// machine: with one second, a slow poll let every run finish before the kill) run in the service as
// a child process, which is killed with SIGKILL while they are in flight and started again.
// Every run then COMPLETES and every step's record exists exactly once: a step's records and its
// stepInfos entry commit together, and a job taken again after the crash finds its step done.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startChildServer, type ChildServer } from '../support/child-server.ts';
import { testDatabaseKind, testDatabaseUrl } from '../support/database.ts';
import { waitFor } from '../support/wait-for.ts';

const RUNS = 50;
const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

type Rec = Record<string, any>;

async function call(server: ChildServer, key: string, method: string, route: string, body?: unknown): Promise<Rec> {
  const response = await fetch(`${server.url}${route}`, {
    method,
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${route} -> ${response.status}: ${text}`);
  const parsed = JSON.parse(text) as Rec;
  if (parsed.errors) throw new Error(`${route}: ${JSON.stringify(parsed.errors)}`);
  return parsed;
}

const noteCount = async (server: ChildServer, key: string) => (await call(server, key, 'GET', `/rest/notes?limit=1&filter=${encodeURIComponent('title[like]:run %')}`)).totalCount as number;

it('50 runs in flight survive a SIGKILL: every run COMPLETED, every record written once', { timeout: 240_000 }, async () => {
  const key = `crash_${randomBytes(12).toString('hex')}`;
  let env: Record<string, string | undefined> = { CRM_BOOTSTRAP_API_KEY: key, WORKER_POLL_MS: '50', WORKER_LEASE_MS: '2000' };
  if (testDatabaseKind() === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'crm-workflow-crash-'));
    tempDirs.push(dir);
    env = { ...env, DATA_DIR: dir, DATABASE_URL: undefined };
  } else {
    env = { ...env, DATABASE_URL: await testDatabaseUrl() };
  }
  const note = (id: string, next: string[]) => ({ id, name: id, type: 'CREATE_RECORD', nextStepIds: next, settings: { input: { objectName: 'note', objectRecord: { title: `run {{trigger.n}} ${id}` } } } });
  const steps = [note('a', ['pause']), { id: 'pause', name: 'pause', type: 'DELAY', nextStepIds: ['b'], settings: { input: { unit: 'SECONDS', value: 5 } } }, note('b', ['c']), note('c', [])];

  const first = await startChildServer(env, { startTimeoutMs: 90_000 });
  let completedAtKill = 0;
  try {
    const workflow = (await call(first, key, 'POST', '/rest/workflows', { name: 'Crash-proof' })).data.createWorkflow;
    const version = (await call(first, key, 'POST', '/rest/workflowVersions', { workflowId: workflow.id, trigger: { type: 'MANUAL', settings: {}, nextStepIds: ['a'] }, steps })).data.createWorkflowVersion;
    await call(first, key, 'POST', '/graphql', { query: 'mutation($id: UUID!) { activateWorkflowVersion(workflowVersionId: $id) }', variables: { id: version.id } });
    const run = 'mutation($id: UUID!, $p: JSON) { runWorkflowVersion(input: { workflowVersionId: $id, payload: $p }) { workflowRunId } }';
    await Promise.all(Array.from({ length: RUNS }, (_, n) => call(first, key, 'POST', '/graphql', { query: run, variables: { id: version.id, p: { n } } })));
    // Mid-flight: some first steps written, the runs waiting on their DELAY or before it.
    await waitFor('some first steps', async () => (await noteCount(first, key)) >= 10, 30_000);
    completedAtKill = (await call(first, key, 'GET', `/rest/workflowRuns?limit=1&filter=status[eq]:COMPLETED`)).totalCount;
  } finally {
    expect((await first.stop('SIGKILL')).signal).toBe('SIGKILL');
  }
  expect(completedAtKill).toBeLessThan(RUNS);

  const second = await startChildServer(env, { startTimeoutMs: 90_000 });
  try {
    await waitFor('every run to complete', async () => (await call(second, key, 'GET', `/rest/workflowRuns?limit=1&filter=status[eq]:COMPLETED`)).totalCount === RUNS, 120_000);
    const notes = (await call(second, key, 'GET', `/rest/notes?limit=1000&filter=${encodeURIComponent('title[like]:run %')}`)).data.notes as Rec[];
    const titles = notes.map((n) => n.title as string).sort();
    const expected = Array.from({ length: RUNS }, (_, n) => ['a', 'b', 'c'].map((id) => `run ${n} ${id}`)).flat().sort();
    expect(titles).toEqual(expected);
    const failed = (await call(second, key, 'GET', `/rest/workflowRuns?limit=1&filter=status[neq]:COMPLETED`)).totalCount;
    expect(failed).toBe(0);
  } finally {
    await second.stop();
  }
});
