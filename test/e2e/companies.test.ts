// Companies over REST, end to end through the SDK: every field (domain link, employees, links,
// ARR in micros, address, ICP, industry, work policy, tagline, account owner), the conventions
// (micros integers, currency code, UPPER_SNAKE_CASE options, bare domains) and the life cycle.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ISO_MS, UNKNOWN_ID, UUID, expectErrorBody, firstMemberId, totalCount } from './foundation-support.ts';

let app: TestServer;
let memberId: string;

beforeAll(async () => {
  app = await startTestServer();
  memberId = await firstMemberId(app);
});
afterAll(() => app?.close());

const fullCompany = () => ({
  name: 'Acme Corp',
  domainName: { primaryLinkUrl: 'acme.com', primaryLinkLabel: 'Acme', secondaryLinks: [{ url: 'https://acme.io', label: null }] },
  employees: 250,
  linkedinLink: { primaryLinkUrl: 'https://www.linkedin.com/company/acme' },
  xLink: { primaryLinkUrl: 'https://x.com/acme' },
  // 1,500,000.50 EUR: beyond 32 bits in micros.
  annualRecurringRevenue: { amountMicros: 1_500_000_500_000, currencyCode: 'EUR' },
  address: {
    addressStreet1: '1 Rue de la Paix',
    addressStreet2: 'Bât. B',
    addressCity: 'Paris',
    addressState: 'IDF',
    addressPostcode: '75002',
    addressCountry: 'France',
    addressLat: 48.8686,
    addressLng: 2.3314,
  },
  idealCustomerProfile: true,
  industry: 'Manufacturing',
  workPolicy: ['HYBRID', 'REMOTE_WORK'] as ('HYBRID' | 'REMOTE_WORK' | 'ON_SITE')[],
  tagline: 'We make everything',
  accountOwnerId: memberId,
});

describe('create and get', () => {
  it('stores every field and answers 200 {data:{createCompany}}', async () => {
    const { data, error, response } = await app.client.POST('/rest/companies', { body: fullCompany() });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    const company = data!.data.createCompany;
    const { secondaryLinks, ...domain } = fullCompany().domainName;
    expect(company).toMatchObject({
      id: expect.stringMatching(UUID),
      name: 'Acme Corp',
      domainName: { ...domain, secondaryLinks },
      employees: 250,
      linkedinLink: { primaryLinkUrl: 'https://www.linkedin.com/company/acme', primaryLinkLabel: null, secondaryLinks: [] },
      xLink: { primaryLinkUrl: 'https://x.com/acme', primaryLinkLabel: null, secondaryLinks: [] },
      annualRecurringRevenue: { amountMicros: 1_500_000_500_000, currencyCode: 'EUR' },
      address: fullCompany().address,
      idealCustomerProfile: true,
      industry: 'Manufacturing',
      workPolicy: ['HYBRID', 'REMOTE_WORK'],
      tagline: 'We make everything',
      accountOwnerId: memberId,
    });
    expect(Number.isInteger(company.annualRecurringRevenue.amountMicros)).toBe(true);
    expect(company.createdAt).toMatch(ISO_MS);
    expect(company.updatedAt).toMatch(ISO_MS);

    const got = await app.client.GET('/rest/companies/{id}', { params: { path: { id: company.id } } });
    expect(got.response.status).toBe(200);
    expect(got.data!.data.company).toEqual(company);
  });

  it('creates an empty company with the documented defaults', async () => {
    const { data, response } = await app.client.POST('/rest/companies', { body: {} });
    expect(response.status).toBe(200);
    expect(data!.data.createCompany).toMatchObject({
      name: null,
      domainName: { primaryLinkUrl: null, primaryLinkLabel: null, secondaryLinks: [] },
      employees: null,
      annualRecurringRevenue: { amountMicros: null, currencyCode: null },
      address: { addressCity: null, addressLat: null },
      idealCustomerProfile: false,
      workPolicy: [],
      accountOwnerId: null,
    });
  });

  it('keeps amountMicros exact up to 2^53 and accepts negative amounts', async () => {
    for (const amountMicros of [Number.MAX_SAFE_INTEGER, -12_340_000, 0]) {
      const { data, response } = await app.client.POST('/rest/companies', {
        body: { name: `Amount ${amountMicros}`, annualRecurringRevenue: { amountMicros, currencyCode: 'USD' } },
      });
      expect(response.status).toBe(200);
      expect(data!.data.createCompany.annualRecurringRevenue).toEqual({ amountMicros, currencyCode: 'USD' });
    }
  });

  it('refuses a non-integer amountMicros, a lowercase currency code, a lowercase option, a bare URL link', async () => {
    const count = await totalCount(app, 'companies');
    const cases: [body: Record<string, unknown>, pattern: RegExp][] = [
      [{ annualRecurringRevenue: { amountMicros: 1.5, currencyCode: 'USD' } }, /annualRecurringRevenue\.amountMicros/],
      [{ annualRecurringRevenue: { amountMicros: 1, currencyCode: 'usd' } }, /annualRecurringRevenue\.currencyCode/],
      [{ annualRecurringRevenue: { amountMicros: 1, currencyCode: 'EURO' } }, /annualRecurringRevenue\.currencyCode/],
      [{ workPolicy: ['remote_work'] }, /workPolicy/],
      [{ workPolicy: 'REMOTE_WORK' }, /workPolicy/],
      [{ domainName: 'https://acme.com' }, /domainName/],
      [{ employees: 12.5 }, /employees/],
      [{ idealCustomerProfile: 'yes' }, /idealCustomerProfile/],
      [{ address: { addressLat: 91 } }, /address\.addressLat/],
    ];
    for (const [body, pattern] of cases) {
      const { error, response } = await app.client.POST('/rest/companies', { body: { name: 'Bad', ...body } as never });
      expectErrorBody(response.status, error, { status: 400, code: 'VALIDATION_FAILED', patterns: [pattern] });
    }
    expect(await totalCount(app, 'companies')).toBe(count);
  });
});

describe('list', () => {
  it('answers {data:{companies}, pageInfo, totalCount}', async () => {
    const { data, response } = await app.client.GET('/rest/companies', { params: { query: { limit: 2 } } });
    expect(response.status).toBe(200);
    const body = data!;
    expect(body.data.companies).toHaveLength(2);
    expect(body.totalCount).toBeGreaterThanOrEqual(3);
    expect(body.pageInfo).toEqual({
      hasNextPage: true,
      hasPreviousPage: false,
      startCursor: body.data.companies[0].id,
      endCursor: body.data.companies[1].id,
    });
  });
});

describe('update', () => {
  it('merges address, ARR and links sub-field by sub-field; replaces workPolicy', async () => {
    const created = (await app.client.POST('/rest/companies', { body: fullCompany() })).data!.data.createCompany;
    const { data, response } = await app.client.PATCH('/rest/companies/{id}', {
      params: { path: { id: created.id } },
      body: {
        address: { addressCity: 'Lyon', addressPostcode: null },
        annualRecurringRevenue: { amountMicros: 2_000_000_000 },
        domainName: { primaryLinkLabel: null },
        workPolicy: ['ON_SITE'],
        employees: 300,
      },
    });
    expect(response.status).toBe(200);
    const updated = data!.data.updateCompany;
    expect(updated.address).toEqual({ ...created.address, addressCity: 'Lyon', addressPostcode: null });
    expect(updated.annualRecurringRevenue).toEqual({ amountMicros: 2_000_000_000, currencyCode: 'EUR' });
    expect(updated.domainName).toEqual({ ...created.domainName, primaryLinkLabel: null });
    expect(updated.workPolicy).toEqual(['ON_SITE']);
    expect(updated.employees).toBe(300);
    expect(updated.name).toBe(created.name);
    expect(updated.tagline).toBe(created.tagline);
    expect(updated.idealCustomerProfile).toBe(true);
    expect(updated.updatedAt >= created.updatedAt).toBe(true);
  });

  it('clears with null: a composite, a scalar, the account owner; empties workPolicy with []', async () => {
    const created = (await app.client.POST('/rest/companies', { body: fullCompany() })).data!.data.createCompany;
    const { data, response } = await app.client.PATCH('/rest/companies/{id}', {
      params: { path: { id: created.id } },
      body: { annualRecurringRevenue: null, industry: null, accountOwnerId: null, workPolicy: [] },
    });
    expect(response.status).toBe(200);
    const updated = data!.data.updateCompany;
    expect(updated.annualRecurringRevenue).toEqual({ amountMicros: null, currencyCode: null });
    expect(updated.industry).toBeNull();
    expect(updated.accountOwnerId).toBeNull();
    expect(updated.workPolicy).toEqual([]);
    expect(updated.address).toEqual(created.address);
  });

  it('answers 404 for an unknown id', async () => {
    const { error, response } = await app.client.PATCH('/rest/companies/{id}', {
      params: { path: { id: UNKNOWN_ID } },
      body: { name: 'x' },
    });
    expectErrorBody(response.status, error, { status: 404, code: 'RECORD_NOT_FOUND' });
  });
});

describe('delete', () => {
  it('answers {data:{deleteCompany:{id}}}, then 404; its people keep existing without the company', async () => {
    const company = (await app.client.POST('/rest/companies', { body: { name: 'Doomed' } })).data!.data.createCompany;
    const person = (await app.client.POST('/rest/people', { body: { name: { firstName: 'Employee' }, companyId: company.id } })).data!
      .data.createPerson;
    const { data, response } = await app.client.DELETE('/rest/companies/{id}', { params: { path: { id: company.id } } });
    expect(response.status).toBe(200);
    expect(data).toEqual({ data: { deleteCompany: { id: company.id } } });
    const got = await app.client.GET('/rest/companies/{id}', { params: { path: { id: company.id } } });
    expectErrorBody(got.response.status, got.error, { status: 404, code: 'RECORD_NOT_FOUND' });
    const left = (await app.client.GET('/rest/people/{id}', { params: { path: { id: person.id } } })).data!.data.person;
    expect(left.companyId).toBeNull();
  });
});
