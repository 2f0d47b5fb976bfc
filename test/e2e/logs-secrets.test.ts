// Secrets never reach the logs: API keys (the Authorization header, a key in a query string, a
// key created over the API), webhook secrets (create, update, a malformed body) and what
// unhandled errors carry (a driver error quoting the row, a body-parser error keeping the raw
// body). The server logs at `info` into memory; every line is read back.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.ts';
import { createLogger } from '../../src/lib/logger.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import { testDatabaseUrl } from '../support/database.ts';

const secret = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const ADMIN_KEY = secret('crm_admin');
const WRONG_KEY = secret('crm_wrong');
const WEBHOOK_SECRET = secret('whsec_create');
const WEBHOOK_SECRET_UPDATED = secret('whsec_update');
const WEBHOOK_SECRET_MALFORMED = secret('whsec_malformed');
const FAILED_WRITE_VALUE = secret('failed_write');
const SEARCH_SECRET = secret('search_secret');

const lines: string[] = [];
let server: RunningServer;

beforeAll(async () => {
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    RATE_LIMIT: 'off',
    WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    DATABASE_URL: await testDatabaseUrl(),
    CRM_BOOTSTRAP_API_KEY: ADMIN_KEY,
  });
  server = await startServer(config, logger);
});
afterAll(() => server?.close());

const send = (path: string, init: { method?: string; body?: string; key?: string | null; headers?: Record<string, string> } = {}) => {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...init.headers };
  if (init.key !== null) headers.authorization = `Bearer ${init.key ?? ADMIN_KEY}`;
  return fetch(`${server.url}${path}`, { method: init.method ?? 'GET', headers, body: init.body });
};

it('no request, failing or not, puts an API key or a webhook secret in the logs', async () => {
  expect((await send('/rest/people')).status).toBe(200);
  // A key in the query string (clients do that) is not logged either: the request log has the path only.
  await send(`/rest/people?api_key=${ADMIN_KEY}&secret=${WEBHOOK_SECRET}`, { key: null });
  expect((await send('/rest/people', { key: WRONG_KEY })).status).toBe(401);
  expect((await send('/rest/people', { key: null, headers: { authorization: `Basic ${WRONG_KEY}` } })).status).toBe(401);

  const created = await send('/rest/webhooks', { method: 'POST', body: JSON.stringify({ targetUrl: 'http://127.0.0.1:9/hook', operations: ['person.created'], secret: WEBHOOK_SECRET }) });
  expect(created.status).toBe(200);
  const webhookId = ((await created.json()) as { data: { createWebhook: { id: string } } }).data.createWebhook.id;
  expect((await send(`/rest/webhooks/${webhookId}`, { method: 'PATCH', body: JSON.stringify({ secret: WEBHOOK_SECRET_UPDATED }) })).status).toBe(200);
  expect((await send('/rest/webhooks', { method: 'POST', body: `{"secret":"${WEBHOOK_SECRET_MALFORMED}",` })).status).toBe(400);

  const key = await send('/rest/apiKeys', { method: 'POST', body: JSON.stringify({ name: 'logged?', role: 'member' }) });
  const memberKey = ((await key.json()) as { data: { createApiKey: { secret: string } } }).data.createApiKey.secret;
  const query = await send('/graphql', { method: 'POST', key: memberKey, body: JSON.stringify({ query: '{ currentWorkspace { id } }' }) });
  expect(query.status).toBe(200);

  // Unhandled errors are logged with the error: one whose fields quote the request's values (as a
  // driver error's `detail` quotes a row) must not carry them into the log.
  const { records, search } = server.services;
  const originalCreate = records.create;
  const originalSearch = search.search;
  const leakyError = (value: string) =>
    Object.assign(new Error('the database refused the write'), {
      body: JSON.stringify({ secret: value }),
      detail: `Key (secret)=(${value}) already exists.`,
      cause: Object.assign(new Error('driver error'), { detail: `Failing row contains (${value}).` }),
    });
  records.create = async () => {
    throw leakyError(FAILED_WRITE_VALUE);
  };
  search.search = async () => {
    throw Object.assign(leakyError(SEARCH_SECRET), { variables: { searchInput: SEARCH_SECRET } });
  };
  try {
    const failed = await send('/rest/people', { method: 'POST', body: JSON.stringify({ name: { firstName: FAILED_WRITE_VALUE } }) });
    expect(failed.status).toBe(500);
    const failedQuery = await send('/graphql', { method: 'POST', body: JSON.stringify({ query: `{ search(searchInput: "x") { edges { node { recordId } } } }` }) });
    expect(((await failedQuery.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0].extensions.code).toBe('INTERNAL_ERROR');
  } finally {
    records.create = originalCreate;
    search.search = originalSearch;
  }

  // Lines are written as the responses finish.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const log = lines.join('');
  // The log did record all this: one line per request, and both unhandled errors with their stacks.
  const entries = lines.map((line) => JSON.parse(line) as { msg: string; req?: { url: string }; err?: { message: string; stack: string; detail?: string } });
  expect(entries.filter((e) => e.msg === 'request completed').map((e) => e.req!.url)).toEqual(
    expect.arrayContaining(['/rest/people', '/rest/webhooks', `/rest/webhooks/${webhookId}`, '/rest/apiKeys', '/graphql']),
  );
  const errors = entries.filter((e) => e.msg === 'unhandled error' || e.msg === 'unhandled GraphQL error');
  expect(errors).toHaveLength(2);
  for (const error of errors) {
    expect(error.err).toMatchObject({ message: expect.stringMatching(/^the database refused the write/), detail: '[redacted]' });
    expect(error.err!.stack).toMatch(/\n\s+at /);
  }

  for (const value of [ADMIN_KEY, WRONG_KEY, memberKey, WEBHOOK_SECRET, WEBHOOK_SECRET_UPDATED, WEBHOOK_SECRET_MALFORMED, FAILED_WRITE_VALUE, SEARCH_SECRET]) {
    expect(log).not.toContain(value);
  }
  expect(log).not.toMatch(/Bearer /);
});
