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
import { combineRounds, throughput, type Throughput } from '../lib/measure.ts';
import { cpuProfileDir, settings } from '../lib/options.ts';
import { int, ms, pct, print, progress, table, times } from '../lib/report.ts';
import { INSERT_PERSON, insertValues, newPerson, restBody } from '../lib/seed.ts';
import { capture } from '../lib/statements.ts';

const RECORD_LAYER = 'record-layer';

/** CPU seconds of a series, summed over its rounds (undefined / false: not measurable here). */
interface CpuSums {
  available: boolean;
  main: number;
  others: number;
  client?: number;
  database?: number;
}

const emptyCpu = (): CpuSums => ({ available: true, main: 0, others: 0, client: 0, database: 0 });

/** A measured series; the REST one also says how much CPU its client's thread used. */
type Measured = Throughput & { cpuSeconds?: number };

interface Phase extends Omit<Throughput, 'samples'> {
  /** CPU per create in microseconds, from /proc (Linux): the PostgreSQL server (PostgreSQL deployment only), this process's main thread and its other threads. */
  cpuMicros?: { database?: number; main: number; client?: number; others: number };
}

export interface CreatesResult {
  rest: Phase;
  /** The deployment's baselines, then RECORD_LAYER. */
  baselines: Record<string, Phase>;
  statementsPerCreate: number;
  profile?: ProfileSummary;
  /** Creates done while profiling (the REST series' last round). */
  profiledCreates?: number;
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

  // Interleaved rounds: each round runs every series once, rotating which goes first, so the
  // machine's drift (this VM's speed varies by tens of percent within minutes) hits all alike.
  const rounds = Math.min(settings.createRounds, settings.creates);
  const perRound = Math.ceil(settings.creates / rounds);
  const measured: Record<string, { runs: Measured[]; cpu: CpuSums }> = Object.fromEntries(names.map((name) => [name, { runs: [], cpu: emptyCpu() }]));
  let profile: ProfileSummary | undefined;
  let profiledCreates: number | undefined;
  for (let round = 0; round < rounds; round++) {
    for (const name of [...names.slice(round % names.length), ...names.slice(0, round % names.length)]) {
      progress(`creates: ${name}, round ${round + 1} of ${rounds} (${int(perRound)} at concurrency ${c})`);
      const bounds = { total: perRound, maxMs: settings.createMs / rounds, offset: phase++ * 1_000_000 };
      const dbBefore = d.databaseCpuSeconds?.();
      const threadsBefore = threadCpuSeconds();
      let r: Measured;
      // The profile covers the REST series' last round (the service warmed up by the others).
      if (name === 'rest' && round === rounds - 1) {
        ({ result: r, profile } = await profiled(cpuProfileDir, `${d.key}-rest-creates`, () => runs.rest(bounds)));
        profiledCreates = r.done;
      } else r = await runs[name](bounds);
      const dbAfter = d.databaseCpuSeconds?.();
      const threadsAfter = threadCpuSeconds();
      if (r.timedOut) warn(`creates/${name}, round ${round + 1}: time limit hit after ${r.done} of ${perRound}`);
      const sums = measured[name].cpu;
      measured[name].runs.push(r);
      if (!threadsBefore || !threadsAfter) sums.available = false;
      else {
        sums.main += threadsAfter.main - threadsBefore.main;
        sums.others += threadsAfter.others - threadsBefore.others;
      }
      if (dbBefore === undefined || dbAfter === undefined) sums.database = undefined;
      else if (sums.database !== undefined) sums.database += dbAfter - dbBefore;
      // The REST client's worker reports its own thread's CPU; the rest of "other threads" is V8's and libuv's helpers.
      if (r.cpuSeconds === undefined) sums.client = undefined;
      else if (sums.client !== undefined) sums.client += r.cpuSeconds;
    }
  }

  const results: Record<string, Phase> = {};
  for (const name of names) {
    const { samples: _samples, ...r } = combineRounds(measured[name].runs);
    const sums = measured[name].cpu;
    const perCreate = (seconds: number | undefined) => (seconds === undefined ? undefined : (seconds * 1e6) / r.done);
    const client = name === 'rest' ? perCreate(sums.client) : undefined;
    results[name] = {
      ...r,
      cpuMicros: sums.available
        ? { database: perCreate(sums.database), main: perCreate(sums.main)!, client, others: perCreate(sums.others)! - (client ?? 0) }
        : undefined,
    };
  }
  return {
    rest: results.rest,
    baselines: Object.fromEntries(names.filter((n) => n !== 'rest').map((name) => [name, results[name]])),
    statementsPerCreate: statements.length / 10,
    profile,
    profiledCreates,
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
    `**1. Creates** — ${int(settings.creates)} people per series, ${settings.concurrency} requests in flight, in ${settings.createRounds} interleaved rounds ` +
      `(REST: ${cr.statementsPerCreate} statements per create: concurrent creates share an INSERT, no BEGIN/COMMIT; the API key comes from the per-process cache).`,
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
    const perCreate = (share: number) => (share * p.wallMs * 1000) / (cr.profiledCreates ?? cr.rest.done);
    print(
      `CPU profile of the service's thread during the last round of the REST creates (${int(cr.profiledCreates ?? cr.rest.done)} creates, ${p.file}; the client runs on its own thread): ` +
        'each sample counted once, for the innermost layer on its stack (native code such as JSON.parse or a socket write counts for its caller).',
    );
    print();
    print(
      table(
        ['layer', 'share of the thread', 'µs per create'],
        LAYERS.filter((layer) => layer !== 'client (load generator)' || p.layers.find((x) => x.layer === layer)!.share > 0).map((layer) => {
          const share = p.layers.find((x) => x.layer === layer)!.share;
          return [layer, pct(share), int(perCreate(share))];
        }),
      ),
    );
    print();
  }
}
