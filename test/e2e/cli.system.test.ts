// The administration CLI (src/cli/main.ts), spawned as a user runs it. Kept to a handful of
// spawns, each of which opens the database:
//   pglite project: on a temp DATA_DIR (embedded PGlite): create, list, revoke; then, while a
//     server holds that DATA_DIR, the CLI refuses with a clear message and the data is intact.
//   postgres project: the CLI runs beside a running server on the same DATABASE_URL (allowed),
//     and the key it creates works against that server at once; its revoke too.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config/config.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import { testDatabaseKind } from '../support/database.ts';
import { runCli } from '../support/run-cli.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ISO_MS, UUID, expectError } from './foundation-support.ts';


/** Runs the CLI with exactly the database settings given (nothing inherited). */
const cli = (args: string[], env: { DATA_DIR?: string; DATABASE_URL?: string }) => runCli(args, env);

const kind = testDatabaseKind();

describe.runIf(kind === 'pglite')('CLI on the embedded database (DATA_DIR)', () => {
  let dir: string;
  let server: RunningServer | undefined;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'crm-cli-'));
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  let ci: { id: string; secret: string };

  it('api-key create --json prints the key with its secret, once', { timeout: 60_000 }, async () => {
    const run = await cli(['api-key', 'create', '--name', 'ci', '--role', 'admin', '--json'], { DATA_DIR: dir });
    expect(run.code, run.stderr).toBe(0);
    const key = JSON.parse(run.stdout);
    expect(key).toEqual({
      id: expect.stringMatching(UUID),
      name: 'ci',
      role: 'admin',
      secret: expect.stringMatching(/^crm_[A-Za-z0-9_-]{43}$/),
      createdAt: expect.stringMatching(ISO_MS),
      expiresAt: null,
      revokedAt: null,
      lastUsedAt: null,
    });
    ci = key;
  });

  it('api-key list shows the key, never its secret', { timeout: 60_000 }, async () => {
    const run = await cli(['api-key', 'list'], { DATA_DIR: dir });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`^${ci.id}\\s+admin\\s+ci\\s+\\(active; last used never\\)$`, 'm'));
    expect(run.stdout).not.toContain(ci.secret);
  });

  it('api-key revoke <id> revokes it', { timeout: 60_000 }, async () => {
    const run = await cli(['api-key', 'revoke', ci.id], { DATA_DIR: dir });
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout.trim()).toMatch(new RegExp(`^revoked ${ci.id} at \\d{4}-\\d{2}-\\d{2}T[\\d:.]+Z$`));
  });

  it('refuses a bad role before touching the database', async () => {
    const run = await cli(['api-key', 'create', '--name', 'x', '--role', 'owner'], { DATA_DIR: dir });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/must be one of admin, member, readonly/);
  });

  it('refuses while a server holds the DATA_DIR; the server and its data are unharmed', { timeout: 90_000 }, async () => {
    server = await startServer(loadConfig({ DATA_DIR: dir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', CRM_BOOTSTRAP_API_KEY: 'crm_cli_test_bootstrap' }));
    const auth = { authorization: 'Bearer crm_cli_test_bootstrap', 'content-type': 'application/json' };
    // The revoke done by the CLI is in the data the server opened.
    const revoked = await fetch(`${server.url}/rest/people`, { headers: { authorization: `Bearer ${ci.secret}` } });
    await expectError(revoked, { status: 401, code: 'UNAUTHENTICATED', patterns: [/invalid API key/] });
    const created = await fetch(`${server.url}/rest/people`, { method: 'POST', headers: auth, body: JSON.stringify({ name: { firstName: 'Kept' } }) });
    expect(created.status).toBe(200);
    const { id } = ((await created.json()) as { data: { createPerson: { id: string } } }).data.createPerson;

    const run = await cli(['api-key', 'create', '--name', 'intruder', '--role', 'admin'], { DATA_DIR: dir });
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/^error: the embedded database in .+ is in use by the server \(pid \d+\)/);
    expect(run.stderr).toMatch(/POST \/rest\/apiKeys/);
    expect(run.stdout).not.toMatch(/crm_/);

    const got = await fetch(`${server.url}/rest/people/${id}`, { headers: auth });
    expect(got.status).toBe(200);
    const keys = (await (await fetch(`${server.url}/rest/apiKeys`, { headers: auth })).json()) as { data: { apiKeys: { name: string }[] } };
    expect(keys.data.apiKeys.map((k) => k.name).sort()).toEqual(['bootstrap', 'ci']);
  });
});

describe.runIf(kind === 'postgres')('CLI beside a running server (DATABASE_URL)', () => {
  let app: TestServer;

  beforeAll(async () => {
    app = await startTestServer();
  });
  afterAll(() => app?.close());

  it('creates a key the running server accepts at once, and revokes it', { timeout: 90_000 }, async () => {
    const created = await cli(['api-key', 'create', '--name', 'ci', '--role', 'member', '--json'], { DATABASE_URL: app.databaseUrl });
    expect(created.code, created.stderr).toBe(0);
    const key = JSON.parse(created.stdout) as { id: string; secret: string; role: string };
    expect(key.role).toBe('member');

    const client = app.clientFor(key.secret);
    const person = await client.POST('/rest/people', { body: { name: { firstName: 'From CLI key' } } });
    expect(person.response.status).toBe(200);
    const keys = await client.GET('/rest/apiKeys');
    expect(keys.response.status).toBe(403);

    const revoked = await cli(['api-key', 'revoke', key.id], { DATABASE_URL: app.databaseUrl });
    expect(revoked.code, revoked.stderr).toBe(0);
    await expectError(await app.rawFetch('/rest/people', { apiKey: key.secret }), { status: 401, code: 'UNAUTHENTICATED' });
    const listed = (await app.client.GET('/rest/apiKeys')).data!.data.apiKeys.find((k) => k.id === key.id);
    expect(listed?.revokedAt).toMatch(ISO_MS);
  });
});
