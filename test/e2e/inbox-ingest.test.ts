// The inbox's ingest (issue 23, points 1 and 2): POST /rest/inbox/messages stores a message, its
// thread, its participants (matched to people and workspace members by handle) and its channel
// association in one transaction; it is idempotent on (channel, externalId), also for two
// identical imports at once; replies thread by inReplyTo and references, and a message that
// arrives after its reply joins the reply's thread. Bad input is a 400 that stores nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { waitFor } from '../support/wait-for.ts';
import { call, ok, type Rec } from './records-support.ts';

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer({ WORKER_POLL_MS: '20' });
});
afterAll(() => app?.close());

let externalIds = 0;
const email = (overrides: Rec = {}): Rec => ({
  channel: { type: 'email', handle: 'Sales@Acme.test' },
  direction: 'INCOMING',
  externalId: `uid-${++externalIds}`,
  subject: 'Hello',
  text: 'Hi there',
  receivedAt: '2026-11-20T10:00:00.000Z',
  participants: [
    { role: 'from', handle: 'someone@example.test', displayName: 'Someone' },
    { role: 'to', handle: 'sales@acme.test' },
  ],
  ...overrides,
});

async function importMessage(body: Rec): Promise<{ messageId: string; messageThreadId: string; created: boolean }> {
  return (await ok(app, 'POST', '/rest/inbox/messages', body)).data.importMessage;
}

const count = async (table: string) => Number((await app.server.database.sql.query<{ n: number }>({ text: `SELECT count(*)::int AS "n" FROM "${table}"`, values: [] }))[0].n);
const participantsOf = async (messageId: string) =>
  (await ok(app, 'GET', `/rest/messageParticipants?filter=messageId[eq]:${messageId}&order_by=role,handle&limit=100`)).data.messageParticipants as Rec[];
const messagesOf = async (threadId: string) => (await ok(app, 'GET', `/rest/messages?messageThreadId=${threadId}&order_by=receivedAt`)).data.messages as Rec[];

describe('importing a message', () => {
  it('stores the thread, the message, its participants and its channel association, written by the key', async () => {
    const imported = await importMessage(email({ subject: 'Grüße 🚀', text: 'Привет — 你好', headerMessageId: '<first@example.test>' }));
    expect(imported.created).toBe(true);
    const thread = (await ok(app, 'GET', `/rest/messageThreads/${imported.messageThreadId}`)).data.messageThread;
    expect(thread).toMatchObject({ subject: 'Grüße 🚀', lastMessageAt: '2026-11-20T10:00:00.000Z', createdBy: { source: 'API' } });
    const [message] = await messagesOf(imported.messageThreadId);
    expect(message).toMatchObject({ id: imported.messageId, subject: 'Grüße 🚀', text: 'Привет — 你好', receivedAt: '2026-11-20T10:00:00.000Z', headerMessageId: '<first@example.test>' });
    expect((await participantsOf(imported.messageId)).map((p) => [p.role, p.handle, p.displayName])).toEqual([
      ['from', 'someone@example.test', 'Someone'],
      ['to', 'sales@acme.test', ''],
    ]);
    const [association] = (await ok(app, 'GET', `/rest/messageChannelMessageAssociations?filter=messageId[eq]:${imported.messageId}&depth=1`)).data.messageChannelMessageAssociations;
    expect(association).toMatchObject({ direction: 'INCOMING', messageExternalId: `uid-${externalIds}`, messageChannel: { type: 'email', handle: 'sales@acme.test' } });
  });

  it('is idempotent on (channel, externalId): a repeat answers created: false and stores nothing', async () => {
    const body = email();
    const first = await importMessage(body);
    const before = await Promise.all(['message', 'message_participant', 'message_thread', 'message_channel'].map(count));
    const again = await importMessage({ ...body, subject: 'Changed', channel: { type: 'email', handle: 'SALES@acme.test' } });
    expect(again).toEqual({ ...first, created: false });
    expect(await Promise.all(['message', 'message_participant', 'message_thread', 'message_channel'].map(count))).toEqual(before);
  });

  it('two identical imports at once store one message and both answer its id', async () => {
    const body = email({ channel: { type: 'sms', handle: '+33 6 00 00 00 00' }, participants: [{ role: 'from', handle: '+33 6 11 11 11 11' }] });
    const messagesBefore = await count('message');
    const [a, b] = await Promise.all([importMessage(body), importMessage(body)]);
    expect(a.messageId).toBe(b.messageId);
    expect([a.created, b.created].sort()).toEqual([false, true]);
    expect(await count('message')).toBe(messagesBefore + 1);
    expect(await count('message_channel')).toBe(2); // the email channel and this one, created once
  });
});

describe('the cost of an import', () => {
  it('is one transaction of at most 9 statements, with no savepoint (the ids it sets are its own)', async () => {
    await importMessage(email({ headerMessageId: '<cost-root@example.test>' }));
    const statements: string[] = [];
    app.server.database.sql.onQuery = (statement) => statements.push(statement.text.replace(/\s+/g, ' ').slice(0, 60));
    try {
      await importMessage(email({ headerMessageId: '<cost-reply@example.test>', inReplyTo: '<cost-root@example.test>', receivedAt: '2026-11-23T10:00:00.000Z' }));
    } finally {
      app.server.database.sql.onQuery = undefined;
    }
    // The worker may run statements meanwhile (a later association's job): count the import's own.
    const own = statements.filter((text) => !/"job"/.test(text));
    expect(own.filter((text) => /SAVEPOINT/.test(text)), JSON.stringify(own)).toEqual([]);
    expect(own.length, JSON.stringify(own, null, 1)).toBeLessThanOrEqual(9);
  });
});

describe('threads', () => {
  it('a reply joins the thread by inReplyTo, another by references; lastMessageAt follows the latest', async () => {
    const root = await importMessage(email({ headerMessageId: '<root@example.test>', receivedAt: '2026-11-21T09:00:00.000Z' }));
    const reply = await importMessage(email({ headerMessageId: '<reply@example.test>', inReplyTo: '<root@example.test>', receivedAt: '2026-11-21T10:00:00.000Z' }));
    const later = await importMessage(email({ headerMessageId: '<later@example.test>', references: ['<unknown@x>', '<reply@example.test>'], receivedAt: '2026-11-21T11:00:00.000Z' }));
    expect(reply.messageThreadId).toBe(root.messageThreadId);
    expect(later.messageThreadId).toBe(root.messageThreadId);
    expect((await messagesOf(root.messageThreadId)).map((m) => m.headerMessageId)).toEqual(['<root@example.test>', '<reply@example.test>', '<later@example.test>']);
    expect((await ok(app, 'GET', `/rest/messageThreads/${root.messageThreadId}`)).data.messageThread.lastMessageAt).toBe('2026-11-21T11:00:00.000Z');
  });

  it('a message that arrives after its reply joins the reply\'s thread', async () => {
    const reply = await importMessage(email({ direction: 'OUTGOING', headerMessageId: '<answer@acme.test>', inReplyTo: '<question@example.test>', receivedAt: '2026-11-22T10:00:00.000Z' }));
    const question = await importMessage(email({ headerMessageId: '<question@example.test>', receivedAt: '2026-11-22T09:00:00.000Z' }));
    expect(question.messageThreadId).toBe(reply.messageThreadId);
    expect((await ok(app, 'GET', `/rest/messageThreads/${reply.messageThreadId}`)).data.messageThread.lastMessageAt).toBe('2026-11-22T10:00:00.000Z');
  });
});

// DESIGN's body exactly: no headerMessageId, the externalId is the message's Message-ID (issue 43, point 1).
describe('threads by externalId, with DESIGN\'s body', () => {
  const designBody = (externalId: string, overrides: Rec = {}): Rec => ({
    channel: { type: 'email', handle: 'support@acme.test' },
    direction: 'INCOMING',
    externalId,
    subject: 'Question',
    text: 'Hello',
    receivedAt: '2026-11-24T09:00:00.000Z',
    participants: [{ role: 'from', handle: 'asker@example.test' }],
    ...overrides,
  });
  const threadIds = async (messageIds: string[]) =>
    new Set(await Promise.all(messageIds.map(async (id) => (await ok(app, 'GET', `/rest/messages/${id}`)).data.message.messageThreadId as string)));

  it('a reply by inReplyTo and one by references join the thread of the message imported with only its externalId', async () => {
    const parent = await importMessage(designBody('<p1@x.test>'));
    const byInReplyTo = await importMessage(designBody('<p1-r1@x.test>', { inReplyTo: '<p1@x.test>', receivedAt: '2026-11-24T10:00:00.000Z' }));
    const byReferences = await importMessage(designBody('<p1-r2@x.test>', { references: ['<p1@x.test>'], receivedAt: '2026-11-24T11:00:00.000Z' }));
    expect(byInReplyTo.messageThreadId).toBe(parent.messageThreadId);
    expect(byReferences.messageThreadId).toBe(parent.messageThreadId);
    const listed = await messagesOf(parent.messageThreadId);
    expect(listed.map((m) => [m.id, m.headerMessageId])).toEqual([
      [parent.messageId, '<p1@x.test>'],
      [byInReplyTo.messageId, '<p1-r1@x.test>'],
      [byReferences.messageId, '<p1-r2@x.test>'],
    ]);
  });

  it('a message imported after its replies (by inReplyTo, by references) joins their thread', async () => {
    const first = await importMessage(designBody('<p2-r1@x.test>', { inReplyTo: '<p2@x.test>', receivedAt: '2026-11-24T10:00:00.000Z' }));
    const second = await importMessage(designBody('<p2-r2@x.test>', { references: ['<p2@x.test>'], receivedAt: '2026-11-24T11:00:00.000Z' }));
    const parent = await importMessage(designBody('<p2@x.test>'));
    expect(second.messageThreadId).toBe(first.messageThreadId);
    expect(parent.messageThreadId).toBe(first.messageThreadId);
    expect((await messagesOf(parent.messageThreadId)).map((m) => m.id)).toEqual([parent.messageId, first.messageId, second.messageId]);
    expect((await ok(app, 'GET', `/rest/messageThreads/${parent.messageThreadId}`)).data.messageThread.lastMessageAt).toBe('2026-11-24T11:00:00.000Z');
  });

  // A conversation of 40 messages: each replies to an earlier one (inReplyTo, and References
  // from the root as mail clients write them, or only inReplyTo), imported in shuffled orders.
  const conversation = (name: string) => {
    const id = (i: number) => `<${name}-${i}@x.test>`;
    const chains: string[][] = [[id(0)]];
    return Array.from({ length: 40 }, (_, i) => {
      if (i === 0) return designBody(id(0), { receivedAt: new Date(Date.UTC(2026, 10, 25, 0, 0)).toISOString() });
      const parent = Math.floor(((((i * 2654435761) >>> 0) % 1000) / 1000) * i);
      chains[i] = [...chains[parent], id(i)];
      const references = i % 3 === 0 ? undefined : chains[parent];
      return designBody(id(i), { inReplyTo: id(parent), ...(references ? { references } : {}), receivedAt: new Date(Date.UTC(2026, 10, 25, 0, i)).toISOString() });
    });
  };
  const shuffled = <T,>(items: T[], seed: number): T[] => {
    const out = [...items];
    let state = seed;
    for (let i = out.length - 1; i > 0; i--) {
      state = (state * 1103515245 + 12345) % 2 ** 31;
      const j = state % (i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };

  it('a many-message conversation imported in shuffled order ends in one thread, listed whole', async () => {
    const imported = [];
    for (const body of shuffled(conversation('shuffled'), 43)) imported.push(await importMessage(body));
    const threads = await threadIds(imported.map((m) => m.messageId));
    expect(threads.size).toBe(1);
    const [threadId] = threads;
    const listed = await messagesOf(threadId);
    expect(listed).toHaveLength(40);
    expect(listed[0].headerMessageId).toBe('<shuffled-0@x.test>');
    expect((await ok(app, 'GET', `/rest/messageThreads/${threadId}`)).data.messageThread.lastMessageAt).toBe(new Date(Date.UTC(2026, 10, 25, 0, 39)).toISOString());
    // The threads a message joined are gone: no empty thread is left behind.
    const [{ n }] = await app.server.database.sql.query<{ n: number }>({ text: `SELECT count(*)::int AS "n" FROM "message_thread" AS "t" WHERE NOT EXISTS (SELECT 1 FROM "message" AS "m" WHERE "m"."message_thread_id" = "t"."id")`, values: [] });
    expect(n).toBe(0);
  });

  it('a conversation imported four at a time, in shuffled order, ends in one thread', async () => {
    const bodies = shuffled(conversation('concurrent'), 7);
    const ids: string[] = [];
    for (let i = 0; i < bodies.length; i += 4) ids.push(...(await Promise.all(bodies.slice(i, i + 4).map(importMessage))).map((m) => m.messageId));
    expect((await threadIds(ids)).size).toBe(1);
  });
});

describe('matching participants', () => {
  it('by primary or additional email (any case), phone with its calling code, LinkedIn URL, and workspace members by email; the oldest person wins', async () => {
    const person = async (body: Rec) => (await ok(app, 'POST', '/rest/people', body)).data.createPerson.id as string;
    const ann = await person({ name: { firstName: 'Ann' }, emails: { primaryEmail: 'Ann@Example.test', additionalEmails: ['ann.lee@Other.test'] } });
    await person({ name: { firstName: 'Ann', lastName: 'Younger' }, emails: { primaryEmail: 'ann@example.test' } });
    const bob = await person({ name: { firstName: 'Bob' }, phones: { primaryPhoneNumber: '612345678', primaryPhoneCallingCode: '+33', primaryPhoneCountryCode: 'FR' } });
    const cyd = await person({ name: { firstName: 'Cyd' }, linkedinLink: { primaryLinkUrl: 'https://www.linkedin.com/in/cyd-lee/' } });
    const member = (await ok(app, 'GET', '/rest/workspaceMembers')).data.workspaceMembers[0];
    await ok(app, 'PATCH', `/rest/workspaceMembers/${member.id}`, { userEmail: 'Owner@Acme.test' });

    const imported = await importMessage(
      email({
        participants: [
          { role: 'from', handle: 'ANN@example.test' },
          { role: 'cc', handle: 'ann.lee@other.TEST' },
          { role: 'to', handle: 'owner@acme.test' },
          { role: 'bcc', handle: '+33 6 12 34 56 78' },
          { role: 'to', handle: 'linkedin.com/in/Cyd-Lee' },
          { role: 'to', handle: 'nobody@nowhere.test' },
          { role: 'to', handle: 'Just a name' },
        ],
      }),
    );
    const byHandle = Object.fromEntries((await participantsOf(imported.messageId)).map((p) => [p.handle, [p.personId, p.workspaceMemberId]]));
    expect(byHandle).toEqual({
      'ANN@example.test': [ann, null],
      'ann.lee@other.TEST': [ann, null],
      'owner@acme.test': [null, member.id],
      '+33 6 12 34 56 78': [bob, null],
      'linkedin.com/in/Cyd-Lee': [cyd, null],
      'nobody@nowhere.test': [null, null],
      'Just a name': [null, null],
    });
  });
});

describe('matching participants: soft-deleted people', () => {
  it('a soft-deleted person is never matched: the oldest live one is', async () => {
    const person = async (body: Rec) => (await ok(app, 'POST', '/rest/people', body)).data.createPerson.id as string;
    const gone = await person({ name: { firstName: 'Dee', lastName: 'Gone' }, emails: { primaryEmail: 'dee@soft.test' } });
    const live = await person({ name: { firstName: 'Dee', lastName: 'Live' }, emails: { primaryEmail: 'dee@soft.test' } });
    await ok(app, 'DELETE', `/rest/people/${gone}?soft_delete=true`);
    const imported = await importMessage(email({ participants: [{ role: 'from', handle: 'dee@soft.test' }] }));
    expect((await participantsOf(imported.messageId)).map((p) => p.personId)).toEqual([live]);
  });

  it('a restored person gets the participants that arrived while it was soft-deleted', async () => {
    const person = (await ok(app, 'POST', '/rest/people', { name: { firstName: 'Rae' }, emails: { primaryEmail: 'rae@restored.test' } })).data.createPerson.id as string;
    await ok(app, 'DELETE', `/rest/people/${person}?soft_delete=true`);
    const imported = await importMessage(email({ participants: [{ role: 'from', handle: 'Rae@Restored.test' }] }));
    const personIds = async () => (await participantsOf(imported.messageId)).map((p) => p.personId);
    expect(await personIds()).toEqual([null]);
    await ok(app, 'PATCH', `/rest/people/${person}/restore`);
    await waitFor('the participant to be linked to the restored person', async () => ((await personIds())[0] === person ? true : undefined));
  });
});

describe('later association', () => {
  const linkJobs = () => app.server.database.sql.query<{ n: number }>({ text: `SELECT count(*)::int AS "n" FROM "job" WHERE "kind" = 'inbox.link'`, values: [] });

  it('a person created later, or whose email, phone or LinkedIn URL changes, gets the participants with those handles', async () => {
    const imported = await importMessage(
      email({
        participants: [
          { role: 'from', handle: 'Late.Comer@Example.test' },
          { role: 'to', handle: '+44 20 7946 0000' },
          { role: 'cc', handle: 'https://linkedin.com/in/late-one/' },
          { role: 'cc', handle: 'stranger@nowhere.test' },
          { role: 'cc', handle: 'Other.Address@Example.test' },
          { role: 'bcc', handle: '+1 (415) 555-0100' },
        ],
      }),
    );
    const personOf = async () => Object.fromEntries((await participantsOf(imported.messageId)).map((p) => [p.handle, p.personId]));
    const late = (await ok(app, 'POST', '/rest/people', { name: { firstName: 'Late' }, emails: { primaryEmail: 'late.comer@example.test' } })).data.createPerson.id;
    await waitFor('the email participant to be linked', async () => ((await personOf())['Late.Comer@Example.test'] === late ? true : undefined));
    const other = (await ok(app, 'POST', '/rest/people', { name: { firstName: 'Phone' } })).data.createPerson.id;
    await ok(app, 'PATCH', `/rest/people/${other}`, { phones: { primaryPhoneNumber: '20 7946 0000', primaryPhoneCallingCode: '+44' } });
    await ok(app, 'PATCH', `/rest/people/${late}`, { linkedinLink: { primaryLinkUrl: 'www.linkedin.com/in/Late-One' } });
    await waitFor('the phone and LinkedIn participants to be linked', async () => {
      const now = await personOf();
      return now['+44 20 7946 0000'] === other && now['https://linkedin.com/in/late-one/'] === late ? now : undefined;
    });
    expect((await personOf())['stranger@nowhere.test']).toBeNull();
    const additional = (
      await ok(app, 'POST', '/rest/people', {
        name: { firstName: 'Additional' },
        emails: { primaryEmail: 'main@example.test', additionalEmails: ['other.address@example.test'] },
        phones: { primaryPhoneNumber: '', additionalPhones: [{ number: '415 555 0100', callingCode: '+1' }] },
      })
    ).data.createPerson.id;
    await waitFor('the additional email and phone participants to be linked', async () => {
      const now = await personOf();
      return now['Other.Address@Example.test'] === additional && now['+1 (415) 555-0100'] === additional ? now : undefined;
    });
    const [participant] = (await participantsOf(imported.messageId)).filter((p) => p.handle === 'Late.Comer@Example.test');
    expect(participant.updatedBy).toMatchObject({ source: 'SYSTEM' });
  });

  it('a person write that links nothing writes no job, in its one statement', async () => {
    await waitFor('earlier link jobs to run', async () => ((await linkJobs())[0].n === 0 ? true : undefined));
    const statements: string[] = [];
    app.server.database.sql.onQuery = (statement) => statements.push(statement.text);
    try {
      await ok(app, 'POST', '/rest/people', { name: { firstName: 'Nobody' }, emails: { primaryEmail: 'nobody-writes@example.test' } });
    } finally {
      app.server.database.sql.onQuery = undefined;
    }
    const creates = statements.filter((text) => text.includes('INSERT INTO "person"'));
    expect(creates).toHaveLength(1);
    expect(creates[0]).toContain('inbox.link');
    expect((await linkJobs())[0].n).toBe(0);
  });
});

describe('bad input: a 400 naming the field, nothing stored', () => {
  const cases: Array<[string, Rec, RegExp]> = [
    ['an uppercase channel type', email({ channel: { type: 'EMAIL', handle: 'x@acme.test' } }), /type/],
    ['an unknown channel type', email({ channel: { type: 'fax', handle: 'x@acme.test' } }), /type/],
    ['a direction other than INCOMING or OUTGOING', email({ direction: 'SIDEWAYS' }), /direction/],
    ['a participant role other than from, to, cc, bcc', email({ participants: [{ role: 'reply-to', handle: 'a@b.test' }] }), /role/],
    ['a participant without handle', email({ participants: [{ role: 'from' }] }), /handle/],
    ['no externalId', email({ externalId: undefined }), /externalId/],
    ['a receivedAt that is not ISO 8601', email({ receivedAt: '20/11/2026 10:00' }), /receivedAt/],
  ];
  for (const [what, body, field] of cases) {
    it(what, async () => {
      const before = await Promise.all(['message', 'message_thread', 'message_channel'].map(count));
      const refused = await call(app, 'POST', '/rest/inbox/messages', body);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body.messages)).toMatch(field);
      expect(await Promise.all(['message', 'message_thread', 'message_channel'].map(count))).toEqual(before);
    });
  }
});
