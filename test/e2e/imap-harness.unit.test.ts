// Database-free (runs once, on the pglite project): checks the throwaway Dovecot of
// scripts/dovecot-test-server.ts, through imapflow, as the inbox sync will use it.
import { ImapFlow } from 'imapflow';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestDovecot, type TestDovecot } from '../../scripts/dovecot-test-server.ts';
import { rfc822 } from '../../scripts/dovecot-mail.ts';
import { describeNeeding, DOVECOT } from '../support/system-programs.ts';

// Without Dovecot (DOVECOT_BIN overrides the path) the file skips, under CI=true it fails.
const describeWithDovecot = describeNeeding(DOVECOT, import.meta.url);

let server: TestDovecot;
const clients: ImapFlow[] = [];

beforeAll(async () => {
  server = await startTestDovecot();
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.logout().catch(() => client.close())));
  await server?.stop();
});

function imapClient(user: string, pass: string): ImapFlow {
  const client = new ImapFlow({ host: server.host, port: server.port, secure: false, auth: { user, pass }, logger: false });
  clients.push(client);
  return client;
}

describeWithDovecot('throwaway Dovecot', () => {
  it('stores what is appended to INBOX and Sent, and lists it back with UIDs in order', async () => {
    const imap = imapClient(server.user, server.password);
    await imap.connect();

    const sent = (await imap.list()).find((mailbox) => mailbox.specialUse === '\\Sent');
    expect(sent?.path).toBe('Sent');

    const inbox = [
      { id: 'first@test.local', subject: 'First', from: 'Ada <ada@customer.test>', to: 'Team <team@crm.test>', date: new Date('2024-05-01T09:00:00Z') },
      { id: 'second@test.local', subject: 'Second', from: 'Bob <bob@customer.test>', to: 'Team <team@crm.test>', date: new Date('2024-05-02T10:30:00Z') },
    ];
    const reply = { id: 'reply@test.local', subject: 'Re: First', from: 'Team <team@crm.test>', to: 'Ada <ada@customer.test>', date: new Date('2024-05-03T08:15:00Z') };
    for (const message of inbox) await imap.append('INBOX', rfc822(message), [], message.date);
    await imap.append('Sent', rfc822(reply), ['\\Seen'], reply.date);

    const lock = await imap.getMailboxLock('INBOX');
    try {
      const mailbox = imap.mailbox;
      if (!mailbox) throw new Error('INBOX is not selected');
      expect(typeof mailbox.uidValidity).toBe('bigint');
      expect(mailbox.uidValidity).toBeGreaterThan(0n);
      const fetched = await imap.fetchAll('1:*', { uid: true, envelope: true });
      expect(fetched.map((message) => message.envelope?.messageId)).toEqual(['<first@test.local>', '<second@test.local>']);
      expect(fetched.map((message) => message.envelope?.subject)).toEqual(['First', 'Second']);
      expect(fetched[0].envelope?.from?.[0]).toMatchObject({ name: 'Ada', address: 'ada@customer.test' });
      expect(new Date(fetched[0].envelope?.date ?? '').toISOString()).toBe('2024-05-01T09:00:00.000Z');
      expect(fetched[1].uid).toBeGreaterThan(fetched[0].uid);
    } finally {
      lock.release();
    }

    const sentLock = await imap.getMailboxLock('Sent');
    try {
      const fetched = await imap.fetchAll('1:*', { uid: true, envelope: true, flags: true });
      expect(fetched.map((message) => message.envelope?.messageId)).toEqual(['<reply@test.local>']);
      expect(fetched[0].envelope?.to?.[0].address).toBe('ada@customer.test');
      expect(fetched[0].flags?.has('\\Seen')).toBe(true);
    } finally {
      sentLock.release();
    }
    await imap.logout();
  });

  it('refuses a wrong password as an authentication failure', async () => {
    const imap = imapClient(server.user, `${server.password}-wrong`);
    const error = await imap.connect().then(
      () => undefined,
      (failure: unknown) => failure,
    );
    // imapflow rejects a refused AUTHENTICATE with a plain Error carrying these fields, not an AuthenticationFailure.
    expect(error).toMatchObject({ authenticationFailed: true, serverResponseCode: 'AUTHENTICATIONFAILED' });
  });
});
