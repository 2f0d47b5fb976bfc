// What the inbox offers another engine (issue 23, point 5): recordOutgoing stores a sent message
// in the sender's transaction (OUTGOING, with the Message-ID it carried, so a reply threads to
// it), and onIngested listeners act inside an import's transaction (their writes commit or roll
// back with the message).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engineActor, SYSTEM_ACTOR } from '../records/actor.ts';
import { startTestServer, type TestServer } from '../../test/support/server.ts';
import { InboxService, type MessageImport } from './inbox-service.ts';

let app: TestServer;
let inbox: InboxService;
beforeAll(async () => {
  app = await startTestServer();
  const { db, records, registry } = app.server.services;
  inbox = new InboxService(db, records, registry);
});
afterAll(() => app?.close());

const sent = (externalId: string): Omit<MessageImport, 'direction'> => ({
  channel: { type: 'email', handle: 'rep@acme.test' },
  externalId,
  headerMessageId: `<${externalId}@acme.test>`,
  subject: 'Intro',
  text: 'Hello Ann',
  receivedAt: '2026-11-20T09:00:00.000Z',
  participants: [{ role: 'from', handle: 'rep@acme.test' }, { role: 'to', handle: 'ann@example.test' }],
});

const threadOf = async (messageId: string) =>
  (await app.server.database.sql.query<{ thread: string }>({ text: `SELECT "message_thread_id"::text AS "thread" FROM "message" WHERE "id" = $1::uuid`, values: [messageId] }))[0]?.thread;

describe('recordOutgoing', () => {
  it('stores the sent message OUTGOING in the sender\'s transaction; a reply threads to it; a rollback stores nothing', async () => {
    const actor = engineActor('sequence', '0b7a3c55-6f2e-4d1b-9a8c-7e6f5d4c3b2a', 'Outreach');
    const stored = await app.server.database.sql.transaction((tx) => inbox.recordOutgoing(tx, actor, sent('seq-1')));
    const [row] = await app.server.database.sql.query<{ direction: string; source: string }>({
      text: `SELECT "a"."direction", "m"."created_by_source" AS "source" FROM "message_channel_message_association" AS "a" JOIN "message" AS "m" ON "m"."id" = "a"."message_id" WHERE "m"."id" = $1::uuid`,
      values: [stored.messageId],
    });
    expect(row).toEqual({ direction: 'OUTGOING', source: 'SEQUENCE' });
    const reply = await inbox.importMessage(SYSTEM_ACTOR, { ...sent('reply-1'), channel: { type: 'email', handle: 'rep@acme.test' }, direction: 'INCOMING', headerMessageId: '<r1@example.test>', inReplyTo: '<seq-1@acme.test>' });
    expect(reply.messageThreadId).toBe(stored.messageThreadId);

    const rolledBack = await app.server.database.sql
      .transaction(async (tx) => {
        const kept = await inbox.recordOutgoing(tx, actor, sent('seq-2'));
        throw Object.assign(new Error('the send failed'), { kept });
      })
      .catch((error: { kept: { messageId: string } }) => error.kept);
    expect(await threadOf(rolledBack.messageId)).toBeUndefined();
  });
});

describe('onIngested', () => {
  it('runs in the import\'s transaction, for new messages only', async () => {
    const seen: string[] = [];
    inbox.onIngested(async (tx, imported, message) => {
      seen.push(message.externalId);
      const [row] = await tx.query<{ n: number }>({ text: `SELECT count(*)::int AS "n" FROM "message" WHERE "id" = $1::uuid`, values: [imported.messageId] });
      expect(row.n).toBe(1); // visible inside the import's transaction
    });
    const body: MessageImport = { ...sent('in-1'), direction: 'INCOMING', headerMessageId: '<in-1@example.test>' };
    await inbox.importMessage(SYSTEM_ACTOR, body);
    await inbox.importMessage(SYSTEM_ACTOR, body);
    expect(seen).toEqual(['in-1']);
  });
});
