// Webhook registrations and their delivery log (REST /rest/webhooks, /rest/webhookDeliveries).
// Lists go through the record layer's list (the query language, cursors, totalCount) over the
// objects of webhook-objects.ts; writes are plain statements here. A target must be http(s) and
// must not resolve to a private address (unless WEBHOOK_ALLOW_PRIVATE_TARGETS): checked here at
// registration and again at every delivery (src/outbound/http-request.ts), against DNS rebinding.
import type { SqlExecutor } from '../db/sql-executor.ts';
import { AppError, notFound, validationFailed } from '../errors/app-error.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { clock, isoAt } from '../lib/clock.ts';
import { newRecordId } from '../lib/record-id.ts';
import { rowToRecord, type ApiRecord } from '../records/codec/row-to-record.ts';
import { checkId, type ListInput, type RecordPage, type RecordService } from '../records/record-service.ts';
import type { MetadataRegistry } from '../metadata/registry.ts';
import { canonicalPattern, patternProblem } from '../events/event-names.ts';
import { WEBHOOK_DELIVERY_JOB } from './outbox-hook.ts';
import { storedTextProblem } from '../lib/stored-text.ts';
import { resolveTarget, targetUrlProblem } from '../outbound/target-address.ts';
import { webhookDeliveryObject, webhookObject } from './webhook-objects.ts';

export interface WebhookInput {
  targetUrl?: string;
  operations?: string[];
  description?: string | null;
  secret?: string | null;
}

export interface DeliveryAttempt {
  attempt: number;
  attemptedAt: string;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  responseSnippet: string | null;
}

/** Patterns as stored: `people.created` as `person.created` (checked by `check` before). */
const storedOperations = (operations: string[] | undefined) => operations?.map(canonicalPattern);

export class WebhookService {
  constructor(
    private readonly sql: SqlExecutor,
    private readonly records: RecordService,
    private readonly jobs: JobQueue,
    private readonly allowPrivateTargets: boolean,
    /** Pipelines are event objects too: their names are valid in patterns. */
    private readonly registry: MetadataRegistry,
  ) {}

  list(input: ListInput): Promise<RecordPage> {
    return this.records.list(webhookObject, { ...input, depth: 0 });
  }

  get(id: string): Promise<ApiRecord> {
    return this.records.get(webhookObject, id, 0);
  }

  async create(input: WebhookInput): Promise<ApiRecord> {
    await this.check(input, 'create');
    const rows = await this.sql.query({
      text: `INSERT INTO "webhook" ("id", "target_url", "operations", "description", "secret") VALUES ($1::uuid, $2::text, $3::text[], $4::text, $5::text) RETURNING *`,
      values: [newRecordId(), input.targetUrl, storedOperations(input.operations), input.description ?? null, input.secret ?? null],
    });
    return rowToRecord(webhookObject, rows[0]);
  }

  async update(id: string, input: WebhookInput): Promise<ApiRecord> {
    const webhookId = checkId(id);
    await this.check(input, 'update');
    const sets: string[] = [];
    const values: unknown[] = [webhookId];
    const set = (column: string, value: unknown, cast: string) => {
      values.push(value);
      sets.push(`"${column}" = $${values.length}::${cast}`);
    };
    if (input.targetUrl !== undefined) set('target_url', input.targetUrl, 'text');
    if (input.operations !== undefined) set('operations', storedOperations(input.operations), 'text[]');
    if (input.description !== undefined) set('description', input.description, 'text');
    if (input.secret !== undefined) set('secret', input.secret, 'text');
    if (sets.length === 0) return this.get(webhookId);
    const rows = await this.sql.query({
      text: `UPDATE "webhook" SET ${sets.join(', ')}, "updated_at" = now() WHERE "id" = $1::uuid RETURNING *`,
      values,
    });
    if (rows.length === 0) throw notFound(`no webhook with id ${webhookId}`);
    return rowToRecord(webhookObject, rows[0]);
  }

  /** Removes the webhook with its delivery log; its pending deliveries are not sent. */
  async delete(id: string): Promise<{ id: string }> {
    const webhookId = checkId(id);
    const rows = await this.sql.query({ text: `DELETE FROM "webhook" WHERE "id" = $1::uuid RETURNING "id"`, values: [webhookId] });
    if (rows.length === 0) throw notFound(`no webhook with id ${webhookId}`);
    return { id: webhookId };
  }

  async listDeliveries(input: ListInput): Promise<RecordPage> {
    const page = await this.records.list(webhookDeliveryObject, { ...input, depth: 0 });
    await this.withAttempts(page.records);
    return page;
  }

  async getDelivery(id: string): Promise<ApiRecord> {
    const delivery = await this.records.get(webhookDeliveryObject, id, 0);
    await this.withAttempts([delivery]);
    return delivery;
  }

  /**
   * Delivers again now, whatever the delivery's state: one more attempt (a FAILED or SUCCEEDED
   * delivery gets exactly one; a PENDING one skips the rest of its backoff). Refused with 409
   * while an attempt is in flight.
   */
  async retryDelivery(id: string): Promise<ApiRecord> {
    const deliveryId = checkId(id);
    const now = clock.now();
    await this.sql.transaction(async (tx) => {
      const [delivery] = await tx.query<{ id: string }>({
        text: `SELECT "id" FROM "webhook_delivery" WHERE "id" = $1::uuid FOR UPDATE`,
        values: [deliveryId],
      });
      if (!delivery) throw notFound(`no webhook delivery with id ${deliveryId}`);
      const jobs = await tx.query<{ running: boolean }>({
        text: `DELETE FROM "job" WHERE "kind" = $1 AND "payload"->>'deliveryId' = $2 RETURNING ("locked_until" IS NOT NULL AND "locked_until" > $3::timestamptz) AS "running"`,
        values: [WEBHOOK_DELIVERY_JOB, deliveryId, isoAt(now)],
      });
      if (jobs.some((job) => job.running)) throw new AppError(409, 'CONFLICT', [`webhook delivery ${deliveryId} is being attempted right now; retry when it is done`]);
      await tx.execute({
        text: `UPDATE "webhook_delivery" SET "status" = 'PENDING', "next_attempt_at" = $2::timestamptz, "updated_at" = now() WHERE "id" = $1::uuid`,
        values: [deliveryId, isoAt(now)],
      });
      // No ordering key: a replay is asked for by hand and must not wait behind later events.
      await this.jobs.enqueue([{ kind: WEBHOOK_DELIVERY_JOB, payload: { deliveryId }, runAt: now }], now, tx);
    });
    this.jobs.notifyEnqueued();
    return this.getDelivery(deliveryId);
  }

  private async withAttempts(deliveries: ApiRecord[]): Promise<void> {
    if (deliveries.length === 0) return;
    const rows = await this.sql.query<{ delivery_id: string; attempt: number; attempted_at: Date | string; duration_ms: number; status_code: number | null; error: string | null; response_snippet: string | null }>({
      text: `SELECT * FROM "webhook_delivery_attempt" WHERE "delivery_id" = ANY($1::uuid[]) ORDER BY "delivery_id", "attempt"`,
      values: [deliveries.map((d) => d.id)],
    });
    const byDelivery = new Map<string, DeliveryAttempt[]>();
    for (const row of rows) {
      const attempts = byDelivery.get(row.delivery_id) ?? [];
      attempts.push({
        attempt: row.attempt,
        attemptedAt: new Date(row.attempted_at).toISOString(),
        durationMs: row.duration_ms,
        statusCode: row.status_code,
        error: row.error,
        responseSnippet: row.response_snippet,
      });
      byDelivery.set(row.delivery_id, attempts);
    }
    for (const delivery of deliveries) delivery.attemptLog = byDelivery.get(delivery.id as string) ?? [];
  }

  private async check(input: WebhookInput, mode: 'create' | 'update'): Promise<void> {
    const problems: string[] = [];
    // Stored as text: a NUL or an unpaired surrogate would fail or be stored changed (a secret
    // changed that way would sign every delivery with a key the receiver does not have).
    const unstorable = (['targetUrl', 'description', 'secret'] as const).filter((key) => {
      const value = input[key];
      const problem = typeof value === 'string' ? storedTextProblem(value) : undefined;
      if (problem) problems.push(`${key}: ${problem}`);
      return problem !== undefined;
    });
    if (input.targetUrl !== undefined && !unstorable.includes('targetUrl')) {
      const problem = targetUrlProblem(input.targetUrl);
      if (problem) problems.push(problem);
      else {
        try {
          await resolveTarget(new URL(input.targetUrl).hostname, this.allowPrivateTargets);
        } catch (error) {
          problems.push((error as Error).message);
        }
      }
    }
    if (input.operations !== undefined) {
      if (input.operations.length === 0) problems.push('operations: must hold at least one pattern');
      for (const pattern of input.operations) {
        const problem = patternProblem(pattern, this.registry.all().filter((o) => o.isCustom).map((o) => o.nameSingular));
        if (problem) problems.push(problem);
      }
    }
    if (mode === 'create' && (input.targetUrl === undefined || input.operations === undefined)) {
      problems.push('targetUrl and operations are required');
    }
    if (problems.length) throw validationFailed(...problems);
  }
}
