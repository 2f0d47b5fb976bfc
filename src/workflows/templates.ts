// The workflows createWorkflowFromTemplate makes (DESIGN.md, "Templates"): each a workflow with
// one DRAFT version, valid as it is, so activating it is enough to use it. Step ids are words, so
// a user extending a template can read `{{find.first}}`-style variables in it.
import type { WorkflowTrigger } from './definition.ts';

export const TEMPLATE_TYPES = ['DEAL_FROM_PERSON', 'DEAL_FROM_COMPANY', 'CUSTOMER_SUCCESS_HANDOFF', 'INBOUND_LEAD_TRIAGE'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

export interface WorkflowTemplate {
  name: string;
  trigger: WorkflowTrigger;
  steps: Array<{ id: string; name: string; type: string; nextStepIds: string[]; settings: { input: Record<string, unknown> } }>;
}

const createRecord = (id: string, name: string, objectName: string, objectRecord: Record<string, unknown>, nextStepIds: string[] = []) => ({
  id,
  name,
  type: 'CREATE_RECORD',
  nextStepIds,
  settings: { input: { objectName, objectRecord } },
});

export const TEMPLATES: Record<TemplateType, WorkflowTemplate> = {
  DEAL_FROM_PERSON: {
    name: 'Create a deal from a person',
    trigger: { type: 'MANUAL', settings: { objectType: 'person' }, nextStepIds: ['deal'] },
    steps: [
      createRecord('deal', 'Create the deal', 'opportunity', {
        name: 'Deal with {{trigger.name.firstName}} {{trigger.name.lastName}}',
        stage: 'DISCOVERY',
        pointOfContactId: '{{trigger.id}}',
        companyId: '{{trigger.companyId}}',
      }),
    ],
  },
  DEAL_FROM_COMPANY: {
    name: 'Create a deal from a company',
    trigger: { type: 'MANUAL', settings: { objectType: 'company' }, nextStepIds: ['deal'] },
    steps: [createRecord('deal', 'Create the deal', 'opportunity', { name: 'Deal with {{trigger.name}}', stage: 'DISCOVERY', companyId: '{{trigger.id}}' })],
  },
  CUSTOMER_SUCCESS_HANDOFF: {
    name: 'Customer success handoff',
    trigger: { type: 'DATABASE_EVENT', settings: { eventName: 'opportunity.updated' }, nextStepIds: ['won'] },
    steps: [
      {
        id: 'won',
        name: 'Only won deals',
        type: 'FILTER',
        nextStepIds: ['handoff'],
        settings: { input: { conditions: [{ left: '{{trigger.properties.after.stage}}', operand: 'eq', right: 'CLOSED_WON' }], logic: 'AND' } },
      },
      createRecord('handoff', 'Hand the customer over', 'task', { title: 'Customer success handoff: {{trigger.properties.after.name}}', status: 'TODO' }),
    ],
  },
  INBOUND_LEAD_TRIAGE: {
    name: 'Inbound lead triage',
    trigger: { type: 'DATABASE_EVENT', settings: { eventName: 'person.created' }, nextStepIds: ['triage'] },
    steps: [
      {
        id: 'triage',
        name: 'Known company and email?',
        type: 'IF_ELSE',
        nextStepIds: [],
        settings: {
          input: {
            conditions: [
              { left: '{{trigger.properties.after.companyId}}', operand: 'isNotEmpty' },
              { left: '{{trigger.properties.after.emails.primaryEmail}}', operand: 'isNotEmpty' },
            ],
            logic: 'AND',
            trueNextStepIds: ['qualify'],
            falseNextStepIds: ['enrich'],
          },
        },
      },
      createRecord('qualify', 'Qualify the lead', 'task', {
        title: 'Qualify {{trigger.properties.after.name.firstName}} {{trigger.properties.after.name.lastName}} ({{trigger.properties.after.emails.primaryEmail}})',
        status: 'TODO',
      }),
      createRecord('enrich', 'Note what is missing', 'note', {
        title: 'Lead to enrich: {{trigger.properties.after.name.firstName}} {{trigger.properties.after.name.lastName}}',
        body: 'Created without a company or an email: find them before qualifying.',
      }),
    ],
  },
};
