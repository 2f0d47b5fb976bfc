// The sequence engine's records (DESIGN.md, "Sequences"): a sequence holds its step graph and
// settings (JSON, read by src/sequences/steps.ts); its senders are the channels it sends from;
// an enrollment (sequencePerson) puts one person through it, and that enrollment's run holds
// where it is. All four are served by the record layer (lists, filters, cursors, depth, the
// cascade delete of a sequence); the rules of their writes live in src/sequences.
import { actorFields, manyToOne, oneToMany, options, scalar, systemFields } from '../field-builders.ts';
import type { ObjectMetadata } from '../types.ts';

export const SEQUENCE_STATUSES = ['DRAFT', 'ACTIVE', 'DEACTIVATED'] as const;
export const SENDER_PLATFORMS = ['EMAIL', 'WHATSAPP', 'LINKEDIN'] as const;
export const SENDER_MESSAGE_STATUSES = ['ACTIVE', 'PAUSED', 'FAILED'] as const;
export const SEQUENCE_PERSON_STATUSES = ['ACTIVE', 'PAUSED', 'COMPLETED', 'STOPPED'] as const;
export const SEQUENCE_RUN_STATUSES = ['NOT_STARTED', 'ENQUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'STOPPED'] as const;

/** A join field every record of the object has, given on create. */
const required = <F extends { type: string }>(fields: F[], extra: Record<string, unknown> = { requiredOnCreate: true }) =>
  fields.map((f) => (f.type === 'UUID' ? { ...f, nullable: false, ...extra } : f));

/** A sequence's settings as written and as answered (src/sequences/settings.ts holds the rules). */
const SEQUENCE_SETTINGS_SHAPE = (() => {
  const shape = {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: {
      timezone: { type: 'string', description: 'IANA time zone of the steps\' days and windows and of daily limits; default UTC.', examples: ['Europe/Paris'] },
      pauseOnReply: { type: 'boolean', description: 'A reply stops the enrollment (default true); false: the reply is only flagged (hasReplied).' },
    },
  };
  return { input: shape, output: shape };
})();

export const sequence: ObjectMetadata = {
  id: '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a30',
  standardId: null,
  nameSingular: 'sequence',
  namePlural: 'sequences',
  labelSingular: 'Sequence',
  labelPlural: 'Sequences',
  description: 'A multi-channel outreach flow: a graph of steps that each enrolled person goes through.',
  table: 'sequence',
  labelIdentifierField: 'name',
  defaultDepth: 0,
  operations: { create: true, update: true, delete: true },
  fields: [
    ...systemFields(),
    ...actorFields(),
    scalar('name', 'TEXT'),
    scalar('status', 'SELECT', {
      defaultValue: 'DRAFT',
      openApiDescription:
        'DRAFT until activated. PATCH `{"status": "ACTIVE"}` activates it (400 listing each offending step when it cannot run) and starts every ACTIVE ' +
        'enrollment; DEACTIVATED stops sending (enrollments keep their place and go on when it is ACTIVE again).',
      options: options(...SEQUENCE_STATUSES),
    }),
    scalar('steps', 'RAW_JSON', {
      description: 'The step graph: [{id, name, type, valid, isFirstStep, nextStepIds, position, settings: {input, delay, conditions, outputSchema}}].',
      changedThrough:
        'the GraphQL mutations createSequenceStep, updateSequenceStep, deleteSequenceStep and duplicateSequenceStep',
      readOnly: true,
      engineManaged: true,
    }),
    scalar('settings', 'RAW_JSON', { jsonShape: SEQUENCE_SETTINGS_SHAPE, description: '{timezone (IANA, default UTC), pauseOnReply (default true)}.' }),
    oneToMany('sequenceSenders', 'sequenceSender', 'sequenceId', 'CASCADE'),
    // Its runs go with its enrollments: a second cascade from here would reach sequence_run twice.
    oneToMany('sequencePeople', 'sequencePerson', 'sequenceId', 'CASCADE'),
  ],
};

export const sequenceSender: ObjectMetadata = {
  id: '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a31',
  standardId: null,
  nameSingular: 'sequenceSender',
  namePlural: 'sequenceSenders',
  labelSingular: 'Sequence sender',
  labelPlural: 'Sequence senders',
  description: 'A channel a sequence sends from: an email address, a WhatsApp number or a LinkedIn account.',
  table: 'sequence_sender',
  labelIdentifierField: 'identifier',
  defaultDepth: 0,
  operations: { create: true, update: true, delete: true },
  fields: [
    ...systemFields(),
    ...actorFields(),
    ...required(manyToOne('sequence', 'sequence')),
    scalar('platformType', 'SELECT', { nullable: false, requiredOnCreate: true, options: options(...SENDER_PLATFORMS) }),
    scalar('identifier', 'TEXT', {
      nullable: false,
      requiredOnCreate: true,
      description: 'The address (EMAIL: the From of its emails), number (WHATSAPP) or profile URL (LINKEDIN) it sends from.',
    }),
    ...manyToOne('workspaceMember', 'workspaceMember', { description: 'The workspace member the channel belongs to.' }),
    scalar('messageStatus', 'SELECT', {
      description: 'ACTIVE senders are assigned to enrollments and send (activateSequenceSenders sets it); PAUSED and FAILED ones do not; null until activated.',
      options: options(...SENDER_MESSAGE_STATUSES),
    }),
    scalar('dailyLimit', 'NUMBER', { integer: true, description: 'At most this many messages per day in the sequence\'s time zone (at least 1); null: no limit.' }),
  ],
};

export const sequencePerson: ObjectMetadata = {
  id: '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a32',
  standardId: null,
  nameSingular: 'sequencePerson',
  namePlural: 'sequencePeople',
  labelSingular: 'Sequence person',
  labelPlural: 'Sequence people',
  description: 'An enrollment: one person going through one sequence (at most one per sequence and person). Its run is created with it.',
  table: 'sequence_person',
  labelIdentifierField: 'id',
  defaultDepth: 1,
  operations: { create: true, update: true, delete: true },
  uniqueFields: [['sequenceId', 'personId']],
  fields: [
    ...systemFields(),
    ...actorFields(),
    ...required(manyToOne('sequence', 'sequence')),
    ...required(manyToOne('person', 'person')),
    scalar('status', 'SELECT', {
      defaultValue: 'ACTIVE',
      description: 'ACTIVE enrollments advance while the sequence is ACTIVE; PAUSED ones wait; COMPLETED and STOPPED ones are over (resetSequencePersonRun starts one again).',
      options: options(...SEQUENCE_PERSON_STATUSES),
    }),
    scalar('hasReplied', 'BOOLEAN', { nullable: false, defaultValue: false, description: 'The person answered a message (an INCOMING inbox message from them).' }),
    scalar('hasClickedLink', 'BOOLEAN', { nullable: false, defaultValue: false }),
    scalar('hasUnsubscribed', 'BOOLEAN', { nullable: false, defaultValue: false }),
    scalar('senderIds', 'RAW_JSON', {
      readOnly: true,
      engineManaged: true,
      description: 'The senders assigned to it: one ACTIVE sender per platform its steps use (round robin), by sender id.',
    }),
    oneToMany('sequenceRuns', 'sequenceRun', 'sequencePersonId', 'CASCADE'),
  ],
};

export const sequenceRun: ObjectMetadata = {
  id: '7b7d4c31-1c2f-4a5e-9f53-0a6f3c1e9a33',
  standardId: null,
  nameSingular: 'sequenceRun',
  namePlural: 'sequenceRuns',
  labelSingular: 'Sequence run',
  labelPlural: 'Sequence runs',
  description: 'Where an enrollment is in its sequence (one run per enrollment, read-only).',
  table: 'sequence_run',
  labelIdentifierField: 'id',
  defaultDepth: 0,
  operations: { create: false, update: false, delete: false },
  fields: [
    ...systemFields(),
    ...actorFields(),
    ...required(manyToOne('sequence', 'sequence'), {}),
    ...required(manyToOne('sequencePerson', 'sequencePerson'), {}),
    ...required(manyToOne('person', 'person'), {}),
    scalar('status', 'SELECT', { defaultValue: 'NOT_STARTED', options: options(...SEQUENCE_RUN_STATUSES) }),
    scalar('state', 'RAW_JSON', {
      description:
        '{flow: {steps}, currentStepId, generation, stepInfos: {<stepId>: {status, at, error?, messageId?, result?}}, sequenceRunError: {failedStepId, error} | null}.',
    }),
    scalar('startedAt', 'DATE_TIME'),
    scalar('endedAt', 'DATE_TIME'),
  ],
};

export const SEQUENCE_OBJECTS = [sequence, sequenceSender, sequencePerson, sequenceRun];
