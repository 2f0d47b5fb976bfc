// Scenario 8: workflows (issue 22). One workflow on `person.created`: FIND_RECORDS (the people
// with the new person's email: an indexed lookup, a duplicate check) -> FILTER (found at least
// one) -> CREATE_RECORD (a task). The in-process job worker runs the runs.
//
//   a. the trigger hook with no ACTIVE trigger: REST creates/s (load thread, settings.concurrency
//      in flight) with the workflows engine's statement hook on, and switched off (taken off the
//      record layer), in interleaved rounds of one run; the version is not active.
//   b. event to COMPLETED, one create at a time: a create, then its run's end, then the next
//      create; from the run's `enqueuedAt` (written by the create's statement) to its `endedAt`.
//   c. statements per run: those the service sent while one run ran, the worker's shared claim
//      and settle and the create's own statement left out.
//   d. API create latency without and with runs in flight: alternating blocks of single creates
//      at concurrency 1 from the load thread; in the blocks "with", the version is ACTIVE and
//      each create starts a run that runs while the next creates are served (switched between
//      blocks, unmeasured, after the last block's runs ended).
//   e. sustained runs/s: a backlog of events written by batch creates, run by the worker; from
//      the first run's end to the last one's.
import { performance } from 'node:perf_hooks';
import { CreateLoadWorker } from '../lib/create-load.ts';
import type { Deployment } from '../lib/deployments.ts';
import { restCall, type RestTarget } from '../lib/http.ts';
import { summarize, type Summary } from '../lib/measure.ts';
import { quick, settings as shared } from '../lib/options.ts';
import { int, ms, print, progress, table, times } from '../lib/report.ts';
import { newPerson, restBody } from '../lib/seed.ts';
import { describeHookPrice, measureHookPrice, type HookPrice } from '../lib/hook-price.ts';
import { capture, kindOf } from '../lib/statements.ts';

export interface WorkflowsResult {
  /** a: creates/s per round, the hook on and off (same index: one round). */
  hook: HookPrice;
  /** b */
  eventToCompleted: Summary;
  /** c: the statements of one run, by kind. */
  statements: string[];
  /** d */
  apiWithout: Summary;
  apiWith: Summary;
  /** e */
  sustained: { runs: number; failed: number; seconds: number; perSecond: number };
}

const settings = {
  // Many short rounds: one round's rate drifts by +-10% on this machine, so the figure is the
  // median of the rounds' on/off ratios (each pair measured back to back).
  hookRounds: quick ? 8 : 16,
  hookCreates: 1_000,
  oneAtATime: quick ? 40 : 150,
  blocks: quick ? 4 : 6,
  perBlock: quick ? 40 : 100,
  backlog: 3_000,
  batchSize: 60,
  maxWaitMs: quick ? 60_000 : 120_000,
};

const step = (id: string, type: string, input: Record<string, unknown>, nextStepIds: string[] = []) => ({ id, name: id, type, nextStepIds, settings: { input } });

const STEPS = [
  step('find', 'FIND_RECORDS', { objectName: 'person', filter: 'emails.primaryEmail[eq]:"{{trigger.properties.after.emails.primaryEmail}}"', limit: 10 }, ['gate']),
  step('gate', 'FILTER', { conditions: [{ left: '{{find.totalCount}}', operand: 'gte', right: 1 }] }, ['task']),
  step('task', 'CREATE_RECORD', { objectName: 'task', objectRecord: { title: 'Welcome {{trigger.properties.after.name.firstName}} ({{find.totalCount}} with this email)' } }),
];

async function graphql(target: RestTarget, query: string, variables: Record<string, unknown>): Promise<void> {
  const answer = await restCall<{ errors?: unknown[] }>(target, 'POST', '/graphql', { query, variables });
  if (answer.errors) throw new Error(`GraphQL: ${JSON.stringify(answer.errors)}`);
}

export async function runWorkflows(d: Deployment, warn: (text: string) => void): Promise<WorkflowsResult> {
  const target = { baseUrl: d.baseUrl, apiKey: d.apiKey };
  const db = d.baselines[0];
  const companyIds = (await db.query('SELECT id FROM company ORDER BY created_at, id LIMIT 100', [])).map((r) => String(r.id));
  const workflow = (await restCall<{ data: { createWorkflow: { id: string } } }>(target, 'POST', '/rest/workflows', { name: 'Bench welcome' })).data.createWorkflow;
  const version = (
    await restCall<{ data: { createWorkflowVersion: { id: string } } }>(target, 'POST', '/rest/workflowVersions', {
      workflowId: workflow.id,
      trigger: { type: 'DATABASE_EVENT', settings: { eventName: 'person.created' }, nextStepIds: ['find'] },
      steps: STEPS,
    })
  ).data.createWorkflowVersion;
  let active = false;
  const setActive = async (wanted: boolean) => {
    if (wanted === active) return;
    await graphql(target, `mutation($id: UUID!) { ${wanted ? 'activate' : 'deactivate'}WorkflowVersion(workflowVersionId: $id) }`, { id: version.id });
    active = wanted;
  };
  /** Polls every `pollMs` until `done` answers true; false when `maxWaitMs` passed first. */
  const poll = async (done: () => Promise<boolean>, pollMs: number): Promise<boolean> => {
    const deadline = performance.now() + settings.maxWaitMs;
    while (performance.now() < deadline) {
      if (await done()) return true;
      await new Promise((resolve) => setTimeout(resolve, pollMs));
    }
    return false;
  };
  /** Until no run is unfinished (a cheap poll: it runs beside what it waits for). */
  const allEnded = () =>
    poll(async () => {
      const [row] = await db.query('SELECT count(*)::int AS "n" FROM "workflow_run" WHERE "workflow_id" = $1 AND "ended_at" IS NULL', [workflow.id]);
      return Number(row.n) === 0;
    }, 50);
  /** The newest run (through the createdAt index): its id and whether it ended. */
  const newestRun = async () => {
    const [row] = await db.query('SELECT "id"::text AS "id", "ended_at" IS NOT NULL AS "ended" FROM "workflow_run" ORDER BY "created_at" DESC, "id" DESC LIMIT 1', []);
    return row ? { id: String(row.id), ended: Boolean(row.ended) } : undefined;
  };

  let index = 30_000_000;
  const client = await CreateLoadWorker.start({ target, companyIds });
  try {
    // a. The hook, no trigger ACTIVE.
    const hook = await measureHookPrice(d, client, {
      engine: 'workflows', rounds: settings.hookRounds, createsPerRound: settings.hookCreates, concurrency: shared.concurrency, maxMs: settings.maxWaitMs, offset: index,
    });
    index += 200 + settings.hookRounds * 2 * settings.hookCreates;

    // b and c. One create at a time, each run ended before the next create.
    await setActive(true);
    const eventToCompleted: number[] = [];
    let statements: string[] = [];
    for (let i = 0; i < settings.oneAtATime; i++) {
      if (i === 0) progress(`workflows: event to COMPLETED, ${settings.oneAtATime} creates one at a time`);
      const before = (await newestRun())?.id;
      const work = async () => {
        await restCall(target, 'POST', '/rest/people', restBody(newPerson(index++, companyIds)));
        const ended = await poll(async () => {
          const run = await newestRun();
          return run !== undefined && run.id !== before && run.ended;
        }, 2);
        if (!ended) throw new Error('workflows: a run did not end in time');
      };
      if (i === Math.floor(settings.oneAtATime / 2)) {
        const captured = await capture(d, work);
        statements = captured.statements.map((s) => s.text.replace(/\s+/g, ' ').trim()).filter((text) => !isWorkerOwn(text) && !isBenchOwn(text) && !/^WITH "w0" AS \(INSERT INTO "person"/.test(text));
      } else await work();
    }
    const latencies = await db.query(
      `SELECT extract(epoch FROM ("ended_at" - "enqueued_at")) * 1000 AS "ms" FROM "workflow_run" WHERE "workflow_id" = $1 ORDER BY "enqueued_at" DESC LIMIT $2`,
      [workflow.id, settings.oneAtATime],
    );
    eventToCompleted.push(...latencies.map((r) => Number(r.ms)));

    // d. Alternating blocks without and with runs in flight.
    const without: number[] = [];
    const withRuns: number[] = [];
    for (let block = 0; block < settings.blocks * 2; block++) {
      const running = block % 2 === 1;
      progress(`workflows: block ${block + 1} of ${settings.blocks * 2} (${running ? 'with' : 'without'} runs)`);
      await setActive(running);
      const result = await client.run({ total: settings.perBlock, concurrency: 1, maxMs: settings.maxWaitMs, offset: index });
      index += settings.perBlock;
      (running ? withRuns : without).push(...result.samples);
      if (running && !(await allEnded())) warn('workflows: the runs of a block did not end in time');
    }

    // e. Sustained: a backlog of events by batch creates.
    progress(`workflows: sustained runs (${int(settings.backlog)} events written by batch creates)`);
    await setActive(true);
    for (let written = 0; written < settings.backlog; written += settings.batchSize) {
      const items = Array.from({ length: Math.min(settings.batchSize, settings.backlog - written) }, () => restBody(newPerson(index++, companyIds)));
      await restCall(target, 'POST', '/rest/batch/people', items);
    }
    if (!(await allEnded())) warn('workflows: the backlog did not run in time');
    const [span] = await db.query(
      `SELECT count(*)::int AS "runs", count(*) FILTER (WHERE "status" = 'FAILED')::int AS "failed", extract(epoch FROM max("ended_at") - min("ended_at")) AS "seconds"
        FROM (SELECT * FROM "workflow_run" WHERE "workflow_id" = $1 ORDER BY "enqueued_at" DESC LIMIT $2) AS "r" WHERE "ended_at" IS NOT NULL`,
      [workflow.id, settings.backlog],
    );
    const [failed] = await db.query(`SELECT count(*)::int AS "n" FROM "workflow_run" WHERE "workflow_id" = $1 AND "status" = 'FAILED'`, [workflow.id]);
    if (Number(failed.n) > 0) warn(`workflows: ${Number(failed.n)} runs FAILED`);
    const seconds = Number(span.seconds);
    return {
      hook,
      eventToCompleted: summarize(eventToCompleted),
      statements: statements.map(kindOfStatement),
      apiWithout: summarize(without),
      apiWith: summarize(withRuns),
      sustained: { runs: Number(span.runs), failed: Number(span.failed), seconds, perSecond: Number(span.runs) / seconds },
    };
  } finally {
    await client.close();
    await setActive(false).catch(() => undefined);
  }
}

/** The worker's own statements (its claim, its settle, its wake-up): shared by every job, not the run's. */
const isWorkerOwn = (text: string) => /^UPDATE "job" SET "locked_by"/.test(text) || /^WITH "s" AS \(SELECT \* FROM unnest/.test(text) || /pg_notify/.test(text);

/** The benchmark's own polls (on PGlite they go through the service's executor too). */
const isBenchOwn = (text: string) => /^SELECT "id"::text AS "id", "ended_at" IS NOT NULL/.test(text);

function kindOfStatement(text: string): string {
  if (/FROM "workflow_run" AS "r" JOIN "workflow"/.test(text)) return 'the run locked (SELECT ... FOR UPDATE)';
  if (/^WITH "w0" AS \(UPDATE "workflow_run"/.test(text)) return "the run's row (UPDATE)";
  if (/^WITH "w0" AS \(INSERT INTO "task"/.test(text)) return 'CREATE_RECORD (INSERT task)';
  if (/^INSERT INTO "job"/.test(text)) return 'jobs of waiting steps (INSERT job)';
  const kind = kindOf(text);
  return kind === 'page' || kind === 'count' ? `FIND_RECORDS ${kind}` : kind;
}

export function reportWorkflows(r: WorkflowsResult): void {
  print(
    '**8. Workflows** — one workflow on `person.created`: FIND_RECORDS (people with the new email) -> FILTER -> CREATE_RECORD (a task), ' +
      'run by the in-process job worker.',
  );
  print();
  print(`a. The trigger hook with no ACTIVE trigger: ${describeHookPrice(r.hook, settings.hookCreates, shared.concurrency)} (target >= 0.95).`);
  print();
  print(
    table(
      ['measure', 'n', 'p50 ms', 'p95 ms', 'mean ms'],
      [
        ['b. event to COMPLETED, one create at a time', int(r.eventToCompleted.n), ms(r.eventToCompleted.p50), ms(r.eventToCompleted.p95), ms(r.eventToCompleted.mean)],
        ['d. API create, no runs', int(r.apiWithout.n), ms(r.apiWithout.p50), ms(r.apiWithout.p95), ms(r.apiWithout.mean)],
        ['d. API create, runs in flight', int(r.apiWith.n), ms(r.apiWith.p50), ms(r.apiWith.p95), ms(r.apiWith.mean)],
      ],
    ),
  );
  print();
  print(
    `c. Statements of one run (the worker's claim, settle and wake-up, and the create's own statement, left out): **${r.statements.length}** ` +
      `in one transaction (+ BEGIN and COMMIT): ${r.statements.join('; ')}.`,
  );
  print();
  print(
    `d. API create with ÷ without runs in flight: p50 **${times(r.apiWith.p50 / r.apiWithout.p50)}**, p95 ${times(r.apiWith.p95 / r.apiWithout.p95)} (target <= 2x). ` +
      `e. Sustained: ${int(r.sustained.runs)} runs (${r.sustained.failed} FAILED) in ${r.sustained.seconds.toFixed(2)} s = **${int(r.sustained.perSecond)} runs/s**.`,
  );
  print();
}
