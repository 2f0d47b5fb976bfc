// The REST contract is served to humans and tools without a key: GET /openapi.json (the bundled
// OpenAPI 3.1 document) and GET /docs (an HTML reference that loads it).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

let app: TestServer;

beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

describe('docs', () => {
  it('GET /openapi.json returns the bundled document without a key', async () => {
    const response = await app.rawFetch('/openapi.json', { apiKey: null });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const document = (await response.json()) as { openapi: string; info: { title: string }; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
    expect(document.info.title).toBeTruthy();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/rest/people', '/rest/people/{id}', '/rest/companies', '/rest/companies/{id}', '/rest/apiKeys', '/rest/workspaceMembers']),
    );
    const bundled = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../generated/openapi.json'), 'utf8'));
    expect(document).toEqual(bundled);
  });

  it('GET /docs returns HTML that loads /openapi.json, without a key', async () => {
    const response = await app.rawFetch('/docs', { apiKey: null });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<html/i);
    expect(html).toContain('/openapi.json');
  });

  it('a bad key does not get in the way of the docs', async () => {
    expect((await app.rawFetch('/openapi.json', { apiKey: 'crm_nope' })).status).toBe(200);
    expect((await app.rawFetch('/docs', { apiKey: 'crm_nope' })).status).toBe(200);
  });
});
