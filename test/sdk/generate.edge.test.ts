// `npx @workspace-crm/client generate` (packages/client/src/generate.ts, cli.ts) against a live
// server: a workspace's pipeline and custom field end up in the types, REST and GraphQL; bad
// input (an unreachable URL, a wrong key, a document that is not this service's) is a message
// naming what failed, exit code 1, and no file written or overwritten.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GenerateError, generateWorkspaceTypes } from '../../packages/client/src/generate.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLI = path.join(ROOT, 'packages/client/src/cli.ts');
const TSX = path.join(ROOT, 'node_modules/.bin/tsx');

let app: TestServer;
let dir: string;
let otherApi: Server;
let otherApiUrl: string;
let noIntrospection: Server;
let noIntrospectionUrl: string;
let closedPortUrl: string;

const listen = (server: Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

beforeAll(async () => {
  app = await startTestServer();
  dir = mkdtempSync(path.join(tmpdir(), 'crm-generate-'));
  const post = async (url: string, body: unknown) => {
    const response = await app.rawFetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json();
  };
  const pipeline = await post('/rest/metadata/pipelines', { nameSingular: 'deal', namePlural: 'deals', labelSingular: 'Deal', labelPlural: 'Deals' });
  await post(`/rest/metadata/pipelines/${pipeline.data.createPipeline.id}/fields`, { name: 'priority', type: 'SELECT', options: [{ value: 'LOW' }, { value: 'HIGH' }] });
  await post('/rest/metadata/objects/person/fields', { name: 'shoeSize', type: 'NUMBER' });
  // Some other API's OpenAPI document.
  otherApi = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ openapi: '3.1.0', info: { title: 'Pet store', version: '1' }, paths: { '/pets': {} } }));
  });
  otherApiUrl = await listen(otherApi);
  // This service's document, and GraphQL answering as with GRAPHQL_INTROSPECTION=off.
  const document = await (await app.rawFetch('/openapi.json')).text();
  noIntrospection = createServer((request, response) => {
    response.setHeader('content-type', 'application/json');
    if (request.url === '/openapi.json') return void response.end(document);
    response.statusCode = 400;
    response.end(JSON.stringify({ errors: [{ message: 'GraphQL introspection is disabled on this server; the query asks for "__schema".', extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }] }));
  });
  noIntrospectionUrl = await listen(noIntrospection);
  const closed = createServer();
  closedPortUrl = await listen(closed);
  await close(closed);
});

afterAll(async () => {
  await app?.close();
  if (otherApi) await close(otherApi);
  if (noIntrospection) await close(noIntrospection);
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Runs the command as a user does; never rejects (the exit code is part of the answer). */
async function runCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(TSX, [CLI, ...args], { cwd: dir, env: { ...process.env, CRM_API_KEY: '' } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('generate', () => {
  it("writes the workspace's types: its pipeline and custom field in paths and components, and in the GraphQL namespace", async () => {
    const out = path.join(dir, 'crm-types.ts');
    const result = await generateWorkspaceTypes({ url: app.baseUrl, key: app.apiKey, out });
    const text = readFileSync(out, 'utf8');
    expect(result.file).toBe(out);
    expect(result.restPaths).toBeGreaterThan(150);
    expect(text).toContain('export interface paths {');
    expect(text).toContain('"/rest/deals": {');
    expect(text).toContain('"/rest/deals/{id}": {');
    expect(text).toMatch(/ Deal: \{[^]*?priority: \("LOW" \| "HIGH"\) \| null;/);
    expect(text).toMatch(/ Person: \{[^]*?shoeSize: number \| null;/);
    expect(text).toContain('export declare namespace GraphQL {');
    expect(text).toMatch(/export type Deal = \{[^]*?priority\?: Maybe<DealPriorityEnum>;/);
    expect(text).toMatch(/export type Person = \{[^]*?shoeSize\?: Maybe<Scalars\['Float'\]\['output'\]>/);
    expect(readdirSync(dir)).toEqual(['crm-types.ts']);
  });

  describe('bad input: a message naming what failed, the previous file untouched and no temporary file left', () => {
    const previous = '// the previous types\n';
    const cases = [
      { what: 'a wrong key (401)', url: () => app.baseUrl, key: 'not-a-key', message: () => `the API key was refused (401) reading the GraphQL schema (${app.baseUrl}/graphql): check --key` },
      { what: 'an unreachable URL (a closed port)', url: () => closedPortUrl, key: 'k', message: () => `cannot read ${closedPortUrl}/openapi.json: GET /openapi.json got no answer: fetch failed (ECONNREFUSED)` },
      { what: "another API's document", url: () => otherApiUrl, key: 'k', message: () => `${otherApiUrl}/openapi.json is not a Workspace CRM OpenAPI document (no /rest/people, /rest/metadata/objects path)` },
      {
        what: 'a server with GraphQL introspection off',
        url: () => noIntrospectionUrl,
        key: 'k',
        message: () => `the GraphQL schema (${noIntrospectionUrl}/graphql) could not be read: GraphQL introspection is disabled on this server; the query asks for "__schema".`,
      },
      { what: 'a URL that is not one', url: () => 'crm.example.com', key: 'k', message: () => '--url "crm.example.com" is not a URL (e.g. https://crm.example.com)' },
      { what: 'no key', url: () => app.baseUrl, key: '', message: () => 'no API key: pass --key or set CRM_API_KEY' },
    ];

    it.each(cases)('$what', async ({ what, url, key, message }) => {
      const out = path.join(dir, `kept ${what}.ts`);
      writeFileSync(out, previous);
      const before = readdirSync(dir).sort();
      const failure = await generateWorkspaceTypes({ url: url(), key, out }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(GenerateError);
      expect((failure as Error).message).toBe(message());
      expect(readFileSync(out, 'utf8')).toBe(previous);
      expect(readdirSync(dir).sort()).toEqual(before);
    });
  });

  // The command itself, as `npx` runs it (each run starts a process: two runs at once).
  describe.concurrent('the command', () => {
    it('exit 0 and one line saying what it wrote', async () => {
      const { code, stdout } = await runCli('generate', '--url', app.baseUrl, '--key', app.apiKey, '--out', 'cli-types.ts');
      expect(code).toBe(0);
      expect(stdout).toMatch(/^generate: wrote cli-types\.ts \(\d+ REST paths, \d+ GraphQL types\)\n$/);
      expect(readFileSync(path.join(dir, 'cli-types.ts'), 'utf8')).toContain('"/rest/deals": {');
    });

    it('a wrong key: exit 1, the reason on stderr, no file', async () => {
      const { code, stdout, stderr } = await runCli('generate', '--url', app.baseUrl, '--key', 'not-a-key', '--out', 'cli-refused.ts');
      expect({ code, stdout, stderr }).toEqual({ code: 1, stdout: '', stderr: `generate failed: the API key was refused (401) reading the GraphQL schema (${app.baseUrl}/graphql): check --key\n` });
      expect(readdirSync(dir)).not.toContain('cli-refused.ts');
    });

    it('a missing --url or --out is named, with the usage, exit 1', async () => {
      const { code, stderr } = await runCli('generate', '--key', 'k');
      expect(code).toBe(1);
      expect(stderr).toMatch(/^generate: missing --url and --out\n\nUsage: workspace-crm-client generate --url/);
    });
  });
});
