// Workflows as an engine (engine.ts). This step: the records and the REST rules of versions;
// the executor, the triggers and the GraphQL lifecycle join here as they land (issue 22).
import type { Engine } from '../engine.ts';
import { workflowRestHandlers } from './rest-handlers.ts';
import { WorkflowService } from './workflow-service.ts';

export const workflowsEngine: Engine = {
  name: 'workflows',
  create({ db, records, registry }) {
    const workflows = new WorkflowService(db, records, registry);
    return { restHandlers: workflowRestHandlers(workflows, records, registry) };
  },
};
