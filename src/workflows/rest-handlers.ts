// The REST writes of workflow versions, and the deletes of workflows, which carry rules the
// generic record handlers do not know (workflow-service.ts); they replace those handlers for
// these operations. Reads, and creates and renames of workflows, stay generic.
import type { HandlerMap } from '../http/routes.ts';
import { recordAs, recordsAs } from '../http/record-answers.ts';
import type { RecordService } from '../records/record-service.ts';
import type { MetadataRegistry } from '../metadata/registry.ts';
import type { WorkflowService } from './workflow-service.ts';

type VersionWriteOperationId =
  | 'createOneWorkflowVersion'
  | 'createManyWorkflowVersions'
  | 'updateOneWorkflowVersion'
  | 'updateManyWorkflowVersions'
  | 'deleteOneWorkflowVersion'
  | 'deleteManyWorkflowVersions'
  | 'deleteOneWorkflow'
  | 'deleteManyWorkflows';

export function workflowRestHandlers(workflows: WorkflowService, records: RecordService, registry: MetadataRegistry): Pick<HandlerMap, VersionWriteOperationId> {
  const version = () => registry.get('workflowVersion');
  // Writes answer at `depth` (default 0), as every record write does.
  const atDepth = async (raw: unknown, written: Promise<Record<string, unknown>[]>) => {
    const depth = records.writeDepth(raw);
    return records.withRelations(version(), await written, depth);
  };
  return {
    createOneWorkflowVersion: async ({ actor, query, body }) => {
      const [created] = await atDepth(query.depth, workflows.createVersions(actor, [body], () => ''));
      return { data: { createWorkflowVersion: recordAs<'WorkflowVersion'>(created) } };
    },
    createManyWorkflowVersions: async ({ actor, query, body }) => ({
      data: { createWorkflowVersions: recordsAs<'WorkflowVersion'>(await atDepth(query.depth, workflows.createVersions(actor, body, (i) => `[${i}] `))) },
    }),
    updateOneWorkflowVersion: async ({ actor, params, query, body }) => {
      const [updated] = await atDepth(query.depth, workflows.updateVersions(actor, { id: params.id }, body));
      return { data: { updateWorkflowVersion: recordAs<'WorkflowVersion'>(updated) } };
    },
    updateManyWorkflowVersions: async ({ actor, query, body }) => ({
      data: { updateWorkflowVersions: recordsAs<'WorkflowVersion'>(await workflows.updateVersions(actor, { filter: query.filter }, body)) },
    }),
    deleteOneWorkflowVersion: async ({ actor, params }) => {
      const [deleted] = await workflows.deleteVersions(actor, { id: params.id });
      return { data: { deleteWorkflowVersion: deleted } };
    },
    deleteManyWorkflowVersions: async ({ actor, query }) => ({
      data: { deleteWorkflowVersions: await workflows.deleteVersions(actor, { filter: query.filter }) },
    }),
    deleteOneWorkflow: async ({ actor, params }) => {
      const [deleted] = await workflows.deleteWorkflows(actor, { id: params.id });
      return { data: { deleteWorkflow: deleted } };
    },
    deleteManyWorkflows: async ({ actor, query }) => ({
      data: { deleteWorkflows: await workflows.deleteWorkflows(actor, { filter: query.filter }) },
    }),
  };
}
