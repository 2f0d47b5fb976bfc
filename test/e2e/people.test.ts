// People over REST, end to end through the SDK (every response checked against the contract):
// create, get, list, partial update with composite merge, delete; every field of SPEC's person
// table and the conventions (nested name, flat firstName ignored, empty sub-field = not set,
// links as objects, ISO timestamps).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { ISO_MS, UNKNOWN_ID, UUID, expectError, expectErrorBody, firstMemberId, sendJson, totalCount } from './foundation-support.ts';

let app: TestServer;
let memberId: string;
let companyId: string;

beforeAll(async () => {
  app = await startTestServer();
  memberId = await firstMemberId(app);
  const { data } = await app.client.POST('/rest/companies', { body: { name: 'Acme' } });
  companyId = data!.data.createCompany.id;
});
afterAll(() => app?.close());

const fullPerson = () => ({
  name: { firstName: 'Jane', lastName: 'Doe' },
  emails: { primaryEmail: 'jane@acme.com', additionalEmails: ['jane.doe@gmail.com', 'jd@example.org'] },
  phones: { primaryPhoneNumber: '612345678', primaryPhoneCountryCode: 'FR', primaryPhoneCallingCode: '+33' },
  linkedinLink: { primaryLinkUrl: 'https://www.linkedin.com/in/janedoe', primaryLinkLabel: 'Jane on LinkedIn', secondaryLinks: [] },
  jobTitle: 'CTO',
  city: 'Paris',
  companyId,
  ownerId: memberId,
});

describe('create', () => {
  it('stores every field of the person and answers 200 {data:{createPerson}}', async () => {
    const before = Date.now();
    const { data, error, response } = await app.client.POST('/rest/people', { body: fullPerson() });
    expect(error).toBeUndefined();
    expect(response.status).toBe(200);
    const person = data!.data.createPerson;
    expect(person).toMatchObject({
      id: expect.stringMatching(UUID),
      name: { firstName: 'Jane', lastName: 'Doe' },
      emails: { primaryEmail: 'jane@acme.com', additionalEmails: ['jane.doe@gmail.com', 'jd@example.org'] },
      phones: { primaryPhoneNumber: '612345678', primaryPhoneCountryCode: 'FR', primaryPhoneCallingCode: '+33', additionalPhones: [] },
      linkedinLink: { primaryLinkUrl: 'https://www.linkedin.com/in/janedoe', primaryLinkLabel: 'Jane on LinkedIn', secondaryLinks: [] },
      xLink: { primaryLinkUrl: null, primaryLinkLabel: null, secondaryLinks: [] },
      jobTitle: 'CTO',
      city: 'Paris',
      avatarUrl: null,
      companyId,
      ownerId: memberId,
    });
    expect(person.createdAt).toMatch(ISO_MS);
    expect(person.updatedAt).toMatch(ISO_MS);
    expect(person.updatedAt).toBe(person.createdAt);
    // The clock of the database and of the test agree within a minute.
    expect(Math.abs(Date.parse(person.createdAt) - before)).toBeLessThan(60_000);
    // Relations are not embedded at depth 0.
    expect(person).not.toHaveProperty('company');

    const got = await app.client.GET('/rest/people/{id}', { params: { path: { id: person.id } } });
    expect(got.response.status).toBe(200);
    expect(got.data!.data.person).toEqual(person);
  });

  it('creates from name.firstName alone, every other field empty', async () => {
    const { data, response } = await app.client.POST('/rest/people', { body: { name: { firstName: 'Solo' } } });
    expect(response.status).toBe(200);
    expect(data!.data.createPerson).toMatchObject({
      name: { firstName: 'Solo', lastName: null },
      emails: { primaryEmail: null, additionalEmails: [] },
      phones: { primaryPhoneNumber: null, primaryPhoneCountryCode: null, primaryPhoneCallingCode: null, additionalPhones: [] },
      linkedinLink: { primaryLinkUrl: null, primaryLinkLabel: null, secondaryLinks: [] },
      jobTitle: null,
      city: null,
      companyId: null,
      ownerId: null,
    });
  });

  it('ignores a flat firstName next to name (SPEC)', async () => {
    const { data, response } = await app.client.POST('/rest/people', {
      body: { name: { firstName: 'Nested', lastName: 'Name' }, firstName: 'Flat' },
    });
    expect(response.status).toBe(200);
    const person = data!.data.createPerson;
    expect(person.name).toEqual({ firstName: 'Nested', lastName: 'Name' });
    expect(person).not.toHaveProperty('firstName');
  });

  it('refuses a body with only a flat firstName: name.firstName is required', async () => {
    const count = await totalCount(app, 'people');
    const response = await sendJson(app, '/rest/people', { method: 'POST', body: { firstName: 'Flat' } });
    await expectError(response, { status: 400, code: 'VALIDATION_FAILED', patterns: [/name/], contract: ['post', '/rest/people'] });
    expect(await totalCount(app, 'people')).toBe(count);
  });

  it('refuses an empty name.firstName', async () => {
    const { error, response } = await app.client.POST('/rest/people', { body: { name: { firstName: '' } } });
    expectErrorBody(response.status, error, { status: 400, code: 'VALIDATION_FAILED', patterns: [/name\.firstName/] });
  });

  it('treats empty-string composite sub-fields as not set', async () => {
    const { data, response } = await app.client.POST('/rest/people', {
      body: {
        name: { firstName: 'Blank', lastName: '' },
        emails: { primaryEmail: '' },
        phones: { primaryPhoneNumber: '', primaryPhoneCountryCode: '', primaryPhoneCallingCode: '' },
        linkedinLink: { primaryLinkUrl: '', primaryLinkLabel: '' },
      },
    });
    expect(response.status).toBe(200);
    const person = data!.data.createPerson;
    expect(person.name.lastName).toBeNull();
    expect(person.emails.primaryEmail).toBeNull();
    expect(person.phones).toMatchObject({ primaryPhoneNumber: null, primaryPhoneCountryCode: null, primaryPhoneCallingCode: null });
    expect(person.linkedinLink).toMatchObject({ primaryLinkUrl: null, primaryLinkLabel: null });
    // And "not set" is what the filter language sees.
    const { data: list } = await app.client.GET('/rest/people', {
      params: { query: { filter: `id[eq]:${person.id},emails.primaryEmail[is]:NULL,name.lastName[is]:NULL` } },
    });
    expect(list!.data.people.map((p) => p.id)).toEqual([person.id]);
  });

  it('accepts a bare domain as primaryLinkUrl and keeps secondary links', async () => {
    const { data, response } = await app.client.POST('/rest/people', {
      body: {
        name: { firstName: 'Link' },
        linkedinLink: { primaryLinkUrl: 'linkedin.com/in/link', secondaryLinks: [{ url: 'https://example.org/me', label: 'site' }] },
      },
    });
    expect(response.status).toBe(200);
    expect(data!.data.createPerson.linkedinLink).toEqual({
      primaryLinkUrl: 'linkedin.com/in/link',
      primaryLinkLabel: null,
      secondaryLinks: [{ url: 'https://example.org/me', label: 'site' }],
    });
  });

  // The text "\u0000" (a backslash and five characters) is not a NUL character: JSON sub-fields
  // were refused for it because the check looked for it in their JSON text.
  it('stores text that spells an escape (a backslash, u0000) as it is, in text and JSON sub-fields', async () => {
    const spelled = 'C:\\u0000\\ud83d';
    const { data, response } = await app.client.POST('/rest/people', {
      body: { name: { firstName: spelled }, jobTitle: spelled, phones: { additionalPhones: [{ number: spelled }] } },
    });
    expect(response.status).toBe(200);
    const { data: read } = await app.client.GET('/rest/people/{id}', { params: { path: { id: data!.data.createPerson.id } } });
    expect(read!.data.person).toMatchObject({ name: { firstName: spelled }, jobTitle: spelled, phones: { additionalPhones: [{ number: spelled }] } });
  });

  it('refuses a companyId or ownerId that does not exist', async () => {
    const count = await totalCount(app, 'people');
    const company = await app.client.POST('/rest/people', { body: { name: { firstName: 'X' }, companyId: UNKNOWN_ID } });
    expectErrorBody(company.response.status, company.error, { status: 400, code: 'VALIDATION_FAILED', patterns: [/companyId/] });
    const owner = await app.client.POST('/rest/people', { body: { name: { firstName: 'X' }, ownerId: UNKNOWN_ID } });
    expectErrorBody(owner.response.status, owner.error, { status: 400, code: 'VALIDATION_FAILED', patterns: [/ownerId/] });
    expect(await totalCount(app, 'people')).toBe(count);
  });
});

describe('list', () => {
  it('answers {data:{people}, pageInfo, totalCount}', async () => {
    const { data, response } = await app.client.GET('/rest/people');
    expect(response.status).toBe(200);
    const body = data!;
    expect(Object.keys(body).sort()).toEqual(['data', 'pageInfo', 'totalCount']);
    expect(body.totalCount).toBe(body.data.people.length);
    expect(body.totalCount).toBeGreaterThan(0);
    expect(body.pageInfo).toEqual({
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: body.data.people[0].id,
      endCursor: body.data.people.at(-1)!.id,
    });
    // Default order: oldest first.
    const created = body.data.people.map((p) => p.createdAt);
    expect([...created].sort()).toEqual(created);
  });

  it('finds a person by email through the nested path', async () => {
    const { data } = await app.client.GET('/rest/people', { params: { query: { filter: 'emails.primaryEmail[eq]:jane@acme.com' } } });
    expect(data!.data.people.map((p) => p.name.firstName)).toEqual(['Jane']);
    expect(data!.totalCount).toBe(1);
  });
});

describe('update', () => {
  it('merges composite fields sub-field by sub-field and leaves omitted fields alone', async () => {
    const created = (await app.client.POST('/rest/people', { body: fullPerson() })).data!.data.createPerson;
    await new Promise((resolve) => setTimeout(resolve, 5)); // updatedAt has ms resolution
    const { data, response } = await app.client.PATCH('/rest/people/{id}', {
      params: { path: { id: created.id } },
      body: { name: { lastName: 'Smith' }, phones: { primaryPhoneNumber: '699999999' }, jobTitle: 'CEO' },
    });
    expect(response.status).toBe(200);
    const updated = data!.data.updatePerson;
    expect(updated.name).toEqual({ firstName: 'Jane', lastName: 'Smith' });
    expect(updated.phones).toEqual({ ...created.phones, primaryPhoneNumber: '699999999' });
    expect(updated.jobTitle).toBe('CEO');
    expect(updated.emails).toEqual(created.emails);
    expect(updated.linkedinLink).toEqual(created.linkedinLink);
    expect(updated.city).toBe('Paris');
    expect(updated.companyId).toBe(companyId);
    expect(updated.createdAt).toBe(created.createdAt);
    expect(updated.updatedAt).toMatch(ISO_MS);
    expect(updated.updatedAt > created.updatedAt).toBe(true);

    const got = (await app.client.GET('/rest/people/{id}', { params: { path: { id: created.id } } })).data!.data.person;
    expect(got).toEqual(updated);
  });

  it('clears a sub-field with null, and a scalar or a whole composite with null', async () => {
    const created = (await app.client.POST('/rest/people', { body: fullPerson() })).data!.data.createPerson;
    const { data, response } = await app.client.PATCH('/rest/people/{id}', {
      params: { path: { id: created.id } },
      body: { name: { lastName: null }, emails: { additionalEmails: null }, city: null, companyId: null, phones: null },
    });
    expect(response.status).toBe(200);
    const updated = data!.data.updatePerson;
    expect(updated.name).toEqual({ firstName: 'Jane', lastName: null });
    expect(updated.emails).toEqual({ primaryEmail: 'jane@acme.com', additionalEmails: [] });
    expect(updated.city).toBeNull();
    expect(updated.companyId).toBeNull();
    expect(updated.phones).toEqual({ primaryPhoneNumber: null, primaryPhoneCountryCode: null, primaryPhoneCallingCode: null, additionalPhones: [] });
    expect(updated.jobTitle).toBe('CTO');
  });

  it('replaces additionalEmails as a whole array', async () => {
    const created = (await app.client.POST('/rest/people', { body: fullPerson() })).data!.data.createPerson;
    const { data } = await app.client.PATCH('/rest/people/{id}', {
      params: { path: { id: created.id } },
      body: { emails: { additionalEmails: ['only@example.org'] } },
    });
    expect(data!.data.updatePerson.emails).toEqual({ primaryEmail: 'jane@acme.com', additionalEmails: ['only@example.org'] });
  });

  it('refuses to empty name.firstName and changes nothing', async () => {
    const created = (await app.client.POST('/rest/people', { body: fullPerson() })).data!.data.createPerson;
    const { error, response } = await app.client.PATCH('/rest/people/{id}', {
      params: { path: { id: created.id } },
      body: { name: { firstName: null } },
    });
    expectErrorBody(response.status, error, { status: 400, code: 'VALIDATION_FAILED', patterns: [/name\.firstName/] });
    const got = (await app.client.GET('/rest/people/{id}', { params: { path: { id: created.id } } })).data!.data.person;
    expect(got).toEqual(created);
  });

  it('ignores a flat firstName on PATCH (an otherwise empty PATCH changes nothing)', async () => {
    const created = (await app.client.POST('/rest/people', { body: fullPerson() })).data!.data.createPerson;
    const { data, response } = await app.client.PATCH('/rest/people/{id}', {
      params: { path: { id: created.id } },
      body: { firstName: 'Flat' },
    });
    expect(response.status).toBe(200);
    expect(data!.data.updatePerson).toEqual(created);
  });

  it('answers 404 for an unknown id', async () => {
    const { error, response } = await app.client.PATCH('/rest/people/{id}', {
      params: { path: { id: UNKNOWN_ID } },
      body: { city: 'Lyon' },
    });
    expectErrorBody(response.status, error, { status: 404, code: 'RECORD_NOT_FOUND', patterns: [new RegExp(UNKNOWN_ID)] });
  });
});

describe('delete', () => {
  it('answers {data:{deletePerson:{id}}}; the person is gone for good', async () => {
    const created = (await app.client.POST('/rest/people', { body: { name: { firstName: 'Gone' } } })).data!.data.createPerson;
    const count = await totalCount(app, 'people');
    const { data, response } = await app.client.DELETE('/rest/people/{id}', { params: { path: { id: created.id } } });
    expect(response.status).toBe(200);
    expect(data).toEqual({ data: { deletePerson: { id: created.id } } });
    expect(await totalCount(app, 'people')).toBe(count - 1);

    const got = await app.client.GET('/rest/people/{id}', { params: { path: { id: created.id } } });
    expectErrorBody(got.response.status, got.error, { status: 404, code: 'RECORD_NOT_FOUND', patterns: [new RegExp(created.id)] });
    const again = await app.client.DELETE('/rest/people/{id}', { params: { path: { id: created.id } } });
    expectErrorBody(again.response.status, again.error, { status: 404, code: 'RECORD_NOT_FOUND' });
    const patch = await app.client.PATCH('/rest/people/{id}', { params: { path: { id: created.id } }, body: { city: 'x' } });
    expectErrorBody(patch.response.status, patch.error, { status: 404, code: 'RECORD_NOT_FOUND' });
  });

  it('matches ids case-insensitively', async () => {
    const created = (await app.client.POST('/rest/people', { body: { name: { firstName: 'Upper' } } })).data!.data.createPerson;
    const { data, response } = await app.client.GET('/rest/people/{id}', { params: { path: { id: created.id.toUpperCase() } } });
    expect(response.status).toBe(200);
    expect(data!.data.person.id).toBe(created.id);
  });
});
