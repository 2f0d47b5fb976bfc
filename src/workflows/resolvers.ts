// The workflow mutations (schema/workflows.graphql): thin, over workflow-service.ts.
import type { Resolvers } from '../../generated/graphql.ts';
import type { WorkflowService } from './workflow-service.ts';

export function workflowResolvers(workflows: WorkflowService): Resolvers {
  return {
    Mutation: {
      activateWorkflowVersion: (_parent, { workflowVersionId }, { actor }) => workflows.activate(actor, workflowVersionId),
      createWorkflowFromTemplate: async (_parent, { input }, { actor }) => ({
        success: true,
        ...(await workflows.createFromTemplate(actor, input.templateType, input.name)),
      }),
      runWorkflowVersion: (_parent, { input }, { actor }) => workflows.runVersion(actor, input),
      deactivateWorkflowVersion: (_parent, { workflowVersionId }, { actor }) => workflows.deactivate(actor, workflowVersionId),
      createDraftFromWorkflowVersion: (_parent, { input }, { actor }) => workflows.createDraftFrom(actor, input.workflowId, input.workflowVersionIdToCopy),
      updateWorkflowVersionTrigger: (_parent, { input }, { actor }) => workflows.updateTrigger(actor, input.workflowVersionId, input.trigger),
      createWorkflowVersionStep: async (_parent, { input }, { actor }) => ({
        stepsDiff: await workflows.createStep(actor, input.workflowVersionId, input),
      }),
      updateWorkflowVersionStep: (_parent, { input }, { actor }) => workflows.updateStep(actor, input.workflowVersionId, input.step),
      deleteWorkflowVersionStep: async (_parent, { input }, { actor }) => ({
        stepsDiff: await workflows.deleteStep(actor, input.workflowVersionId, input.stepId),
      }),
    },
  };
}
