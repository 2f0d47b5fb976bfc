// The query language over HTTP, through the SDK (which encodes query values with
// encodeURIComponent, so `(`, `)` and `'` arrive unencoded): every comparator, and/or/not
// nesting, quoting, typed values, dot paths, order_by in all four directions with several
// fields, limit default and clamp, and cursor pagination forward and back over 130 records
// under a non-unique order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schema } from '../support/sdk.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { firstMemberId } from './foundation-support.ts';

type Company = Schema<'Company'>;
type Person = Schema<'Person'>;

let app: TestServer;
let memberId: string;
/** Seeded companies by key (A..G). */
const co: Record<string, Company> = {};
/** Seeded people by key. */
const pe: Record<string, Person> = {};

beforeAll(async () => {
  app = await startTestServer();
  memberId = await firstMemberId(app);
  const companies: [string, Record<string, unknown>][] = [
    ['A', {
      name: 'Acme, Inc.', industry: 'Manufacturing', employees: 500, idealCustomerProfile: true,
      annualRecurringRevenue: { amountMicros: 5_000_000_000_000, currencyCode: 'USD' }, workPolicy: ['ON_SITE', 'HYBRID'],
      domainName: { primaryLinkUrl: 'acme.com' }, accountOwnerId: memberId, tagline: 'The (best) anvils',
    }],
    ['B', {
      name: 'Beta Labs', industry: 'Software', employees: 40, annualRecurringRevenue: { amountMicros: 1_200_000_000_000, currencyCode: 'EUR' },
      workPolicy: ['REMOTE_WORK'], domainName: { primaryLinkUrl: 'https://beta.io' },
    }],
    ['C', { name: 'Gamma', industry: 'software', employees: 40, idealCustomerProfile: true }],
    ['D', {
      name: 'Delta Partners', annualRecurringRevenue: { amountMicros: 999_999, currencyCode: 'USD' }, workPolicy: ['HYBRID', 'REMOTE_WORK'],
      domainName: { primaryLinkUrl: 'delta.co' },
    }],
    ['E', { name: "O'Brien & Sons", industry: 'Retail', employees: 12, annualRecurringRevenue: { amountMicros: 0, currencyCode: 'USD' }, workPolicy: ['ON_SITE'] }],
    ['F', { name: '100% Organic', industry: 'Food_Bev', employees: 7 }],
    ['G', { name: '1000 Things', industry: 'Retail', employees: 1000 }],
  ];
  // One at a time, so createdAt follows the keys.
  for (const [key, body] of companies) {
    const { data, response } = await app.client.POST('/rest/companies', { body: body as never });
    expect(response.status).toBe(200);
    co[key] = data!.data.createCompany;
  }
  const people: [string, Record<string, unknown>][] = [
    ['jane', {
      name: { firstName: 'Jane', lastName: 'Doe' }, emails: { primaryEmail: 'jane@acme.com' }, city: 'Paris', companyId: co.A.id,
      phones: { primaryPhoneNumber: '612345678', primaryPhoneCallingCode: '+33', primaryPhoneCountryCode: 'FR' },
    }],
    ['john', {
      name: { firstName: 'John', lastName: 'Doe' }, emails: { primaryEmail: 'john@beta.io' }, city: 'Boston', companyId: co.B.id,
      phones: { primaryPhoneNumber: '612345678', primaryPhoneCallingCode: '+1', primaryPhoneCountryCode: 'US' },
    }],
    ['ann', {
      name: { firstName: 'Ann', lastName: 'Smith' },
      phones: { primaryPhoneNumber: '700000000', primaryPhoneCallingCode: '+33', primaryPhoneCountryCode: 'FR' },
    }],
  ];
  for (const [key, body] of people) {
    const { data, response } = await app.client.POST('/rest/people', { body: body as never });
    expect(response.status).toBe(200);
    pe[key] = data!.data.createPerson;
  }
});
afterAll(() => app?.close());

const keyOf = (records: Record<string, { id: string }>, id: string) =>
  Object.entries(records).find(([, r]) => r.id === id)?.[0] ?? `?${id}`;

/** Keys of the companies the filter returns, in the default order (creation order = key order). */
async function companies(filter: string, extra: Record<string, string | number> = {}): Promise<string[]> {
  const { data, response } = await app.client.GET('/rest/companies', { params: { query: { filter, ...extra } } });
  expect(response.status, JSON.stringify(data)).toBe(200);
  expect(data!.totalCount).toBe(data!.data.companies.length);
  return data!.data.companies.map((c) => keyOf(co, c.id));
}

/** Keys of the seeded people the filter returns (pagination people are kept out). */
async function people(filter: string): Promise<string[]> {
  const { data, response } = await app.client.GET('/rest/people', {
    params: { query: { filter: `${filter},name.lastName[in]:[Doe,Smith]` } },
  });
  expect(response.status, JSON.stringify(data)).toBe(200);
  return data!.data.people.map((p) => keyOf(pe, p.id));
}

describe('comparators', () => {
  it.each([
    ['eq', 'name[eq]:Gamma', ['C']],
    ['eq is case-sensitive', 'industry[eq]:software', ['C']],
    // Twenty's `neq` (SQL `!=`): a NULL never matches (D has no industry); not(...) is the complement.
    ['not (a NULL never matches, as Twenty)', 'industry[not]:Software', ['A', 'C', 'E', 'F', 'G']],
    ['neq alias', 'industry[neq]:Software', ['A', 'C', 'E', 'F', 'G']],
    ['not(eq) is the complement: NULL included', 'not(industry[eq]:Software)', ['A', 'C', 'D', 'E', 'F', 'G']],
    ['number neq: a NULL never matches', 'employees[neq]:40', ['A', 'E', 'F', 'G']],
    ['in', 'industry[in]:[Software,Retail]', ['B', 'E', 'G']],
    ['not_in (NULL included)', 'industry[not_in]:[Software,software,Retail]', ['A', 'D', 'F']],
    ['containsAny, one value', 'workPolicy[containsAny]:[REMOTE_WORK]', ['B', 'D']],
    ['containsAny, two values', 'workPolicy[containsAny]:[ON_SITE,HYBRID]', ['A', 'D', 'E']],
    ['multi-select eq compares the set', 'workPolicy[eq]:[REMOTE_WORK,HYBRID]', ['D']],
    ['multi-select not', 'workPolicy[not]:[ON_SITE]', ['A', 'B', 'C', 'D', 'F', 'G']],
    ['ilike = case-insensitive contains', 'industry[ilike]:SOFTWARE', ['B', 'C']],
    ['ilike with a wildcard is a pattern', 'name[ilike]:%labs', ['B']],
    ['ilike with _', 'name[ilike]:_amma', ['C']],
    ['like is case-sensitive', 'industry[like]:Soft', ['B']],
    ['like with % as pattern', 'name[like]:100%', ['F', 'G']],
    ['startsWith is literal (% is not a wildcard)', 'name[startsWith]:100%', ['F']],
    ['startsWith', 'name[startsWith]:Be', ['B']],
    ['endsWith', 'name[endsWith]:Labs', ['B']],
    ['endsWith is literal (_)', 'industry[endsWith]:_Bev', ['F']],
    ['gt', 'employees[gt]:40', ['A', 'G']],
    ['gte', 'employees[gte]:40', ['A', 'B', 'C', 'G']],
    ['lt', 'employees[lt]:12', ['F']],
    ['lte', 'employees[lte]:12', ['E', 'F']],
    ['is NULL', 'industry[is]:NULL', ['D']],
    ['is_not NULL', 'industry[is_not]:NULL', ['A', 'B', 'C', 'E', 'F', 'G']],
    ['[is]:NOT_NULL', 'industry[is]:NOT_NULL', ['A', 'B', 'C', 'E', 'F', 'G']],
    ['boolean eq', 'idealCustomerProfile[eq]:true', ['A', 'C']],
    ['boolean not', 'idealCustomerProfile[not]:true', ['B', 'D', 'E', 'F', 'G']],
    ['uuid eq', () => `accountOwnerId[eq]:${memberId}`, ['A']],
    ['uuid eq, upper case', () => `accountOwnerId[eq]:${memberId.toUpperCase()}`, ['A']],
    ['uuid is NULL', 'accountOwnerId[is]:NULL', ['B', 'C', 'D', 'E', 'F', 'G']],
    ['id in (fetching search hits)', () => `id[in]:[${co.C.id},${co.A.id}]`, ['A', 'C']],
    ['id not_in', () => `id[not_in]:[${co.C.id},${co.A.id}]`, ['B', 'D', 'E', 'F', 'G']],
    ['number in', 'employees[in]:[40,500]', ['A', 'B', 'C']],
  ] as [string, string | (() => string), string[]][])('%s', async (_label, filter, expected) => {
    expect(await companies(typeof filter === 'function' ? filter() : filter)).toEqual(expected);
  });

  it('dates: gt/gte/lt/lte on createdAt, with full timestamps and bare dates', async () => {
    const pivot = co.C.createdAt;
    const before = Object.keys(co).filter((k) => co[k].createdAt < pivot);
    const atOrAfter = Object.keys(co).filter((k) => co[k].createdAt >= pivot);
    expect(atOrAfter[0]).toBe('C');
    expect(await companies(`createdAt[lt]:${pivot}`)).toEqual(before);
    expect(await companies(`createdAt[gte]:${pivot}`)).toEqual(atOrAfter);
    expect(await companies(`createdAt[lte]:${pivot}`)).toEqual(Object.keys(co).filter((k) => co[k].createdAt <= pivot));
    expect(await companies(`createdAt[gt]:${pivot}`)).toEqual(Object.keys(co).filter((k) => co[k].createdAt > pivot));
    expect(await companies('createdAt[gt]:2000-01-01')).toEqual(Object.keys(co));
    expect(await companies('createdAt[lt]:2000-01-01T00:00:00Z')).toEqual([]);
    expect(await companies(`createdAt[eq]:${co.E.createdAt}`)).toContain('E');
  });
});

describe('dot paths into composite fields', () => {
  it.each([
    ['amountMicros gt', 'annualRecurringRevenue.amountMicros[gt]:1000000000000', ['A', 'B']],
    ['amountMicros lte', 'annualRecurringRevenue.amountMicros[lte]:999999', ['D', 'E']],
    ['amountMicros eq 0', 'annualRecurringRevenue.amountMicros[eq]:0', ['E']],
    ['amountMicros is NULL', 'annualRecurringRevenue.amountMicros[is]:NULL', ['C', 'F', 'G']],
    ['currencyCode', 'annualRecurringRevenue.currencyCode[eq]:USD', ['A', 'D', 'E']],
    ['domain eq (bare domain)', 'domainName.primaryLinkUrl[eq]:acme.com', ['A']],
    ['domain ilike', 'domainName.primaryLinkUrl[ilike]:.io', ['B']],
    ['domain is NULL', 'domainName.primaryLinkUrl[is]:NULL', ['C', 'E', 'F', 'G']],
  ] as [string, string, string[]][])('%s', async (_label, filter, expected) => {
    expect(await companies(filter)).toEqual(expected);
  });

  it('emails.primaryEmail', async () => {
    expect(await people('emails.primaryEmail[eq]:jane@acme.com')).toEqual(['jane']);
    expect(await people('emails.primaryEmail[endsWith]:@acme.com')).toEqual(['jane']);
    expect(await people('emails.primaryEmail[is]:NULL')).toEqual(['ann']);
  });

  it('phone search: calling code and number as two conditions', async () => {
    expect(await people('phones.primaryPhoneCallingCode[eq]:+33,phones.primaryPhoneNumber[eq]:612345678')).toEqual(['jane']);
    expect(await people('phones.primaryPhoneNumber[eq]:612345678')).toEqual(['jane', 'john']);
    expect(await people('phones.primaryPhoneCallingCode[eq]:+33')).toEqual(['jane', 'ann']);
    expect(await people('phones.primaryPhoneCountryCode[in]:[US]')).toEqual(['john']);
  });

  it('name sub-fields and join fields', async () => {
    expect(await people('name.lastName[eq]:Doe')).toEqual(['jane', 'john']);
    expect(await people('name.firstName[in]:[Ann,Jane]')).toEqual(['jane', 'ann']);
    expect(await people(`companyId[eq]:${co.A.id}`)).toEqual(['jane']);
    expect(await people('companyId[is]:NULL')).toEqual(['ann']);
  });
});

describe('nesting and quoting', () => {
  it.each([
    ['comma = AND', 'industry[ilike]:software,employees[eq]:40', ['B', 'C']],
    ['or', 'or(industry[eq]:Software,employees[lt]:10)', ['B', 'F']],
    ['and', 'and(idealCustomerProfile[eq]:true,employees[gte]:100)', ['A']],
    ['not', 'not(workPolicy[containsAny]:[REMOTE_WORK])', ['A', 'C', 'E', 'F', 'G']],
    ['not keeps rows the inner filter is unknown for (NULL)', 'not(industry[eq]:software)', ['A', 'B', 'D', 'E', 'F', 'G']],
    ['not of two conditions = not(a AND b)', 'not(industry[eq]:Retail,employees[gt]:100)', ['A', 'B', 'C', 'D', 'E', 'F']],
    ['or of and and not', 'or(and(idealCustomerProfile[eq]:true,employees[gt]:100),not(employees[gte]:10))', ['A', 'D', 'F']],
    ['nested three deep', 'and(or(industry[eq]:Retail,industry[is]:NULL),not(or(employees[gt]:100,employees[is]:NULL)))', ['E']],
    ['group names are case-insensitive', 'OR(name[eq]:Gamma,name[eq]:Beta Labs)', ['B', 'C']],
    ['double quotes protect a comma', 'name[eq]:"Acme, Inc."', ['A']],
    ['quoted items in a list', 'name[in]:["Acme, Inc.",Gamma]', ['A', 'C']],
    ['single quotes with an escaped quote', "name[eq]:'O\\'Brien & Sons'", ['E']],
    ['quoted value inside or()', 'or(name[eq]:"Acme, Inc.",name[eq]:\'Gamma\')', ['A', 'C']],
    ['parentheses inside a bare value', 'tagline[eq]:The (best) anvils', ['A']],
    ['spaces around conditions', ' or( name[eq]:Gamma , employees[eq]:7 ) ', ['C', 'F']],
  ] as [string, string, string[]][])('%s', async (_label, filter, expected) => {
    expect(await companies(filter)).toEqual(expected);
  });

  it('the same filter works sent raw, fully percent-encoded', async () => {
    const filter = 'or(name[eq]:"Acme, Inc.",name[eq]:\'Gamma\')';
    const response = await app.rawFetch(`/rest/companies?filter=${encodeURIComponent(filter).replace(/[()']/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { companies: Company[] } };
    expect(body.data.companies.map((c) => keyOf(co, c.id))).toEqual(['A', 'C']);
  });
});

// ---------------------------------------------------------------------------------------------
// order_by

type Dir = 'AscNullsFirst' | 'AscNullsLast' | 'DescNullsFirst' | 'DescNullsLast';

/** The order the service promises: each term in turn, then id in the direction of the last term. */
function expectedOrder<T extends { id: string }>(records: T[], terms: [get: (r: T) => string | number | null, dir: Dir][]): string[] {
  const compare = (a: string | number | null, b: string | number | null, dir: Dir) => {
    if (a === b) return 0;
    if (a === null) return dir.endsWith('NullsFirst') ? -1 : 1;
    if (b === null) return dir.endsWith('NullsFirst') ? 1 : -1;
    const base = a < b ? -1 : 1;
    return dir.startsWith('Asc') ? base : -base;
  };
  const lastDir = terms.at(-1)![1];
  return [...records]
    .sort((x, y) => {
      for (const [get, dir] of terms) {
        const c = compare(get(x), get(y), dir);
        if (c !== 0) return c;
      }
      return compare(x.id, y.id, lastDir.startsWith('Asc') ? 'AscNullsLast' : 'DescNullsFirst');
    })
    .map((r) => r.id);
}

async function orderedCompanies(orderBy: string): Promise<string[]> {
  const { data, response } = await app.client.GET('/rest/companies', { params: { query: { order_by: orderBy } } });
  expect(response.status).toBe(200);
  return data!.data.companies.map((c) => c.id);
}

describe('order_by', () => {
  const employees = (c: Company) => c.employees ?? null;

  it.each(['AscNullsFirst', 'AscNullsLast', 'DescNullsFirst', 'DescNullsLast'] as Dir[])('employees[%s] puts NULL where asked', async (dir) => {
    const ids = await orderedCompanies(`employees[${dir}]`);
    expect(ids).toEqual(expectedOrder(Object.values(co), [[employees, dir]]));
    // D is the only company without employees.
    expect(ids.indexOf(co.D.id)).toBe(dir.endsWith('NullsFirst') ? 0 : ids.length - 1);
  });

  it('a bare field sorts AscNullsFirst', async () => {
    expect(await orderedCompanies('employees')).toEqual(await orderedCompanies('employees[AscNullsFirst]'));
  });

  it('several fields, a dot path among them', async () => {
    const currency = (c: Company) => c.annualRecurringRevenue.currencyCode ?? null;
    const ids = await orderedCompanies('annualRecurringRevenue.currencyCode[AscNullsLast],employees[DescNullsLast]');
    expect(ids).toEqual(expectedOrder(Object.values(co), [[currency, 'AscNullsLast'], [employees, 'DescNullsLast']]));
    expect(ids.map((id) => keyOf(co, id))).toEqual(['B', 'A', 'E', 'D', 'G', 'C', 'F']);
  });

  it('amountMicros descending, nulls last', async () => {
    const ids = await orderedCompanies('annualRecurringRevenue.amountMicros[DescNullsLast]');
    expect(ids.slice(0, 4).map((id) => keyOf(co, id))).toEqual(['A', 'B', 'D', 'E']);
    expect(ids).toEqual(expectedOrder(Object.values(co), [[(c) => c.annualRecurringRevenue.amountMicros ?? null, 'DescNullsLast']]));
  });

  it('createdAt[DescNullsLast] is newest first', async () => {
    expect((await orderedCompanies('createdAt[DescNullsLast]')).map((id) => keyOf(co, id))).toEqual(['G', 'F', 'E', 'D', 'C', 'B', 'A']);
  });

  it('order_by combines with a filter', async () => {
    const { data } = await app.client.GET('/rest/companies', {
      params: { query: { filter: 'employees[is_not]:NULL', order_by: 'employees[DescNullsFirst]' } },
    });
    expect(data!.data.companies.map((c) => c.employees)).toEqual([1000, 500, 40, 40, 12, 7]);
  });
});

// ---------------------------------------------------------------------------------------------
// Pagination over 130 people created in three batches: createdAt is shared within a batch and
// jobTitle repeats, so the order is far from unique and only the id tie-breaker makes it total.

const PAGE_CITY = 'Pageville';
const JOB_TITLES = ['analyst', 'engineer', 'manager', null, 'engineer'];

describe('pagination', () => {
  let all: Person[];

  beforeAll(async () => {
    const bodies = Array.from({ length: 130 }, (_, i) => ({
      name: { firstName: `P${String(i).padStart(3, '0')}`, lastName: 'Page' },
      city: PAGE_CITY,
      jobTitle: JOB_TITLES[i % JOB_TITLES.length],
    }));
    for (let start = 0; start < bodies.length; start += 60) {
      const { response } = await app.client.POST('/rest/batch/people', { body: bodies.slice(start, start + 60) });
      expect(response.status).toBe(200);
    }
    const { data } = await app.client.GET('/rest/people', { params: { query: { filter: `city[eq]:${PAGE_CITY}`, limit: 1000 } } });
    all = data!.data.people;
    expect(all).toHaveLength(130);
  });

  const pageQuery = (extra: Record<string, string | number>) => ({
    params: { query: { filter: `city[eq]:${PAGE_CITY}`, ...extra } },
  });

  it('limit defaults to 60', async () => {
    const { data } = await app.client.GET('/rest/people', pageQuery({}));
    expect(data!.data.people).toHaveLength(60);
    expect(data!.totalCount).toBe(130);
    expect(data!.pageInfo.hasNextPage).toBe(true);
    expect(data!.pageInfo.hasPreviousPage).toBe(false);
  });

  it('a page shorter than limit is the last one', async () => {
    const { data } = await app.client.GET('/rest/people', pageQuery({ limit: 200 }));
    expect(data!.data.people).toHaveLength(130);
    expect(data!.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
  });

  async function walk(orderBy: string, limit: number) {
    const { data: single } = await app.client.GET('/rest/people', pageQuery({ order_by: orderBy, limit: 1000 }));
    const canonical = single!.data.people.map((p) => p.id);
    expect(canonical).toHaveLength(130);

    // Forward with starting_after = endCursor.
    const forward: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; ; page++) {
      expect(page).toBeLessThan(20);
      const extra: Record<string, string | number> = { order_by: orderBy, limit };
      if (cursor) extra.starting_after = cursor;
      const { data } = await app.client.GET('/rest/people', pageQuery(extra));
      const ids = data!.data.people.map((p) => p.id);
      expect(data!.totalCount).toBe(130);
      expect(data!.pageInfo.startCursor).toBe(ids[0]);
      expect(data!.pageInfo.endCursor).toBe(ids.at(-1));
      expect(data!.pageInfo.hasPreviousPage).toBe(page > 0);
      forward.push(...ids);
      const last = forward.length === 130;
      expect(data!.pageInfo.hasNextPage).toBe(!last);
      expect(ids.length).toBe(last ? 130 - limit * page : limit);
      if (!data!.pageInfo.hasNextPage) break;
      cursor = data!.pageInfo.endCursor!;
    }
    expect(new Set(forward).size).toBe(130);
    expect(forward).toEqual(canonical);

    // Backward with ending_before = startCursor, from the last record.
    const backwardPages: string[][] = [];
    let before: string = canonical.at(-1)!;
    for (let page = 0; ; page++) {
      expect(page).toBeLessThan(20);
      const { data } = await app.client.GET('/rest/people', pageQuery({ order_by: orderBy, limit, ending_before: before }));
      const ids = data!.data.people.map((p) => p.id);
      expect(data!.totalCount).toBe(130);
      expect(data!.pageInfo.hasNextPage).toBe(true);
      expect(data!.pageInfo.startCursor).toBe(ids[0]);
      expect(data!.pageInfo.endCursor).toBe(ids.at(-1));
      backwardPages.unshift(ids);
      if (!data!.pageInfo.hasPreviousPage) break;
      expect(ids).toHaveLength(limit);
      before = data!.pageInfo.startCursor!;
    }
    const backward = [...backwardPages.flat(), canonical.at(-1)!];
    expect(new Set(backward).size).toBe(130);
    expect(backward).toEqual(canonical);
    return canonical;
  }

  it('walks forward and back under jobTitle[DescNullsLast] (non-unique), every record exactly once', async () => {
    const canonical = await walk('jobTitle[DescNullsLast]', 17);
    const titles = canonical.map((id) => all.find((p) => p.id === id)!.jobTitle ?? null);
    expect(canonical).toEqual(expectedOrder(all, [[(p) => p.jobTitle ?? null, 'DescNullsLast']]));
    expect(titles.slice(-26).every((t) => t === null)).toBe(true);
  });

  it('walks forward and back under createdAt (shared within a batch) and jobTitle[AscNullsFirst]', async () => {
    const canonical = await walk('createdAt[AscNullsFirst],jobTitle[AscNullsFirst]', 50);
    expect(canonical).toEqual(
      expectedOrder(all, [
        [(p) => p.createdAt, 'AscNullsFirst'],
        [(p) => p.jobTitle ?? null, 'AscNullsFirst'],
      ]),
    );
  });

  it('walks the default order', async () => {
    await walk('createdAt', 60);
  });

  it('ending_before the second page gives the first page back', async () => {
    const query = { order_by: 'jobTitle[AscNullsLast]', limit: 25 };
    const first = (await app.client.GET('/rest/people', pageQuery(query))).data!;
    const second = (await app.client.GET('/rest/people', pageQuery({ ...query, starting_after: first.pageInfo.endCursor! }))).data!;
    const back = (await app.client.GET('/rest/people', pageQuery({ ...query, ending_before: second.pageInfo.startCursor! }))).data!;
    expect(back.data.people.map((p) => p.id)).toEqual(first.data.people.map((p) => p.id));
    expect(back.pageInfo).toEqual({ ...first.pageInfo, hasNextPage: true });
  });

  it('clamps limit at 1000', async () => {
    // 1001 rows straight into the table: the REST batch limit (60) would make this slow.
    await app.server.database.sql.execute({
      text: `INSERT INTO "person" ("name_first_name", "name_last_name", "city")
             SELECT 'Bulk ' || g, 'Bulk', 'Bulkton' FROM generate_series(1, 1001) AS g`,
      values: [],
    });
    const { data, response } = await app.client.GET('/rest/people', { params: { query: { filter: 'city[eq]:Bulkton', limit: 5000 } } });
    expect(response.status).toBe(200);
    expect(data!.data.people).toHaveLength(1000);
    expect(data!.totalCount).toBe(1001);
    expect(data!.pageInfo.hasNextPage).toBe(true);
    const rest = await app.client.GET('/rest/people', {
      params: { query: { filter: 'city[eq]:Bulkton', limit: 1000, starting_after: data!.pageInfo.endCursor! } },
    });
    expect(rest.data!.data.people).toHaveLength(1);
    expect(rest.data!.pageInfo.hasNextPage).toBe(false);
  });
});
