// DESIGN.md "Twenty REST extras", row by row (docs/TESTING.md, "The DESIGN contract suite"):
// duplicates, merge, group by and fields with Twenty's messages compared verbatim, the email
// canonicalisation, the metadata fields list and the many-record restore. (The two `?fields=`
// leftovers are issue 43 point 7, tested by their own file.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { design, expectError, UUID_PATTERN, type Design, type Rec } from './design-support.ts';

let app: TestServer;
let d: Design;
let ann1: Rec;
let ann2: Rec;
let other: Rec;

beforeAll(async () => {
  app = await startTestServer();
  d = design(app);
  const person = async (body: Rec) => (await d.ok('POST', '/rest/people', body)).data.createPerson as Rec;
  ann1 = await person({ name: { firstName: 'Annabel', lastName: 'Smithers' }, emails: { primaryEmail: 'annabel@dup.test' }, jobTitle: 'CEO', city: '' });
  ann2 = await person({ name: { firstName: 'Annabel', lastName: 'Smithers' }, emails: { primaryEmail: 'annabel.s@dup.test' }, city: 'Paris' });
  other = await person({ name: { firstName: 'Zed', lastName: 'Unique' }, emails: { primaryEmail: 'zed@dup.test' } });
});
afterAll(() => app?.close());

const duplicates = (body: unknown, plural = 'people') => d.rest('POST', `/rest/${plural}/duplicates`, body);
const merge = (body: unknown, plural = 'people', query = '') => d.rest('PATCH', `/rest/${plural}/merge${query}`, body);
const groupBy = (plural: string, params: Rec) => {
  const query = Object.entries(params).map(([k, v]) => `${k}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`).join('&');
  return d.rest('GET', `/rest/${plural}/groupBy?${query}`);
};

describe('Twenty REST extras', () => {
  it('Scope', async () => {
    expect((await duplicates({ ids: [ann1.id] })).status).toBe(200);
    expect((await duplicates({ data: [{ name: 'Acme' }] }, 'companies')).status).toBe(200);
    const task = (await d.ok('POST', '/rest/tasks', { title: 'Scope task' })).data.createTask;
    expect((await duplicates({ ids: [task.id] }, 'tasks')).body).toEqual({ data: [{ taskDuplicates: [], totalCount: 0, pageInfo: expect.any(Object) }] });
    for (const word of ['duplicates', 'merge', 'groupBy', 'restore']) {
      const reply = await d.rest('POST', '/rest/metadata/pipelines', { nameSingular: word, namePlural: `${word}s`, labelSingular: word, labelPlural: `${word}s` });
      expect(reply.status, word).toBe(400);
    }
  });

  it('Duplicates', async () => {
    const byIds = (await duplicates({ ids: [ann1.id, other.id] })).body;
    expect(byIds.data).toHaveLength(2);
    expect(byIds.data[0]).toEqual({ personDuplicates: [expect.objectContaining({ id: ann2.id })], totalCount: 1, pageInfo: expect.objectContaining({ hasNextPage: false }) });
    expect(byIds.data[1]).toMatchObject({ personDuplicates: [], totalCount: 0 });
    const byData = (await duplicates({ data: [{ name: { firstName: 'Annabel', lastName: 'Smithers' } }] })).body;
    expect(byData.data[0].personDuplicates.map((p: Rec) => p.id)).toEqual([ann1.id, ann2.id].sort((a, b) => (a < b ? -1 : 1)));
    for (const depth of [0, 1, 2]) expect((await d.rest('POST', `/rest/people/duplicates?depth=${depth}`, { ids: [ann1.id] })).status, `depth ${depth}`).toBe(200);
  });

  it('Criteria', async () => {
    const same = async (data: Rec, plural = 'people') => (await duplicates({ data: [data] }, plural)).body.data[0].totalCount;
    expect(await same({ emails: { primaryEmail: 'ANNABEL@dup.test' } })).toBe(1);
    const linked = (await d.ok('POST', '/rest/people', { name: { firstName: 'Lin', lastName: 'Ked' }, linkedinLink: { primaryLinkUrl: 'https://linkedin.com/in/lin-ked' } })).data.createPerson;
    expect(await same({ linkedinLink: { primaryLinkUrl: 'https://linkedin.com/in/lin-ked' } })).toBe(1);
    await d.ok('DELETE', `/rest/people/${linked.id}`);
    // Each value at least 3 characters.
    await d.ok('POST', '/rest/companies', { name: 'Ab', domainName: { primaryLinkUrl: 'https://crit.test' } });
    expect(await same({ name: 'Ab' }, 'companies')).toBe(0);
    expect(await same({ domainName: { primaryLinkUrl: 'https://crit.test' } }, 'companies')).toBe(1);
  });

  it('Duplicates errors', async () => {
    expectError(await duplicates({}), 400, 'INVALID_DUPLICATES_INPUT', ['You have to provide either "data" or "ids" argument']);
    expectError(await duplicates({ data: [], ids: [] }), 400, 'INVALID_DUPLICATES_INPUT', ['You cannot provide both "data" and "ids" arguments']);
    expectError(await duplicates({ data: [] }), 400, 'INVALID_DUPLICATES_INPUT', ['The "data" condition can not be empty when "ids" input not provided']);
    const empty = await duplicates({ ids: [] });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ data: [] });
  });

  it('Merge', async () => {
    const a = (await d.ok('POST', '/rest/people', { name: { firstName: 'Mer', lastName: 'Ge' }, emails: { primaryEmail: 'a@merge.test' }, jobTitle: '' })).data.createPerson;
    const b = (await d.ok('POST', '/rest/people', { name: { firstName: 'Mer', lastName: 'Ged' }, emails: { primaryEmail: 'b@merge.test' }, jobTitle: 'CTO' })).data.createPerson;
    const note = (await d.ok('POST', '/rest/notes', { title: 'On b' })).data.createNote;
    await d.ok('POST', '/rest/noteTargets', { noteId: note.id, personId: b.id });
    const merged = await merge({ ids: [a.id, b.id], conflictPriorityIndex: 0, dryRun: false }, 'people', '?depth=1');
    expect(merged.status).toBe(200);
    const kept = merged.body.data.mergePerson;
    // Merge values: priority value unless empty; emails: primary from priority, the others additional.
    expect(kept).toMatchObject({ id: a.id, name: { firstName: 'Mer', lastName: 'Ge' }, jobTitle: 'CTO', emails: { primaryEmail: 'a@merge.test', additionalEmails: ['b@merge.test'] } });
    // Merge side effects: relations re-pointed, merged-away records deleted.
    expect(kept.notes.map((n: Rec) => n.id)).toEqual([note.id]);
    expect((await d.rest('GET', `/rest/people/${b.id}`)).status).toBe(404);
  });

  it('Dry run', async () => {
    const before = (await d.ok('GET', '/rest/people?limit=1')).totalCount;
    const preview = (await merge({ ids: [ann1.id, ann2.id], conflictPriorityIndex: 1, dryRun: true })).body.data.mergePerson;
    expect(preview.id).toMatch(UUID_PATTERN);
    expect([ann1.id, ann2.id]).not.toContain(preview.id);
    expect(preview.deletedAt).toEqual(expect.any(String));
    expect(preview).toMatchObject({ city: 'Paris', jobTitle: 'CEO' });
    expect((await d.ok('GET', '/rest/people?limit=1')).totalCount).toBe(before);
  });

  it('Merge errors', async () => {
    const task = (await d.ok('POST', '/rest/tasks', { title: 'No criteria' })).data.createTask;
    expectError(await merge({ ids: [task.id, task.id], conflictPriorityIndex: 0 }, 'tasks'), 400, 'INVALID_MERGE_INPUT', [
      "Merge is only available for objects with duplicate criteria. Object 'task' does not have duplicate criteria defined.",
    ]);
    expectError(await merge({ ids: [ann1.id], conflictPriorityIndex: 0 }), 400, 'INVALID_MERGE_INPUT', ['At least 2 record IDs are required for merge']);
    const ten = Array.from({ length: 10 }, (_, i) => `00000000-0000-4000-8000-00000000000${i}`);
    expectError(await merge({ ids: ten, conflictPriorityIndex: 0 }), 400, 'INVALID_MERGE_INPUT', ['Maximum 9 records can be merged at once']);
    expectError(await merge({ ids: [ann1.id, ann2.id], conflictPriorityIndex: 2 }), 400, 'INVALID_MERGE_INPUT', ["Invalid conflict priority '2'. Valid options for 2 records: 0-1"]);
    const missing = await merge({ ids: [ann1.id, '00000000-0000-4000-8000-000000000001'], conflictPriorityIndex: 0 });
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ error: 'NotFoundException', messages: ['Record not found'] });
  });

  it('Group by', async () => {
    await d.ok('POST', '/rest/opportunities', { name: 'G1', stage: 'PROPOSAL', amount: { amountMicros: 1_000_000, currencyCode: 'USD' }, closeDate: '2030-03-15T12:00:00.000Z' });
    await d.ok('POST', '/rest/opportunities', { name: 'G2', stage: 'PROPOSAL', amount: { amountMicros: 3_000_000, currencyCode: 'USD' }, closeDate: '2030-07-01T12:00:00.000Z' });
    await d.ok('POST', '/rest/opportunities', { name: 'G3', stage: 'DISCOVERY' });
    const reply = await groupBy('opportunities', { group_by: [{ stage: true }], include_records_sample: 'true', order_by: [{ stage: 'AscNullsFirst' }], limit: '10', order_by_for_records: 'name[DescNullsLast]' });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(Array.isArray(reply.body)).toBe(true);
    const proposal = reply.body.find((g: Rec) => g.groupByDimensionValues[0] === 'PROPOSAL');
    expect(proposal).toMatchObject({ groupByDimensionValues: ['PROPOSAL'], totalCount: 2, records: [expect.objectContaining({ name: 'G2' }), expect.objectContaining({ name: 'G1' })] });
    const filtered = (await groupBy('opportunities', { group_by: [{ stage: true }], filter: 'stage[eq]:DISCOVERY' })).body;
    expect(filtered).toEqual([expect.objectContaining({ groupByDimensionValues: ['DISCOVERY'], totalCount: 1 })]);
  });

  it('Group by errors', async () => {
    const refused = async (params: Rec, message: string | RegExp) => expectError(await groupBy('opportunities', params), 400, 'INVALID_GROUP_BY', [message]);
    await refused({ group_by: 'stage' }, 'Invalid group_by query parameter - should be a valid array of objects - ex: [{"stage": true}]');
    await refused({ group_by: [{ stage: true }], aggregate: 'totalCount' }, 'Invalid aggregate query parameter - should be a valid array of string - ex: ["countNotEmptyId", "countEmptyField"]');
    await refused({ group_by: [{ stage: true }], order_by: 'stage[Desc]' }, /^Invalid order_by query parameter - /);
    await refused({ group_by: [{ stage: true }], limit: 'many' }, "limit 'many' is invalid. Should be an integer");
    await refused({ group_by: [{ closeDate: { granularity: 'DAY', timeZone: '' } }] }, /^Time zone should be specified /);
  });

  it('Aggregates', async () => {
    const aggregate = ['totalCount', 'countEmptyCloseDate', 'countNotEmptyCloseDate', 'minAmountAmountMicros', 'maxAmountAmountMicros', 'avgAmountAmountMicros', 'sumAmountAmountMicros'];
    const [proposal] = (await groupBy('opportunities', { group_by: [{ stage: true }], aggregate, filter: 'stage[eq]:PROPOSAL' })).body;
    expect(proposal).toMatchObject({ totalCount: 2, countEmptyCloseDate: 0, countNotEmptyCloseDate: 2, minAmountAmountMicros: 1_000_000, maxAmountAmountMicros: 3_000_000, avgAmountAmountMicros: 2_000_000, sumAmountAmountMicros: 4_000_000 });
  });

  it('Granularity', async () => {
    const expected: Rec = {
      NONE: expect.any(String), DAY_OF_THE_WEEK: expect.any(String), MONTH_OF_THE_YEAR: 'March', QUARTER_OF_THE_YEAR: expect.any(String),
      DAY: '2030-03-15', WEEK: expect.stringMatching(/^2030-03-1\d$/), MONTH: '2030-03-01', QUARTER: '2030-01-01', YEAR: '2030-01-01',
    };
    for (const granularity of Object.keys(expected)) {
      const reply = await groupBy('opportunities', { group_by: [{ closeDate: { granularity, timeZone: 'Europe/Paris' } }], filter: 'name[eq]:G1' });
      expect(reply.status, granularity).toBe(200);
      expect(reply.body[0].groupByDimensionValues[0], granularity).toEqual(expected[granularity]);
    }
    expect((await groupBy('opportunities', { group_by: [{ closeDate: { granularity: 'DAY' } }], filter: 'name[eq]:G1' })).body[0].groupByDimensionValues).toEqual(['2030-03-15']);
  });

  it('Fields', async () => {
    const projected = (await d.ok('GET', `/rest/people/${ann1.id}?fields=city,jobTitle`)).data.person;
    expect(projected).toEqual({ id: ann1.id, city: '', jobTitle: 'CEO' });
    const listed = (await d.ok('GET', '/rest/people?fields=jobTitle&limit=1')).data.people[0];
    expect(Object.keys(listed).sort()).toEqual(['id', 'jobTitle']);
    expect(Object.keys((await d.ok('POST', '/rest/people?fields=city', { name: { firstName: 'Fi', lastName: 'Elds' }, city: 'Oslo' })).data.createPerson).sort()).toEqual(['city', 'id']);
    expectError(await d.rest('GET', '/rest/people?fields=nope,planet'), 400, 'INVALID_FIELDS', ["'fields' parameter invalid. Unknown or unreadable fields on 'person': nope, planet"]);
    expectError(await d.rest('GET', '/rest/people?fields='), 400, 'INVALID_FIELDS', ["'fields' parameter is empty. Expected a comma-separated list of field names, e.g. fields=id,name"]);
    expectError(await d.rest('GET', '/rest/people?fields=noteTargets&depth=0'), 400, 'INVALID_FIELDS', ["'fields' parameter invalid. One-to-many relation fields on 'person' require a positive depth: noteTargets"]);
  });

  it('Emails', async () => {
    const person = (await d.ok('POST', '/rest/people', { name: { firstName: 'Em', lastName: 'Ail' }, emails: { primaryEmail: 'John.Doe@EXAMPLE。COM.', additionalEmails: ['X@Bücher.de'] } })).data.createPerson;
    expect(person.emails).toEqual({ primaryEmail: 'john.doe@example.com', additionalEmails: ['x@xn--bcher-kva.de'] });
    const found = (await d.ok('GET', `/rest/people?filter=${encodeURIComponent('emails.primaryEmail[eq]:JOHN.DOE@Example.com.')}`)).data.people;
    expect(found.map((p: Rec) => p.id)).toEqual([person.id]);
  });

  it('Errors', async () => {
    const refusals: Array<[Promise<{ status: number; body: any }>, string]> = [
      [duplicates({}), 'INVALID_DUPLICATES_INPUT'],
      [merge({ ids: [ann1.id], conflictPriorityIndex: 0 }), 'INVALID_MERGE_INPUT'],
      [groupBy('people', { group_by: 'city' }), 'INVALID_GROUP_BY'],
      [d.rest('GET', '/rest/people?fields=nope'), 'INVALID_FIELDS'],
    ];
    for (const [reply, code] of refusals) expect((await reply).body, code).toMatchObject({ statusCode: 400, error: 'BadRequestException', code, messages: [expect.any(String)] });
    expect((await merge({ ids: [ann1.id, '00000000-0000-4000-8000-000000000002'], conflictPriorityIndex: 0 })).body).toMatchObject({ statusCode: 404, error: 'NotFoundException' });
  });

  it('Metadata fields', async () => {
    const body = await d.ok('GET', '/rest/metadata/fields');
    const fields = body.data.fields as Rec[];
    expect(fields.length).toBeGreaterThan(50);
    expect(fields[0]).toMatchObject({ id: expect.any(String), name: expect.any(String), type: expect.any(String) });
    expect(body).toHaveProperty('pageInfo');
  });

  it('Many-record restore', async () => {
    const gone = (await d.ok('POST', '/rest/people', { name: { firstName: 'Res', lastName: 'Tore' }, city: 'Restoreville' })).data.createPerson;
    await d.ok('DELETE', `/rest/people/${gone.id}?soft_delete=true`);
    expect((await d.rest('GET', `/rest/people/${gone.id}`)).status).toBe(404);
    const restored = (await d.ok('PATCH', `/rest/people/restore?filter=${encodeURIComponent('city[eq]:Restoreville')}`)).data.restorePeople;
    expect(restored.map((p: Rec) => p.id)).toEqual([gone.id]);
    expect((await d.rest('PATCH', '/rest/people/restore')).status).toBe(400);
    await d.ok('DELETE', `/rest/people/${gone.id}?soft_delete=true`);
    expect((await d.ok('PATCH', `/rest/people/${gone.id}/restore`)).data.restorePerson.id).toBe(gone.id);
  });
});
