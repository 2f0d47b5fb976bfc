// `npm run cli -- secrets reseal` (src/cli/main.ts), spawned as a user runs it, on the embedded
// database (a DATA_DIR; the CLI refuses to share it with a running server, so the server that
// stored the passwords is stopped first). The reseal's logic and its run beside a running server
// are tested in test/e2e/inbox-key-rotation.test.ts; here: its output, exit codes and config.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pgliteExtensions } from '../../src/db/pglite-extensions.ts';
import { SecretBox } from '../../src/lib/secret-box.ts';
import { testDatabaseKind } from '../support/database.ts';
import { runCli } from '../support/run-cli.ts';
import { startTestServer } from '../support/server.ts';
import { ok } from './records-support.ts';

const KEY_A = randomBytes(32).toString('base64');
const KEY_B = randomBytes(32).toString('base64');
const KEY_C = randomBytes(32).toString('base64');
const boxUnder = (key: string) => new SecretBox(key, 'imap password');

/** Runs the CLI on `dir` with exactly these keys (nothing of them inherited). */
const cli = (args: string[], dir: string, keys: Record<string, string>) => runCli(args, { DATA_DIR: dir, ...keys });

describe.runIf(testDatabaseKind() === 'pglite')('secrets reseal (CLI)', () => {
  let dir: string;
  const ids = { x: '', y: '' };
  const passwords = { x: randomBytes(9).toString('hex'), y: randomBytes(9).toString('hex') };
  const database = () => ({ DATABASE_URL: '', DATA_DIR: dir }); // '': the embedded database in DATA_DIR

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'crm-secrets-cli-'));
    const seed = new PGlite(dir, { loadDataDir: new Blob([await readFile(inject('pgliteTemplateDump'))]), extensions: pgliteExtensions });
    await seed.waitReady;
    await seed.close();
    // X's password sealed under A, Y's under C (a key no process will have at first). No worker: nothing syncs.
    const server = await startTestServer({ ...database(), CRM_SECRET_KEY: KEY_A, WORKER: 'off' });
    try {
      for (const name of ['x', 'y'] as const) {
        const imapSettings = { host: '127.0.0.1', port: 993, username: name, password: passwords[name] };
        ids[name] = (await ok(server, 'POST', '/rest/messageChannels', { type: 'email', handle: `${name}@crm.test`, imapSettings })).data.createMessageChannel.id;
      }
      await server.server.database.sql.execute({
        text: `UPDATE "message_channel" SET "imap_password" = $2 WHERE "id" = $1::uuid`,
        values: [ids.y, boxUnder(KEY_C).seal(passwords.y)],
      });
    } finally {
      await server.close();
    }
  }, 60_000);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a short CRM_SECRET_KEY_PREVIOUS naming the variable, changing nothing', { timeout: 60_000 }, async () => {
    const run = await cli(['secrets', 'reseal'], dir, { CRM_SECRET_KEY: KEY_B, CRM_SECRET_KEY_PREVIOUS: `${KEY_A},short` });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error: CRM_SECRET_KEY_PREVIOUS \(key 2 of 2, comma-separated\) must be at least 32 characters/);
    expect(run.stderr).not.toContain(KEY_A);
  });

  it('reseals what a previous key opens, names what none opens, and exits 1', { timeout: 60_000 }, async () => {
    const run = await cli(['secrets', 'reseal'], dir, { CRM_SECRET_KEY: KEY_B, CRM_SECRET_KEY_PREVIOUS: KEY_A });
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toBe(
      'resealed under CRM_SECRET_KEY: 1\nalready under CRM_SECRET_KEY: 0\n' + `could not be opened: 1 (message channels ${ids.y})\n`,
    );
    expect(run.stderr).toMatch(/^error: 1 stored IMAP password\(s\) open with neither CRM_SECRET_KEY nor CRM_SECRET_KEY_PREVIOUS/);
    for (const text of [run.stdout, run.stderr]) for (const secret of [KEY_A, KEY_B, passwords.x, passwords.y]) expect(text).not.toContain(secret);
  });

  it('with every old key in CRM_SECRET_KEY_PREVIOUS: the rest is resealed, exit 0; a second run finds everything current', { timeout: 90_000 }, async () => {
    const run = await cli(['secrets', 'reseal', '--json'], dir, { CRM_SECRET_KEY: KEY_B, CRM_SECRET_KEY_PREVIOUS: `${KEY_C}, ${KEY_A}` });
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ resealed: [ids.y], current: [ids.x], unopenable: [], syncsRequested: [] });

    // B alone: both open under it (current), so A and C can go.
    const again = await cli(['secrets', 'reseal', '--json'], dir, { CRM_SECRET_KEY: KEY_B });
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toEqual({ resealed: [], current: [ids.x, ids.y].sort(), unopenable: [], syncsRequested: [] });
  });
});
