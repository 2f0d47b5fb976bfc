// GET /rest/metadata/objects/standard-id/{id}: the field definitions (name, label, type,
// nullable, default, options of selects, sub-fields of composites, relation target) of the five
// objects with SPEC's fixed standard ids and of Twenty's timeline activities, favorites and
// attachments (Twenty's standard ids); an unknown id is a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';
import { UUID, call, expectError, ok, type Rec } from './records-support.ts';

let app: TestServer;

beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app?.close());

const SYSTEM: [string, string][] = [
  ['id', 'UUID'],
  ['createdAt', 'DATE_TIME'],
  ['updatedAt', 'DATE_TIME'],
  ['deletedAt', 'DATE_TIME'],
  ['createdBy', 'ACTOR'],
  ['updatedBy', 'ACTOR'],
];
const ACTIVITY: [string, string, string, string][] = [
  ['noteTargets', 'RELATION', 'ONE_TO_MANY', 'noteTarget'],
  ['taskTargets', 'RELATION', 'ONE_TO_MANY', 'taskTarget'],
  ['notes', 'RELATION', 'THROUGH', 'note'],
  ['tasks', 'RELATION', 'THROUGH', 'task'],
];
/** Twenty's `position`, right after the system fields of person, company, opportunity, note and task. */
const POSITION: [string, string] = ['position', 'NUMBER'];
/** Their timeline activities, favorites and attachments (Twenty's system objects). */
const TWENTY_LISTS: [string, string, string, string][] = [
  ['timelineActivities', 'RELATION', 'ONE_TO_MANY', 'timelineActivity'],
  ['favorites', 'RELATION', 'ONE_TO_MANY', 'favorite'],
  ['attachments', 'RELATION', 'ONE_TO_MANY', 'attachment'],
];
/** The links of a timeline activity, favorite or attachment to the records it is about. */
const linksTo = (...targets: string[]): string[][] =>
  targets.flatMap((target) => [
    [`${target}Id`, 'UUID'],
    [target, 'RELATION', 'MANY_TO_ONE', target],
  ]);

/** name, type and, for relations, kind and target: every field of the object, in order. */
const OBJECTS: { standardId: string; nameSingular: string; namePlural: string; labelSingular: string; labelIdentifier: string; fields: string[][] }[] = [
  {
    standardId: '20202020-e674-48e5-a542-72570eee7213',
    nameSingular: 'person',
    namePlural: 'people',
    labelSingular: 'Person',
    labelIdentifier: 'name',
    fields: [
      ...SYSTEM,
      POSITION,
      ['name', 'FULL_NAME'],
      ['emails', 'EMAILS'],
      ['phones', 'PHONES'],
      ['linkedinLink', 'LINKS'],
      ['xLink', 'LINKS'],
      ['jobTitle', 'TEXT'],
      ['city', 'TEXT'],
      ['avatarUrl', 'TEXT'],
      ['companyId', 'UUID'],
      ['company', 'RELATION', 'MANY_TO_ONE', 'company'],
      ['ownerId', 'UUID'],
      ['owner', 'RELATION', 'MANY_TO_ONE', 'workspaceMember'],
      ['pointOfContactForOpportunities', 'RELATION', 'ONE_TO_MANY', 'opportunity'],
      ...ACTIVITY,
      ...TWENTY_LISTS,
    ],
  },
  {
    standardId: '20202020-b374-4779-a561-80086cb2e17f',
    nameSingular: 'company',
    namePlural: 'companies',
    labelSingular: 'Company',
    labelIdentifier: 'name',
    fields: [
      ...SYSTEM,
      POSITION,
      ['name', 'TEXT'],
      ['domainName', 'LINKS'],
      ['employees', 'NUMBER'],
      ['linkedinLink', 'LINKS'],
      ['xLink', 'LINKS'],
      ['annualRecurringRevenue', 'CURRENCY'],
      ['address', 'ADDRESS'],
      ['idealCustomerProfile', 'BOOLEAN'],
      ['industry', 'TEXT'],
      ['workPolicy', 'MULTI_SELECT'],
      ['tagline', 'TEXT'],
      ['accountOwnerId', 'UUID'],
      ['accountOwner', 'RELATION', 'MANY_TO_ONE', 'workspaceMember'],
      ['people', 'RELATION', 'ONE_TO_MANY', 'person'],
      ['opportunities', 'RELATION', 'ONE_TO_MANY', 'opportunity'],
      ...ACTIVITY,
      ...TWENTY_LISTS,
    ],
  },
  {
    standardId: '20202020-9549-49e8-b0e5-1d14de9583c0',
    nameSingular: 'opportunity',
    namePlural: 'opportunities',
    labelSingular: 'Opportunity',
    labelIdentifier: 'name',
    fields: [
      ...SYSTEM,
      POSITION,
      ['name', 'TEXT'],
      ['amount', 'CURRENCY'],
      ['stage', 'SELECT'],
      ['closeDate', 'DATE_TIME'],
      ['companyId', 'UUID'],
      ['company', 'RELATION', 'MANY_TO_ONE', 'company'],
      ['pointOfContactId', 'UUID'],
      ['pointOfContact', 'RELATION', 'MANY_TO_ONE', 'person'],
      ['ownerId', 'UUID'],
      ['owner', 'RELATION', 'MANY_TO_ONE', 'workspaceMember'],
      ...ACTIVITY,
      ...TWENTY_LISTS,
    ],
  },
  {
    standardId: '20202020-3e09-4c77-8d0a-1e7b0e5b0c7e',
    nameSingular: 'note',
    namePlural: 'notes',
    labelSingular: 'Note',
    labelIdentifier: 'title',
    fields: [...SYSTEM, POSITION, ['title', 'TEXT'], ['body', 'TEXT'], ['bodyV2', 'RICH_TEXT_V2'], ['noteTargets', 'RELATION', 'ONE_TO_MANY', 'noteTarget'], ...TWENTY_LISTS],
  },
  {
    standardId: '20202020-af3d-4c67-a5a0-7d1e5a7c0d22',
    nameSingular: 'task',
    namePlural: 'tasks',
    labelSingular: 'Task',
    labelIdentifier: 'title',
    fields: [
      ...SYSTEM,
      POSITION,
      ['title', 'TEXT'],
      ['body', 'TEXT'],
      ['bodyV2', 'RICH_TEXT_V2'],
      ['dueAt', 'DATE_TIME'],
      ['status', 'SELECT'],
      ['assigneeId', 'UUID'],
      ['assignee', 'RELATION', 'MANY_TO_ONE', 'workspaceMember'],
      ['taskTargets', 'RELATION', 'ONE_TO_MANY', 'taskTarget'],
      ...TWENTY_LISTS,
    ],
  },
  {
    standardId: '20202020-6736-4337-b5c4-8b39fae325a5',
    nameSingular: 'timelineActivity',
    namePlural: 'timelineActivities',
    labelSingular: 'Timeline activity',
    labelIdentifier: 'name',
    fields: [
      ...SYSTEM,
      ['happensAt', 'DATE_TIME'],
      ['name', 'TEXT'],
      ['properties', 'RAW_JSON'],
      ['linkedRecordCachedName', 'TEXT'],
      ['linkedRecordId', 'UUID'],
      ['linkedObjectMetadataId', 'UUID'],
      ...linksTo('workspaceMember', 'person', 'company', 'opportunity', 'note', 'task', 'workflow', 'workflowVersion', 'workflowRun'),
      ['dashboardId', 'UUID'],
    ],
  },
  {
    standardId: '20202020-ab56-4e05-92a3-e2414a499860',
    nameSingular: 'favorite',
    namePlural: 'favorites',
    labelSingular: 'Favorite',
    labelIdentifier: 'id',
    fields: [
      ...SYSTEM,
      ['position', 'NUMBER'],
      ['forWorkspaceMemberId', 'UUID'],
      ['forWorkspaceMember', 'RELATION', 'MANY_TO_ONE', 'workspaceMember'],
      ...linksTo('person', 'company', 'opportunity', 'note', 'task', 'workflow', 'workflowVersion', 'workflowRun'),
      ['dashboardId', 'UUID'],
      ['viewId', 'UUID'],
    ],
  },
  {
    standardId: '20202020-bd3d-4c60-8dca-571c71d4447a',
    nameSingular: 'attachment',
    namePlural: 'attachments',
    labelSingular: 'Attachment',
    labelIdentifier: 'name',
    fields: [
      ...SYSTEM,
      ['name', 'TEXT'],
      ['fullPath', 'TEXT'],
      ['type', 'TEXT'],
      ['fileCategory', 'SELECT'],
      ['authorId', 'UUID'],
      ['author', 'RELATION', 'MANY_TO_ONE', 'workspaceMember'],
      ...linksTo('task', 'note', 'person', 'company', 'opportunity', 'workflow'),
      ['dashboardId', 'UUID'],
    ],
  },
];

async function objectByStandardId(standardId: string): Promise<Rec> {
  const { data, response } = await app.client.GET('/rest/metadata/objects/standard-id/{standardId}', { params: { path: { standardId } } });
  expect(response.status).toBe(200);
  return data!.data.object as Rec;
}

const fieldOf = (object: Rec, name: string): Rec => object.fields.find((f: Rec) => f.name === name);

describe('the standard objects', () => {
  for (const spec of OBJECTS) {
    it(`${spec.nameSingular} (${spec.standardId}): every field with its type and relation target`, async () => {
      const object = await objectByStandardId(spec.standardId);
      expect(object).toEqual({
        id: expect.stringMatching(UUID),
        standardId: spec.standardId,
        nameSingular: spec.nameSingular,
        namePlural: spec.namePlural,
        labelSingular: spec.labelSingular,
        labelPlural: expect.any(String),
        description: expect.any(String),
        labelIdentifierFieldName: spec.labelIdentifier,
        isCustom: false,
        fields: expect.any(Array),
      });
      const summary = object.fields.map((f: Rec) => (f.relation ? [f.name, f.type, f.relation.kind, f.relation.targetObjectNameSingular] : [f.name, f.type]));
      expect(summary).toEqual(spec.fields);

      for (const field of object.fields as Rec[]) {
        expect(field).toEqual({
          id: expect.stringMatching(UUID),
          objectMetadataId: object.id,
          name: field.name,
          label: expect.stringMatching(/\S/),
          description: field.description === null ? null : expect.any(String),
          type: field.type,
          nullable: expect.any(Boolean),
          isNullable: field.nullable,
          isCustom: false,
          isActive: true,
          isReadOnly: ['id', 'createdAt', 'updatedAt', 'deletedAt', 'createdBy', 'updatedBy'].includes(field.name),
          isRequiredOnCreate: expect.any(Boolean),
          defaultValue: field.defaultValue,
          options: ['SELECT', 'MULTI_SELECT'].includes(field.type) ? expect.any(Array) : null,
          subFields: ['FULL_NAME', 'EMAILS', 'PHONES', 'LINKS', 'CURRENCY', 'ADDRESS', 'RICH_TEXT_V2', 'ACTOR'].includes(field.type) ? expect.any(Array) : null,
          relation: field.type === 'RELATION' ? expect.any(Object) : null,
          relationTarget: field.type === 'RELATION' ? field.relation.targetObjectNameSingular : null,
        });
      }
      // Field ids are unique and stable across calls.
      expect(new Set(object.fields.map((f: Rec) => f.id)).size).toBe(object.fields.length);
      expect(await objectByStandardId(spec.standardId)).toEqual(object);
    });
  }

  it('opportunity.stage: a nullable SELECT with the five stages as options', async () => {
    const stage = fieldOf(await objectByStandardId('20202020-9549-49e8-b0e5-1d14de9583c0'), 'stage');
    expect(stage).toEqual({
      id: expect.stringMatching(UUID),
      objectMetadataId: expect.stringMatching(UUID),
      name: 'stage',
      label: 'Stage',
      description: null,
      type: 'SELECT',
      nullable: true,
      isNullable: true,
      isCustom: false,
      isActive: true,
      isReadOnly: false,
      isRequiredOnCreate: false,
      defaultValue: null,
      options: [
        { id: expect.stringMatching(UUID), value: 'DISCOVERY', label: 'Discovery', position: 0, color: null },
        { id: expect.stringMatching(UUID), value: 'PROPOSAL', label: 'Proposal', position: 1, color: null },
        { id: expect.stringMatching(UUID), value: 'NEGOTIATION', label: 'Negotiation', position: 2, color: null },
        { id: expect.stringMatching(UUID), value: 'CLOSED_WON', label: 'Closed Won', position: 3, color: null },
        { id: expect.stringMatching(UUID), value: 'CLOSED_LOST', label: 'Closed Lost', position: 4, color: null },
      ],
      subFields: null,
      relation: null,
      relationTarget: null,
    });
  });

  it('opportunity: name required on create, amount a CURRENCY of micros and code', async () => {
    const opportunity = await objectByStandardId('20202020-9549-49e8-b0e5-1d14de9583c0');
    expect(fieldOf(opportunity, 'name')).toMatchObject({ type: 'TEXT', isRequiredOnCreate: true });
    expect(fieldOf(opportunity, 'amount')).toMatchObject({
      type: 'CURRENCY',
      nullable: true,
      subFields: [
        { name: 'amountMicros', type: 'NUMBER' },
        { name: 'currencyCode', type: 'TEXT' },
      ],
    });
    expect(fieldOf(opportunity, 'pointOfContact')).toMatchObject({ relation: { kind: 'MANY_TO_ONE', targetObjectNameSingular: 'person' } });
  });

  it('task.status: SELECT defaulting to TODO with TODO, IN_PROGRESS, DONE; title required', async () => {
    const task = await objectByStandardId('20202020-af3d-4c67-a5a0-7d1e5a7c0d22');
    expect(fieldOf(task, 'status')).toMatchObject({
      type: 'SELECT',
      defaultValue: 'TODO',
      options: [
        { value: 'TODO', label: 'Todo', position: 0, color: null },
        { value: 'IN_PROGRESS', label: 'In Progress', position: 1, color: null },
        { value: 'DONE', label: 'Done', position: 2, color: null },
      ],
    });
    expect(fieldOf(task, 'title')).toMatchObject({ isRequiredOnCreate: true });
    expect(fieldOf(task, 'bodyV2')).toMatchObject({
      type: 'RICH_TEXT_V2',
      subFields: [
        { name: 'markdown', type: 'TEXT' },
        { name: 'blocknote', type: 'TEXT' },
      ],
    });
  });

  it('person.name: FULL_NAME required on create; company: workPolicy options and defaults', async () => {
    const person = await objectByStandardId('20202020-e674-48e5-a542-72570eee7213');
    expect(fieldOf(person, 'name')).toMatchObject({
      type: 'FULL_NAME',
      isRequiredOnCreate: true,
      subFields: [
        { name: 'firstName', type: 'TEXT' },
        { name: 'lastName', type: 'TEXT' },
      ],
    });
    const company = await objectByStandardId('20202020-b374-4779-a561-80086cb2e17f');
    expect(fieldOf(company, 'workPolicy')).toMatchObject({
      type: 'MULTI_SELECT',
      nullable: false,
      defaultValue: [],
      options: [
        { value: 'ON_SITE', label: 'On Site', position: 0, color: null },
        { value: 'HYBRID', label: 'Hybrid', position: 1, color: null },
        { value: 'REMOTE_WORK', label: 'Remote Work', position: 2, color: null },
      ],
    });
    expect(fieldOf(company, 'idealCustomerProfile')).toMatchObject({ type: 'BOOLEAN', nullable: false, defaultValue: false });
  });

  it('the standard id is matched case-insensitively', async () => {
    const upper = await objectByStandardId('20202020-AF3D-4C67-A5A0-7D1E5A7C0D22');
    expect(upper.nameSingular).toBe('task');
  });
});

describe('unknown and malformed ids', () => {
  it('an unknown standard id is a 404', async () => {
    const id = '20202020-0000-4000-8000-000000000000';
    expectError(await call(app, 'GET', `/rest/metadata/objects/standard-id/${id}`), 404, 'RECORD_NOT_FOUND', [`no object with standard id ${id}`]);
  });

  it('a record id is not a standard id (404)', async () => {
    const task = await objectByStandardId('20202020-af3d-4c67-a5a0-7d1e5a7c0d22');
    expect((await call(app, 'GET', `/rest/metadata/objects/standard-id/${task.id}`)).status).toBe(404);
  });

  it('a malformed standard id is a 400', async () => {
    const reply = await call(app, 'GET', '/rest/metadata/objects/standard-id/person');
    expect(reply.status).toBe(400);
    expect(reply.body.messages.join(' ')).toMatch(/standardId/);
  });

  it('the metadata agrees with what the record API accepts', async () => {
    // Every writable, non-relation field of the opportunity is accepted by a create.
    const opportunity = await objectByStandardId('20202020-9549-49e8-b0e5-1d14de9583c0');
    const writable = (opportunity.fields as Rec[]).filter((f) => !f.isReadOnly && f.type !== 'RELATION').map((f) => f.name);
    expect(writable).toEqual(['position', 'name', 'amount', 'stage', 'closeDate', 'companyId', 'pointOfContactId', 'ownerId']);
    const created = await ok(app, 'POST', '/rest/opportunities', {
      name: 'From metadata',
      amount: { amountMicros: 1, currencyCode: 'EUR' },
      stage: fieldOf(opportunity, 'stage').options[4].value,
      closeDate: '2026-01-01T00:00:00.000Z',
      companyId: null,
      pointOfContactId: null,
      ownerId: null,
    });
    expect(created.data.createOpportunity.stage).toBe('CLOSED_LOST');
  });
});
