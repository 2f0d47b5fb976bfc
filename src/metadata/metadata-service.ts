// Field definitions as the metadata API shows them (GET /rest/metadata/objects/standard-id/{id}).
import { createHash } from 'node:crypto';
import { notFound } from '../errors/app-error.ts';
import { COMPOSITE_TYPES } from './composite-types.ts';
import type { MetadataRegistry } from './registry.ts';
import { isComposite, isRelation, isScalar, type FieldMetadata, type FieldType, type ObjectMetadata } from './types.ts';

export interface FieldDefinition {
  id: string;
  name: string;
  label: string;
  description: string | null;
  type: FieldType;
  nullable: boolean;
  isReadOnly: boolean;
  isRequiredOnCreate: boolean;
  defaultValue: unknown;
  options: { value: string; label: string; position: number; color: string | null }[] | null;
  subFields: { name: string; type: 'TEXT' | 'NUMBER' | 'RAW_JSON' }[] | null;
  relation: { kind: 'MANY_TO_ONE' | 'ONE_TO_MANY' | 'THROUGH'; targetObjectNameSingular: string } | null;
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
  fields: FieldDefinition[];
}

/** Field ids are stable: derived from the object id and field name (UUID-shaped SHA-1). */
function fieldId(object: ObjectMetadata, field: FieldMetadata): string {
  const hex = createHash('sha1').update(`${object.id}:${field.name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function describeField(object: ObjectMetadata, field: FieldMetadata): FieldDefinition {
  return {
    id: fieldId(object, field),
    name: field.name,
    label: field.label,
    description: field.description ?? null,
    type: field.type,
    nullable: field.nullable,
    isReadOnly: field.readOnly ?? false,
    isRequiredOnCreate: field.requiredOnCreate ?? false,
    defaultValue: field.defaultValue ?? null,
    options: isScalar(field) && field.options
      ? field.options.map((o) => ({ value: o.value, label: o.label, position: o.position, color: o.color ?? null }))
      : null,
    subFields: isComposite(field) ? COMPOSITE_TYPES[field.type].map((s) => ({ name: s.name, type: s.type })) : null,
    relation: isRelation(field)
      ? { kind: field.relation.kind, targetObjectNameSingular: field.relation.target }
      : null,
  };
}

export class MetadataService {
  constructor(private readonly registry: MetadataRegistry) {}

  describe(object: ObjectMetadata): ObjectDefinition {
    return {
      id: object.id,
      standardId: object.standardId,
      nameSingular: object.nameSingular,
      namePlural: object.namePlural,
      labelSingular: object.labelSingular,
      labelPlural: object.labelPlural,
      description: object.description ?? null,
      labelIdentifierFieldName: object.labelIdentifierField,
      fields: object.fields.map((field) => describeField(object, field)),
    };
  }

  byStandardId(standardId: string): ObjectDefinition {
    const object = this.registry.byStandardId(standardId.toLowerCase());
    if (!object) throw notFound(`no object with standard id ${standardId}`);
    return this.describe(object);
  }
}
