// Spec-driven fuzzing of the REST and GraphQL interfaces (test/fuzz/): starts its own server in
// this process (in-memory PGlite unless told otherwise), sends generated valid and mutated
// requests, prints the counts per operation and status and every violation; exit 1 on any.
//
//   npm run fuzz -- --requests 20000 --seed 1 [--database memory|postgresql://...] [--timeout-ms 10000] [--graphql-share 0.12] [--strict] [--trace-refused-valid]
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config/config.ts';
import { startServer } from '../src/server.ts';
import { runFuzz } from '../test/fuzz/runner.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '20000' },
    seed: { type: 'string', default: '1' },
    database: { type: 'string', default: 'memory' },
    'timeout-ms': { type: 'string', default: '10000' },
    'graphql-share': { type: 'string', default: '0.12' },
    'max-violations': { type: 'string', default: '200' },
    quiet: { type: 'boolean', default: false },
    // Known issues (test/fuzz/known-issues.ts) fail the run too.
    strict: { type: 'boolean', default: false },
    // Prints every request generated valid that the service refused (to tune the generator).
    'trace-refused-valid': { type: 'boolean', default: false },
  },
  allowPositionals: false,
});

const requests = Number(values.requests);
const seed = Number(values.seed);
if (!Number.isInteger(requests) || requests < 1) throw new Error('--requests must be a positive integer');
if (!Number.isInteger(seed)) throw new Error('--seed must be an integer');
const database = values.database === 'memory' ? 'memory://' : values.database!;

const apiKey = `fuzz_${randomBytes(16).toString('hex')}`;
const started = performance.now();
const server = await startServer(
  loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    DATABASE_URL: database,
    CRM_BOOTSTRAP_API_KEY: apiKey,
    // The fuzzer is one client sending as fast as it can: no rate limit may refuse it (a 429 is
    // still a valid answer). Unknown variables are ignored by the service.
    RATE_LIMIT_BURST: '100000000',
    RATE_LIMIT_PER_SECOND: '100000000',
    // The run's webhooks deliver to a sink on loopback (test/fuzz/webhook-sink.ts).
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  }),
);
console.log(`fuzz: server on ${server.url} (${database === 'memory://' ? 'in-memory PGlite' : 'PostgreSQL'}), started in ${((performance.now() - started) / 1000).toFixed(1)} s; seed ${seed}, ${requests} requests`);

let exitCode = 0;
try {
  const stats = await runFuzz({
    baseUrl: server.url,
    apiKey,
    seed,
    requests,
    timeoutMs: Number(values['timeout-ms']),
    graphqlShare: Number(values['graphql-share']),
    progressEvery: values.quiet ? 0 : 1000,
    log: (line) => console.log(line),
    trace: values['trace-refused-valid']
      ? ({ index, operation, variant, response }) => {
          if (variant === 'valid' && response && response.status >= 400) console.log(`refused valid #${index} ${operation} -> ${response.status} ${response.text.slice(0, 300)}`);
        }
      : undefined,
  });
  console.log(stats.table());
  console.log(`where the time went (answer times):\n${stats.slowest(12)}`);
  if (stats.knownCount) {
    console.log(`\nknown issues (owned elsewhere, test/fuzz/known-issues.ts):\n${stats.formatKnown()}`);
    if (values.strict) exitCode = 1;
  }
  if (stats.violations.length) {
    console.log(`\n${stats.violations.length} violation(s):`);
    console.log(stats.formatViolations(Number(values['max-violations'])));
    exitCode = 1;
  }
  console.log(`\n${stats.summaryLine()}`);
} finally {
  await server.close();
}
process.exit(exitCode);
