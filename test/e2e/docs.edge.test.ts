// The REST contract is served to humans and tools without a key: GET /openapi.json (the bundled
// OpenAPI 3.1 document) and GET /docs (an HTML reference that loads it, Swagger UI served from
// this server: no CDN, so it works offline). What the page shows in a browser:
// docs-browser.system.edge.test.ts.
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountDocs } from '../../src/http/docs.ts';
import type { OpenApiDocument } from '../../src/http/openapi-document.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

let app: TestServer;

beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

/** `src` of every <script> and `href` of every <link> (stylesheets, icons) in the page. */
function pageAssets(html: string): { scripts: string[]; links: string[] } {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]*)"/gi)].map((match) => match[1]!);
  const links = [...html.matchAll(/<link\b[^>]*\bhref="([^"]*)"/gi)].map((match) => match[1]!);
  return { scripts, links };
}

/** Served by this server: a path on it, not an absolute or protocol-relative URL. */
const onThisServer = (url: string) => url.startsWith('/') && !url.startsWith('//');

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

  it('GET /docs returns HTML whose scripts load /openapi.json, without a key', async () => {
    const response = await app.rawFetch('/docs', { apiKey: null });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<html/i);
    const { scripts } = pageAssets(html);
    expect(scripts.length).toBeGreaterThan(0);
    const sources = await Promise.all(scripts.map(async (src) => (await app.rawFetch(src, { apiKey: null })).text()));
    expect(sources.some((source) => source.includes("'/openapi.json'"))).toBe(true);
  });

  it('every script and stylesheet of /docs is served by this server, with its content type, without a key', async () => {
    const html = await (await app.rawFetch('/docs', { apiKey: null })).text();
    const { scripts, links } = pageAssets(html);
    // Nothing points off the server: no absolute URL anywhere in the page.
    expect(html).not.toMatch(/(https?:)?\/\/[a-z0-9]/i);
    expect([...scripts, ...links].filter((url) => !onThisServer(url))).toEqual([]);
    expect(scripts.some((src) => /swagger-ui-bundle\.js$/.test(src))).toBe(true);
    expect(links.some((href) => /swagger-ui\.css$/.test(href))).toBe(true);

    for (const src of scripts) {
      const response = await app.rawFetch(src, { apiKey: null });
      expect(response.status, src).toBe(200);
      expect(response.headers.get('content-type'), src).toMatch(/^(text|application)\/javascript/);
      expect((await response.text()).length, src).toBeGreaterThan(0);
    }
    for (const href of links.filter((href) => href.endsWith('.css'))) {
      const response = await app.rawFetch(href, { apiKey: null });
      expect(response.status, href).toBe(200);
      expect(response.headers.get('content-type'), href).toMatch(/^text\/css/);
    }
  });

  it('the page allows nothing from elsewhere (Content-Security-Policy), and the bundle is cached', async () => {
    const response = await app.rawFetch('/docs', { apiKey: null });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).not.toMatch(/https?:/);

    const { scripts } = pageAssets(await response.text());
    const bundle = await app.rawFetch(scripts.find((src) => src.endsWith('swagger-ui-bundle.js'))!, { apiKey: null });
    expect(bundle.headers.get('cache-control')).toMatch(/max-age=\d+/);
  });

  it('only the listed files of the package are served', async () => {
    const html = await (await app.rawFetch('/docs', { apiKey: null })).text();
    const bundle = pageAssets(html).scripts.find((src) => src.endsWith('swagger-ui-bundle.js'))!;
    const directory = bundle.slice(0, bundle.lastIndexOf('/'));
    for (const file of ['package.json', 'swagger-ui-bundle.js.map', 'index.html', '..%2Fpackage.json']) {
      expect((await app.rawFetch(`${directory}/${file}`, { apiKey: null })).status, file).toBe(404);
    }
  });

  it('a bad key does not get in the way of the docs', async () => {
    expect((await app.rawFetch('/openapi.json', { apiKey: 'crm_nope' })).status).toBe(200);
    expect((await app.rawFetch('/docs', { apiKey: 'crm_nope' })).status).toBe(200);
    expect((await app.rawFetch('/docs/init.js', { apiKey: 'crm_nope' })).status).toBe(200);
  });
});

describe('mountDocs', () => {
  it('serves the current document on every request: a change shows at once', async () => {
    let document: OpenApiDocument = { openapi: '3.1.0', info: {}, paths: {}, components: {} };
    const docsApp = express();
    mountDocs(docsApp, () => document);
    const server = docsApp.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openapi.json`;
      expect(await (await fetch(url)).json()).toEqual({ openapi: '3.1.0', info: {}, paths: {}, components: {} });
      document = { openapi: '3.1.0', info: {}, paths: { '/rest/pets': { get: { operationId: 'listPets', summary: 'List pets' } } }, components: {} };
      const response = await fetch(url);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.json()).toEqual(document);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
