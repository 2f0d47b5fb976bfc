// POST /rest/<plural>/duplicates (DESIGN.md "Twenty REST extras": Duplicates, Criteria, Duplicates
// errors; issue 29 point 1), end to end on PGlite and PostgreSQL: each criterion of person and
// company in canonical form, by data and by ids, the < 3 characters rule, the record itself left
// out, id order, depth, Twenty's messages, objects without criteria (a pipeline), one read
// statement per request with no event, and the lookups answered by the indexes (EXPLAIN).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duplicateCriteria } from '../../src/records/duplicates/criteria.ts';
import { duplicatesStatement, type DuplicatesInput } from '../../src/records/duplicates/duplicates-sql.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { statementsOf } from '../support/statements.ts';
import { workspaceApi, type WorkspaceApi } from '../support/workspace-api.ts';
import { call, create, expectError, ok, UNKNOWN_ID, type Rec } from './records-support.ts';

let app: TestServer;
let api: WorkspaceApi;
let readonlyKey: string;
const people: Record<string, Rec> = {};
const companies: Record<string, Rec> = {};
let acmeInc: Rec;

const byId = (records: Rec[]) => [...records].sort((a, b) => (a.id < b.id ? -1 : 1));
const ids = (records: Rec[]) => records.map((r) => r.id);

beforeAll(async () => {
  app = await startTestServer({ WORKER: 'off' });
  api = workspaceApi(app);
  readonlyKey = (await ok(app, 'POST', '/rest/apiKeys', { name: 'reader', role: 'readonly' })).data.createApiKey.secret;
  acmeInc = await create(app, 'companies', 'company', { name: 'Employer Inc' });
  const bodies: Record<string, Rec> = {
    ann: { name: { firstName: 'Ann', lastName: 'Lee' }, emails: { primaryEmail: 'ann@example.com' }, linkedinLink: { primaryLinkUrl: 'https://www.linkedin.com/in/annlee/' } },
    annAgain: { name: { firstName: '  ann ', lastName: 'LEE' }, emails: { primaryEmail: 'other@example.com' }, companyId: acmeInc.id },
    sameEmail: { name: { firstName: 'Someone', lastName: 'Else' }, emails: { primaryEmail: 'ANN@Example.COM.' } },
    sameLinkedin: { name: { firstName: 'Linked', lastName: 'In' }, linkedinLink: { primaryLinkUrl: 'linkedin.com/in/AnnLee' } },
    firstOnly: { name: { firstName: 'Ann' } },
    additionalOnly: { name: { firstName: 'Add', lastName: 'Itional' }, emails: { additionalEmails: ['ann@example.com'] } },
    shortA: { name: { firstName: 'Al', lastName: 'Bo' } },
    shortB: { name: { firstName: 'Al', lastName: 'Bo' } },
    shortC: { name: { firstName: 'Al', lastName: 'Bo' }, emails: { primaryEmail: 'al@bo.example' } },
    shortD: { name: { firstName: 'Al', lastName: 'Bo' }, emails: { primaryEmail: 'AL@BO.example' } },
  };
  for (const [key, body] of Object.entries(bodies)) people[key] = await create(app, 'people', 'person', body);
  for (const [key, body] of Object.entries({
    acme: { name: 'Acme', domainName: { primaryLinkUrl: 'acme.com' } },
    acmeCaps: { name: ' ACME ', domainName: { primaryLinkUrl: 'https://acme-corp.example' } },
    acmeSite: { name: 'Acme Holdings', domainName: { primaryLinkUrl: 'https://www.Acme.com/' } },
    unrelated: { name: 'Unrelated', domainName: { primaryLinkUrl: 'unrelated.example' } },
  }))
    companies[key] = await create(app, 'companies', 'company', body);
});
afterAll(() => app?.close());

const duplicates = (plural: string, body: unknown, query = '') => call(app, 'POST', `/rest/${plural}/duplicates${query}`, body);
/** The entries of a 200. */
async function entries(plural: string, body: unknown, query = ''): Promise<Rec[]> {
  const reply = await duplicates(plural, body, query);
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return reply.body.data;
}
const personEntries = async (body: unknown, query = '') => (await entries('people', body, query)).map((entry) => entry.personDuplicates as Rec[]);

describe('person criteria', () => {
  it('first and last name together, trimmed and in any case', async () => {
    const [entry] = await entries('people', { data: [{ name: { firstName: 'ANN ', lastName: ' lee' } }] });
    expect(ids(entry.personDuplicates)).toEqual(ids(byId([people.ann, people.annAgain])));
    expect(entry.totalCount).toBe(2);
    expect(entry.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: false, startCursor: entry.personDuplicates[0].id, endCursor: entry.personDuplicates[1].id });
    // The first name alone is no criterion (the pair is).
    expect(await personEntries({ data: [{ name: { firstName: 'Ann' } }] })).toEqual([[]]);
  });

  it('the primary email in canonical form (not the additional ones)', async () => {
    const [found] = await personEntries({ data: [{ emails: { primaryEmail: 'Ann@EXAMPLE.com' } }] });
    expect(ids(found)).toEqual(ids(byId([people.ann, people.sameEmail])));
    expect(ids(found)).not.toContain(people.additionalOnly.id);
  });

  it('the LinkedIn URL without scheme, www. or trailing slash, in any case', async () => {
    const [found] = await personEntries({ data: [{ linkedinLink: { primaryLinkUrl: 'http://LinkedIn.com/in/annlee/' } }] });
    expect(ids(found)).toEqual(ids(byId([people.ann, people.sameLinkedin])));
  });

  it('groups are OR-ed; by ids the record itself is left out; records in id order; whole records', async () => {
    const [found] = await personEntries({ ids: [people.ann.id] });
    expect(ids(found)).toEqual(ids(byId([people.annAgain, people.sameEmail, people.sameLinkedin])));
    expect(found.find((p) => p.id === people.sameEmail.id)).toEqual(people.sameEmail);
  });

  it('a body with an id leaves that record out too', async () => {
    const [found] = await personEntries({ data: [{ id: people.ann.id, name: { firstName: 'Ann', lastName: 'Lee' } }] });
    expect(ids(found)).toEqual([people.annAgain.id]);
  });

  it('a value shorter than 3 characters is not compared, even when equal', async () => {
    expect(await personEntries({ ids: [people.shortA.id] })).toEqual([[]]);
    expect(await personEntries({ data: [{ name: { firstName: 'Al', lastName: 'Bo' } }] })).toEqual([[]]);
    // With an email the email group is used, the name group still is not.
    const [found] = await personEntries({ data: [{ name: { firstName: 'Al', lastName: 'Bo' }, emails: { primaryEmail: 'Al@Bo.Example' } }] });
    expect(ids(found)).toEqual(ids(byId([people.shortC, people.shortD])));
    const [own] = await personEntries({ ids: [people.shortC.id] });
    expect(ids(own)).toEqual([people.shortD.id]);
  });

  it('one entry per input, in input order (ids and data alike)', async () => {
    const answer = await personEntries({ ids: [people.shortA.id, people.sameLinkedin.id, people.ann.id] });
    expect(answer.map(ids)).toEqual([[], ids(byId([people.ann])), ids(byId([people.annAgain, people.sameEmail, people.sameLinkedin]))]);
    const data = await personEntries({ data: [{ emails: { primaryEmail: 'nobody@nowhere.example' } }, { name: { firstName: 'ann', lastName: 'lee' } }] });
    expect(data.map(ids)).toEqual([[], ids(byId([people.ann, people.annAgain]))]);
  });

  it('depth=1 embeds the relations of the duplicates, as GET does', async () => {
    const [flat] = await personEntries({ data: [{ name: { firstName: 'Ann', lastName: 'Lee' } }] });
    expect(flat.every((p) => !('company' in p))).toBe(true);
    const [deep] = await personEntries({ data: [{ name: { firstName: 'Ann', lastName: 'Lee' } }] }, '?depth=1');
    expect(deep.find((p) => p.id === people.annAgain.id)!.company).toMatchObject({ id: acmeInc.id, name: 'Employer Inc' });
    expect(deep.find((p) => p.id === people.ann.id)!.company).toBeNull();
  });

  it('a readonly key may ask (it is a read)', async () => {
    const response = await app.rawFetch('/rest/people/duplicates', {
      method: 'POST',
      apiKey: readonlyKey,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ids: [people.ann.id] }),
    });
    expect(response.status).toBe(200);
  });
});

describe('company criteria', () => {
  it('the name, trimmed and in any case, or the domain without scheme, www. or trailing slash', async () => {
    const answer = await entries('companies', { ids: [companies.acme.id] });
    expect(ids(answer[0].companyDuplicates)).toEqual(ids(byId([companies.acmeCaps, companies.acmeSite])));
    const [byDomain] = await entries('companies', { data: [{ domainName: { primaryLinkUrl: 'http://acme.com' } }] });
    expect(ids(byDomain.companyDuplicates)).toEqual(ids(byId([companies.acme, companies.acmeSite])));
    const [none] = await entries('companies', { ids: [companies.unrelated.id] });
    expect(none).toEqual({ companyDuplicates: [], totalCount: 0, pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } });
  });
});

describe('objects without criteria', () => {
  it('a pipeline (and a built-in object such as opportunities) answers an empty entry per input', async () => {
    const pipeline = await api.call('POST', '/rest/metadata/pipelines', { nameSingular: 'deal', namePlural: 'deals', labelSingular: 'Deal', labelPlural: 'Deals' });
    expect(pipeline.status, JSON.stringify(pipeline.body)).toBe(200);
    await api.refresh();
    const deal = (await api.call('POST', '/rest/deals', { name: 'Big' })).body.data.createDeal;
    const empty = { dealDuplicates: [], totalCount: 0, pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null } };
    const byData = await api.call('POST', '/rest/deals/duplicates', { data: [{ name: 'Big' }, { name: 'Big' }] });
    expect(byData).toEqual({ status: 200, body: { data: [empty, empty] } });
    const byIds = await api.call('POST', '/rest/deals/duplicates', { ids: [deal.id] });
    expect(byIds).toEqual({ status: 200, body: { data: [empty] } });
    const missing = await api.call('POST', '/rest/deals/duplicates', { ids: [UNKNOWN_ID] });
    expect(missing.status).toBe(404);
    // The literal path wins over /rest/deals/{id} for a pipeline too.
    expect((await app.rawFetch('/rest/deals/duplicates')).status).toBe(405);
    expect((await api.call('GET', `/rest/deals/${deal.id}`)).body.data.deal.id).toBe(deal.id);
    const opportunity = await create(app, 'opportunities', 'opportunity', { name: 'Same' });
    await create(app, 'opportunities', 'opportunity', { name: 'Same' });
    expect((await entries('opportunities', { ids: [opportunity.id] }))[0].opportunityDuplicates).toEqual([]);
  });

  it("'duplicates' cannot name a pipeline", async () => {
    const refused = await api.call('POST', '/rest/metadata/pipelines', { nameSingular: 'duplicate', namePlural: 'duplicates', labelSingular: 'D', labelPlural: 'Ds' });
    expect(refused.status).toBe(400);
    expect(refused.body.messages.join('\n')).toMatch(/namePlural: 'duplicates' is reserved by the service/);
  });
});

describe('bad input: Twenty messages, code INVALID_DUPLICATES_INPUT', () => {
  const invalid = (message: string | RegExp) => (reply: Awaited<ReturnType<typeof duplicates>>) => expectError(reply, 400, 'INVALID_DUPLICATES_INPUT', [message]);

  it('neither data nor ids', async () => {
    invalid('You have to provide either "data" or "ids" argument')(await duplicates('people', {}));
  });
  it('both, even empty', async () => {
    invalid('You cannot provide both "data" and "ids" arguments')(await duplicates('people', { data: [], ids: [] }));
    invalid('You cannot provide both "data" and "ids" arguments')(await duplicates('people', { data: [{ name: { firstName: 'Ann' } }], ids: [people.ann.id] }));
  });
  it('empty data', async () => {
    invalid('The "data" condition can not be empty when "ids" input not provided')(await duplicates('people', { data: [] }));
  });
  it('empty ids is a 200 with no entries', async () => {
    expect(await duplicates('people', { ids: [] })).toEqual({ status: 200, body: { data: [] } });
  });
  it('ids that are not UUIDs are named', async () => {
    expectError(await duplicates('people', { ids: [people.ann.id, 'nope', 'x-1'] }), 400, 'INVALID_DUPLICATES_INPUT', [
      "ids[1]: 'nope' is not a valid UUID",
      "ids[2]: 'x-1' is not a valid UUID",
    ]);
  });
  it('an id no record has is a 404 naming it', async () => {
    expectError(await duplicates('people', { ids: [people.ann.id, UNKNOWN_ID] }), 404, 'RECORD_NOT_FOUND', [`no person with id ${UNKNOWN_ID}`]);
  });
  it('a criterion value that is no string, a body id that is no UUID', async () => {
    invalid('data[0].name.lastName: must be a string')(await duplicates('people', { data: [{ name: { firstName: 'Ann', lastName: 7 } }] }));
    invalid("data[0].id: 'abc' is not a valid UUID")(await duplicates('people', { data: [{ id: 'abc' }] }));
  });
  it('more than 60 inputs, or a property other than data and ids, is refused at the edge', async () => {
    const many = await duplicates('people', { ids: Array.from({ length: 61 }, () => people.ann.id) });
    expect(many.status).toBe(400);
    expect((await duplicates('people', { data: [{}], filter: 'x' })).status).toBe(400);
  });
  it('GET /rest/people/duplicates is a clear 4xx, not a record lookup', async () => {
    const reply = await app.rawFetch('/rest/people/duplicates');
    const body = await reply.json();
    expect({ status: reply.status, body }).toEqual({
      status: 405,
      body: { statusCode: 405, error: 'MethodNotAllowedException', code: 'METHOD_NOT_ALLOWED', messages: ['GET method not allowed'] },
    });
  });
});

describe('cost: one read statement, no event', () => {
  it('60 inputs by ids, or by data, are one statement; nothing is written and no write is announced', async () => {
    const committed: unknown[] = [];
    app.server.services.records.onCommitted((write) => committed.push(write));
    const all = Object.values(people);
    const inputIds = Array.from({ length: 60 }, (_, i) => all[i % all.length].id);
    const byIds = await statementsOf(app, () => personEntries({ ids: inputIds }));
    expect(byIds.result).toHaveLength(60);
    expect(byIds.statements).toHaveLength(1);
    expect(byIds.statements[0]).toMatch(/^WITH "i" AS \(SELECT/);
    expect(byIds.statements[0]).not.toMatch(/INSERT|UPDATE|DELETE/);
    const byData = await statementsOf(app, () => personEntries({ data: all.map((p) => ({ name: p.name, emails: p.emails, linkedinLink: p.linkedinLink })) }));
    expect(byData.result).toHaveLength(all.length);
    expect(byData.statements).toHaveLength(1);
    expect(committed).toEqual([]);
  });
});

describe('answered through the indexes', () => {
  const person = () => app.server.services.registry.byPluralName('people')!;
  const company = () => app.server.services.registry.byPluralName('companies')!;

  /** The plan of the statement for `input` (JSON), with sequential scans allowed or not. */
  async function plan(object: ReturnType<typeof person>, input: DuplicatesInput, seqscan: boolean): Promise<string> {
    const statement = duplicatesStatement(object, duplicateCriteria(object), input);
    return app.server.database.sql.transaction(async (tx) => {
      if (!seqscan) await tx.query({ text: 'SET LOCAL enable_seqscan = off', values: [] });
      const rows = await tx.query<Record<string, unknown>>({ text: `EXPLAIN (FORMAT JSON) ${statement.text}`, values: statement.values });
      return JSON.stringify(Object.values(rows[0])[0]);
    });
  }
  const indexes = (json: string) => [...new Set([...json.matchAll(/"Index Name":"([^"]+)"/g)].map((m) => m[1]))].sort();

  const personInputs: DuplicatesInput[] = [{ ids: [] }, { rows: [{ self: null, values: ['Ann', 'Lee', 'ann@example.com', 'linkedin.com/in/annlee'] }] }];

  it('each criterion has an index on its canonical form (sequential scans off: every lookup is an index scan)', async () => {
    for (const input of [{ ids: [people.ann.id] }, personInputs[1]]) {
      const json = await plan(person(), input, false);
      expect(indexes(json)).toEqual(expect.arrayContaining(['person_duplicate_name_idx', 'person_emails_primary_email_idx', 'person_linkedin_handle_idx']));
      expect(json).not.toMatch(/"Node Type":"Seq Scan"[^}]*"Relation Name":"person"/);
    }
    const json = await plan(company(), { ids: [companies.acme.id] }, false);
    expect(indexes(json)).toEqual(expect.arrayContaining(['company_duplicate_domain_idx', 'company_duplicate_name_idx']));
    expect(json).not.toMatch(/"Node Type":"Seq Scan"[^}]*"Relation Name":"company"/);
  });

  it('on PostgreSQL at 20,000 people and companies, the planner itself picks the indexes: no Seq Scan on person or company', async (context) => {
    if (app.server.database.kind !== 'postgres') return context.skip();
    const sql = app.server.database.sql;
    await sql.query({
      text: `INSERT INTO "person" ("name_first_name", "name_last_name", "emails_primary_email", "linkedin_link_primary_link_url")
             SELECT 'First' || g, 'Last' || g, 'p' || g || '@bulk.example', 'linkedin.com/in/p' || g FROM generate_series(1, 20000) AS g`,
      values: [],
    });
    await sql.query({ text: `INSERT INTO "company" ("name", "domain_name_primary_link_url") SELECT 'Company ' || g, 'c' || g || '.example' FROM generate_series(1, 20000) AS g`, values: [] });
    await sql.query({ text: 'ANALYZE "person"', values: [] });
    await sql.query({ text: 'ANALYZE "company"', values: [] });
    // The check can fail: a lookup on a column without an index is a Seq Scan on person here.
    const [control] = await sql.query<Record<string, unknown>>({ text: `EXPLAIN (FORMAT JSON) SELECT * FROM "person" WHERE "city" = $1`, values: ['Lyon'] });
    expect(JSON.stringify(Object.values(control)[0])).toMatch(/"Node Type":"Seq Scan"[^}]*"Relation Name":"person"/);
    const sixty = { ids: Array.from({ length: 60 }, () => people.ann.id) };
    for (const input of [{ ids: [people.ann.id] }, sixty, personInputs[1]]) {
      const json = await plan(person(), input, true);
      expect(json).not.toMatch(/"Node Type":"Seq Scan"[^}]*"Relation Name":"person"/);
      expect(indexes(json)).toEqual(expect.arrayContaining(['person_duplicate_name_idx', 'person_emails_primary_email_idx', 'person_linkedin_handle_idx']));
    }
    const json = await plan(company(), { ids: [companies.acme.id] }, true);
    expect(json).not.toMatch(/"Node Type":"Seq Scan"[^}]*"Relation Name":"company"/);
    expect(indexes(json)).toEqual(expect.arrayContaining(['company_duplicate_domain_idx', 'company_duplicate_name_idx']));
  });
});
