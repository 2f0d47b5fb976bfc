// Bulk seeding with plain SQL (INSERT ... SELECT generate_series): fast, deterministic (values
// come from hashtext() of the row number, not from random()), and never through the API.
//
//   workspace members  20                       (owners of people, companies, opportunities)
//   companies          BENCH_COMPANIES (10,000)
//   people             BENCH_PEOPLE (100,000)    ~92% with a company, ~50% with an owner
//   opportunities      people / 20               ~60% with a point of contact
//   notes              people * 0.3              one note relation to a person each (+10% also to a company)
//   tasks              people * 0.2              one task relation to a person each
//
// The list benchmark filters on city (10 cities, 5% NULL) and jobTitle ILIKE '%engineer%'
// (4 of 10 titles): about 3.8% of people match, e.g. ~3,800 of 100,000.

/** Runs one SQL statement without parameters (seeding only: not measured). */
export type Exec = (sql: string) => Promise<unknown>;

export const CITIES = ['Berlin', 'Paris', 'London', 'Madrid', 'Lisbon', 'Amsterdam', 'Vienna', 'Prague', 'Warsaw', 'Dublin'];
export const JOB_TITLES = [
  'Software Engineer',
  'Senior Software Engineer',
  'Data Engineer',
  'Sales Engineer',
  'Account Executive',
  'Product Manager',
  'Designer',
  'Marketing Manager',
  'Customer Success Manager',
  'CEO',
];
export const FIRST_NAMES = [
  'Ada', 'Alan', 'Grace', 'Linus', 'Margaret', 'Dennis', 'Barbara', 'Ken', 'Frances', 'John',
  'Radia', 'Tim', 'Hedy', 'Edsger', 'Katherine', 'Donald', 'Sophie', 'Guido', 'Anita', 'Bjarne',
  'Lea', 'Marco', 'Ines', 'Jonas', 'Clara', 'Pedro', 'Nora', 'Tomas', 'Elena', 'Lukas',
];
export const LAST_NAMES = [
  'Lovelace', 'Turing', 'Hopper', 'Torvalds', 'Hamilton', 'Ritchie', 'Liskov', 'Thompson', 'Allen', 'Backus',
  'Perlman', 'Lee', 'Lamarr', 'Dijkstra', 'Johnson', 'Knuth', 'Wilson', 'Rossum', 'Borg', 'Stroustrup',
  'Müller', 'Rossi', 'García', 'Schmidt', 'Dubois', 'Silva', 'Novak', 'Kowalski', 'Jansen', 'Murphy',
  'Fischer', 'Weber', 'Moreau', 'Costa', 'Horvat', 'Nowak', 'Bakker', 'Byrne', 'Wagner', 'Lambert',
];
const INDUSTRIES = ['Software', 'Fintech', 'Retail', 'Logistics', 'Healthcare', 'Energy', 'Media', 'Manufacturing'];

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const arr = (values: string[]) => `ARRAY[${values.map(lit).join(',')}]::text[]`;
/** A deterministic pseudo-random pick from `values` for row `g`, independent per `salt`. */
const pick = (values: string[], salt: string, g = 'g') => `(${arr(values)})[1 + abs(hashtext('${salt}' || ${g})) % ${values.length}]`;
const hash = (salt: string, modulo: number, g = 'g') => `(abs(hashtext('${salt}' || ${g})) % ${modulo})`;

export interface SeedSizes {
  people: number;
  companies: number;
}

export interface SeedCounts {
  workspaceMembers: number;
  companies: number;
  people: number;
  opportunities: number;
  notes: number;
  noteTargets: number;
  tasks: number;
  taskTargets: number;
}

export async function seed(exec: Exec, sizes: SeedSizes, count: (table: string) => Promise<number>): Promise<SeedCounts> {
  const P = sizes.people;
  const C = sizes.companies;
  const notes = Math.round(P * 0.3);
  const tasks = Math.round(P * 0.2);
  const opportunities = Math.round(P / 20);

  await exec(`INSERT INTO workspace_member (name_first_name, name_last_name, user_email, locale, time_zone)
    SELECT ${pick(FIRST_NAMES, 'wf')}, ${pick(LAST_NAMES, 'wl')}, 'member' || g || '@example.com', 'en', 'Europe/Berlin'
    FROM generate_series(1, 20) g`);

  // Rows are numbered (row_number over created_at, id) so later inserts can point at "row i".
  await exec(`WITH m AS (SELECT id, (row_number() OVER (ORDER BY created_at, id)) - 1 AS i FROM workspace_member)
    INSERT INTO company (name, domain_name_primary_link_url, employees, linkedin_link_primary_link_url,
        annual_recurring_revenue_amount_micros, annual_recurring_revenue_currency_code,
        address_address_city, address_address_country, ideal_customer_profile, industry, tagline,
        account_owner_id, created_at, updated_at)
    SELECT ${pick(LAST_NAMES, 'cn')} || ' ' || ${pick(INDUSTRIES, 'ci')} || ' ' || g,
        'https://company' || g || '.example.com',
        CASE WHEN g % 7 = 0 THEN NULL ELSE 1 + ${hash('ce', 5000)} END,
        CASE WHEN g % 3 = 0 THEN NULL ELSE 'https://www.linkedin.com/company/company' || g END,
        CASE WHEN g % 4 = 0 THEN NULL ELSE (${hash('ca', 1000)} + 1)::bigint * 1000000000 END,
        CASE WHEN g % 4 = 0 THEN NULL ELSE 'EUR' END,
        CASE WHEN g % 10 = 0 THEN NULL ELSE ${pick(CITIES, 'cc')} END,
        'Germany', g % 5 = 0, ${pick(INDUSTRIES, 'ci')}, 'We make things ' || g,
        m.id, now() - make_interval(secs => (${C} - g) * 300), now() - make_interval(secs => (${C} - g) * 300)
    FROM generate_series(1, ${C}) g LEFT JOIN m ON m.i = ${hash('co', 20)} AND g % 2 = 0`);

  await exec(`WITH c AS (SELECT id, (row_number() OVER (ORDER BY created_at, id)) - 1 AS i FROM company),
         m AS (SELECT id, (row_number() OVER (ORDER BY created_at, id)) - 1 AS i FROM workspace_member)
    INSERT INTO person (name_first_name, name_last_name, emails_primary_email, phones_primary_phone_number,
        phones_primary_phone_country_code, phones_primary_phone_calling_code, linkedin_link_primary_link_url,
        job_title, city, company_id, owner_id, created_at, updated_at)
    SELECT ${pick(FIRST_NAMES, 'pf')},
        CASE WHEN g % 50 = 0 THEN NULL ELSE ${pick(LAST_NAMES, 'pl')} END,
        CASE WHEN g % 33 = 0 THEN NULL ELSE 'person' || g || '@example.com' END,
        CASE WHEN g % 4 = 0 THEN NULL ELSE '+49 30 ' || (1000000 + g) END,
        CASE WHEN g % 4 = 0 THEN NULL ELSE 'DE' END,
        CASE WHEN g % 4 = 0 THEN NULL ELSE '+49' END,
        CASE WHEN g % 3 = 0 THEN NULL ELSE 'https://www.linkedin.com/in/person' || g END,
        CASE WHEN g % 25 = 0 THEN NULL ELSE ${pick(JOB_TITLES, 'pj')} END,
        CASE WHEN g % 20 = 0 THEN NULL ELSE ${pick(CITIES, 'pc')} END,
        c.id, m.id,
        now() - make_interval(secs => (${P} - g) * 60), now() - make_interval(secs => (${P} - g) * 60)
    FROM generate_series(1, ${P}) g
    LEFT JOIN c ON c.i = ${hash('pco', C)} AND g % 12 <> 0
    LEFT JOIN m ON m.i = ${hash('pow', 20)} AND g % 2 = 0`);

  await seedOpportunities(exec, { first: 1, last: opportunities, companies: C, people: P });

  await exec(`INSERT INTO note (title, body_v2_markdown, created_at, updated_at)
    SELECT 'Call notes ' || g,
        'Discussed pricing and the rollout plan. Next step: send the proposal, follow up in two weeks. (' || g || ')',
        now() - make_interval(secs => (${notes} - g) * 90), now() - make_interval(secs => (${notes} - g) * 90)
    FROM generate_series(1, ${notes}) g`);
  await exec(`INSERT INTO task (title, body_v2_markdown, due_at, status, created_at, updated_at)
    SELECT 'Follow up ' || g, 'Send the proposal and book a demo.', now() + make_interval(days => ${hash('td', 60)}),
        ${pick(['TODO', 'IN_PROGRESS', 'DONE'], 'ts')},
        now() - make_interval(secs => (${tasks} - g) * 120), now() - make_interval(secs => (${tasks} - g) * 120)
    FROM generate_series(1, ${tasks}) g`);

  // One relation per note (task) to a person spread over all people; every 10th note is also
  // linked to a company through a second relation.
  for (const kind of ['note', 'task'] as const) {
    await exec(`WITH a AS (SELECT id, (row_number() OVER (ORDER BY created_at, id)) - 1 AS i FROM ${kind}),
           p AS (SELECT id, (row_number() OVER (ORDER BY created_at, id)) - 1 AS i FROM person)
      INSERT INTO ${kind}_target (${kind}_id, person_id, created_at, updated_at)
      SELECT a.id, p.id, now(), now() FROM a JOIN p ON p.i = ${hash(`${kind}p`, P, 'a.i')}`);
  }
  await exec(`WITH a AS (SELECT id, (row_number() OVER (ORDER BY created_at, id)) - 1 AS i FROM note),
         c AS (SELECT id, (row_number() OVER (ORDER BY created_at, id)) - 1 AS i FROM company)
    INSERT INTO note_target (note_id, company_id, created_at, updated_at)
    SELECT a.id, c.id, now(), now() FROM a JOIN c ON c.i = ${hash('nc', C, 'a.i')} WHERE a.i % 10 = 0`);

  // VACUUM too, as autovacuum soon does after bulk inserts: the visibility map is set, so counts
  // are index-only scans (the list's count reads the small partial index of the live rows). Without
  // it the figures depended on whether autovacuum had reached the tables before a scenario ran.
  for (const table of ['workspace_member', 'company', 'person', 'opportunity', 'note', 'task', 'note_target', 'task_target'])
    await exec(`VACUUM ANALYZE ${table}`);

  return {
    workspaceMembers: await count('workspace_member'),
    companies: await count('company'),
    people: await count('person'),
    opportunities: await count('opportunity'),
    notes: await count('note'),
    noteTargets: await count('note_target'),
    tasks: await count('task'),
    taskTargets: await count('task_target'),
  };
}

/** The body of the i-th person created by the create benchmark (REST and the baselines). */
/**
 * Opportunities numbered `first`..`last` (stage, amount, close date, company and point of contact
 * from the row number, as the seed makes them): the seed's, and the extras scenario's top-up to
 * 100,000 (bench/scenarios/extras.ts). Created one every 10 minutes, the last one now.
 */
export async function seedOpportunities(exec: Exec, rows: { first: number; last: number; companies: number; people: number }): Promise<void> {
  const { first, last, companies: C, people: P } = rows;
  await exec(`WITH c AS (SELECT id, (row_number() OVER (ORDER BY created_at, id)) - 1 AS i FROM company),
         p AS (SELECT id, (row_number() OVER (ORDER BY created_at, id)) - 1 AS i FROM person)
    INSERT INTO opportunity (name, amount_amount_micros, amount_currency_code, stage, close_date, company_id, point_of_contact_id, created_at, updated_at)
    SELECT 'Deal ' || g, (${hash('oa', 500)} + 1)::bigint * 1000000000, 'EUR',
        ${pick(['NEW', 'SCREENING', 'MEETING', 'PROPOSAL', 'CUSTOMER'], 'os')},
        now() + make_interval(days => ${hash('od', 180)}), c.id, p.id,
        now() - make_interval(secs => (${last} - g) * 600), now() - make_interval(secs => (${last} - g) * 600)
    FROM generate_series(${first}, ${last}) g
    LEFT JOIN c ON c.i = ${hash('oc', C)}
    LEFT JOIN p ON p.i = ${hash('op', P)} AND g % 5 <> 0 AND g % 5 <> 1`);
  await exec('VACUUM ANALYZE opportunity');
}

export interface NewPerson {
  firstName: string;
  lastName: string;
  email: string;
  jobTitle: string;
  city: string;
  companyId: string | null;
}

export function newPerson(i: number, companyIds: string[]): NewPerson {
  return {
    firstName: FIRST_NAMES[i % FIRST_NAMES.length],
    lastName: LAST_NAMES[(i * 7) % LAST_NAMES.length],
    email: `bench${i}@example.com`,
    jobTitle: JOB_TITLES[(i * 3) % JOB_TITLES.length],
    city: CITIES[(i * 11) % CITIES.length],
    companyId: i % 12 === 0 ? null : companyIds[(i * 31) % companyIds.length],
  };
}

/**
 * POST /rest/inbox/messages body i: an email to sales from a seeded person (`person<n>@example.com`),
 * every third one a reply to a seeded message (threaded by its Message-ID).
 */
export function newMessage(i: number, people = 100_000) {
  return {
    channel: { type: 'email', handle: 'sales@bench.test' },
    direction: 'INCOMING',
    externalId: `ingest-${i}`,
    headerMessageId: `<ingest-${i}@example.com>`,
    ...(i % 3 === 0 ? { inReplyTo: `<m${1 + (i % 1000)}@bench.test>` } : {}),
    subject: `Question ${i}`,
    text: `Hello, a question about order ${i}.`,
    receivedAt: new Date(Date.UTC(2026, 10, 1) + i * 1000).toISOString(),
    participants: [
      { role: 'from', handle: `person${1 + ((i * 7) % people)}@example.com`, displayName: 'Bench Person' },
      { role: 'to', handle: 'sales@bench.test' },
    ],
  };
}

/** POST /rest/people body. */
export const restBody = (p: NewPerson) => ({
  name: { firstName: p.firstName, lastName: p.lastName },
  emails: { primaryEmail: p.email },
  jobTitle: p.jobTitle,
  city: p.city,
  companyId: p.companyId,
});

/**
 * The same row as one parameterised INSERT: the columns the API writes for restBody()
 * (encodeColumns touches only the sub-fields sent), RETURNING * like the API.
 */
export const INSERT_PERSON =
  'INSERT INTO "person" ("name_first_name", "name_last_name", "emails_primary_email", "job_title", "city", "company_id") ' +
  'VALUES ($1, $2, $3, $4, $5, $6) RETURNING *';
export const insertValues = (p: NewPerson) => [p.firstName, p.lastName, p.email, p.jobTitle, p.city, p.companyId];
