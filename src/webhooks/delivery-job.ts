// The job that delivers one webhook delivery row (written by the outbox hook): renders the
// payload, signs it, POSTs it, and records the attempt. A 2xx ends it (SUCCEEDED); anything
// else is retried with exponential backoff and jitter until `maxAttempts`, then FAILED. The
// attempt's log row and the delivery's new state are written by one statement. Deliveries run
// concurrently read their rows and write their attempts through batchers (lib/batcher.ts): one
// read and one write per batch of deliveries, not per delivery.
//
// Payload (DESIGN.md): {eventName, eventDate, webhookId, workspaceId, objectMetadata:{id,
// nameSingular}, record, updatedFields?}. Headers: X-Webhook-Delivery (the delivery id, the same
// on every attempt) and, when the webhook has a secret, X-Twenty-Webhook-Timestamp (ms),
// X-Twenty-Webhook-Nonce and X-Twenty-Webhook-Signature = hex HMAC-SHA256(secret,
// `${timestamp}:${body}`). docs/WEBHOOKS.md shows a receiver's check.
import { createHmac, randomUUID } from 'node:crypto';
import type { SqlExecutor } from '../db/sql-executor.ts';
import type { JobHandler } from '../jobs/worker.ts';
import { Batcher, togetherOrAlone, type Settled } from '../lib/batcher.ts';
import { clock, isoAt } from '../lib/clock.ts';
import type { MetadataRegistry } from '../metadata/registry.ts';
import { rowToRecord } from '../records/codec/row-to-record.ts';
import { changedFields } from '../records/write/write-statement.ts';
import { postWebhook } from './post-webhook.ts';

export interface DeliverySettings {
  timeoutMs: number;
  maxAttempts: number;
  /** Delay before the second attempt; each later one waits 3x longer (±20% jitter). */
  retryBaseMs: number;
  allowPrivateTargets: boolean;
}

interface DeliveryRow {
  id: string;
  webhook_id: string;
  event_name: string;
  object_name: string;
  record: Record<string, unknown>;
  before: Record<string, unknown> | null;
  updated_fields: string[] | null;
  event_date: string | Date;
  status: string;
  attempts: number;
  target_url: string;
  secret: string | null;
}

/** Delay after failed attempt number `attempt` (1-based): base × 3^(attempt-1), ±20%. */
export function retryDelayMs(attempt: number, baseMs: number, random = Math.random): number {
  return Math.round(baseMs * 3 ** (attempt - 1) * (0.8 + 0.4 * random()));
}

export function signature(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}:${body}`).digest('hex');
}

/** An attempt's log row and its delivery's new state. */
interface AttemptRecord {
  delivery_id: string;
  attempt: number;
  attempted_at: string;
  duration_ms: number;
  status_code: number | null;
  error: string | null;
  response_snippet: string | null;
  status: 'SUCCEEDED' | 'FAILED' | 'PENDING';
  next_attempt_at: string | null;
  updated_at: string;
}

const BATCH = { maxItems: 200, maxInFlight: 2 };

export function webhookDeliveryHandler(deps: {
  sql: SqlExecutor;
  registry: MetadataRegistry;
  workspaceId: string;
  settings: DeliverySettings;
  /** Told the status each attempt left its delivery in (the metrics). */
  onAttempt?: (status: 'SUCCEEDED' | 'FAILED' | 'PENDING') => void;
}): JobHandler {
  const { sql, registry, workspaceId, settings } = deps;
  const deliveries = new Batcher<string, DeliveryRow | undefined>((ids) => readDeliveries(sql, ids), BATCH);
  // If one delivery's record fails (deleted with its webhook meanwhile), the others are written alone.
  const attempts = new Batcher<AttemptRecord, void>(
    togetherOrAlone(async (records) => {
      await writeAttempts(sql, records);
      return records.map(() => undefined);
    }),
    BATCH,
  );
  return async (job) => {
    const delivery = await deliveries.add(String(job.payload.deliveryId));
    // Gone with its webhook, or already finished (a job run twice after a lost lease).
    if (!delivery || delivery.status !== 'PENDING') return { done: true };

    const object = registry.get(delivery.object_name);
    const record = rowToRecord(object, delivery.record);
    const action = delivery.event_name.slice(delivery.event_name.indexOf('.') + 1);
    // A plain update names its fields; an update by a delete rule (SET NULL) is compared.
    const updatedFields =
      action !== 'updated'
        ? undefined
        : delivery.updated_fields?.length || !delivery.before
          ? (delivery.updated_fields ?? [])
          : changedFields(object, rowToRecord(object, delivery.before), record);
    const body = JSON.stringify({
      eventName: delivery.event_name,
      eventDate: new Date(delivery.event_date).toISOString(),
      webhookId: delivery.webhook_id,
      workspaceId,
      objectMetadata: { id: object.id, nameSingular: object.nameSingular },
      record,
      ...(updatedFields ? { updatedFields } : {}),
    });
    const headers: Record<string, string> = { 'x-webhook-delivery': delivery.id, 'user-agent': 'workspace-crm-webhooks' };
    if (delivery.secret) {
      const timestamp = String(clock.now());
      headers['x-twenty-webhook-timestamp'] = timestamp;
      headers['x-twenty-webhook-nonce'] = randomUUID();
      headers['x-twenty-webhook-signature'] = signature(delivery.secret, timestamp, body);
    }
    const attemptedAt = clock.now();
    const result = await postWebhook({ url: delivery.target_url, body, headers, timeoutMs: settings.timeoutMs, allowPrivateTargets: settings.allowPrivateTargets });
    const attempt = delivery.attempts + 1;
    const finished = result.ok || attempt >= settings.maxAttempts;
    const nextAttemptAt = finished ? null : clock.now() + retryDelayMs(attempt, settings.retryBaseMs);
    const error = result.ok ? null : (result.error ?? `HTTP ${result.status}`);
    await attempts.add({
      delivery_id: delivery.id,
      attempt,
      attempted_at: isoAt(attemptedAt),
      duration_ms: Math.round(result.durationMs),
      status_code: result.status ?? null,
      error,
      response_snippet: result.responseSnippet ?? null,
      status: result.ok ? 'SUCCEEDED' : finished ? 'FAILED' : 'PENDING',
      next_attempt_at: nextAttemptAt === null ? null : isoAt(nextAttemptAt),
      updated_at: isoAt(clock.now()),
    });
    deps.onAttempt?.(result.ok ? 'SUCCEEDED' : finished ? 'FAILED' : 'PENDING');
    return nextAttemptAt === null ? { done: true } : { retryAt: nextAttemptAt, error: error ?? 'not delivered' };
  };
}

/** The delivery rows (with their webhook's target and secret) of `ids`; undefined where gone. */
async function readDeliveries(sql: SqlExecutor, ids: string[]): Promise<Array<Settled<DeliveryRow | undefined>>> {
  const rows = await sql.query<DeliveryRow & Record<string, unknown>>({
    text: `SELECT "d".*, "h"."target_url", "h"."secret" FROM "webhook_delivery" AS "d" JOIN "webhook" AS "h" ON "h"."id" = "d"."webhook_id" WHERE "d"."id" = ANY($1::uuid[])`,
    values: [ids],
    prepare: true,
  });
  const byId = new Map(rows.map((row) => [String(row.id).toLowerCase(), row]));
  return ids.map((id) => ({ ok: true, value: byId.get(id.toLowerCase()) }));
}

async function writeAttempts(sql: SqlExecutor, records: AttemptRecord[]): Promise<void> {
  await sql.query({
    text: `WITH "a" AS (
        SELECT * FROM jsonb_to_recordset($1::jsonb) AS "a"("delivery_id" uuid, "attempt" int, "attempted_at" timestamptz, "duration_ms" int,
          "status_code" int, "error" text, "response_snippet" text, "status" text, "next_attempt_at" timestamptz, "updated_at" timestamptz)),
      "logged" AS (
        INSERT INTO "webhook_delivery_attempt" ("delivery_id", "attempt", "attempted_at", "duration_ms", "status_code", "error", "response_snippet")
        SELECT "delivery_id", "attempt", "attempted_at", "duration_ms", "status_code", "error", "response_snippet" FROM "a")
      UPDATE "webhook_delivery" AS "d" SET "status" = "a"."status", "attempts" = "a"."attempt", "last_status_code" = "a"."status_code",
        "last_error" = "a"."error", "next_attempt_at" = "a"."next_attempt_at",
        "delivered_at" = CASE WHEN "a"."status" = 'SUCCEEDED' THEN "a"."attempted_at" ELSE "d"."delivered_at" END, "updated_at" = "a"."updated_at"
      FROM "a" WHERE "d"."id" = "a"."delivery_id"`,
    values: [JSON.stringify(records)],
    prepare: true,
  });
}
