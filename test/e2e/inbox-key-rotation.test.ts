// Rotating CRM_SECRET_KEY (issue 27) against a real Dovecot: IMAP passwords sealed under key A
// keep syncing after a restart with CRM_SECRET_KEY=B and CRM_SECRET_KEY_PREVIOUS=A; the reseal
// (`secrets reseal`, here its service function, called while the server runs) seals them under
// B and says which it resealed, which were current and which it could not open; after a restart
// with B alone they still sync. One story in steps over one database that outlives the servers
// (a DATA_DIR on the pglite project, a database of the throwaway PostgreSQL on the other).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { startTestDovecot, type TestDovecot } from '../../scripts/dovecot-test-server.ts';
import { pgliteExtensions } from '../../src/db/pglite-extensions.ts';
import { imapPasswordBox } from '../../src/inbox/imap/imap-settings.ts';
import { resealImapPasswords, type ResealReport } from '../../src/inbox/imap/reseal-passwords.ts';
import { PASSWORD_CANNOT_BE_OPENED } from '../../src/inbox/imap/sync-channel-job.ts';
import { SecretBox } from '../../src/lib/secret-box.ts';
import { testDatabaseKind, testDatabaseUrl } from '../support/database.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait-for.ts';
import { ok, type Rec } from './records-support.ts';
import { describeNeeding, DOVECOT } from '../support/system-programs.ts';

// Without Dovecot (DOVECOT_BIN overrides the path) the file skips, under CI=true it fails.
const describeWithDovecot = describeNeeding(DOVECOT, import.meta.url);

const KEY_A = randomBytes(32).toString('base64');
const KEY_B = randomBytes(32).toString('base64');
const KEY_C = randomBytes(32).toString('base64');
const boxUnder = (key: string) => new SecretBox(key, 'imap password');

let dovecot: TestDovecot;
let database: Record<string, string>;
let dataDir: string | undefined;
let app: TestServer | undefined;

beforeAll(async () => {
  dovecot = await startTestDovecot();
  if (testDatabaseKind() === 'pglite') {
    dataDir = mkdtempSync(path.join(tmpdir(), 'crm-key-rotation-'));
    // The run's migrated cluster (test/setup/pglite.global.ts) written to the DATA_DIR: no initdb.
    const seed = new PGlite(dataDir, { loadDataDir: new Blob([await readFile(inject('pgliteTemplateDump'))]), extensions: pgliteExtensions });
    await seed.waitReady;
    await seed.close();
    database = { DATABASE_URL: '', DATA_DIR: dataDir }; // '': the embedded database in DATA_DIR
  } else database = { DATABASE_URL: await testDatabaseUrl() };
});
afterAll(async () => {
  await app?.close();
  await dovecot?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Stops the running server, if any, and starts one on the same database with these keys. */
async function restart(keys: { CRM_SECRET_KEY: string; CRM_SECRET_KEY_PREVIOUS?: string }): Promise<TestServer> {
  await app?.close();
  app = undefined;
  app = await startTestServer({ ...database, ...keys, WORKER_POLL_MS: '20', INBOX_SYNC_INTERVAL_MS: '3600000' });
  return app;
}

let accounts = 0;
async function newChannel(server: TestServer): Promise<{ id: string; password: string }> {
  const user = `rot${++accounts}-${randomBytes(3).toString('hex')}`;
  const password = randomBytes(9).toString('hex');
  dovecot.addUser(user, password);
  const created = (
    await ok(server, 'POST', '/rest/messageChannels', {
      type: 'email',
      handle: `${user}@crm.test`,
      imapSettings: { host: dovecot.host, port: dovecot.port, secure: false, username: user, password },
    })
  ).data.createMessageChannel;
  return { id: created.id, password };
}

const channel = async (server: TestServer, id: string) => (await ok(server, 'GET', `/rest/messageChannels/${id}`)).data.messageChannel as Rec;

/** Asks for a sync (unless `ask` is false) and waits until the channel is `status` with a sync newer than the one it had. */
async function syncEnds(server: TestServer, id: string, status: 'ACTIVE' | 'FAILED', { ask = true } = {}): Promise<Rec> {
  const before = await channel(server, id);
  if (ask) await ok(server, 'POST', `/rest/messageChannels/${id}/sync`);
  return waitFor(
    `channel ${id} to be ${status}`,
    async () => {
      const now = await channel(server, id);
      if (now.syncStatus === 'ONGOING' || now.syncStatus === 'NOT_SYNCED') return undefined;
      if (now.updatedAt === before.updatedAt && now.syncStatus === before.syncStatus) return undefined;
      if (now.syncStatus !== status) throw new Error(`the sync ended ${now.syncStatus}: ${now.syncError}`);
      return now;
    },
    30_000,
  );
}

async function storedPassword(server: TestServer, id: string): Promise<string> {
  const [row] = await server.server.database.sql.query<{ imap_password: string }>({
    text: `SELECT "imap_password" FROM "message_channel" WHERE "id" = $1::uuid`,
    values: [id],
  });
  return row.imap_password;
}

const reseal = (server: TestServer) => {
  const { db, records, registry, jobs, config } = server.server.services;
  return resealImapPasswords({ db, records, registry, jobs, box: imapPasswordBox(config.inbox) });
};
const sorted = (report: ResealReport) =>
  Object.fromEntries(Object.entries(report).map(([kind, ids]) => [kind, [...ids].sort()])) as unknown as ResealReport;

describeWithDovecot('rotating CRM_SECRET_KEY', () => {
  // Channels: X1 and X2 sealed under A; Z sealed under B; Y holding a value sealed under C, a key no process has.
  const ids: Record<'x1' | 'x2' | 'y' | 'z', string> = { x1: '', x2: '', y: '', z: '' };
  const passwords: Record<string, string> = {};

  it('under key A: two channels sync, their passwords sealed under A', { timeout: 120_000 }, async () => {
    const server = await restart({ CRM_SECRET_KEY: KEY_A });
    for (const name of ['x1', 'x2'] as const) {
      const made = await newChannel(server);
      ids[name] = made.id;
      passwords[name] = made.password;
    }
    for (const name of ['x1', 'x2'] as const) {
      await waitFor(`${name} synced`, async () => ((await channel(server, ids[name])).syncStatus === 'ACTIVE' ? true : undefined), 30_000);
      expect(boxUnder(KEY_A).open(await storedPassword(server, ids[name]))).toBe(passwords[name]);
    }
  });

  it('B alone (the key changed without CRM_SECRET_KEY_PREVIOUS): the sync fails saying so', { timeout: 120_000 }, async () => {
    const server = await restart({ CRM_SECRET_KEY: KEY_B });
    for (const name of ['x1', 'x2'] as const) {
      const failed = await syncEnds(server, ids[name], 'FAILED');
      expect(failed.syncError).toBe(PASSWORD_CANNOT_BE_OPENED);
    }
  });

  it('B with A previous: a sync opens the password sealed under A; new passwords are sealed under B', { timeout: 120_000 }, async () => {
    const server = await restart({ CRM_SECRET_KEY: KEY_B, CRM_SECRET_KEY_PREVIOUS: KEY_A });
    expect((await syncEnds(server, ids.x1, 'ACTIVE')).syncError).toBeNull();
    // X2 stays FAILED: a password that could not be opened waits for the user (or the reseal).
    expect((await channel(server, ids.x2)).syncStatus).toBe('FAILED');

    const z = await newChannel(server);
    ids.z = z.id;
    await waitFor('z synced', async () => ((await channel(server, z.id)).syncStatus === 'ACTIVE' ? true : undefined), 30_000);
    const sealedZ = await storedPassword(server, z.id);
    expect(boxUnder(KEY_B).open(sealedZ)).toBe(z.password);
    expect(() => boxUnder(KEY_A).open(sealedZ)).toThrow();

    const y = await newChannel(server);
    ids.y = y.id;
    await waitFor('y synced', async () => ((await channel(server, y.id)).syncStatus === 'ACTIVE' ? true : undefined), 30_000);
    await server.server.database.sql.execute({
      text: `UPDATE "message_channel" SET "imap_password" = $2 WHERE "id" = $1::uuid`,
      values: [y.id, boxUnder(KEY_C).seal(y.password)],
    });
  });

  it('the reseal (while the server runs) seals A\'s values under B, leaves B\'s alone, names what it cannot open; again: nothing to do', { timeout: 120_000 }, async () => {
    const server = app!;
    const sealedZ = await storedPassword(server, ids.z);
    const sealedY = await storedPassword(server, ids.y);

    const first = await reseal(server);
    expect(sorted(first)).toEqual({
      resealed: [ids.x1, ids.x2].sort(),
      current: [ids.z],
      unopenable: [ids.y],
      // X2 was left FAILED by B alone: its sync is asked for again.
      syncsRequested: [ids.x2],
    });
    for (const name of ['x1', 'x2'] as const) {
      const sealed = await storedPassword(server, ids[name]);
      expect(boxUnder(KEY_B).open(sealed)).toBe(passwords[name]);
      expect(() => boxUnder(KEY_A).open(sealed)).toThrow();
    }
    expect(await storedPassword(server, ids.z)).toBe(sealedZ); // not rewritten
    expect(await storedPassword(server, ids.y)).toBe(sealedY);
    // Written through the record layer as the service itself; the password is never answered.
    const x1 = await channel(server, ids.x1);
    expect(x1.updatedBy).toMatchObject({ source: 'SYSTEM' });
    expect(x1).not.toHaveProperty('imapPassword');
    expect(x1.imapSettings).toMatchObject({ hasPassword: true });
    await syncEnds(server, ids.x2, 'ACTIVE', { ask: false });

    const second = await reseal(server);
    expect(sorted(second)).toEqual({ resealed: [], current: [ids.x1, ids.x2, ids.z].sort(), unopenable: [ids.y], syncsRequested: [] });
  });

  it('B alone after the reseal: every resealed channel still syncs; the value under C still fails, saying so', { timeout: 120_000 }, async () => {
    const server = await restart({ CRM_SECRET_KEY: KEY_B });
    for (const name of ['x1', 'x2', 'z'] as const) expect((await syncEnds(server, ids[name], 'ACTIVE')).syncError).toBeNull();
    expect((await syncEnds(server, ids.y, 'FAILED')).syncError).toBe(PASSWORD_CANNOT_BE_OPENED);
  });

  it('without CRM_SECRET_KEY the reseal is refused (nothing to seal under)', async () => {
    const { db, records, registry, jobs } = app!.server.services;
    await expect(resealImapPasswords({ db, records, registry, jobs, box: undefined })).rejects.toThrow(/CRM_SECRET_KEY is unset/);
  });
});
