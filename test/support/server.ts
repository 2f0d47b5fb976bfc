// One running CRM server per caller, on the database the vitest project selects:
//
//   let app: TestServer;
//   beforeAll(async () => { app = await startTestServer(); });
//   afterAll(() => app.close());
//   it('lists people', async () => {
//     const { data } = await app.client.GET('/rest/people');   // response checked against the contract
//     const res = await app.rawFetch('/rest/people', { apiKey: null });   // unauthenticated, unchecked
//   });
//
// pglite project -> DATABASE_URL=memory:// (fresh in-memory PGlite); postgres project -> a fresh
// database on the throwaway PostgreSQL. The server listens on 127.0.0.1 on an ephemeral port.
// The per-key rate limit is off (RATE_LIMIT=off) unless the overrides say RATE_LIMIT: 'on': tests send
// requests far faster than any client should.
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../src/config/config.ts';
import { startServer } from '../../src/server.ts';
import { createCrmClient, type CrmClient } from './sdk.ts';
import { contractMiddleware } from './contract.ts';
import { testDatabaseUrl } from './database.ts';

export interface RawFetchInit extends RequestInit {
  /** Key for `Authorization: Bearer`; defaults to the bootstrap admin key; `null` sends none. */
  apiKey?: string | null;
}

export interface TestServer {
  /** `http://127.0.0.1:<port>` (no trailing slash). */
  baseUrl: string;
  /** The bootstrap admin API key the server was started with. */
  apiKey: string;
  /** SDK client authenticated with `apiKey`; every response is validated against the OpenAPI document. */
  client: CrmClient;
  /** Builds another contract-checked SDK client, e.g. with a member or readonly key. */
  clientFor(apiKey: string): CrmClient;
  /** Plain fetch relative to baseUrl with the admin key (no contract check; see assertMatchesContract). */
  rawFetch(path: string, init?: RawFetchInit): Promise<Response>;
  /** DATABASE_URL the server runs on. */
  databaseUrl: string;
  /** What startServer returned (e.g. `.database` for direct SQL in assertions). */
  server: Awaited<ReturnType<typeof startServer>>;
  close(): Promise<void>;
}

export async function startTestServer(overrides: Record<string, string> = {}): Promise<TestServer> {
  const apiKey = overrides.CRM_BOOTSTRAP_API_KEY ?? `test_${randomBytes(16).toString('hex')}`;
  const databaseUrl = overrides.DATABASE_URL ?? (await testDatabaseUrl());
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'off',
    ...overrides,
    DATABASE_URL: databaseUrl,
    CRM_BOOTSTRAP_API_KEY: apiKey,
  });
  const server = await startServer(config);
  const baseUrl = server.url.replace(/\/+$/, '');

  // No retries: a test sees each answer (a 429, a 503) as the server gave it.
  const clientFor = (key: string) => createCrmClient({ baseUrl, apiKey: key, middleware: [contractMiddleware()], retry: { retries: 0 } });

  const rawFetch = (path: string, init: RawFetchInit = {}) => {
    const { apiKey: key = apiKey, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (key !== null && !headers.has('authorization')) headers.set('authorization', `Bearer ${key}`);
    return fetch(`${baseUrl}${path.startsWith('/') ? '' : '/'}${path}`, { ...rest, headers });
  };

  let closed = false;
  return {
    baseUrl,
    apiKey,
    client: clientFor(apiKey),
    clientFor,
    rawFetch,
    databaseUrl,
    server,
    async close() {
      if (closed) return;
      closed = true;
      await server.close();
    },
  };
}
