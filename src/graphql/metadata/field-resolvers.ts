// The field mutations of the metadata API, in Twenty's input shapes, on the custom field writes
// of POST/PATCH/DELETE /rest/metadata/objects/{id}/fields (RuntimeMetadataService): custom fields
// of the customizable built-in objects and every field a pipeline owns. Twenty's relation
// payload `{targetObjectMetadataId, targetFieldLabel, type: MANY_TO_ONE}` becomes this service's
// relationTarget (the target's name) and relationInverseName (the target field's label in camel case).
import { notFound, validationFailed } from '../../errors/app-error.ts';
import type { CreateFieldInput, MutationResolvers } from '../../../generated/metadata-graphql.ts';
import type { FieldCreateInput } from '../../runtime-metadata/field-input.ts';
import type { Services } from '../../services.ts';
import { catalogOf, type FieldNode } from './catalog.ts';
import { objectNode } from './object-resolvers.ts';

function fieldNode(services: Services, id: string): FieldNode {
  const node = catalogOf(services).fieldsById.get(id.toLowerCase());
  if (!node) throw notFound(`no field with id ${id}`);
  return node;
}

/** A field the metadata API may change or delete: one stored at run time (a custom field, a pipeline's own). */
function changeableField(services: Services, id: string, change: string): FieldNode {
  const node = fieldNode(services, id);
  const stored = services.runtimeMetadata.fieldRowsOf(node.objectMetadataId).some((row) => row.id === node.id);
  if (!stored) {
    const owner = objectNode(services, node.objectMetadataId);
    throw validationFailed(`'${node.name}' is a standard field of ${owner.nameSingular} and cannot be ${change}`);
  }
  return node;
}

/** "Deal owner" -> "dealOwner". */
function camelCase(label: string): string {
  const words = label.trim().split(/[^A-Za-z0-9]+/).filter(Boolean);
  return words.map((word, i) => (i === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : word.charAt(0).toUpperCase() + word.slice(1))).join('');
}

/** Twenty's relationCreationPayload -> relationTarget and relationInverseName, or the problems. */
function relationInput(services: Services, payload: unknown, problems: string[]): Pick<FieldCreateInput, 'relationTarget' | 'relationInverseName'> {
  if (payload === null || payload === undefined) {
    problems.push('field.relationCreationPayload: a RELATION field needs {targetObjectMetadataId, targetFieldLabel, type: MANY_TO_ONE}');
    return {};
  }
  if (typeof payload !== 'object' || Array.isArray(payload)) {
    problems.push('field.relationCreationPayload: must be an object {targetObjectMetadataId, targetFieldLabel, type: MANY_TO_ONE}');
    return {};
  }
  const { targetObjectMetadataId, targetFieldLabel, type } = payload as Record<string, unknown>;
  if (type !== undefined && type !== 'MANY_TO_ONE')
    problems.push(`field.relationCreationPayload.type: must be MANY_TO_ONE (the new field holds the link), got ${JSON.stringify(type)}; create a ONE_TO_MANY relation from its other object`);
  if (typeof targetObjectMetadataId !== 'string') {
    problems.push('field.relationCreationPayload.targetObjectMetadataId: must be the id of the object the field points at');
    return {};
  }
  const target = catalogOf(services).byId.get(targetObjectMetadataId.toLowerCase());
  if (!target) {
    problems.push(`field.relationCreationPayload.targetObjectMetadataId: no object with id ${targetObjectMetadataId}`);
    return {};
  }
  if (targetFieldLabel !== undefined && (typeof targetFieldLabel !== 'string' || camelCase(targetFieldLabel) === ''))
    problems.push('field.relationCreationPayload.targetFieldLabel: must be a label such as "Deals"');
  const inverse = typeof targetFieldLabel === 'string' && camelCase(targetFieldLabel) ? camelCase(targetFieldLabel) : undefined;
  return { relationTarget: target.nameSingular, ...(inverse ? { relationInverseName: inverse } : {}) };
}

function createInput(services: Services, field: CreateFieldInput): FieldCreateInput {
  const problems: string[] = [];
  if (field.isUnique) problems.push('field.isUnique: custom fields cannot be unique here; send false or leave it out');
  if (field.isRemoteCreation) problems.push('field.isRemoteCreation: there are no remote objects here; send false or leave it out');
  const relation = field.type === 'RELATION' ? relationInput(services, field.relationCreationPayload, problems) : {};
  if (field.type !== 'RELATION' && field.relationCreationPayload != null) problems.push('field.relationCreationPayload: only RELATION fields have one');
  if (problems.length) throw validationFailed(...problems);
  const { name, label, type, description, isNullable, defaultValue, options } = field;
  // Absent keys stay absent; an explicit null reaches the service, which names it.
  const given = Object.fromEntries(Object.entries({ description, isNullable, defaultValue, options }).filter(([key]) => key in field));
  return { name, label, type, ...given, ...relation };
}

export const fieldMutations: Pick<MutationResolvers, 'createOneField' | 'updateOneField' | 'deleteOneField'> = {
  createOneField: async (_parent, { input: { field } }, { services }) => {
    const owner = objectNode(services, field.objectMetadataId);
    const created = await services.runtimeMetadata.createField(owner.id, createInput(services, field));
    return fieldNode(services, created.fieldId);
  },
  updateOneField: async (_parent, { input: { id, update } }, { services }) => {
    const node = changeableField(services, id, 'changed');
    if (update.isNullable === false)
      throw validationFailed('update.isNullable: custom fields stay nullable (records written before the field existed have no value); give the field a defaultValue instead');
    const { name, label, description, isActive, defaultValue, options } = update;
    const changes = Object.fromEntries(Object.entries({ name, label, description, isActive, defaultValue, options }).filter(([key]) => key in update));
    await services.runtimeMetadata.updateField(node.objectMetadataId, node.id, changes);
    return fieldNode(services, node.id);
  },
  deleteOneField: async (_parent, { input: { id } }, { services }) => {
    const node = changeableField(services, id, 'deleted');
    // A field holding values is refused (REST's ?force=true drops them with it).
    await services.runtimeMetadata.deleteField(node.objectMetadataId, node.id, false);
    return node;
  },
};
