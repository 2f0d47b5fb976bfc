// Typed clients from the served contract, made as a user makes them (issue 44): every popular
// generator runs on the OpenAPI document (or GraphQL schema) this service serves for a workspace
// with a pipeline and custom fields, then a consumer program written on the generated client
// (test/clients/<generator>/consumer.ts: no cast) is compiled with `tsc --strict` and run against
// the live service. Plus openapi-zod-client's schemas on real records of every object, and
// Stoplight Prism's proxy on a CRUD run of every object.
//
// Each generator's configuration is a file beside its consumer (docs/SDK-GENERATORS.md lists the
// flags each needs); everything runs from node_modules (pinned devDependencies), offline. The
// generated code goes to .tmp/generators/ (gitignored, inside the repository so its imports
// resolve from node_modules). A failing compile is reported with the generator's name and
// tsc's errors, and the CRUD run still runs (expect.soft), so one run shows both.
//
// System test (it spawns the generators, tsc and Prism) and edge (pglite only): its subject is
// the served document and what clients make of it, which does not depend on the database
// driver (docs/internal/decisions.md).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildClientSchema, getIntrospectionQuery, printSchema, type IntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/throwaway-server.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { SENT, WORKSPACE, type CrmTarget, type CrudReport } from './consumer-support.ts';
import { createParents, listPath, RECORD_BODIES, recordObjects, type OpenApiPaths, type Parents, type RecordObject } from './record-objects.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, '.tmp/generators');
const BIN = path.join(ROOT, 'node_modules/.bin');
const DOCUMENT = path.join(OUT, 'openapi.json');

/** How long a generator may take (openapi-zod-client ran out of a 4 GB heap on the recursive document). */
const GENERATE_TIMEOUT_MS = 120_000;
/** tsc on the largest consumer (Zodios' endpoint types) takes about 30 s of CPU. */
const COMPILE_TIMEOUT_MS = 180_000;
/** A generator's test: generate, compile and run, waiting for a free slot (two children at a time). */
const GENERATOR_TEST_MS = 360_000;
/** Issue 44: `prism proxy` must be ready on the served document within 60 s. */
const PRISM_READY_MS = 60_000;

interface Generator {
  name: string;
  /** The command line, from the repository root: a binary of node_modules/.bin and its arguments. */
  command: string[];
}

/** The OpenAPI generators whose consumer runs the same CRUD run (CrudReport). */
const OPENAPI_GENERATORS: Generator[] = [
  { name: 'openapi-typescript', command: ['openapi-typescript', DOCUMENT, '--output', path.join(OUT, 'openapi-typescript/schema.d.ts')] },
  { name: 'hey-api', command: ['openapi-ts', '--file', 'test/clients/hey-api/openapi-ts.config.ts'] },
  { name: 'orval', command: ['orval', '--config', 'test/clients/orval/orval.config.ts'] },
  { name: 'kubb', command: ['kubb', 'generate', '--config', 'test/clients/kubb/kubb.config.ts'] },
  {
    name: 'openapi-zod-client',
    command: ['openapi-zod-client', DOCUMENT, '--output', path.join(OUT, 'openapi-zod-client/client.ts'), '--export-schemas'],
  },
];
const GRAPHQL_CODEGEN: Generator = { name: 'graphql-codegen', command: ['graphql-codegen', '--config', 'test/clients/graphql-codegen/codegen.ts'] };

interface Finished {
  code: number | null;
  output: string;
  timedOut: boolean;
}

/**
 * Runs a node_modules binary from the repository root with Node's default heap (NODE_OPTIONS
 * cleared: no --max-old-space-size), killing it after `timeoutMs`.
 */
function run(command: string[], timeoutMs: number): Promise<Finished> {
  const [binary, ...args] = command;
  const child = spawn(path.join(BIN, binary), args, { cwd: ROOT, env: { ...process.env, NODE_OPTIONS: '' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, timeoutMs);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output, timedOut });
    });
  });
}

/** Two child processes at a time: the CI machine has 2 cores, and another test file runs beside this one. */
function slots(size: number) {
  let free = size;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (free === 0) await new Promise<void>((resolve) => waiting.push(resolve));
    else free--;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free++;
    }
  };
}
const inSlot = slots(2);

/** Last lines of a process's output, for a failure message. */
const tail = (text: string, lines = 40) => text.trim().split('\n').slice(-lines).join('\n');

/** Runs the generator; throws (naming it, with its output) unless it succeeded in time. */
async function runGenerator(generator: Generator): Promise<void> {
  const started = Date.now();
  const result = await inSlot(() => run(generator.command, GENERATE_TIMEOUT_MS));
  const took = `${Math.round((Date.now() - started) / 1000)} s`;
  if (result.timedOut) throw new Error(`${generator.name} did not finish generating within ${GENERATE_TIMEOUT_MS / 1000} s:\n${tail(result.output)}`);
  if (result.code !== 0) throw new Error(`${generator.name} failed to generate (exit ${result.code} after ${took}):\n${tail(result.output)}`);
}

/** Each generator runs once, however many tests read its output. */
const generations = new Map<string, Promise<void>>();
function generate(generator: Generator): Promise<void> {
  if (!generations.has(generator.name)) generations.set(generator.name, runGenerator(generator));
  return generations.get(generator.name)!;
}

/**
 * test/clients/<name>/consumer.ts, imported by a computed path: `npm run typecheck` must not
 * follow it into the generated code, which exists only once this test ran.
 */
const consumerPath = (name: string) => path.join(import.meta.dirname, name, 'consumer.ts');

/** `tsc --strict --noEmit` on the generator's consumer and what it imports; tsc's errors, or '' when it compiles. */
async function compileErrors(name: string): Promise<string> {
  const project = path.join(OUT, `tsconfig.${name}.json`);
  writeFileSync(project, JSON.stringify({ extends: '../../test/clients/tsconfig.json', include: [], files: [`../../test/clients/${name}/consumer.ts`] }));
  const result = await inSlot(() => run(['tsc', '--project', project], COMPILE_TIMEOUT_MS));
  if (result.timedOut) return `tsc did not finish within ${COMPILE_TIMEOUT_MS / 1000} s`;
  return result.code === 0 ? '' : tail(result.output, 30);
}

let app: TestServer;
let crm: CrmTarget;
let document: OpenApiPaths;
/** Query parameters a list needs, by object: `messages` lists one thread's (seedEngineRecords). */
const listScopes: Record<string, string> = {};

async function restCall(pathname: string, method = 'GET', body?: unknown): Promise<any> {
  const response = await app.rawFetch(pathname, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = await response.json();
  if (response.status !== 200) throw new Error(`${method} ${pathname} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Creates a record of `plural` and answers its id (`data.create<Singular>.id`). */
async function createRecord(plural: string, body: Record<string, unknown>): Promise<string> {
  const answer = await restCall(`/rest/${plural}`, 'POST', body);
  const [created] = Object.values(answer.data as Record<string, { id: string }>);
  return created.id;
}

/** The workspace of issue 44: a pipeline with a custom field, and a custom field on person. */
async function prepareWorkspace(): Promise<void> {
  const pipeline = (await restCall('/rest/metadata/pipelines', 'POST', WORKSPACE.pipeline)).data.createPipeline;
  await restCall(`/rest/metadata/pipelines/${pipeline.id}/fields`, 'POST', WORKSPACE.pipelineField);
  const person = (await restCall('/rest/metadata/objects/person')).data.object;
  await restCall(`/rest/metadata/objects/${person.id}/fields`, 'POST', WORKSPACE.personField);
}

/**
 * One record of every writable object, so the schema checks parse real records of each; the
 * webhook first, so that the records after it queue deliveries (webhookDeliveries records).
 */
async function seedEveryObject(): Promise<void> {
  const writable = recordObjects(document).filter((o) => o.create);
  const ordered = [...writable.filter((o) => o.plural === 'webhooks'), ...writable.filter((o) => o.plural !== 'webhooks')];
  const parents = await createParents(createRecord, 'seed');
  for (const object of ordered) {
    const bodies = RECORD_BODIES[object.plural];
    if (bodies) await createRecord(object.plural, bodies(parents, 'seed').create);
  }
}

/** POST /graphql; throws on errors. */
async function graphqlCall(query: string, variables: Record<string, unknown>): Promise<any> {
  const answer = await restCall('/graphql', 'POST', { query, variables });
  if (answer.errors) throw new Error(`GraphQL: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

/**
 * Records of the objects the REST API does not create: an imported email (its thread, message,
 * participants and channel association) and a manual workflow run (queued: no worker).
 */
async function seedEngineRecords(): Promise<void> {
  const imported = (
    await restCall('/rest/inbox/messages', 'POST', {
      channel: { type: 'email', handle: 'sales@acme.test' },
      direction: 'INCOMING',
      externalId: 'generators-1',
      subject: 'Engine order',
      text: 'Please send the offer.',
      receivedAt: '2026-11-20T10:00:00.000Z',
      participants: [
        { role: 'from', handle: 'ada@analytical.test', displayName: 'Ada' },
        { role: 'to', handle: 'sales@acme.test' },
      ],
    })
  ).data.importMessage;
  listScopes.messages = `messageThreadId=${imported.messageThreadId}`;
  const workflowId = await createRecord('workflows', { name: 'Run by hand' });
  const versionId = await createRecord('workflowVersions', {
    workflowId,
    trigger: { type: 'MANUAL', settings: {}, nextStepIds: ['noop'] },
    steps: [{ id: 'noop', name: 'noop', type: 'EMPTY', nextStepIds: [], settings: { input: {} } }],
  });
  await graphqlCall('mutation ($id: UUID!) { activateWorkflowVersion(workflowVersionId: $id) }', { id: versionId });
  await graphqlCall('mutation ($id: UUID!) { runWorkflowVersion(input: { workflowVersionId: $id }) { workflowRunId } }', { id: versionId });
}

/** The served GraphQL schema (introspection of /graphql), as SDL. */
async function servedGraphQLSchema(): Promise<string> {
  const answer = await restCall('/graphql', 'POST', { query: getIntrospectionQuery() });
  return printSchema(buildClientSchema(answer.data as IntrospectionQuery));
}

beforeAll(async () => {
  rmSync(OUT, { recursive: true, force: true });
  // openapi-zod-client writes its file into an existing directory only.
  mkdirSync(path.join(OUT, 'openapi-zod-client'), { recursive: true });
  // No worker: webhook deliveries stay queued (to a loopback target, hence private targets allowed).
  app = await startTestServer({ WORKER: 'off', WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });
  crm = { baseUrl: app.baseUrl, apiKey: app.apiKey };
  await prepareWorkspace();
  const served = await app.rawFetch('/openapi.json', { apiKey: null });
  const text = await served.text();
  writeFileSync(DOCUMENT, text);
  document = JSON.parse(text) as OpenApiPaths;
  writeFileSync(path.join(OUT, 'schema.graphql'), await servedGraphQLSchema());
  await seedEveryObject();
  await seedEngineRecords();
});
afterAll(() => app?.close());

const EXPECTED_REPORT: CrudReport = {
  createdFirstName: SENT.firstName,
  listedPrimaryEmail: SENT.primaryEmail,
  fetchedNickname: SENT.nickname,
  patchedJobTitle: SENT.jobTitle,
  deletedId: expect.any(String),
  goneAfterDelete: true,
  companyName: SENT.companyName,
  dealPriorityScore: SENT.priorityScore,
};

describe.concurrent('OpenAPI generators on the served document', () => {
  const title = '$name: generates, its consumer compiles with tsc --strict (no cast) and its CRUD run works';
  it.for(OPENAPI_GENERATORS)(title, { timeout: GENERATOR_TEST_MS }, async (generator, { expect }) => {
    await generate(generator);
    const errors = await compileErrors(generator.name);
    expect.soft(errors, `${generator.name}: tsc --strict on test/clients/${generator.name}/consumer.ts`).toBe('');
    const consumer: { crudRun(target: CrmTarget): Promise<CrudReport> } = await import(consumerPath(generator.name));
    expect(await consumer.crudRun(crm), `${generator.name}: the CRUD run's answers`).toEqual(EXPECTED_REPORT);
  });

  it('openapi-zod-client: the generated zod schemas accept the real records of every object', async ({ expect }) => {
    await generate(OPENAPI_GENERATORS.find((g) => g.name === 'openapi-zod-client')!);
    const generated: { schemas: Record<string, { safeParse(value: unknown): { success: boolean; error?: { message: string } } }> } = await import(
      path.join(OUT, 'openapi-zod-client/client.ts')
    );
    const refused: string[] = [];
    const empty: string[] = [];
    for (const object of recordObjects(document)) {
      const schema = generated.schemas[object.schema];
      if (!schema) {
        refused.push(`${object.plural}: no schema ${object.schema} in the generated schemas`);
        continue;
      }
      const records = (await restCall(listPath(object, undefined, listScopes[object.plural]))).data[object.plural] as unknown[];
      if (records.length === 0) empty.push(object.plural);
      for (const record of records) {
        const parsed = schema.safeParse(record);
        if (!parsed.success) refused.push(`${object.plural} (${object.schema}): ${parsed.error?.message}`);
      }
    }
    expect(refused, 'records the generated schemas refuse').toEqual([]);
    // Every object holds a record: seedEveryObject, seedEngineRecords (the enrolment of the
    // seeded sequence person makes its sequence run).
    expect(empty, 'objects without a record to parse').toEqual([]);
  }, GENERATOR_TEST_MS);
});

describe('GraphQL client preset', () => {
  it("graphql-codegen: typed documents of the workspace's schema compile strictly and read the pipeline's custom field", async () => {
    await generate(GRAPHQL_CODEGEN);
    expect.soft(await compileErrors(GRAPHQL_CODEGEN.name), 'graphql-codegen: tsc --strict on test/clients/graphql-codegen/consumer.ts').toBe('');
    const consumer: { graphqlRun(target: CrmTarget): Promise<{ createdName: string | null; listedScores: Array<number | null> }> } = await import(
      consumerPath(GRAPHQL_CODEGEN.name)
    );
    expect(await consumer.graphqlRun(crm)).toEqual({ createdName: SENT.dealName, listedScores: [41] });
  }, GENERATOR_TEST_MS);
});

describe('Stoplight Prism 5.16', () => {
  let prism: { url: string; stop(): void } | undefined;
  afterAll(() => prism?.stop());

  /** `prism proxy <document> <service> --errors`, ready when it says it listens; throws with its output otherwise. */
  async function startPrism(): Promise<{ url: string; stop(): void }> {
    const port = await freePort();
    const child = spawn(path.join(BIN, 'prism'), ['proxy', DOCUMENT, app.baseUrl, '--errors', '--host', '127.0.0.1', '--port', String(port)], {
      cwd: ROOT,
      env: { ...process.env, NODE_OPTIONS: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stop = () => child.kill('SIGKILL');
    let output = '';
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`prism proxy was not ready within ${PRISM_READY_MS / 1000} s:\n${tail(output)}`)), PRISM_READY_MS);
      const read = (chunk: Buffer) => {
        output += chunk;
        if (/Prism is listening/.test(output)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.on('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`prism proxy exited (${code}) before it was ready:\n${tail(output)}`));
      });
    });
    try {
      await ready;
    } catch (error) {
      stop();
      throw error;
    }
    return { url: `http://127.0.0.1:${port}`, stop };
  }

  /** One request through the proxy; a disagreement is a non-200 or an `sl-violations` header. */
  async function throughProxy(url: string, method: string, pathname: string, body?: unknown): Promise<{ problem?: string; answer?: any }> {
    const response = await fetch(`${url}${pathname}`, {
      method,
      headers: { authorization: `Bearer ${app.apiKey}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const violations = response.headers.get('sl-violations');
    if (response.status !== 200 || violations) return { problem: `${method} ${pathname}: ${response.status} ${violations ?? ''} ${text.slice(0, 600)}` };
    return { answer: JSON.parse(text) };
  }

  /** Create, filtered list, get, PATCH and delete of one object through the proxy: the disagreements. */
  async function crudThroughProxy(url: string, object: RecordObject, parents: Parents): Promise<string[]> {
    const base = `/rest/${object.plural}`;
    if (!object.create) {
      const listed = await throughProxy(url, 'GET', listPath(object, undefined, listScopes[object.plural]));
      return listed.problem ? [listed.problem] : [];
    }
    const bodies = RECORD_BODIES[object.plural];
    if (!bodies) return [`${object.plural}: no create body in test/clients/record-objects.ts`];
    const { create, update } = bodies(parents, randomBytes(3).toString('hex'));
    const created = await throughProxy(url, 'POST', base, create);
    if (created.problem) return [created.problem];
    const [record] = Object.values(created.answer.data as Record<string, { id: string }>);
    const steps = [
      () => throughProxy(url, 'GET', listPath(object, `id[eq]:${record.id}`)),
      () => throughProxy(url, 'GET', `${base}/${record.id}`),
      ...(object.update ? [() => throughProxy(url, 'PATCH', `${base}/${record.id}`, update)] : []),
      ...(object.remove ? [() => throughProxy(url, 'DELETE', `${base}/${record.id}`)] : []),
    ];
    const problems: string[] = [];
    for (const step of steps) {
      const { problem } = await step();
      if (problem) problems.push(problem);
    }
    return problems;
  }

  /**
   * Whether Prism validates at all: a create with an unknown property must be Prism's own 422, not
   * the service's 400. (Prism 5.16 checks nothing, and says nothing, on a document that declares
   * `jsonSchemaDialect`, even the 3.1 default one; a CRUD run would then find no disagreement.)
   */
  async function prismRefusesUnknownProperty(url: string): Promise<string | undefined> {
    const response = await fetch(`${url}/rest/companies`, {
      method: 'POST',
      headers: { authorization: `Bearer ${app.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Canary', notAField: true }),
    });
    const answer = await response.text();
    if (response.status === 422 && answer.includes('prism/errors#UNPROCESSABLE_ENTITY')) return undefined;
    return `prism did not validate a request against the document: a create with an unknown property answered ${response.status} ${answer.slice(0, 300)}`;
  }

  it('prism proxy loads the served document within 60 s and finds no disagreement on a CRUD run of every object', async () => {
    prism = await startPrism();
    expect(await prismRefusesUnknownProperty(prism.url)).toBeUndefined();
    const parents = await createParents(createRecord, 'prism');
    const problems: string[] = [];
    for (const object of recordObjects(document)) problems.push(...(await crudThroughProxy(prism.url, object, parents)));
    expect(problems).toEqual([]);
  }, 180_000);
});
