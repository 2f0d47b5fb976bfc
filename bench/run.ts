// `npm run bench` — REST vs direct SQL on both deployments (real PostgreSQL 15 and embedded
// PGlite), on a seeded workspace of 100,000 people and 10,000 companies. Current figures:
// docs/BENCHMARKS.md; every run, and how each figure is measured: docs/internal/benchmark-log.md.
//
//   npm run bench                       full size (4-5 minutes on 2 cores)
//   npm run bench -- --quick            10,000 people / 1,000 companies, short loops
//   npm run bench -- --only=pglite      one deployment (postgres | pglite)
//   npm run bench -- --scenarios=webhooks  some scenarios only (creates, lists, webhooks, search, bulk, pipelines, workflows, inbox, sequences, retention, scale-out, metadata, email, extras, graphql)
//   npm run bench -- --json=out.json    also write the raw figures as JSON
//   npm run bench -- --cpu-profile=DIR  CPU-profile the REST create phase (DIR/<deployment>-rest-creates.cpuprofile)
//   npm run bench -- --pgbouncer        on PostgreSQL, the API processes (scale-out) through PgBouncer in transaction mode
//
// Environment overrides (BENCH_PEOPLE, BENCH_ROUNDS, ...): lib/options.ts. This file runs the
// deployments in turn (seed, then the scenarios in scenarios/, then the deployment's report
// section) and prints the summary at the end.
//
// Everything is started and stopped here: the PostgreSQL server, the services (in-process,
// startServer, PORT=0, LOG_LEVEL=silent), temp directories. Every loop is bounded by a count
// and a time limit.
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { startPgliteDeployment, startPostgresDeployment, type Deployment } from './lib/deployments.ts';
import { socketRetries } from './lib/http.ts';
import { machine, type Machine } from './lib/machine.ts';
import { abort, type Summary } from './lib/measure.ts';
import { jsonPath, needsDeployments, only, quick, runs, settings } from './lib/options.ts';
import { int, ms, print, progress, table, times } from './lib/report.ts';
import { seed, type SeedCounts } from './lib/seed.ts';
import { runCreates, reportCreates, type CreatesResult } from './scenarios/creates.ts';
import { reportEmail, runEmail, type EmailResult } from './scenarios/email.ts';
import { reportBulkDelete, runBulkDelete, type BulkDeleteResult } from './scenarios/bulk-delete.ts';
import { reportPipelines, runPipelines, type PipelinesResult } from './scenarios/pipelines.ts';
import { reportSearch, runSearch, type SearchResult } from './scenarios/search.ts';
import { reportWebhooks, runWebhooks, type WebhooksResult } from './scenarios/webhooks.ts';
import { reportWorkflows, runWorkflows, type WorkflowsResult } from './scenarios/workflows.ts';
import { hookRatio } from './lib/hook-price.ts';
import { reportInbox, runInbox, type InboxResult } from './scenarios/inbox.ts';
import { reportRetention, runRetention, type RetentionResult } from './scenarios/retention.ts';
import { reportScaleOut, runScaleOut, type ScaleOutResult } from './scenarios/scale-out.ts';
import { metadataSummaryRows, reportMetadata, runMetadata, type MetadataResult } from './scenarios/metadata.ts';
import { reportSequences, runSequences, runSequencesWorkerProcess, type SequencesResult } from './scenarios/sequences.ts';
import { reportDepth, withinTarget } from './scenarios/depth.ts';
import { runLists, reportLists, type ListResult, type ListsResult } from './scenarios/lists.ts';
import { extrasSummaryRows, reportExtras, runExtras, type ExtrasResult } from './scenarios/extras.ts';
import { graphqlSummaryRows, reportGraphql, runGraphql, type GraphqlResult } from './scenarios/graphql.ts';

/** 1/5/15-minute load averages: other work on the machine skews every figure. */
const loadavg = () => os.loadavg().map((x) => x.toFixed(2)).join(' / ');

interface DeploymentResult extends Omit<ListsResult, 'deep'> {
  deep?: ListsResult['deep'];
  key: string;
  title: string;
  dbVersion: string;
  seed: { counts: SeedCounts; seconds: number };
  creates?: CreatesResult;
  webhooks: WebhooksResult[];
  search?: SearchResult;
  bulk?: BulkDeleteResult;
  pipelines?: PipelinesResult;
  workflows?: WorkflowsResult;
  inbox?: InboxResult;
  sequences?: SequencesResult;
  retention?: RetentionResult;
  scaleOut?: ScaleOutResult;
  metadata?: MetadataResult;
  extras?: ExtrasResult;
  graphql?: GraphqlResult;
  warnings: string[];
}

async function runDeployment(d: Deployment): Promise<DeploymentResult> {
  const warnings: string[] = [];
  const warn = (text: string) => {
    warnings.push(text);
    progress(`WARNING: ${text}`);
  };
  const ref = d.baselines[0];
  socketRetries.count = 0;

  progress(`${d.title}: seeding ${int(settings.people)} people, ${int(settings.companies)} companies ...`);
  const seedStart = performance.now();
  const counts = await seed(d.exec, settings, async (t) => Number((await ref.query(`SELECT count(*)::int AS n FROM ${t}`, []))[0].n));
  const seedSeconds = (performance.now() - seedStart) / 1000;
  progress(`seeded in ${seedSeconds.toFixed(1)} s: ${JSON.stringify(counts)}`);

  const creates = runs('creates') ? await runCreates(d, warn) : undefined;
  // Lists 2 and 2b; the depth comparison (3) runs inside the series of 2.
  const { lists, deep } = runs('lists') ? await runLists(d, warn) : { lists: [], deep: undefined };
  // Before the webhooks, whose creates would add matching people.
  const search = runs('search') ? await runSearch(d, warn) : undefined;
  const bulk = runs('bulk') ? await runBulkDelete(d, warn) : undefined;
  const pipelines = runs('pipelines') ? await runPipelines(d, warn) : undefined;
  // Before the webhooks, which may stop the server's own worker (the runs need it).
  const workflows = runs('workflows') ? await runWorkflows(d, warn) : undefined;
  const inbox = runs('inbox') ? await runInbox(d, warn, counts.people) : undefined;
  // Before the webhooks, which may stop the server's own worker (the step jobs need it).
  const sequences = runs('sequences') ? await runSequences(d, warn) : undefined;
  // The server's worker runs the prune job.
  const retention = runs('retention') ? await runRetention(d, warn) : undefined;
  // Last but for sequences' second layout: its creates and deliveries must not touch the other
  // scenarios' data or CPU. With the server's own worker, then (PostgreSQL) with the worker in its
  // own process instead.
  const webhooks = runs('webhooks') ? [await runWebhooks(d, warn, 'in the server process', { measureFloor: true })] : [];
  // The server's own worker cannot be started again once stopped: from here on, as with WORKER=off.
  let serverWorkerStopped = false;
  const stopServerWorker = async () => {
    if (!serverWorkerStopped) await d.server.worker?.stop();
    serverWorkerStopped = true;
  };
  if (runs('webhooks') && d.startWorkerProcess) {
    await stopServerWorker();
    const worker = await d.startWorkerProcess();
    try {
      webhooks.push(await runWebhooks(d, warn, 'in its own process (npm run worker)', { measureFloor: false }));
    } finally {
      await worker.stop();
    }
  }
  // Sequences' a and b again with the step jobs in `npm run worker` (started by the scenario with
  // SMTP_URL pointing at its receiver): after the webhooks, whose figures it must not touch.
  if (sequences && d.startWorkerProcess) {
    await stopServerWorker();
    sequences.ownProcess = await runSequencesWorkerProcess(d, warn);
  }
  // Last (PostgreSQL): API processes of its own beside the server; its many creates touch nothing measured after it.
  const scaleOut = runs('scale-out') ? await runScaleOut(d, warn) : undefined;
  // Its 100,000 opportunities and merges stay in the workspace: after everything they would move.
  const extras = runs('extras') ? await runExtras(d, warn) : undefined;
  // Its creates add people; its pipelines are deleted again before metadata grows its own.
  const graphql = runs('graphql') ? await runGraphql(d, warn) : undefined;
  // Last of all: its pipelines (up to 200 and more) stay in the workspace.
  const metadata = runs('metadata') ? await runMetadata(d, warn) : undefined;

  if (socketRetries.count) warn(`${socketRetries.count} request(s) retried once after the server had closed an idle keep-alive socket`);
  return {
    key: d.key,
    title: d.title,
    dbVersion: d.dbVersion,
    seed: { counts, seconds: seedSeconds },
    creates,
    lists,
    deep,
    webhooks,
    search,
    bulk,
    pipelines,
    workflows,
    inbox,
    sequences,
    retention,
    scaleOut,
    metadata,
    extras,
    graphql,
    warnings,
  };
}

function report(d: Deployment, r: DeploymentResult): void {
  print(`### ${r.title}`);
  print();
  print(`Database: ${r.dbVersion}.`);
  print(
    `Seeded in ${r.seed.seconds.toFixed(1)} s: ${int(r.seed.counts.people)} people, ${int(r.seed.counts.companies)} companies, ` +
      `${int(r.seed.counts.opportunities)} opportunities, ${int(r.seed.counts.notes)} notes / ${int(r.seed.counts.noteTargets)} note relations, ` +
      `${int(r.seed.counts.tasks)} tasks / ${int(r.seed.counts.taskTargets)} task relations, ${r.seed.counts.workspaceMembers} workspace members.`,
  );
  print();
  if (r.creates) reportCreates(d, r.creates);
  if (r.deep) {
    reportLists(d, { lists: r.lists, deep: r.deep });
    reportDepth(r.lists);
  }
  if (r.search) reportSearch(d, r.search);
  if (r.bulk) reportBulkDelete(d, r.bulk);
  if (r.pipelines) reportPipelines(r.pipelines);
  if (r.workflows) reportWorkflows(r.workflows);
  if (r.inbox) reportInbox(d, r.inbox);
  if (r.sequences) reportSequences(r.sequences);
  if (r.retention) reportRetention(r.retention);
  if (r.scaleOut) reportScaleOut(r.scaleOut);
  if (r.metadata) reportMetadata(d, r.metadata);
  if (r.extras) reportExtras(d, r.extras);
  if (r.graphql) reportGraphql(d, r.graphql);
  for (const w of r.webhooks) reportWebhooks(w);
  if (r.warnings.length) {
    print();
    for (const w of r.warnings) print(`WARNING: ${w}`);
  }
  print();
}

function summaryTable(results: Array<{ d: Deployment; r: DeploymentResult }>, email: EmailResult | undefined): void {
  print('### Summary');
  print();
  const rows: string[][] = [];
  for (const { d, r } of results) {
    const ref = d.baselines[0].name;
    const cr = r.creates;
    const get = (x: ListResult, name: string) => x.rows.find((row) => row.name === name)!.summary;
    const pair = (a: Summary, b: Summary) => `${ms(a.p50)} / ${ms(a.p95)} vs ${ms(b.p50)} / ${ms(b.p95)}`;
    const ratio = (a: Summary, b: Summary) => `${times(a.p50 / b.p50)} / ${times(a.p95 / b.p95)}`;
    if (cr) rows.push([r.title, `creates/s: REST vs ${ref}`, `${int(cr.rest.perSecond)} vs ${int(cr.baselines[ref].perSecond)}`, `${ref} ÷ REST = ${times(cr.baselines[ref].perSecond / cr.rest.perSecond)}`]);
    for (const x of r.deep ? [...r.lists, r.deep] : [])
      rows.push([r.title, `${x.label}: p50 / p95 ms, REST vs ${ref}`, pair(get(x, 'rest'), get(x, ref)), ratio(get(x, 'rest'), get(x, ref))]);
    for (const x of r.lists)
      rows.push([r.title, `${x.label}: p50 / p95 ms, depth 1 vs depth 0`, pair(get(x, 'rest-d1'), get(x, 'rest')), `${ratio(get(x, 'rest-d1'), get(x, 'rest'))}${withinTarget(x.depth!) ? '' : ' (> 3x)'}`]);
    if (r.search) {
      const s = r.search;
      rows.push([r.title, `search, all inputs: p50 / p95 ms, GraphQL vs ${ref}`, pair(s.graphql, s.sql), ratio(s.graphql, s.sql)]);
    }
    if (r.bulk) {
      const b = r.bulk;
      rows.push([r.title, `bulk delete of ${int(b.records)} by filter: statements; p50 ms, REST vs ${ref}`, `${[...new Set(b.statements)].join(', ')}; ${ms(b.rest.p50)} vs ${ms(b.sql.p50)}`, times(b.rest.p50 / b.sql.p50)]);
    }
    if (r.pipelines) {
      const p = r.pipelines;
      rows.push([r.title, `pipeline list vs people list (same filter, order, ${int(p.records)} records): p50 / p95 ms`, pair(p.pipeline, p.people), ratio(p.pipeline, p.people)]);
      rows.push([r.title, `add a field to ${int(p.records)} pipeline records: p50 / max ms (no default; default 5)`, `${ms(p.addField.p50)} / ${ms(p.addField.max)}; ${ms(p.addFieldWithDefault.p50)} / ${ms(p.addFieldWithDefault.max)}`, '']);
    }
    if (r.workflows) {
      const w = r.workflows;
      rows.push([r.title, 'workflows: REST creates/s, trigger hook on (no ACTIVE trigger) ÷ off, median round', '', hookRatio(w.hook).toFixed(3)]);
      rows.push([r.title, 'workflows: event to COMPLETED p50 / p95 ms, one create at a time', `${ms(w.eventToCompleted.p50)} / ${ms(w.eventToCompleted.p95)}`, '']);
      rows.push([r.title, 'workflows: statements per run (+ BEGIN/COMMIT)', String(w.statements.length), '']);
      rows.push([r.title, 'workflows: sustained runs/s (FIND_RECORDS -> FILTER -> CREATE_RECORD)', int(w.sustained.perSecond), '']);
      rows.push([r.title, 'workflows: API create p50 / p95 ms, runs in flight vs none', pair(w.apiWith, w.apiWithout), ratio(w.apiWith, w.apiWithout)]);
    }
    if (r.inbox) {
      const x = r.inbox;
      rows.push([r.title, `inbox: imports/s at ${settings.concurrency} in flight; p50 / p95 ms one at a time`, `${int(x.ingest.perSecond)}; ${ms(x.ingestOne.p50)} / ${ms(x.ingestOne.p95)}`, '']);
      rows.push([r.title, `inbox: 500 participants at depth 1, p50 / p95 ms, REST vs ${ref}`, pair(x.page.rest, x.page.sql), ratio(x.page.rest, x.page.sql)]);
      rows.push([r.title, 'inbox: person created to earlier participants linked, p50 / p95 ms', `${ms(x.link.p50)} / ${ms(x.link.p95)}`, '']);
      rows.push([r.title, 'inbox: statements of a person create that links nothing', String(x.plainCreateStatements.length), '']);
      rows.push([r.title, 'inbox: REST creates/s, later-association hook on ÷ off, median round', '', hookRatio(x.hook).toFixed(3)]);
      if (x.imap) rows.push([r.title, `inbox: IMAP sync of ${int(x.imap.messages)} messages from a local Dovecot, messages/s`, int(x.imap.perSecond), '']);
    }
    if (r.sequences) {
      const s = r.sequences;
      rows.push([r.title, `sequences: ${int(s.send.emails)} enrollments, one SEND_EMAIL step: emails/s; duplicates (Message-ID, recipient); runs not COMPLETED`, `${int(s.send.perSecond)}; ${s.send.duplicateMessageIds}, ${s.send.duplicateRecipients}; ${s.send.runsNotCompleted}`, '']);
      rows.push([r.title, 'sequences: API create p50 / p95 ms, while sending vs idle', pair(s.api.sending, s.api.idle), ratio(s.api.sending, s.api.idle)]);
      if (s.api.floor) rows.push([r.title, 'sequences, floor: API create p50 / p95 ms, beside `SELECT 1` round trips at the emails\' rate vs alone', pair(s.api.floor.beside, s.api.floor.alone), ratio(s.api.floor.beside, s.api.floor.alone)]);
      rows.push([r.title, 'sequences: reply ingest p50 / p95 ms, stops an enrollment vs stops none', pair(s.replies.stops, s.replies.none), ratio(s.replies.stops, s.replies.none)]);
      const own = s.ownProcess;
      if (own) {
        rows.push([r.title, `sequences, worker in its own process: ${int(own.send.emails)} enrollments: emails/s; duplicates (Message-ID, recipient); runs not COMPLETED`, `${int(own.send.perSecond)}; ${own.send.duplicateMessageIds}, ${own.send.duplicateRecipients}; ${own.send.runsNotCompleted}`, '']);
        rows.push([r.title, 'sequences, worker in its own process: API create p50 / p95 ms, while sending vs idle', pair(own.api.sending, own.api.idle), ratio(own.api.sending, own.api.idle)]);
      }
    }
    if (r.scaleOut) {
      const x = r.scaleOut;
      rows.push([r.title, `scale-out (${x.cores} cores): REST creates/s with ${x.scaling.map((f) => f.processes).join(' / ')} API processes, median round`, x.scaling.map((f) => int(f.perSecond)).join(' / '), `${x.scaling.at(-1)!.processes} ÷ 1 = ${times(x.scaling.at(-1)!.perSecond / x.scaling[0].perSecond)}`]);
      rows.push([r.title, `scale-out: creates/s with ${x.scaling.length} processes, rate limit shared vs per process, median rounds`, `${int(x.shared.on.perSecond)} vs ${int(x.shared.off.perSecond)}`, x.shared.ratio.toFixed(3)]);
      rows.push([r.title, 'scale-out: rows added vs creates acknowledged; failed creates', `${int(x.rows)} vs ${int(x.acknowledged)}; ${Object.values(x.failures).reduce((a, b) => a + b, 0)}`, '']);
    }
    if (r.metadata) rows.push(...metadataSummaryRows(r.title, d, r.metadata));
    if (r.extras) rows.push(...extrasSummaryRows(r.title, d, r.extras));
    if (r.graphql) rows.push(...graphqlSummaryRows(r.title, d, r.graphql));
    for (const w of r.webhooks) {
      const where = `worker ${w.worker.replace(' (npm run worker)', '')}`;
      rows.push([r.title, `webhooks, ${where}: commit to receiver p50 / p95 ms`, `${ms(w.commitToReceiver.p50)} / ${ms(w.commitToReceiver.p95)}`, '']);
      rows.push([r.title, `webhooks, ${where}: sustained deliveries/s`, int(w.sustained.perSecond), '']);
      rows.push([r.title, `webhooks, ${where}: API create p50 / p95 ms, deliveries running vs none`, pair(w.apiWith, w.apiWithout), ratio(w.apiWith, w.apiWithout)]);
      if (w.floor)
        rows.push([r.title, 'webhooks, floor: API create p50 / p95 ms, beside `SELECT 1` round trips at its rate vs alone', pair(w.floor.beside, w.floor.alone), ratio(w.floor.beside, w.floor.alone)]);
    }
  }
  if (email) {
    const [service, alone] = [email.service, email.nodemailer];
    rows.push(['(no database)', `email: messages/s through ${email.pool} SMTP connections, service vs nodemailer alone`, `${int(service.perSecond)} vs ${int(alone.perSecond)}`, times(service.perSecond / alone.perSecond)]);
    rows.push(['(no database)', 'email: p50 / p95 ms per message, service vs nodemailer alone', `${ms(service.latency.p50)} / ${ms(service.latency.p95)} vs ${ms(alone.latency.p50)} / ${ms(alone.latency.p95)}`, times(service.latency.p50 / alone.latency.p50)]);
  }
  print(table(['deployment', 'figure', 'value', 'ratio'], rows));
  print();
}

async function main(): Promise<void> {
  const m: Machine = machine();
  const started = performance.now();
  print(`## Benchmark run ${m.date}${quick ? ' (--quick)' : ''}`);
  print();
  print(`Machine: ${m.cpu}, ${m.cores} cores, ${m.memoryGiB} GiB RAM, ${m.os}; Node ${m.node}. Load average at start: ${loadavg()}.`);
  print(
    `Settings: ${int(settings.people)} people, ${int(settings.companies)} companies; ${int(settings.creates)} creates at concurrency ${settings.concurrency}; ` +
      `latency series: up to ${settings.rounds} interleaved rounds or ${settings.seriesMs / 1000} s each after warm-up (${settings.warmUpCount} requests or ${settings.warmUpMs / 1000} s per variant).`,
  );
  print();

  const starters: Array<{ key: string; start: () => Promise<Deployment> }> = [
    { key: 'postgres', start: () => startPostgresDeployment(settings.concurrency) },
    { key: 'pglite', start: () => startPgliteDeployment(m.pglite) },
  ];
  const results: Array<{ d: Deployment; r: DeploymentResult }> = [];
  let current: Deployment | undefined;
  let interrupted = false;
  const onSignal = () => {
    if (interrupted) return;
    interrupted = true;
    abort.requested = true;
    progress('interrupted: stopping ...');
    // Loops stop at their next iteration; stop everything started, but never hang on it.
    const deadline = new Promise((resolve) => setTimeout(resolve, 20_000).unref());
    void Promise.race([current?.close() ?? Promise.resolve(), deadline]).finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  let email: EmailResult | undefined;
  try {
    // No database: before the deployments, on an idle machine.
    if (runs('email')) {
      email = await runEmail((text) => progress(`WARNING: ${text}`));
      reportEmail(email);
    }
    for (const { key, start } of starters) {
      if (!needsDeployments || (only && only !== key)) continue;
      progress(`starting ${key} ...`);
      const d = await start();
      current = d;
      try {
        const r = await runDeployment(d);
        results.push({ d, r });
        report(d, r);
        print(`Load average after ${d.title}: ${loadavg()}.`);
        print();
      } finally {
        await d.close();
        current = undefined;
      }
    }
    summaryTable(results, email);
    print(`Total run time: ${((performance.now() - started) / 1000).toFixed(0)} s.`);
    if (jsonPath) {
      writeFileSync(jsonPath, JSON.stringify({ machine: m, settings, results: results.map((x) => x.r), email }, null, 2));
      progress(`wrote ${jsonPath}`);
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  if (error instanceof Error && error.cause) console.error('cause:', error.cause);
  process.exitCode = 1;
});
