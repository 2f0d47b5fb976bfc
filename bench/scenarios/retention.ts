// Scenario: retention (issue 27, point 7). 1,000,000 webhook deliveries (40 days old, SUCCEEDED,
// each with one attempt) are written straight into the tables of a webhook; then the service's
// own prune job (`webhooks.prune`, enqueued due now and run by the server's worker, 1,000 rows a
// statement) deletes them while single REST creates run from the load thread (a few in flight).
// The creates' latency during the prune (blocks of 100 until the job's row is gone; nothing else
// polls the database meanwhile) against 1,000 alone before and 1,000 after, past a warm-up: the
// target is p50 within 1.2x. PostgreSQL only (writing a million rows into PGlite is not a deployment
// anyone runs).
import type { Deployment } from '../lib/deployments.ts';
import { CreateLoadWorker } from '../lib/create-load.ts';
import { summarize, type Summary } from '../lib/measure.ts';
import { quick } from '../lib/options.ts';
import { int, ms, print, progress, table, times } from '../lib/report.ts';
import { clock } from '../../src/lib/clock.ts';
import { PRUNE_DELIVERIES_JOB } from '../../src/webhooks/prune-deliveries.ts';

export interface RetentionResult {
  rows: number;
  pruneSeconds: number;
  idle: Summary;
  during: Summary;
  concurrency: number;
}

const CONCURRENCY = 4;
/** Creates alone before the prune, and again after it. */
const ALONE = 1_000;

export async function runRetention(d: Deployment, warn: (text: string) => void): Promise<RetentionResult | undefined> {
  if (d.key !== 'postgres') return undefined;
  const rows = quick ? 100_000 : 1_000_000;
  const target = { baseUrl: d.baseUrl, apiKey: d.apiKey };
  const ref = d.baselines[0];
  progress(`retention: writing ${int(rows)} deliveries 40 days old, with their attempts`);
  const [webhook] = await ref.query(
    `INSERT INTO "webhook" ("id", "target_url", "operations", "secret") VALUES (gen_random_uuid(), 'http://127.0.0.1:9/retention', ARRAY['note.deleted'], 'bench') RETURNING "id"`,
    [],
  );
  for (let done = 0; done < rows; done += 100_000) {
    await d.exec(`WITH "d" AS (
        INSERT INTO "webhook_delivery" ("webhook_id", "event_name", "object_name", "record_id", "record", "event_date", "status", "attempts", "created_at", "updated_at")
        SELECT '${String(webhook.id)}', 'person.created', 'person', gen_random_uuid(), '{"id": "x", "name": {"firstName": "Old"}}'::jsonb,
          now() - interval '40 days', 'SUCCEEDED', 1, now() - interval '40 days' + g * interval '1 ms', now() - interval '40 days'
        FROM generate_series(1, ${Math.min(100_000, rows - done)}) AS g RETURNING "id", "created_at")
      INSERT INTO "webhook_delivery_attempt" ("delivery_id", "attempt", "attempted_at", "duration_ms", "status_code") SELECT "id", 1, "created_at", 12, 200 FROM "d"`);
  }
  await d.exec('ANALYZE "webhook_delivery", "webhook_delivery_attempt"');
  const companyIds = (await ref.query('SELECT id FROM company ORDER BY created_at, id LIMIT 100', [])).map((r) => String(r.id));
  const load = await CreateLoadWorker.start({ target, companyIds });
  let offset = 9_000_000;
  const creates = async (total: number) => {
    const result = await load.run({ total, concurrency: CONCURRENCY, maxMs: 120_000, offset });
    offset += total;
    return result.samples;
  };
  try {
    progress('retention: warm-up, then creates alone');
    await creates(300);
    const idle = await creates(ALONE);
    progress(`retention: the prune job runs; creates beside it`);
    const started = performance.now();
    await d.server.services.jobs.enqueue([{ kind: PRUNE_DELIVERIES_JOB, payload: {} }], clock.now());
    d.server.services.jobs.notifyEnqueued();
    const during: number[] = [];
    // The prune job's own row (the schedule's row has a dedupe key): gone when it finished.
    const pruning = async () =>
      (await ref.query(`SELECT 1 FROM "job" WHERE "kind" = $1 AND "dedupe_key" IS NULL LIMIT 1`, [PRUNE_DELIVERIES_JOB])).length > 0;
    while ((await pruning()) && performance.now() - started < 600_000) {
      during.push(...(await creates(100)));
      progress(`retention: ${int(during.length)} creates beside the prune`);
    }
    const remaining = Number((await ref.query(`SELECT count(*)::int AS n FROM "webhook_delivery" WHERE "webhook_id" = $1`, [webhook.id]))[0].n);
    const pruneSeconds = (performance.now() - started) / 1000;
    if (remaining > 0) warn(`retention: ${int(remaining)} deliveries left when the prune job ended`);
    const after = await creates(ALONE);
    return { rows, pruneSeconds, idle: summarize([...idle, ...after]), during: summarize(during), concurrency: CONCURRENCY };
  } finally {
    await load.close();
  }
}

export function reportRetention(r: RetentionResult): void {
  print(
    `**Retention** — ${int(r.rows)} webhook deliveries 40 days old (each with one attempt) pruned by the service's own \`webhooks.prune\` job ` +
      `(1,000 per statement, attempts by ON DELETE CASCADE) in ${r.pruneSeconds.toFixed(1)} s (${int(r.rows / r.pruneSeconds)} deliveries/s), ` +
      `while single \`POST /rest/people\` ran from the load thread, ${r.concurrency} in flight; the same creates alone before and after.`,
  );
  print();
  print(
    table(
      ['creates', 'n', 'p50 ms', 'p95 ms'],
      [
        ['alone (before and after)', int(r.idle.n), ms(r.idle.p50), ms(r.idle.p95)],
        ['during the prune', int(r.during.n), ms(r.during.p50), ms(r.during.p95)],
      ],
    ),
  );
  print();
  print(`During ÷ alone: p50 **${times(r.during.p50 / r.idle.p50)}**, p95 ${times(r.during.p95 / r.idle.p95)} (target p50 <= 1.2x).`);
  print();
}
