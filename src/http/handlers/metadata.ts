// The metadata API: object and field definitions for everyone with a key; pipelines and custom
// fields created, changed and deleted by admin keys (DESIGN.md "Runtime objects").
import { validationFailed } from '../../errors/app-error.ts';
import type { FieldCreateInput } from '../../runtime-metadata/field-input.ts';
import type { Services } from '../../services.ts';
import { fieldPage } from '../../runtime-metadata/field-list.ts';
import type { HandlerMap } from '../routes.ts';

export type MetadataOperationId =
  | 'findObjectMetadataByStandardId'
  | 'findManyObjectMetadata'
  | 'findOneObjectMetadata'
  | 'createOneObjectField'
  | 'updateOneObjectField'
  | 'deleteOneObjectField'
  | 'findManyPipelines'
  | 'createOnePipeline'
  | 'findOnePipeline'
  | 'updateOnePipeline'
  | 'deleteOnePipeline'
  | 'createOnePipelineField'
  | 'updateOnePipelineField'
  | 'deleteOnePipelineField'
  | 'createOneField'
  | 'findManyFieldMetadata'
  | 'findOneFieldMetadata';

type Field = ReturnType<Services['metadata']['field']>;

export function metadataHandlers({ metadata, runtimeMetadata }: Services): Pick<HandlerMap, MetadataOperationId> {
  const createField = async (ownerId: string, body: FieldCreateInput) => {
    const created = await runtimeMetadata.createField(ownerId, body);
    return { data: { createField: metadata.field(created.ownerId, created.fieldId) as Field } };
  };
  const updateField = async (ownerId: string, fieldId: string, body: Record<string, unknown>) => {
    const { ownerId: id } = await runtimeMetadata.updateField(ownerId, fieldId, body);
    return { data: { updateField: metadata.field(id, fieldId.toLowerCase()) as Field } };
  };
  const deleteField = async (ownerId: string, fieldId: string, force: boolean | undefined) => {
    await runtimeMetadata.deleteField(ownerId, fieldId, force === true);
    return { data: { deleteField: { id: fieldId.toLowerCase() } } };
  };
  return {
    findObjectMetadataByStandardId: async ({ params }) => ({ data: { object: metadata.byStandardId(params.standardId) } }),
    findManyObjectMetadata: async () => ({ data: { objects: metadata.objects() } }),
    findOneObjectMetadata: async ({ params }) => ({ data: { object: metadata.object(params.idOrName) } }),
    createOneObjectField: async ({ params, body }) => {
      return createField(params.objectMetadataId, body);
    },
    updateOneObjectField: async ({ params, body }) => {
      return updateField(params.objectMetadataId, params.fieldId, body);
    },
    deleteOneObjectField: async ({ params, query }) => {
      return deleteField(params.objectMetadataId, params.fieldId, query.force);
    },
    findManyPipelines: async () => ({ data: { pipelines: metadata.pipelines() } }),
    createOnePipeline: async ({ body }) => {
      const id = await runtimeMetadata.createPipeline(body);
      return { data: { createPipeline: metadata.pipeline(id) } };
    },
    findOnePipeline: async ({ params }) => ({ data: { pipeline: metadata.pipeline(params.pipelineId) } }),
    updateOnePipeline: async ({ params, body }) => {
      metadata.pipeline(params.pipelineId); // 404 before anything else
      await runtimeMetadata.updatePipeline(params.pipelineId, body);
      return { data: { updatePipeline: metadata.pipeline(params.pipelineId) } };
    },
    deleteOnePipeline: async ({ params, query }) => {
      await runtimeMetadata.deletePipeline(params.pipelineId, query.force === true);
      return { data: { deletePipeline: { id: params.pipelineId.toLowerCase() } } };
    },
    createOnePipelineField: async ({ params, body }) => {
      metadata.pipeline(params.pipelineId);
      return createField(params.pipelineId, body);
    },
    updateOnePipelineField: async ({ params, body }) => {
      metadata.pipeline(params.pipelineId);
      return updateField(params.pipelineId, params.fieldId, body);
    },
    deleteOnePipelineField: async ({ params, query }) => {
      metadata.pipeline(params.pipelineId);
      return deleteField(params.pipelineId, params.fieldId, query.force);
    },
    findManyFieldMetadata: async ({ query }) => {
      const page = fieldPage(metadata.allFields(), { limit: query.limit, startingAfter: query.starting_after, endingBefore: query.ending_before });
      return { data: { fields: page.fields as Field[] }, pageInfo: page.pageInfo, totalCount: page.totalCount };
    },
    findOneFieldMetadata: async ({ params }) => ({ data: { field: metadata.fieldById(params.fieldId) as Field } }),
    createOneField: async ({ body }) => {
      const { pipelineId, objectMetadataId, ...definition } = body;
      if ((pipelineId === undefined) === (objectMetadataId === undefined))
        throw validationFailed('body: name the field\'s object with exactly one of pipelineId or objectMetadataId');
      if (pipelineId !== undefined) metadata.pipeline(pipelineId);
      return createField((pipelineId ?? objectMetadataId)!, definition);
    },
  };
}
