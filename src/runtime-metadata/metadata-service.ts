// Object and field definitions as the metadata API shows them: GET /rest/metadata/objects[/...],
// /rest/metadata/pipelines[/...] and /rest/metadata/objects/standard-id/{id}. Built-in and
// runtime definitions are described by the same code, from the registry's objects.
import { createHash } from 'node:crypto';
import { notFound } from '../errors/app-error.ts';
import { isUuid } from '../lib/uuid.ts';
import { COMPOSITE_TYPES } from '../metadata/composite-types.ts';
import type { MetadataRegistry } from '../metadata/registry.ts';
import { fieldsOfRow } from './build-objects.ts';
import type { RuntimeMetadataService } from './runtime-metadata-service.ts';
import { isComposite, isRelation, isScalar, type FieldMetadata, type FieldType, type ObjectMetadata } from '../metadata/types.ts';

export interface FieldDefinition {
  id: string;
  /** The object (or pipeline) the field belongs to (Twenty's name). */
  objectMetadataId: string;
  name: string;
  label: string;
  description: string | null;
  type: FieldType | 'RICH_TEXT';
  nullable: boolean;
  isNullable: boolean;
  isCustom: boolean;
  isActive: boolean;
  isReadOnly: boolean;
  isRequiredOnCreate: boolean;
  defaultValue: unknown;
  options: { id: string; value: string; label: string; position: number; color: string | null }[] | null;
  subFields: { name: string; type: 'TEXT' | 'NUMBER' | 'RAW_JSON' }[] | null;
  relation: { kind: 'MANY_TO_ONE' | 'ONE_TO_MANY' | 'THROUGH'; targetObjectNameSingular: string } | null;
  relationTarget: string | null;
}

export interface ObjectDefinition {
  id: string;
  standardId: string | null;
  nameSingular: string;
  namePlural: string;
  labelSingular: string;
  labelPlural: string;
  description: string | null;
  labelIdentifierFieldName: string;
  isCustom: boolean;
  fields: FieldDefinition[];
}

/** Derived ids are stable: a UUID-shaped SHA-1 of what they name. */
function derivedId(key: string): string {
  const hex = createHash('sha1').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function describeField(object: ObjectMetadata, field: FieldMetadata, isActive = true): FieldDefinition {
  const fieldKey = `${object.id}:${field.name}`;
  return {
    id: field.id ?? derivedId(fieldKey),
    objectMetadataId: object.id,
    name: field.name,
    label: field.label,
    description: field.description ?? null,
    type: (field.declaredType as FieldDefinition['type'] | undefined) ?? field.type,
    nullable: field.nullable,
    isNullable: field.nullable,
    isCustom: field.isCustom ?? false,
    isActive,
    isReadOnly: field.readOnly ?? false,
    isRequiredOnCreate: field.requiredOnCreate ?? false,
    defaultValue: field.defaultValue ?? null,
    options: isScalar(field) && field.options
      ? field.options.map((o) => ({ id: o.id ?? derivedId(`${fieldKey}:${o.value}`), value: o.value, label: o.label, position: o.position, color: o.color ?? null }))
      : null,
    subFields: isComposite(field) ? COMPOSITE_TYPES[field.type].map((s) => ({ name: s.name, type: s.type })) : null,
    relation: isRelation(field) ? { kind: field.relation.kind, targetObjectNameSingular: field.relation.target } : null,
    relationTarget: isRelation(field) ? field.relation.target : null,
  };
}

export class MetadataService {
  constructor(
    private readonly registry: MetadataRegistry,
    private readonly runtime: RuntimeMetadataService,
  ) {}

  describe(object: ObjectMetadata): ObjectDefinition {
    // Inactive runtime fields are out of the registry (records neither show nor take them) but
    // stay listed here, so they can be found and activated again.
    const names = new Map(this.registry.all().map((o) => [o.id, o.nameSingular]));
    const inactive = this.runtime
      .fieldRowsOf(object.id)
      .filter((row) => !row.isActive)
      .flatMap((row) => fieldsOfRow(row, names).filter((f) => f.id === row.id).map((f) => describeField(object, f, false)));
    return {
      id: object.id,
      standardId: object.standardId,
      nameSingular: object.nameSingular,
      namePlural: object.namePlural,
      labelSingular: object.labelSingular,
      labelPlural: object.labelPlural,
      description: object.description ?? null,
      labelIdentifierFieldName: object.labelIdentifierField,
      isCustom: object.isCustom ?? false,
      fields: [...object.fields.map((field) => describeField(object, field)), ...inactive],
    };
  }

  byStandardId(standardId: string): ObjectDefinition {
    const object = this.registry.byStandardId(standardId.toLowerCase());
    if (!object) throw notFound(`no object with standard id ${standardId}`);
    return this.describe(object);
  }

  /** Every object served, built-in ones first, then the pipelines. */
  objects(): ObjectDefinition[] {
    return this.registry.all().map((object) => this.describe(object));
  }

  /** An object by metadata id, nameSingular or namePlural (clients call /rest/metadata/objects/people). */
  object(idOrName: string): ObjectDefinition {
    const object =
      (isUuid(idOrName) ? this.registry.byId(idOrName.toLowerCase()) : undefined) ??
      this.registry.bySingularName(idOrName) ??
      this.registry.byPluralName(idOrName);
    if (!object) throw notFound(`no object with id or name '${idOrName}'`);
    return this.describe(object);
  }

  pipelines(): ObjectDefinition[] {
    return this.registry.all().filter((o) => o.isCustom).map((object) => this.describe(object));
  }

  pipeline(id: string): ObjectDefinition {
    const object = isUuid(id) ? this.registry.byId(id.toLowerCase()) : undefined;
    if (!object?.isCustom) throw notFound(`no pipeline with id ${id}`);
    return this.describe(object);
  }

  /** Every field of every object (GET /rest/metadata/fields), in the order of objects(). */
  allFields(): FieldDefinition[] {
    return this.objects().flatMap((object) => object.fields);
  }

  /** A field of any object by its id (GET /rest/metadata/fields/{id}). */
  fieldById(id: string): FieldDefinition {
    const fieldId = id.toLowerCase();
    const field = isUuid(fieldId) ? this.allFields().find((f) => f.id === fieldId) : undefined;
    if (!field) throw notFound(`no field with id ${id}`);
    return field;
  }

  /** One field of an object (after a write of it). */
  field(objectId: string, fieldId: string): FieldDefinition {
    const object = this.registry.byId(objectId);
    const field = object && this.describe(object).fields.find((f) => f.id === fieldId);
    if (!field) throw notFound(`no field with id ${fieldId}`);
    return field;
  }
}
