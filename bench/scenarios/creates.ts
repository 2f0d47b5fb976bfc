// Scenario 1: creates. REST POST /rest/people against the same INSERT through each baseline,
// `settings.concurrency` concurrent clients, plus the API's own statements through the executor.
import { profiled, type ProfileSummary } from '../lib/cpu-profile.ts';
import type { Deployment } from '../lib/deployments.ts';
import { restCreate } from '../lib/http.ts';
import { throughput, type Throughput } from '../lib/measure.ts';
import { cpuProfileDir, settings } from '../lib/options.ts';
import { int, ms, print, progress, table, times } from '../lib/report.ts';
import { INSERT_PERSON, insertValues, newPerson, restBody } from '../lib/seed.ts';
import { capture } from '../lib/statements.ts';

const EXECUTOR_TX = 'executor-tx';

export interface CreatesResult {
  rest: Throughput;
  /** The deployment's baselines, then EXECUTOR_TX. */
  baselines: Record<string, Throughput>;
  statementsPerCreate: number;
  profile?: ProfileSummary;
}

export async function runCreates(d: Deployment, warn: (text: string) => void): Promise<CreatesResult> {
  const companyIds = (await d.baselines[0].query('SELECT id FROM company ORDER BY created_at, id', [])).map((r) => String(r.id));
  progress('creates: warm-up');
  const c = settings.concurrency;
  const createOps: Record<string, (i: number) => Promise<void>> = {
    rest: (i) => restCreate(d, restBody(newPerson(i, companyIds))),
  };
  for (const b of d.baselines) createOps[b.name] = async (i) => void (await b.query(INSERT_PERSON, insertValues(newPerson(i, companyIds))));
  // Not a baseline, a decomposition: the statements the API runs for a create (relation check +
  // INSERT in one transaction), through the executor, without HTTP, auth and validation.
  createOps[EXECUTOR_TX] = async (i) => {
    const p = newPerson(i, companyIds);
    await d.server.database.sql.transaction(async (tx) => {
      if (p.companyId) await tx.query({ text: 'SELECT "id" FROM "company" WHERE "id" = ANY($1::uuid[])', values: [[p.companyId]] });
      await tx.query({ text: INSERT_PERSON, values: insertValues(p) });
    });
  };
  const names = Object.keys(createOps);
  // Distinct index ranges per phase, so every created person is different.
  let phase = 1;
  for (const name of names)
    await throughput(createOps[name], { total: Math.min(200, settings.creates), concurrency: c, maxMs: settings.warmUpMs, offset: phase++ * 1_000_000 });
  const { statements: createStatements } = await capture(d, async () => {
    for (let i = 0; i < 10; i++) await createOps.rest(9_000_000 + i);
  });
  const createResults: Record<string, Throughput> = {};
  let createProfile: ProfileSummary | undefined;
  for (const name of names) {
    progress(`creates: ${name} (${int(settings.creates)} at concurrency ${c})`);
    const measure = () => throughput(createOps[name], { total: settings.creates, concurrency: c, maxMs: settings.createMs, offset: phase++ * 1_000_000 });
    let r: Throughput;
    if (name === 'rest') ({ result: r, profile: createProfile } = await profiled(cpuProfileDir, `${d.key}-rest-creates`, measure));
    else r = await measure();
    if (r.timedOut) warn(`creates/${name}: time limit hit after ${r.done} of ${settings.creates}`);
    createResults[name] = r;
  }
  return {
    rest: createResults.rest,
    baselines: Object.fromEntries([...d.baselines.map((b) => b.name), EXECUTOR_TX].map((name) => [name, createResults[name]])),
    statementsPerCreate: createStatements.length / 10,
    profile: createProfile,
  };
}

export function reportCreates(d: Deployment, cr: CreatesResult): void {
  const label = (name: string) =>
    name === 'rest'
      ? 'REST (HTTP, keep-alive)'
      : name === EXECUTOR_TX
        ? "executor: the API's statements, in a transaction (relation check + INSERT)"
        : d.baselines.find((b) => b.name === name)!.label;
  const ref = d.baselines[0].name;
  print(`**1. Creates** — ${int(settings.creates)} people, ${settings.concurrency} concurrent clients (REST: ${cr.statementsPerCreate} executor statements per create, plus the API-key lookup and BEGIN/COMMIT).`);
  print();
  const createRow = (name: string, t: Throughput) => [
    label(name),
    int(t.done),
    int(t.perSecond),
    ms(t.latency.p50),
    ms(t.latency.p95),
    name === 'rest' ? `${ref} ÷ REST = ${times(cr.baselines[ref].perSecond / t.perSecond)}` : name === ref ? '1.00x' : `${ref} ÷ this = ${times(cr.baselines[ref].perSecond / t.perSecond)}`,
  ];
  print(
    table(
      ['creates', 'done', 'creates/s', 'p50 ms', 'p95 ms', 'throughput ratio'],
      [createRow('rest', cr.rest), ...Object.entries(cr.baselines).map(([name, t]) => createRow(name, t))],
    ),
  );
  print();

  if (cr.profile) {
    print(
      `CPU profile of the REST creates (${cr.profile.file}): main thread idle ${(cr.profile.idle * 100).toFixed(0)}% of the time; ` +
        'share of samples with a frame of … on the stack (client and server share the thread): ' +
        cr.profile.inclusive
          .filter((x) => !x.group.startsWith('node:') && !x.group.startsWith('('))
          .slice(0, 12)
          .map((x) => `${x.group} ${(x.share * 100).toFixed(0)}%`)
          .join(', ') +
        '.',
    );
    print();
  }
}
