// Workflows as an engine (engine.ts): the records' REST rules, the GraphQL lifecycle and DRAFT
// editing, and the registration of ACTIVE versions' triggers. The executor and the trigger hook
// join here as they land (issue 22).
import type { Engine } from '../engine.ts';
import { workflowResolvers } from './resolvers.ts';
import { workflowRestHandlers } from './rest-handlers.ts';
import { TriggerRegistry } from './trigger-registry.ts';
import { WorkflowService } from './workflow-service.ts';

export const workflowsEngine: Engine = {
  name: 'workflows',
  create({ db, records, registry, jobs }) {
    const workflows = new WorkflowService(db, records, registry, new TriggerRegistry(jobs));
    return { restHandlers: workflowRestHandlers(workflows, records, registry), resolvers: workflowResolvers(workflows) };
  },
};
