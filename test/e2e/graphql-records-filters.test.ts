// One query language, two syntaxes: each filter (and order) of the table, sent as a REST
// `filter` / `order_by` string and as a GraphQL `filter` / `orderBy` input, returns the same
// records in the same order. Both are compiled by src/query; the table covers every comparator,
// composite sub-fields, and/or/not, nulls and ordering on scalars and composites.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { create, ok } from './records-support.ts';
import { gqlData, ids, type Rec } from './graphql-records-support.ts';

let app: TestServer;
const companyIds: string[] = [];

beforeAll(async () => {
  app = await startTestServer();
  for (const [name, employees, domain, icp, policy] of [
    ['Acme', 10, 'acme.com', true, ['REMOTE_WORK']],
    ['Globex', 250, 'globex.io', false, ['ON_SITE', 'HYBRID']],
    ['Initech', null, 'initech.com', false, []],
    ['Umbrella', 5000, null, true, ['HYBRID']],
  ] as const) {
    const body: Rec = { name, employees, idealCustomerProfile: icp, workPolicy: policy, address: { addressCity: name === 'Acme' ? 'Paris' : 'Berlin' } };
    if (domain) body.domainName = { primaryLinkUrl: domain };
    companyIds.push((await create(app, 'companies', 'company', body)).id);
  }
  const people: Array<[string, string | null, string | null, string | null, number]> = [
    ['Ada', 'Lovelace', 'ada@acme.com', 'Engineer', 0],
    ['Alan', 'Turing', 'alan@globex.io', 'Scientist', 1],
    ['Grace', 'Hopper', null, 'Admiral', 1],
    ['Linus', null, 'linus@initech.com', null, 2],
    ['Barbara', 'Liskov', 'barbara@acme.com', 'Professor', 0],
    ['Edsger', 'Dijkstra', null, 'Engineer', 3],
  ];
  for (const [firstName, lastName, email, jobTitle, company] of people) {
    await create(app, 'people', 'person', {
      name: { firstName, ...(lastName ? { lastName } : {}) },
      ...(email ? { emails: { primaryEmail: email, additionalEmails: [`${firstName.toLowerCase()}@home.net`] } } : {}),
      jobTitle,
      companyId: companyIds[company],
      city: firstName.length > 4 ? 'Paris' : null,
    });
  }
});
afterAll(() => app?.close());

/** [label, plural, REST filter, GraphQL filter, REST order_by?, GraphQL orderBy?] */
type Row = [string, string, string | null, Rec | null, string?, Rec[]?];

const TABLE: Row[] = [
  ['text eq', 'people', 'jobTitle[eq]:Engineer', { jobTitle: { eq: 'Engineer' } }],
  ['text neq', 'people', 'jobTitle[not]:Engineer', { jobTitle: { neq: 'Engineer' } }],
  ['text in', 'people', 'jobTitle[in]:[Engineer,Admiral]', { jobTitle: { in: ['Engineer', 'Admiral'] } }],
  ['text is NULL', 'people', 'jobTitle[is]:NULL', { jobTitle: { is: 'NULL' } }],
  ['text is NOT_NULL', 'people', 'jobTitle[is]:NOT_NULL', { jobTitle: { is: 'NOT_NULL' } }],
  ['text like with %', 'people', 'jobTitle[like]:%ngine%', { jobTitle: { like: '%ngine%' } }],
  ['text ilike contains', 'people', 'jobTitle[ilike]:PROF', { jobTitle: { ilike: 'PROF' } }],
  ['text startsWith', 'people', 'jobTitle[startsWith]:Sci', { jobTitle: { startsWith: 'Sci' } }],
  ['text endsWith', 'people', 'jobTitle[endsWith]:eer', { jobTitle: { endsWith: 'eer' } }],
  ['text gt', 'people', 'jobTitle[gt]:F', { jobTitle: { gt: 'F' } }],
  ['text lte', 'people', 'jobTitle[lte]:Engineer', { jobTitle: { lte: 'Engineer' } }],
  ['composite sub-field eq', 'people', 'name.firstName[eq]:Ada', { name: { firstName: { eq: 'Ada' } } }],
  ['composite sub-field ilike', 'people', 'name.lastName[ilike]:%o%', { name: { lastName: { ilike: '%o%' } } }],
  ['composite sub-field is NULL', 'people', 'name.lastName[is]:NULL', { name: { lastName: { is: 'NULL' } } }],
  ['email eq, any case', 'people', 'emails.primaryEmail[eq]:ADA@acme.com', { emails: { primaryEmail: { eq: 'ADA@acme.com' } } }],
  ['email ilike', 'people', 'emails.primaryEmail[ilike]:%@acme.com', { emails: { primaryEmail: { ilike: '%@acme.com' } } }],
  ['json containsAny', 'people', 'emails.additionalEmails[containsAny]:[ada@home.net,alan@home.net]', { emails: { additionalEmails: { containsAny: ['ada@home.net', 'alan@home.net'] } } }],
  ['and', 'people', 'and(jobTitle[eq]:Engineer,city[eq]:Paris)', { and: [{ jobTitle: { eq: 'Engineer' } }, { city: { eq: 'Paris' } }] }],
  ['or', 'people', 'or(jobTitle[eq]:Admiral,name.firstName[eq]:Linus)', { or: [{ jobTitle: { eq: 'Admiral' } }, { name: { firstName: { eq: 'Linus' } } }] }],
  ['not', 'people', 'not(jobTitle[eq]:Engineer)', { not: { jobTitle: { eq: 'Engineer' } } }],
  ['nested and in or', 'people', 'or(and(jobTitle[eq]:Engineer,city[is]:NULL),name.firstName[startsWith]:B)', { or: [{ and: [{ jobTitle: { eq: 'Engineer' } }, { city: { is: 'NULL' } }] }, { name: { firstName: { startsWith: 'B' } } }] }],
  ['two fields at one level (and)', 'people', 'jobTitle[eq]:Engineer,city[eq]:Paris', { jobTitle: { eq: 'Engineer' }, city: { eq: 'Paris' } }],
  ['two comparators of one field', 'people', 'jobTitle[gte]:B,jobTitle[lt]:P', { jobTitle: { gte: 'B', lt: 'P' } }],
  ['number gt', 'companies', 'employees[gt]:100', { employees: { gt: 100 } }],
  ['number lte', 'companies', 'employees[lte]:250', { employees: { lte: 250 } }],
  ['number in', 'companies', 'employees[in]:[10,5000]', { employees: { in: [10, 5000] } }],
  ['number is NULL', 'companies', 'employees[is]:NULL', { employees: { is: 'NULL' } }],
  ['boolean eq', 'companies', 'idealCustomerProfile[eq]:true', { idealCustomerProfile: { eq: true } }],
  ['boolean neq', 'companies', 'idealCustomerProfile[not]:true', { idealCustomerProfile: { neq: true } }],
  ['multi-select containsAny', 'companies', 'workPolicy[containsAny]:[HYBRID]', { workPolicy: { containsAny: ['HYBRID'] } }],
  ['links sub-field eq', 'companies', 'domainName.primaryLinkUrl[eq]:acme.com', { domainName: { primaryLinkUrl: { eq: 'acme.com' } } }],
  ['links sub-field is NULL', 'companies', 'domainName.primaryLinkUrl[is]:NULL', { domainName: { primaryLinkUrl: { is: 'NULL' } } }],
  ['address sub-field', 'companies', 'address.addressCity[eq]:Berlin', { address: { addressCity: { eq: 'Berlin' } } }],
  ['date-time gte', 'companies', 'createdAt[gte]:2000-01-01T00:00:00.000Z', { createdAt: { gte: '2000-01-01T00:00:00.000Z' } }],
  ['deletedAt named: every record', 'companies', 'deletedAt[is]:NULL', { deletedAt: { is: 'NULL' } }],
  // Orders.
  ['order by text desc', 'people', null, null, 'jobTitle[DescNullsLast]', [{ jobTitle: 'DescNullsLast' }]],
  ['order by text asc nulls first', 'people', null, null, 'jobTitle[AscNullsFirst]', [{ jobTitle: 'AscNullsFirst' }]],
  ['order by composite sub-field', 'people', null, null, 'name.lastName[AscNullsLast]', [{ name: { lastName: 'AscNullsLast' } }]],
  ['order by two terms', 'people', null, null, 'city[DescNullsFirst],name.firstName[AscNullsFirst]', [{ city: 'DescNullsFirst' }, { name: { firstName: 'AscNullsFirst' } }]],
  ['order by number with a filter', 'companies', 'employees[is]:NOT_NULL', { employees: { is: 'NOT_NULL' } }, 'employees[DescNullsLast]', [{ employees: 'DescNullsLast' }]],
  ['order by currency-less composite (address)', 'companies', null, null, 'address.addressCity[AscNullsFirst],name', [{ address: { addressCity: 'AscNullsFirst' } }, { name: 'AscNullsFirst' }]],
];

async function restIds(plural: string, filter: string | null, orderBy?: string): Promise<string[]> {
  const query = new URLSearchParams();
  if (filter) query.set('filter', filter);
  if (orderBy) query.set('order_by', orderBy);
  const body = await ok(app, 'GET', `/rest/${plural}?${query}`);
  return body.data[plural].map((record: Rec) => record.id);
}

async function graphqlIds(plural: string, filter: Rec | null, orderBy?: Rec[]): Promise<string[]> {
  const type = plural === 'people' ? 'Person' : 'Company';
  const data = await gqlData(app, `query L($filter: ${type}FilterInput, $orderBy: [${type}OrderByInput!]) { ${plural}(filter: $filter, orderBy: $orderBy) { edges { node { id } } totalCount } }`, {
    filter,
    orderBy,
  });
  expect(data[plural].totalCount).toBe(data[plural].edges.length);
  return ids(data[plural]);
}

describe('the same filter over REST and GraphQL', () => {
  it('the table has at least 30 rows', () => expect(TABLE.length).toBeGreaterThanOrEqual(30));

  it.each(TABLE)('%s', async (_label, plural, restFilter, graphqlFilter, restOrder, graphqlOrder) => {
    const rest = await restIds(plural, restFilter, restOrder);
    expect(await graphqlIds(plural, graphqlFilter, graphqlOrder)).toEqual(rest);
  });

  it('uuid eq and in, and the rows the filters must find (the table is not vacuous)', async () => {
    const uuidRest = await restIds('companies', `id[in]:[${companyIds[0]},${companyIds[2]}]`);
    expect(await graphqlIds('companies', { id: { in: [companyIds[0], companyIds[2]] } })).toEqual(uuidRest);
    expect(uuidRest).toEqual([companyIds[0], companyIds[2]]);
    expect(await graphqlIds('people', { companyId: { eq: companyIds[1] } })).toHaveLength(2);
    expect(await graphqlIds('people', { jobTitle: { eq: 'Engineer' } })).toHaveLength(2);
    expect(await graphqlIds('companies', { employees: { gt: 100 } })).toEqual([companyIds[1], companyIds[3]]);
  });

  it("neq is Twenty's `!=`: a NULL never matches; not(eq) is the complement, NULL included", async () => {
    const firstNames = async (filter: Rec) =>
      (await gqlData(app, 'query L($f: PersonFilterInput) { people(filter: $f) { edges { node { name { firstName } } } } }', { f: filter })).people.edges.map((edge: Rec) => edge.node.name.firstName).sort();
    // Linus has no jobTitle, Initech no employee count.
    expect(await firstNames({ jobTitle: { neq: 'Engineer' } })).toEqual(['Alan', 'Barbara', 'Grace']);
    expect(await firstNames({ not: { jobTitle: { eq: 'Engineer' } } })).toEqual(['Alan', 'Barbara', 'Grace', 'Linus']);
    expect(await graphqlIds('companies', { employees: { neq: 10 } })).toEqual([companyIds[1], companyIds[3]]);
  });
});
