// Renders docs/grafana-dashboard.json to docs/grafana-dashboard.png with real data (issue 27):
//
//   npx tsx scripts/render-dashboard.ts        (or: npm run docs:dashboard; about 5 minutes)
//
// Grafana cannot be installed on the machine this was built on, so this script does what
// Grafana would do with the dashboard, with the tools that are there:
//   1. starts the service as real processes on a throwaway PostgreSQL 15: one API process
//      (WORKER=off) and one `npm run worker` process, each with its own METRICS_PORT;
//   2. starts Prometheus (Debian's `prometheus`, 2.42) from a throwaway config and data
//      directory on a loopback port, scraping both metrics ports every second (their `instance`
//      labels set to "api" and "worker" in the scrape config, for readable legends);
//   3. after a warm-up outside the charted time (every kind of request once: a fresh process
//      answers its first ones slowly, and a counter's first sample is not counted by rate()),
//      drives a few minutes of varied traffic through the API: REST reads and writes of people
//      and companies, 400s, 401s and 404s, GraphQL (ok, error and invalid documents), webhooks
//      to a local receiver (one answering 200, one 500 half the time, one always 500, so
//      retries and failures show), a pipeline and a custom field (the metadata version moves);
//   4. evaluates every panel's targets with Prometheus' /api/v1/query_range (`[5m]` shortened
//      to RATE_WINDOW: the run is shorter than five minutes), lays the panels out by gridPos
//      (24 columns, 30 px rows, 8 px gaps, as Grafana does) in a dark page drawn with uPlot (the
//      chart library of Grafana's time series panel), and screenshots it with Debian's Chromium
//      through playwright-core.
// Everything it starts (processes, temp directories) is stopped and removed, also on failure.
//
//   DASHBOARD_TRAFFIC_SECONDS   how long the traffic runs (default 210)
//   PROMETHEUS_BIN              the prometheus binary (default: `prometheus` on PATH)
//   DASHBOARD_DATA              a JSON file: the query results are saved there after a run, and when
//                               it exists the picture is drawn from it without a run (to work on the look)
//   PG_BIN_DIR                  PostgreSQL 15's bin directory (default /usr/lib/postgresql/15/bin)
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, programPath } from '../test/support/system-programs.ts';
import { startChildServer, type ChildServer } from '../test/support/child-server.ts';
import { startTestPostgres, type TestPostgres } from './postgres-test-server.ts';
import { freePort } from './throwaway-server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DASHBOARD = path.join(ROOT, 'docs/grafana-dashboard.json');
const OUTPUT = path.join(ROOT, 'docs/grafana-dashboard.png');
const UPLOT_DIR = path.join(ROOT, 'node_modules/uplot/dist');

const TRAFFIC_SECONDS = Number(process.env.DASHBOARD_TRAFFIC_SECONDS ?? 210);
/** What `[5m]` becomes in the panels' queries: a five-minute window would not fill in a short run. */
const RATE_WINDOW = '30s';
const SCRAPE_INTERVAL = '1s';
const STEP_SECONDS = 2;
const PAGE_WIDTH = 1600;
const API_KEY = `crm_dashboard_${randomUUID().replaceAll('-', '')}`;

// ---------------------------------------------------------------------------------------------
// Cleanup: every start registers how to undo it; `cleanup()` runs them last-in first-out.

const cleanups: Array<{ what: string; run: () => Promise<unknown> | unknown }> = [];
const onCleanup = (what: string, run: () => Promise<unknown> | unknown) => cleanups.push({ what, run });

async function cleanup(): Promise<void> {
  while (cleanups.length > 0) {
    const { what, run } = cleanups.pop()!;
    try {
      await run();
    } catch (error) {
      console.warn(`cleanup (${what}) failed: ${error instanceof Error ? error.message : error}`);
    }
  }
}

// Ctrl-C (or SIGTERM) makes the next sleep throw: the run unwinds to the cleanup with everything
// it started registered (a process being started when the signal came included).
const interrupt = new AbortController();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => interrupt.abort(new Error(`${signal}: stopping, cleaning up`)));
function sleep(ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    if (interrupt.signal.aborted) return reject(interrupt.signal.reason);
    const onAbort = () => (clearTimeout(timer), reject(interrupt.signal.reason));
    const timer = setTimeout(() => (interrupt.signal.removeEventListener('abort', onAbort), resolve()), ms);
    interrupt.signal.addEventListener('abort', onAbort, { once: true });
  });
}
const log = (message: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${message}`);

/** A spawned process, stopped with SIGTERM (SIGKILL after `graceMs`) at cleanup. */
function spawnTracked(what: string, command: string, args: string[], env: NodeJS.ProcessEnv, graceMs = 15_000) {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.stderr!.on('data', (chunk) => (output = (output + chunk).slice(-20_000)));
  child.on('error', (error) => (output += `\n[spawn error] ${error.message}\n`));
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  onCleanup(what, () => stopChild(child, exited, graceMs));
  return { child, output: () => output, exited };
}

async function stopChild(child: ChildProcess, exited: Promise<void>, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

/** Polls `url` until it answers 200 (or the process exits, or `timeoutMs` passes). */
async function waitFor200(url: string, child: ChildProcess, output: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${url}: the process exited early:\n${output()}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      async (response) => (await response.arrayBuffer(), response.ok),
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time:\n${output()}`);
    await sleep(200);
  }
}

// ---------------------------------------------------------------------------------------------
// 1. The service: PostgreSQL, one API process, one worker process.

interface Service {
  api: ChildServer;
  apiMetricsPort: number;
  workerMetricsPort: number;
}

async function startService(): Promise<Service> {
  const postgres: TestPostgres = await startTestPostgres();
  onCleanup('PostgreSQL', () => postgres.stop());
  log(`PostgreSQL 15 on port ${postgres.port}`);

  // Webhook retries within the run: 2 s, then 6 s later; the third failed attempt gives up.
  const common = {
    DATABASE_URL: postgres.url,
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    WEBHOOK_RETRY_BASE_MS: '2000',
    WEBHOOK_MAX_ATTEMPTS: '3',
    RATE_LIMIT: 'off',
    LOG_LEVEL: 'warn',
  };
  const apiMetricsPort = await freePort();
  const api = await startChildServer({ ...common, WORKER: 'off', METRICS_PORT: String(apiMetricsPort), CRM_BOOTSTRAP_API_KEY: API_KEY }, { startTimeoutMs: 120_000 });
  onCleanup('API process', () => api.stop());
  await waitFor200(`http://127.0.0.1:${apiMetricsPort}/metrics`, api.child, api.output, 10_000);
  log(`API process at ${api.url}, metrics on port ${apiMetricsPort}`);

  const workerMetricsPort = await freePort();
  const worker = spawnTracked('worker process', process.execPath, ['--import', 'tsx', path.join(ROOT, 'src/worker-main.ts')], {
    ...process.env,
    ...common,
    HOST: '127.0.0.1',
    METRICS_PORT: String(workerMetricsPort),
  });
  await waitFor200(`http://127.0.0.1:${workerMetricsPort}/metrics`, worker.child, worker.output, 60_000);
  log(`worker process, metrics on port ${workerMetricsPort}`);
  return { api, apiMetricsPort, workerMetricsPort };
}

// ---------------------------------------------------------------------------------------------
// 2. Prometheus, from a throwaway config and data directory.

async function startPrometheus(service: Service): Promise<string> {
  const binary = process.env.PROMETHEUS_BIN || 'prometheus';
  if (spawnSync(binary, ['--version']).error) {
    throw new Error(`${binary} not found: apt-get install -y --no-install-recommends prometheus (Debian's 2.42; its own service need not run), or set PROMETHEUS_BIN`);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-prometheus-'));
  onCleanup('Prometheus directory', () => rmSync(dir, { recursive: true, force: true }));
  // `instance` named after the process, so the legends read "api" and "worker" instead of ports.
  const config = [
    'global:',
    `  scrape_interval: ${SCRAPE_INTERVAL}`,
    `  scrape_timeout: ${SCRAPE_INTERVAL}`,
    `  evaluation_interval: ${SCRAPE_INTERVAL}`,
    'scrape_configs:',
    '  - job_name: workspace-crm',
    '    static_configs:',
    `      - targets: ['127.0.0.1:${service.apiMetricsPort}']`,
    '        labels: {instance: api}',
    `      - targets: ['127.0.0.1:${service.workerMetricsPort}']`,
    '        labels: {instance: worker}',
    '',
  ].join('\n');
  writeFileSync(path.join(dir, 'prometheus.yml'), config);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const prometheus = spawnTracked('Prometheus', binary, [
    `--config.file=${path.join(dir, 'prometheus.yml')}`,
    `--storage.tsdb.path=${path.join(dir, 'data')}`,
    `--web.listen-address=127.0.0.1:${port}`,
    '--log.level=warn',
  ], process.env);
  await waitFor200(`${url}/-/ready`, prometheus.child, prometheus.output, 30_000);
  log(`Prometheus at ${url}`);
  return url;
}

// ---------------------------------------------------------------------------------------------
// 3. Traffic.

/** The webhook receiver: /ok answers 200 (after 100-400 ms), /flaky 500 half the time, /down always 500. */
async function startReceiver(): Promise<string> {
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const reply = (status: number) => res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 200 ? 'ok' : 'receiver says no');
      if (req.url === '/ok') setTimeout(() => reply(200), 100 + Math.random() * 300);
      else if (req.url === '/flaky') reply(Math.random() < 0.5 ? 500 : 200);
      else reply(500);
    });
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  onCleanup('webhook receiver', () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const FIRST_NAMES = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Margaret', 'Linus', 'Frances', 'Ken'];
const LAST_NAMES = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Hamilton', 'Torvalds', 'Allen', 'Thompson'];
const CITIES = ['London', 'Paris', 'Berlin', 'Lisbon', 'Oslo', 'Rome'];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const newPerson = () => ({ name: { firstName: pick(FIRST_NAMES), lastName: pick(LAST_NAMES) }, city: pick(CITIES) });
/** `run` on every item, `width` at a time. */
async function inParallel<T>(items: T[], width: number, run: (item: T) => Promise<unknown>): Promise<void> {
  const queue = [...items];
  await Promise.all(Array.from({ length: width }, async () => {
    while (queue.length > 0) await run(queue.shift()!);
  }));
}
const newCompany = () => ({ name: `${pick(LAST_NAMES)} ${pick(['Labs', 'Systems', 'Analytics', 'Works'])}` });

/**
 * The traffic: `warmUp()` registers the webhooks and sends every kind of request once (a fresh
 * process answers its first request of each kind slowly, which is no part of the picture);
 * `run()` then sends the mix for TRAFFIC_SECONDS.
 */
async function traffic(apiUrl: string, receiverUrl: string) {
  const statuses = new Map<number, number>();
  const call = async (method: string, pathname: string, body?: unknown, key = API_KEY): Promise<any> => {
    const response = await fetch(`${apiUrl}${pathname}`, {
      method,
      headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30_000),
    });
    statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    if (response.status >= 500) log(`${method} ${pathname}: ${response.status}`);
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  };
  const graphql = (query: string, variables?: Record<string, unknown>) => call('POST', '/graphql', { query, variables });
  const people: string[] = [];
  const companies: string[] = [];

  // The mix: [weight, what, request].
  const actions: Array<[number, string, () => Promise<unknown>]> = [
    [14, 'list people', () => call('GET', '/rest/people?limit=20')],
    [8, 'create a person', async () => people.push((await call('POST', '/rest/people', newPerson())).data.createPerson.id)],
    [8, 'get a person', () => (people.length ? call('GET', `/rest/people/${pick(people)}`) : Promise.resolve())],
    [4, 'update a person', () => (people.length ? call('PATCH', `/rest/people/${pick(people)}`, { city: pick(CITIES) }) : Promise.resolve())],
    [8, 'list companies', () => call('GET', '/rest/companies?limit=20')],
    [4, 'create a company', async () => companies.push((await call('POST', '/rest/companies', newCompany())).data.createCompany.id)],
    [4, 'get a company', () => (companies.length ? call('GET', `/rest/companies/${pick(companies)}`) : Promise.resolve())],
    [2, 'update a company', () => (companies.length ? call('PATCH', `/rest/companies/${pick(companies)}`, { tagline: 'updated' }) : Promise.resolve())],
    [2, 'get a person that does not exist (404)', () => call('GET', `/rest/people/${randomUUID()}`)],
    [1, 'create a person with a bad body (400)', () => call('POST', '/rest/people', { name: { firstName: 42 } })],
    [1, 'an unknown path (404, operation `rest`)', () => call('GET', '/rest/nothing-here')],
    [1, 'a wrong API key (401)', () => call('GET', '/rest/people', undefined, 'crm_wrong_key')],
    [6, 'GraphQL currentWorkspace', () => graphql('{ currentWorkspace { id displayName } }')],
    [5, 'GraphQL search', () => graphql('query($q: String!) { search(searchInput: $q, limit: 10) { edges { node { recordId label } } } }', { q: pick(LAST_NAMES).slice(0, 3) })],
    [2, 'GraphQL workspaceMembers', () => graphql('{ workspaceMembers { id } }')],
    [1, 'GraphQL searchPipeline without nameSingular (error)', () => graphql('{ searchPipeline(searchInput: "acme") { edges { cursor } } }')],
    [1, 'GraphQL syntax error (invalid)', () => graphql('{ currentWorkspace { id ')],
  ];
  const totalWeight = actions.reduce((sum, [weight]) => sum + weight, 0);
  const randomAction = () => {
    let r = Math.random() * totalWeight;
    for (const [weight, , request] of actions) if ((r -= weight) < 0) return request;
    return actions[0][2];
  };

  // Events at fixed points of the run (fractions of it): bursts that queue jobs, metadata changes.
  const events: Array<[number, string, () => Promise<unknown>]> = [
    [0.3, '60 people in one batch (60 deliveries at once)', async () => people.push(...(await call('POST', '/rest/batch/people', Array.from({ length: 60 }, newPerson))).data.createPeople.map((p: { id: string }) => p.id))],
    [0.45, 'a pipeline "deal"', () => call('POST', '/rest/metadata/pipelines', { nameSingular: 'deal', namePlural: 'deals', labelSingular: 'Deal', labelPlural: 'Deals' })],
    [0.6, '60 companies in one batch', () => call('POST', '/rest/batch/companies', Array.from({ length: 60 }, newCompany))],
    [0.7, 'a custom field person.tier', () => call('POST', '/rest/metadata/objects/person/fields', { name: 'tier', type: 'TEXT' })],
    [0.8, '60 people updated, 6 requests at a time', () => inParallel(people.slice(0, 60), 6, (id) => call('PATCH', `/rest/people/${id}`, { jobTitle: 'Engineer' }))],
  ];

  const warmUp = async () => {
    // Webhooks: every person event to /ok, company events to /flaky, person updates also to /down.
    await call('POST', '/rest/webhooks', { targetUrl: `${receiverUrl}/ok`, operations: ['person.*'], description: 'dashboard: succeeds' });
    await call('POST', '/rest/webhooks', { targetUrl: `${receiverUrl}/flaky`, operations: ['company.*'], description: 'dashboard: fails half the time' });
    await call('POST', '/rest/webhooks', { targetUrl: `${receiverUrl}/down`, operations: ['person.updated'], description: 'dashboard: always fails' });
    // The run's one-off requests once each too: a counter's first sample is not counted by rate(),
    // so without this the batch and metadata requests of the run would chart as 0 req/s.
    await call('POST', '/rest/batch/people', [newPerson()]);
    await call('POST', '/rest/batch/companies', [newCompany()]);
    await call('POST', '/rest/metadata/pipelines', { nameSingular: 'partner', namePlural: 'partners', labelSingular: 'Partner', labelPlural: 'Partners' });
    await call('POST', '/rest/metadata/objects/company/fields', { name: 'segment', type: 'TEXT' });
    const took: string[] = [];
    for (const [, what, request] of actions) {
      const started = Date.now();
      await request();
      took.push(`${what} ${Date.now() - started} ms`);
    }
    log(`warm-up: ${took.join(', ')}`);
  };

  const run = async () => {
    // Requests per second over the run: a slow ramp, a busy middle, a quieter end.
    const rateAt = (f: number) => 3 + 14 * Math.sin(Math.PI * Math.min(1, f * 1.15)) ** 2 + (f > 0.5 && f < 0.6 ? 8 : 0);
    const start = Date.now();
    const end = start + TRAFFIC_SECONDS * 1000;
    const inFlight = new Set<Promise<unknown>>();
    let failures = 0;
    let lastReport = start;
    while (Date.now() < end) {
      const f = (Date.now() - start) / (end - start);
      while (events.length > 0 && events[0][0] <= f) {
        const [, what, event] = events.shift()!;
        log(`traffic: ${what}`);
        await event();
      }
      if (inFlight.size < 16) {
        const request = randomAction()()
          .catch(() => failures++)
          .finally(() => inFlight.delete(request));
        inFlight.add(request);
      }
      if (Date.now() - lastReport > 30_000) {
        lastReport = Date.now();
        log(`traffic: ${Math.round(f * 100)}%, answers so far ${JSON.stringify(Object.fromEntries(statuses))}`);
      }
      await sleep(1000 / rateAt(f));
    }
    await Promise.all(inFlight);
    log(`traffic done: answers ${JSON.stringify(Object.fromEntries(statuses))}${failures ? `, ${failures} requests failed on the client side` : ''}`);
  };
  return { warmUp, run };
}

// ---------------------------------------------------------------------------------------------
// 4. The panels' queries, and the page.

interface Target {
  refId: string;
  expr: string;
  legendFormat?: string;
}
interface Panel {
  id: number;
  title: string;
  type: string;
  gridPos: { h: number; w: number; x: number; y: number };
  fieldConfig?: { defaults?: { unit?: string } };
  targets: Target[];
}
interface PanelData {
  title: string;
  gridPos: Panel['gridPos'];
  unit: string;
  series: Array<{ name: string; values: Array<number | null> }>;
}

/** How many scrapes of each target failed (a failed scrape leaves a gap in every gauge of its target). */
async function failedScrapes(prometheusUrl: string, from: number, to: number): Promise<Record<string, number>> {
  const range = `${to - from}s`;
  const query = async (expr: string) => {
    const response = await fetch(`${prometheusUrl}/api/v1/query?${new URLSearchParams({ query: expr, time: String(to) })}`);
    const body = (await response.json()) as { data: { result: Array<{ metric: Record<string, string>; value: [number, string] }> } };
    return Object.fromEntries(body.data.result.map(({ metric, value }) => [metric.instance, Number(Number(value[1]).toFixed(3))]));
  };
  const failed = await query(`count_over_time(up[${range}]) - sum_over_time(up[${range}])`);
  const slowest = await query(`max_over_time(scrape_duration_seconds[${range}])`);
  log(`scrapes failed: ${JSON.stringify(failed)}; slowest scrape (s): ${JSON.stringify(slowest)}`);
  return failed;
}

/** The legend of one series: legendFormat with {{label}} replaced, or the label set as Grafana prints it. */
function legendName(metric: Record<string, string>, legendFormat: string | undefined): string {
  if (legendFormat) return legendFormat.replace(/\{\{\s*([a-zA-Z_][a-zA-Z0-9_]*)\s*\}\}/g, (_, label: string) => metric[label] ?? '').trim();
  const { __name__: name = '', ...labels } = metric;
  const pairs = Object.entries(labels).map(([label, value]) => `${label}="${value}"`);
  return `${name}{${pairs.join(', ')}}`;
}

async function queryPanels(prometheusUrl: string, from: number, to: number): Promise<{ timestamps: number[]; panels: PanelData[] }> {
  const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { panels: Panel[] };
  const timestamps: number[] = [];
  for (let t = from; t <= to; t += STEP_SECONDS) timestamps.push(t);
  const panels: PanelData[] = [];
  for (const panel of dashboard.panels) {
    if (panel.type !== 'timeseries') throw new Error(`panel "${panel.title}" is a ${panel.type}: only timeseries panels are rendered`);
    const series: PanelData['series'] = [];
    for (const target of panel.targets) {
      const expr = target.expr.replaceAll('[5m]', `[${RATE_WINDOW}]`);
      const query = new URLSearchParams({ query: expr, start: String(from), end: String(to), step: String(STEP_SECONDS) });
      const response = await fetch(`${prometheusUrl}/api/v1/query_range?${query}`);
      const body = (await response.json()) as { status: string; error?: string; data: { result: Array<{ metric: Record<string, string>; values: Array<[number, string]> }> } };
      if (body.status !== 'success') throw new Error(`panel "${panel.title}", ${expr}: ${body.error}`);
      const named = body.data.result.map((result) => {
        const byTime = new Map(result.values.map(([t, v]) => [Math.round(t), Number(v)]));
        const values = timestamps.map((t) => {
          const value = byTime.get(t);
          return value === undefined || !Number.isFinite(value) ? null : value;
        });
        return { name: legendName(result.metric, target.legendFormat), values };
      });
      named.sort((a, b) => a.name.localeCompare(b.name));
      series.push(...named.filter(({ values }) => values.some((value) => value !== null)));
    }
    panels.push({ title: panel.title, gridPos: panel.gridPos, unit: panel.fieldConfig?.defaults?.unit ?? 'short', series });
    log(`panel "${panel.title}": ${series.length} series`);
  }
  return { timestamps, panels };
}

/** The page: Grafana's dark theme colours, a 24-column grid, one uPlot chart and a table legend per panel. */
function renderPage(caption: string, timeRange: string, timestamps: number[], panels: PanelData[]): string {
  const uplotJs = readFileSync(path.join(UPLOT_DIR, 'uPlot.iife.min.js'), 'utf8');
  const uplotCss = readFileSync(path.join(UPLOT_DIR, 'uPlot.min.css'), 'utf8');
  const data = JSON.stringify({ timestamps, panels }).replaceAll('<', '\\u003c');
  const rows = Math.max(...panels.map((p) => p.gridPos.y + p.gridPos.h));
  return `<!doctype html>
<html><head><meta charset="utf-8"><title>Workspace CRM dashboard</title>
<style>${uplotCss}</style>
<style>
  body { margin: 0; background: #111217; color: #ccccdc; font: 13px Inter, "DejaVu Sans", Helvetica, Arial, sans-serif; width: ${PAGE_WIDTH}px; }
  .caption { padding: 10px 16px; background: #22252b; color: #ccccdc; font-size: 13px; border-bottom: 1px solid #2c3235; }
  .caption b { color: #fff; font-weight: 600; }
  .bar { display: flex; justify-content: space-between; align-items: center; padding: 12px 16px 4px; }
  .bar h1 { margin: 0; font-size: 18px; font-weight: 500; color: #ccccdc; }
  .bar .range { border: 1px solid #2c3235; border-radius: 2px; padding: 5px 10px; background: #181b1f; font-size: 12px; }
  .grid { display: grid; grid-template-columns: repeat(24, 1fr); grid-template-rows: repeat(${rows}, 30px); gap: 8px; padding: 8px 16px 16px; }
  .panel { background: #181b1f; border: 1px solid rgba(204, 204, 220, 0.12); border-radius: 2px; display: flex; flex-direction: column; min-width: 0; overflow: hidden; }
  .panel h2 { margin: 0; height: 32px; line-height: 32px; padding: 0 8px; font-size: 14px; font-weight: 500; color: #ccccdc; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
  .body { flex: 1; display: flex; min-height: 0; padding: 0 8px 8px; gap: 8px; }
  .chart { flex: 1; min-width: 0; position: relative; }
  .nodata { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center; color: rgba(204, 204, 220, 0.65); font-size: 16px; }
  .legend { flex: 0 0 42%; overflow: hidden; font-size: 11.5px; }
  .legend table { width: 100%; border-collapse: collapse; table-layout: fixed; }
  .legend th { text-align: right; font-weight: 500; color: #6e9fff; padding: 2px 4px; border-bottom: 1px solid rgba(204, 204, 220, 0.12); }
  .legend th:first-child { text-align: left; color: transparent; }
  .legend td { padding: 1px 4px; text-align: right; white-space: nowrap; }
  .legend td:first-child { text-align: left; overflow: hidden; text-overflow: ellipsis; }
  .legend .swatch { display: inline-block; width: 14px; height: 4px; border-radius: 2px; vertical-align: middle; margin-right: 6px; }
  .legend .more { color: rgba(204, 204, 220, 0.65); padding: 2px 4px; }
</style>
<script>${uplotJs}</script>
</head><body>
<div class="caption">${caption}</div>
<div class="bar"><h1>Workspace CRM</h1><span class="range">${timeRange}</span></div>
<div class="grid" id="grid"></div>
<script>
const { timestamps, panels } = ${data};
// Grafana's classic palette, in its order.
const PALETTE = ['#7EB26D', '#EAB839', '#6ED0E0', '#EF843C', '#E24D42', '#1F78C1', '#BA43A9', '#705DA0', '#508642', '#CCA300',
  '#447EBC', '#C15C17', '#890F02', '#0A437C', '#6D1F62', '#584477', '#B7DBAB', '#F4D598', '#70DBED', '#F9BA8F', '#F29191',
  '#82B5D8', '#E5A8E2', '#AEA2E0', '#629E51', '#E5AC0E', '#64B0C8', '#E0752D', '#BF1B00', '#0A50A1', '#962D82', '#614D93'];

// Tick steps of a bytes axis: round numbers of B, KiB, MiB, GiB (uPlot's default steps are decimal).
const BYTE_INCREMENTS = [0, 1, 2, 3].flatMap((power) => [1, 2, 2.5, 5, 10, 20, 25, 50, 100, 200, 250, 500].map((m) => m * 1024 ** power));
const trim = (x, digits = 3) => String(Number(x.toPrecision(digits)));
function scaled(value, steps) {
  // steps: [[factor, suffix], ...] ascending; the largest factor not above |value|.
  let [factor, suffix] = steps[0];
  for (const step of steps) if (Math.abs(value) >= step[0]) [factor, suffix] = step;
  return trim(value / factor) + suffix;
}
// The units of the dashboard, formatted as Grafana formats them.
function formatValue(unit, value) {
  if (value === null || value === undefined) return '';
  if (value === 0) return { reqps: '0 req/s', ops: '0 ops/s', s: '0 s', bytes: '0 B' }[unit] ?? '0';
  switch (unit) {
    case 'reqps': return trim(value) + ' req/s';
    case 'ops': return trim(value) + ' ops/s';
    case 's': return scaled(value, [[1e-9, ' ns'], [1e-6, ' µs'], [1e-3, ' ms'], [1, ' s'], [60, ' min'], [3600, ' hour']]);
    case 'bytes': return scaled(value, [[1, ' B'], [1024, ' KiB'], [1024 ** 2, ' MiB'], [1024 ** 3, ' GiB']]);
    default: return scaled(value, [[1, ''], [1e3, ' K'], [1e6, ' Mil'], [1e9, ' Bil']]);
  }
}
// Like Grafana's default (showPoints: auto), a point only where a value stands alone between gaps.
function isolated(u, seriesIndex) {
  const values = u.data[seriesIndex];
  return values.flatMap((v, i) => (v !== null && values[i - 1] == null && values[i + 1] == null ? [i] : []));
}
const pad2 = (n) => String(n).padStart(2, '0');
const clock = (t) => { const d = new Date(t * 1000); return pad2(d.getUTCHours()) + ':' + pad2(d.getUTCMinutes()) + ':' + pad2(d.getUTCSeconds()); };

const grid = document.getElementById('grid');
for (const panel of panels) {
  const el = document.createElement('div');
  el.className = 'panel';
  el.style.gridColumn = (panel.gridPos.x + 1) + ' / span ' + panel.gridPos.w;
  el.style.gridRow = (panel.gridPos.y + 1) + ' / span ' + panel.gridPos.h;
  el.innerHTML = '<h2></h2><div class="body"><div class="chart"></div><div class="legend"></div></div>';
  el.querySelector('h2').textContent = panel.title;
  grid.appendChild(el);
  const chart = el.querySelector('.chart');
  const legend = el.querySelector('.legend');
  if (panel.series.length === 0) {
    chart.innerHTML = '<div class="nodata">No data</div>';
    legend.remove();
    continue;
  }
  // The table legend on the right, with the panel's calcs: Last * (last not null) and Max.
  const table = document.createElement('table');
  table.innerHTML = '<colgroup><col><col style="width:24%"><col style="width:24%"></colgroup><tr><th>Name</th><th>Last *</th><th>Max</th></tr>';
  panel.series.forEach((series, i) => {
    const values = series.values.filter((v) => v !== null);
    const row = table.insertRow();
    const name = row.insertCell();
    name.innerHTML = '<span class="swatch" style="background:' + PALETTE[i % PALETTE.length] + '"></span>';
    name.append(series.name);
    name.title = series.name;
    row.insertCell().textContent = formatValue(panel.unit, values[values.length - 1]);
    row.insertCell().textContent = formatValue(panel.unit, Math.max(...values));
  });
  legend.appendChild(table);
  const axis = { stroke: 'rgba(204, 204, 220, 0.65)', font: '11px Inter, "DejaVu Sans", sans-serif', grid: { stroke: 'rgba(204, 204, 220, 0.1)', width: 1 }, ticks: { show: false } };
  new uPlot({
    width: chart.clientWidth,
    height: chart.clientHeight,
    legend: { show: false },
    cursor: { show: false },
    scales: { x: { time: true } },
    axes: [
      { ...axis, size: 24, space: 70, values: (u, splits) => splits.map(clock) },
      { ...axis, size: 64, ...(panel.unit === 'bytes' ? { incrs: BYTE_INCREMENTS } : {}), values: (u, splits) => splits.map((v) => formatValue(panel.unit, v)) },
    ],
    series: [{}, ...panel.series.map((series, i) => ({ label: series.name, stroke: PALETTE[i % PALETTE.length], width: 1, points: { show: true, size: 4, fill: PALETTE[i % PALETTE.length], filter: isolated } }))],
  }, [timestamps, ...panel.series.map((series) => series.values)], chart);
}
// Rows the legend has no room for: say how many, as a scrolled legend would hide them.
for (const legend of document.querySelectorAll('.legend')) {
  const rows = [...legend.querySelectorAll('tr')].slice(1);
  const hidden = rows.filter((row) => row.offsetTop + row.offsetHeight > legend.clientHeight - 16);
  if (hidden.length > 0 && rows.length > hidden.length) {
    hidden.forEach((row) => row.remove());
    const more = document.createElement('div');
    more.className = 'more';
    more.textContent = '… ' + hidden.length + ' more series (the legend scrolls in Grafana)';
    legend.appendChild(more);
  }
}
window.__rendered = true;
</script>
</body></html>`;
}

async function screenshot(html: string): Promise<void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-dashboard-page-'));
  onCleanup('page directory', () => rmSync(dir, { recursive: true, force: true }));
  const page = path.join(dir, 'dashboard.html');
  writeFileSync(page, html);
  // The same Chromium flags as test/support/headless-browser.ts (headless, no sandbox as root, no calls home).
  const browser = await chromium.launch({
    executablePath: programPath(CHROMIUM),
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  onCleanup('Chromium', () => browser.close());
  const tab = await browser.newPage({ viewport: { width: PAGE_WIDTH, height: 900 }, deviceScaleFactor: 1 });
  const errors: string[] = [];
  tab.on('pageerror', (error) => errors.push(error.message));
  await tab.goto(`file://${page}`);
  await tab.waitForFunction(() => (window as unknown as { __rendered?: boolean }).__rendered === true, undefined, { timeout: 30_000 }).catch(() => undefined);
  if (errors.length > 0) throw new Error(`the page failed: ${errors.join('; ')}`);
  await tab.screenshot({ path: OUTPUT, fullPage: true });
}

// ---------------------------------------------------------------------------------------------

interface Measured {
  from: number;
  to: number;
  failed: Record<string, number>;
  timestamps: number[];
  panels: PanelData[];
}

/** Steps 1 to 4 but the drawing: the service, Prometheus, the traffic, the panels' query results. */
async function measure(): Promise<Measured> {
  const service = await startService();
  const receiverUrl = await startReceiver();
  const prometheusUrl = await startPrometheus(service);

  const { warmUp, run } = await traffic(service.api.url, receiverUrl);
  await warmUp();
  // Until the warm-up has left the rate windows; the charts start with a few idle seconds.
  await sleep(40_000);
  const from = Math.floor(Date.now() / 1000) - 6;
  log(`traffic for ${TRAFFIC_SECONDS} s`);
  await run();
  await sleep(15_000); // the last retries, and the rates falling back
  const to = Math.floor(Date.now() / 1000);
  const failed = await failedScrapes(prometheusUrl, from, to);

  const { timestamps, panels } = await queryPanels(prometheusUrl, from, to);
  return { from, to, failed, timestamps, panels };
}

async function main(): Promise<void> {
  const startedAt = Date.now();
  const saved = process.env.DASHBOARD_DATA;
  let measured: Measured;
  if (saved && existsSync(saved)) {
    log(`drawing the results saved in ${saved}, without a run`);
    measured = JSON.parse(readFileSync(saved, 'utf8')) as Measured;
  } else {
    measured = await measure();
    if (saved) writeFileSync(saved, JSON.stringify(measured));
  }
  const { from, to, failed, timestamps, panels } = measured;
  const minutes = Math.round((to - from) / 60);
  const caption =
    '<b>docs/grafana-dashboard.json</b> rendered from Prometheus 2.42 query results by <b>scripts/render-dashboard.ts</b> ' +
    '(uPlot in Chromium: Grafana is not installable on the build machine), with traffic from the script against one API and one worker process on PostgreSQL 15; ' +
    `rate windows [5m] shortened to [${RATE_WINDOW}] for a ${minutes}-minute run, scraped every ${SCRAPE_INTERVAL}, step ${STEP_SECONDS}s.<br>` +
    `Gaps are missing samples, drawn as Grafana draws them: ${failed.api ?? 0} scrapes of the API process and ${failed.worker ?? 0} of the worker failed ` +
    `(scrape timeout ${SCRAPE_INTERVAL}), and the job gauges have no series while no job of a kind is due.`;
  const range = `${new Date(from * 1000).toISOString().slice(0, 19).replace('T', ' ')} to ${new Date(to * 1000).toISOString().slice(11, 19)} UTC`;
  await screenshot(renderPage(caption, range, timestamps, panels));
  log(`wrote ${path.relative(ROOT, OUTPUT)} in ${Math.round((Date.now() - startedAt) / 1000)} s`);
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  if (interrupt.signal.aborted) console.error((interrupt.signal.reason as Error).message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  exitCode = interrupt.signal.aborted ? 130 : 1;
} finally {
  await cleanup();
}
process.exit(exitCode);
