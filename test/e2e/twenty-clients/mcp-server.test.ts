// A real Twenty client, end to end (issue 25 "Tests": real clients; DESIGN.md "Twenty-compatible
// GraphQL record API"): the published MCP server `twenty-crm-mcp-server` 0.6.2 (npm, a pinned
// devDependency; source in node_modules/twenty-crm-mcp-server/dist) is spawned once for this file
// over stdio with @modelcontextprotocol/sdk's Client + StdioClientTransport (0.6.1, the version
// the server itself depends on), pointed at this service, and every one of its tools is called.
// Each write is read back over REST.
//
// What the server sends (read from its dist/, version 0.6.2):
//   - env: TWENTY_API_KEY (required; checked at the first tool call, not at start: the client is
//     made lazily) and TWENTY_BASE_URL (default https://api.twenty.com). Nothing else.
//   - every tool: one or more `POST ${TWENTY_BASE_URL}/graphql`, headers
//     `Authorization: Bearer ${TWENTY_API_KEY}` and `Content-Type: application/json`, body
//     `{query, variables}`. No REST, no /metadata. A non-2xx answer becomes the tool error
//     "GraphQL request failed (<status>): <body>"; a body with `errors` becomes
//     "GraphQL errors: <errors as JSON>"; either way the tool answers `isError: true` with
//     text "Error: ...". A success answers one text item: a summary line, a blank line, then the
//     entity (or list of entities) as indented JSON.
//   - gets: `query Get<T>($id: UUID!) { <singular>(filter: { id: { eq: $id } }) {...} }`.
//   - lists: `query List<Ts>($filter: <T>FilterInput, $limit: Int) { <plural>(filter: $filter,
//     first: $limit) { edges { node {...} } pageInfo { hasNextPage hasPreviousPage } } }` with
//     `limit` 20 unless given and `filter: null` when no filter argument is given.
//   - creates: `mutation Create<T>($input: <T>CreateInput!) { create<T>(data: $input) {...} }`.
//   - updates: `mutation Update<T>($id: UUID!, $input: <T>UpdateInput!) { update<T>(id: $id,
//     data: $input) {...} }`; only the arguments given are sent (name sends both parts, a
//     missing one as "").
//   - deletes: `mutation Delete<T>($id: UUID!) { delete<T>(id: $id) { id } }` (a soft delete in
//     Twenty and here).
//   Links are sent as {primaryLinkUrl, primaryLinkLabel: "", secondaryLinks: []}, emails as
//   {primaryEmail, additionalEmails: []}, phones as {primaryPhoneNumber, primaryPhoneCountryCode,
//   primaryPhoneCallingCode, additionalPhones: []} ("" for a code not given), currency as
//   {amountMicros: amount * 1e6, currencyCode (default USD)}, a rich body as
//   bodyV2 {markdown, blocknote: JSON text of BlockNote blocks}.
//
// The 39 tools (the issue counted 29; 0.6.2 lists 39) and what each sends:
//   create_person      createPerson(data: PersonCreateInput!) {id name{firstName lastName} emails{primaryEmail additionalEmails} phones{primaryPhoneNumber primaryPhoneCountryCode primaryPhoneCallingCode} jobTitle city linkedinLink{primaryLinkUrl} xLink{primaryLinkUrl} companyId createdAt}
//                      input: name{firstName,lastName}, emails, phones, linkedinLink, xLink, jobTitle, city, companyId
//   get_person         person(filter: {id: {eq: $id}}) {... linkedinLink{primaryLinkLabel primaryLinkUrl} xLink{...} companyId company{id name} createdAt updatedAt}
//   list_people        people(filter, first) {edges{node{id name{..} emails{primaryEmail} phones{primaryPhoneNumber} jobTitle city companyId company{id name}}} pageInfo}
//                      filter: searchTerm of one word -> {or: [{name: {firstName: {ilike: "%w%"}}}, {name: {lastName: {ilike}}}, {emails: {primaryEmail: {ilike}}}]};
//                      several words -> {and: [<that or, per word>]}; companyId -> {companyId: {eq}}
//   update_person      updatePerson(id, data: PersonUpdateInput!) {id name{..} emails{primaryEmail} phones{primaryPhoneNumber} jobTitle city updatedAt}
//   create_company     createCompany(data: CompanyCreateInput!) {id name domainName{primaryLinkUrl} address{addressStreet1 addressStreet2 addressCity addressPostcode addressState addressCountry} employees linkedinLink{primaryLinkUrl} xLink{primaryLinkUrl} annualRecurringRevenue{amountMicros currencyCode} idealCustomerProfile createdAt}
//                      input: name, domainName (link), linkedinLink, xLink, annualRecurringRevenue (currency), address (the sub-fields given), employees, idealCustomerProfile
//   get_company        company(filter: {id: {eq}}) {same as create + updatedAt}
//   list_companies     companies(filter, first) {edges{node{id name domainName address employees annualRecurringRevenue idealCustomerProfile}} pageInfo}; filter: searchTerm -> {name: {ilike: "%t%"}}
//   update_company     updateCompany(id, data: CompanyUpdateInput!) {id name domainName address employees annualRecurringRevenue updatedAt}
//   create_opportunity createOpportunity(data: OpportunityCreateInput!) {id name amount{amountMicros currencyCode} stage closeDate companyId company{id name} pointOfContactId pointOfContact{id name{firstName lastName}} createdAt}
//                      input: name, amount (currency), stage, closeDate, companyId, pointOfContactId
//   get_opportunity    opportunity(filter: {id: {eq}}) {same + updatedAt}
//   list_opportunities opportunities(filter, first) {...}; filter: searchTerm -> name ilike, companyId -> eq, stage -> eq
//   update_opportunity updateOpportunity(id, data: OpportunityUpdateInput!) {id name amount stage closeDate companyId pointOfContactId updatedAt}
//   create_task        createTask(data: TaskCreateInput!) {id title bodyV2{blocknote markdown} status dueAt position assigneeId assignee{id name{firstName lastName}} createdAt}
//                      input: title, bodyV2, status, dueAt, assigneeId; then for each of personId, companyId, opportunityId given: createTaskTarget(data: {taskId, <target>Id})
//   get_task           task(filter: {id: {eq}}) {same + updatedAt deletedAt}
//   list_tasks         tasks(filter, first) {...}; filter: searchTerm -> title ilike, status -> eq, assigneeId -> eq
//   update_task        updateTask(id, data: TaskUpdateInput!) {id title bodyV2 status dueAt position assigneeId updatedAt}
//   create_note        createNote(data: NoteCreateInput!) {id title bodyV2{blocknote markdown} position createdBy{source} createdAt}
//                      input: title, bodyV2; then createNoteTarget(data: {noteId, <target>Id}) per target given
//   get_note           note(filter: {id: {eq}}) {same + updatedAt deletedAt}
//   list_notes         notes(filter, first) {...}; filter: searchTerm -> title ilike
//   update_note        updateNote(id, data: NoteUpdateInput!) {id title bodyV2 position updatedAt}
//   delete_note        deleteNote(id) {id}
//   create_task_target createTaskTarget(data: TaskTargetCreateInput!) {id taskId personId companyId opportunityId createdAt updatedAt} (refuses, before sending, without a target)
//   list_task_targets  taskTargets(filter, first) {...}; filter: taskId, personId, companyId, opportunityId -> eq
//   delete_task_target deleteTaskTarget(id) {id}
//   create_note_target createNoteTarget(data: NoteTargetCreateInput!) {id noteId personId companyId opportunityId createdAt updatedAt}
//   list_note_targets  noteTargets(filter, first) {...}; filter: noteId, personId, companyId, opportunityId -> eq
//   delete_note_target deleteNoteTarget(id) {id}
//   create_timeline_activity createTimelineActivity(data: TimelineActivityCreateInput!) {id name properties happensAt linkedRecordId linkedObjectMetadataId linkedRecordCachedName workspaceMemberId personId companyId opportunityId noteId taskId workflowId workflowVersionId workflowRunId dashboardId createdAt}
//                      input: name, properties (any JSON object), happensAt, workspaceMemberId, personId, companyId, opportunityId, noteId, taskId, linkedRecordId, linkedObjectMetadataId, linkedRecordCachedName (those given)
//   get_timeline_activity    timelineActivity(filter: {id: {eq}}) {same + updatedAt}
//   list_timeline_activities timelineActivities(filter, first) {...}; filter: searchTerm -> name ilike; personId, companyId, opportunityId, workspaceMemberId, noteId, taskId -> eq
//   update_timeline_activity updateTimelineActivity(id, data: TimelineActivityUpdateInput!) {same as create, updatedAt for createdAt}
//   add_favorite       createFavorite(data: FavoriteCreateInput!) {id position personId companyId opportunityId forWorkspaceMemberId createdAt updatedAt}
//                      input: personId, companyId, opportunityId, position (a float) (refuses, before sending, without a target); no forWorkspaceMemberId
//   get_favorite       favorite(filter: {id: {eq}}) {same}
//   list_favorites     favorites(filter, first) {...}; filter: personId, companyId, opportunityId, forWorkspaceMemberId -> eq
//   remove_favorite    deleteFavorite(id) {id}
//   create_attachment  createAttachment(data: AttachmentCreateInput!) {id name fullPath type fileCategory taskId opportunityId companyId personId workflowId dashboardId authorId createdBy{source} createdAt updatedAt}
//                      input: name, fullPath, fileCategory (a string, one of Twenty's eight), the targets given, authorId (refuses, before sending, without a target)
//   get_attachment     attachment(filter: {id: {eq}}) {same + deletedAt}
//   list_attachments   attachments(filter, first) {...}; filter: searchTerm -> name ilike; fileCategory, taskId, opportunityId, companyId, personId, workflowId, dashboardId, authorId -> eq
//   delete_attachment  deleteAttachment(id) {id}
//
// All 39 must succeed, which asks of the generated API, beyond DESIGN's names: Twenty's
// timelineActivity, favorite and attachment objects (src/metadata/objects/twenty-system-objects.ts)
// with Twenty's field names, among them workflowVersionId, workflowRunId and dashboardId (a plain
// UUID: this service has no dashboards) and attachment's deprecated `type` and authorId;
// `properties` a RAW_JSON field, any JSON value in and out as given; favorite `position` a float;
// attachment `fileCategory` taking its option as a string variable, OTHER when left out;
// `position` on Task and Note (every Twenty object has it; the task and note tools select it); a
// `DateTime` input that takes a date alone (create_opportunity sends closeDate "2027-01-15", the
// format its description asks for; Twenty takes it); amountMicros beyond 32 bits in and out as a
// JSON number (1.5e12 for 1,500,000); `filter: null` for the nullable `$filter`;
// `createdBy { source }` and `deletedAt` selectable.
//
// One MCP server process for the whole file (spawn and handshake: about 0.25 s); the service runs
// in-process on an ephemeral port (test/support/server.ts), on PGlite or PostgreSQL per project.
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { ISO_MS, UUID, firstMemberId } from '../foundation-support.ts';
import { call, create, getOne, ok, type Rec } from '../records-support.ts';

const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../../node_modules/twenty-crm-mcp-server/dist/index.js');

const TOOLS = [
  'add_favorite', 'create_attachment', 'create_company', 'create_note', 'create_note_target', 'create_opportunity',
  'create_person', 'create_task', 'create_task_target', 'create_timeline_activity', 'delete_attachment', 'delete_note',
  'delete_note_target', 'delete_task_target', 'get_attachment', 'get_company', 'get_favorite', 'get_note',
  'get_opportunity', 'get_person', 'get_task', 'get_timeline_activity', 'list_attachments', 'list_companies',
  'list_favorites', 'list_note_targets', 'list_notes', 'list_opportunities', 'list_people', 'list_task_targets',
  'list_tasks', 'list_timeline_activities', 'remove_favorite', 'update_company', 'update_note', 'update_opportunity',
  'update_person', 'update_task', 'update_timeline_activity',
];

let app: TestServer;
let mcp: Client;
let memberId: string;
/** Every tool called, to prove at the end that none was left out. */
const called = new Set<string>();

beforeAll(async () => {
  app = await startTestServer();
  memberId = await firstMemberId(app);
  mcp = new Client({ name: 'crm-e2e', version: '1.0.0' }, { capabilities: {} });
  // Only the variables the server reads (and PATH): nothing of the test's environment leaks in.
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [SERVER_ENTRY],
    env: { PATH: process.env.PATH ?? '', TWENTY_API_KEY: app.apiKey, TWENTY_BASE_URL: app.baseUrl },
    stderr: 'inherit',
  });
  await mcp.connect(transport);
});
afterAll(async () => {
  await mcp?.close();
  await app?.close();
});

interface ToolAnswer {
  isError: boolean;
  text: string;
}

async function tool(name: string, args: Record<string, unknown>): Promise<ToolAnswer> {
  called.add(name);
  const result = (await mcp.callTool({ name, arguments: args })) as { isError?: boolean; content: Array<{ type: string; text?: string }> };
  expect(result.content).toHaveLength(1);
  expect(result.content[0].type).toBe('text');
  return { isError: result.isError === true, text: result.content[0].text ?? '' };
}

/** Calls the tool, fails the test with the tool's own error text unless it succeeded, answers its text. */
async function succeed(name: string, args: Record<string, unknown>): Promise<string> {
  const answer = await tool(name, args);
  expect(answer.isError, `${name} failed: ${answer.isError ? oneLine(answer.text) : ''}`).toBe(false);
  return answer.text;
}

/** A tool's error text on one line: the GraphQL messages with their codes, or the text itself. */
function oneLine(text: string): string {
  try {
    return graphqlErrors(text).map((e) => `${e.message} (${e.extensions?.code})`).join(' | ');
  } catch {
    return text;
  }
}

/** The JSON the server prints after its summary line (and before a create's "🔗 Auto-linked" line). */
function payload(text: string): any {
  const start = text.indexOf('\n\n');
  const end = text.indexOf('\n\n🔗');
  expect(start, text).toBeGreaterThan(0);
  return JSON.parse(text.slice(start + 2, end === -1 ? undefined : end));
}

/** A word no other record of this file holds (letters only: search reads digits apart). */
const unique = (prefix: string) => `${prefix}${randomBytes(5).toString('hex').replace(/\d/g, (d) => 'ghijklmnop'[Number(d)])}`;
const q = encodeURIComponent;
const restList = async (plural: string, filter: string) => (await ok(app, 'GET', `/rest/${plural}?limit=100&filter=${q(filter)}`)).data[plural] as Rec[];

/**
 * The errors of a tool that failed on a GraphQL answer: "Error: GraphQL errors: <JSON>" (a 2xx
 * with `errors`) or "Error: GraphQL request failed (<status>): <body>" (a non-2xx).
 */
function graphqlErrors(text: string): Array<{ message: string; extensions?: { code?: string } }> {
  const withErrors = /^Error: GraphQL errors: ([\s\S]*)$/.exec(text);
  if (withErrors) return JSON.parse(withErrors[1]);
  const failed = /^Error: GraphQL request failed \(\d+\): ([\s\S]*)$/.exec(text);
  if (!failed) throw new Error(`not a GraphQL error: ${text}`);
  return JSON.parse(failed[1]).errors;
}

describe('twenty-crm-mcp-server 0.6.2 over stdio against this service', () => {
  // Records made over REST, so that each get, list, update and delete tool is tested on its own,
  // and reads records the other interface wrote. The create tools make their own.
  const companyName = unique('Mcpacme');
  const lastName = unique('Mcplovelace');
  const opportunityName = unique('Mcpdeal');
  const taskTitle = unique('Mcptask');
  const noteTitle = unique('Mcpnote');
  let company: Rec, person: Rec, opportunity: Rec, task: Rec, note: Rec;

  beforeAll(async () => {
    company = await create(app, 'companies', 'company', {
      name: companyName,
      domainName: { primaryLinkUrl: 'https://mcp-acme.example.com' },
      employees: 42,
      address: { addressCity: 'Paris', addressCountry: 'France' },
      idealCustomerProfile: true,
    });
    person = await create(app, 'people', 'person', {
      name: { firstName: 'Ada', lastName },
      emails: { primaryEmail: 'ada.mcp@example.com' },
      linkedinLink: { primaryLinkUrl: 'https://www.linkedin.com/in/ada-mcp' },
      jobTitle: 'Engineer',
      city: 'London',
      companyId: company.id,
    });
    opportunity = await create(app, 'opportunities', 'opportunity', {
      name: opportunityName,
      stage: 'DISCOVERY',
      amount: { amountMicros: 25000000000, currencyCode: 'EUR' },
      companyId: company.id,
      pointOfContactId: person.id,
    });
    task = await create(app, 'tasks', 'task', { title: taskTitle, body: 'Call back', status: 'TODO', assigneeId: memberId });
    note = await create(app, 'notes', 'note', { title: noteTitle, body: 'First call went well.' });
  });

  it('starts, and lists its 39 tools', async () => {
    const { tools } = await mcp.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual(TOOLS);
    for (const t of tools) expect(t.inputSchema.type).toBe('object');
  });

  describe('companies', () => {
    it('create_company: every argument reaches the company', async () => {
      const name = unique('Mcpnewco');
      const text = await succeed('create_company', {
        name,
        domainUrl: 'https://mcp-newco.example.com',
        addressStreet1: '1 Rue de Rivoli',
        addressCity: 'Paris',
        addressPostcode: '75001',
        addressCountry: 'France',
        employees: 12,
        linkedinUrl: 'https://www.linkedin.com/company/mcp-newco',
        xUrl: 'https://x.com/mcpnewco',
        annualRecurringRevenue: 1500000,
        currency: 'EUR',
        idealCustomerProfile: true,
      });
      expect(text).toContain(`✅ Created company: ${name}`);
      const created = payload(text);
      expect(created).toMatchObject({
        id: expect.stringMatching(UUID),
        name,
        domainName: { primaryLinkUrl: 'https://mcp-newco.example.com' },
        employees: 12,
        annualRecurringRevenue: { amountMicros: 1500000000000, currencyCode: 'EUR' },
        idealCustomerProfile: true,
        createdAt: expect.stringMatching(ISO_MS),
      });
      expect(await getOne(app, 'companies', 'company', created.id)).toMatchObject({
        name,
        domainName: { primaryLinkUrl: 'https://mcp-newco.example.com' },
        linkedinLink: { primaryLinkUrl: 'https://www.linkedin.com/company/mcp-newco' },
        xLink: { primaryLinkUrl: 'https://x.com/mcpnewco' },
        address: { addressStreet1: '1 Rue de Rivoli', addressCity: 'Paris', addressPostcode: '75001', addressCountry: 'France' },
        employees: 12,
        annualRecurringRevenue: { amountMicros: 1500000000000, currencyCode: 'EUR' },
        idealCustomerProfile: true,
      });
    });

    it('get_company', async () => {
      const text = await succeed('get_company', { id: company.id });
      expect(text).toMatch(/^Company details:\n\n/);
      const got = payload(text);
      expect(got).toMatchObject({ id: company.id, name: companyName, employees: 42, idealCustomerProfile: true, updatedAt: expect.stringMatching(ISO_MS) });
      expect(got.domainName).toEqual({ primaryLinkUrl: 'https://mcp-acme.example.com' });
      expect(got.address).toMatchObject({ addressCity: 'Paris', addressCountry: 'France' });
    });

    it('list_companies with a search term, and without', async () => {
      const text = await succeed('list_companies', { searchTerm: companyName.slice(2).toLowerCase(), limit: 5 });
      expect(text).toMatch(/^Found 1 companies\n/);
      expect(payload(text).map((c: Rec) => c.id)).toEqual([company.id]);
      // No argument: the filter is sent as null and `first` as 20.
      const all = payload(await succeed('list_companies', {}));
      expect(all.length).toBeGreaterThan(0);
      expect(all.length).toBeLessThanOrEqual(20);
    });

    it('update_company: the fields given change, the others stay', async () => {
      const updated = payload(await succeed('update_company', { id: company.id, employees: 50, addressCity: 'Lyon', annualRecurringRevenue: 2000000, currency: 'EUR' }));
      expect(updated).toMatchObject({ id: company.id, employees: 50, annualRecurringRevenue: { amountMicros: 2000000000000, currencyCode: 'EUR' } });
      const stored = await getOne(app, 'companies', 'company', company.id);
      expect(stored).toMatchObject({ name: companyName, employees: 50, idealCustomerProfile: true, domainName: { primaryLinkUrl: 'https://mcp-acme.example.com' } });
      expect(stored.address.addressCity).toBe('Lyon');
      expect(stored.annualRecurringRevenue).toEqual({ amountMicros: 2000000000000, currencyCode: 'EUR' });
    });
  });

  describe('people', () => {
    it('create_person: every argument reaches the person', async () => {
      const newLastName = unique('Mcphopper');
      const text = await succeed('create_person', {
        firstName: 'Grace',
        lastName: newLastName,
        email: 'grace.mcp@example.com',
        phone: '612345678',
        phoneCountryCode: 'FR',
        phoneCallingCode: '+33',
        jobTitle: 'Admiral',
        companyId: company.id,
        linkedinUrl: 'https://www.linkedin.com/in/grace-mcp',
        xUrl: 'https://x.com/gracemcp',
        city: 'Arlington',
      });
      expect(text).toContain(`✅ Created person: Grace ${newLastName}`);
      const created = payload(text);
      expect(created).toMatchObject({ id: expect.stringMatching(UUID), name: { firstName: 'Grace', lastName: newLastName }, companyId: company.id });
      expect(await getOne(app, 'people', 'person', created.id)).toMatchObject({
        name: { firstName: 'Grace', lastName: newLastName },
        emails: { primaryEmail: 'grace.mcp@example.com', additionalEmails: [] },
        phones: { primaryPhoneNumber: '612345678', primaryPhoneCountryCode: 'FR', primaryPhoneCallingCode: '+33', additionalPhones: [] },
        jobTitle: 'Admiral',
        city: 'Arlington',
        companyId: company.id,
        linkedinLink: { primaryLinkUrl: 'https://www.linkedin.com/in/grace-mcp' },
        xLink: { primaryLinkUrl: 'https://x.com/gracemcp' },
      });
    });

    it('get_person, with its company', async () => {
      const got = payload(await succeed('get_person', { id: person.id }));
      expect(got).toMatchObject({
        id: person.id,
        name: { firstName: 'Ada', lastName },
        emails: { primaryEmail: 'ada.mcp@example.com', additionalEmails: [] },
        linkedinLink: { primaryLinkUrl: 'https://www.linkedin.com/in/ada-mcp' },
        jobTitle: 'Engineer',
        companyId: company.id,
        company: { id: company.id, name: companyName },
        updatedAt: expect.stringMatching(ISO_MS),
      });
    });

    it('list_people: by one word (an or of ilikes), by two words (an and of ors), by company', async () => {
      const byLastName = payload(await succeed('list_people', { searchTerm: lastName.toUpperCase() }));
      expect(byLastName.map((p: Rec) => p.id)).toEqual([person.id]);
      expect(byLastName[0].company).toEqual({ id: company.id, name: companyName });
      const byEmail = payload(await succeed('list_people', { searchTerm: 'ada.mcp@example' }));
      expect(byEmail.map((p: Rec) => p.id)).toEqual([person.id]);
      const byBoth = payload(await succeed('list_people', { searchTerm: `ada ${lastName}`, limit: 10 }));
      expect(byBoth.map((p: Rec) => p.id)).toEqual([person.id]);
      expect(await succeed('list_people', { searchTerm: `nobody ${lastName}` })).toMatch(/^Found 0 people\n/);
      const byCompany = payload(await succeed('list_people', { companyId: company.id }));
      expect(byCompany.map((p: Rec) => p.id)).toContain(person.id);
      for (const p of byCompany) expect(p.companyId).toBe(company.id);
    });

    it('update_person', async () => {
      const updated = payload(await succeed('update_person', { id: person.id, firstName: 'Augusta', lastName, jobTitle: 'CTO', city: 'Paris', phone: '699999999' }));
      expect(updated).toMatchObject({ id: person.id, name: { firstName: 'Augusta', lastName }, jobTitle: 'CTO', city: 'Paris', phones: { primaryPhoneNumber: '699999999' } });
      expect(await getOne(app, 'people', 'person', person.id)).toMatchObject({
        name: { firstName: 'Augusta', lastName },
        jobTitle: 'CTO',
        city: 'Paris',
        emails: { primaryEmail: 'ada.mcp@example.com' },
        phones: { primaryPhoneNumber: '699999999' },
        companyId: company.id,
      });
    });
  });

  describe('opportunities', () => {
    it('create_opportunity, with a company and a point of contact', async () => {
      const name = unique('Mcpnewdeal');
      const text = await succeed('create_opportunity', {
        name,
        amount: 12000,
        currency: 'EUR',
        stage: 'NEGOTIATION',
        closeDate: '2027-01-15',
        companyId: company.id,
        pointOfContactId: person.id,
      });
      expect(text).toContain(`✅ Created opportunity: ${name}`);
      const created = payload(text);
      expect(created).toMatchObject({
        id: expect.stringMatching(UUID),
        amount: { amountMicros: 12000000000, currencyCode: 'EUR' },
        stage: 'NEGOTIATION',
        company: { id: company.id, name: companyName },
        pointOfContact: { id: person.id },
      });
      const stored = await getOne(app, 'opportunities', 'opportunity', created.id);
      expect(stored).toMatchObject({ name, stage: 'NEGOTIATION', companyId: company.id, pointOfContactId: person.id, amount: { amountMicros: 12000000000, currencyCode: 'EUR' } });
      expect(stored.closeDate).toMatch(/^2027-01-15/);
    });

    it('get_opportunity', async () => {
      const got = payload(await succeed('get_opportunity', { id: opportunity.id }));
      expect(got).toMatchObject({
        id: opportunity.id,
        name: opportunityName,
        stage: 'DISCOVERY',
        amount: { amountMicros: 25000000000, currencyCode: 'EUR' },
        pointOfContactId: person.id,
        pointOfContact: { id: person.id },
        company: { id: company.id, name: companyName },
      });
    });

    it('list_opportunities by name, company and stage', async () => {
      const listed = payload(await succeed('list_opportunities', { searchTerm: opportunityName, companyId: company.id, stage: 'DISCOVERY' }));
      expect(listed.map((o: Rec) => o.id)).toEqual([opportunity.id]);
      expect(await succeed('list_opportunities', { searchTerm: opportunityName, stage: 'CLOSED_WON' })).toMatch(/^Found 0 opportunities\n/);
    });

    it('update_opportunity', async () => {
      const updated = payload(await succeed('update_opportunity', { id: opportunity.id, stage: 'PROPOSAL', amount: 30000, currency: 'EUR' }));
      expect(updated).toMatchObject({ id: opportunity.id, stage: 'PROPOSAL', amount: { amountMicros: 30000000000, currencyCode: 'EUR' } });
      expect(await getOne(app, 'opportunities', 'opportunity', opportunity.id)).toMatchObject({
        name: opportunityName,
        stage: 'PROPOSAL',
        amount: { amountMicros: 30000000000, currencyCode: 'EUR' },
        pointOfContactId: person.id,
      });
    });
  });

  describe('tasks and task targets', () => {
    it('create_task, linked to a person and a company (two task targets)', async () => {
      const title = unique('Mcpnewtask');
      const text = await succeed('create_task', {
        title,
        body: '# Call\n- ask about **pricing**',
        status: 'IN_PROGRESS',
        dueAt: '2027-02-01T09:00:00.000Z',
        assigneeId: memberId,
        personId: person.id,
        companyId: company.id,
      });
      expect(text).toContain(`✅ Created task: ${title}`);
      expect(text).toContain(`🔗 Auto-linked to: person (${person.id}), company (${company.id})`);
      const created = payload(text);
      expect(created).toMatchObject({ id: expect.stringMatching(UUID), title, status: 'IN_PROGRESS', assigneeId: memberId, assignee: { id: memberId } });
      expect(created.bodyV2.markdown).toBe('# Call\n- ask about **pricing**');
      const stored = await getOne(app, 'tasks', 'task', created.id);
      expect(stored).toMatchObject({ title, status: 'IN_PROGRESS', dueAt: '2027-02-01T09:00:00.000Z', assigneeId: memberId });
      expect(stored.bodyV2.markdown).toBe('# Call\n- ask about **pricing**');
      const targets = await restList('taskTargets', `taskId[eq]:${created.id}`);
      expect(targets.map((t) => [t.personId, t.companyId, t.opportunityId])).toEqual(
        expect.arrayContaining([[person.id, null, null], [null, company.id, null]]),
      );
      expect(targets).toHaveLength(2);
    });

    it('get_task', async () => {
      const got = payload(await succeed('get_task', { id: task.id }));
      expect(got).toMatchObject({ id: task.id, title: taskTitle, status: 'TODO', assigneeId: memberId, assignee: { id: memberId }, deletedAt: null });
      expect(got.bodyV2.markdown).toBe('Call back');
    });

    it('list_tasks by title, status and assignee', async () => {
      const listed = payload(await succeed('list_tasks', { searchTerm: taskTitle, status: 'TODO', assigneeId: memberId }));
      expect(listed.map((t: Rec) => t.id)).toEqual([task.id]);
      expect(await succeed('list_tasks', { searchTerm: taskTitle, status: 'DONE' })).toMatch(/^Found 0 tasks\n/);
    });

    it('update_task', async () => {
      const updated = payload(await succeed('update_task', { id: task.id, status: 'DONE', body: 'Called, sent the quote.' }));
      expect(updated).toMatchObject({ id: task.id, status: 'DONE' });
      const stored = await getOne(app, 'tasks', 'task', task.id);
      expect(stored).toMatchObject({ status: 'DONE', title: taskTitle });
      expect(stored.bodyV2.markdown).toBe('Called, sent the quote.');
    });

    it('create_task_target, list_task_targets, delete_task_target (a soft delete)', async () => {
      const text = await succeed('create_task_target', { taskId: task.id, opportunityId: opportunity.id });
      expect(text).toContain(`✅ Linked task to opportunity (${opportunity.id})`);
      const created = payload(text);
      expect(created).toMatchObject({ id: expect.stringMatching(UUID), taskId: task.id, opportunityId: opportunity.id, personId: null, companyId: null });
      expect((await getOne(app, 'taskTargets', 'taskTarget', created.id)).opportunityId).toBe(opportunity.id);

      const listed = payload(await succeed('list_task_targets', { taskId: task.id }));
      expect(listed.map((t: Rec) => t.id)).toEqual([created.id]);
      const byOpportunity = payload(await succeed('list_task_targets', { opportunityId: opportunity.id }));
      expect(byOpportunity.map((t: Rec) => t.id)).toEqual([created.id]);

      expect(await succeed('delete_task_target', { id: created.id })).toBe(`✅ Deleted task target: ${created.id}`);
      expect((await call(app, 'GET', `/rest/taskTargets/${created.id}`)).status).toBe(404);
      expect(await restList('taskTargets', `taskId[eq]:${task.id}`)).toEqual([]);
      const trashed = await restList('taskTargets', `and(id[eq]:${created.id},deletedAt[is]:NOT_NULL)`);
      expect(trashed.map((t) => t.id)).toEqual([created.id]);
      expect(trashed[0].deletedAt).toMatch(ISO_MS);
    });
  });

  describe('notes and note targets', () => {
    it('create_note, linked to an opportunity', async () => {
      const title = unique('Mcpnewnote');
      const text = await succeed('create_note', { title, body: 'Met the **buyer**.', opportunityId: opportunity.id });
      expect(text).toContain(`✅ Created note: ${title}`);
      expect(text).toContain(`🔗 Auto-linked to: opportunity (${opportunity.id})`);
      const created = payload(text);
      expect(created).toMatchObject({ id: expect.stringMatching(UUID), title, createdBy: { source: 'API' } });
      const stored = await getOne(app, 'notes', 'note', created.id);
      expect(stored.title).toBe(title);
      expect(stored.bodyV2.markdown).toBe('Met the **buyer**.');
      const targets = await restList('noteTargets', `noteId[eq]:${created.id}`);
      expect(targets.map((t) => t.opportunityId)).toEqual([opportunity.id]);
    });

    it('get_note', async () => {
      const got = payload(await succeed('get_note', { id: note.id }));
      expect(got).toMatchObject({ id: note.id, title: noteTitle, createdBy: { source: 'API' }, deletedAt: null });
      expect(got.bodyV2.markdown).toBe('First call went well.');
    });

    it('list_notes by title', async () => {
      const listed = payload(await succeed('list_notes', { searchTerm: noteTitle.toLowerCase() }));
      expect(listed.map((n: Rec) => n.id)).toEqual([note.id]);
    });

    it('update_note', async () => {
      const updated = payload(await succeed('update_note', { id: note.id, body: 'Second version.' }));
      expect(updated).toMatchObject({ id: note.id, title: noteTitle });
      expect(updated.bodyV2.markdown).toBe('Second version.');
      const stored = await getOne(app, 'notes', 'note', note.id);
      expect(stored.title).toBe(noteTitle);
      expect(stored.bodyV2.markdown).toBe('Second version.');
    });

    it('create_note_target, list_note_targets, delete_note_target (a soft delete)', async () => {
      const text = await succeed('create_note_target', { noteId: note.id, personId: person.id });
      expect(text).toContain(`✅ Linked note to person (${person.id})`);
      const created = payload(text);
      expect(created).toMatchObject({ noteId: note.id, personId: person.id, companyId: null, opportunityId: null });
      expect((await getOne(app, 'noteTargets', 'noteTarget', created.id)).personId).toBe(person.id);
      const listed = payload(await succeed('list_note_targets', { noteId: note.id }));
      expect(listed.map((t: Rec) => t.id)).toEqual([created.id]);
      const byPerson = payload(await succeed('list_note_targets', { personId: person.id }));
      expect(byPerson.map((t: Rec) => t.id)).toEqual([created.id]);
      expect(await succeed('delete_note_target', { id: created.id })).toBe(`✅ Deleted note target: ${created.id}`);
      expect((await call(app, 'GET', `/rest/noteTargets/${created.id}`)).status).toBe(404);
      expect(await restList('noteTargets', `noteId[eq]:${note.id}`)).toEqual([]);
    });

    it('delete_note soft-deletes the note: hidden from REST and the client unless a filter names deletedAt', async () => {
      expect(await succeed('delete_note', { id: note.id })).toBe(`✅ Deleted note: ${note.id}`);
      expect((await call(app, 'GET', `/rest/notes/${note.id}`)).status).toBe(404);
      const trashed = await restList('notes', `and(id[eq]:${note.id},deletedAt[is]:NOT_NULL)`);
      expect(trashed.map((n) => n.id)).toEqual([note.id]);
      expect(trashed[0].deletedAt).toMatch(ISO_MS);
      expect(await succeed('list_notes', { searchTerm: noteTitle })).toMatch(/^Found 0 notes\n/);
    });
  });

  describe('timeline activities', () => {
    // Over REST: an event on the opportunity, its task and a note of its own, by the member.
    const eventName = unique('Mcpevent');
    let eventNote: Rec, activity: Rec;

    beforeAll(async () => {
      eventNote = await create(app, 'notes', 'note', { title: unique('Mcpeventnote') });
      activity = await create(app, 'timelineActivities', 'timelineActivity', {
        name: eventName,
        properties: { diff: { stage: { before: 'DISCOVERY', after: 'PROPOSAL' } } },
        happensAt: '2027-03-01T10:00:00.000Z',
        workspaceMemberId: memberId,
        opportunityId: opportunity.id,
        taskId: task.id,
        noteId: eventNote.id,
      });
    });

    it('create_timeline_activity: every argument reaches the activity', async () => {
      const name = unique('Mcpcalled');
      const text = await succeed('create_timeline_activity', {
        name,
        properties: { type: 'CALL', notes: 'Discussed pricing', minutes: 25, followUp: true },
        happensAt: '2027-02-10T14:30:00.000Z',
        workspaceMemberId: memberId,
        personId: person.id,
        companyId: company.id,
        linkedRecordId: task.id,
        linkedObjectMetadataId: '4d2f7a5c-0b1e-4c3d-8e9f-a1b2c3d4e5f6',
        linkedRecordCachedName: taskTitle,
      });
      expect(text).toMatch(new RegExp(`^✅ Created timeline activity: ${name}\n\n`));
      const created = payload(text);
      expect(created).toEqual({
        id: expect.stringMatching(UUID),
        name,
        properties: { type: 'CALL', notes: 'Discussed pricing', minutes: 25, followUp: true },
        happensAt: '2027-02-10T14:30:00.000Z',
        linkedRecordId: task.id,
        linkedObjectMetadataId: '4d2f7a5c-0b1e-4c3d-8e9f-a1b2c3d4e5f6',
        linkedRecordCachedName: taskTitle,
        workspaceMemberId: memberId,
        personId: person.id,
        companyId: company.id,
        opportunityId: null,
        noteId: null,
        taskId: null,
        workflowId: null,
        workflowVersionId: null,
        workflowRunId: null,
        dashboardId: null,
        createdAt: expect.stringMatching(ISO_MS),
      });
      expect(await getOne(app, 'timelineActivities', 'timelineActivity', created.id)).toMatchObject({
        name,
        properties: { type: 'CALL', notes: 'Discussed pricing', minutes: 25, followUp: true },
        happensAt: '2027-02-10T14:30:00.000Z',
        linkedRecordId: task.id,
        linkedObjectMetadataId: '4d2f7a5c-0b1e-4c3d-8e9f-a1b2c3d4e5f6',
        linkedRecordCachedName: taskTitle,
        workspaceMemberId: memberId,
        personId: person.id,
        companyId: company.id,
        opportunityId: null,
        createdBy: { source: 'API' },
        deletedAt: null,
      });
    });

    it('get_timeline_activity', async () => {
      const text = await succeed('get_timeline_activity', { id: activity.id });
      expect(text).toMatch(/^TimelineActivity details:\n\n/);
      expect(payload(text)).toMatchObject({
        id: activity.id,
        name: eventName,
        properties: { diff: { stage: { before: 'DISCOVERY', after: 'PROPOSAL' } } },
        happensAt: '2027-03-01T10:00:00.000Z',
        workspaceMemberId: memberId,
        opportunityId: opportunity.id,
        taskId: task.id,
        noteId: eventNote.id,
        personId: null,
        companyId: null,
        linkedRecordId: null,
        createdAt: expect.stringMatching(ISO_MS),
        updatedAt: expect.stringMatching(ISO_MS),
      });
    });

    it('list_timeline_activities by name, target and member', async () => {
      const ids = async (args: Record<string, unknown>) => payload(await succeed('list_timeline_activities', args)).map((a: Rec) => a.id);
      const byName = await succeed('list_timeline_activities', { searchTerm: eventName.toLowerCase() });
      expect(byName).toMatch(/^Found 1 timelineActivities\n\n/);
      expect(payload(byName).map((a: Rec) => a.id)).toEqual([activity.id]);
      expect(await ids({ opportunityId: opportunity.id })).toEqual([activity.id]);
      expect(await ids({ noteId: eventNote.id })).toEqual([activity.id]);
      expect(await ids({ searchTerm: eventName, taskId: task.id, workspaceMemberId: memberId, limit: 5 })).toEqual([activity.id]);
      expect(await ids({ searchTerm: eventName, personId: person.id })).toEqual([]);
      expect(await ids({ searchTerm: eventName, companyId: company.id })).toEqual([]);
      // The activity create_timeline_activity made for the person and the company.
      const byPerson = payload(await succeed('list_timeline_activities', { personId: person.id, companyId: company.id }));
      expect(byPerson).toHaveLength(1);
      expect(byPerson[0]).toMatchObject({ personId: person.id, companyId: company.id, linkedRecordCachedName: taskTitle });
      const unfiltered = payload(await succeed('list_timeline_activities', { limit: 60 })).map((a: Rec) => a.id);
      expect(unfiltered).toContain(activity.id);
    });

    it('update_timeline_activity', async () => {
      const renamed = unique('Mcprenamed');
      const text = await succeed('update_timeline_activity', {
        id: activity.id,
        name: renamed,
        properties: { diff: { stage: { before: 'PROPOSAL', after: 'CLOSED_WON' } } },
        happensAt: '2027-03-02T08:15:00.000Z',
        companyId: company.id,
      });
      expect(text).toMatch(/^✅ Updated timelineActivity\n\n/);
      expect(payload(text)).toMatchObject({
        id: activity.id,
        name: renamed,
        properties: { diff: { stage: { before: 'PROPOSAL', after: 'CLOSED_WON' } } },
        happensAt: '2027-03-02T08:15:00.000Z',
        companyId: company.id,
        opportunityId: opportunity.id,
        updatedAt: expect.stringMatching(ISO_MS),
      });
      expect(await getOne(app, 'timelineActivities', 'timelineActivity', activity.id)).toMatchObject({
        name: renamed,
        properties: { diff: { stage: { before: 'PROPOSAL', after: 'CLOSED_WON' } } },
        happensAt: '2027-03-02T08:15:00.000Z',
        companyId: company.id,
        opportunityId: opportunity.id,
        taskId: task.id,
        noteId: eventNote.id,
        workspaceMemberId: memberId,
      });
    });
  });

  describe('favorites', () => {
    // Over REST: the member's favorite person.
    let favorite: Rec;

    beforeAll(async () => {
      favorite = await create(app, 'favorites', 'favorite', { personId: person.id, forWorkspaceMemberId: memberId, position: 3 });
    });

    it('add_favorite, with a position', async () => {
      const text = await succeed('add_favorite', { companyId: company.id, position: 1.5 });
      expect(text).toMatch(new RegExp(`^✅ Added company to favorites \\(${company.id}\\)\n\n`));
      const created = payload(text);
      expect(created).toEqual({
        id: expect.stringMatching(UUID),
        position: 1.5,
        personId: null,
        companyId: company.id,
        opportunityId: null,
        forWorkspaceMemberId: null,
        createdAt: expect.stringMatching(ISO_MS),
        updatedAt: expect.stringMatching(ISO_MS),
      });
      expect(await getOne(app, 'favorites', 'favorite', created.id)).toMatchObject({ position: 1.5, companyId: company.id, personId: null, deletedAt: null });
      // Without a position: Twenty's default, 0.
      const ofOpportunity = payload(await succeed('add_favorite', { opportunityId: opportunity.id }));
      expect(ofOpportunity).toMatchObject({ position: 0, opportunityId: opportunity.id });
      expect(await getOne(app, 'favorites', 'favorite', ofOpportunity.id)).toMatchObject({ position: 0, opportunityId: opportunity.id });
    });

    it('get_favorite', async () => {
      const text = await succeed('get_favorite', { id: favorite.id });
      expect(text).toMatch(/^Favorite details:\n\n/);
      expect(payload(text)).toEqual({
        id: favorite.id,
        position: 3,
        personId: person.id,
        companyId: null,
        opportunityId: null,
        forWorkspaceMemberId: memberId,
        createdAt: expect.stringMatching(ISO_MS),
        updatedAt: expect.stringMatching(ISO_MS),
      });
    });

    it('list_favorites: all, by target and by member', async () => {
      const ids = async (args: Record<string, unknown>) => payload(await succeed('list_favorites', args)).map((f: Rec) => f.id);
      const byPerson = await succeed('list_favorites', { personId: person.id });
      expect(byPerson).toMatch(/^Found 1 favorite\(s\)\n\n/);
      expect(payload(byPerson).map((f: Rec) => f.id)).toEqual([favorite.id]);
      expect(await ids({ forWorkspaceMemberId: memberId })).toContain(favorite.id);
      expect(await ids({ personId: person.id, forWorkspaceMemberId: memberId })).toEqual([favorite.id]);
      expect(await ids({ personId: person.id, companyId: company.id })).toEqual([]);
      const ofCompany = payload(await succeed('list_favorites', { companyId: company.id }));
      expect(ofCompany).toHaveLength(1);
      expect(ofCompany[0]).toMatchObject({ companyId: company.id, position: 1.5 });
      expect(await ids({})).toEqual(expect.arrayContaining([favorite.id, ofCompany[0].id]));
    });

    it('remove_favorite soft-deletes the favorite', async () => {
      expect(await succeed('remove_favorite', { id: favorite.id })).toBe(`✅ Removed favorite: ${favorite.id}`);
      expect((await call(app, 'GET', `/rest/favorites/${favorite.id}`)).status).toBe(404);
      expect(await restList('favorites', `personId[eq]:${person.id}`)).toEqual([]);
      const trashed = await restList('favorites', `and(id[eq]:${favorite.id},deletedAt[is]:NOT_NULL)`);
      expect(trashed.map((f) => f.id)).toEqual([favorite.id]);
      expect(trashed[0].deletedAt).toMatch(ISO_MS);
      expect(await succeed('list_favorites', { personId: person.id })).toMatch(/^Found 0 favorite\(s\)\n/);
    });
  });

  describe('attachments', () => {
    // Over REST: the company's logo, attached by the member.
    const logoName = unique('Mcplogo');
    let logo: Rec;

    beforeAll(async () => {
      logo = await create(app, 'attachments', 'attachment', {
        name: `${logoName}.png`,
        fullPath: 'attachment/logo.png',
        fileCategory: 'IMAGE',
        companyId: company.id,
        taskId: task.id,
        authorId: memberId,
      });
    });

    it('create_attachment, linked to a person', async () => {
      const name = `${unique('Mcpquote')}.pdf`;
      const text = await succeed('create_attachment', {
        name,
        fullPath: 'https://files.example.com/quote.pdf',
        fileCategory: 'TEXT_DOCUMENT',
        personId: person.id,
        opportunityId: opportunity.id,
        authorId: memberId,
      });
      // The summary names one target: the person before the opportunity.
      expect(text).toMatch(new RegExp(`^✅ Created attachment: ${name}\nLinked to: person \\(${person.id}\\)\n\n`));
      const created = payload(text);
      expect(created).toEqual({
        id: expect.stringMatching(UUID),
        name,
        fullPath: 'https://files.example.com/quote.pdf',
        type: null,
        fileCategory: 'TEXT_DOCUMENT',
        taskId: null,
        opportunityId: opportunity.id,
        companyId: null,
        personId: person.id,
        workflowId: null,
        dashboardId: null,
        authorId: memberId,
        createdBy: { source: 'API' },
        createdAt: expect.stringMatching(ISO_MS),
        updatedAt: expect.stringMatching(ISO_MS),
      });
      expect(await getOne(app, 'attachments', 'attachment', created.id)).toMatchObject({
        name,
        fullPath: 'https://files.example.com/quote.pdf',
        fileCategory: 'TEXT_DOCUMENT',
        personId: person.id,
        opportunityId: opportunity.id,
        authorId: memberId,
        createdBy: { source: 'API' },
        deletedAt: null,
      });
      // Without a category: OTHER, as Twenty.
      const plain = payload(await succeed('create_attachment', { name: `${unique('Mcpplain')}.bin`, fullPath: 'attachment/plain.bin', taskId: task.id }));
      expect(plain).toMatchObject({ fileCategory: 'OTHER', taskId: task.id, authorId: null });
      expect((await getOne(app, 'attachments', 'attachment', plain.id)).fileCategory).toBe('OTHER');
    });

    it('get_attachment', async () => {
      const text = await succeed('get_attachment', { id: logo.id });
      expect(text).toMatch(/^Attachment details:\n\n/);
      expect(payload(text)).toMatchObject({
        id: logo.id,
        name: `${logoName}.png`,
        fullPath: 'attachment/logo.png',
        type: null,
        fileCategory: 'IMAGE',
        companyId: company.id,
        taskId: task.id,
        personId: null,
        authorId: memberId,
        createdBy: { source: 'API' },
        deletedAt: null,
      });
    });

    it('list_attachments by name, category, target and author', async () => {
      const ids = async (args: Record<string, unknown>) => payload(await succeed('list_attachments', args)).map((a: Rec) => a.id);
      const byName = await succeed('list_attachments', { searchTerm: logoName.toUpperCase() });
      expect(byName).toMatch(/^Found 1 attachment\(s\)\n\n/);
      expect(payload(byName).map((a: Rec) => a.id)).toEqual([logo.id]);
      expect(await ids({ companyId: company.id })).toEqual([logo.id]);
      expect(await ids({ searchTerm: logoName, fileCategory: 'IMAGE', taskId: task.id, authorId: memberId })).toEqual([logo.id]);
      expect(await ids({ searchTerm: logoName, fileCategory: 'VIDEO' })).toEqual([]);
      expect(await ids({ searchTerm: logoName, personId: person.id })).toEqual([]);
      const ofPerson = payload(await succeed('list_attachments', { personId: person.id, opportunityId: opportunity.id }));
      expect(ofPerson).toHaveLength(1);
      expect(ofPerson[0]).toMatchObject({ fileCategory: 'TEXT_DOCUMENT', personId: person.id });
      expect(await ids({ limit: 60 })).toContain(logo.id);
    });

    it('delete_attachment soft-deletes the attachment', async () => {
      expect(await succeed('delete_attachment', { id: logo.id })).toBe(`✅ Deleted attachment: ${logo.id}`);
      expect((await call(app, 'GET', `/rest/attachments/${logo.id}`)).status).toBe(404);
      expect(await restList('attachments', `companyId[eq]:${company.id}`)).toEqual([]);
      const trashed = await restList('attachments', `and(id[eq]:${logo.id},deletedAt[is]:NOT_NULL)`);
      expect(trashed.map((a) => a.id)).toEqual([logo.id]);
      expect(trashed[0].deletedAt).toMatch(ISO_MS);
      expect(await succeed('list_attachments', { searchTerm: logoName })).toMatch(/^Found 0 attachment\(s\)\n/);
    });
  });

  it('called every tool the server lists', () => {
    expect([...called].sort()).toEqual(TOOLS);
  });
});
