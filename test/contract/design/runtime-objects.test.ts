// DESIGN.md "Runtime objects: pipelines and custom fields", row by row (docs/TESTING.md, "The
// DESIGN contract suite"): the metadata paths, the pipeline and field bodies, every field type,
// the per-workspace document and the guarded deletes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/server.ts';
import { design, expectError, UUID_PATTERN, type Design, type Rec } from './design-support.ts';

let app: TestServer;
let d: Design;
let pipeline: Rec;

beforeAll(async () => {
  app = await startTestServer();
  d = design(app);
  pipeline = (await d.ok('POST', '/rest/metadata/pipelines', { nameSingular: 'deal', namePlural: 'deals', labelSingular: 'Deal', labelPlural: 'Deals', description: 'Sales' })).data.createPipeline;
  await d.refresh();
});
afterAll(() => app?.close());

const fieldOf = (object: Rec, name: string) => object.fields.find((f: Rec) => f.name === name);

describe('Runtime objects: pipelines and custom fields', () => {
  it('Pipeline create body', async () => {
    expect(pipeline).toMatchObject({ id: expect.stringMatching(UUID_PATTERN), nameSingular: 'deal', namePlural: 'deals', labelSingular: 'Deal', labelPlural: 'Deals', description: 'Sales' });
    expect(fieldOf(pipeline, 'name')).toMatchObject({ type: 'TEXT' });
    expect(fieldOf(pipeline, 'stage')).toMatchObject({ type: 'SELECT', options: expect.arrayContaining([expect.objectContaining({ value: expect.any(String) })]) });
    expect(fieldOf(pipeline, 'amount')).toMatchObject({ type: 'CURRENCY' });
    const bad = await d.rest('POST', '/rest/metadata/pipelines', { nameSingular: 'Big Deal', namePlural: 'bigDeals', labelSingular: 'Big deal', labelPlural: 'Big deals' });
    expect(bad.status).toBe(400);
  });

  it('Metadata paths', async () => {
    expect((await d.ok('GET', '/rest/metadata/pipelines')).data.pipelines.map((p: Rec) => p.id)).toContain(pipeline.id);
    expect((await d.ok('GET', `/rest/metadata/pipelines/${pipeline.id}`)).data.pipeline.id).toBe(pipeline.id);
    expect((await d.ok('PATCH', `/rest/metadata/pipelines/${pipeline.id}`, { labelPlural: 'All deals' })).data.updatePipeline.labelPlural).toBe('All deals');

    const owned = (await d.ok('POST', `/rest/metadata/pipelines/${pipeline.id}/fields`, { name: 'owner', label: 'Owner', type: 'TEXT' })).data.createField;
    expect((await d.ok('PATCH', `/rest/metadata/pipelines/${pipeline.id}/fields/${owned.id}`, { label: 'Deal owner' })).data.updateField.label).toBe('Deal owner');
    expect((await d.rest('DELETE', `/rest/metadata/pipelines/${pipeline.id}/fields/${owned.id}`)).status).toBe(200);

    const objects = (await d.ok('GET', '/rest/metadata/objects')).data.objects as Rec[];
    const person = objects.find((o) => o.nameSingular === 'person')!;
    expect(objects.map((o) => o.nameSingular)).toEqual(expect.arrayContaining(['person', 'company', 'deal']));
    for (const idOrName of [person.id, 'person', 'people']) {
      expect((await d.ok('GET', `/rest/metadata/objects/${idOrName}`)).data.object.id, idOrName).toBe(person.id);
    }
    const onPerson = (await d.ok('POST', `/rest/metadata/objects/${person.id}/fields`, { name: 'shoeSize', type: 'NUMBER' })).data.createField;
    expect((await d.ok('PATCH', `/rest/metadata/objects/${person.id}/fields/${onPerson.id}`, { label: 'Shoe size' })).data.updateField.label).toBe('Shoe size');
    expect((await d.rest('DELETE', `/rest/metadata/objects/${person.id}/fields/${onPerson.id}`)).status).toBe(200);

    expect((await d.ok('POST', '/rest/metadata/fields', { pipelineId: pipeline.id, name: 'flatOne', type: 'TEXT' })).data.createField.name).toBe('flatOne');
    expect((await d.ok('POST', '/rest/metadata/fields', { objectMetadataId: person.id, name: 'flatTwo', type: 'TEXT' })).data.createField.name).toBe('flatTwo');
    expect((await d.rest('POST', '/rest/metadata/fields', { pipelineId: pipeline.id, objectMetadataId: person.id, name: 'both', type: 'TEXT' })).status).toBe(400);
    expect((await d.rest('POST', '/rest/metadata/fields', { name: 'neither', type: 'TEXT' })).status).toBe(400);
  });

  it('Field definition', async () => {
    const field = (await d.ok('POST', `/rest/metadata/pipelines/${pipeline.id}/fields`, {
      name: 'priority',
      label: 'Priority',
      type: 'SELECT',
      description: 'How urgent',
      options: [{ value: 'HIGH', label: 'High', color: 'red', position: 0 }, { value: 'LOW_PRIORITY', label: 'Low', color: 'green', position: 1 }],
    })).data.createField;
    for (const key of ['id', 'name', 'label', 'type', 'description', 'isCustom', 'isActive', 'isNullable', 'defaultValue', 'options']) expect(field, key).toHaveProperty(key);
    expect(field).toMatchObject({ name: 'priority', label: 'Priority', type: 'SELECT', description: 'How urgent', isCustom: true, isActive: true, isNullable: true });
    expect(field.options).toEqual([
      { id: expect.stringMatching(UUID_PATTERN), value: 'HIGH', label: 'High', color: 'red', position: 0 },
      { id: expect.stringMatching(UUID_PATTERN), value: 'LOW_PRIORITY', label: 'Low', color: 'green', position: 1 },
    ]);
    const lower = await d.rest('POST', `/rest/metadata/pipelines/${pipeline.id}/fields`, { name: 'mood', type: 'SELECT', options: [{ value: 'happy' }] });
    expect(lower.status).toBe(400);
  });

  it('Field types', async () => {
    const types: Array<[string, Rec]> = [
      ['TEXT', {}], ['NUMBER', {}], ['BOOLEAN', {}], ['DATE_TIME', {}], ['DATE', {}], ['CURRENCY', {}],
      ['SELECT', { options: [{ value: 'ONE' }] }], ['MULTI_SELECT', { options: [{ value: 'RED' }, { value: 'BLUE' }] }],
      ['LINKS', {}], ['EMAILS', {}], ['PHONES', {}], ['FULL_NAME', {}], ['RICH_TEXT', {}], ['RAW_JSON', {}],
      ['RELATION', { relationTarget: 'company' }],
    ];
    for (const [type, extra] of types) {
      const name = `t${type.toLowerCase().replace(/_(.)/g, (_, c: string) => c.toUpperCase()).replace(/^./, (c) => c.toUpperCase())}`;
      const reply = await d.rest('POST', `/rest/metadata/pipelines/${pipeline.id}/fields`, { name, type, ...extra });
      expect(reply.status, `${type}: ${JSON.stringify(reply.body)}`).toBe(200);
      expect(reply.body.data.createField.type).toBe(type);
    }
    await d.refresh();
    const company = (await d.ok('POST', '/rest/companies', { name: 'Related Co' })).data.createCompany;
    const record = (await d.ok('POST', '/rest/deals', { name: 'Typed', tRelationId: company.id, tMultiSelect: ['RED'], tNumber: 3 })).data.createDeal;
    expect(record).toMatchObject({ tRelationId: company.id, tMultiSelect: ['RED'], tNumber: 3 });
    expect((await d.ok('GET', `/rest/deals/${record.id}?depth=1`)).data.deal.tRelation).toMatchObject({ id: company.id, name: 'Related Co' });
  });

  it('Contract', async () => {
    const document = (await d.refresh()) as Rec;
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/rest/deals', '/rest/deals/{id}', '/rest/people']));
    // A body the per-workspace document refuses is refused by the server.
    expect((await d.rest('POST', '/rest/deals', { name: 'Bad', tNumber: 'three' })).status).toBe(400);
  });

  it('Guarded deletes', async () => {
    const guarded = (await d.ok('POST', `/rest/metadata/pipelines/${pipeline.id}/fields`, { name: 'kept', type: 'SELECT', options: [{ value: 'USED' }, { value: 'SPARE' }] })).data.createField;
    await d.refresh();
    await d.ok('POST', '/rest/deals', { name: 'Holds data', kept: 'USED' });
    const option = await d.rest('PATCH', `/rest/metadata/pipelines/${pipeline.id}/fields/${guarded.id}`, { options: [{ value: 'SPARE' }] });
    expectError(option, 400, option.body.code);
    expect(option.body.messages.join(' ')).toMatch(/\b1\b/);
    expect((await d.rest('DELETE', `/rest/metadata/pipelines/${pipeline.id}/fields/${guarded.id}`)).status).toBe(400);
    expect((await d.rest('DELETE', `/rest/metadata/pipelines/${pipeline.id}/fields/${guarded.id}?force=true`)).status).toBe(200);
    expect((await d.rest('DELETE', `/rest/metadata/pipelines/${pipeline.id}`)).status).toBe(400);
    expect((await d.rest('DELETE', `/rest/metadata/pipelines/${pipeline.id}?force=true`)).status).toBe(200);
  });
});
