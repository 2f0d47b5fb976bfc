// Runtime rows -> the ObjectMetadata the record layer, the query language, search, events and
// the REST document read: a pipeline becomes an object like the built-in ones, a custom field a
// field like the standard ones. Pure: the same rows always build the same objects.
import { COMPOSITE_TYPES } from '../metadata/composite-types.ts';
import { actorFields, snakeCase, systemFields } from '../metadata/field-builders.ts';
import type { CompositeField, FieldMetadata, ObjectMetadata, RelationField, ScalarField } from '../metadata/types.ts';
import { storageOf, type RuntimeFieldType } from './field-types.ts';
import type { FieldRow, PipelineRow } from './runtime-rows.ts';

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
function inverseOf({ name, joinField, owner }: Inverse): RelationField {
  return {
    name,
    label: name,
    type: 'RELATION',
    nullable: true,
    isCustom: true,
    // Deleting the target clears the link; the records themselves stay.
    relation: { kind: 'ONE_TO_MANY', target: owner, inverseJoinField: joinField, onDelete: 'SET_NULL' },
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
    softDelete: true,
    search: {},
    fields: [...systemFields(), ...actorFields(), ...fields],
  };
}

/** An inverse side as its target sees it: its name, the owner's join field and the owner. */
interface Inverse {
  name: string;
  joinField: string;
  owner: string;
}

/**
 * What an object's added fields are built from, in order: its own active field rows (with the
 * name of a relation's target, null when there is none or it is gone) and the inverse sides other
 * rows add to it. An object is built from its base and these alone, so equal values of both mean
 * an equal object.
 */
type Part = { row: FieldRow; target: string | null } | { inverse: Inverse };

function partsByObject(builtIns: ObjectMetadata[], pipelines: PipelineRow[], fieldRows: FieldRow[]): Map<string, Part[]> {
  const nameById = new Map<string, string>([...builtIns, ...pipelines].map((o) => [o.id, o.nameSingular]));
  // Owners in the order of their first active row, each owner's rows in row order.
  const byOwner = new Map<string, FieldRow[]>();
  for (const row of fieldRows) {
    if (!row.isActive) continue;
    const list = byOwner.get(row.objectMetadataId);
    if (list) list.push(row);
    else byOwner.set(row.objectMetadataId, [row]);
  }
  const parts = new Map<string, Part[]>();
  const add = (objectId: string, part: Part) => {
    const list = parts.get(objectId);
    if (list) list.push(part);
    else parts.set(objectId, [part]);
  };
  for (const [ownerId, rows] of byOwner) {
    const owner = nameById.get(ownerId);
    if (!owner) continue;
    for (const row of rows) {
      const target = row.type === 'RELATION' && row.relationTargetId ? (nameById.get(row.relationTargetId) ?? null) : null;
      add(ownerId, { row, target });
      if (target !== null) add(row.relationTargetId!, { inverse: { name: row.relationInverseName!, joinField: `${row.name}Id`, owner } });
    }
  }
  return parts;
}

const fieldsOfParts = (parts: Part[]): FieldMetadata[] =>
  parts.flatMap((part) =>
    'inverse' in part
      ? [inverseOf(part.inverse)]
      : fieldsOfRow(part.row, part.target === null ? new Map() : new Map([[part.row.relationTargetId!, part.target]])),
  );

/**
 * Built-in objects (with their custom fields appended) followed by the pipelines. Objects are
 * immutable values: a request holding the previous registry's objects keeps a consistent view.
 */
export function buildObjects(builtIns: ObjectMetadata[], pipelines: PipelineRow[], fieldRows: FieldRow[]): ObjectMetadata[] {
  return new ObjectBuilder(builtIns).build(pipelines, fieldRows);
}

/**
 * Deep equality of values as rows hold them (JSON: strings, numbers, booleans, null, arrays,
 * plain objects); anything else compares unequal unless identical, which only costs a rebuild.
 */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  if (Object.getPrototypeOf(a) !== Object.prototype || Object.getPrototypeOf(b) !== Object.prototype) return false;
  let count = 0;
  for (const key in a) {
    if (!Object.hasOwn(b, key) || !sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
    count++;
  }
  for (const key in b) if (Object.hasOwn(b, key) && --count < 0) return false;
  return true;
}

/** sameValue for parts, the common case first: a change keeps the rows of the objects it left alone (runtime-rows.ts mergeRuntimeRows). */
function sameParts(a: Part[], b: Part[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if ('row' in x && 'row' in y) {
      if (x.target !== y.target || (x.row !== y.row && !sameValue(x.row, y.row))) return false;
    } else if (!sameValue(x, y)) return false;
  }
  return true;
}

/** What an object was built from: the built-in object it extends or its pipeline row, and its parts. */
interface Built {
  builtIn?: ObjectMetadata;
  row?: PipelineRow;
  parts: Part[];
  object: ObjectMetadata;
}

/**
 * buildObjects that hands back the previous build's object (the same instance) wherever its
 * inputs did not change, so caches keyed by an object (WeakMaps: record decoders, column lists)
 * keep hitting after a metadata change elsewhere: a change costs what it changed, not the
 * workspace. Objects are never mutated; a changed one is a new value. Rows are read afresh for
 * each build, so they are compared by value (microseconds an object); built-ins by identity.
 */
export class ObjectBuilder {
  private previous = new Map<string, Built>();

  constructor(private readonly builtIns: ObjectMetadata[]) {}

  build(pipelines: PipelineRow[], fieldRows: FieldRow[]): ObjectMetadata[] {
    const partsById = partsByObject(this.builtIns, pipelines, fieldRows);
    const next = new Map<string, Built>();
    const reuse = (id: string, inputs: Omit<Built, 'object'>, make: () => ObjectMetadata) => {
      const before = this.previous.get(id);
      const same = before !== undefined && before.builtIn === inputs.builtIn && sameValue(before.row, inputs.row) && sameParts(before.parts, inputs.parts);
      const object = same ? before.object : make();
      next.set(id, { ...inputs, object });
      return object;
    };
    const builtInObjects = this.builtIns.map((object) => {
      const parts = partsById.get(object.id);
      return parts ? reuse(object.id, { builtIn: object, parts }, () => ({ ...object, fields: [...object.fields, ...fieldsOfParts(parts)] })) : object;
    });
    const pipelineObjects = pipelines.map((row) => {
      const parts = partsById.get(row.id) ?? [];
      return reuse(row.id, { row, parts }, () => pipelineObject(row, fieldsOfParts(parts)));
    });
    this.previous = next;
    return [...builtInObjects, ...pipelineObjects];
  }
}
