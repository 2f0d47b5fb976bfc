// One fuzz run against a running server: set the workspace up (a pipeline, custom fields), read
// the document the server serves (GET /rest/open-api), seed a few records of every object, then
// send `requests` generated requests one at a time (so a seed replays the same run), checking
// every answer (checker.ts), learning the records it creates (id-pool.ts), reading writes back
// (consistency.ts) and re-reading the document after every metadata change.
import { ResponseChecker, parseJson } from './checker.ts';
import { compareWritten } from './consistency.ts';
import { buildHostileGraphQLRequest, buildRootFieldRequest, learnCursors, loadGraphQLSchema, rootFields, type GraphQLContext, type GraphQLRequest } from './graphql-requests.ts';
import { IdPool } from './id-pool.ts';
import { createRng, type Rng } from './prng.ts';
import { buildRestRequest, buildUnknownRouteRequest, type ApiKeys, type RestContext, type RestRequest } from './rest-requests.ts';
import { pathParams, SchemaIndex, type OpenApiDoc, type Operation } from './schema-index.ts';
import { setUpWorkspace } from './setup.ts';
import { FuzzStats, describeRequest } from './stats.ts';
import { createTransport, encodeComponent, RequestTimeout, type RawRequest, type RawResponse, type Transport } from './transport.ts';
import type { GenContext } from './value-generator.ts';
import { WebhookSink } from './webhook-sink.ts';

export interface FuzzOptions {
  baseUrl: string;
  /**
   * An admin key (the run creates pipelines, fields and keys with it). Webhooks deliver to a
   * loopback sink the run starts: give the server WEBHOOK_ALLOW_PRIVATE_TARGETS=true.
   */
  apiKey: string;
  seed: number;
  /** Generated requests (setup and read-backs come on top). */
  requests: number;
  /** A request without a complete answer after this long is a violation (default 10 s). */
  timeoutMs?: number;
  /** Share of GraphQL requests (default 0.12). */
  graphqlShare?: number;
  /** Every answer to a generated request (for looking into a run, e.g. why valid requests were refused). */
  trace?: (entry: { index: number; operation: string; variant: string; request: RawRequest; response?: RawResponse }) => void;
  /** Progress lines (every `progressEvery` requests). */
  log?: (line: string) => void;
  progressEvery?: number;
}

/** How many records of these kinds the run may create and keep (the document and the worker grow with them). */
const CAPS: Record<string, number> = { ObjectMetadata: 3, FieldMetadata: 30, Webhook: 4, ApiKey: 25 };

type FuzzRequest = RestRequest | GraphQLRequest;

interface Target {
  weight: number;
  build(): FuzzRequest;
}

export async function runFuzz(options: FuzzOptions): Promise<FuzzStats> {
  const sink = new WebhookSink();
  await sink.start();
  const run = new FuzzRun(options, sink.url);
  try {
    await run.start();
    await run.loop();
  } finally {
    run.stats.finishedAt = performance.now();
    run.close();
    await sink.stop();
  }
  return run.stats;
}

class FuzzRun {
  readonly stats = new FuzzStats();
  private readonly rng: Rng;
  private readonly transport: Transport;
  private readonly pool = new IdPool();
  private index!: SchemaIndex;
  private checker!: ResponseChecker;
  private gen!: GenContext;
  private restContext!: RestContext;
  private graphql!: GraphQLContext;
  private readonly keys: ApiKeys;
  private readonly keyIds = new Map<string, string>();
  private counter = 0;
  private requestIndex = -1;
  private targets: Target[] = [];
  private rootTargets: Target[] = [];

  constructor(
    private readonly options: FuzzOptions,
    private readonly webhookTarget: string,
  ) {
    this.rng = createRng(options.seed);
    this.transport = createTransport(options.baseUrl, options.timeoutMs ?? 10_000);
    this.keys = { admin: options.apiKey, others: [] };
  }

  close(): void {
    this.transport.close();
  }

  // -------------------------------------------------------------------------------------------
  // Setup

  async start(): Promise<void> {
    // The document as served before setup: enough to check setup's own answers.
    const first = await this.fetchDocument();
    this.useDocument(first);
    await setUpWorkspace({
      call: async (method, path, body) => {
        const raw: RawRequest = { method, path, headers: this.adminHeaders(body !== undefined), body: body === undefined ? undefined : JSON.stringify(body) };
        const response = await this.exchange(raw, { operation: `setup ${method} ${this.checker.templateOf(path) ?? path}`, variant: 'setup', kind: 'setup' });
        const json = response && parseJson(response.text);
        if (response && json?.ok && response.status < 300) this.learn(method, path, json.value);
        return { status: response?.status ?? 0, json: json?.ok ? json.value : undefined };
      },
      protect: (...ids) => ids.forEach((id) => this.pool.protectedIds.add(id)),
    });
    await this.refreshDocument();
    const members = await this.readBack({ method: 'GET', path: '/rest/workspaceMembers?limit=100', headers: this.adminHeaders(false) }, 'setup');
    if (members?.status === 200) this.learn('GET', '/rest/workspaceMembers', JSON.parse(members.text));
  }

  private adminHeaders(json: boolean): Record<string, string> {
    return { authorization: `Bearer ${this.options.apiKey}`, ...(json ? { 'content-type': 'application/json' } : {}), accept: 'application/json' };
  }

  private async fetchDocument(): Promise<OpenApiDoc> {
    const response = await this.transport.send({ method: 'GET', path: '/rest/open-api', headers: this.adminHeaders(false) });
    if (response.status !== 200) throw new Error(`GET /rest/open-api answered ${response.status}: ${response.text.slice(0, 300)}`);
    return JSON.parse(response.text) as OpenApiDoc;
  }

  private useDocument(document: OpenApiDoc): void {
    this.index = new SchemaIndex(document);
    if (this.checker) this.checker.update(document as never);
    else this.checker = new ResponseChecker(document as never);
    this.gen = {
      rng: this.rng,
      index: this.index,
      pool: this.pool,
      unique: () => ++this.counter,
      webhookTarget: this.webhookTarget,
    };
    this.restContext = { gen: this.gen, keys: this.keys, mayCreateMetadata: (op) => this.mayCreate(op) };
    this.graphql ??= { rng: this.rng, schema: loadGraphQLSchema(), pool: this.pool, apiKey: this.options.apiKey, cursors: [] };
    this.buildTargets();
  }

  /** After a metadata change: the served document changed; so did the objects and their fields. */
  private async refreshDocument(): Promise<void> {
    const response = await this.readBack({ method: 'GET', path: '/rest/open-api', headers: this.adminHeaders(false) }, 'metadata change');
    if (response?.status !== 200) return;
    this.useDocument(JSON.parse(response.text) as OpenApiDoc);
    const objects = await this.readBack({ method: 'GET', path: '/rest/metadata/objects', headers: this.adminHeaders(false) }, 'metadata change');
    if (objects?.status === 200) this.learn('GET', '/rest/metadata/objects', JSON.parse(objects.text));
  }

  private mayCreate(op: Operation): boolean {
    if (op.method !== 'post') return true;
    const entity = this.index.dataEntity(op.successSchema);
    const kind = entity === 'ApiKeyWithSecret' ? 'ApiKey' : entity;
    if (!kind || CAPS[kind] === undefined) return true;
    const live = this.pool.entries(kind).filter((e) => !this.pool.protectedIds.has(e.id) && (kind !== 'ObjectMetadata' || e.isCustom) && (kind !== 'FieldMetadata' || e.isCustom));
    return live.length < CAPS[kind];
  }

  private buildTargets(): void {
    this.targets = this.index.operations.map((op) => ({ weight: this.weightOf(op), build: () => buildRestRequest(this.restContext, op) }));
    this.targets.push({ weight: 1, build: () => buildUnknownRouteRequest(this.restContext) });
    this.rootTargets = rootFields(this.graphql.schema).map((root) => ({
      weight: 1,
      build: () => buildRootFieldRequest(this.graphql, root, this.rng.chance(0.4)),
    }));
  }

  private weightOf(op: Operation): number {
    if (op.template === '/rest/open-api') return 0.15;
    if (!op.template.startsWith('/rest/')) return 0.2;
    if (op.template.startsWith('/rest/metadata') && op.method !== 'get') return 0.5;
    return 1;
  }

  // -------------------------------------------------------------------------------------------
  // The loop

  async loop(): Promise<void> {
    const { requests } = this.options;
    await this.seedRecords(Math.min(requests, 40));
    const share = this.options.graphqlShare ?? 0.12;
    while (this.stats.requests < requests) {
      let request: FuzzRequest;
      if (this.rng.chance(share)) {
        request = this.rng.chance(0.6) ? this.rng.weighted(this.rootTargets.map((t) => [t, t.weight] as const)).build() : buildHostileGraphQLRequest(this.graphql);
      } else {
        request = this.rng.weighted(this.targets.map((t) => [t, t.weight] as const)).build();
      }
      await this.perform(request);
      const every = this.options.progressEvery ?? 0;
      if (every && this.stats.requests % every === 0) this.options.log?.(this.stats.summaryLine());
    }
  }

  /** A few valid creates of every record object first, so later requests find records to name. */
  private async seedRecords(budget: number): Promise<void> {
    const creates = this.index.operations.filter(
      (op) => op.method === 'post' && pathParams(op.template).length === 0 && this.index.operation('get', `${op.template}/{id}`) && op.requestBody,
    );
    for (let round = 0; round < 3; round++) {
      for (const op of creates) {
        if (this.stats.requests >= budget) return;
        await this.perform(buildRestRequest(this.restContext, op, 'valid'));
      }
    }
  }

  private async perform(request: FuzzRequest): Promise<void> {
    this.requestIndex++;
    this.stats.requests++;
    const response = await this.exchange(request.raw, { operation: request.operation, variant: request.variant, kind: request.kind });
    this.options.trace?.({ index: this.requestIndex, operation: request.operation, variant: request.variant, request: request.raw, response });
    if (response && response.status >= 400) this.forgetGone(response);
    if (!response || response.status >= 300) return;
    const parsed = parseJson(response.text);
    if (!parsed.ok) return;
    if (request.kind === 'graphql') {
      learnCursors(this.graphql, parsed.value);
      return;
    }
    await this.afterRestWrite(request, response, parsed.value);
  }

  /** Sends, checks, counts. Undefined when there was no answer (which is a violation). */
  private async exchange(raw: RawRequest, meta: { operation: string; variant: string; kind: 'rest' | 'graphql' | 'setup' | 'read-back' }): Promise<RawResponse | undefined> {
    let response: RawResponse | undefined;
    try {
      response = await this.transport.send(raw);
    } catch (error) {
      const reason = error instanceof RequestTimeout ? `hang: ${error.message}` : `no answer: ${(error as Error).message}`;
      this.stats.record(meta.operation, meta.variant, error instanceof RequestTimeout ? 'timeout' : 'no-answer');
      this.stats.violation({ index: this.requestIndex, operation: meta.operation, variant: meta.variant, request: describeRequest(raw), reason });
      return undefined;
    }
    this.stats.time(meta.kind === 'read-back' ? `${meta.operation} (${meta.variant})` : meta.operation, response.elapsedMs);
    if (meta.kind === 'read-back' || meta.kind === 'setup') this.stats.readBacks++;
    if (meta.kind !== 'read-back') this.stats.record(meta.operation, meta.variant, String(response.status));
    const verdict = meta.kind === 'graphql' ? this.checker.graphql(response) : this.checker.rest(raw.method, raw.path, response);
    if (!verdict.ok) {
      this.stats.violation({
        index: this.requestIndex,
        operation: meta.operation,
        variant: meta.variant,
        request: describeRequest(raw),
        status: response.status,
        bodyExcerpt: FuzzStats.excerpt(response),
        reason: verdict.reason ?? 'invalid answer',
      });
    }
    return response;
  }

  private async readBack(raw: RawRequest, why: string): Promise<RawResponse | undefined> {
    return this.exchange(raw, { operation: `read-back ${raw.method} ${this.checker.templateOf(raw.path) ?? raw.path}`, variant: why, kind: 'read-back' });
  }

  private consistencyViolation(request: RestRequest, reason: string, response?: RawResponse): void {
    this.stats.violation({
      index: this.requestIndex,
      operation: request.operation,
      variant: request.variant,
      request: describeRequest(request.raw),
      status: response?.status,
      bodyExcerpt: FuzzStats.excerpt(response),
      reason: `consistency: ${reason}`,
    });
  }

  // -------------------------------------------------------------------------------------------
  // Learning and reading back

  /**
   * Records the pool still holds may be gone (a cascade, a bulk delete by filter, a deleted
   * pipeline): an answer saying "no <object> with id <id>" takes that id out of the pool.
   */
  private forgetGone(response: RawResponse): void {
    for (const match of response.text.matchAll(/no [\w ]+ with id ([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/gi)) this.pool.remove(match[1]);
  }

  /** Every record of a 2xx answer joins the pool; created API keys join the keys. */
  private learn(method: string, path: string, body: unknown): Operation | undefined {
    const template = this.checker.templateOf(path);
    const op = template ? this.index.operation(method, template) : undefined;
    if (!op) return undefined;
    this.pool.learn(this.index, op.successSchema, body);
    const data = (body as { data?: Record<string, unknown> } | undefined)?.data;
    for (const value of Object.values(data ?? {})) {
      const key = value as { id?: string; secret?: string; role?: string } | null;
      if (key && typeof key.secret === 'string' && typeof key.role === 'string' && typeof key.id === 'string') {
        this.keys.others.push({ secret: key.secret, role: key.role, revoked: false });
        this.keyIds.set(key.id, key.secret);
      }
    }
    return op;
  }

  private async afterRestWrite(request: RestRequest, response: RawResponse, body: unknown): Promise<void> {
    const method = request.raw.method.toLowerCase();
    const op = this.learn(request.raw.method, request.raw.path, body);
    if (!op || method === 'get') return;
    const data = ((body as { data?: Record<string, unknown> }).data ?? {}) as Record<string, unknown>;
    const answered = Object.values(data)[0];
    const records = (Array.isArray(answered) ? answered : [answered]).filter((r): r is Record<string, unknown> => !!r && typeof r === 'object' && typeof (r as { id?: unknown }).id === 'string');
    const entity = this.index.entityOfPath(op.template);
    const isMetadata = op.template.startsWith('/rest/metadata');

    if (method === 'delete') {
      for (const record of records) this.pool.remove(String(record.id), { withOwned: entity === 'ObjectMetadata' });
    }
    if (/\/revoke$/.test(op.template)) {
      const secret = this.keyIds.get(String(records[0]?.id));
      const key = this.keys.others.find((k) => k.secret === secret);
      if (key) key.revoked = true;
    }

    await this.checkConsistency(request, op, method, records, response);
    if (isMetadata) await this.refreshDocument();
  }

  /** The GET that reads one record of `entity` by id, if the document has one. */
  private itemReader(op: Operation, entity: string): Operation | undefined {
    const gets = this.index.operations.filter(
      (o) => o.method === 'get' && pathParams(o.template).length === 1 && o.template.endsWith('}') && this.index.dataEntity(o.successSchema) === entity,
    );
    const uuidParam = (o: Operation) => o.parameters.some((p) => p.in === 'path' && this.index.resolve(p.schema).schema.format === 'uuid');
    return (
      gets.find((o) => o.template === op.template) ??
      gets.find((o) => o.template.startsWith(`${op.template}/{`)) ??
      gets.find(uuidParam) ??
      gets[0]
    );
  }

  /** The list GET of the collection an item path belongs to (`/rest/apiKeys` for `/rest/apiKeys/{id}/revoke`). */
  private listReader(op: Operation, entity: string): Operation | undefined {
    const collection = op.template.split('/{')[0];
    return this.index.operations.find((o) => o.method === 'get' && o.template === collection && this.index.dataEntity(o.successSchema) === entity);
  }

  private async readRecord(op: Operation, entity: string, id: string): Promise<{ status: number; record?: Record<string, unknown> } | undefined> {
    const reader = this.itemReader(op, entity);
    if (reader) {
      const path = reader.template.replace(/\{[^}]+\}/, encodeComponent(id));
      const response = await this.readBack({ method: 'GET', path, headers: this.adminHeaders(false) }, 'consistency');
      if (!response) return undefined;
      const parsed = parseJson(response.text);
      const data = parsed.ok ? ((parsed.value as { data?: Record<string, unknown> }).data ?? {}) : {};
      return { status: response.status, record: Object.values(data)[0] as Record<string, unknown> | undefined };
    }
    const list = this.listReader(op, entity);
    if (!list) return undefined;
    const limit = list.parameters.some((p) => p.name === 'limit') ? '?limit=1000' : '';
    const response = await this.readBack({ method: 'GET', path: `${list.template}${limit}`, headers: this.adminHeaders(false) }, 'consistency');
    if (!response || response.status !== 200) return response ? { status: response.status } : undefined;
    const items = Object.values((JSON.parse(response.text) as { data: Record<string, unknown[]> }).data)[0] as Record<string, unknown>[];
    const found = items.find((item) => String(item.id).toLowerCase() === id.toLowerCase());
    return found ? { status: 200, record: found } : { status: 404 };
  }

  private async checkConsistency(request: RestRequest, op: Operation, method: string, records: Record<string, unknown>[], response: RawResponse): Promise<void> {
    const entity = this.index.dataEntity(op.successSchema);
    if (!entity) return;
    if (entity === 'FieldMetadata' || (entity === 'DeletedRecord' && /\/fields\/\{/.test(op.template))) {
      await this.checkField(request, method, records, response);
      return;
    }
    const readEntity = entity === 'DeletedRecord' ? this.index.entityOfPath(op.template) : entity === 'ApiKeyWithSecret' ? 'ApiKey' : entity;
    if (!readEntity) return;
    const readSchema = this.index.schemas[readEntity];
    const sent = request.body;
    const pairs = records.slice(0, 3).map((record, i) => ({
      id: String(record.id),
      written: Array.isArray(sent) ? sent[i] : sent,
    }));
    for (const { id, written } of pairs) {
      const read = await this.readRecord(op, readEntity, id);
      if (!read) continue;
      this.stats.consistency.checked++;
      // Deleting an API key revokes it (it stays readable with revokedAt; docs/internal/decisions.md).
      if (method === 'delete' && readEntity === 'ApiKey') {
        if (read.status === 200 && read.record?.revokedAt) this.stats.consistency.consistent++;
        else this.consistencyViolation(request, `deleted (revoked) ApiKey ${id} reads back ${read.status} without revokedAt`, response);
        continue;
      }
      if (method === 'delete') {
        if (read.status === 404) this.stats.consistency.consistent++;
        else this.consistencyViolation(request, `deleted ${readEntity} ${id} still reads back (${read.status})`, response);
        continue;
      }
      if (read.status !== 200 || !read.record) {
        this.consistencyViolation(request, `written ${readEntity} ${id} reads back ${read.status}`, response);
        continue;
      }
      const problems: string[] = [];
      if (/\/revoke$/.test(op.template) && !read.record.revokedAt) problems.push('revoked key reads back without revokedAt');
      if (written !== undefined && written !== null && typeof written === 'object' && !Array.isArray(written) && request.raw.headers?.['content-type'] === 'application/json') {
        problems.push(...compareWritten(this.index, readSchema, written, read.record));
      }
      if (problems.length) this.consistencyViolation(request, `${readEntity} ${id}: ${problems.slice(0, 5).join('; ')}`, response);
      else this.stats.consistency.consistent++;
    }
  }

  /** A field written through the metadata API reads back in its object's field list (or is gone). */
  private async checkField(request: RestRequest, method: string, records: Record<string, unknown>[], response: RawResponse): Promise<void> {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const owner = request.params.objectMetadataId ?? request.params.pipelineId ?? (body.objectMetadataId as string | undefined) ?? (body.pipelineId as string | undefined);
    const id = records[0]?.id as string | undefined;
    if (!owner || !id) return;
    const answer = await this.readBack({ method: 'GET', path: `/rest/metadata/objects/${encodeComponent(owner)}`, headers: this.adminHeaders(false) }, 'consistency');
    if (!answer || answer.status !== 200) return;
    this.stats.consistency.checked++;
    const object = (JSON.parse(answer.text) as { data: { object: { fields: Record<string, unknown>[] } } }).data.object;
    const field = object.fields.find((f) => String(f.id).toLowerCase() === id.toLowerCase());
    if (method === 'delete') {
      if (field) this.consistencyViolation(request, `deleted field ${id} is still listed`, response);
      else this.stats.consistency.consistent++;
      return;
    }
    if (!field) {
      this.consistencyViolation(request, `written field ${id} is not listed in its object`, response);
      return;
    }
    const written: Record<string, unknown> = { ...body };
    delete written.defaultValue; // normalised per type (dates, numbers); checked by the record tests
    const problems = compareWritten(this.index, this.index.schemas.FieldMetadata, written, field);
    if (problems.length) this.consistencyViolation(request, `field ${id}: ${problems.slice(0, 5).join('; ')}`, response);
    else this.stats.consistency.consistent++;
  }
}
