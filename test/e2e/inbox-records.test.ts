// The inbox's records (issue 23, first step): threads, messages, participants, channels and their
// associations are record objects. Reads come from the record layer (depth shapes, limit up to
// 1000, the 400 for a filter on an embedded field); a list of messages needs its thread; only
// channels can be written over REST, and only by an admin (they will hold mailbox credentials).
// Rows are written here with SQL: the ingest that writes them comes with the next step.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { call, ok, type Rec } from './records-support.ts';

let app: TestServer;
const threadA = randomUUID();
const threadB = randomUUID();
const firstMessage = randomUUID();
let channelId: string;

async function sql(text: string, values: unknown[]): Promise<void> {
  await app.server.database.sql.query({ text, values });
}

beforeAll(async () => {
  app = await startTestServer();
  channelId = (await ok(app, 'POST', '/rest/messageChannels', { type: 'email', handle: 'sales@acme.test' })).data.createMessageChannel.id;
  await sql(`INSERT INTO "message_thread" ("id", "subject", "last_message_at") VALUES ($1, 'Déjà vu 🚀', '2026-11-20T10:00:00Z'), ($2, 'Other', '2026-11-21T10:00:00Z')`, [threadA, threadB]);
  await sql(
    `INSERT INTO "message" ("id", "message_thread_id", "subject", "text", "received_at", "header_message_id") VALUES
      ($1, $2, 'Déjà vu 🚀', 'Grüße aus Köln — 你好', '2026-11-20T10:00:00Z', '<a1@acme.test>'),
      (gen_random_uuid(), $2, 'Re: Déjà vu 🚀', 'Reply', '2026-11-20T11:00:00Z', '<a2@acme.test>'),
      (gen_random_uuid(), $3, 'Other', 'Elsewhere', '2026-11-21T10:00:00Z', '<b1@acme.test>')`,
    [firstMessage, threadA, threadB],
  );
  await sql(`INSERT INTO "message_participant" ("message_id", "role", "handle", "display_name") VALUES ($1, 'from', 'ann@example.test', 'Ann'), ($1, 'to', 'sales@acme.test', '')`, [firstMessage]);
  await sql(`INSERT INTO "message_channel_message_association" ("message_id", "message_channel_id", "direction", "message_external_id") VALUES ($1, $2, 'INCOMING', 'uid-1')`, [firstMessage, channelId]);
});
afterAll(() => app?.close());

describe('inbox reads', () => {
  it('a participant at depth 1 embeds its message, unicode intact', async () => {
    const participants = (await ok(app, 'GET', '/rest/messageParticipants?depth=1&limit=500&order_by=role')).data.messageParticipants as Rec[];
    expect(participants.map((p) => [p.role, p.handle, p.displayName])).toEqual([
      ['from', 'ann@example.test', 'Ann'],
      ['to', 'sales@acme.test', ''],
    ]);
    expect(participants[0].message).toMatchObject({ id: firstMessage, subject: 'Déjà vu 🚀', text: 'Grüße aus Köln — 你好', receivedAt: '2026-11-20T10:00:00.000Z', messageThreadId: threadA });
    expect(participants[0].personId).toBeNull();
  });

  it('an association at depth 1 embeds its channel', async () => {
    const [association] = (await ok(app, 'GET', '/rest/messageChannelMessageAssociations?depth=1')).data.messageChannelMessageAssociations as Rec[];
    expect(association).toMatchObject({ messageId: firstMessage, direction: 'INCOMING', messageExternalId: 'uid-1' });
    expect(association.messageChannel).toMatchObject({ id: channelId, type: 'email', handle: 'sales@acme.test', syncStatus: 'NOT_SYNCED' });
  });

  it('a list of messages needs its thread: ?messageThreadId= or a top-level messageThreadId[eq] filter, else 400 naming it', async () => {
    const byParameter = (await ok(app, 'GET', `/rest/messages?messageThreadId=${threadA}&order_by=receivedAt`)).data.messages as Rec[];
    expect(byParameter.map((m) => m.subject)).toEqual(['Déjà vu 🚀', 'Re: Déjà vu 🚀']);
    const withFilter = await ok(app, 'GET', `/rest/messages?messageThreadId=${threadA}&filter=text[eq]:Reply`);
    expect(withFilter.data.messages.map((m: Rec) => m.text)).toEqual(['Reply']);
    const byFilter = await ok(app, 'GET', `/rest/messages?filter=messageThreadId[eq]:${threadB}`);
    expect(byFilter.data.messages.map((m: Rec) => m.subject)).toEqual(['Other']);
    expect(byFilter.totalCount).toBe(1);

    for (const path of ['/rest/messages', `/rest/messages?filter=text[eq]:Reply`, `/rest/messages?filter=or(messageThreadId[eq]:${threadA},text[eq]:x)`]) {
      const refused = await call(app, 'GET', path);
      expect(refused.status, path).toBe(400);
      expect(refused.body.messages[0]).toMatch(/^messageThreadId: a list of messages needs one/);
    }
  });

  it('a filter on a field of the embedded message is a 400; limit goes up to 1000', async () => {
    const refused = await call(app, 'GET', '/rest/messageParticipants?depth=1&filter=message.subject[eq]:x');
    expect(refused.status).toBe(400);
    expect(refused.body.messages.join(' ')).toMatch(/'message' is an embedded object: fields of an embedded object cannot be filtered.*client-side/);
    expect((await call(app, 'GET', '/rest/messageParticipants?limit=1000')).status).toBe(200);
  });
});

describe('inbox writes over REST', () => {
  it('messages, threads, participants and associations are read-only', async () => {
    for (const plural of ['messages', 'messageThreads', 'messageParticipants', 'messageChannelMessageAssociations']) {
      const answer = await app.rawFetch(`/rest/${plural}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect([404, 405], plural).toContain(answer.status);
    }
  });

  it('channels need the admin role; types are lowercase', async () => {
    const member = (await ok(app, 'POST', '/rest/apiKeys', { name: 'inbox member', role: 'member' })).data.createApiKey.secret;
    const asMember = await app.rawFetch('/rest/messageChannels', { method: 'POST', apiKey: member, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ type: 'email', handle: 'x@acme.test' }) });
    expect(asMember.status).toBe(403);
    const readable = await app.rawFetch('/rest/messageChannels', { apiKey: member });
    expect(readable.status).toBe(200);
    const uppercase = await call(app, 'POST', '/rest/messageChannels', { type: 'EMAIL', handle: 'y@acme.test' });
    expect(uppercase.status).toBe(400);
    expect(JSON.stringify(uppercase.body)).toMatch(/type/);
    const status = await call(app, 'POST', '/rest/messageChannels', { type: 'sms', handle: '+33612345678', syncStatus: 'ACTIVE' });
    expect(status.status).toBe(400);
  });

  it('(type, handle) is unique: a create or an update onto a taken pair is a 409 and changes nothing', async () => {
    const other = (await ok(app, 'POST', '/rest/messageChannels', { type: 'email', handle: 'support@acme.test' })).data.createMessageChannel;
    expect((await call(app, 'POST', '/rest/messageChannels', { type: 'email', handle: 'support@acme.test' })).status).toBe(409);
    expect((await call(app, 'PATCH', `/rest/messageChannels/${other.id}`, { handle: 'sales@acme.test' })).status).toBe(409);
    expect((await call(app, 'PATCH', `/rest/messageChannels?filter=handle[eq]:support@acme.test`, { handle: 'sales@acme.test' })).status).toBe(409);
    expect((await ok(app, 'GET', `/rest/messageChannels/${other.id}`)).data.messageChannel.handle).toBe('support@acme.test');
  });
});
