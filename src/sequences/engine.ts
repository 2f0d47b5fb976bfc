// Sequences as an engine (engine.ts): the REST rules of sequences, enrollments and senders, the
// GraphQL step editing and lifecycle, the input rules of settings and senders, the step jobs of
// the runner, and the reply listener on the inbox (a reply stops its person's enrollments in the
// ingest's transaction).
import type { Engine } from '../engine.ts';
import { createChannelProvider } from './channel-providers.ts';
import { replyListener } from './reply-listener.ts';
import { sequenceRestHandlers } from './rest-handlers.ts';
import { sequenceResolvers } from './resolvers.ts';
import { SEQUENCE_STEP_JOB } from './runner/schedule.ts';
import { stepJobHandler } from './runner/step-job.ts';
import { SequenceEditor } from './sequence-editor.ts';
import { SequenceService } from './sequence-service.ts';
import { senderRule, sequenceRule } from './settings.ts';

export const sequencesEngine: Engine = {
  name: 'sequences',
  create({ db, records, registry, jobs, email, inbox, config }) {
    const sequences = new SequenceService(db, records, registry, jobs);
    const editor = new SequenceEditor(db, records, registry, (actor, bodies, options) => sequences.enrollMany(actor, bodies, options));
    // No job waits longer than half its lease for a message to leave (its worker keeps it, nobody takes it twice).
    const sendTimeoutMs = config.worker.leaseMs / 2;
    const provider = createChannelProvider({
      webhookUrl: config.sequences.channelWebhookUrl,
      allowPrivateTargets: config.webhooks.allowPrivateTargets,
      timeoutMs: Math.min(config.webhooks.timeoutMs, sendTimeoutMs),
    });
    inbox.onIngested(replyListener(records, registry));
    return {
      restHandlers: sequenceRestHandlers(sequences, records, registry),
      resolvers: sequenceResolvers(editor, sequences),
      inputRules: [
        { object: 'sequence', rule: sequenceRule },
        { object: 'sequenceSender', rule: senderRule },
      ],
      jobs: [
        {
          kind: SEQUENCE_STEP_JOB,
          handler: stepJobHandler({ db, records, registry, jobs, inbox, provider, email, sendTimeoutMs }),
          concurrency: config.sequences.stepConcurrency,
          concurrencyWhileServing: config.sequences.stepConcurrencyWhileServing,
        },
      ],
    };
  },
};
