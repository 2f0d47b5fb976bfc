// The lifecycle rules of sequences, called by REST, GraphQL and the engine alike (DESIGN.md,
// "Sequences"): activation, enrollment, sender assignment and removal, retry and reset. Records
// are written through the record layer (events, validation and actors happen there); a change
// and what it starts (a run's first step and its job) commit together.
//
// Lock order, the same for every writer (the runner and the reply listener too): a sequence,
// then runs, then enrollments.
import type { Database } from '../db/database.ts';
import type { SqlExecutor } from '../db/sql-executor.ts';
import { AppError, notFound, validationFailed } from '../errors/app-error.ts';
import type { JobQueue, NewJob } from '../jobs/job-queue.ts';
import { clock, isoAt } from '../lib/clock.ts';
import { isUuid } from '../lib/uuid.ts';
import type { MetadataRegistry } from '../metadata/registry.ts';
import type { Actor } from '../records/actor.ts';
import type { ApiRecord } from '../records/codec/row-to-record.ts';
import { idFilters } from '../records/id-filters.ts';
import { checkId, MAX_BULK_RECORDS, type RecordService } from '../records/record-service.ts';
import { chunks } from '../lib/chunks.ts';
import { initialRunState, readRunState, type SequenceRunState } from './run-state.ts';
import { scheduled, stepDueAt } from './runner/schedule.ts';
import { readSenders, readSequence, type SequenceRow } from './sequence-rows.ts';
import { activationProblems, entryStep, platformsUsed, withValidity, type SequenceStep } from './steps.ts';

interface RunToStart {
  runId: string;
  status: string;
  state: SequenceRunState;
  sequencePersonId: string;
  senderIds: Record<string, string> | null;
}

/** Enrollment ids by their sequence id. */
function bySequence(enrollments: ApiRecord[]): Map<string, string[]> {
  const grouped = new Map<string, string[]>();
  for (const e of enrollments) grouped.set(String(e.sequenceId), [...(grouped.get(String(e.sequenceId)) ?? []), String(e.id)]);
  return grouped;
}

export class SequenceService {
  constructor(
    private readonly db: Database,
    private readonly records: RecordService,
    private readonly registry: MetadataRegistry,
    private readonly jobs: JobQueue,
  ) {}

  private get objects() {
    const get = (name: string) => this.registry.get(name);
    return { sequence: get('sequence'), sender: get('sequenceSender'), person: get('sequencePerson'), run: get('sequenceRun') };
  }

  /** Jobs in statements of MAX_BULK_RECORDS (5 parameters each: one statement takes 65,535 at most). */
  private async enqueue(jobs: NewJob[], now: number, tx: SqlExecutor): Promise<void> {
    for (const part of chunks(jobs, MAX_BULK_RECORDS)) await this.jobs.enqueue(part, now, tx);
  }

  /**
   * PATCH of sequences (one by id, or several by filter). `status: ACTIVE` activates each one
   * that is not yet: every fault of its steps and senders named (400, nothing changed), else its
   * enrollments are given senders and started, in the same transaction. Another status stops the
   * sending: waiting jobs find the sequence not ACTIVE and end; activation starts them again.
   */
  async updateSequences(actor: Actor, target: { id: string } | { filter: unknown }, body: unknown): Promise<ApiRecord[]> {
    const { sequence } = this.objects;
    const activating = body !== null && typeof body === 'object' && (body as Record<string, unknown>).status === 'ACTIVE';
    const now = clock.now();
    const jobs: NewJob[] = [];
    const updated = await this.db.sql.transaction(async (tx) => {
      const ids = 'id' in target ? [checkId(target.id)] : (await this.records.list(sequence, { filter: target.filter as string, limit: MAX_BULK_RECORDS }, { sql: tx })).records.map((r) => String(r.id));
      const starting: SequenceRow[] = [];
      if (activating) {
        const problems: string[] = [];
        for (const id of ids) {
          const locked = await readSequence(tx, id, { lock: true });
          if (locked.status === 'ACTIVE') continue;
          const found = activationProblems(locked.steps, await readSenders(tx, id));
          problems.push(...found.map((problem) => (ids.length > 1 ? `sequence ${id}: ${problem}` : problem)));
          starting.push(locked);
        }
        if (problems.length) throw validationFailed(...problems);
      }
      const written: ApiRecord[] = [];
      if ('id' in target) written.push(await this.records.update(actor, sequence, target.id, body, { sql: tx }));
      else for (const filter of idFilters(ids)) written.push(...(await this.records.updateMany(actor, sequence, filter, body, { sql: tx })));
      for (const locked of starting) jobs.push(...(await this.startRuns(tx, actor, { ...locked, status: 'ACTIVE' }, undefined, now)));
      await this.enqueue(jobs, now, tx);
      return written;
    });
    if (jobs.length) this.jobs.notifyEnqueued(jobs.length);
    return updated;
  }

  /**
   * Enrolls people (POST /rest/sequencePeople and its batch, duplicateSequence): each enrollment
   * and its run (NOT_STARTED) in `sql`'s transaction. Into an ACTIVE sequence, it is given its
   * senders and its entry step's job at once. A person already enrolled is a 409 naming both fields.
   */
  async enrollMany(actor: Actor, bodies: unknown[], options: { sql?: SqlExecutor; label?: (index: number) => string } = {}): Promise<ApiRecord[]> {
    const { person, run } = this.objects;
    const now = clock.now();
    const jobs: NewJob[] = [];
    const created = await (options.sql ?? this.db.sql).transaction(async (tx) => {
      await this.refuseDoubles(tx, bodies, options.label ?? ((i) => (bodies.length > 1 ? `[${i}] ` : '')));
      const enrolled = await this.records.createMany(actor, person, bodies, { sql: tx });
      await this.records.createMany(
        actor,
        run,
        enrolled.map((e) => ({ sequenceId: e.sequenceId, sequencePersonId: e.id, personId: e.personId, status: 'NOT_STARTED', state: initialRunState() })),
        { sql: tx, knownRelations: true },
      );
      for (const [sequenceId, enrollmentIds] of bySequence(enrolled)) {
        const locked = await readSequence(tx, sequenceId, { lock: true });
        if (locked.status === 'ACTIVE') jobs.push(...(await this.startRuns(tx, actor, locked, enrollmentIds, now)));
      }
      await this.enqueue(jobs, now, tx);
      // Answered as written last (senderIds).
      if (!jobs.length) return enrolled;
      const byId = new Map<string, ApiRecord>();
      for (const filter of idFilters(enrolled.map((e) => String(e.id))))
        for (const record of (await this.records.list(person, { filter, limit: MAX_BULK_RECORDS, depth: 0 }, { sql: tx })).records) byId.set(String(record.id), record);
      return enrolled.map((e) => byId.get(String(e.id)) ?? e);
    });
    if (jobs.length && !options.sql) this.jobs.notifyEnqueued(jobs.length);
    return created;
  }

  /**
   * A person enrolled twice in one sequence, in the request or already: the 409 names both fields
   * (checked first: inside a caller's transaction the unique index's refusal would end it).
   */
  private async refuseDoubles(tx: SqlExecutor, bodies: unknown[], label: (index: number) => string): Promise<void> {
    const pairs = bodies.map((body) => {
      const { sequenceId, personId } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
      return typeof sequenceId === 'string' && isUuid(sequenceId) && typeof personId === 'string' && isUuid(personId) ? { sequenceId: sequenceId.toLowerCase(), personId: personId.toLowerCase() } : undefined;
    });
    const problems: string[] = [];
    const first = new Map<string, number>();
    pairs.forEach((pair, i) => {
      if (!pair) return;
      const key = `${pair.sequenceId}:${pair.personId}`;
      if (first.has(key)) problems.push(`${label(i)}sequenceId, personId: person ${pair.personId} is enrolled in sequence ${pair.sequenceId} by ${label(first.get(key)!) || 'another item'} too`);
      else first.set(key, i);
    });
    const given = pairs.filter((pair) => pair !== undefined);
    if (given.length) {
      const taken = await tx.query<{ sequence_id: string; person_id: string }>({
        text: `SELECT "sequence_id"::text, "person_id"::text FROM "sequence_person" WHERE ("sequence_id", "person_id") IN (SELECT * FROM unnest($1::uuid[], $2::uuid[]))`,
        values: [given.map((pair) => pair.sequenceId), given.map((pair) => pair.personId)],
      });
      for (const row of taken)
        problems.push(`${label(first.get(`${row.sequence_id}:${row.person_id}`) ?? 0)}sequenceId, personId: person ${row.person_id} is already enrolled in sequence ${row.sequence_id}`);
    }
    if (problems.length) throw new AppError(409, 'CONFLICT', problems);
  }

  /**
   * PATCH of enrollments: as the record layer writes it; those ACTIVE afterwards in an ACTIVE
   * sequence go on (a resumed enrollment's waiting step gets its job again).
   */
  async updateEnrollments(actor: Actor, target: { id: string } | { filter: unknown }, body: unknown): Promise<ApiRecord[]> {
    const { person } = this.objects;
    const now = clock.now();
    const jobs: NewJob[] = [];
    const updated = await this.db.sql.transaction(async (tx) => {
      // The lock order of every writer: their sequences, then their runs, then the enrollments.
      const matched = 'id' in target ? [await this.records.get(person, checkId(target.id), 0, { sql: tx })] : (await this.records.list(person, { filter: target.filter as string, limit: MAX_BULK_RECORDS, depth: 0 }, { sql: tx })).records;
      for (const sequenceId of [...new Set(matched.map((e) => String(e.sequenceId)))].sort()) await readSequence(tx, sequenceId, { lock: true });
      await tx.query({ text: `SELECT "id" FROM "sequence_run" WHERE "sequence_person_id" = ANY($1::uuid[]) ORDER BY "id" FOR UPDATE`, values: [matched.map((e) => String(e.id))] });
      const written = 'id' in target ? [await this.records.update(actor, person, target.id, body, { sql: tx })] : await this.records.updateMany(actor, person, target.filter, body, { sql: tx });
      for (const [sequenceId, ids] of bySequence(written.filter((e) => e.status === 'ACTIVE'))) {
        const locked = await readSequence(tx, sequenceId, { lock: true });
        if (locked.status === 'ACTIVE') jobs.push(...(await this.startRuns(tx, actor, locked, ids, now)));
      }
      await this.enqueue(jobs, now, tx);
      return written;
    });
    if (jobs.length) this.jobs.notifyEnqueued(jobs.length);
    return updated;
  }

  /**
   * Starts the runs of the ACTIVE enrollments of an ACTIVE sequence (all, or `enrollmentIds`):
   * senders assigned where a platform lacks one, NOT_STARTED runs put at their entry step, and
   * the job of every waiting step (again: a job that exists is not doubled). Answers the jobs.
   */
  async startRuns(tx: SqlExecutor, actor: Actor, sequence: SequenceRow, enrollmentIds: string[] | undefined, now: number): Promise<NewJob[]> {
    const rows = await tx.query<{ run_id: string; status: string; state: unknown; sequence_person_id: string; sender_ids: Record<string, string> | null }>({
      text: `SELECT "r"."id"::text AS "run_id", "r"."status", "r"."state", "p"."id"::text AS "sequence_person_id", "p"."sender_ids"
        FROM "sequence_run" AS "r" JOIN "sequence_person" AS "p" ON "p"."id" = "r"."sequence_person_id"
        WHERE "r"."sequence_id" = $1::uuid AND "p"."status" = 'ACTIVE' AND "r"."status" IN ('NOT_STARTED', 'ENQUEUED')
          AND ($2::uuid[] IS NULL OR "p"."id" = ANY($2::uuid[]))
        ORDER BY "p"."created_at", "p"."id" FOR UPDATE OF "r"`,
      values: [sequence.id, enrollmentIds ?? null],
    });
    const runs: RunToStart[] = rows.map((row) => ({ runId: row.run_id, status: row.status, state: readRunState(row.state), sequencePersonId: row.sequence_person_id, senderIds: row.sender_ids }));
    await this.assignSenders(tx, actor, sequence, runs);
    const entry = entryStep(sequence.steps);
    const jobs: NewJob[] = [];
    // Runs that start share one state per generation: written by one bulk update each.
    const starting = new Map<number, { state: SequenceRunState; runIds: string[] }>();
    for (const run of runs) {
      if (run.status === 'NOT_STARTED') {
        if (!entry) continue; // activation refuses a sequence without one
        const { state, job } = scheduled(run.runId, run.state, entry, stepDueAt(entry, now, sequence.settings.timezone), now);
        const group = starting.get(state.generation) ?? { state, runIds: [] };
        group.runIds.push(run.runId);
        starting.set(state.generation, group);
        jobs.push(job);
      } else {
        const waiting = run.state.currentStepId ? run.state.stepInfos[run.state.currentStepId] : undefined;
        const step = sequence.steps.find((s) => s.id === run.state.currentStepId);
        if (waiting?.status !== 'SCHEDULED' || !step) continue;
        const dueAt = Math.max(now, waiting.dueAt ? Date.parse(waiting.dueAt) : now);
        jobs.push(scheduled(run.runId, run.state, step, dueAt, now, waiting.attempt).job);
      }
    }
    for (const { state, runIds } of starting.values())
      for (const filter of idFilters(runIds))
        await this.records.updateMany(actor, this.objects.run, filter, { status: 'ENQUEUED', state, startedAt: isoAt(now) }, { sql: tx, engineFields: true });
    return jobs;
  }

  /**
   * Gives each run's enrollment one ACTIVE sender per platform the steps use where it has none
   * (or its sender is gone), round robin over the senders in creation order: the sequence's
   * enrollment counter says whose turn it is.
   */
  private async assignSenders(tx: SqlExecutor, actor: Actor, sequence: SequenceRow, runs: RunToStart[]): Promise<void> {
    const platforms = platformsUsed(sequence.steps);
    if (platforms.length === 0 || runs.length === 0) return;
    const active = (await readSenders(tx, sequence.id)).filter((sender) => sender.messageStatus === 'ACTIVE');
    const activeIds = new Set(active.map((sender) => sender.id));
    const lacking = runs.filter((run) => platforms.some((platform) => !run.senderIds?.[platform] || !activeIds.has(run.senderIds[platform])));
    if (lacking.length === 0) return;
    const [counter] = await tx.query<{ before: number }>({
      text: `UPDATE "sequence" SET "enrollment_count" = "enrollment_count" + $2 WHERE "id" = $1::uuid RETURNING "enrollment_count" - $2 AS "before"`,
      values: [sequence.id, lacking.length],
    });
    const groups = new Map<string, { senderIds: Record<string, string>; enrollmentIds: string[] }>();
    lacking.forEach((run, i) => {
      const senderIds: Record<string, string> = { ...(run.senderIds ?? {}) };
      for (const platform of platforms) {
        if (senderIds[platform] && activeIds.has(senderIds[platform])) continue;
        const choices = active.filter((sender) => sender.platformType === platform);
        if (choices.length) senderIds[platform] = choices[(Number(counter?.before ?? 0) + i) % choices.length].id;
      }
      run.senderIds = senderIds;
      const key = JSON.stringify(senderIds);
      const group = groups.get(key) ?? { senderIds, enrollmentIds: [] };
      group.enrollmentIds.push(run.sequencePersonId);
      groups.set(key, group);
    });
    for (const { senderIds, enrollmentIds } of groups.values())
      for (const filter of idFilters(enrollmentIds)) await this.records.updateMany(actor, this.objects.person, filter, { senderIds }, { sql: tx, engineFields: true });
  }

  /** Sender writes change which senderIds are senders of the sequence: its steps' `valid` is judged again. */
  async refreshValidity(tx: SqlExecutor, actor: Actor, sequenceIds: Iterable<string>): Promise<void> {
    for (const sequenceId of new Set(sequenceIds)) {
      const { steps } = await readSequence(tx, sequenceId, { lock: true });
      const judged = withValidity(steps, await readSenders(tx, sequenceId));
      if (JSON.stringify(judged) !== JSON.stringify(steps))
        await this.records.update(actor, this.objects.sequence, sequenceId, { steps: judged }, { sql: tx, engineFields: true, knownRelations: true });
    }
  }

  /** Sender creates, updates and deletes (REST): as the record layer writes them, then the steps judged again. */
  async writeSenders<T extends object>(actor: Actor, write: (tx: SqlExecutor) => Promise<T[]>, before: (tx: SqlExecutor) => Promise<string[]> = async () => []): Promise<T[]> {
    return this.db.sql.transaction(async (tx) => {
      const touched = await before(tx);
      const written = await write(tx);
      const sequenceIds = written.flatMap((sender) => ('sequenceId' in sender && sender.sequenceId ? [String(sender.sequenceId)] : []));
      await this.refreshValidity(tx, actor, [...touched, ...sequenceIds]);
      return written;
    });
  }

  /** activateSequenceSenders: `message` makes a sender ACTIVE, `pause` PAUSED. */
  async activateSenders(actor: Actor, actions: Array<{ sequenceSenderId: string; actionType: string }>): Promise<boolean> {
    const statuses: Record<string, string> = { message: 'ACTIVE', pause: 'PAUSED' };
    const problems = actions.flatMap((action, i) =>
      statuses[action.actionType.toLowerCase()] ? [] : [`senderActions[${i}].actionType: "${action.actionType}" is not an action; use message (ACTIVE) or pause (PAUSED)`],
    );
    if (problems.length) throw validationFailed(...problems);
    await this.db.sql.transaction(async (tx) => {
      for (const action of actions)
        await this.records.update(actor, this.objects.sender, action.sequenceSenderId, { messageStatus: statuses[action.actionType.toLowerCase()] }, { sql: tx });
    });
    return true;
  }

  /**
   * removeSender: the ACTIVE enrollments assigned to it get another ACTIVE sender of its platform
   * (round robin) when `reassign` and one exists, else they and their runs are STOPPED; then it
   * is deleted and the steps judged again (one that named it is no longer valid).
   */
  async removeSender(actor: Actor, input: { sequenceSenderId: string; reassign?: boolean | null }) {
    const reassign = input.reassign ?? true;
    return this.db.sql.transaction(async (tx) => {
      const sender = await this.records.get(this.objects.sender, checkId(input.sequenceSenderId), 0, { sql: tx });
      const sequenceId = String(sender.sequenceId);
      const { steps } = await readSequence(tx, sequenceId, { lock: true });
      const platform = String(sender.platformType);
      const affected = await tx.query<{ id: string; run_id: string | null; sender_ids: Record<string, string> }>({
        text: `SELECT "p"."id"::text, "r"."id"::text AS "run_id", "p"."sender_ids" FROM "sequence_person" AS "p" LEFT JOIN "sequence_run" AS "r" ON "r"."sequence_person_id" = "p"."id"
          WHERE "p"."sequence_id" = $1::uuid AND "p"."status" = 'ACTIVE' AND "p"."sender_ids" ->> $2 = $3 ORDER BY "p"."created_at", "p"."id"`,
        values: [sequenceId, platform, String(sender.id)],
      });
      const others = (await readSenders(tx, sequenceId)).filter((s) => s.id !== sender.id && s.platformType === platform && s.messageStatus === 'ACTIVE');
      const warnings: string[] = [];
      let reassignedCount = 0;
      let stoppedCount = 0;
      if (affected.length && reassign && others.length) {
        for (const [i, enrollment] of affected.entries()) {
          const senderIds = { ...enrollment.sender_ids, [platform]: others[i % others.length].id };
          await this.records.update(actor, this.objects.person, enrollment.id, { senderIds }, { sql: tx, engineFields: true });
        }
        reassignedCount = affected.length;
      } else if (affected.length) {
        if (reassign) warnings.push(`no other ACTIVE ${platform} sender: ${affected.length} enrollment(s) stopped`);
        const runIds = affected.flatMap((e) => (e.run_id ? [e.run_id] : []));
        for (const filter of idFilters(runIds)) await this.records.updateMany(actor, this.objects.run, filter, { status: 'STOPPED', endedAt: isoAt(clock.now()) }, { sql: tx, engineFields: true });
        for (const filter of idFilters(affected.map((e) => e.id))) await this.records.updateMany(actor, this.objects.person, filter, { status: 'STOPPED' }, { sql: tx });
        stoppedCount = affected.length;
      }
      await this.records.delete(actor, this.objects.sender, String(sender.id), { sql: tx });
      await this.refreshValidity(tx, actor, [sequenceId]);
      // Validity is judged again above; which steps name the sender is as read under the lock.
      const naming = steps.filter((step) => step.settings.input.senderId === sender.id);
      if (naming.length) warnings.push(`steps ${naming.map((step) => step.id).join(', ')} name the removed sender: choose another senderId`);
      return { success: true, deletedSenderId: String(sender.id), totalAffectedPeople: affected.length, reassignedCount, stoppedCount, warnings };
    });
  }

  /** retrySequenceSteps: each FAILED run waits at its failed step again, in a new generation. */
  async retrySteps(actor: Actor, inputs: Array<{ sequenceId: string; sequenceRunId: string; stepId?: string | null }>): Promise<boolean> {
    await this.restart(actor, inputs.map((input, i) => ({ at: `input[${i}]`, runId: input.sequenceRunId, sequenceId: input.sequenceId, stepId: input.stepId ?? undefined, mode: 'retry' as const })));
    return true;
  }

  /** resetSequencePersonRun: the run starts again from the entry step (the enrollment ACTIVE again). */
  async resetRun(actor: Actor, sequencePersonId: string): Promise<boolean> {
    const [row] = await this.db.sql.query<{ id: string; sequence_id: string }>({
      text: `SELECT "id"::text, "sequence_id"::text FROM "sequence_run" WHERE "sequence_person_id" = $1::uuid`,
      values: [checkId(sequencePersonId)],
    });
    if (!row) throw notFound(`no sequencePerson with id ${sequencePersonId}`);
    await this.restart(actor, [{ at: 'sequencePersonId', runId: row.id, sequenceId: row.sequence_id, mode: 'reset' }]);
    return true;
  }

  private async restart(actor: Actor, requests: Array<{ at: string; runId: string; sequenceId: string; stepId?: string; mode: 'retry' | 'reset' }>): Promise<void> {
    const now = clock.now();
    const jobs: NewJob[] = [];
    await this.db.sql.transaction(async (tx) => {
      const problems: string[] = [];
      for (const request of requests) {
        const sequence = await readSequence(tx, request.sequenceId, { lock: true });
        const [run] = await tx.query<{ status: string; state: unknown; sequence_id: string; sequence_person_id: string }>({
          text: `SELECT "status", "state", "sequence_id"::text, "sequence_person_id"::text FROM "sequence_run" WHERE "id" = $1::uuid FOR UPDATE`,
          values: [checkId(request.runId)],
        });
        if (!run || run.sequence_id !== sequence.id) {
          problems.push(`${request.at}: no run ${request.runId} in sequence ${sequence.id}`);
          continue;
        }
        const state = readRunState(run.state);
        let step: SequenceStep | undefined;
        if (request.mode === 'retry') {
          if (run.status !== 'FAILED') problems.push(`${request.at}: run ${request.runId} is ${run.status}; only a FAILED run is retried`);
          const stepId = request.stepId ?? state.sequenceRunError?.failedStepId;
          if (stepId !== state.sequenceRunError?.failedStepId) problems.push(`${request.at}.stepId: ${JSON.stringify(stepId)} is not the run's failed step (${state.sequenceRunError?.failedStepId})`);
          step = sequence.steps.find((s) => s.id === stepId);
        } else step = entryStep(sequence.steps);
        if (!step) problems.push(`${request.at}: the step to run is not a step of the sequence any more`);
        if (problems.length || !step) continue;
        const base: SequenceRunState =
          request.mode === 'reset' ? { ...initialRunState(), generation: state.generation + 1 } : { ...state, generation: state.generation + 1, sequenceRunError: null };
        const started = sequence.status === 'ACTIVE';
        const { state: next, job } = scheduled(request.runId, base, step, started ? Math.max(now, request.mode === 'reset' ? stepDueAt(step, now, sequence.settings.timezone) : now) : now, now);
        if (started) jobs.push(job);
        await this.records.update(actor, this.objects.run, request.runId, { status: 'ENQUEUED', state: next, endedAt: null, ...(request.mode === 'reset' ? { startedAt: isoAt(now) } : {}) }, { sql: tx, engineFields: true });
        await this.records.update(actor, this.objects.person, run.sequence_person_id, { status: 'ACTIVE' }, { sql: tx });
      }
      if (problems.length) throw validationFailed(...problems);
      await this.enqueue(jobs, now, tx);
    });
    if (jobs.length) this.jobs.notifyEnqueued(jobs.length);
  }
}
