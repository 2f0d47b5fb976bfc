// Scenario 1: creates. REST POST /rest/people (its client on a worker thread, lib/create-load.ts)
// against the same INSERT through each baseline, `settings.concurrency` requests in flight, plus
// a decomposition: the record layer's create called in-process (validation of the body, the one
// INSERT, the response record) without HTTP, the OpenAPI validator and auth.
//
// Per phase it also measures where the CPU went: the PostgreSQL server's CPU per create (from
// /proc) and, with --cpu-profile, the main thread's time per layer.
import { SYSTEM_ACTOR } from '../../src/records/actor.ts';
import { CreateLoadWorker } from '../lib/create-load.ts';
import { LAYERS, profiled, type ProfileSummary } from '../lib/cpu-profile.ts';
import type { Deployment } from '../lib/deployments.ts';
import { threadCpuSeconds } from '../lib/process-cpu.ts';
import { throughput, type Throughput } from '../lib/measure.ts';
import { cpuProfileDir, settings } from '../lib/options.ts';
import { int, ms, print, progress, table, times } from '../lib/report.ts';
import { INSERT_PERSON, insertValues, newPerson, restBody } from '../lib/seed.ts';
import { capture } from '../lib/statements.ts';

const RECORD_LAYER = 'record-layer';

/** A measured series; the REST one also says how much CPU its client's thread used. */
type Measured = Throughput & { cpuSeconds?: number };

interface Phase extends Throughput {
  /** CPU per create in microseconds, from /proc (Linux): the PostgreSQL server (PostgreSQL deployment only), this process's main thread and its other threads. */
  cpuMicros?: { database?: number; main: number; client?: number; others: number };
}

export interface CreatesResult {
  rest: Phase;
  /** The deployment's baselines, then RECORD_LAYER. */
  baselines: Record<string, Phase>;
  statementsPerCreate: number;
  profile?: ProfileSummary;
}

export async function runCreates(d: Deployment, warn: (text: string) => void): Promise<CreatesResult> {
  const companyIds = (await d.baselines[0].query('SELECT id FROM company ORDER BY created_at, id', [])).map((r) => String(r.id));
  const client = await CreateLoadWorker.start({ target: { baseUrl: d.baseUrl, apiKey: d.apiKey }, companyIds });
  try {
    return await measureCreates(d, warn, client, companyIds);
  } finally {
    await client.close();
  }
}

async function measureCreates(d: Deployment, warn: (text: string) => void, client: CreateLoadWorker, companyIds: string[]): Promise<CreatesResult> {
  const person = d.server.services.registry.get('person');
  const c = settings.concurrency;
  type Run = (bounds: { total: number; maxMs: number; offset: number }) => Promise<Measured>;
  const runs: Record<string, Run> = {
    rest: (bounds) => client.run({ concurrency: c, ...bounds }),
  };
  for (const b of d.baselines) {
    runs[b.name] = (bounds) =>
      throughput(async (i) => void (await b.query(INSERT_PERSON, insertValues(newPerson(i, companyIds)))), { concurrency: c, ...bounds });
  }
  runs[RECORD_LAYER] = (bounds) =>
    throughput(async (i) => void (await d.server.services.records.create(SYSTEM_ACTOR, person, restBody(newPerson(i, companyIds)))), {
      concurrency: c,
      ...bounds,
    });
  const names = Object.keys(runs);

  progress('creates: warm-up');
  // Distinct index ranges per phase, so every created person is different.
  let phase = 1;
  for (const name of names) await runs[name]({ total: Math.min(200, settings.creates), maxMs: settings.warmUpMs, offset: phase++ * 1_000_000 });
  const { statements } = await capture(d, () => runs.rest({ total: 10, maxMs: settings.warmUpMs, offset: 9_000_000 }));

  const results: Record<string, Phase> = {};
  let profile: ProfileSummary | undefined;
  for (const name of names) {
    progress(`creates: ${name} (${int(settings.creates)} at concurrency ${c})`);
    const bounds = { total: settings.creates, maxMs: settings.createMs, offset: phase++ * 1_000_000 };
    const dbBefore = d.databaseCpuSeconds?.();
    const threadsBefore = threadCpuSeconds();
    let r: Measured;
    if (name === 'rest') ({ result: r, profile } = await profiled(cpuProfileDir, `${d.key}-rest-creates`, () => runs.rest(bounds)));
    else r = await runs[name](bounds);
    const dbAfter = d.databaseCpuSeconds?.();
    const threadsAfter = threadCpuSeconds();
    if (r.timedOut) warn(`creates/${name}: time limit hit after ${r.done} of ${settings.creates}`);
    const perCreate = (before: number | undefined, after: number | undefined) =>
      before !== undefined && after !== undefined ? ((after - before) * 1e6) / r.done : undefined;
    // The REST client's worker reports its own thread's CPU; the rest of "other threads" is V8's and libuv's helpers.
    const client = r.cpuSeconds === undefined ? undefined : (r.cpuSeconds * 1e6) / r.done;
    results[name] = {
      ...r,
      cpuMicros:
        threadsBefore && threadsAfter
          ? {
              database: perCreate(dbBefore, dbAfter),
              main: perCreate(threadsBefore.main, threadsAfter.main)!,
              client,
              others: perCreate(threadsBefore.others, threadsAfter.others)! - (client ?? 0),
            }
          : undefined,
    };
  }
  return {
    rest: results.rest,
    baselines: Object.fromEntries(names.filter((n) => n !== 'rest').map((name) => [name, results[name]])),
    statementsPerCreate: statements.length / 10,
    profile,
  };
}

export function reportCreates(d: Deployment, cr: CreatesResult): void {
  const label = (name: string) =>
    name === 'rest'
      ? 'REST (HTTP keep-alive, client on a worker thread)'
      : name === RECORD_LAYER
        ? 'record layer in-process: body validation + the one INSERT + response record (no HTTP, no OpenAPI validator, no auth)'
        : d.baselines.find((b) => b.name === name)!.label;
  const ref = d.baselines[0].name;
  const withCpu = cr.rest.cpuMicros !== undefined;
  const withDb = cr.rest.cpuMicros?.database !== undefined;
  const cpu = (x: number | undefined) => (x === undefined ? '' : int(x));
  print(
    `**1. Creates** — ${int(settings.creates)} people, ${settings.concurrency} requests in flight (REST: ${cr.statementsPerCreate} statement per create, ` +
      'no BEGIN/COMMIT; the API key comes from the per-process cache).',
  );
  print();
  if (withCpu) {
    print(
      'CPU per create from /proc (10 ms ticks): the main thread runs the service and the baselines\' clients; the REST client thread is the load ' +
        'worker; helper threads are V8\'s (concurrent GC, compiler) and libuv\'s pool' + (withDb ? '; PostgreSQL = the server\'s processes.' : '.'),
    );
    print();
  }
  const row = (name: string, t: Phase) => [
    label(name),
    int(t.done),
    int(t.perSecond),
    ms(t.latency.p50),
    ms(t.latency.p95),
    ...(withCpu ? [cpu(t.cpuMicros?.main), cpu(t.cpuMicros?.client), cpu(t.cpuMicros?.others)] : []),
    ...(withDb ? [cpu(t.cpuMicros?.database)] : []),
    name === ref ? '1.00x' : `${ref} ÷ this = ${times(cr.baselines[ref].perSecond / t.perSecond)} (${((100 * t.perSecond) / cr.baselines[ref].perSecond).toFixed(0)}%)`,
  ];
  print(
    table(
      [
        'creates',
        'done',
        'creates/s',
        'p50 ms',
        'p95 ms',
        ...(withCpu ? ['CPU µs/create: main thread', 'REST client thread', 'helper threads'] : []),
        ...(withDb ? ['PostgreSQL'] : []),
        'throughput ratio',
      ],
      [row('rest', cr.rest), ...Object.entries(cr.baselines).map(([name, t]) => row(name, t))],
    ),
  );
  print();

  if (cr.profile) {
    const p = cr.profile;
    const perCreate = (share: number) => (share * p.wallMs * 1000) / cr.rest.done;
    print(
      `CPU profile of the service's thread during the REST creates (${p.file}; the client runs on its own thread): ` +
        'each sample counted once, for the innermost layer on its stack (native code such as JSON.parse or a socket write counts for its caller).',
    );
    print();
    print(
      table(
        ['layer', 'share of the thread', 'µs per create'],
        LAYERS.filter((layer) => layer !== 'client (load generator)' || p.layers.find((x) => x.layer === layer)!.share > 0).map((layer) => {
          const share = p.layers.find((x) => x.layer === layer)!.share;
          return [layer, `${(share * 100).toFixed(1)}%`, int(perCreate(share))];
        }),
      ),
    );
    print();
  }
}
