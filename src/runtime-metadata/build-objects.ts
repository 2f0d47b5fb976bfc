// Runtime rows -> the ObjectMetadata the record layer, the query language, search, events and
// the REST document read: a pipeline becomes an object like the built-in ones, a custom field a
// field like the standard ones. Pure: the same rows always build the same objects.
import { COMPOSITE_TYPES } from '../metadata/composite-types.ts';
import { actorFields, snakeCase, systemFields } from '../metadata/field-builders.ts';
import type { CompositeField, FieldMetadata, ObjectMetadata, RelationField, ScalarField } from '../metadata/types.ts';
import { storageOf, type RuntimeFieldType } from './field-types.ts';
import type { FieldRow, PipelineRow } from './runtime-rows.ts';

/** Owner metadata id -> the field rows that are active, in position order. */
function fieldsByOwner(fields: FieldRow[]): Map<string, FieldRow[]> {
  const byOwner = new Map<string, FieldRow[]>();
  for (const row of fields) {
    if (!row.isActive) continue;
    const list = byOwner.get(row.objectMetadataId) ?? [];
    list.push(row);
    byOwner.set(row.objectMetadataId, list);
  }
  return byOwner;
}

/** Column names of a composite stored under `prefix`: <prefix>_<sub_field>. */
export const compositeColumns = (prefix: string, type: keyof typeof COMPOSITE_TYPES) =>
  Object.fromEntries(COMPOSITE_TYPES[type].map((sub) => [sub.name, `${prefix}_${snakeCase(sub.name)}`]));

/** The record-layer fields of one runtime field row (a relation is its join field plus the relation). */
export function fieldsOfRow(row: FieldRow, nameById: Map<string, string>): FieldMetadata[] {
  const common = {
    name: row.name,
    label: row.label,
    description: row.description ?? undefined,
    nullable: true,
    isCustom: row.isCustom,
    id: row.id,
    ...(row.defaultValue !== null && row.defaultValue !== undefined ? { defaultValue: row.defaultValue } : {}),
  };
  const storage = storageOf(row.type as RuntimeFieldType);
  if (storage.kind === 'scalar') {
    const field: ScalarField = { ...common, type: storage.type, column: row.columnName };
    if (row.options) field.options = row.options.map((o) => ({ value: o.value, label: o.label, position: o.position, color: o.color ?? undefined, id: o.id }));
    return [field];
  }
  if (storage.kind === 'composite') {
    const field: CompositeField = { ...common, type: storage.type, columns: compositeColumns(row.columnName, storage.type) };
    if (row.type !== storage.type) field.declaredType = row.type;
    return [field];
  }
  const target = row.relationTargetId ? nameById.get(row.relationTargetId) : undefined;
  if (!target) return []; // its target is gone (dropped with force): nothing to serve
  const joinField = `${row.name}Id`;
  // The join field and the inverse side have derived ids: the row's id names the relation field.
  const join: ScalarField = { name: joinField, type: 'UUID', label: `${row.label} id`, nullable: true, column: row.columnName, isCustom: row.isCustom };
  const relation: RelationField = { ...common, type: 'RELATION', relation: { kind: 'MANY_TO_ONE', target, joinField } };
  return [join, relation];
}

/** The inverse side a relation field adds to its target: the records pointing here. */
function inverseOf(row: FieldRow, ownerName: string): RelationField {
  return {
    name: row.relationInverseName!,
    label: row.relationInverseName!,
    type: 'RELATION',
    nullable: true,
    isCustom: true,
    // Deleting the target clears the link; the records themselves stay.
    relation: { kind: 'ONE_TO_MANY', target: ownerName, inverseJoinField: `${row.name}Id`, onDelete: 'SET_NULL' },
  };
}

export function pipelineObject(row: PipelineRow, fields: FieldMetadata[]): ObjectMetadata {
  return {
    id: row.id,
    standardId: null,
    isCustom: true,
    nameSingular: row.nameSingular,
    namePlural: row.namePlural,
    labelSingular: row.labelSingular,
    labelPlural: row.labelPlural,
    description: row.description ?? undefined,
    table: row.tableName,
    labelIdentifierField: 'name',
    defaultDepth: 0,
    operations: { create: true, update: true, delete: true },
    search: {},
    fields: [...systemFields(), ...actorFields(), ...fields],
  };
}

/**
 * Built-in objects (with their custom fields appended) followed by the pipelines. Objects are
 * new values: a request holding the previous registry's objects keeps a consistent view.
 */
export function buildObjects(builtIns: ObjectMetadata[], pipelines: PipelineRow[], fieldRows: FieldRow[]): ObjectMetadata[] {
  const byOwner = fieldsByOwner(fieldRows);
  const nameById = new Map<string, string>([...builtIns, ...pipelines].map((o) => [o.id, o.nameSingular]));
  const extra = new Map<string, FieldMetadata[]>();
  const add = (ownerId: string, fields: FieldMetadata[]) => extra.set(ownerId, [...(extra.get(ownerId) ?? []), ...fields]);
  for (const [ownerId, rows] of byOwner) {
    const ownerName = nameById.get(ownerId);
    if (!ownerName) continue;
    for (const row of rows) {
      const fields = fieldsOfRow(row, nameById);
      add(ownerId, fields);
      if (row.type === 'RELATION' && fields.length && row.relationTargetId) add(row.relationTargetId, [inverseOf(row, ownerName)]);
    }
  }
  const builtInObjects = builtIns.map((object) => {
    const fields = extra.get(object.id);
    return fields ? { ...object, fields: [...object.fields, ...fields] } : object;
  });
  return [...builtInObjects, ...pipelines.map((row) => pipelineObject(row, extra.get(row.id) ?? []))];
}
