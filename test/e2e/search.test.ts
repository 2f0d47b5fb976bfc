// GraphQL `search` (src/search): matching as a CRM search box does (accents, case, all words as
// prefixes, emails, domains, phones, bodies), ranking, object filters, pages, limits, freshness
// after writes, and hostile inputs. Runs on PGlite and on PostgreSQL (the vitest projects).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit } from '../support/sdk.ts';
import { searchRequest } from '../../src/search/search-input.ts';
import { searchStatement } from '../../src/search/search-sql.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { UUID, sendJson } from './foundation-support.ts';

const SEARCH = readFileSync(path.resolve(import.meta.dirname, '../graphql/search.graphql'), 'utf8');

type Hit = SearchHit;
interface SearchData {
  search: { edges: Array<{ node: Hit; cursor: string }>; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
}
interface GraphQLResponse {
  data?: SearchData | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
}

let app: TestServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

/** A word no other test's records contain, so each test sees only its own records. */
const unique = (prefix = 'q') => `${prefix}${randomBytes(5).toString('hex').replace(/\d/g, (d) => 'ghijklmnop'[Number(d)])}`;

async function search(variables: Record<string, unknown>): Promise<{ status: number; body: GraphQLResponse }> {
  const response = await sendJson(app, '/graphql', { method: 'POST', body: { query: SEARCH, variables } });
  return { status: response.status, body: (await response.json()) as GraphQLResponse };
}

/** The hits of a search that must succeed. */
async function hits(searchInput: string, extra: Record<string, unknown> = {}): Promise<Hit[]> {
  const { status, body } = await search({ searchInput, ...extra });
  expect(body.errors).toBeUndefined();
  expect(status).toBe(200);
  return body.data!.search.edges.map((edge) => edge.node);
}

const labels = async (searchInput: string, extra?: Record<string, unknown>) => (await hits(searchInput, extra)).map((hit) => hit.label);

async function expectBadInput(variables: Record<string, unknown>, pattern: RegExp): Promise<void> {
  const { status, body } = await search(variables);
  expect(body.errors, JSON.stringify(body)).toHaveLength(1);
  expect(body.errors![0].extensions?.code).toBe('BAD_USER_INPUT');
  expect(body.errors![0].message).toMatch(pattern);
  expect(status).toBe(200);
  expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts:\d+/);
}

async function createPerson(body: Record<string, unknown>): Promise<string> {
  const { data, error } = await app.client.POST('/rest/people', { body: body as never });
  expect(error).toBeUndefined();
  return data!.data.createPerson.id;
}
async function create(plural: 'companies' | 'opportunities' | 'notes' | 'tasks', body: Record<string, unknown>): Promise<string> {
  const response = await sendJson(app, `/rest/${plural}`, { method: 'POST', body });
  expect(response.ok).toBe(true);
  const json = (await response.json()) as { data: Record<string, { id: string }> };
  return Object.values(json.data)[0].id;
}

describe('search: matching', () => {
  it('is accent- and case-insensitive both ways', async () => {
    const tag = unique();
    const jose = await createPerson({ name: { firstName: 'José', lastName: `García ${tag}` } });
    const plain = await createPerson({ name: { firstName: 'jose', lastName: `garcia ${tag}` } });
    for (const input of [`jose ${tag}`, `JOSÉ ${tag}`, `José GARCÍA ${tag}`, `josé garcia ${tag.toUpperCase()}`]) {
      expect((await hits(input)).map((h) => h.recordId).sort(), input).toEqual([jose, plain].sort());
    }
  });

  it('needs every word, each as a prefix', async () => {
    const tag = unique();
    await createPerson({ name: { firstName: 'John', lastName: `Smith ${tag}` } });
    await createPerson({ name: { firstName: 'John', lastName: `Doe ${tag}` } });
    await createPerson({ name: { firstName: 'Mary', lastName: `Smith ${tag}` } });
    expect(await labels(`jo sm ${tag}`)).toEqual([`John Smith ${tag}`]);
    expect((await labels(`jo ${tag.slice(0, 6)}`)).sort()).toEqual([`John Doe ${tag}`, `John Smith ${tag}`]);
    expect(await labels(`jo smz ${tag}`)).toEqual([]);
  });

  it('ranks an exact word above a prefix, and breaks ties stably', async () => {
    const tag = unique();
    const prefixOnly = await createPerson({ name: { firstName: 'Ann', lastName: `Smithers ${tag}` } });
    const exact = await createPerson({ name: { firstName: 'Ann', lastName: `Smith ${tag}` } });
    const twinA = await createPerson({ name: { firstName: 'Bob', lastName: `Smith ${tag}` } });
    const twinB = await createPerson({ name: { firstName: 'Bob', lastName: `Smith ${tag}` } });
    const ranked = await hits(`smith ${tag}`);
    expect(ranked.at(-1)!.recordId).toBe(prefixOnly);
    expect(ranked.map((h) => h.recordId).slice(0, 3).sort()).toEqual([exact, twinA, twinB].sort());
    expect(ranked[0].tsRank).toBeGreaterThan(0);
    expect(ranked[0].tsRankCD).toBeGreaterThan(0);
    // Equal texts tie: by id, the same order every time.
    const twins = (await hits(`bob smith ${tag}`)).map((h) => h.recordId);
    expect(twins).toEqual([twinA, twinB].sort());
    expect((await hits(`bob smith ${tag}`)).map((h) => h.recordId)).toEqual(twins);
  });

  it('ranks records whose label matches above records found through other fields', async () => {
    const tag = unique();
    // The tag as an exact word in a job title, an email and a body; only as a prefix of a name.
    const byTitle = await createPerson({ name: { firstName: 'Eve' }, jobTitle: `${tag} lead` });
    const byEmail = await createPerson({ name: { firstName: 'Ian' }, emails: { primaryEmail: `${tag}@example.com` } });
    const byBody = await create('notes', { title: 'Weekly sync', bodyV2: { markdown: `Talked about ${tag}` } });
    const byName = await createPerson({ name: { firstName: 'Kim', lastName: `${tag}son` } });
    const company = await create('companies', { name: `${tag} Industries` });
    const note = await create('notes', { title: `${tag} kickoff` });
    const ranked = await hits(tag);
    expect(ranked.slice(0, 3).map((h) => h.recordId).sort()).toEqual([company, note, byName].sort());
    expect(ranked.slice(3).map((h) => h.recordId).sort()).toEqual([byTitle, byEmail, byBody].sort());
    // Within the label tier an exact word still ranks above a prefix.
    expect(ranked[2].recordId).toBe(byName);
    // Every word must be in the label for the label tier: a name word plus a job-title word is found, below.
    expect((await hits(`eve ${tag}`)).map((h) => h.recordId)).toEqual([byTitle]);
  });

  it('finds people by email, email fragments, phone numbers and job title', async () => {
    const tag = unique();
    const domain = `${tag}.com`;
    const ada = await createPerson({
      name: { firstName: 'Ada', lastName: 'Lovelace' },
      emails: { primaryEmail: `ada.lovelace@${domain}`, additionalEmails: [`countess@${tag}.org`] },
      phones: { primaryPhoneNumber: '612345678', primaryPhoneCallingCode: '+33', primaryPhoneCountryCode: 'FR', additionalPhones: [{ number: '7700900123', callingCode: '+44', countryCode: 'GB' }] },
      jobTitle: `Analyst ${tag}`,
    });
    const only = async (input: string) => expect((await hits(input, { includedObjectNameSingulars: ['person'] })).map((h) => h.recordId), input).toEqual([ada]);
    await only(`ada.lovelace@${domain}`);
    await only(`ada.lovelace@${tag}`);
    await only(`lovelace@${domain}`);
    await only(domain);
    await only(`countess@${tag}.org`);
    await only(`${tag}.org`);
    await only(`analyst ${tag}`);
    for (const phone of ['+33 6 12 34 56 78', '+33612345678', '612345678', '6 12 34', '33 612', '+44 7700 900123', '7700900']) {
      expect((await hits(phone)).map((h) => h.recordId), phone).toContain(ada);
    }
    const [hit] = await hits(`ada ${domain}`);
    expect(hit).toMatchObject({ objectNameSingular: 'person', label: 'Ada Lovelace', imageUrl: null });
  });

  it('finds companies by name and domain, opportunities by name, notes and tasks by title and body', async () => {
    const tag = unique();
    const company = await create('companies', { name: `Acme ${tag}`, domainName: { primaryLinkUrl: `https://www.${tag}-acme.com` } });
    const opportunity = await create('opportunities', { name: `Renewal ${tag}` });
    const note = await create('notes', { title: `Call notes ${tag}`, bodyV2: { markdown: `Discussed the **quarterly** plan with ${tag}b` } });
    const task = await create('tasks', { title: `Send offer ${tag}`, bodyV2: { markdown: `Include the discount for ${tag}c` } });
    const found = async (input: string) => (await hits(input)).map((h) => [h.objectNameSingular, h.recordId]);
    expect(await found(`acme ${tag}`)).toEqual([['company', company]]);
    expect(await found(`${tag}-acme.com`)).toEqual([['company', company]]);
    expect(await found(`www.${tag}-acme.com`)).toEqual([['company', company]]);
    expect(await found(`renew ${tag}`)).toEqual([['opportunity', opportunity]]);
    expect(await found(`call ${tag}`)).toEqual([['note', note]]);
    expect(await found(`quarterly ${tag}b`)).toEqual([['note', note]]);
    expect(await found(`offer ${tag}`)).toEqual([['task', task]]);
    expect(await found(`discount ${tag}c`)).toEqual([['task', task]]);
    expect((await hits(`${tag}`)).find((h) => h.recordId === note)?.label).toBe(`Call notes ${tag}`);
  });

  it('searches an input that looks like a number by its digits, in phones and in texts', async () => {
    const n = String(7_000_000_000 + Math.floor(Math.random() * 999_999_999));
    const note = await create('notes', { title: `Invoice ${n}` });
    const person = await createPerson({ name: { firstName: 'Num' }, phones: { primaryPhoneNumber: n.slice(1), primaryPhoneCallingCode: `+${n[0]}` } });
    expect((await hits(n)).map((h) => h.recordId).sort()).toEqual([note, person].sort());
    expect((await hits(`+${n[0]} ${n.slice(1, 4)} ${n.slice(4)}`)).map((h) => h.recordId).sort()).toEqual([note, person].sort());
    // Without the calling code only the phone has those digits first.
    expect((await hits(`${n.slice(1, 4)}-${n.slice(4)}`)).map((h) => h.recordId)).toEqual([person]);
  });

  it("labels a person with the full name and shows the avatar", async () => {
    const tag = unique();
    await createPerson({ name: { firstName: 'Grace', lastName: tag }, avatarUrl: 'https://img.example.com/grace.png' });
    await createPerson({ name: { firstName: tag } });
    expect((await hits(tag)).map((h) => [h.label, h.imageUrl]).sort()).toEqual([
      [`Grace ${tag}`, 'https://img.example.com/grace.png'],
      [tag, null],
    ]);
  });
});

describe('search: objects, pages and limits', () => {
  it('searches only the included objects, and never the excluded ones', async () => {
    const tag = unique();
    await createPerson({ name: { firstName: tag } });
    await create('companies', { name: tag });
    await create('notes', { title: tag });
    const objects = async (extra: Record<string, unknown>) => (await hits(tag, extra)).map((h) => h.objectNameSingular).sort();
    expect(await objects({})).toEqual(['company', 'note', 'person']);
    expect(await objects({ includedObjectNameSingulars: ['person', 'note'] })).toEqual(['note', 'person']);
    expect(await objects({ excludedObjectNameSingulars: ['person'] })).toEqual(['company', 'note']);
    expect(await objects({ includedObjectNameSingulars: [] })).toEqual(['company', 'note', 'person']);
    expect(await objects({ includedObjectNameSingulars: ['person'], excludedObjectNameSingulars: ['person'] })).toEqual([]);
  });

  it('pages with after: no overlap, nothing missed, hasNextPage false at the end', async () => {
    const tag = unique();
    const ids = new Set<string>();
    for (let i = 0; i < 7; i++) ids.add(await createPerson({ name: { firstName: `P${i}`, lastName: tag } }));
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 5; page++) {
      const { body } = await search({ searchInput: tag, limit: 3, after });
      const result = body.data!.search;
      seen.push(...result.edges.map((e) => e.node.recordId));
      expect(result.pageInfo.endCursor).toBe(result.edges.at(-1)?.cursor ?? null);
      if (!result.pageInfo.hasNextPage) break;
      after = result.pageInfo.endCursor;
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(ids);
  });

  it('pages across the boundary of the label tier without overlap or gaps', async () => {
    const tag = unique();
    const named = new Set<string>();
    const other = new Set<string>();
    for (let i = 0; i < 5; i++) named.add(await createPerson({ name: { firstName: `N${i}`, lastName: tag } }));
    for (let i = 0; i < 5; i++) other.add(await createPerson({ name: { firstName: `O${i}` }, jobTitle: `${tag} analyst` }));
    for (const limit of [1, 2, 3, 4, 6]) {
      const seen: string[] = [];
      let after: string | null = null;
      for (let page = 0; page < 12; page++) {
        const { body } = await search({ searchInput: tag, limit, after });
        expect(body.errors).toBeUndefined();
        const result = body.data!.search;
        seen.push(...result.edges.map((e) => e.node.recordId));
        if (!result.pageInfo.hasNextPage) break;
        after = result.pageInfo.endCursor;
      }
      expect(seen, `limit ${limit}`).toHaveLength(10);
      expect(new Set(seen.slice(0, 5)), `limit ${limit}`).toEqual(named);
      expect(new Set(seen.slice(5)), `limit ${limit}`).toEqual(other);
    }
  });

  it('finds label hits of every searchable table, pipelines too, through its label index', async () => {
    const created = await sendJson(app, '/rest/metadata/pipelines', {
      method: 'POST',
      body: { nameSingular: 'searchProspect', namePlural: 'searchProspects', labelSingular: 'Search prospect', labelPlural: 'Search prospects' },
    });
    expect(created.ok).toBe(true);
    const { services, database } = app.server;
    const searchable = services.search.searchableObjects();
    expect(searchable.map((o) => o.nameSingular)).toEqual(expect.arrayContaining(['person', 'company', 'opportunity', 'note', 'task', 'searchProspect']));
    for (const object of searchable) {
      const statement = searchStatement(searchRequest({ searchInput: 'software', includedObjectNameSingulars: [object.nameSingular] }, searchable));
      // Sequential scans off: the tables here are small enough for a scan to be cheaper; what
      // matters is that the statement's expression is the indexed one.
      // Nor a scan of a whole partial index (the list's and the live rows', WHERE deleted_at IS
      // NULL, which the search statement implies: soft-deleted records are never hits), as cheap
      // as a sequential scan here: they are dropped in a transaction that is then rolled back.
      let plan = '';
      await database.sql
        .transaction(async (tx) => {
          await tx.execute({ text: 'SET LOCAL enable_seqscan = off', values: [] });
          await tx.execute({ text: `DROP INDEX "${object.table}_created_at_id_idx", "${object.table}_live_idx"`, values: [] });
          plan = JSON.stringify(await tx.query({ text: `EXPLAIN (FORMAT JSON) ${statement.text}`, values: statement.values }));
          throw new Error('rollback');
        })
        .catch((error: Error) => {
          if (error.message !== 'rollback') throw error;
        });
      expect(plan, object.nameSingular).toContain(`${object.table}_search_label_idx`);
    }
  });

  it('returns 20 hits by default and at most 100', async () => {
    const tag = unique();
    await Promise.all(Array.from({ length: 23 }, (_, i) => createPerson({ name: { firstName: `N${i}`, lastName: tag } })));
    const { body } = await search({ searchInput: tag });
    expect(body.data!.search.edges).toHaveLength(20);
    expect(body.data!.search.pageInfo.hasNextPage).toBe(true);
    expect(await hits(tag, { limit: 100 })).toHaveLength(23);
  });

  it('refuses a limit out of range, an unknown object and a forged cursor, naming each', async () => {
    await expectBadInput({ searchInput: 'a', limit: 0 }, /limit/);
    await expectBadInput({ searchInput: 'a', limit: 101 }, /limit/);
    await expectBadInput({ searchInput: 'a', limit: -5 }, /limit/);
    await expectBadInput({ searchInput: 'a', includedObjectNameSingulars: ['unicorn'] }, /includedObjectNameSingulars: 'unicorn'/);
    await expectBadInput({ searchInput: 'a', excludedObjectNameSingulars: ['workspaceMember'] }, /excludedObjectNameSingulars: 'workspaceMember'/);
    await expectBadInput({ searchInput: 'a', after: 'not-a-cursor' }, /after/);
    await expectBadInput({ searchInput: 'a', after: Buffer.from(JSON.stringify([1, 'person', "1' OR '1'='1"])).toString('base64url') }, /after/);
    await expectBadInput({ searchInput: 'a', after: Buffer.from(JSON.stringify([1, 'pg_user', '00000000-0000-4000-8000-000000000000'])).toString('base64url') }, /after/);
  });
});

describe('search: freshness and hostile input', () => {
  it('finds a record by its new text right after an update, and not after a delete', async () => {
    const tag = unique();
    const renamed = unique();
    const id = await createPerson({ name: { firstName: 'Old', lastName: tag } });
    expect((await hits(tag)).map((h) => h.recordId)).toEqual([id]);
    const patch = await sendJson(app, `/rest/people/${id}`, { method: 'PATCH', body: { name: { firstName: 'New', lastName: renamed } } });
    expect(patch.status).toBe(200);
    expect(await hits(tag)).toEqual([]);
    expect((await hits(`new ${renamed}`)).map((h) => h.recordId)).toEqual([id]);
    const removed = await sendJson(app, `/rest/people/${id}`, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await hits(renamed)).toEqual([]);
  });

  it('answers an empty or blank input with no hits', async () => {
    for (const input of ['', '   ', '\t\n']) expect(await hits(input), JSON.stringify(input)).toEqual([]);
  });

  it('treats query syntax as text: no error, no injection', async () => {
    const tag = unique();
    const id = await createPerson({ name: { firstName: "O'Brien", lastName: tag } });
    for (const input of ["'", '&', '|', '!', ':*', '\\', "'; DROP TABLE person; --", '<->', '(', ')', '&&||!!', "o'b", 'a:*b', '"', '\u0000', '🙂']) {
      const { status, body } = await search({ searchInput: input });
      expect(body.errors, input).toBeUndefined();
      expect(status).toBe(200);
    }
    expect((await hits(`o'b ${tag}`)).map((h) => h.recordId)).toEqual([id]);
    expect((await hits(`${tag} & !x | y:*`)).map((h) => h.recordId)).toEqual([]);
    expect((await hits(`${tag}\\`)).map((h) => h.recordId)).toEqual([id]);
    const { response } = await app.client.GET('/rest/people/{id}', { params: { path: { id } } });
    expect(response.status).toBe(200);
  });

  it('refuses a 10,000-character input cleanly', async () => {
    await expectBadInput({ searchInput: 'a'.repeat(10_000) }, /searchInput .*256/);
  });

  it('needs an API key', async () => {
    const response = await sendJson(app, '/graphql', { method: 'POST', body: { query: SEARCH, variables: { searchInput: 'a' } }, apiKey: null });
    expect(response.status).toBe(401);
  });

  it('the SDK searches and reads the full records in one call, in rank order', async () => {
    const tag = unique();
    const exact = await createPerson({ name: { firstName: 'Lin', lastName: tag }, jobTitle: 'Engineer' });
    const prefix = await createPerson({ name: { firstName: 'Linda', lastName: tag } });
    const company = await create('companies', { name: `Lin ${tag}` });
    const result = await app.client.searchRecords({ searchInput: `lin ${tag}`, limit: 10 });
    expect(result.pageInfo.hasNextPage).toBe(false);
    expect(result.hits.map((h) => h.recordId).slice(-1)).toEqual([prefix]);
    expect(result.hits.map((h) => h.recordId).sort()).toEqual([exact, prefix, company].sort());
    const person = result.hits.find((h) => h.recordId === exact)!;
    expect(person.record).toMatchObject({ id: exact, name: { firstName: 'Lin', lastName: tag }, jobTitle: 'Engineer' });
    expect(result.hits.find((h) => h.recordId === company)!.record).toMatchObject({ id: company, name: `Lin ${tag}` });
    const onlyPeople = await app.client.searchRecords({ searchInput: `lin ${tag}`, includedObjectNameSingulars: ['person'], depth: 1 });
    expect(onlyPeople.hits.map((h) => h.objectNameSingular)).toEqual(['person', 'person']);
    await expect(app.client.searchRecords({ searchInput: 'x', limit: 500 })).rejects.toThrow(/limit/);
  });

  it('returns UUIDs as record ids', async () => {
    const tag = unique();
    await createPerson({ name: { firstName: tag } });
    expect((await hits(tag))[0].recordId).toMatch(UUID);
  });
});
