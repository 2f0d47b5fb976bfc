// DESIGN.md "Inbox", row by row (docs/TESTING.md, "The DESIGN contract suite"): the records and
// their enums, the reads, the ingest body exactly as DESIGN writes it and the IMAP settings.
// Threading by externalId (issue 43 point 1) is tested by its own file; here the ingest body's
// optional fields are sent and the answer's shape, idempotency and participant matching checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { waitFor } from '../../support/wait-for.ts';
import { design, expectError, UUID_PATTERN, type Design, type Rec } from './design-support.ts';

let app: TestServer;
let d: Design;
let ada: Rec;
let imported: Rec;

beforeAll(async () => {
  app = await startTestServer({ WORKER_POLL_MS: '20', CRM_SECRET_KEY: 'design-contract-secret-key-0123456789' });
  d = design(app);
  ada = (await d.ok('POST', '/rest/people', {
    name: { firstName: 'Ada', lastName: 'Inbox' },
    emails: { primaryEmail: 'ada@inbox.test', additionalEmails: ['ada.alt@inbox.test'] },
    phones: { primaryPhoneNumber: '612345678', primaryPhoneCallingCode: '+33', primaryPhoneCountryCode: 'FR' },
    linkedinLink: { primaryLinkUrl: 'https://www.linkedin.com/in/ada-inbox/' },
  })).data.createPerson;
  imported = (await d.ok('POST', '/rest/inbox/messages', message('<m1@inbox.test>', [
    { role: 'from', handle: 'ADA@Inbox.test', displayName: 'Ada' },
    { role: 'to', handle: 'team@company.test' },
    { role: 'cc', handle: 'ada.alt@inbox.test' },
    { role: 'bcc', handle: 'nobody@else.test' },
  ]))).data.importMessage;
});
afterAll(() => app?.close());

/** The ingest body exactly as DESIGN writes it, optional fields included. */
function message(externalId: string, participants: Rec[], extra: Rec = {}): Rec {
  return {
    channel: { type: 'email', handle: 'team@company.test' },
    direction: 'INCOMING',
    externalId,
    inReplyTo: '<m0@inbox.test>',
    references: ['<m0@inbox.test>'],
    subject: 'Hello',
    text: 'First message',
    receivedAt: '2030-01-01T10:00:00.000Z',
    participants,
    ...extra,
  };
}
const list = async (plural: string, filter: string, query = '') => (await d.ok('GET', `/rest/${plural}?filter=${encodeURIComponent(filter)}${query}`)).data[plural] as Rec[];

describe('Inbox', () => {
  it('Records', async () => {
    const [thread] = await list('messageThreads', `id[eq]:${imported.messageThreadId}`);
    expect(thread).toMatchObject({ id: imported.messageThreadId, subject: 'Hello', lastMessageAt: expect.any(String) });
    const [stored] = (await d.ok('GET', `/rest/messages?messageThreadId=${imported.messageThreadId}`)).data.messages;
    expect(stored).toMatchObject({ id: imported.messageId, messageThreadId: imported.messageThreadId, subject: 'Hello', text: 'First message', receivedAt: '2030-01-01T10:00:00.000Z' });
    expect(stored).toHaveProperty('headerMessageId'); // its value from externalId is issue 43 point 1
    const participants = await list('messageParticipants', `messageId[eq]:${imported.messageId}`, '&depth=1');
    expect(participants.map((p) => p.role).sort()).toEqual(['bcc', 'cc', 'from', 'to']);
    for (const p of participants) {
      for (const key of ['id', 'messageId', 'role', 'handle', 'displayName', 'personId', 'workspaceMemberId']) expect(p, key).toHaveProperty(key);
      expect(p.message).toMatchObject({ id: imported.messageId });
    }
    const [association] = await list('messageChannelMessageAssociations', `messageId[eq]:${imported.messageId}`, '&depth=1');
    expect(association).toMatchObject({ messageId: imported.messageId, messageChannelId: expect.any(String), direction: 'INCOMING', messageExternalId: '<m1@inbox.test>' });
    expect(association.messageChannel).toMatchObject({ type: 'email', handle: 'team@company.test' });
    const [channel] = await list('messageChannels', 'handle[eq]:team@company.test');
    for (const key of ['id', 'type', 'handle', 'syncStatus', 'lastSyncedAt']) expect(channel, key).toHaveProperty(key);
    // Channel types, lower case.
    const handles: Rec = { linkedin: 'https://linkedin.com/in/company', whatsapp: '+33600000000', sms: '+33600000001' };
    for (const type of ['linkedin', 'whatsapp', 'sms']) {
      // Replying to nothing: replies to one Message-ID share its thread, and this one stays alone.
      const body = { ...message(`${type}-1`, [{ role: 'from', handle: handles[type] }], { inReplyTo: undefined, references: undefined }), channel: { type, handle: handles[type] } };
      expect((await d.rest('POST', '/rest/inbox/messages', body)).status, type).toBe(200);
    }
    expect((await d.rest('POST', '/rest/inbox/messages', { ...message('x-2', []), channel: { type: 'EMAIL', handle: 'team@company.test' } })).status).toBe(400);
  });

  it('Reads', async () => {
    const missing = await d.rest('GET', '/rest/messages');
    expectError(missing, 400, missing.body.code);
    expect(missing.body.messages.join(' ')).toContain('messageThreadId');
    expect((await d.ok('GET', `/rest/messages?filter=${encodeURIComponent(`messageThreadId[eq]:${imported.messageThreadId}`)}`)).data.messages).toHaveLength(1);
    const embedded = await d.rest('GET', `/rest/messageParticipants?filter=${encodeURIComponent('message.subject[eq]:Hello')}`);
    expect(embedded.status).toBe(400);
    expect(embedded.body.messages.join(' ')).toMatch(/client/);
    expect((await d.rest('GET', `/rest/messages?messageThreadId=${imported.messageThreadId}&limit=1000`)).status).toBe(200);
  });

  it('Ingest', async () => {
    expect(imported).toEqual({ messageId: expect.stringMatching(UUID_PATTERN), messageThreadId: expect.stringMatching(UUID_PATTERN), created: true });
    const again = (await d.ok('POST', '/rest/inbox/messages', message('<m1@inbox.test>', [{ role: 'from', handle: 'other@x.test' }], { text: 'Changed' }))).data.importMessage;
    expect(again).toEqual({ ...imported, created: false });
    const [stored] = (await d.ok('GET', `/rest/messages?messageThreadId=${imported.messageThreadId}`)).data.messages;
    expect(stored.text).toBe('First message');
    // Without the optional fields: a new thread.
    const bare = { channel: { type: 'email', handle: 'team@company.test' }, direction: 'OUTGOING', externalId: '<bare@inbox.test>', text: 'No subject', receivedAt: '2030-01-02T10:00:00.000Z', participants: [{ role: 'to', handle: '+33 6 12 34 56 78' }] };
    const alone = (await d.ok('POST', '/rest/inbox/messages', bare)).data.importMessage;
    expect(alone).toMatchObject({ created: true });
    expect(alone.messageThreadId).not.toBe(imported.messageThreadId);
    // Participants matched by email (primary or additional, case-insensitive).
    const participants = await list('messageParticipants', `messageId[eq]:${imported.messageId}`);
    const byRole = Object.fromEntries(participants.map((p) => [p.role, p]));
    expect(byRole.from).toMatchObject({ handle: 'ADA@Inbox.test', displayName: 'Ada', personId: ada.id });
    expect(byRole.cc.personId).toBe(ada.id);
    expect(byRole.bcc.personId).toBeNull();
    // By phone (digits with calling code) and LinkedIn URL (no scheme, www. or trailing slash).
    expect((await list('messageParticipants', `messageId[eq]:${alone.messageId}`))[0].personId).toBe(ada.id);
    const linked = (await d.ok('POST', '/rest/inbox/messages', {
      ...message('li-ada', [{ role: 'from', handle: 'linkedin.com/in/ada-inbox' }]),
      channel: { type: 'linkedin', handle: 'https://linkedin.com/in/company' },
    })).data.importMessage;
    expect((await list('messageParticipants', `messageId[eq]:${linked.messageId}`))[0].personId).toBe(ada.id);
    // A person created later gets the unmatched participants with their handle (a job after the write).
    const late = (await d.ok('POST', '/rest/people', { name: { firstName: 'No', lastName: 'Body' }, emails: { primaryEmail: 'nobody@else.test' } })).data.createPerson;
    const bcc = () => list('messageParticipants', `and(messageId[eq]:${imported.messageId},role[eq]:bcc)`);
    expect(await waitFor('the late person linked', async () => (await bcc())[0].personId ?? undefined)).toBe(late.id);
    // A workspace member by email.
    const member = (await d.ok('PATCH', `/rest/workspaceMembers/${(await d.ok('GET', '/rest/workspaceMembers')).data.workspaceMembers[0].id}`, { userEmail: 'owner@company.test' })).data.updateWorkspaceMember;
    const toMember = (await d.ok('POST', '/rest/inbox/messages', message('<member@inbox.test>', [{ role: 'to', handle: member.userEmail }]))).data.importMessage;
    expect((await list('messageParticipants', `messageId[eq]:${toMember.messageId}`))[0].workspaceMemberId).toBe(member.id);
  });

  it('IMAP', async () => {
    const imapSettings = { host: 'imap.example.com', port: 993, secure: true, username: 'team', password: 'p4ssw0rd' };
    const channel = (await d.ok('POST', '/rest/messageChannels', { type: 'email', handle: 'imap@company.test', imapSettings })).data.createMessageChannel;
    expect(JSON.stringify(channel)).not.toContain('p4ssw0rd');
    expect(channel.imapSettings).toMatchObject({ host: 'imap.example.com', port: 993, secure: true, username: 'team' });
    expect(channel.imapSettings).not.toHaveProperty('password');
    const read = (await d.ok('GET', `/rest/messageChannels/${channel.id}`)).data.messageChannel;
    expect(JSON.stringify(read)).not.toContain('p4ssw0rd');
  });
});
