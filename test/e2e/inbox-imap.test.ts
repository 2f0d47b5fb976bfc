// The IMAP sync (issue 23, point 4) against a real Dovecot (scripts/dovecot-test-server.ts): each
// test has its own mail account and channel. Messages are appended with imapflow as a mail
// client would; the sync runs in the server's job worker, asked for with POST
// /rest/messageChannels/{id}/sync or started by the schedule when the service clock moves.
import { randomBytes } from 'node:crypto';
import { ImapFlow } from 'imapflow';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { startTestDovecot, type TestDovecot } from '../../scripts/dovecot-test-server.ts';
import { SYNC_BATCH } from '../../src/inbox/imap/sync-channel-job.ts';
import { freePort } from '../../scripts/throwaway-server.ts';
import { advanceClock, clock, freezeClock, unfreezeClock } from '../../src/lib/clock.ts';
import { appendMails, mailClient, type TestMail } from '../../scripts/dovecot-mail.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait-for.ts';
import { call, ok, type Rec } from './records-support.ts';
import { describeNeeding, DOVECOT } from '../support/system-programs.ts';

// Without Dovecot (DOVECOT_BIN overrides the path) the file skips, under CI=true it fails.
const describeWithDovecot = describeNeeding(DOVECOT, import.meta.url);

const SECRET_KEY = randomBytes(32).toString('base64');
const INTERVAL_MS = 60_000;
let app: TestServer;
let dovecot: TestDovecot;

beforeAll(async () => {
  [dovecot, app] = await Promise.all([startTestDovecot(), startTestServer({ CRM_SECRET_KEY: SECRET_KEY, WORKER_POLL_MS: '20', INBOX_SYNC_INTERVAL_MS: String(INTERVAL_MS) })]);
});
afterAll(async () => {
  await app?.close();
  await dovecot?.stop();
});
afterEach(() => unfreezeClock());

let accounts = 0;
/** A mail account of its own on the Dovecot, and its address. */
function newAccount(): { user: string; password: string; address: string } {
  const user = `acct${++accounts}-${randomBytes(3).toString('hex')}`;
  const password = randomBytes(9).toString('hex');
  dovecot.addUser(user, password);
  return { user, password, address: `${user}@crm.test` };
}

const settingsOf = (account: { user: string; password: string }, overrides: Rec = {}) => ({
  host: dovecot.host,
  port: dovecot.port,
  secure: false,
  username: account.user,
  password: account.password,
  ...overrides,
});

async function newChannel(account: ReturnType<typeof newAccount>, settings: Rec = settingsOf(account)): Promise<Rec> {
  return (await ok(app, 'POST', '/rest/messageChannels', { type: 'email', handle: account.address, imapSettings: settings })).data.createMessageChannel;
}

const channel = async (id: string) => (await ok(app, 'GET', `/rest/messageChannels/${id}`)).data.messageChannel as Rec;
const sync = (id: string) => ok(app, 'POST', `/rest/messageChannels/${id}/sync`);
/** Until the channel's sync ended (ACTIVE or FAILED) at or after `since` (lastSyncedAt, or the status write). */
async function synced(id: string, status: 'ACTIVE' | 'FAILED' = 'ACTIVE', timeoutMs = 30_000): Promise<Rec> {
  return waitFor(
    `channel ${id} to be ${status}`,
    async () => {
      const now = await channel(id);
      if (now.syncStatus === 'FAILED' && status === 'ACTIVE') throw new Error(`the sync failed: ${now.syncError}`);
      return now.syncStatus === status ? now : undefined;
    },
    timeoutMs,
  );
}

/** The channel's messages (through its associations), with their direction and thread, by Message-ID. */
async function messagesOf(channelId: string): Promise<Array<{ headerMessageId: string; direction: string; messageThreadId: string; message: Rec }>> {
  const rows = await app.server.database.sql.query<{ header_message_id: string; direction: string; message_thread_id: string; id: string }>({
    text: `SELECT "m"."header_message_id", "a"."direction", "m"."message_thread_id"::text, "m"."id"::text FROM "message_channel_message_association" AS "a"
      JOIN "message" AS "m" ON "m"."id" = "a"."message_id" WHERE "a"."message_channel_id" = $1 ORDER BY "m"."received_at", "m"."header_message_id"`,
    values: [channelId],
  });
  return Promise.all(
    rows.map(async (row) => ({
      headerMessageId: row.header_message_id,
      direction: row.direction,
      messageThreadId: row.message_thread_id,
      message: (await ok(app, 'GET', `/rest/messages/${row.id}`)).data.message as Rec,
    })),
  );
}

let mails = 0;
const mail = (account: { address: string }, overrides: Partial<TestMail> = {}): TestMail & { id: string } => {
  const n = ++mails;
  return {
    id: `m${n}-${randomBytes(4).toString('hex')}@customer.test`,
    subject: `Message ${n}`,
    from: `Ada Lovelace <ada${n}@customer.test>`,
    to: `Team <${account.address}>`,
    date: new Date(Date.UTC(2026, 9, 1, 9, 0, n)),
    ...overrides,
  } as TestMail & { id: string };
};

describeWithDovecot('IMAP settings on a message channel', () => {
  it('answers hasPassword and never the password; stores it sealed', async () => {
    const account = newAccount();
    const created = await newChannel(account);
    expect(created.imapSettings).toEqual({ host: dovecot.host, port: dovecot.port, secure: false, username: account.user, hasPassword: true });
    expect(created).not.toHaveProperty('imapPassword');
    expect(JSON.stringify(await channel(created.id))).not.toContain(account.password);
    const [row] = await app.server.database.sql.query<{ imap_password: string; imap_settings: Rec }>({
      text: `SELECT "imap_password", "imap_settings" FROM "message_channel" WHERE "id" = $1`,
      values: [created.id],
    });
    expect(row.imap_password).toMatch(/^v1\./);
    expect(row.imap_password).not.toContain(account.password);
    expect(JSON.stringify(row.imap_settings)).not.toContain(account.password);
    // Not filterable either (a write-only field).
    expect((await call(app, 'GET', '/rest/messageChannels?filter=imapPassword[is]:NOT_NULL')).status).toBe(400);
  });

  it.each([
    ['a port outside 1-65535', { port: 70000 }, /imapSettings\.port/],
    ['no password', { password: undefined }, /imapSettings\.password/],
  ])('refuses %s with a 400 naming it, storing nothing', async (_what, overrides, message) => {
    const account = newAccount();
    const reply = await call(app, 'POST', '/rest/messageChannels', { type: 'email', handle: account.address, imapSettings: settingsOf(account, overrides) });
    expect(reply.status).toBe(400);
    expect(reply.body.messages.join(' ')).toMatch(message);
    expect((await ok(app, 'GET', `/rest/messageChannels?filter=handle[eq]:${account.address}`)).data.messageChannels).toEqual([]);
  });

  it('a password while CRM_SECRET_KEY is unset is a 400 naming the variable, storing nothing', async () => {
    const keyless = await startTestServer();
    try {
      const account = newAccount();
      const reply = await call(keyless, 'POST', '/rest/messageChannels', { type: 'email', handle: account.address, imapSettings: settingsOf(account) });
      expect(reply.status).toBe(400);
      expect(reply.body.messages).toEqual([expect.stringMatching(/^imapSettings\.password: .*CRM_SECRET_KEY is unset/)]);
      expect((await ok(keyless, 'GET', '/rest/messageChannels')).data.messageChannels).toEqual([]);
    } finally {
      await keyless.close();
    }
  });

  it('a sync of a channel without settings is a 400; of an unknown channel a 404; it needs the member role', async () => {
    const plain = (await ok(app, 'POST', '/rest/messageChannels', { type: 'email', handle: `plain-${randomBytes(3).toString('hex')}@crm.test` })).data.createMessageChannel;
    const reply = await call(app, 'POST', `/rest/messageChannels/${plain.id}/sync`);
    expect(reply.status).toBe(400);
    expect(reply.body.messages.join(' ')).toMatch(/imapSettings/);
    expect((await call(app, 'POST', '/rest/messageChannels/00000000-0000-4000-8000-000000000000/sync')).status).toBe(404);
    const readonlyKey = (await ok(app, 'POST', '/rest/apiKeys', { name: 'reader', role: 'readonly' })).data.createApiKey.secret;
    const forbidden = await app.rawFetch(`/rest/messageChannels/${plain.id}/sync`, { method: 'POST', apiKey: readonlyKey });
    expect(forbidden.status).toBe(403);
  });
});

describeWithDovecot('syncing a channel', () => {
  it('first sync: INBOX as INCOMING, Sent as OUTGOING, threaded and matched, written as EMAIL; then only what is new', async () => {
    const account = newAccount();
    const ada = (await ok(app, 'POST', '/rest/people', { name: { firstName: 'Ada' }, emails: { primaryEmail: 'ada.first@customer.test' } })).data.createPerson;
    const first = mail(account, { from: 'Ada <Ada.First@Customer.test>', subject: 'Quote ✓ für Sie' });
    const second = mail(account);
    const reply = mail(account, { from: `Team <${account.address}>`, to: 'Ada <ada.first@customer.test>', subject: 'Re: Quote', inReplyTo: first.id, references: [first.id] });
    await appendMails(dovecot, account.user, account.password, 'INBOX', [first, second]);
    await appendMails(dovecot, account.user, account.password, 'Sent', [reply]);
    const created = await newChannel(account);
    expect(created.syncStatus).toBe('NOT_SYNCED');

    const asked = await sync(created.id);
    expect(asked.data.syncMessageChannel.id).toBe(created.id);
    const after = await synced(created.id);
    expect(after.syncError).toBeNull();
    expect(after.lastSyncedAt).not.toBeNull();
    expect(Object.keys(after.syncCursor).sort()).toEqual(['INBOX', 'Sent']);

    const stored = await messagesOf(created.id);
    expect(stored.map((m) => [m.headerMessageId, m.direction])).toEqual([
      [`<${first.id}>`, 'INCOMING'],
      [`<${second.id}>`, 'INCOMING'],
      [`<${reply.id}>`, 'OUTGOING'],
    ]);
    expect(stored[2].messageThreadId).toBe(stored[0].messageThreadId);
    expect(stored[1].messageThreadId).not.toBe(stored[0].messageThreadId);
    expect(stored[0].message).toMatchObject({ subject: 'Quote ✓ für Sie', createdBy: { source: 'EMAIL' } });
    expect(stored[0].message.text).toContain(`Body of Quote ✓ für Sie.`);
    const participants = (await ok(app, 'GET', `/rest/messageParticipants?filter=messageId[eq]:${stored[0].message.id}&order_by=role`)).data.messageParticipants as Rec[];
    expect(participants.map((p) => [p.role, p.handle, p.personId])).toEqual([
      ['from', 'Ada.First@Customer.test', ada.id],
      ['to', account.address, null],
    ]);

    // Incremental: only the new one; nothing doubles.
    const third = mail(account);
    await appendMails(dovecot, account.user, account.password, 'INBOX', [third]);
    const before = after.lastSyncedAt;
    await sync(created.id);
    await waitFor('the second sync', async () => ((await channel(created.id)).lastSyncedAt !== before ? true : undefined), 30_000);
    expect((await messagesOf(created.id)).map((m) => m.headerMessageId)).toEqual([`<${first.id}>`, `<${second.id}>`, `<${reply.id}>`, `<${third.id}>`]);
  });

  it('syncs again by itself INBOX_SYNC_INTERVAL_MS after the last sync, on the service clock', async () => {
    freezeClock();
    const account = newAccount();
    await appendMails(dovecot, account.user, account.password, 'INBOX', [mail(account)]);
    const created = await newChannel(account);
    // Writing the settings started the sync: no request needed.
    const first = await synced(created.id);
    expect(await syncJobs(created.id)).toEqual([Date.parse(first.lastSyncedAt) + INTERVAL_MS]);
    const later = mail(account);
    await appendMails(dovecot, account.user, account.password, 'INBOX', [later]);
    advanceClock(INTERVAL_MS - 1_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await messagesOf(created.id)).toHaveLength(1);
    advanceClock(1_000);
    await waitFor('the scheduled sync', async () => ((await messagesOf(created.id)).length === 2 ? true : undefined), 30_000);
  });

  it(`reads at most ${SYNC_BATCH} messages per job and goes on until the account is read`, async () => {
    const account = newAccount();
    const many = Array.from({ length: SYNC_BATCH * 2 + 30 }, () => mail(account));
    await appendMails(dovecot, account.user, account.password, 'INBOX', many);
    const created = await newChannel(account);
    await sync(created.id);
    const after = await synced(created.id, 'ACTIVE', 60_000);
    expect(after.syncCursor.INBOX.lastUid).toBe(many.length);
    const [{ n }] = await app.server.database.sql.query<{ n: number }>({
      text: `SELECT count(DISTINCT "message_external_id")::int AS "n" FROM "message_channel_message_association" WHERE "message_channel_id" = $1`,
      values: [created.id],
    });
    expect(n).toBe(many.length);
  }, 90_000); // above the 60 s the sync may take on a loaded machine (the default limit is 30 s)

  it('a new UIDVALIDITY reads the mailbox again, and nothing doubles (Message-ID)', async () => {
    const account = newAccount();
    const sent = [mail(account, { from: `Team <${account.address}>`, to: 'x@customer.test' }), mail(account, { from: `Team <${account.address}>`, to: 'y@customer.test' })];
    await appendMails(dovecot, account.user, account.password, 'Sent', sent);
    const created = await newChannel(account);
    await sync(created.id);
    const first = await synced(created.id);
    // Recreating the mailbox gives it a new UIDVALIDITY; the same messages come back with one more.
    const client: ImapFlow = await mailClient(dovecot, account.user, account.password);
    await client.mailboxDelete('Sent');
    await client.mailboxCreate('Sent');
    await client.logout();
    const extra = mail(account, { from: `Team <${account.address}>`, to: 'z@customer.test' });
    await appendMails(dovecot, account.user, account.password, 'Sent', [...sent, extra]);
    await sync(created.id);
    await waitFor('the resync', async () => {
      const now = await channel(created.id);
      return now.syncStatus === 'ACTIVE' && now.syncCursor.Sent.uidValidity !== first.syncCursor.Sent.uidValidity ? now : undefined;
    }, 30_000);
    expect((await messagesOf(created.id)).map((m) => [m.headerMessageId, m.direction])).toEqual([...sent, extra].map((m) => [`<${m.id}>`, 'OUTGOING']));
  });

  it('refused credentials: FAILED with the reason, not tried again until the settings change', async () => {
    freezeClock();
    const account = newAccount();
    await appendMails(dovecot, account.user, account.password, 'INBOX', [mail(account)]);
    const created = await newChannel(account, settingsOf(account, { password: 'wrong-password' }));
    const failed = await synced(created.id, 'FAILED');
    expect(failed.syncError).toMatch(new RegExp(`refused the credentials of ${account.user}`));
    // The channel's sync job ended: however much time passes, nothing tries again.
    expect(await syncJobs(created.id)).toEqual([]);
    advanceClock(24 * 3_600_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await syncJobs(created.id)).toEqual([]);
    expect((await channel(created.id)).syncStatus).toBe('FAILED');
    // New settings start the sync again, in the same write.
    await ok(app, 'PATCH', `/rest/messageChannels/${created.id}`, { imapSettings: settingsOf(account) });
    await synced(created.id);
    expect(await messagesOf(created.id)).toHaveLength(1);
  });

  it('a server that cannot be reached: FAILED with the reason, tried again after a backoff that doubles', async () => {
    freezeClock();
    const account = newAccount();
    const closedPort = await freePort();
    const created = await newChannel(account, settingsOf(account, { port: closedPort }));
    const failed = await synced(created.id, 'FAILED');
    expect(failed.syncError).toMatch(/ECONNREFUSED.*trying again at/);
    const failedAt = clock.now();
    expect(await syncJobs(created.id)).toEqual([failedAt + INTERVAL_MS]);
    // One interval later it is tried again, fails again, and waits twice as long.
    advanceClock(INTERVAL_MS);
    await waitFor('the second try', async () => ((await syncJobs(created.id))[0] === clock.now() + 2 * INTERVAL_MS ? true : undefined));
    const [row] = await app.server.database.sql.query<{ failures: number }>({ text: `SELECT "sync_failures" AS "failures" FROM "message_channel" WHERE "id" = $1`, values: [created.id] });
    expect(row.failures).toBe(2);
    // The server comes back (the settings now point at it): the write makes the sync due at once.
    await ok(app, 'PATCH', `/rest/messageChannels/${created.id}`, { imapSettings: settingsOf(account) });
    await synced(created.id);
  });
});

/** The channel's sync jobs: when each is due (epoch ms). */
async function syncJobs(channelId: string): Promise<number[]> {
  const rows = await app.server.database.sql.query<{ at: number }>({
    text: `SELECT (extract(epoch FROM "run_at") * 1000)::float8 AS "at" FROM "job" WHERE "kind" = 'inbox.sync' AND "payload" ->> 'channelId' = $1`,
    values: [channelId],
  });
  return rows.map((row) => Number(row.at));
}
