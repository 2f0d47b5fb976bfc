// Canonical email addresses (DESIGN.md "Twenty REST extras", Emails; issue 29 point 5): every
// write of an EMAILS field stores them canonical (create, batch, update, bulk update, a
// pipeline's custom EMAILS field), a filter value on emails.* finds them in any case, and the
// migration's procedure and data step canonicalise addresses stored before (rows written here
// bypassing the API). Runs on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATION_DATA_STEPS } from '../../src/db/migration-data-steps.ts';
import type { MigrationSession } from '../../src/db/migrate.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { workspaceApi, type WorkspaceApi } from '../support/workspace-api.ts';
import { call, create, expectError, getOne, ok, type Rec } from './records-support.ts';

let app: TestServer;
let api: WorkspaceApi;

beforeAll(async () => {
  app = await startTestServer({ WORKER: 'off' });
  api = workspaceApi(app);
  const pipeline = await api.call('POST', '/rest/metadata/pipelines', { nameSingular: 'lead', namePlural: 'leads', labelSingular: 'Lead', labelPlural: 'Leads' });
  expect(pipeline.status, JSON.stringify(pipeline.body)).toBe(200);
  const field = await api.call('POST', `/rest/metadata/pipelines/${pipeline.body.data.createPipeline.id}/fields`, { name: 'contactEmails', type: 'EMAILS' });
  expect(field.status, JSON.stringify(field.body)).toBe(200);
  await api.refresh();
});
afterAll(() => app?.close());

const sql = () => app.server.database.sql;

describe('canonical emails on every write', () => {
  it('a create stores the primary and each additional address canonical, as GET reads them', async () => {
    const person = await create(app, 'people', 'person', {
      name: { firstName: 'Ann' },
      emails: { primaryEmail: 'Ann.Lee@Example.COM', additionalEmails: ['Ann@Bücher.DE.', 'ann@work。example．org'] },
    });
    const canonical = { primaryEmail: 'ann.lee@example.com', additionalEmails: ['ann@xn--bcher-kva.de', 'ann@work.example.org'] };
    expect(person.emails).toEqual(canonical);
    expect((await getOne(app, 'people', 'person', person.id)).emails).toEqual(canonical);
    const [row] = await sql().query<{ primary: string; additional: string[] }>({
      text: `SELECT "emails_primary_email" AS "primary", "emails_additional_emails" AS "additional" FROM "person" WHERE "id" = $1::uuid`,
      values: [person.id],
    });
    expect(row).toEqual({ primary: canonical.primaryEmail, additional: canonical.additionalEmails });
  });

  it('a batch, an update and a bulk update store them canonical', async () => {
    const batch = (await ok(app, 'POST', '/rest/batch/people', [
      { name: { firstName: 'B1' }, emails: { primaryEmail: 'B1@Batch.Example' } },
      { name: { firstName: 'B2' }, emails: { primaryEmail: 'b2@batch.example', additionalEmails: ['X@Y.Z'] } },
    ])).data.createPeople as Rec[];
    expect(batch.map((p) => p.emails)).toEqual([
      { primaryEmail: 'b1@batch.example', additionalEmails: [] },
      { primaryEmail: 'b2@batch.example', additionalEmails: ['x@y.z'] },
    ]);
    const updated = (await ok(app, 'PATCH', `/rest/people/${batch[0].id}`, { emails: { primaryEmail: 'New@Batch．Example.' } })).data.updatePerson;
    expect(updated.emails).toEqual({ primaryEmail: 'new@batch.example', additionalEmails: [] });
    const bulk = (await ok(app, 'PATCH', `/rest/people?filter=${encodeURIComponent(`id[in]:[${batch.map((p) => p.id).join(',')}]`)}`, {
      emails: { additionalEmails: ['Bulk@Example.COM'] },
    })).data.updatePeople as Rec[];
    expect(bulk.map((p) => p.emails.additionalEmails)).toEqual([['bulk@example.com'], ['bulk@example.com']]);
  });

  it('an address that is empty once canonical is refused, and nothing is written', async () => {
    const reply = await call(app, 'POST', '/rest/people', { name: { firstName: 'Dot' }, emails: { primaryEmail: 'dot@.' } });
    expectError(reply, 400, 'VALIDATION_FAILED', ['emails.primaryEmail: must be an email address, got "dot@."']);
    const list = await ok(app, 'GET', `/rest/people?filter=${encodeURIComponent('name.firstName[eq]:Dot')}`);
    expect(list.totalCount).toBe(0);
  });

  it("a pipeline's custom EMAILS field stores them canonical too", async () => {
    const lead = await api.call('POST', '/rest/leads', { name: 'L', contactEmails: { primaryEmail: 'Lead@Example.COM', additionalEmails: ['Other@Bücher.de'] } });
    expect(lead.status, JSON.stringify(lead.body)).toBe(200);
    expect(lead.body.data.createLead.contactEmails).toEqual({ primaryEmail: 'lead@example.com', additionalEmails: ['other@xn--bcher-kva.de'] });
    const found = await api.call('GET', `/rest/leads?filter=${encodeURIComponent('contactEmails.primaryEmail[eq]:LEAD@example.com')}`);
    expect(found.body.data.leads.map((l: Rec) => l.id)).toEqual([lead.body.data.createLead.id]);
  });
});

describe('filters on emails.*', () => {
  it('a filter value in any case finds the canonical address', async () => {
    const person = await create(app, 'people', 'person', { name: { firstName: 'Filter' }, emails: { primaryEmail: 'filter.me@example.com', additionalEmails: ['alt@bücher.de'] } });
    const ids = async (filter: string) => ((await ok(app, 'GET', `/rest/people?filter=${encodeURIComponent(filter)}`)).data.people as Rec[]).map((p) => p.id);
    expect(await ids('emails.primaryEmail[eq]:Filter.Me@Example.COM')).toEqual([person.id]);
    expect(await ids('emails.primaryEmail[in]:[FILTER.ME@EXAMPLE.COM.]')).toEqual([person.id]);
    expect(await ids('emails.primaryEmail[startsWith]:Filter.Me@')).toEqual([person.id]);
    expect(await ids('emails.additionalEmails[containsAny]:[Alt@Bücher.DE]')).toEqual([person.id]);
    expect(await ids('emails.primaryEmail[eq]:filter.me@example.org')).toEqual([]);
  });
});

describe('the migration canonicalises addresses stored before it', () => {
  /** The service's executor as the migration session the data step runs in. */
  const session = (): MigrationSession => ({
    exec: async (text) => void (await sql().query({ text, values: [] })),
    query: (text, values = []) => sql().query({ text, values }) as never,
  });

  it('in batches, every EMAILS column (person and a pipeline), non-ASCII domains in punycode, updatedAt unchanged', async () => {
    const ids = ['0193c3a0-0000-7000-8000-00000000e001', '0193c3a0-0000-7000-8000-00000000e002', '0193c3a0-0000-7000-8000-00000000e003', '0193c3a0-0000-7000-8000-00000000e004'];
    const raw: Array<[string, string | null, string]> = [
      [ids[0], 'Raw.One@Example.COM', '["Second@Example.COM", 42]'],
      [ids[1], 'raw@Bücher.DE', '["X@例え。テスト."]'],
      [ids[2], 'already@canonical.org', '[]'],
      [ids[3], null, '["Only@Additional.NET"]'],
    ];
    for (const [id, primary, additional] of raw)
      await sql().query({
        text: `INSERT INTO "person" ("id", "name_first_name", "emails_primary_email", "emails_additional_emails", "updated_at") VALUES ($1::uuid, 'Raw', $2, $3::jsonb, '2020-01-01T00:00:00Z')`,
        values: [id, primary, additional],
      });
    await sql().query({ text: `INSERT INTO "pipeline_lead" ("id", "name", "cf_contact_emails_primary_email") VALUES ('0193c3a0-0000-7000-8000-00000000e101', 'Raw lead', 'Raw.Lead@Example.COM')`, values: [] });

    // The migration's own statements: the procedure (batches of 2 rows here), then the data step.
    await sql().query({ text: 'CALL public.crm_canonicalise_stored_emails(2)', values: [] });
    await MIGRATION_DATA_STEPS['20261126230000_canonical_emails'](session());

    const rows = await sql().query<{ id: string; primary: string | null; additional: unknown; updated_at: Date | string }>({
      text: `SELECT "id"::text AS "id", "emails_primary_email" AS "primary", "emails_additional_emails" AS "additional", "updated_at" FROM "person" WHERE "id" = ANY($1::uuid[]) ORDER BY "id"`,
      values: [ids],
    });
    expect(rows.map(({ id, primary, additional }) => [id, primary, additional])).toEqual([
      [ids[0], 'raw.one@example.com', ['second@example.com', 42]],
      [ids[1], 'raw@xn--bcher-kva.de', ['x@xn--r8jz45g.xn--zckzah']],
      [ids[2], 'already@canonical.org', []],
      [ids[3], null, ['only@additional.net']],
    ]);
    for (const row of rows) expect(new Date(row.updated_at).toISOString()).toBe('2020-01-01T00:00:00.000Z');
    const [lead] = await sql().query<{ primary: string }>({ text: `SELECT "cf_contact_emails_primary_email" AS "primary" FROM "pipeline_lead" WHERE "name" = 'Raw lead'`, values: [] });
    expect(lead.primary).toBe('raw.lead@example.com');
    // And the API finds them as any other address.
    const found = await ok(app, 'GET', `/rest/people?filter=${encodeURIComponent('emails.primaryEmail[eq]:RAW@bücher.de')}`);
    expect(found.data.people.map((p: Rec) => p.id)).toEqual([ids[1]]);
  });

  it("the SQL rule is the TypeScript rule's ASCII part", async () => {
    const cases = ['Ann@Example.COM', 'ann@example.com...', 'ann@example。com', 'no-at-sign', '@example.com', 'ann@', 'a@b@C.D'];
    const [row] = await sql().query<{ out: string[] }>({ text: 'SELECT array_agg(public.crm_canonical_email(x) ORDER BY n) AS "out" FROM unnest($1::text[]) WITH ORDINALITY AS u(x, n)', values: [cases] });
    expect(row.out).toEqual(['ann@example.com', 'ann@example.com', 'ann@example.com', 'no-at-sign', '@example.com', 'ann@', 'a@b@c.d']);
  });
});
