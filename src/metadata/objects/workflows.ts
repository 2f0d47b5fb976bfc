// The workflow engine's records (DESIGN.md, "Workflows"): a workflow is a container of versions
// and runs; a version holds a trigger and steps (JSON, read by src/workflows/definition.ts); a
// run holds its state. All three are served by the record layer (lists, filters, cursors, depth,
// the cascade delete of a workflow); the rules of their writes live in src/workflows.
import { actorFields, manyToOne, oneToMany, options, scalar, systemFields } from '../field-builders.ts';
import type { ObjectMetadata } from '../types.ts';

/** ARCHIVED: a version replaced by the activation of another (Twenty's lifecycle); never runs or changes again. */
export const WORKFLOW_VERSION_STATUSES = ['DRAFT', 'ACTIVE', 'DEACTIVATED', 'ARCHIVED'] as const;
/** A workflow's `statuses` (Twenty's WorkflowStatus): its versions' statuses but ARCHIVED. */
export const WORKFLOW_STATUSES = ['DRAFT', 'ACTIVE', 'DEACTIVATED'] as const;
export const WORKFLOW_RUN_STATUSES = ['NOT_STARTED', 'ENQUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'STOPPED'] as const;

export const workflow: ObjectMetadata = {
  id: '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a10',
  standardId: null,
  nameSingular: 'workflow',
  namePlural: 'workflows',
  labelSingular: 'Workflow',
  labelPlural: 'Workflows',
  description: 'An automation: its versions (one ACTIVE at most) and its runs.',
  table: 'workflow',
  labelIdentifierField: 'name',
  defaultDepth: 0,
  operations: { create: true, update: true, delete: true },
  fields: [
    ...systemFields(),
    ...actorFields(),
    scalar('name', 'TEXT', { requiredOnCreate: true }),
    scalar('statuses', 'MULTI_SELECT', {
      readOnly: true,
      engineManaged: true,
      description: 'The statuses its versions have now, ARCHIVED left out (kept by the workflow engine).',
      options: options(...WORKFLOW_STATUSES),
    }),
    scalar('webhookSecret', 'TEXT', {
      writeOnly: true,
      openApiDescription: 'The secret a WEBHOOK trigger\'s caller sends as `Authorization: Bearer <secret>` (POST /webhooks/workflows/{workflowId}); written, never read back.',
    }),
    scalar('lastPublishedVersionId', 'UUID', { readOnly: true, engineManaged: true, description: 'The version activated last.' }),
    // Its runs go with its versions (each run belongs to a version of its workflow): a second
    // cascade from here would reach workflow_run twice in one delete statement.
    oneToMany('versions', 'workflowVersion', 'workflowId', 'CASCADE'),
  ],
};

export const workflowVersion: ObjectMetadata = {
  id: '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a11',
  standardId: null,
  nameSingular: 'workflowVersion',
  namePlural: 'workflowVersions',
  labelSingular: 'Workflow version',
  labelPlural: 'Workflow versions',
  description: 'A trigger and the steps it starts. Edited while DRAFT; immutable once activated.',
  table: 'workflow_version',
  labelIdentifierField: 'name',
  defaultDepth: 0,
  operations: { create: true, update: true, delete: true },
  fields: [
    ...systemFields(),
    ...actorFields(),
    scalar('name', 'TEXT'),
    ...manyToOne('workflow', 'workflow').map((f) => (f.type === 'UUID' ? { ...f, nullable: false, requiredOnCreate: true } : f)),
    scalar('status', 'SELECT', {
      readOnly: true,
      engineManaged: true,
      description: 'DRAFT while edited; ACTIVE or DEACTIVATED once activated; ARCHIVED when the activation of another version replaced it.',
      changedThrough: 'the GraphQL mutation activateWorkflowVersion or deactivateWorkflowVersion',
      defaultValue: 'DRAFT',
      options: options(...WORKFLOW_VERSION_STATUSES),
    }),
    scalar('trigger', 'RAW_JSON', {
      description: '{type, settings, nextStepIds}: MANUAL, DATABASE_EVENT, CRON or WEBHOOK.',
      changedThrough: 'the GraphQL mutation updateWorkflowVersionTrigger',
    }),
    scalar('steps', 'RAW_JSON', {
      description: 'The steps: {id, name, type, valid, nextStepIds, settings}.',
      changedThrough: 'the GraphQL mutations createWorkflowVersionStep, updateWorkflowVersionStep and deleteWorkflowVersionStep',
    }),
    oneToMany('runs', 'workflowRun', 'workflowVersionId', 'CASCADE'),
  ],
};

export const workflowRun: ObjectMetadata = {
  id: '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a12',
  standardId: null,
  nameSingular: 'workflowRun',
  namePlural: 'workflowRuns',
  labelSingular: 'Workflow run',
  labelPlural: 'Workflow runs',
  description: 'One run of a workflow version: its status and state (read-only).',
  table: 'workflow_run',
  labelIdentifierField: 'name',
  defaultDepth: 0,
  operations: { create: false, update: false, delete: false },
  fields: [
    ...systemFields(),
    ...actorFields(),
    scalar('name', 'TEXT'),
    ...manyToOne('workflow', 'workflow').map((f) => (f.type === 'UUID' ? { ...f, nullable: false } : f)),
    ...manyToOne('workflowVersion', 'workflowVersion').map((f) => (f.type === 'UUID' ? { ...f, nullable: false } : f)),
    scalar('status', 'SELECT', { defaultValue: 'NOT_STARTED', options: options(...WORKFLOW_RUN_STATUSES) }),
    scalar('state', 'RAW_JSON', { description: '{flow: {trigger, steps}, stepInfos: {<stepId>: {status, output, error?}}, workflowRunError, triggerUserName}.' }),
    scalar('enqueuedAt', 'DATE_TIME'),
    scalar('startedAt', 'DATE_TIME'),
    scalar('endedAt', 'DATE_TIME'),
  ],
};
