// Command-line flags (usage at the top of run.ts) and BENCH_* environment overrides, read once
// at start-up.
//
// Environment overrides: BENCH_PEOPLE, BENCH_COMPANIES, BENCH_CREATES, BENCH_CONCURRENCY,
// BENCH_CREATE_ROUNDS, BENCH_ROUNDS (latency rounds per series), BENCH_SERIES_SECONDS (time cap per latency series),
// BENCH_CREATE_SECONDS (time cap per create series), BENCH_EXTRAS_OPPORTUNITIES; the scale-out scenario's BENCH_SCALE_ROUND_SECONDS,
// BENCH_SCALE_REPEATS and BENCH_SCALE_PAIRS.

const args = process.argv.slice(2);
const flag = (name: string) => args.find((a) => a === `--${name}` || a.startsWith(`--${name}=`));
const flagValue = (name: string) => flag(name)?.split('=').slice(1).join('=') || undefined;

export const quick = Boolean(flag('quick'));
/** --pgbouncer: the API processes of the PostgreSQL deployment (scale-out) go through a PgBouncer in transaction mode. */
export const throughPgBouncer = Boolean(flag('pgbouncer'));

function envInt(name: string, fallback: number, min = 1): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

export const settings = {
  people: envInt('BENCH_PEOPLE', quick ? 10_000 : 100_000),
  companies: envInt('BENCH_COMPANIES', quick ? 1_000 : 10_000),
  creates: envInt('BENCH_CREATES', quick ? 3_000 : 10_000),
  /** The create series run in this many interleaved rounds (each round runs every variant once). */
  createRounds: envInt('BENCH_CREATE_ROUNDS', quick ? 3 : 5),
  concurrency: envInt('BENCH_CONCURRENCY', 8),
  /** Rounds per interleaved latency series (each round runs every variant once). */
  rounds: envInt('BENCH_ROUNDS', quick ? 30 : 150),
  /** Time cap of one interleaved latency series. */
  seriesMs: envInt('BENCH_SERIES_SECONDS', quick ? 4 : 15) * 1000,
  /** Time cap of one create series (all its rounds). */
  createMs: envInt('BENCH_CREATE_SECONDS', quick ? 15 : 40) * 1000,
  /** Profiling pass of the depth comparison: requests per depth, and its time cap. */
  profileCount: quick ? 5 : 10,
  profileMs: quick ? 2_000 : 3_000,
  warmUpCount: quick ? 5 : 10,
  warmUpMs: quick ? 1_500 : 2_500,
  /** Scale-out scenario: the time of one round of creates (the rounds are bounded by time, not count). */
  scaleRoundMs: envInt('BENCH_SCALE_ROUND_SECONDS', quick ? 2 : 10) * 1000,
  /** Scale-out scenario: rounds per process count (1, 2, 3), and pairs of shared-limit rounds (on, off). */
  scaleRepeats: envInt('BENCH_SCALE_REPEATS', quick ? 1 : 3),
  scalePairs: envInt('BENCH_SCALE_PAIRS', quick ? 3 : 5),
  /** The extras scenario tops the opportunities up to this many before it measures (issue 29: 100,000). */
  extrasOpportunities: envInt('BENCH_EXTRAS_OPPORTUNITIES', quick ? 10_000 : 100_000),
  pageSize: 60,
  city: 'Berlin',
};

export const only = flagValue('only');

/** The scenarios to run (`--scenarios=webhooks,search`); all by default. */
export const SCENARIOS = ['creates', 'lists', 'webhooks', 'search', 'bulk', 'pipelines', 'workflows', 'inbox', 'sequences', 'retention', 'scale-out', 'metadata', 'email', 'extras', 'graphql'] as const;
export type Scenario = (typeof SCENARIOS)[number];
const picked = flagValue('scenarios')?.split(',').map((s) => s.trim()).filter(Boolean);
for (const name of picked ?? []) if (!(SCENARIOS as readonly string[]).includes(name)) throw new Error(`--scenarios: unknown scenario "${name}" (known: ${SCENARIOS.join(', ')})`);
export const runs = (scenario: Scenario) => !picked || picked.includes(scenario);
/** Email needs no database: `--scenarios=email` alone starts no deployment. */
export const needsDeployments = !picked || picked.some((name) => name !== 'email');
if (only && only !== 'postgres' && only !== 'pglite') throw new Error(`--only must be postgres or pglite, got "${only}"`);
export const jsonPath = flagValue('json');
export const cpuProfileDir = flagValue('cpu-profile');
