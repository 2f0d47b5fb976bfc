// ObjectBuilder keeps the object of every pipeline and built-in whose inputs did not change the
// same instance across builds (caches keyed by an object keep hitting, issue 26), builds a new
// one for each whose inputs did, and always builds what buildObjects builds from the same rows.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_OBJECTS } from '../metadata/registry.ts';
import type { ObjectMetadata } from '../metadata/types.ts';
import { buildObjects, ObjectBuilder } from './build-objects.ts';
import type { FieldRow, PipelineRow } from './runtime-rows.ts';

const NOW = '2026-01-01T00:00:00.000Z';
const person = BUILT_IN_OBJECTS.find((o) => o.nameSingular === 'person')!;
const company = BUILT_IN_OBJECTS.find((o) => o.nameSingular === 'company')!;

const pipeline = (name: string): PipelineRow => ({
  id: randomUUID(),
  nameSingular: name,
  namePlural: `${name}s`,
  labelSingular: name,
  labelPlural: `${name}s`,
  description: null,
  tableName: `pipeline_${name}`,
  createdAt: NOW,
  updatedAt: NOW,
});

const field = (ownerId: string, name: string, type = 'TEXT', extra: Partial<FieldRow> = {}): FieldRow => ({
  id: randomUUID(),
  objectMetadataId: ownerId,
  name,
  label: name,
  type,
  description: null,
  isCustom: true,
  isActive: true,
  defaultValue: null,
  options: type === 'SELECT' ? [{ id: randomUUID(), value: 'NEW', label: 'New', color: null, position: 0 }] : null,
  relationTargetId: null,
  relationInverseName: null,
  columnName: type === 'RELATION' ? `cf_${name}_id` : `cf_${name}`,
  position: 0,
  createdAt: NOW,
  updatedAt: NOW,
  ...extra,
});

const relation = (ownerId: string, name: string, targetId: string, inverse: string) =>
  field(ownerId, name, 'RELATION', { relationTargetId: targetId, relationInverseName: inverse });

/** A workspace: deal -> lead and deal -> person relations, a custom field on person, a lone pipeline. */
function workspace() {
  const lead = pipeline('lead');
  const deal = pipeline('deal');
  const lone = pipeline('lone');
  const pipelines = [lead, deal, lone];
  const fields = [
    field(lead.id, 'name'),
    field(deal.id, 'name'),
    field(deal.id, 'stage', 'SELECT', { defaultValue: 'NEW' }),
    relation(deal.id, 'lead', lead.id, 'deals'),
    relation(deal.id, 'contact', person.id, 'deals'),
    field(person.id, 'nickname'),
    field(lone.id, 'name'),
  ];
  return { lead, deal, lone, pipelines, fields };
}

/** The objects by name. */
const byName = (objects: ObjectMetadata[]) => new Map(objects.map((o) => [o.nameSingular, o]));

/** Rows as a fresh read returns them: equal values, new instances. */
const reread = <T>(rows: T): T => structuredClone(rows);

describe('ObjectBuilder', () => {
  it('builds what buildObjects builds, and keeps every object when nothing changed (rows read afresh)', () => {
    const { pipelines, fields } = workspace();
    const builder = new ObjectBuilder(BUILT_IN_OBJECTS);
    const first = builder.build(pipelines, fields);
    expect(first).toEqual(buildObjects(BUILT_IN_OBJECTS, pipelines, fields));
    const second = builder.build(reread(pipelines), reread(fields));
    expect(second).toHaveLength(first.length);
    second.forEach((object, i) => expect(object).toBe(first[i]));
  });

  it('a built-in without runtime fields is the built-in object itself; one with them is kept while they stay', () => {
    const { pipelines, fields } = workspace();
    const builder = new ObjectBuilder(BUILT_IN_OBJECTS);
    const first = byName(builder.build(pipelines, fields));
    expect(first.get('company')).toBe(company);
    expect(first.get('person')).not.toBe(person);
    expect(first.get('person')!.fields.map((f) => f.name)).toEqual([...person.fields.map((f) => f.name), 'deals', 'nickname']);
    const second = byName(builder.build(reread(pipelines), reread(fields)));
    expect(second.get('person')).toBe(first.get('person'));
    expect(second.get('company')).toBe(company);
  });

  it('an unrelated new pipeline or field leaves the other objects the same instances', () => {
    const { pipelines, fields, lone } = workspace();
    const builder = new ObjectBuilder(BUILT_IN_OBJECTS);
    const first = byName(builder.build(pipelines, fields));
    const snapshot = JSON.stringify([...first.values()]);
    const extra = pipeline('extra');
    const extraName = field(extra.id, 'name');
    const second = byName(builder.build([...reread(pipelines), extra], [...reread(fields), extraName]));
    for (const [name, object] of first) expect(second.get(name), name).toBe(object);
    expect(second.get('extra')).toBeDefined();
    const third = byName(builder.build([...reread(pipelines), extra], [...reread(fields), reread(extraName), field(lone.id, 'score', 'NUMBER')]));
    expect(third.get('lone')).not.toBe(first.get('lone'));
    expect(third.get('lone')!.fields.map((f) => f.name)).toContain('score');
    for (const name of ['lead', 'deal', 'person', 'extra']) expect(third.get(name), name).toBe(second.get(name));
    // Reused objects are never changed in place.
    expect(JSON.stringify([...first.values()])).toBe(snapshot);
  });

  it('a changed pipeline row or field row makes a new object of its own', () => {
    const { pipelines, fields, deal } = workspace();
    const builder = new ObjectBuilder(BUILT_IN_OBJECTS);
    const first = byName(builder.build(pipelines, fields));
    const relabelled = reread(pipelines).map((p) => (p.id === deal.id ? { ...p, labelPlural: 'Deals!' } : p));
    const second = byName(builder.build(relabelled, reread(fields)));
    expect(second.get('deal')).not.toBe(first.get('deal'));
    expect(second.get('deal')!.labelPlural).toBe('Deals!');
    for (const name of ['lead', 'lone', 'person']) expect(second.get(name), name).toBe(first.get(name));
    const withOption = reread(fields).map((f) => (f.name === 'stage' ? { ...f, options: [...f.options!, { id: randomUUID(), value: 'WON', label: 'Won', color: null, position: 1 }] } : f));
    const third = byName(builder.build(relabelled, withOption));
    expect(third.get('deal')).not.toBe(second.get('deal'));
    expect(third.get('lead')).toBe(first.get('lead'));
  });

  it('a relation added to a target makes a new target (its inverse side) and owner, and only those', () => {
    const { pipelines, fields, lone, lead } = workspace();
    const builder = new ObjectBuilder(BUILT_IN_OBJECTS);
    const first = byName(builder.build(pipelines, fields));
    const second = byName(builder.build(reread(pipelines), [...reread(fields), relation(lone.id, 'lead', lead.id, 'lones')]));
    expect(second.get('lead')).not.toBe(first.get('lead'));
    expect(second.get('lead')!.fields.map((f) => f.name)).toEqual([...first.get('lead')!.fields.map((f) => f.name), 'lones']);
    expect(second.get('lone')).not.toBe(first.get('lone'));
    for (const name of ['deal', 'person']) expect(second.get(name), name).toBe(first.get(name));
  });

  it('a renamed relation target makes a new owner (its relation names the target) and target', () => {
    const { pipelines, fields, lead } = workspace();
    const builder = new ObjectBuilder(BUILT_IN_OBJECTS);
    const first = byName(builder.build(pipelines, fields));
    const renamed = reread(pipelines).map((p) => (p.id === lead.id ? { ...p, nameSingular: 'prospect', namePlural: 'prospects' } : p));
    const second = byName(builder.build(renamed, reread(fields)));
    const relationToLead = (object: ObjectMetadata) => object.fields.find((f) => f.name === 'lead');
    expect(second.get('deal')).not.toBe(first.get('deal'));
    expect(relationToLead(second.get('deal')!)).toMatchObject({ relation: { target: 'prospect' } });
    expect(second.get('prospect')).toBeDefined();
    for (const name of ['lone', 'person']) expect(second.get(name), name).toBe(first.get(name));
  });

  it('a deactivated field, or a gone relation target, makes new objects equal to a fresh build', () => {
    const { pipelines, fields, lead } = workspace();
    const builder = new ObjectBuilder(BUILT_IN_OBJECTS);
    const first = byName(builder.build(pipelines, fields));
    const inactive = reread(fields).map((f) => (f.name === 'nickname' ? { ...f, isActive: false } : f));
    const second = builder.build(reread(pipelines), inactive);
    expect(second).toEqual(buildObjects(BUILT_IN_OBJECTS, pipelines, inactive));
    expect(byName(second).get('person')).not.toBe(first.get('person'));
    expect(byName(second).get('person')!.fields.map((f) => f.name)).not.toContain('nickname');
    const withoutLead = reread(pipelines).filter((p) => p.id !== lead.id);
    const third = builder.build(withoutLead, inactive);
    expect(third).toEqual(buildObjects(BUILT_IN_OBJECTS, withoutLead, inactive));
    expect(byName(third).get('deal')!.fields.map((f) => f.name)).not.toContain('lead');
    expect(byName(third).get('lone')).toBe(first.get('lone'));
  });
});
