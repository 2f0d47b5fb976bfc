// Opportunities over REST: every field of SPEC's opportunity table (name required, amount in
// micros + currency code, stage from the fixed set, closeDate, companyId, pointOfContactId,
// ownerId), all CRUD operations, and bad input that must be refused without changing anything.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ISO_MS, UNKNOWN_ID, UUID, call, count, create, expectError, getOne, ok, type Rec } from './records-support.ts';

let app: TestServer;
let memberId: string;
let companyId: string;
let personId: string;

beforeAll(async () => {
  app = await startTestServer();
  memberId = (await ok(app, 'GET', '/rest/workspaceMembers')).data.workspaceMembers[0].id;
  companyId = (await create(app, 'companies', 'company', { name: 'Acme' })).id;
  personId = (await create(app, 'people', 'person', { name: { firstName: 'Pat' }, companyId })).id;
});
afterAll(() => app?.close());

const STAGES = ['DISCOVERY', 'PROPOSAL', 'NEGOTIATION', 'CLOSED_WON', 'CLOSED_LOST'];

const fullDeal = () => ({
  name: 'Acme renewal',
  amount: { amountMicros: 1_500_500_000, currencyCode: 'EUR' },
  stage: 'PROPOSAL' as const,
  closeDate: '2026-03-31T00:00:00.000Z',
  companyId,
  pointOfContactId: personId,
  ownerId: memberId,
});

describe('create and get', () => {
  it('stores every field and answers 200 {data:{createOpportunity}}; get and list return the same record', async () => {
    const { data, response } = await app.client.POST('/rest/opportunities', { body: fullDeal() });
    expect(response.status).toBe(200);
    const deal = data!.data.createOpportunity;
    expect(deal).toEqual({
      id: expect.stringMatching(UUID),
      createdAt: expect.stringMatching(ISO_MS),
      createdBy: { source: 'API', workspaceMemberId: null, name: expect.any(String) },
      updatedBy: { source: 'API', workspaceMemberId: null, name: expect.any(String) },
      updatedAt: deal.createdAt,
      deletedAt: null,
      position: expect.any(Number), // a new record's (Twenty's `position`, docs/internal/decisions.md)
      ...fullDeal(),
    });

    const got = await app.client.GET('/rest/opportunities/{id}', { params: { path: { id: deal.id } } });
    expect(got.response.status).toBe(200);
    expect(got.data).toEqual({ data: { opportunity: deal } });

    const list = await ok(app, 'GET', `/rest/opportunities?filter=${encodeURIComponent(`id[eq]:${deal.id}`)}`);
    expect(list).toEqual({
      data: { opportunities: [deal] },
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: deal.id, endCursor: deal.id },
      totalCount: 1,
    });
  });

  it('needs only a name; every other field is null (position gets its default)', async () => {
    const deal = await create(app, 'opportunities', 'opportunity', { name: 'Bare' });
    expect(deal).toEqual({
      id: expect.stringMatching(UUID),
      createdAt: expect.stringMatching(ISO_MS),
      createdBy: { source: 'API', workspaceMemberId: null, name: expect.any(String) },
      updatedBy: { source: 'API', workspaceMemberId: null, name: expect.any(String) },
      updatedAt: deal.createdAt,
      deletedAt: null,
      position: expect.any(Number), // a new record's (Twenty's `position`, docs/internal/decisions.md)
      name: 'Bare',
      amount: { amountMicros: null, currencyCode: null },
      stage: null,
      closeDate: null,
      companyId: null,
      pointOfContactId: null,
      ownerId: null,
    });
  });

  it('accepts every stage of the set', async () => {
    for (const stage of STAGES) {
      const deal = await create(app, 'opportunities', 'opportunity', { name: `Stage ${stage}`, stage });
      expect(deal.stage).toBe(stage);
    }
    const list = await ok(app, 'GET', `/rest/opportunities?filter=${encodeURIComponent('stage[in]:[CLOSED_WON,CLOSED_LOST],name[like]:Stage%')}&order_by=stage`);
    expect(list.data.opportunities.map((o: Rec) => o.stage)).toEqual(['CLOSED_LOST', 'CLOSED_WON']);
  });

  it('reads an amount with an empty currency code as "not set" (empty composite sub-field)', async () => {
    const deal = await create(app, 'opportunities', 'opportunity', { name: 'Blank amount', amount: { amountMicros: null, currencyCode: '' } });
    expect(deal.amount).toEqual({ amountMicros: null, currencyCode: null });
  });

  it('keeps amounts beyond 2^31 micros exactly and stores closeDate as UTC', async () => {
    const deal = await create(app, 'opportunities', 'opportunity', {
      name: 'Big',
      amount: { amountMicros: 9_007_199_254_740_991, currencyCode: 'USD' },
      closeDate: '2026-06-30T18:30:00+02:00',
    });
    expect(deal.amount).toEqual({ amountMicros: 9_007_199_254_740_991, currencyCode: 'USD' });
    expect(deal.closeDate).toBe('2026-06-30T16:30:00.000Z');
  });
});

describe('update', () => {
  it('changes only the properties sent and merges the amount sub-field by sub-field', async () => {
    const deal = await create(app, 'opportunities', 'opportunity', fullDeal());
    const { data, response } = await app.client.PATCH('/rest/opportunities/{id}', {
      params: { path: { id: deal.id } },
      body: { stage: 'NEGOTIATION', amount: { currencyCode: 'USD' } },
    });
    expect(response.status).toBe(200);
    const updated = data!.data.updateOpportunity;
    expect(updated).toEqual({
      ...deal,
      stage: 'NEGOTIATION',
      amount: { amountMicros: 1_500_500_000, currencyCode: 'USD' },
      updatedAt: expect.stringMatching(ISO_MS),
    });
    expect(updated.updatedAt >= deal.updatedAt).toBe(true);
    expect(await getOne(app, 'opportunities', 'opportunity', deal.id)).toEqual(updated);
  });

  it('moves from any stage to any other, and null clears values', async () => {
    const deal = await create(app, 'opportunities', 'opportunity', fullDeal());
    for (const stage of ['CLOSED_WON', 'DISCOVERY', 'CLOSED_LOST', 'PROPOSAL']) {
      expect((await ok(app, 'PATCH', `/rest/opportunities/${deal.id}`, { stage })).data.updateOpportunity.stage).toBe(stage);
    }
    const cleared = (
      await ok(app, 'PATCH', `/rest/opportunities/${deal.id}`, { stage: null, amount: null, closeDate: null, companyId: null, pointOfContactId: null, ownerId: null })
    ).data.updateOpportunity;
    expect(cleared).toEqual({
      ...deal,
      updatedAt: expect.stringMatching(ISO_MS),
      amount: { amountMicros: null, currencyCode: null },
      stage: null,
      closeDate: null,
      companyId: null,
      pointOfContactId: null,
      ownerId: null,
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expectError(await call(app, 'PATCH', `/rest/opportunities/${UNKNOWN_ID}`, { name: 'x' }), 404, 'RECORD_NOT_FOUND', [
      `no opportunity with id ${UNKNOWN_ID}`,
    ]);
    const malformed = await call(app, 'PATCH', '/rest/opportunities/not-a-uuid', { name: 'x' });
    expect(malformed.status).toBe(400);
  });
});

describe('delete', () => {
  it('deletes permanently: {data:{deleteOpportunity:{id}}}, then 404', async () => {
    const deal = await create(app, 'opportunities', 'opportunity', { name: 'Doomed' });
    const { data, response } = await app.client.DELETE('/rest/opportunities/{id}', { params: { path: { id: deal.id } } });
    expect(response.status).toBe(200);
    expect(data).toEqual({ data: { deleteOpportunity: { id: deal.id } } });
    expectError(await call(app, 'GET', `/rest/opportunities/${deal.id}`), 404, 'RECORD_NOT_FOUND', [`no opportunity with id ${deal.id}`]);
    expectError(await call(app, 'DELETE', `/rest/opportunities/${deal.id}`), 404, 'RECORD_NOT_FOUND', [`no opportunity with id ${deal.id}`]);
  });
});

describe('bad input is refused with a 400 naming the field, and changes nothing', () => {
  const refused: [string, Rec, RegExp[]][] = [
    ['no name', { stage: 'PROPOSAL' }, [/name/]],
    ['a lowercase stage', { name: 'x', stage: 'proposal' }, [/^stage: must be equal to one of the allowed values: DISCOVERY, PROPOSAL, NEGOTIATION, CLOSED_WON, CLOSED_LOST/]],
    ['a stage outside the set', { name: 'x', stage: 'WON' }, [/^stage: must be equal to one of the allowed values/]],
    ['a fractional amountMicros', { name: 'x', amount: { amountMicros: 1.5, currencyCode: 'EUR' } }, [/^amount\.amountMicros: must be an integer or null/]],
    ['a lowercase currency code', { name: 'x', amount: { amountMicros: 1, currencyCode: 'eur' } }, [/^amount\.currencyCode: must match pattern/]],
    ['a closeDate that is not ISO 8601', { name: 'x', closeDate: '31/03/2026' }, [/^closeDate: must match format "date-time"/]],
  ];
  for (const [what, body, patterns] of refused) {
    it(`create with ${what}`, async () => {
      const before = await count(app, 'opportunities');
      const reply = await call(app, 'POST', '/rest/opportunities', body);
      expect(reply.status, JSON.stringify(reply.body)).toBe(400);
      expect(reply.body.code).toBe('VALIDATION_FAILED');
      for (const pattern of patterns) expect(reply.body.messages.some((m: string) => pattern.test(m)), JSON.stringify(reply.body)).toBe(true);
      expect(await count(app, 'opportunities')).toBe(before);
    });
  }

  it('a stage outside the set or lowercase on update', async () => {
    const deal = await create(app, 'opportunities', 'opportunity', fullDeal());
    for (const stage of ['negotiation', 'Closed_Won', 'LOST', '']) {
      const reply = await call(app, 'PATCH', `/rest/opportunities/${deal.id}`, { stage });
      expect(reply.status).toBe(400);
      expect(reply.body.messages[0]).toMatch(/^stage: must be equal to one of the allowed values/);
    }
    expect(await getOne(app, 'opportunities', 'opportunity', deal.id)).toEqual(deal);
  });

  it('relation ids that name no record (each one named)', async () => {
    const before = await count(app, 'opportunities');
    const reply = await call(app, 'POST', '/rest/opportunities', {
      name: 'Ghost deal',
      companyId: UNKNOWN_ID,
      pointOfContactId: UNKNOWN_ID,
      ownerId: UNKNOWN_ID,
    });
    expectError(reply, 400, 'VALIDATION_FAILED', [
      `companyId: no company with id ${UNKNOWN_ID}`,
      `pointOfContactId: no person with id ${UNKNOWN_ID}`,
      `ownerId: no workspaceMember with id ${UNKNOWN_ID}`,
    ]);
    expect(await count(app, 'opportunities')).toBe(before);

    const deal = await create(app, 'opportunities', 'opportunity', fullDeal());
    expectError(await call(app, 'PATCH', `/rest/opportunities/${deal.id}`, { pointOfContactId: UNKNOWN_ID }), 400, 'VALIDATION_FAILED', [
      `pointOfContactId: no person with id ${UNKNOWN_ID}`,
    ]);
    expect(await getOne(app, 'opportunities', 'opportunity', deal.id)).toEqual(deal);
  });

  it('unknown properties and relation objects instead of ids', async () => {
    const before = await count(app, 'opportunities');
    const unknown = await call(app, 'POST', '/rest/opportunities', { name: 'x', probability: 50 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.messages.join(' ')).toMatch(/probability/);
    const embedded = await call(app, 'POST', '/rest/opportunities', { name: 'x', company: { id: companyId } });
    expect(embedded.status).toBe(400);
    expect(embedded.body.messages.join(' ')).toMatch(/company/);
    expect(await count(app, 'opportunities')).toBe(before);
  });
});
