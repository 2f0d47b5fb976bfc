// The service's Prometheus metrics (issue 27), in the text format of prom-client: what a team
// running it watches on a dashboard. One registry per process (not prom-client's global one:
// the tests start several servers in one process). No label takes an unbounded value: HTTP
// operations are the OpenAPI document's operationIds or a fixed name per page, GraphQL
// operations the schema's root fields, job kinds the queue's (the engines'), statuses and
// outcomes fixed sets. Gauges of the database and the queue are read when scraped.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** The state of the queue, per job kind, at a scrape. */
export interface QueueKindState {
  kind: string;
  /** Jobs whose time has come (running ones included). */
  due: number;
  /** Seconds since the oldest due job not being run was due; null when there is none. */
  oldestDueSeconds: number | null;
}

export interface MetricsSources {
  /** Connections of the database pool; undefined on embedded PGlite (one in-process connection). */
  connections(): { total: number; idle: number; waiting: number } | undefined;
  queue(): Promise<QueueKindState[]>;
  registryVersion(): number;
}

export class Metrics {
  readonly registry = new Registry();
  readonly httpRequests = new Counter({
    name: 'crm_http_requests_total',
    help: 'HTTP requests answered, by operation (OpenAPI operationId, or the page), method and status code.',
    labelNames: ['operation', 'method', 'status'] as const,
    registers: [this.registry],
  });
  readonly httpDuration = new Histogram({
    name: 'crm_http_request_duration_seconds',
    help: 'Time from a request to the end of its response, by operation and method.',
    labelNames: ['operation', 'method'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly graphqlOperations = new Counter({
    name: 'crm_graphql_operations_total',
    help: "GraphQL operations, by their first root field ('invalid' for a document refused before it ran) and result (ok, error).",
    labelNames: ['operation', 'result'] as const,
    registers: [this.registry],
  });
  readonly graphqlSchemaBuild = new Histogram({
    name: 'crm_graphql_schema_build_seconds',
    help: "Time to build the GraphQL record API's schema for a metadata version: at the start, and after each pipeline or field change this process installs.",
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  readonly jobOutcomes = new Counter({
    name: 'crm_job_outcomes_total',
    help: 'Job runs by kind and outcome: done, retry (failed, tried again), wait (not yet), crashed (its handler threw), given_up.',
    labelNames: ['kind', 'outcome'] as const,
    registers: [this.registry],
  });
  readonly webhookDeliveries = new Counter({
    name: 'crm_webhook_delivery_attempts_total',
    help: 'Webhook delivery attempts by the status they left the delivery in: SUCCEEDED, PENDING (to be retried), FAILED (given up).',
    labelNames: ['status'] as const,
    registers: [this.registry],
  });

  constructor(sources: MetricsSources) {
    collectDefaultMetrics({ register: this.registry });
    new Gauge({
      name: 'crm_db_connections',
      help: 'Connections of the database pool by state (in_use, idle) and requests waiting for one (waiting). Absent on embedded PGlite.',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const connections = sources.connections();
        if (!connections) return;
        this.set({ state: 'in_use' }, connections.total - connections.idle);
        this.set({ state: 'idle' }, connections.idle);
        this.set({ state: 'waiting' }, connections.waiting);
      },
    });
    // Both queue gauges come from one query per scrape. Kinds seen once stay (the engines' job
    // kinds: a bounded set).
    const seenKinds = new Set<string>();
    let reading: Promise<QueueKindState[]> | undefined;
    const queue = () => (reading ??= sources.queue().finally(() => setImmediate(() => (reading = undefined))));
    new Gauge({
      name: 'crm_jobs_due',
      help: 'Jobs whose time has come, by kind (running ones included).',
      labelNames: ['kind'] as const,
      registers: [this.registry],
      async collect() {
        const states = await queue();
        for (const state of states) seenKinds.add(state.kind);
        // A kind with nothing due reads 0 (not a missing series: a chart would show a gap).
        for (const kind of seenKinds) this.set({ kind }, states.find((state) => state.kind === kind)?.due ?? 0);
      },
    });
    new Gauge({
      name: 'crm_job_oldest_due_age_seconds',
      help: 'Seconds since the oldest due job of a kind that no worker runs was due: how far behind the workers are.',
      labelNames: ['kind'] as const,
      registers: [this.registry],
      async collect() {
        const states = await queue();
        for (const state of states) seenKinds.add(state.kind);
        for (const kind of seenKinds) this.set({ kind }, states.find((state) => state.kind === kind)?.oldestDueSeconds ?? 0);
      },
    });
    new Gauge({
      name: 'crm_metadata_version',
      help: 'The metadata version (pipelines and custom fields) this process serves.',
      registers: [this.registry],
      collect() {
        this.set(sources.registryVersion());
      },
    });
  }

  /** The metrics in Prometheus' text format, and its content type. */
  async render(): Promise<{ body: string; contentType: string }> {
    return { body: await this.registry.metrics(), contentType: this.registry.contentType };
  }
}
