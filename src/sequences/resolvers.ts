// The sequence operations (schema/sequences.graphql): thin, over SequenceEditor (step editing,
// copies, templates, reads) and the lifecycle (senders, retries, resets: SequenceService).
import type { Resolvers } from '../../generated/graphql.ts';
import type { Actor } from '../records/actor.ts';
import type { SequenceEditor } from './sequence-editor.ts';

/** What the lifecycle operations need (SequenceService implements it). */
export interface SequenceLifecycle {
  activateSenders(actor: Actor, actions: Array<{ sequenceSenderId: string; actionType: string }>): Promise<boolean>;
  removeSender(
    actor: Actor,
    input: { sequenceSenderId: string; reassign?: boolean | null },
  ): Promise<{ success: boolean; deletedSenderId: string; totalAffectedPeople: number; reassignedCount: number; stoppedCount: number; warnings: string[] }>;
  retrySteps(actor: Actor, inputs: Array<{ sequenceId: string; sequenceRunId: string; stepId?: string | null }>): Promise<boolean>;
  resetRun(actor: Actor, sequencePersonId: string): Promise<boolean>;
}

export function sequenceResolvers(editor: SequenceEditor, lifecycle: SequenceLifecycle): Resolvers {
  return {
    Query: {
      resolvedSequencePeople: (_parent, { filter }) => editor.resolvedPeople(filter),
      sequenceErrors: (_parent, { filter }) => editor.errors(filter.sequenceId),
    },
    Mutation: {
      createSequenceStep: async (_parent, { input }, { actor }) => ({ stepsDiff: await editor.createStep(actor, input.sequenceId, input) }),
      updateSequenceStep: (_parent, { input }, { actor }) => editor.updateStep(actor, input.sequenceId, input.step),
      deleteSequenceStep: async (_parent, { input }, { actor }) => ({ stepsDiff: await editor.deleteStep(actor, input.sequenceId, input.stepId) }),
      duplicateSequenceStep: async (_parent, { input }, { actor }) => ({ stepsDiff: await editor.duplicateStep(actor, input.sequenceId, input.stepId) }),
      duplicateSequence: (_parent, { input }, { actor }) => editor.duplicateSequence(actor, input),
      createSequenceFromTemplate: (_parent, { input }, { actor }) => editor.createFromTemplate(actor, input.name, input.templateType),
      activateSequenceSenders: (_parent, { input }, { actor }) => lifecycle.activateSenders(actor, input.senderActions),
      removeSender: (_parent, { input }, { actor }) => lifecycle.removeSender(actor, input),
      retrySequenceSteps: (_parent, { input }, { actor }) => lifecycle.retrySteps(actor, input),
      resetSequencePersonRun: (_parent, { input }, { actor }) => lifecycle.resetRun(actor, input.sequencePersonId),
    },
  };
}
