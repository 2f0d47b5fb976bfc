// The IMAP sync killed mid-sync (issue 23, point 4): the service runs as a child process, is
// SIGKILLed while a sync of several batches imports, and is started again on the same data.
// The sync's job is claimed again once its lease ends, takes the channel's lease back (the same
// job), reads from the last saved cursor, and the messages imported after that cursor but before
// the kill are not imported twice (the external id is the Message-ID): every message once.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startTestDovecot, type TestDovecot } from '../../scripts/dovecot-test-server.ts';
import { SYNC_BATCH } from '../../src/inbox/imap/sync-channel-job.ts';
import { startChildServer, type ChildServer } from '../support/child-server.ts';
import { testDatabaseKind, testDatabaseUrl } from '../support/database.ts';
import { appendMails } from '../../scripts/dovecot-mail.ts';
import { describeNeeding, DOVECOT } from '../support/system-programs.ts';

// Without Dovecot (DOVECOT_BIN overrides the path) the file skips, under CI=true it fails.
const describeWithDovecot = describeNeeding(DOVECOT, import.meta.url);

const kind = testDatabaseKind();
const MESSAGES = SYNC_BATCH * 4;

const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function rest(service: ChildServer, key: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${service.url}${url}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

describeWithDovecot(`IMAP sync killed mid-sync (${kind})`, () => {
  it('after a restart every message is there once, and the channel is ACTIVE', { timeout: 240_000 }, async () => {
    const dovecot: TestDovecot = await startTestDovecot();
    cleanups.push(() => dovecot.stop());
    const address = `${dovecot.user}@crm.test`;
    await appendMails(
      dovecot,
      dovecot.user,
      dovecot.password,
      'INBOX',
      Array.from({ length: MESSAGES }, (_, i) => ({
        id: `kill-${i}@customer.test`,
        subject: `Message ${i}`,
        from: `Customer ${i} <c${i}@customer.test>`,
        to: address,
        date: new Date(Date.UTC(2026, 9, 1, 9, 0, i)),
      })),
    );

    const key = `imapkill_${randomBytes(12).toString('hex')}`;
    // A short job lease: the restarted worker claims the killed sync's job again within seconds.
    const env: Record<string, string | undefined> = {
      CRM_BOOTSTRAP_API_KEY: key,
      CRM_SECRET_KEY: randomBytes(32).toString('base64'),
      WORKER_LEASE_MS: '3000',
      WORKER_POLL_MS: '100',
    };
    if (kind === 'pglite') {
      const dir = mkdtempSync(path.join(tmpdir(), 'crm-imap-kill-'));
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
      Object.assign(env, { DATA_DIR: dir, DATABASE_URL: undefined });
    } else env.DATABASE_URL = await testDatabaseUrl();

    const first = await startChildServer(env, { startTimeoutMs: 90_000 });
    let second: ChildServer | undefined;
    try {
      const channel = (
        await rest(first, key, 'POST', '/rest/messageChannels', {
          type: 'email',
          handle: address,
          imapSettings: { host: dovecot.host, port: dovecot.port, secure: false, username: dovecot.user, password: dovecot.password },
        })
      ).data.createMessageChannel;
      const imported = async (service: ChildServer) =>
        (await rest(service, key, 'GET', `/rest/messageChannelMessageAssociations?filter=messageChannelId[eq]:${channel.id}&limit=1`)).totalCount as number;
      await rest(first, key, 'POST', `/rest/messageChannels/${channel.id}/sync`);
      // Kill once the sync is under way and not done.
      const deadline = Date.now() + 60_000;
      let seen = 0;
      while (Date.now() < deadline && (seen = await imported(first)) < SYNC_BATCH / 2) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(seen, first.output()).toBeGreaterThan(0);
      expect(seen).toBeLessThan(MESSAGES);
      first.child.kill('SIGKILL');
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });

      second = await startChildServer(env, { startTimeoutMs: 90_000 });
      const restarted = second;
      const end = Date.now() + 120_000;
      let after: { syncStatus: string; syncError: string | null; syncCursor: { INBOX: { lastUid: number } } } | undefined;
      while (Date.now() < end) {
        after = (await rest(restarted, key, 'GET', `/rest/messageChannels/${channel.id}`)).data.messageChannel;
        if (after?.syncStatus === 'ACTIVE' || after?.syncStatus === 'FAILED') break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(after?.syncStatus, `${after?.syncError}\n${restarted.output()}`).toBe('ACTIVE');
      expect(after?.syncCursor.INBOX.lastUid).toBe(MESSAGES);
      expect(await imported(restarted)).toBe(MESSAGES);
      // One thread per message (none replies to another): no message was stored twice.
      expect((await rest(restarted, key, 'GET', '/rest/messageThreads?limit=1')).totalCount).toBe(MESSAGES);
    } finally {
      await second?.stop();
      if (first.child.exitCode === null && first.child.signalCode === null) await first.stop('SIGKILL');
    }
  });
});
