// objects / object and the object mutations of the metadata API. The objects are the registry's
// (catalog.ts); the writes are the pipeline writes of POST/PATCH/DELETE /rest/metadata/pipelines
// (RuntimeMetadataService), so a pipeline made here is served by REST, by the record API and by
// every process at once. Built-in objects are read-only here, as over REST.
import { notFound, validationFailed } from '../../errors/app-error.ts';
import type { MutationResolvers, ObjectResolvers, QueryResolvers } from '../../../generated/metadata-graphql.ts';
import type { Services } from '../../services.ts';
import { catalogOf, type ObjectNode } from './catalog.ts';
import { connectionOf } from './connection.ts';
import { matchesFieldFilter, matchesObjectFilter } from './object-filter.ts';

/** Twenty answers the objects 1000 to a page unless asked otherwise; an object's fields 10. */
const OBJECTS_PAGE = 1000;
const FIELDS_PAGE = 10;

/** The object with `id`, or NOT_FOUND naming the id. */
export function objectNode(services: Services, id: string): ObjectNode {
  const node = catalogOf(services).byId.get(id.toLowerCase());
  if (!node) throw notFound(`no object with id ${id}`);
  return node;
}

/** A pipeline: the objects the metadata API may change. */
function pipelineNode(services: Services, id: string, change: string): ObjectNode {
  const node = objectNode(services, id);
  if (!node.isCustom) throw validationFailed(`${node.nameSingular} is a built-in object and cannot be ${change}; only pipelines (custom objects) can`);
  return node;
}

export const objectQueries: Pick<QueryResolvers, 'objects' | 'object'> = {
  objects: (_parent, { filter, paging }, { services }) => {
    const nodes = catalogOf(services).objects.filter((node) => matchesObjectFilter(node, filter));
    return connectionOf(nodes, paging, OBJECTS_PAGE);
  },
  object: (_parent, { id }, { services }) => objectNode(services, id),
};

export const objectFields: ObjectResolvers = {
  fields: (object, { paging, filter }) => connectionOf(object.fieldsList.filter((field) => matchesFieldFilter(field, filter)), paging, FIELDS_PAGE),
};

export const objectMutations: Pick<MutationResolvers, 'createOneObject' | 'updateOneObject' | 'deleteOneObject'> = {
  createOneObject: async (_parent, { input: { object } }, { services }) => {
    if (object.isRemote) throw validationFailed('object.isRemote: there are no remote objects here; send false or leave it out');
    const { nameSingular, namePlural, labelSingular, labelPlural, description } = object;
    const id = await services.runtimeMetadata.createPipeline({ nameSingular, namePlural, labelSingular, labelPlural, description });
    return objectNode(services, id);
  },
  updateOneObject: async (_parent, { input: { id, update } }, { services }) => {
    const node = pipelineNode(services, id, 'changed');
    const problems: string[] = [];
    if (update.isActive === false) problems.push('update.isActive: a pipeline cannot be deactivated; delete it instead');
    if (update.labelIdentifierFieldMetadataId != null && update.labelIdentifierFieldMetadataId !== node.labelIdentifierFieldMetadataId)
      problems.push(`update.labelIdentifierFieldMetadataId: a pipeline's records are labelled by its name field (${node.labelIdentifierFieldMetadataId}); it cannot change`);
    if (update.imageIdentifierFieldMetadataId != null) problems.push('update.imageIdentifierFieldMetadataId: pipelines have no image field');
    if (problems.length) throw validationFailed(...problems);
    const { labelSingular, labelPlural, description, nameSingular, namePlural } = update;
    // Absent keys stay absent (unchanged); an explicit null reaches the service, which names it.
    const changes = Object.fromEntries(Object.entries({ labelSingular, labelPlural, description, nameSingular, namePlural }).filter(([key]) => key in update));
    await services.runtimeMetadata.updatePipeline(node.id, changes);
    return objectNode(services, node.id);
  },
  deleteOneObject: async (_parent, { input: { id } }, { services }) => {
    const node = pipelineNode(services, id, 'deleted');
    // A pipeline holding records is refused (REST's ?force=true drops them with it).
    await services.runtimeMetadata.deletePipeline(node.id, false);
    return node;
  },
};
