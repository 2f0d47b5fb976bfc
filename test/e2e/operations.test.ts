// Running it in production (issue 27, points 1 and 2): GET /readyz says whether the process
// should get traffic; GET /metrics (Prometheus text format) on the main port behind an API key
// (METRICS=on) and on its own port without one (METRICS_PORT), with bounded labels.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/database.ts';
import { Readiness, READINESS_DEADLINE_MS, startingListener } from '../../src/observability/readiness.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ok } from './records-support.ts';

const ERROR_BODY = (statusCode: number, code: string, message: string) => ({ statusCode, error: expect.any(String), code, messages: [message] });

describe('GET /readyz', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app?.close());

  it('answers 200 {status: ready} without a key while the database answers', async () => {
    const reply = await app.rawFetch('/readyz', { apiKey: null });
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ status: 'ready' });
  });

  it('other methods are not routes', async () => {
    const reply = await app.rawFetch('/readyz', { method: 'POST', apiKey: null });
    expect(reply.status).toBe(404);
    expect(await reply.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
});

describe('Readiness', () => {
  const database = (query: () => Promise<unknown>) => ({ sql: { query } }) as unknown as Database;

  it('is not ready while starting, nor once stopping', async () => {
    const readiness = new Readiness();
    await expect(readiness.check()).rejects.toMatchObject({ statusCode: 503, code: 'NOT_READY', messages: [expect.stringMatching(/^the service is starting/)] });
    readiness.started(database(async () => [{ '?column?': 1 }]));
    await expect(readiness.check()).resolves.toBeUndefined();
    readiness.stopping();
    await expect(readiness.check()).rejects.toMatchObject({ statusCode: 503, messages: ['the service is shutting down'] });
  });

  it('is not ready when the database fails, or does not answer within the deadline', async () => {
    const failing = new Readiness();
    failing.started(database(() => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432'))));
    await expect(failing.check()).rejects.toMatchObject({ statusCode: 503, messages: ['the database is not reachable'] });
    vi.useFakeTimers();
    try {
      const silent = new Readiness();
      silent.started(database(() => new Promise(() => {})));
      const check = silent.check().then(
        () => 'ready',
        (error: { messages: string[] }) => error.messages[0],
      );
      await vi.advanceTimersByTimeAsync(READINESS_DEADLINE_MS);
      expect(await check).toBe(`the database did not answer within ${READINESS_DEADLINE_MS} ms`);
    } finally {
      vi.useRealTimers();
    }
  });

  it('while starting, the server answers /healthz 200 and everything else 503 with the error body', async () => {
    const server = createServer(startingListener());
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const health = await fetch(`${base}/healthz`);
      expect([health.status, await health.json()]).toEqual([200, { status: 'ok' }]);
      for (const path of ['/readyz', '/rest/people']) {
        const reply = await fetch(`${base}${path}`);
        expect(reply.status).toBe(503);
        expect(reply.headers.get('retry-after')).toBe('1');
        expect(await reply.json()).toEqual(ERROR_BODY(503, 'NOT_READY', 'the service is starting (opening the database and applying migrations)'));
      }
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });
});

describe('GET /metrics', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer({ METRICS: 'on', METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' });
  });
  afterAll(() => app?.close());

  const scrape = async () => {
    const reply = await app.rawFetch('/metrics');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await reply.text();
    return text;
  };
  /** The value of one sample line (`name{labels} value`). */
  const sample = (text: string, line: RegExp) => Number(text.split('\n').find((candidate) => line.test(candidate))?.split(' ').at(-1));

  it('on the main port needs an API key', async () => {
    const reply = await app.rawFetch('/metrics', { apiKey: null });
    expect(reply.status).toBe(401);
    expect(await reply.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('counts REST requests by operationId, method and status, never by path', async () => {
    const person = (await ok(app, 'POST', '/rest/people', { name: { firstName: 'Metric', lastName: 'Counted' } })).data.createPerson;
    await app.rawFetch(`/rest/people/${person.id}`);
    await app.rawFetch('/rest/people/00000000-0000-4000-8000-000000000000');
    await app.rawFetch('/rest/people', { apiKey: 'wrong' });
    const text = await scrape();
    expect(sample(text, /^crm_http_requests_total\{operation="createOnePerson",method="POST",status="200"\}/)).toBe(1);
    expect(sample(text, /^crm_http_requests_total\{operation="findOnePerson",method="GET",status="200"\}/)).toBe(1);
    expect(sample(text, /^crm_http_requests_total\{operation="findOnePerson",method="GET",status="404"\}/)).toBe(1);
    expect(sample(text, /^crm_http_requests_total\{operation="rest",method="GET",status="401"\}/)).toBe(1);
    expect(text).toMatch(/^crm_http_request_duration_seconds_bucket\{le="\+Inf",operation="findOnePerson",method="GET"\} 2$/m);
    expect(text).not.toContain(person.id);
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
  });

  it('counts GraphQL operations by root field and result', async () => {
    const graphql = (query: string) => app.rawFetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) });
    await graphql('query Mine { currentWorkspace { id } }');
    // Each refused document counts, the same one again too (yoga caches parses and validations).
    for (let i = 0; i < 3; i++) {
      await graphql('query { nope }');
      await graphql('query {');
    }
    // Refused by the cost limit, which is checked when the operation is about to run (~3 million).
    await graphql('{ companies(first: 1000) { edges { node { people(first: 1000) { edges { node { id } } } } } } }');
    const text = await scrape();
    expect(sample(text, /^crm_graphql_operations_total\{operation="currentWorkspace",result="ok"\}/)).toBe(1);
    expect(sample(text, /^crm_graphql_operations_total\{operation="invalid",result="error"\}/)).toBe(7);
    expect(text).not.toMatch(/^crm_graphql_operations_total\{operation="companies"/m);
    expect(text).not.toContain('Mine');
  });

  it('times each build of the GraphQL schema: the one at the start, and one per metadata change', async () => {
    const builds = (text: string) => sample(text, /^crm_graphql_schema_build_seconds_count /);
    const before = builds(await scrape());
    expect(before).toBeGreaterThanOrEqual(1);
    const field = (await ok(app, 'POST', '/rest/metadata/objects/person/fields', { name: 'metricShoeSize', type: 'NUMBER' })).data.createField;
    // The schema is built for the new version once the metadata is quiet (1 s), or by the first request.
    await app.rawFetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ people(first: 1) { edges { node { metricShoeSize } } } }' }) });
    const text = await scrape();
    expect(builds(text)).toBe(before + 1);
    expect(sample(text, /^crm_graphql_schema_build_seconds_sum /)).toBeGreaterThan(0);
    await ok(app, 'DELETE', `/rest/metadata/objects/person/fields/${field.id}`);
  });

  it('builds the GraphQL schema once for a burst of metadata changes, not once per change', async () => {
    const builds = (text: string) => sample(text, /^crm_graphql_schema_build_seconds_count /);
    const before = builds(await scrape());
    const fields: string[] = [];
    for (const name of ['metricBurstA', 'metricBurstB', 'metricBurstC']) {
      fields.push((await ok(app, 'POST', '/rest/metadata/objects/person/fields', { name, type: 'TEXT' })).data.createField.id);
    }
    const answer = await app.rawFetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ people(first: 1) { edges { node { metricBurstA metricBurstC } } } }' }) });
    expect(answer.status).toBe(200);
    expect((await answer.json()) as object).not.toHaveProperty('errors');
    expect(builds(await scrape())).toBe(before + 1);
    for (const id of fields) await ok(app, 'DELETE', `/rest/metadata/objects/person/fields/${id}`);
  });

  it('reads the queue, the metadata version and the process when scraped', async () => {
    const text = await scrape();
    expect(text).toMatch(/^crm_metadata_version \d+$/m);
    expect(text).toMatch(/^# TYPE crm_jobs_due gauge$/m);
    expect(text).toMatch(/^# TYPE crm_job_oldest_due_age_seconds gauge$/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m);
    if (app.server.database.kind === 'postgres') expect(text).toMatch(/^crm_db_connections\{state="idle"\} \d+$/m);
  });

  it('has every metric the sample Grafana dashboard (docs/grafana-dashboard.json) queries', async () => {
    const dashboard = readFileSync(path.join(import.meta.dirname, '../../docs/grafana-dashboard.json'), 'utf8');
    const queried = new Set([...dashboard.matchAll(/\b((?:crm|nodejs|process)_[a-z0-9_]+)/g)].map((match) => match[1].replace(/_bucket$/, '')));
    expect(queried.size).toBeGreaterThan(8);
    const text = await scrape();
    for (const name of queried) expect(text, name).toMatch(new RegExp(`^# TYPE ${name} `, 'm'));
  });

  it('on METRICS_PORT without a key; that port serves nothing else', async () => {
    const url = app.server.metricsUrl!;
    const reply = await fetch(`${url}/metrics`);
    expect(reply.status).toBe(200);
    expect(await reply.text()).toMatch(/^# HELP crm_http_requests_total /m);
    const other = await fetch(`${url}/rest/people`);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual(ERROR_BODY(404, 'ROUTE_NOT_FOUND', 'this port serves only GET /metrics'));
  });
});

describe('GET /metrics without METRICS=on', () => {
  let app: TestServer;
  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app?.close());

  it('is no route on the main port', async () => {
    const reply = await app.rawFetch('/metrics');
    expect(reply.status).toBe(404);
    expect(app.server.metricsUrl).toBeUndefined();
  });
});
