// Pipelines (objects defined at run time) over REST, end to end: the metadata API, a field of
// every type, records written and read with each, the query language on each, depth, batch,
// search, events, the per-workspace OpenAPI document, and every bad definition refused with
// nothing changed. Runs on PGlite and PostgreSQL (the vitest projects). Every response is checked
// against the workspace's own document (/rest/open-api).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { workspaceApi, type WorkspaceApi } from '../support/workspace-api.ts';

const SEARCH_PIPELINE = readFileSync(path.resolve(import.meta.dirname, '../graphql/search-pipeline.graphql'), 'utf8');
const SEARCH = readFileSync(path.resolve(import.meta.dirname, '../graphql/search.graphql'), 'utf8');

let app: TestServer;
let api: WorkspaceApi;
let deal: { id: string; fields: Array<{ id: string; name: string; type: string; options: Array<{ id: string; value: string }> | null }> };
let member: string;
let readonly: string;

beforeAll(async () => {
  app = await startTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WORKER: 'off' });
  api = workspaceApi(app);
  const key = async (role: string) => (await api.call('POST', '/rest/apiKeys', { name: role, role })).body.data.createApiKey.secret as string;
  member = await key('member');
  readonly = await key('readonly');
  const created = await api.call('POST', '/rest/metadata/pipelines', {
    nameSingular: 'deal',
    namePlural: 'deals',
    labelSingular: 'Deal',
    labelPlural: 'Deals',
    description: 'Deals of the partner programme',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  deal = created.body.data.createPipeline;
  await api.refresh();
});
afterAll(() => app?.close());

const graphql = async (query: string, variables: Record<string, unknown>) => {
  const response = await app.rawFetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
  return (await response.json()) as { data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> };
};

async function addField(owner: string, body: Record<string, unknown>) {
  const response = await api.call('POST', `/rest/metadata/pipelines/${owner}/fields`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.createField as { id: string; name: string; type: string; options: Array<{ id: string; value: string }> | null };
}

const expectFault = (response: { status: number; body: any }, status: number, pattern: RegExp) => {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.messages.join('\n')).toMatch(pattern);
};

describe('pipeline metadata', () => {
  it('a new pipeline has name, stage and amount, and is listed with its fields', async () => {
    expect(deal).toMatchObject({ nameSingular: 'deal', namePlural: 'deals', labelSingular: 'Deal', labelPlural: 'Deals', isCustom: true, standardId: null });
    const byName = Object.fromEntries(deal.fields.map((f) => [f.name, f]));
    expect(byName.name.type).toBe('TEXT');
    expect(byName.stage.type).toBe('SELECT');
    expect(byName.stage.options!.map((o) => o.value)).toEqual(['NEW', 'QUALIFIED', 'PROPOSAL', 'NEGOTIATION', 'WON', 'LOST']);
    expect(byName.amount.type).toBe('CURRENCY');
    const list = await api.call('GET', '/rest/metadata/pipelines');
    expect(list.body.data.pipelines.map((p: { nameSingular: string }) => p.nameSingular)).toContain('deal');
    const one = await api.call('GET', `/rest/metadata/pipelines/${deal.id}`);
    expect(one.body.data.pipeline.fields.map((f: { name: string }) => f.name)).toEqual(expect.arrayContaining(['id', 'name', 'stage', 'amount', 'createdBy']));
    for (const idOrName of [deal.id, 'deal', 'deals']) {
      const object = await api.call('GET', `/rest/metadata/objects/${idOrName}`);
      expect(object.body.data.object.id).toBe(deal.id);
    }
    const people = await api.call('GET', '/rest/metadata/objects/people');
    expect(people.body.data.object.nameSingular).toBe('person');
    const objects = await api.call('GET', '/rest/metadata/objects');
    expect(objects.body.data.objects.map((o: { nameSingular: string }) => o.nameSingular)).toEqual(expect.arrayContaining(['person', 'company', 'deal']));
  });

  it('labels and description change; names do not', async () => {
    const renamed = await api.call('PATCH', `/rest/metadata/pipelines/${deal.id}`, { labelPlural: 'Partner deals', description: null });
    expect(renamed.body.data.updatePipeline).toMatchObject({ labelPlural: 'Partner deals', description: null, namePlural: 'deals' });
    expectFault(await api.call('PATCH', `/rest/metadata/pipelines/${deal.id}`, { namePlural: 'partnerDeals' }), 400, /namePlural: cannot be changed/);
    expectFault(await api.call('PATCH', `/rest/metadata/pipelines/${deal.id}`, { labelPlural: '\udc00 deals' }), 400, /labelPlural: must be valid Unicode text/);
    expect((await api.call('GET', `/rest/metadata/pipelines/${deal.id}`)).body.data.pipeline.labelPlural).toBe('Partner deals');
  });

  it('refuses bad pipeline definitions, naming the fault, and creates nothing', async () => {
    const before = (await api.call('GET', '/rest/metadata/pipelines')).body.data.pipelines.length;
    const base = { labelSingular: 'X', labelPlural: 'Xs' };
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ ...base, nameSingular: 'deal', namePlural: 'otherDeals' }, /nameSingular: 'deal' is already used by another pipeline/],
      [{ ...base, nameSingular: 'person', namePlural: 'persons' }, /nameSingular: 'person' is the name of a built-in object/],
      [{ ...base, nameSingular: 'thing', namePlural: 'people' }, /namePlural: 'people' is the name of a built-in object/],
      [{ ...base, nameSingular: 'rest', namePlural: 'rests' }, /nameSingular: 'rest' is reserved/],
      [{ ...base, nameSingular: 'meta', namePlural: 'metadata' }, /namePlural: 'metadata' is reserved/],
      [{ ...base, nameSingular: 'bat', namePlural: 'batch' }, /namePlural: 'batch' is reserved/],
      [{ ...base, nameSingular: 'hook', namePlural: 'webhooks' }, /namePlural: 'webhooks' is reserved/],
      [{ ...base, nameSingular: 'Deal', namePlural: 'bigDeals' }, /nameSingular: 'Deal' is not a camelCase identifier/],
      [{ ...base, nameSingular: 'big-deal', namePlural: 'bigDeals' }, /nameSingular: 'big-deal' is not a camelCase identifier/],
      [{ ...base, nameSingular: 'lead', namePlural: 'lead' }, /namePlural: must differ from nameSingular/],
      [{ nameSingular: 'lead', namePlural: 'leads', labelSingular: '', labelPlural: 'Leads' }, /labelSingular: must be a non-empty string/],
      // Found by the fuzzer: an unpaired surrogate was stored as U+FFFD (the label read back changed).
      [{ nameSingular: 'lead', namePlural: 'leads', labelSingular: 'Lead \ud83d', labelPlural: 'Leads' }, /labelSingular: must be valid Unicode text: an unpaired surrogate \\uD83D at position 5/],
      [{ ...base, nameSingular: 'lead', namePlural: 'leads', description: 'a\u0000b' }, /description: must not contain NUL/],
      // Names whose schemas the document already has (ApiKeyWithSecret) are refused too.
      [{ ...base, nameSingular: 'apiKeyWithSecret', namePlural: 'apiKeysWithSecrets' }, /ApiKeyWithSecret is already taken/],
    ];
    for (const [body, pattern] of cases) expectFault(await api.call('POST', '/rest/metadata/pipelines', body), 400, pattern);
    expect((await api.call('GET', '/rest/metadata/pipelines')).body.data.pipelines).toHaveLength(before);
  });

  it('metadata writes need an admin key; reads any key', async () => {
    expectFault(await api.call('POST', '/rest/metadata/pipelines', { nameSingular: 'lead', namePlural: 'leads', labelSingular: 'L', labelPlural: 'Ls' }, member), 403, /admin/);
    expectFault(await api.call('POST', `/rest/metadata/pipelines/${deal.id}/fields`, { name: 'x', type: 'TEXT' }, readonly), 403, /admin/);
    expect((await api.call('GET', '/rest/metadata/pipelines', undefined, readonly)).status).toBe(200);
  });

  it('unknown pipelines and fields are 404s', async () => {
    expect((await api.call('GET', '/rest/metadata/pipelines/0193c3a0-0000-7000-8000-000000000000')).status).toBe(404);
    expect((await api.call('GET', '/rest/metadata/objects/nothing')).status).toBe(404);
    expect((await api.call('DELETE', `/rest/metadata/pipelines/${deal.id}/fields/0193c3a0-0000-7000-8000-000000000000`)).status).toBe(404);
    expect((await app.rawFetch('/rest/deal')).status).toBe(404);
  });
});

/** A JSON value `depth` arrays and objects deep. */
const nested = (depth: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { level: value };
  return value;
};

describe('pipeline records with a field of every type', () => {
  let company: string;
  let partner: string;
  beforeAll(async () => {
    // A second pipeline, target of a relation from deals.
    const partners = await api.call('POST', '/rest/metadata/pipelines', { nameSingular: 'partner', namePlural: 'partners', labelSingular: 'Partner', labelPlural: 'Partners' });
    expect(partners.status).toBe(200);
    const fields: Array<Record<string, unknown>> = [
      { name: 'summary', type: 'TEXT' },
      { name: 'probability', type: 'NUMBER' },
      { name: 'isStrategic', type: 'BOOLEAN', defaultValue: false },
      { name: 'closedAt', type: 'DATE_TIME' },
      { name: 'closeDay', type: 'DATE' },
      { name: 'priority', type: 'SELECT', options: [{ value: 'LOW' }, { value: 'HIGH', label: 'High!', color: 'red' }] },
      { name: 'regions', type: 'MULTI_SELECT', options: [{ value: 'EMEA' }, { value: 'AMER' }, { value: 'APAC' }] },
      { name: 'extra', type: 'RAW_JSON' },
      { name: 'budget', type: 'CURRENCY' },
      { name: 'website', type: 'LINKS' },
      { name: 'contactEmails', type: 'EMAILS' },
      { name: 'contactPhones', type: 'PHONES' },
      { name: 'champion', type: 'FULL_NAME' },
      { name: 'office', type: 'ADDRESS' },
      { name: 'notesText', type: 'RICH_TEXT' },
      { name: 'account', type: 'RELATION', relationTarget: 'company' },
      { name: 'partner', type: 'RELATION', relationTarget: 'partner', relationInverseName: 'deals' },
    ];
    for (const field of fields) await addField(deal.id, field);
    await api.refresh();
    company = (await api.call('POST', '/rest/companies', { name: 'Acme Pipeline' })).body.data.createCompany.id;
    partner = (await api.call('POST', '/rest/partners', { name: 'Channel One' })).body.data.createPartner.id;
  });

  const full = () => ({
    name: 'Acme renewal',
    stage: 'PROPOSAL',
    amount: { amountMicros: 12_000_000_000, currencyCode: 'EUR' },
    summary: 'Three-year renewal',
    probability: 0.75,
    isStrategic: true,
    closedAt: '2026-03-01T10:00:00.000Z',
    closeDay: '2026-03-01',
    priority: 'HIGH',
    regions: ['EMEA', 'APAC'],
    extra: { source: 'fair', tags: ['a', 'b'] },
    budget: { amountMicros: 500_000_000, currencyCode: 'USD' },
    website: { primaryLinkUrl: 'https://acme.example', primaryLinkLabel: 'Acme', secondaryLinks: [] },
    contactEmails: { primaryEmail: 'buyer@acme.example', additionalEmails: ['cfo@acme.example'] },
    contactPhones: { primaryPhoneNumber: '612345678', primaryPhoneCountryCode: 'FR', primaryPhoneCallingCode: '+33', additionalPhones: [] },
    champion: { firstName: 'Ada', lastName: 'Lovelace' },
    office: { addressCity: 'Paris', addressCountry: 'France' },
    notesText: { markdown: '**Key** account' },
    accountId: company,
    partnerId: partner,
  });

  it('writes and reads every type, with wrappers named after the pipeline', async () => {
    const created = await api.call('POST', '/rest/deals', full());
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const record = created.body.data.createDeal;
    expect(record).toMatchObject({ ...full(), notesText: { markdown: '**Key** account' } });
    expect(record.notesText.blocknote).toContain('Key');
    expect(record.createdBy).toMatchObject({ source: 'API' });
    const read = await api.call('GET', `/rest/deals/${record.id}?depth=1`);
    expect(read.body.data.deal.account).toMatchObject({ id: company, name: 'Acme Pipeline' });
    expect(read.body.data.deal.partner).toMatchObject({ id: partner, name: 'Channel One' });
    const fromPartner = await api.call('GET', `/rest/partners/${partner}?depth=1`);
    expect(fromPartner.body.data.partner.deals.map((d: { id: string }) => d.id)).toContain(record.id);
    const fromCompany = await api.call('GET', `/rest/companies/${company}?depth=1`);
    expect(fromCompany.body.data.company.deals.map((d: { id: string }) => d.id)).toContain(record.id);
    const updated = await api.call('PATCH', `/rest/deals/${record.id}`, { stage: 'WON', budget: { amountMicros: 1 } });
    expect(updated.body.data.updateDeal).toMatchObject({ stage: 'WON', budget: { amountMicros: 1, currencyCode: 'USD' } });
    const deleted = await api.call('DELETE', `/rest/deals/${record.id}`);
    expect(deleted.body.data.deleteDeal).toEqual({ id: record.id });
    expect((await api.call('GET', `/rest/deals/${record.id}`)).status).toBe(404);
  });

  it('applies defaults: stage NEW, isStrategic false', async () => {
    const created = await api.call('POST', '/rest/deals', { name: 'Defaults' });
    expect(created.body.data.createDeal).toMatchObject({ stage: 'NEW', isStrategic: false, regions: [], summary: null, closeDay: null });
  });

  it('batch creates in one go and refuses the whole batch on one bad item', async () => {
    const batch = await api.call('POST', '/rest/batch/deals', [{ name: 'Batch one', priority: 'LOW' }, { name: 'Batch two', closeDay: '2026-12-31' }]);
    expect(batch.body.data.createDeals.map((d: { name: string }) => d.name)).toEqual(['Batch one', 'Batch two']);
    const bad = await api.call('POST', '/rest/batch/deals', [{ name: 'Fine' }, { name: 'Bad', priority: 'low' }]);
    expect(bad.status).toBe(400);
    const list = await api.call('GET', `/rest/deals?filter=${encodeURIComponent('name[eq]:Fine')}`);
    expect(list.body.totalCount).toBe(0);
  });

  it('refuses bad values, naming the field', async () => {
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ priority: 'high' }, /priority/],
      [{ regions: ['MARS'] }, /regions/],
      [{ budget: { amountMicros: 5 } }, /budget\.currencyCode: is required with amountMicros/],
      [{ closeDay: '2026-02-30' }, /closeDay/],
      [{ closeDay: '2026-02-01T10:00:00Z' }, /closeDay/],
      [{ probability: 'high' }, /probability/],
      [{ isStrategic: 'yes' }, /isStrategic/],
      [{ accountId: '0193c3a0-0000-7000-8000-000000000000' }, /accountId: no company with id/],
      [{ partnerId: 'abc' }, /partnerId/],
      [{ unknownField: 1 }, /unknownField/],
      // The body's own nesting limit (MAX_JSON_DEPTH, 64) answers before the record layer's
      // (100, for the interfaces that do not read a JSON body).
      [{ extra: nested(101) }, /^body: JSON nested deeper than the 64-level limit/],
    ];
    for (const [body, pattern] of cases) {
      const response = await api.call('POST', '/rest/deals', { name: 'Bad value', ...body });
      expectFault(response, 400, pattern);
    }
    // Found by the fuzzer: a few thousand levels ran JSON.stringify out of stack (a 500), and a
    // number beyond a double's range (-1e400 parses to -Infinity) was stored as null.
    const raw: Array<[string, RegExp]> = [
      [`${'['.repeat(5000)}1${']'.repeat(5000)}`, /^body: JSON nested deeper than the 64-level limit/],
      [`${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`, /^body: JSON nested deeper than the 64-level limit/],
      ['-1e400', /^extra: must hold only numbers between .* got one beyond \(-Infinity\)/],
      ['{"a":[1,2,1e999]}', /^extra: must hold only numbers between .* \(Infinity\)/],
    ];
    for (const [extra, pattern] of raw) {
      const response = await app.rawFetch('/rest/deals', { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"name":"Bad value","extra":${extra}}` });
      expectFault({ status: response.status, body: await response.json() }, 400, pattern);
    }
    expect((await api.call('POST', '/rest/deals', { name: 'Deep enough', extra: nested(60) })).status).toBe(200);
    expect((await api.call('GET', `/rest/deals?filter=${encodeURIComponent('name[eq]:Bad value')}`)).body.totalCount).toBe(0);
  });

  it('filters with every applicable comparator, sorts and pages', async () => {
    const tag = `q${Date.now()}`;
    const rows = [
      { name: `${tag} a`, probability: 0.1, closeDay: '2026-01-10', closedAt: '2026-01-10T00:00:00.000Z', priority: 'LOW', regions: ['EMEA'], isStrategic: true, budget: { amountMicros: 100, currencyCode: 'EUR' }, champion: { firstName: 'Zed', lastName: 'A' }, contactEmails: { primaryEmail: 'a@x.example' }, accountId: company },
      { name: `${tag} b`, probability: 0.5, closeDay: '2026-02-10', closedAt: '2026-02-10T00:00:00.000Z', priority: 'HIGH', regions: ['AMER'], isStrategic: false, budget: { amountMicros: 200, currencyCode: 'USD' }, champion: { firstName: 'Amy', lastName: 'B' }, contactEmails: { primaryEmail: 'b@y.example' } },
      { name: `${tag} c`, probability: 0.9, closeDay: '2026-03-10', priority: 'HIGH', regions: ['APAC', 'EMEA'], budget: { amountMicros: 300, currencyCode: 'EUR' }, champion: { firstName: 'Bob', lastName: 'C' }, partnerId: partner },
    ];
    const created = (await api.call('POST', '/rest/batch/deals', rows)).body.data.createDeals as Array<{ id: string; name: string }>;
    const names = async (filter: string, extra = '') => {
      const response = await api.call('GET', `/rest/deals?filter=${encodeURIComponent(`name[startsWith]:${tag},${filter}`)}&order_by=name${extra}`);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return (response.body.data.deals as Array<{ name: string }>).map((d) => d.name.slice(tag.length + 1));
    };
    expect(await names('probability[gt]:0.3')).toEqual(['b', 'c']);
    expect(await names('probability[lte]:0.5')).toEqual(['a', 'b']);
    expect(await names('closeDay[eq]:2026-02-10')).toEqual(['b']);
    expect(await names('closeDay[gte]:2026-02-10')).toEqual(['b', 'c']);
    expect(await names('closeDay[lt]:2026-02-01')).toEqual(['a']);
    expect(await names('closeDay[in]:[2026-01-10,2026-03-10]')).toEqual(['a', 'c']);
    expect(await names('closeDay[not]:2026-01-10')).toEqual(['b', 'c']);
    expect(await names('closeDay[lte]:2026-02-10')).toEqual(['a', 'b']);
    expect(await names('probability[in]:[0.1,0.9]')).toEqual(['a', 'c']);
    expect(await names('probability[not]:0.5')).toEqual(['a', 'c']);
    expect(await names('priority[not_in]:[LOW]')).toEqual(['b', 'c']);
    expect(await names('priority[not]:HIGH')).toEqual(['a']);
    expect(await names('regions[eq]:[AMER]')).toEqual(['b']);
    expect(await names('summary[is]:NULL')).toEqual(['a', 'b', 'c']);
    expect(await names('extra[is]:NULL')).toEqual(['a', 'b', 'c']);
    expect(await names('website.primaryLinkUrl[is]:NULL')).toEqual(['a', 'b', 'c']);
    expect(await names('office.addressCity[is]:NULL')).toEqual(['a', 'b', 'c']);
    expect(await names('notesText.markdown[is]:NULL')).toEqual(['a', 'b', 'c']);
    expect(await names('contactPhones.primaryPhoneNumber[is]:NULL')).toEqual(['a', 'b', 'c']);
    expect(await names('champion.lastName[in]:[A,C]')).toEqual(['a', 'c']);
    expect(await names('name[like]:% b')).toEqual(['b']);
    expectFault(await api.call('GET', `/rest/deals?filter=${encodeURIComponent('closeDay[eq]:2026-02-30')}`), 400, /closeDay/);
    expectFault(await api.call('GET', `/rest/deals?filter=${encodeURIComponent('priority[eq]:MEDIUM')}`), 400, /priority.*MEDIUM/);
    expectFault(await api.call('GET', `/rest/deals?filter=${encodeURIComponent('priority[gt]:LOW')}`), 400, /priority/);
    expect(await names('closedAt[is]:NULL')).toEqual(['c']);
    expect(await names('closedAt[gt]:2026-01-15T00:00:00Z')).toEqual(['b']);
    expect(await names('priority[eq]:HIGH')).toEqual(['b', 'c']);
    expect(await names('priority[in]:[LOW]')).toEqual(['a']);
    expect(await names('regions[containsAny]:[EMEA]')).toEqual(['a', 'c']);
    // c was created without it: the field's default (false) applies.
    expect(await names('isStrategic[eq]:false')).toEqual(['b', 'c']);
    expect(await names('budget.currencyCode[eq]:EUR')).toEqual(['a', 'c']);
    expect(await names('budget.amountMicros[gte]:200')).toEqual(['b', 'c']);
    expect(await names('champion.firstName[ilike]:%m%')).toEqual(['b']);
    expect(await names('contactEmails.primaryEmail[endsWith]:y.example')).toEqual(['b']);
    expect(await names(`accountId[eq]:${company}`)).toEqual(['a']);
    expect(await names(`partnerId[is]:NOT_NULL`)).toEqual(['c']);
    expect(await names('or(priority[eq]:LOW,probability[gt]:0.8)')).toEqual(['a', 'c']);
    // Sorting on custom fields, with cursors.
    const sorted = await api.call('GET', `/rest/deals?filter=${encodeURIComponent(`name[startsWith]:${tag}`)}&order_by=${encodeURIComponent('closeDay[DescNullsLast]')}&limit=2`);
    expect(sorted.body.data.deals.map((d: { name: string }) => d.name.slice(-1))).toEqual(['c', 'b']);
    expect(sorted.body.totalCount).toBe(3);
    expect(sorted.body.pageInfo.hasNextPage).toBe(true);
    const next = await api.call('GET', `/rest/deals?filter=${encodeURIComponent(`name[startsWith]:${tag}`)}&order_by=${encodeURIComponent('closeDay[DescNullsLast]')}&limit=2&starting_after=${sorted.body.pageInfo.endCursor}`);
    expect(next.body.data.deals.map((d: { name: string }) => d.name.slice(-1))).toEqual(['a']);
    const byChampion = await api.call('GET', `/rest/deals?filter=${encodeURIComponent(`name[startsWith]:${tag}`)}&order_by=${encodeURIComponent('champion.firstName')}`);
    expect(byChampion.body.data.deals.map((d: { name: string }) => d.name.slice(-1))).toEqual(['b', 'c', 'a']);
    // A filter or order on a field the pipeline lacks names it.
    expectFault(await api.call('GET', `/rest/deals?filter=${encodeURIComponent('nothing[eq]:1')}`), 400, /nothing/);
    expectFault(await api.call('GET', `/rest/deals?order_by=nothing`), 400, /nothing/);
    // Bulk writes by filter work on pipelines too.
    const bulk = await api.call('PATCH', `/rest/deals?filter=${encodeURIComponent(`name[startsWith]:${tag}`)}`, { priority: 'LOW' });
    expect(bulk.body.data.updateDeals).toHaveLength(3);
    expect(created).toHaveLength(3);
  });

  it('deleting a related company clears the link, and the deal stays', async () => {
    const other = (await api.call('POST', '/rest/companies', { name: 'Short-lived' })).body.data.createCompany.id;
    const record = (await api.call('POST', '/rest/deals', { name: 'Linked', accountId: other })).body.data.createDeal;
    expect((await api.call('DELETE', `/rest/companies/${other}`)).status).toBe(200);
    expect((await api.call('GET', `/rest/deals/${record.id}`)).body.data.deal.accountId).toBeNull();
  });

  it('finds pipeline records with searchPipeline and search', async () => {
    const word = `zq${Date.now().toString(36).replace(/\d/g, (d) => 'abcdefghij'[Number(d)])}`;
    const record = (await api.call('POST', '/rest/deals', { name: `Jose ${word} rollout` })).body.data.createDeal;
    const result = await graphql(SEARCH_PIPELINE, { searchInput: word.slice(0, 6), nameSingular: 'deal' });
    expect(result.errors).toBeUndefined();
    expect(result.data.searchPipeline.edges.map((e: { node: { recordId: string; label: string } }) => e.node)).toEqual([
      { recordId: record.id, objectNameSingular: 'deal', label: `Jose ${word} rollout` },
    ]);
    const all = await graphql(SEARCH, { searchInput: `josé ${word}` });
    expect(all.data.search.edges.map((e: { node: { recordId: string } }) => e.node.recordId)).toContain(record.id);
    const missing = await graphql(SEARCH_PIPELINE, { searchInput: word });
    expect(missing.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
    expect(missing.errors?.[0].message).toMatch(/nameSingular is required/);
    const unknown = await graphql(SEARCH_PIPELINE, { searchInput: word, nameSingular: 'person' });
    expect(unknown.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('writes events through the same outbox as built-in objects', async () => {
    const hook = await api.call('POST', '/rest/webhooks', { targetUrl: 'http://127.0.0.1:9/deals', operations: ['deal.created', 'deal.updated'] });
    expect(hook.status, JSON.stringify(hook.body)).toBe(200);
    const webhookId = hook.body.data.createWebhook.id;
    const record = (await api.call('POST', '/rest/deals', { name: 'Evented' })).body.data.createDeal;
    await api.call('PATCH', `/rest/deals/${record.id}`, { priority: 'HIGH' });
    const deliveries = await api.call('GET', `/rest/webhookDeliveries?filter=${encodeURIComponent(`webhookId[eq]:${webhookId}`)}&order_by=createdAt`);
    expect(deliveries.body.data.webhookDeliveries.map((d: { eventName: string }) => d.eventName)).toEqual(['deal.created', 'deal.updated']);
    expectFault(await api.call('POST', '/rest/webhooks', { targetUrl: 'http://127.0.0.1:9/x', operations: ['lead.created'] }), 400, /lead\.created/);
    await api.call('DELETE', `/rest/webhooks/${webhookId}`);
  });
});

describe('field definitions', () => {
  it('refuses bad field definitions, naming the fault, and changes nothing', async () => {
    const before = (await api.call('GET', `/rest/metadata/pipelines/${deal.id}`)).body.data.pipeline.fields.length;
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ name: 'name', type: 'TEXT' }, /already has a field named 'name'/],
      [{ name: 'createdAt', type: 'TEXT' }, /already has a field named 'createdAt'/],
      [{ name: 'Bad-Name', type: 'TEXT' }, /not a camelCase identifier/],
      [{ name: 'level', type: 'SELECT', options: [{ value: 'low' }] }, /options\[0\]\.value: must be UPPER_SNAKE_CASE.*'LOW'/],
      [{ name: 'level', type: 'SELECT', options: [{ value: 'A' }, { value: 'A' }] }, /'A' appears twice/],
      [{ name: 'level', type: 'SELECT' }, /options: must be a non-empty array/],
      [{ name: 'level', type: 'TEXT', options: [{ value: 'A' }] }, /only SELECT and MULTI_SELECT/],
      [{ name: 'owner2', type: 'RELATION', relationTarget: 'nothing' }, /relationTarget/],
      [{ name: 'level', type: 'NUMBER', defaultValue: 'x' }, /defaultValue: must be a number/],
      [{ name: 'level', type: 'TEXT', isNullable: false }, /isNullable/],
      [{ name: 'level', type: 'TEXT', label: 'Level \ud800' }, /label: must be valid Unicode text/],
      [{ name: 'level', type: 'SELECT', options: [{ value: 'A', label: '\udfff' }] }, /options\[0\]\.label: must be valid Unicode text/],
      [{ name: 'level', type: 'SELECT', options: [{ value: 'A', color: 'red\ud800' }] }, /options\[0\]\.color: must be valid Unicode text/],
    ];
    for (const [body, pattern] of cases) expectFault(await api.call('POST', `/rest/metadata/pipelines/${deal.id}/fields`, body), 400, pattern);
    expectFault(await api.call('POST', `/rest/metadata/pipelines/${deal.id}/fields`, { name: 'level', type: 'COLOR' }), 400, /type/);
    expect((await api.call('GET', `/rest/metadata/pipelines/${deal.id}`)).body.data.pipeline.fields).toHaveLength(before);
  });

  it('edits options, refusing to remove one still in use (with the count)', async () => {
    const field = await addField(deal.id, { name: 'tier', type: 'SELECT', options: [{ value: 'GOLD' }, { value: 'SILVER' }] });
    await api.refresh();
    await api.call('POST', '/rest/batch/deals', [{ name: 'Tiered 1', tier: 'GOLD' }, { name: 'Tiered 2', tier: 'GOLD' }]);
    const path = `/rest/metadata/pipelines/${deal.id}/fields/${field.id}`;
    expectFault(await api.call('PATCH', path, { options: [{ value: 'SILVER' }] }), 400, /cannot remove GOLD \(used by 2 records\)/);
    const gold = field.options!.find((o) => o.value === 'GOLD')!;
    const edited = await api.call('PATCH', path, { options: [{ id: gold.id, value: 'GOLD', label: 'Gold tier' }, { value: 'SILVER' }, { value: 'BRONZE' }], label: 'Tier' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.updateField.options.map((o: { value: string }) => o.value)).toEqual(['GOLD', 'SILVER', 'BRONZE']);
    expect(edited.body.data.updateField.options[0].id).toBe(gold.id);
    await api.refresh();
    expect((await api.call('POST', '/rest/deals', { name: 'Bronze', tier: 'BRONZE' })).status).toBe(200);
    expectFault(await api.call('PATCH', path, { type: 'TEXT' }), 400, /type: cannot be changed/);
  });

  it('deleting a field or pipeline that holds data needs force=true', async () => {
    const field = await addField(deal.id, { name: 'scratch', type: 'TEXT' });
    await api.refresh();
    await api.call('POST', '/rest/deals', { name: 'Scratch', scratch: 'value' });
    const path = `/rest/metadata/pipelines/${deal.id}/fields/${field.id}`;
    expectFault(await api.call('DELETE', path), 400, /field 'scratch' holds values in 1 record; delete with \?force=true/);
    expect((await api.call('DELETE', `${path}?force=true`)).body.data.deleteField).toEqual({ id: field.id });
    await api.refresh();
    expectFault(await api.call('POST', '/rest/deals', { name: 'After', scratch: 'x' }), 400, /scratch/);
    const nameField = (await api.call('GET', `/rest/metadata/pipelines/${deal.id}`)).body.data.pipeline.fields.find((f: { name: string }) => f.name === 'name');
    expectFault(await api.call('DELETE', `/rest/metadata/pipelines/${deal.id}/fields/${nameField.id}`), 400, /labels the pipeline's records/);

    const temp = (await api.call('POST', '/rest/metadata/pipelines', { nameSingular: 'tempThing', namePlural: 'tempThings', labelSingular: 'T', labelPlural: 'Ts' })).body.data.createPipeline;
    await api.refresh();
    await api.call('POST', '/rest/tempThings', { name: 'one' });
    expectFault(await api.call('DELETE', `/rest/metadata/pipelines/${temp.id}`), 400, /holds 1 record/);
    expect((await api.call('GET', '/rest/tempThings')).body.totalCount).toBe(1);
    expect((await api.call('DELETE', `/rest/metadata/pipelines/${temp.id}?force=true`)).status).toBe(200);
    expect((await app.rawFetch('/rest/tempThings')).status).toBe(404);
  });

  it('the flat POST /rest/metadata/fields takes exactly one of pipelineId or objectMetadataId', async () => {
    expectFault(await api.call('POST', '/rest/metadata/fields', { name: 'flatOne', type: 'TEXT' }), 400, /exactly one of pipelineId or objectMetadataId/);
    expectFault(await api.call('POST', '/rest/metadata/fields', { name: 'flatOne', type: 'TEXT', pipelineId: deal.id, objectMetadataId: 'person' }), 400, /exactly one/);
    const created = await api.call('POST', '/rest/metadata/fields', { name: 'flatOne', type: 'TEXT', pipelineId: deal.id });
    expect(created.body.data.createField).toMatchObject({ name: 'flatOne', type: 'TEXT', isCustom: true, isActive: true });
  });
});

describe('custom fields on built-in objects', () => {
  let personObjectId: string;
  beforeAll(async () => {
    personObjectId = (await api.call('GET', '/rest/metadata/objects/person')).body.data.object.id;
    const created = await api.call('POST', `/rest/metadata/objects/${personObjectId}/fields`, { name: 'shoeSize', type: 'NUMBER' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const tier = await api.call('POST', '/rest/metadata/fields', { objectMetadataId: 'person', name: 'loyalty', type: 'SELECT', options: [{ value: 'BASIC' }, { value: 'VIP' }], defaultValue: 'BASIC' });
    expect(tier.status, JSON.stringify(tier.body)).toBe(200);
    await api.refresh();
  });

  it('are read, written, filtered, sorted and listed like standard fields', async () => {
    const a = await api.call('POST', '/rest/people', { name: { firstName: 'Custom', lastName: 'One' }, shoeSize: 44, loyalty: 'VIP' });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body.data.createPerson).toMatchObject({ shoeSize: 44, loyalty: 'VIP' });
    const b = await api.call('POST', '/rest/people', { name: { firstName: 'Custom', lastName: 'Two' }, shoeSize: 38 });
    expect(b.body.data.createPerson).toMatchObject({ shoeSize: 38, loyalty: 'BASIC' });
    const list = await api.call('GET', `/rest/people?filter=${encodeURIComponent('shoeSize[gt]:40')}`);
    expect(list.body.data.people.map((p: { id: string }) => p.id)).toEqual([a.body.data.createPerson.id]);
    const sorted = await api.call('GET', `/rest/people?filter=${encodeURIComponent('shoeSize[is]:NOT_NULL')}&order_by=shoeSize`);
    expect(sorted.body.data.people.map((p: { shoeSize: number }) => p.shoeSize)).toEqual([38, 44]);
    expectFault(await api.call('PATCH', `/rest/people/${b.body.data.createPerson.id}`, { shoeSize: 'big' }), 400, /shoeSize/);
    const standard = await api.call('GET', '/rest/metadata/objects/standard-id/20202020-e674-48e5-a542-72570eee7213');
    const fields = standard.body.data.object.fields as Array<{ name: string; isCustom: boolean; type: string }>;
    expect(fields.find((f) => f.name === 'shoeSize')).toMatchObject({ isCustom: true, type: 'NUMBER' });
    expect(fields.find((f) => f.name === 'jobTitle')).toMatchObject({ isCustom: false });
  });

  it('an inactive field is neither shown nor accepted, and stays listed', async () => {
    const field = (await api.call('POST', '/rest/metadata/objects/person/fields', { name: 'hidden', type: 'TEXT' })).body.data.createField;
    const off = await api.call('PATCH', `/rest/metadata/objects/person/fields/${field.id}`, { isActive: false });
    expect(off.body.data.updateField).toMatchObject({ name: 'hidden', isActive: false });
    await api.refresh();
    const person = await api.call('POST', '/rest/people', { name: { firstName: 'No hidden' } });
    expect(person.body.data.createPerson).not.toHaveProperty('hidden');
    expectFault(await api.call('POST', '/rest/people', { name: { firstName: 'X' }, hidden: 'x' }), 400, /hidden/);
  });

  it('standard fields and non-customizable objects are refused', async () => {
    const jobTitle = (await api.call('GET', '/rest/metadata/objects/person')).body.data.object.fields.find((f: { name: string }) => f.name === 'jobTitle');
    expect((await api.call('DELETE', `/rest/metadata/objects/person/fields/${jobTitle.id}`)).status).toBe(404);
    expectFault(await api.call('POST', '/rest/metadata/objects/workspaceMember/fields', { name: 'x', type: 'TEXT' }), 400, /does not take custom fields/);
    // A person's flat firstName is accepted and ignored (SPEC): no field may take that name.
    expectFault(await api.call('POST', '/rest/metadata/objects/person/fields', { name: 'firstName', type: 'TEXT' }), 400, /already has a field named 'firstName'/);
  });
});

describe('the workspace OpenAPI document', () => {
  it('documents pipelines and custom fields and validates their requests', async () => {
    const document = await api.refresh();
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(document.paths!)).toEqual(expect.arrayContaining(['/rest/deals', '/rest/deals/{id}', '/rest/batch/deals', '/rest/partners']));
    const schemas = (document.components as { schemas: Record<string, { properties: Record<string, unknown> }> }).schemas;
    expect(Object.keys(schemas.Deal.properties)).toEqual(expect.arrayContaining(['closeDay', 'priority', 'account', 'accountId']));
    expect(Object.keys(schemas.Person.properties)).toContain('shoeSize');
    const open = await app.rawFetch('/openapi.json', { apiKey: null });
    expect(Object.keys(((await open.json()) as { paths: object }).paths)).toContain('/rest/deals');
    // A valid OpenAPI 3.1 document: Redocly's structural lint finds no error in it.
    const config = await createConfig({ extends: ['recommended'] } as never);
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: 'file:///open-api.json', config });
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`)).toEqual([]);
    // The validator at the edge is built from it: a wrong type is refused before the record layer.
    const response = await app.rawFetch('/rest/deals', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ closeDay: 5 }) });
    expect(response.status).toBe(400);
  });
});
