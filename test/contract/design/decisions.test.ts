// DESIGN.md "Decisions where SPEC.md is silent", row by row: each `it` is named after the row's
// Topic and sends the bodies, statuses and values the row states (docs/TESTING.md, "The DESIGN
// contract suite"). Rows left out are listed in docs/TESTING.md with the reason.
import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { waitFor } from '../../support/wait-for.ts';
import { Receiver } from '../../support/webhook-receiver.ts';
import { design, expectError, UUID_PATTERN, type Design, type Rec } from './design-support.ts';

let app: TestServer;
let d: Design;
const receiver = new Receiver();
let ada: Rec;
let bob: Rec;

beforeAll(async () => {
  await receiver.start();
  app = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WORKER_POLL_MS: '20' });
  d = design(app);
  ada = (await d.ok('POST', '/rest/people', { name: { firstName: 'Ada', lastName: 'Lovelace' }, city: 'London', jobTitle: 'Engineer' })).data.createPerson;
  bob = (await d.ok('POST', '/rest/people', { name: { firstName: 'Bob', lastName: 'Babbage' }, city: 'Paris' })).data.createPerson;
});
afterAll(async () => {
  await app?.close();
  await receiver.stop();
});

const PAGE_INFO = { hasNextPage: expect.any(Boolean), hasPreviousPage: expect.any(Boolean), startCursor: expect.anything(), endCursor: expect.anything() };
const listPeople = async (query: string) => d.rest('GET', `/rest/people?${query}`);

describe('Decisions where SPEC.md is silent', () => {
  it('Create status', async () => {
    const bodies: Array<[string, string, Rec]> = [
      ['people', 'Person', { name: { firstName: 'Cy', lastName: 'Create' } }],
      ['companies', 'Company', { name: 'Create Co' }],
      ['opportunities', 'Opportunity', { name: 'Create deal' }],
      ['notes', 'Note', { title: 'Create note' }],
      ['tasks', 'Task', { title: 'Create task' }],
    ];
    for (const [plural, singular, body] of bodies) {
      const reply = await d.rest('POST', `/rest/${plural}`, body);
      expect(reply.status, plural).toBe(200);
      expect(Object.keys(reply.body.data)).toEqual([`create${singular}`]);
      expect(reply.body.data[`create${singular}`].id).toMatch(UUID_PATTERN);
    }
  });

  it('Get / update / delete bodies', async () => {
    const person = (await d.ok('POST', '/rest/people', { name: { firstName: 'Gus', lastName: 'Get' } })).data.createPerson;
    expect((await d.ok('GET', `/rest/people/${person.id}`)).data).toEqual({ person: expect.objectContaining({ id: person.id }) });
    expect((await d.ok('PATCH', `/rest/people/${person.id}`, { city: 'Rome' })).data).toEqual({ updatePerson: expect.objectContaining({ id: person.id, city: 'Rome' }) });
    expect((await d.ok('DELETE', `/rest/people/${person.id}`)).data).toEqual({ deletePerson: { id: person.id } });
  });

  it('List body', async () => {
    const body = await d.ok('GET', '/rest/people?limit=1');
    expect(Object.keys(body).sort()).toEqual(['data', 'pageInfo', 'totalCount']);
    expect(Object.keys(body.data)).toEqual(['people']);
    expect(body.pageInfo).toEqual(PAGE_INFO);
    expect(body.totalCount).toBeGreaterThanOrEqual(2);
  });

  it('Cursors', async () => {
    const first = (await listPeople('limit=1&order_by=name.firstName')).body;
    expect(first.pageInfo.endCursor).toBe(first.data.people[0].id);
    expect(first.pageInfo.startCursor).toBe(first.data.people[0].id);
    const next = (await listPeople(`limit=1&order_by=name.firstName&starting_after=${first.pageInfo.endCursor}`)).body;
    expect(next.data.people[0].name.firstName > first.data.people[0].name.firstName).toBe(true);
    const back = (await listPeople(`limit=1&order_by=name.firstName&ending_before=${next.pageInfo.startCursor}`)).body;
    expect(back.data.people.map((p: Rec) => p.id)).toEqual([first.data.people[0].id]);
  });

  it('limit', async () => {
    expect((await listPeople('limit=5000')).status).toBe(200);
    const bad = await listPeople('limit=abc');
    expectError(bad, 400, bad.body.code);
    expect((await listPeople('limit=0')).status).toBe(400);
  });

  it('order_by', async () => {
    for (const direction of ['AscNullsFirst', 'AscNullsLast', 'DescNullsFirst', 'DescNullsLast']) {
      expect((await listPeople(`order_by=city[${direction}]`)).status, direction).toBe(200);
    }
    const bare = (await listPeople('order_by=name.firstName')).body.data.people.map((p: Rec) => p.name.firstName);
    expect(bare).toEqual([...bare].sort());
    const descending = (await listPeople('order_by=name.firstName[DescNullsLast],city')).body.data.people.map((p: Rec) => p.name.firstName);
    expect(descending).toEqual([...bare].reverse());
    expect((await listPeople('order_by=city[Sideways]')).status).toBe(400);
    expect((await listPeople('order_by=nope')).status).toBe(400);
  });

  it('filter grammar', async () => {
    const filters = [
      'city[eq]:London', 'city[not]:London', 'city[neq]:London', 'city[in]:[London,Paris]', 'city[not_in]:[London]',
      'city[ilike]:lon', 'city[like]:Lon%', 'city[startsWith]:Lo', 'city[endsWith]:don', 'createdAt[gt]:2000-01-01T00:00:00Z',
      'createdAt[gte]:2000-01-01T00:00:00Z', 'createdAt[lt]:2999-01-01T00:00:00Z', 'createdAt[lte]:2999-01-01T00:00:00Z',
      'city[is]:NULL', 'city[is_not]:NULL', 'emails.additionalEmails[containsAny]:[x@y.z]',
      'and(city[eq]:London,jobTitle[eq]:Engineer)', 'or(city[eq]:London,city[eq]:Paris)', 'not(city[eq]:London)',
      `city[eq]:"Lon,don"`, `city[eq]:'London'`, `id[eq]:${ada.id}`,
    ];
    for (const filter of filters) expect((await listPeople(`filter=${encodeURIComponent(filter)}`)).status, filter).toBe(200);
    const ids = async (filter: string) => (await listPeople(`filter=${encodeURIComponent(filter)}`)).body.data.people.map((p: Rec) => p.id);
    expect(await ids('and(city[eq]:London,jobTitle[eq]:Engineer)')).toEqual([ada.id]);
    expect((await ids('or(city[eq]:London,city[eq]:Paris)')).sort()).toEqual([ada.id, bob.id].sort());
    expect(await ids(`and(not(city[eq]:London),id[in]:[${ada.id},${bob.id}])`)).toEqual([bob.id]);
  });

  it('ilike / like', async () => {
    const ids = async (filter: string) => (await listPeople(`filter=${encodeURIComponent(filter)}`)).body.data.people.map((p: Rec) => p.id);
    expect(await ids('city[ilike]:ONDO')).toEqual([ada.id]);
    expect(await ids('city[like]:ondo')).toEqual([ada.id]);
    expect(await ids('city[like]:ondo%')).toEqual([]);
    expect(await ids('city[like]:L_ndon')).toEqual([ada.id]);
  });

  it('Bad filter', async () => {
    const unknown = await listPeople(`filter=${encodeURIComponent('planet[eq]:Mars')}`);
    expectError(unknown, 400, unknown.body.code, [/planet/]);
    expect(unknown.body.messages[0]).toMatch(/city/); // lists the valid fields
    const embedded = await listPeople(`filter=${encodeURIComponent('company.name[eq]:Acme')}`);
    expect(embedded.status).toBe(400);
    expect((await listPeople(`filter=${encodeURIComponent('city[between]:a')}`)).status).toBe(400);
  });

  it('`in` without brackets', async () => {
    const reply = await listPeople(`filter=${encodeURIComponent('city[in]:London')}`);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('INVALID_FILTER');
  });

  it('depth', async () => {
    for (const depth of [0, 1, 2]) expect((await d.rest('GET', `/rest/people/${ada.id}?depth=${depth}`)).status, `depth ${depth}`).toBe(200);
    const one = (await d.ok('GET', `/rest/people/${ada.id}?depth=1`)).data.person;
    expect(one).toMatchObject({ tasks: expect.any(Array), notes: expect.any(Array) });
    expect((await d.rest('GET', `/rest/people/${ada.id}?depth=3`)).status).toBe(400);
  });

  it('Error body', async () => {
    const reply = await listPeople(`filter=${encodeURIComponent('city[eq')}`);
    expectError(reply, 400, 'INVALID_FILTER');
    expect(reply.body.error).toBe('BadRequestException');
    expect(JSON.stringify(reply.body)).not.toMatch(/\n\s+at |\.ts:\d+/);
  });

  it('Validation failure', async () => {
    const bad = await d.rest('POST', '/rest/people', { name: { firstName: 'Val', lastName: 'Id' }, planet: 'Mars', city: 12 });
    expectError(bad, 400, 'VALIDATION_FAILED');
    const text = bad.body.messages.join(' ');
    expect(text).toMatch(/planet/);
    expect(text).toMatch(/city/);
    // SPEC's quirk: a flat firstName beside `name` is ignored.
    const flat = (await d.ok('POST', '/rest/people', { name: { firstName: 'Flat', lastName: 'Name' }, firstName: 'Ignored' })).data.createPerson;
    expect(flat.name.firstName).toBe('Flat');
    expect(flat).not.toHaveProperty('firstName');
  });

  it('Malformed id', async () => {
    expect((await d.rest('GET', '/rest/people/not-a-uuid')).status).toBe(400);
    expectError(await d.rest('GET', '/rest/people/00000000-0000-4000-8000-000000000000'), 404, 'RECORD_NOT_FOUND');
  });

  it('Body size', async () => {
    const response = await app.rawFetch('/rest/people', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: { firstName: 'Big', lastName: 'Body' }, jobTitle: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ statusCode: 413, code: expect.any(String), messages: expect.any(Array) });
  });

  it('API keys', async () => {
    const created = (await d.ok('POST', '/rest/apiKeys', { name: 'design key', role: 'member', expiresAt: '2999-01-01T00:00:00.000Z' })).data.createApiKey;
    expect(created).toMatchObject({ name: 'design key', role: 'member', secret: expect.any(String) });
    expect(created.secret.length).toBeGreaterThanOrEqual(43); // 256 random bits, however encoded
    const listed = (await d.ok('GET', '/rest/apiKeys')).data.apiKeys.find((k: Rec) => k.id === created.id);
    expect(listed).toMatchObject({ name: 'design key', role: 'member', revokedAt: null });
    expect(listed).not.toHaveProperty('secret');
    const memberReply = await d.rest('GET', '/rest/apiKeys', undefined, created.secret);
    expectError(memberReply, 403, memberReply.body.code);
  });

  it('Roles (403)', async () => {
    const member = await d.key('member');
    const readonly = await d.key('readonly');
    expect((await d.rest('POST', '/rest/people', { name: { firstName: 'Mem', lastName: 'Ber' } }, member)).status).toBe(200);
    expect((await d.rest('GET', '/rest/webhooks', undefined, member)).status).toBe(403);
    expect((await d.rest('GET', '/rest/messageChannels', undefined, member)).status).toBe(200);
    expect((await d.rest('POST', '/rest/messageChannels', { type: 'email', handle: 'm@x.test' }, member)).status).toBe(403);
    expect((await d.rest('GET', '/rest/people', undefined, readonly)).status).toBe(200);
    const refused = await d.rest('POST', '/rest/people', { name: { firstName: 'Read', lastName: 'Only' } }, readonly);
    expectError(refused, 403, refused.body.code);
    const query = await d.gql('{ people(first: 1) { totalCount } }', undefined, { apiKey: readonly });
    expect(query.body.errors).toBeUndefined();
  });

  describe('webhooks', () => {
    let webhookId: string;
    const secret = 'design-secret';
    let delivered: Rec;

    beforeAll(async () => {
      const webhook = (await d.ok('POST', '/rest/webhooks', { targetUrl: `${receiver.url}/signed`, operations: ['people.created', 'person.updated'], secret })).data.createWebhook;
      webhookId = webhook.id;
      await d.ok('POST', '/rest/people', { name: { firstName: 'Hook', lastName: 'Ed' } });
      delivered = await waitFor('the webhook delivery', () => receiver.at('/signed')[0]);
    });

    it('Webhook payload', () => {
      expect(Object.keys(delivered.body).sort()).toEqual(['eventDate', 'eventName', 'objectMetadata', 'record', 'webhookId', 'workspaceId']);
      expect(delivered.body).toMatchObject({
        eventName: 'person.created',
        eventDate: expect.any(String),
        webhookId,
        workspaceId: expect.stringMatching(UUID_PATTERN),
        objectMetadata: { id: expect.any(String), nameSingular: 'person' },
        record: { name: { firstName: 'Hook', lastName: 'Ed' } },
      });
    });

    it('Webhook events', async () => {
      // The plural `people.created` is accepted, stored singular, and the event sent is the canonical singular.
      expect(delivered.body.eventName).toBe('person.created');
      expect((await d.ok('GET', `/rest/webhooks/${webhookId}`)).data.webhook.operations).toEqual(['person.created', 'person.updated']);
      const patterns = await d.ok('POST', '/rest/webhooks', { targetUrl: `${receiver.url}/plural`, operations: ['people.*', '*.created', 'people.deleted'] });
      expect(patterns.data.createWebhook.operations).toEqual(['person.*', '*.created', 'person.deleted']);
      await d.ok('DELETE', `/rest/webhooks/${patterns.data.createWebhook.id}`);
      // A workflow trigger too: set by REST create and by updateWorkflowVersionTrigger.
      const workflow = (await d.ok('POST', '/rest/workflows', { name: 'Plural trigger' })).data.createWorkflow;
      const trigger = (eventName: string) => ({ type: 'DATABASE_EVENT', settings: { eventName }, nextStepIds: [] });
      const version = (await d.ok('POST', '/rest/workflowVersions', { workflowId: workflow.id, trigger: trigger('people.created') })).data.createWorkflowVersion;
      expect(version.trigger).toEqual(trigger('person.created'));
      const updated = await d.gqlData('mutation($id: UUID!, $trigger: JSON!) { updateWorkflowVersionTrigger(input: {workflowVersionId: $id, trigger: $trigger}) { trigger } }', {
        id: version.id,
        trigger: trigger('people.updated'),
      });
      expect(updated.updateWorkflowVersionTrigger.trigger).toEqual(trigger('person.updated'));
      expect((await d.ok('GET', `/rest/workflowVersions/${version.id}`)).data.workflowVersion.trigger).toEqual(trigger('person.updated'));
      for (const pattern of ['company.*', '*.updated', '*', 'opportunity.deleted', 'task.restored', 'note.created']) {
        const reply = await d.rest('POST', '/rest/webhooks', { targetUrl: `${receiver.url}/other`, operations: [pattern] });
        expect(reply.status, pattern).toBe(200);
        await d.ok('DELETE', `/rest/webhooks/${reply.body.data.createWebhook.id}`);
      }
    });

    it('Webhook signing', () => {
      const timestamp = String(delivered.headers['x-twenty-webhook-timestamp']);
      expect(timestamp).toMatch(/^\d{13}$/);
      expect(delivered.headers['x-twenty-webhook-signature']).toBe(createHmac('sha256', secret).update(`${timestamp}:${delivered.rawBody}`).digest('hex'));
      expect(delivered.headers['x-twenty-webhook-nonce']).toEqual(expect.any(String));
      expect(delivered.headers['x-webhook-delivery']).toMatch(UUID_PATTERN);
    });

    it('Webhook delivery', async () => {
      const deliveries = await waitFor('the delivery log', async () => {
        const list = (await d.ok('GET', `/rest/webhookDeliveries?filter=${encodeURIComponent(`webhookId[eq]:${webhookId}`)}`)).data.webhookDeliveries as Rec[];
        return list.find((x) => x.status === 'SUCCEEDED');
      });
      expect(deliveries).toMatchObject({ id: delivered.headers['x-webhook-delivery'], eventName: 'person.created', attempts: 1 });
      expect((await d.rest('POST', '/rest/webhooks', { targetUrl: 'ftp://hooks.example.com/x', operations: ['*'] })).status).toBe(400);
    });
  });

  it('Workflow statuses', async () => {
    const workflow = (await d.ok('POST', '/rest/workflows', { name: 'Statuses' })).data.createWorkflow;
    const newVersion = async (name: string) =>
      (await d.ok('POST', '/rest/workflowVersions', { workflowId: workflow.id, name, trigger: { type: 'MANUAL', settings: {}, nextStepIds: [] }, steps: [] })).data.createWorkflowVersion;
    const version = await newVersion('v1');
    expect(version.status).toBe('DRAFT');
    const filter = (plural: string, field: string, values: string[]) => d.rest('GET', `/rest/${plural}?filter=${encodeURIComponent(`${field}[in]:[${values.join(',')}]`)}`);
    expect((await filter('workflowVersions', 'status', ['DRAFT', 'ACTIVE', 'DEACTIVATED', 'ARCHIVED'])).status).toBe(200);
    // Each status reached: v1 ACTIVE, then replaced by v2 (ARCHIVED); v2 deactivated.
    const lifecycle = (mutation: string, id: string) => d.gqlData(`mutation($id: UUID!) { ${mutation}(workflowVersionId: $id) }`, { id });
    await lifecycle('activateWorkflowVersion', version.id);
    const v2 = await newVersion('v2');
    await lifecycle('activateWorkflowVersion', v2.id);
    await lifecycle('deactivateWorkflowVersion', v2.id);
    const statuses = (await d.ok('GET', `/rest/workflowVersions?filter=${encodeURIComponent(`workflowId[eq]:${workflow.id}`)}&order_by=name`)).data.workflowVersions.map((v: Rec) => v.status);
    expect(statuses).toEqual(['ARCHIVED', 'DEACTIVATED']);
    expect((await filter('workflowRuns', 'status', ['NOT_STARTED', 'ENQUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'STOPPED'])).status).toBe(200);
  });

  it('Sequence statuses', async () => {
    // sequence DEACTIVATED is issue 43 point 2 (its own tests); DRAFT and ACTIVE here.
    const sequence = (await d.ok('POST', '/rest/sequences', { name: 'Statuses' })).data.createSequence;
    expect(sequence.status).toBe('DRAFT');
    const filter = (plural: string, field: string, values: string[]) => d.rest('GET', `/rest/${plural}?filter=${encodeURIComponent(`${field}[in]:[${values.join(',')}]`)}`);
    expect((await filter('sequences', 'status', ['DRAFT', 'ACTIVE'])).status).toBe(200);
    expect((await filter('sequencePeople', 'status', ['ACTIVE', 'PAUSED', 'COMPLETED', 'STOPPED'])).status).toBe(200);
    expect((await filter('sequenceRuns', 'status', ['NOT_STARTED', 'ENQUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'STOPPED'])).status).toBe(200);
    const identifiers: Rec = { EMAIL: 'seq@x.test', WHATSAPP: '+33611111111', LINKEDIN: 'https://linkedin.com/in/sender' };
    for (const platformType of ['EMAIL', 'WHATSAPP', 'LINKEDIN']) {
      const sender = (await d.ok('POST', '/rest/sequenceSenders', { sequenceId: sequence.id, platformType, identifier: identifiers[platformType] })).data.createSequenceSender;
      expect(sender.platformType).toBe(platformType);
    }
    const person = (await d.ok('POST', '/rest/people', { name: { firstName: 'Seq', lastName: 'Status' } })).data.createPerson;
    const enrolled = (await d.ok('POST', '/rest/sequencePeople', { sequenceId: sequence.id, personId: person.id })).data.createSequencePerson;
    expect(enrolled.status).toBe('ACTIVE');
    for (const status of ['PAUSED', 'ACTIVE']) {
      expect((await d.ok('PATCH', `/rest/sequencePeople/${enrolled.id}`, { status })).data.updateSequencePerson.status).toBe(status);
    }
  });

  it('Composite fields on PATCH', async () => {
    const person = (await d.ok('POST', '/rest/people', { name: { firstName: 'Comp', lastName: 'Osite' } })).data.createPerson;
    expect((await d.ok('PATCH', `/rest/people/${person.id}`, { name: { lastName: 'X' } })).data.updatePerson.name).toEqual({ firstName: 'Comp', lastName: 'X' });
    const cleared = (await d.ok('PATCH', `/rest/people/${person.id}`, { name: { lastName: null } })).data.updatePerson.name;
    expect(cleared.firstName).toBe('Comp');
    expect(cleared.lastName || null).toBeNull();
  });

  it('Composite sub-fields', async () => {
    const person = (await d.ok('POST', '/rest/people', {
      name: { firstName: 'Sub', lastName: 'Field' },
      phones: { primaryPhoneNumber: '611111111', primaryPhoneCallingCode: '+33', primaryPhoneCountryCode: '' },
    })).data.createPerson;
    expect(person.phones.primaryPhoneNumber).toBe('611111111');
    const company = (await d.ok('POST', '/rest/companies', { name: 'Bare Domain', domainName: { primaryLinkUrl: 'acme.com' } })).data.createCompany;
    expect(company.domainName.primaryLinkUrl).toMatch(/acme\.com/);
  });

  it('Task status / stage transitions', async () => {
    const task = (await d.ok('POST', '/rest/tasks', { title: 'Moves', status: 'DONE' })).data.createTask;
    for (const status of ['TODO', 'DONE', 'IN_PROGRESS', 'TODO']) {
      expect((await d.ok('PATCH', `/rest/tasks/${task.id}`, { status })).data.updateTask.status).toBe(status);
    }
    expect((await d.rest('PATCH', `/rest/tasks/${task.id}`, { status: 'LATER' })).status).toBe(400);
    const deal = (await d.ok('POST', '/rest/opportunities', { name: 'Stages', stage: 'CLOSED_WON' })).data.createOpportunity;
    for (const stage of ['DISCOVERY', 'CLOSED_LOST', 'PROPOSAL', 'NEGOTIATION', 'CLOSED_WON']) {
      expect((await d.ok('PATCH', `/rest/opportunities/${deal.id}`, { stage })).data.updateOpportunity.stage).toBe(stage);
    }
    expect((await d.rest('PATCH', `/rest/opportunities/${deal.id}`, { stage: 'won' })).status).toBe(400);
  });

  it('Twenty client compatibility', async () => {
    const id = '3f1c5a9e-2b7d-4c8e-9f10-1a2b3c4d5e6f';
    const own = (await d.ok('POST', '/rest/people?depth=1', { id, name: { firstName: 'Own', lastName: 'Id' }, city: 'Twentyville' })).data.createPerson;
    expect(own.id).toBe(id);
    expect(own.createdBy).toEqual({ source: 'API', workspaceMemberId: null, name: expect.any(String) });
    expect(own.updatedBy).toEqual({ source: 'API', workspaceMemberId: null, name: expect.any(String) });
    expect([400, 409]).toContain((await d.rest('POST', '/rest/people', { id, name: { firstName: 'Dup', lastName: 'Id' } })).status);
    expect((await d.ok('PATCH', `/rest/people/${id}?depth=1`, { jobTitle: 'Twin' })).data.updatePerson).toMatchObject({ jobTitle: 'Twin', tasks: [] });
    const filter = encodeURIComponent('city[eq]:Twentyville');
    expect((await d.ok('PATCH', `/rest/people?filter=${filter}`, { jobTitle: 'Bulk' })).data.updatePeople.map((p: Rec) => p.jobTitle)).toEqual(['Bulk']);
    expect((await d.rest('PATCH', '/rest/people', { jobTitle: 'All' })).status).toBe(400);
    expect((await d.rest('DELETE', '/rest/people')).status).toBe(400);
    expect((await d.ok('DELETE', `/rest/people?filter=${filter}`)).data.deletePeople).toEqual([{ id }]);
  });
});
