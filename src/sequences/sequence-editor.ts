// Editing sequences over GraphQL (DESIGN.md, "Sequences"): the step mutations, duplicateSequence,
// createSequenceFromTemplate, and the two reads (resolvedSequencePeople, sequenceErrors). Every
// write goes through the record layer; a step edit reads, computes and stores under the sequence's
// row lock, so two editors never lose each other's change.
import diff from 'microdiff';
import type { Database } from '../db/database.ts';
import type { SqlExecutor } from '../db/sql-executor.ts';
import { AppError, badRequest, validationFailed } from '../errors/app-error.ts';
import { chunks } from '../lib/chunks.ts';
import { newRecordId } from '../lib/record-id.ts';
import { isUuid } from '../lib/uuid.ts';
import type { MetadataRegistry } from '../metadata/registry.ts';
import type { Actor } from '../records/actor.ts';
import { MAX_BATCH_SIZE, type RecordService } from '../records/record-service.ts';
import { readRunState } from './run-state.ts';
import { readSenders, readSequence, type SenderRow } from './sequence-rows.ts';
import { duplicateStep, insertStep, removeStep, replaceStep, type NewSequenceStep } from './step-editing.ts';
import { activationProblems, readSteps, SENDING_PLATFORM, withValidity, type SequenceStep } from './steps.ts';
import { SEQUENCE_TEMPLATES, templateSteps } from './templates.ts';
import { resolveStepInput, valuesOf, VARIABLE_RELATIONS } from './variables.ts';
import type { SequenceTemplateType } from '../../generated/graphql.ts';
import { asBadInput } from '../errors/input-problems.ts';

/** Enrolls people (SequenceService.enrollMany): each enrollment with its run and senders, in `sql`. */
export type EnrollFn = (actor: Actor, bodies: Array<{ sequenceId: string; personId: string }>, options: { sql: SqlExecutor }) => Promise<Record<string, unknown>[]>;

/** One change of a step edit, as microdiff reports it (GraphQL StepsDiffEntry). */
export interface StepsDiffEntry {
  type: 'CREATE' | 'CHANGE' | 'REMOVE';
  path: Array<string | number>;
  value?: unknown;
  oldValue?: unknown;
}

export const DUPLICATE_TYPES = ['SEQUENCE_ONLY', 'ALL_SEQUENCE', 'SEQUENCE_INCOMPLETE_RUNS'] as const;
export type DuplicateType = (typeof DUPLICATE_TYPES)[number];

/** The step types resolvedSequencePeople shows: those whose input is rendered for a person. */
const isRenderedStep = (step: SequenceStep) => SENDING_PLATFORM[step.type] !== undefined || step.type === 'CREATE_TASK' || step.type === 'CREATE_NOTE';

const encodeCursor = (id: string) => Buffer.from(id, 'utf8').toString('base64url');
function decodeCursor(cursor: string): string {
  const id = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!isUuid(id)) throw badRequest('INVALID_CURSOR', `after: ${JSON.stringify(cursor)} is not a cursor of this list (pass pageInfo.endCursor)`);
  return id.toLowerCase();
}


const SENDER_REASONS: Record<string, string> = {
  PAUSED: 'the sender is PAUSED: it neither sends nor is assigned to enrollments (activateSequenceSenders with actionType message)',
  FAILED: 'the sender FAILED: it neither sends nor is assigned to enrollments until it is activated again',
};
const NEVER_ACTIVATED = 'the sender has not been activated yet: it neither sends nor is assigned to enrollments (activateSequenceSenders with actionType message)';

export class SequenceEditor {
  constructor(
    private readonly db: Database,
    private readonly records: RecordService,
    private readonly registry: MetadataRegistry,
    private readonly enroll: EnrollFn,
  ) {}

  private get objects() {
    return { sequence: this.registry.get('sequence'), sender: this.registry.get('sequenceSender'), person: this.registry.get('person'), enrollment: this.registry.get('sequencePerson') };
  }

  /**
   * Applies `edit` to the sequence's steps and stores the result, under the row lock. Answers the
   * steps before (validity as of now) and after.
   *
   * Decision: an ACTIVE sequence may be edited, but only into steps it could be activated with
   * (no activationProblems): else a 400 listing them and nothing changes. Refusing every edit
   * would force a deactivation for a typo; allowing any would let running enrollments reach an
   * empty message or a dangling step. DRAFT and DEACTIVATED sequences take incomplete steps.
   */
  private async editSteps(actor: Actor, sequenceId: string, edit: (steps: SequenceStep[], senders: SenderRow[]) => SequenceStep[]) {
    return this.db.sql.transaction(async (tx) => {
      const sequence = await readSequence(tx, sequenceId, { lock: true });
      const senders = await readSenders(tx, sequence.id);
      const before = withValidity(sequence.steps, senders);
      const after = asBadInput(() => edit(before, senders));
      if (sequence.status === 'ACTIVE') {
        const problems = activationProblems(after, senders);
        if (problems.length)
          throw validationFailed(`sequence ${sequence.id} is ACTIVE: an edit must leave it able to run (deactivate it to make incomplete edits)`, ...problems);
      }
      await this.records.update(actor, this.objects.sequence, sequence.id, { steps: after }, { sql: tx, engineFields: true });
      return { before, after };
    });
  }

  async createStep(actor: Actor, sequenceId: string, request: NewSequenceStep): Promise<StepsDiffEntry[]> {
    const { before, after } = await this.editSteps(actor, sequenceId, (steps, senders) => insertStep(steps, request, senders));
    return diff(before, after) as StepsDiffEntry[];
  }

  async updateStep(actor: Actor, sequenceId: string, step: unknown): Promise<SequenceStep> {
    const { after } = await this.editSteps(actor, sequenceId, (steps, senders) => replaceStep(steps, step, senders));
    const id = (step as { id: unknown }).id;
    return after.find((s) => s.id === id) as SequenceStep;
  }

  async deleteStep(actor: Actor, sequenceId: string, stepId: string): Promise<StepsDiffEntry[]> {
    const { before, after } = await this.editSteps(actor, sequenceId, (steps, senders) => removeStep(steps, stepId, senders));
    return diff(before, after) as StepsDiffEntry[];
  }

  async duplicateStep(actor: Actor, sequenceId: string, stepId: string): Promise<StepsDiffEntry[]> {
    const { before, after } = await this.editSteps(actor, sequenceId, (steps, senders) => duplicateStep(steps, stepId, senders));
    return diff(before, after) as StepsDiffEntry[];
  }

  /**
   * A new DRAFT copy of a sequence, in one transaction: its steps and settings; with ALL_SEQUENCE
   * its senders (step senderIds pointed at the copies) and every enrollment, with
   * SEQUENCE_INCOMPLETE_RUNS the enrollments whose run has not COMPLETED; enrollments start
   * afresh through `enroll`. SEQUENCE_ONLY clears the senderIds naming the source's senders (a
   * step must not send from another sequence's sender) and warns about each.
   */
  async duplicateSequence(
    actor: Actor,
    input: { sequenceId: string; duplicateType: string; name?: string | null },
  ): Promise<{ success: true; newSequenceId: string; duplicatedSendersCount: number; duplicatedPeopleCount: number; warnings: string[] }> {
    if (!(DUPLICATE_TYPES as readonly string[]).includes(input.duplicateType))
      throw validationFailed(`duplicateType: must be one of ${DUPLICATE_TYPES.join(', ')}, not ${JSON.stringify(input.duplicateType)}`);
    const { sequence: sequenceObject, sender: senderObject } = this.objects;
    return this.db.sql.transaction(async (tx) => {
      const source = await readSequence(tx, input.sequenceId, { lock: true });
      const senders = await readSenders(tx, source.id);
      const withSenders = input.duplicateType !== 'SEQUENCE_ONLY';
      const newSequenceId = newRecordId();
      const senderIds = new Map(withSenders ? senders.map((s) => [s.id, newRecordId()]) : []);
      const warnings: string[] = [];
      const steps = source.steps.map((step) => {
        const senderId = step.settings.input.senderId;
        if (typeof senderId !== 'string' || !senders.some((s) => s.id === senderId)) return step;
        if (!withSenders) warnings.push(`step ${step.id} (${step.type}): its sender ${senderId} belongs to the source sequence and was not copied; add a sender to the copy and set the step's senderId`);
        return { ...step, settings: { ...step.settings, input: { ...step.settings.input, senderId: senderIds.get(senderId) ?? '' } } };
      });
      const copiedSenders = senders.filter((s) => senderIds.has(s.id));
      const name = input.name?.trim() || `${source.name ?? 'Sequence'} (copy)`;
      await this.records.create(
        actor,
        sequenceObject,
        { id: newSequenceId, name, settings: source.storedSettings ?? null, steps: readSteps(steps, copiedSenders.map((s) => ({ ...s, id: senderIds.get(s.id)! }))) },
        { sql: tx, engineFields: true, knownRelations: true },
      );
      for (const chunk of chunks(copiedSenders, MAX_BATCH_SIZE)) {
        const bodies = chunk.map((s) => ({
          id: senderIds.get(s.id),
          sequenceId: newSequenceId,
          platformType: s.platformType,
          identifier: s.identifier,
          workspaceMemberId: s.workspaceMemberId,
          messageStatus: s.messageStatus,
          dailyLimit: s.dailyLimit,
        }));
        await this.records.createMany(actor, senderObject, bodies, { sql: tx, knownRelations: true });
      }
      let duplicatedPeopleCount = 0;
      if (withSenders) {
        const people = await tx.query<{ personId: string }>({
          text: `SELECT sp."person_id"::text AS "personId" FROM "sequence_person" sp LEFT JOIN "sequence_run" r ON r."sequence_person_id" = sp."id"
                 WHERE sp."sequence_id" = $1::uuid ${input.duplicateType === 'SEQUENCE_INCOMPLETE_RUNS' ? `AND r."status" IS DISTINCT FROM 'COMPLETED'` : ''}
                 ORDER BY sp."created_at", sp."id"`,
          values: [source.id],
        });
        for (const chunk of chunks(people, MAX_BATCH_SIZE)) {
          const enrolled = await this.enroll(actor, chunk.map(({ personId }) => ({ sequenceId: newSequenceId, personId })), { sql: tx });
          duplicatedPeopleCount += enrolled.length;
        }
      }
      return { success: true as const, newSequenceId, duplicatedSendersCount: copiedSenders.length, duplicatedPeopleCount, warnings };
    });
  }

  /** A DRAFT sequence made from a template (its steps valid once senders are set). */
  async createFromTemplate(actor: Actor, name: string, templateType: string): Promise<{ success: true; sequenceId: string; stepsCreated: number }> {
    if (!Object.hasOwn(SEQUENCE_TEMPLATES, templateType))
      throw validationFailed(`templateType: must be one of ${Object.keys(SEQUENCE_TEMPLATES).join(', ')}, not ${JSON.stringify(templateType)}`);
    const type = templateType as SequenceTemplateType;
    const steps = templateSteps(type);
    const sequence = await this.records.create(actor, this.objects.sequence, { name: name.trim() || SEQUENCE_TEMPLATES[type].name, steps }, { engineFields: true });
    return { success: true, sequenceId: String(sequence.id), stepsCreated: steps.length };
  }

  /**
   * The enrollments of a sequence, by id, each with its rendered steps (sending steps, CREATE_TASK
   * and CREATE_NOTE) and the variables that would fail them. Costs a constant number of reads per
   * page (the people of a page are read together, at depth 1).
   */
  async resolvedPeople(filter: { sequenceId: string; first?: number | null; after?: string | null }) {
    const first = filter.first ?? 20;
    if (!Number.isInteger(first) || first < 1 || first > 100) throw badRequest('INVALID_LIMIT', `first: must be an integer from 1 to 100, not ${first}`);
    const after = filter.after ? decodeCursor(filter.after) : undefined;
    const sequence = await readSequence(this.db.sql, filter.sequenceId, { lock: false });
    const page = await this.records
      .list(this.objects.enrollment, { filter: `sequenceId[eq]:${sequence.id}`, orderBy: 'id', limit: first, startingAfter: after, depth: 0 })
      .catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'INVALID_CURSOR') throw badRequest('INVALID_CURSOR', `after: no enrollment of this list has the cursor ${JSON.stringify(filter.after)}`);
        throw error;
      });
    const personIds = [...new Set(page.records.map((record) => String(record.personId)))];
    const people = personIds.length
      ? (await this.records.list(this.objects.person, { filter: `id[in]:[${personIds.join(',')}]`, depth: 1, limit: personIds.length }, { relations: VARIABLE_RELATIONS })).records
      : [];
    const personById = new Map(people.map((person) => [String(person.id), person]));
    const steps = sequence.steps.filter(isRenderedStep);
    const edges = page.records.map((enrollment) => {
      const { values } = valuesOf(personById.get(String(enrollment.personId)) ?? {}, enrollment);
      return {
        cursor: encodeCursor(String(enrollment.id)),
        node: {
          sequencePersonId: String(enrollment.id),
          personId: String(enrollment.personId),
          status: String(enrollment.status ?? 'ACTIVE'),
          steps: steps.map((step) => ({ id: step.id, type: step.type, ...resolveStepInput(step.settings.input, values) })),
        },
      };
    });
    return { edges, pageInfo: { hasNextPage: page.pageInfo.hasNextPage, endCursor: edges.at(-1)?.cursor ?? null }, totalCount: page.totalCount };
  }

  /** What went wrong in a sequence: FAILED runs, senders that cannot send, runs that COMPLETED without sending. */
  async errors(sequenceId: string) {
    const sql = this.db.sql;
    const sequence = await readSequence(sql, sequenceId, { lock: false });
    const [runs, senders] = await Promise.all([
      sql.query<{ id: string; sequencePersonId: string; status: string; state: unknown }>({
        text: `SELECT "id"::text, "sequence_person_id"::text AS "sequencePersonId", "status", "state" FROM "sequence_run"
               WHERE "sequence_id" = $1::uuid AND "status" IN ('FAILED', 'COMPLETED') ORDER BY "id"`,
        values: [sequence.id],
      }),
      readSenders(sql, sequence.id),
    ]);
    const sendingStepIds = new Set(sequence.steps.filter((step) => SENDING_PLATFORM[step.type]).map((step) => step.id));
    const peopleErrors = runs
      .filter((run) => run.status === 'FAILED')
      .map((run) => {
        const state = readRunState(run.state);
        const failedStep = Object.entries(state.stepInfos).find(([, info]) => info.status === 'FAILED');
        return {
          sequencePersonId: run.sequencePersonId,
          sequenceRunId: run.id,
          failedStepId: state.sequenceRunError?.failedStepId ?? failedStep?.[0] ?? null,
          failedStepError: state.sequenceRunError?.error ?? failedStep?.[1].error ?? 'the run failed without a recorded error',
        };
      });
    const completedNoMessage = runs
      .filter((run) => run.status === 'COMPLETED')
      .filter((run) => !Object.entries(readRunState(run.state).stepInfos).some(([stepId, info]) => info.status === 'SUCCESS' && (sendingStepIds.has(stepId) || info.messageId !== undefined)))
      .map((run) => ({
        sequencePersonId: run.sequencePersonId,
        reason: sendingStepIds.size
          ? 'the run completed without sending a message: no sending step succeeded (a condition led past them)'
          : 'the run completed without sending a message: the sequence has no sending step',
      }));
    const senderErrors = senders
      .filter((sender) => sender.messageStatus !== 'ACTIVE')
      .map((sender) => ({
        senderId: sender.id,
        platformType: sender.platformType,
        status: sender.messageStatus,
        reason: (sender.messageStatus && SENDER_REASONS[sender.messageStatus]) ?? NEVER_ACTIVATED,
      }));
    return { peopleErrors, senderErrors, completedNoMessage };
  }
}
