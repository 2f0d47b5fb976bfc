// The objects and fields of the /metadata API as Twenty's metadata DTOs show them (Object, Field,
// Relation), built from the same definitions as GET /rest/metadata/objects (MetadataService) and
// kept per metadata version: every node is built once per change, whatever a query selects.
// A relation points at the inverse field of its target (person.company <-> company.people), as
// Twenty's relations do; a relation without one (this service's THROUGH shortcuts such as
// person.notes, and a few engine relations) has `relation: null`, its target is in REST's
// `relationTarget`.
import type { ObjectDefinition, FieldDefinition } from '../../runtime-metadata/metadata-service.ts';
import { CUSTOMIZABLE_OBJECTS } from '../../runtime-metadata/runtime-metadata-service.ts';
import { isRelation, type FieldMetadata, type ObjectMetadata } from '../../metadata/types.ts';
import type { Services } from '../../services.ts';

export interface RelationNode {
  type: 'MANY_TO_ONE' | 'ONE_TO_MANY';
  sourceObjectMetadata: ObjectNode;
  targetObjectMetadata: ObjectNode;
  sourceFieldMetadata: FieldNode;
  targetFieldMetadata: FieldNode;
}

export interface FieldNode {
  id: string;
  universalIdentifier: string;
  type: FieldDefinition['type'];
  name: string;
  label: string;
  description: string | null;
  icon: null;
  isCustom: boolean;
  isActive: boolean;
  isSystem: boolean;
  isUIEditable: boolean;
  isUIReadOnly: boolean;
  isNullable: boolean;
  isUnique: boolean;
  defaultValue: unknown;
  options: FieldDefinition['options'];
  settings: null;
  objectMetadataId: string;
  isLabelSyncedWithName: boolean;
  createdAt: string;
  updatedAt: string;
  relation: RelationNode | null;
  morphRelations: RelationNode[];
}

export interface ObjectNode {
  id: string;
  universalIdentifier: string;
  nameSingular: string;
  namePlural: string;
  labelSingular: string;
  labelPlural: string;
  description: string | null;
  icon: null;
  isCustom: boolean;
  isRemote: boolean;
  isActive: boolean;
  isSystem: boolean;
  isUIEditable: boolean;
  isUICreatable: boolean;
  isUIReadOnly: boolean;
  isSearchable: boolean;
  labelIdentifierFieldMetadataId: string | null;
  imageIdentifierFieldMetadataId: string | null;
  createdAt: string;
  updatedAt: string;
  fieldsList: FieldNode[];
}

/** Every object's node, in the order of GET /rest/metadata/objects, with lookups. */
export interface Catalog {
  version: number;
  objects: ObjectNode[];
  byId: Map<string, ObjectNode>;
  fieldsById: Map<string, FieldNode>;
}

/** Fields every record has, set by the service (Twenty's system fields). */
const SYSTEM_FIELDS = new Set(['id', 'createdAt', 'updatedAt', 'deletedAt']);

function fieldNode(object: ObjectMetadata, definition: FieldDefinition, times: { createdAt: string; updatedAt: string }): FieldNode {
  const unique = definition.name === 'id' || (object.uniqueFields ?? []).some((set) => set.length === 1 && set[0] === definition.name);
  return {
    id: definition.id,
    universalIdentifier: definition.id,
    type: definition.type,
    name: definition.name,
    label: definition.label,
    description: definition.description,
    icon: null,
    isCustom: definition.isCustom,
    isActive: definition.isActive,
    isSystem: !definition.isCustom && SYSTEM_FIELDS.has(definition.name),
    isUIEditable: !definition.isReadOnly,
    isUIReadOnly: definition.isReadOnly,
    isNullable: definition.isNullable,
    isUnique: unique,
    defaultValue: definition.defaultValue,
    options: definition.options,
    settings: null,
    objectMetadataId: object.id,
    isLabelSyncedWithName: false,
    createdAt: times.createdAt,
    updatedAt: times.updatedAt,
    relation: null,
    morphRelations: [],
  };
}

/** The field of `target` on the other side of `field` (a relation of `owner`), if it has one. */
function inverseField(owner: ObjectMetadata, field: FieldMetadata, target: ObjectMetadata): FieldMetadata | undefined {
  if (!isRelation(field)) return undefined;
  const { relation } = field;
  return target.fields.find((candidate) => {
    if (!isRelation(candidate) || candidate.relation.target !== owner.nameSingular) return false;
    if (relation.kind === 'MANY_TO_ONE') return candidate.relation.kind === 'ONE_TO_MANY' && candidate.relation.inverseJoinField === relation.joinField;
    if (relation.kind === 'ONE_TO_MANY') return candidate.relation.kind === 'MANY_TO_ONE' && candidate.relation.joinField === relation.inverseJoinField;
    return false;
  });
}

function buildCatalog(services: Services): Catalog {
  const { registry, metadata, runtimeMetadata, workspace } = services;
  const since = workspace.createdAt.toISOString();
  const objects = registry.all();
  const definitions = new Map<string, ObjectDefinition>(objects.map((object) => [object.id, metadata.describe(object)]));
  const byId = new Map<string, ObjectNode>();
  const fieldsById = new Map<string, FieldNode>();
  // Field nodes by object id and field name, for the relations below.
  const fieldsByName = new Map<string, Map<string, FieldNode>>();
  for (const object of objects) {
    const definition = definitions.get(object.id)!;
    const pipeline = object.isCustom ? runtimeMetadata.pipelineRow(object.id) : undefined;
    const rows = new Map(runtimeMetadata.fieldRowsOf(object.id).map((row) => [row.id, row]));
    const fieldsList = definition.fields.map((field) => {
      const row = rows.get(field.id);
      return fieldNode(object, field, { createdAt: row?.createdAt ?? pipeline?.createdAt ?? since, updatedAt: row?.updatedAt ?? pipeline?.updatedAt ?? since });
    });
    const named = new Map(fieldsList.map((field) => [field.name, field]));
    fieldsByName.set(object.id, named);
    for (const field of fieldsList) fieldsById.set(field.id, field);
    const imageField = object.search?.imageField;
    byId.set(object.id, {
      id: object.id,
      universalIdentifier: object.standardId ?? object.id,
      nameSingular: object.nameSingular,
      namePlural: object.namePlural,
      labelSingular: object.labelSingular,
      labelPlural: object.labelPlural,
      description: definition.description,
      icon: null,
      isCustom: definition.isCustom,
      isRemote: false,
      isActive: true,
      isSystem: !definition.isCustom && !CUSTOMIZABLE_OBJECTS.has(object.nameSingular),
      isUIEditable: object.operations.update,
      isUICreatable: object.operations.create,
      isUIReadOnly: !object.operations.update,
      isSearchable: object.search !== undefined,
      labelIdentifierFieldMetadataId: named.get(object.labelIdentifierField)?.id ?? null,
      imageIdentifierFieldMetadataId: (imageField && named.get(imageField)?.id) ?? null,
      createdAt: pipeline?.createdAt ?? since,
      updatedAt: pipeline?.updatedAt ?? since,
      fieldsList,
    });
  }
  const byName = new Map(objects.map((object) => [object.nameSingular, object]));
  for (const owner of objects) {
    for (const field of owner.fields) {
      if (!isRelation(field) || field.relation.kind === 'THROUGH') continue;
      const target = byName.get(field.relation.target);
      const inverse = target && inverseField(owner, field, target);
      const source = fieldsByName.get(owner.id)?.get(field.name);
      const targetField = inverse && fieldsByName.get(target.id)?.get(inverse.name);
      if (!target || !source || !targetField) continue;
      source.relation = {
        type: field.relation.kind,
        sourceObjectMetadata: byId.get(owner.id)!,
        targetObjectMetadata: byId.get(target.id)!,
        sourceFieldMetadata: source,
        targetFieldMetadata: targetField,
      };
    }
  }
  return { version: registry.version, objects: [...byId.values()], byId, fieldsById };
}

const catalogs = new WeakMap<Services, Catalog>();

/** The catalog of the registry's current version (rebuilt after a metadata change, on any process). */
export function catalogOf(services: Services): Catalog {
  const cached = catalogs.get(services);
  if (cached && cached.version === services.registry.version) return cached;
  const catalog = buildCatalog(services);
  catalogs.set(services, catalog);
  return catalog;
}
