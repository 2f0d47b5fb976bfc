// Spec-driven fuzzing in `npm test`: a fixed seed, a few thousand generated requests (valid and
// mutated, REST from the served OpenAPI document with a pipeline, GraphQL from the SDL), and no
// violation allowed: no 5xx or hang, every error in the documented body, every answer as the
// document says, every write reading back what was written (test/fuzz/runner.ts).
// The long run is `npm run fuzz -- --requests 20000 --seed N`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { runFuzz } from './runner.ts';

const SEED = 20260101;
// ~50-60 s alone on PGlite; the time limit leaves room for a loaded machine. PostgreSQL runs the
// same walk shorter: the database is the difference, not the generator. FUZZ_REQUESTS sets
// another size (npm run test:quick runs 300).
const REQUESTS = fuzzRequests(process.env.FUZZ_REQUESTS, testDatabaseKind() === 'postgres' ? 500 : 2500);

function fuzzRequests(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^[1-9]\d*$/.test(value)) throw new Error(`FUZZ_REQUESTS must be a positive whole number, got "${value}"`);
  return Number(value);
}

let app: TestServer;

beforeAll(async () => {
  app = await startTestServer({
    // One client sending as fast as it can: no rate limit may refuse it (429 stays a valid answer).
    RATE_LIMIT_BURST: '100000000',
    RATE_LIMIT_PER_SECOND: '100000000',
    // The run's webhooks deliver to a sink on loopback (test/fuzz/webhook-sink.ts).
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
  });
});
afterAll(() => app?.close());

describe('fuzzing', () => {
  it(`${REQUESTS} generated requests, seed ${SEED}: no violation`, { timeout: 600_000 }, async () => {
    const stats = await runFuzz({ baseUrl: app.baseUrl, apiKey: app.apiKey, seed: SEED, requests: REQUESTS });
    console.log(stats.summaryLine());
    if (stats.knownCount) console.log(`known issues (test/fuzz/known-issues.ts):\n${stats.formatKnown()}`);
    expect(stats.requests).toBe(REQUESTS);
    // Most generated writes reached the record layer and were read back.
    expect(stats.consistency.checked).toBeGreaterThan(REQUESTS / 10);
    expect(stats.violations, `\n${stats.formatViolations(30)}\n${stats.summaryLine()}`).toEqual([]);
  });
});
