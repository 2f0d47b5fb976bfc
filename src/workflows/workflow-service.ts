// Every rule of workflows and their versions, called by REST, GraphQL and the executor alike.
// Records are written through the record layer (events, validation and actors happen there);
// a change and what it implies (a version created -> the workflow's `statuses`) commit together.
import { createHash, timingSafeEqual } from 'node:crypto';
import diff from 'microdiff';
import type { SqlExecutor } from '../db/sql-executor.ts';
import { badRequest, notFound, unauthenticated, validationFailed } from '../errors/app-error.ts';
import { clock } from '../lib/clock.ts';
import type { MetadataRegistry } from '../metadata/registry.ts';
import type { Actor, Role } from '../records/actor.ts';
import type { ApiRecord } from '../records/codec/row-to-record.ts';
import { checkId, MAX_BULK_RECORDS, type RecordService } from '../records/record-service.ts';
import type { Database } from '../db/database.ts';
import { readSteps, readTrigger, type WorkflowStep } from './definition.ts';
import { isObject } from '../lib/value-guards.ts';
import { activationProblems } from './graph-check.ts';
import { insertStep, removeStep, replaceStep, type Definition, type NewStep } from './step-editing.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { newRecordId } from '../lib/record-id.ts';
import { isUuid } from '../lib/uuid.ts';
import { startSteps, stepJob } from './executor/run-progress.ts';
import { initialState } from './run-state.ts';
import { TEMPLATES, type TemplateType } from './templates.ts';
import type { TriggerRegistry } from './trigger-registry.ts';
import { definitionContext, runRole, workflowActor, writeRoleProblems } from './workflow-objects.ts';
import { InputProblems, asBadInput } from '../errors/input-problems.ts';

/** One change of a step edit, as microdiff reports it (GraphQL StepsDiffEntry). */
export interface StepsDiffEntry {
  type: 'CREATE' | 'CHANGE' | 'REMOVE';
  path: Array<string | number>;
  value?: unknown;
  oldValue?: unknown;
}

interface LockedVersion {
  id: string;
  workflowId: string;
  status: string;
  definition: Definition;
  /** The role its runs write with (runRole). */
  runRole: Role;
}

/** Compares secrets in constant time (digests of equal length, whatever was sent). */
const sameSecret = (stored: string, sent: string) =>
  timingSafeEqual(createHash('sha256').update(stored).digest(), createHash('sha256').update(sent).digest());


export class WorkflowService {
  constructor(
    private readonly db: Database,
    private readonly records: RecordService,
    private readonly registry: MetadataRegistry,
    private readonly triggers: TriggerRegistry,
    private readonly jobs: JobQueue,
  ) {}

  private get objects() {
    return { workflow: this.registry.get('workflow'), version: this.registry.get('workflowVersion'), run: this.registry.get('workflowRun') };
  }

  /**
   * Creates DRAFT versions (POST /rest/workflowVersions and its batch): each body's trigger and
   * steps read as a definition (malformed: 400 naming each fault, nothing created; incomplete
   * steps stored with `valid: false`), all in one transaction with their workflows' statuses.
   */
  async createVersions(actor: Actor, bodies: unknown[], label: (index: number) => string): Promise<ApiRecord[]> {
    const context = definitionContext(this.registry);
    const problems: string[] = [];
    const prepared = bodies.map((body, i) => {
      if (!isObject(body)) return body; // the record layer names it
      const read = <T>(reader: () => T): T | undefined => {
        try {
          return reader();
        } catch (error) {
          if (!(error instanceof InputProblems)) throw error;
          problems.push(...error.problems.map((problem) => `${label(i)}${problem}`));
          return undefined;
        }
      };
      return { ...body, trigger: read(() => readTrigger(body.trigger)) ?? null, steps: read(() => readSteps(body.steps, context)) ?? [] };
    });
    if (problems.length) throw validationFailed(...problems);
    return this.db.sql.transaction(async (tx) => {
      const created = await this.records.createMany(actor, this.objects.version, prepared, { sql: tx });
      for (const workflowId of new Set(created.map((version) => String(version.workflowId)))) await this.refreshStatuses(actor, workflowId, tx);
      return created;
    });
  }

  /**
   * PATCH of versions (one by id, or several by filter), only while DRAFT: `name` only (trigger,
   * steps and status are `changedThrough` GraphQL mutations in their metadata).
   */
  async updateVersions(actor: Actor, target: { id: string } | { filter: unknown }, body: unknown): Promise<ApiRecord[]> {
    const { version } = this.objects;
    if ('id' in target) {
      await this.assertDraft([await this.records.get(version, checkId(target.id))]);
      return [await this.records.update(actor, version, target.id, body)];
    }
    await this.assertDraft(await this.matching(target.filter, 'status[neq]:DRAFT'));
    return this.records.updateMany(actor, version, target.filter, body);
  }

  /** DELETE of versions: not the ACTIVE one (deactivate it first); the workflow's statuses follow. */
  async deleteVersions(actor: Actor, target: { id: string } | { filter: unknown }): Promise<Array<{ id: string }>> {
    const { version } = this.objects;
    // Read first (a read outside the transaction below would wait for PGlite's one connection).
    const doomed = 'id' in target ? [await this.records.get(version, checkId(target.id))] : await this.matching(target.filter, undefined, MAX_BULK_RECORDS);
    const active = doomed.filter((v) => v.status === 'ACTIVE');
    if (active.length)
      throw validationFailed(...active.map((v) => `${String(v.id)}: the ACTIVE version of its workflow cannot be deleted; deactivate it first (deactivateWorkflowVersion)`));
    return this.db.sql.transaction(async (tx) => {
      const deleted = 'id' in target ? [await this.records.delete(actor, version, target.id, { sql: tx })] : await this.records.deleteMany(actor, version, target.filter, { sql: tx });
      for (const workflowId of new Set(doomed.map((v) => String(v.workflowId)))) await this.refreshStatuses(actor, workflowId, tx);
      return deleted;
    });
  }

  /** Versions `filter` matches (and `narrowing`, if given): at most `limit`. */
  private async matching(filter: unknown, narrowing?: string, limit = 10): Promise<ApiRecord[]> {
    if (typeof filter !== 'string' || filter.trim() === '') return []; // the record layer refuses it
    const page = await this.records.list(this.objects.version, { filter: narrowing ? `and(${filter},${narrowing})` : filter, limit });
    return page.records;
  }

  private async assertDraft(versions: ApiRecord[]): Promise<void> {
    const frozen = versions.filter((v) => v.status !== 'DRAFT');
    if (frozen.length)
      throw badRequest(
        'VALIDATION_FAILED',
        ...frozen.map((v) => `${String(v.id)}: the version is ${String(v.status)} and cannot be changed; edit a copy (createDraftFromWorkflowVersion)`),
      );
  }

  /** Sets a workflow's `statuses` to those its versions have now, ARCHIVED left out (WORKFLOW_STATUSES). */
  async refreshStatuses(actor: Actor, workflowId: string, tx: SqlExecutor): Promise<void> {
    const [row] = await tx.query<{ statuses: string[] }>({
      text: `SELECT coalesce(array_agg(DISTINCT "status" ORDER BY "status"), '{}') AS "statuses" FROM "workflow_version" WHERE "workflow_id" = $1::uuid AND "status" <> 'ARCHIVED'`,
      values: [workflowId],
    });
    await this.records.update(actor, this.objects.workflow, workflowId, { statuses: row?.statuses ?? [] }, { sql: tx, engineFields: true });
  }

  /** The version's row, locked for the transaction `tx`, with its definition read. */
  private async lockVersion(tx: SqlExecutor, versionId: string): Promise<LockedVersion> {
    const [row] = await tx.query<{ id: string; workflow_id: string; status: string; trigger: unknown; steps: unknown; activated_by_role: string | null }>({
      text: `SELECT "id"::text, "workflow_id"::text, "status", "trigger", "steps", "activated_by_role" FROM "workflow_version" WHERE "id" = $1::uuid FOR UPDATE`,
      values: [checkId(versionId)],
    });
    if (!row) throw notFound(`no workflowVersion with id ${versionId}`);
    const context = definitionContext(this.registry);
    const definition = await asBadInput(() => ({ trigger: readTrigger(row.trigger), steps: readSteps(row.steps, context) }));
    return { id: row.id, workflowId: row.workflow_id, status: row.status, definition, runRole: runRole(row.activated_by_role) };
  }

  private setStatus(actor: Actor, versionId: string, status: string, tx: SqlExecutor): Promise<ApiRecord> {
    return this.records.update(actor, this.objects.version, versionId, { status }, { sql: tx, engineFields: true });
  }

  /**
   * DRAFT (or the last published version, DEACTIVATED: a rollback) -> ACTIVE, in one transaction,
   * as Twenty: the checks (every fault named, a step writing an object the activating key may
   * not among them; the version unchanged), the activating key's role stored, the version it
   * replaces (the last published one, deactivated if ACTIVE) ARCHIVED, the workflow's trigger
   * unregistered and this one's registered, lastPublishedVersionId and statuses set.
   */
  async activate(actor: Actor, versionId: string): Promise<true> {
    await this.db.sql.transaction(async (tx) => {
      const version = await this.lockVersion(tx, versionId);
      if (version.status === 'ACTIVE') throw validationFailed(`workflowVersionId: version ${version.id} is already ACTIVE`);
      // Locked so that concurrent activations of one workflow replace one another in turn.
      const [workflow] = await tx.query<{ last_published_version_id: string | null }>({
        text: `SELECT "last_published_version_id"::text FROM "workflow" WHERE "id" = $1::uuid FOR UPDATE`,
        values: [version.workflowId],
      });
      if (!workflow) throw notFound(`no workflow with id ${version.workflowId}`);
      const lastPublishedId = workflow.last_published_version_id;
      if (version.status !== 'DRAFT' && version.id !== lastPublishedId)
        throw validationFailed(
          `workflowVersionId: Cannot activate non-draft or non-last-published version: version ${version.id} is ${version.status}; activate a copy of it (createDraftFromWorkflowVersion)`,
        );
      const context = definitionContext(this.registry);
      const problems = [
        ...activationProblems(version.definition.trigger, version.definition.steps, context, clock.now()),
        ...writeRoleProblems(version.definition.steps, actor.role, this.registry),
      ];
      if (problems.length) throw validationFailed(...problems);
      // The version this one replaces, and any other ACTIVE one (so one at most is ACTIVE, whatever was stored).
      const replaced = await tx.query<{ id: string }>({
        text: `SELECT "id"::text FROM "workflow_version" WHERE "workflow_id" = $1::uuid AND "id" <> $2::uuid AND ("id" = $3::uuid OR "status" = 'ACTIVE') FOR UPDATE`,
        values: [version.workflowId, version.id, lastPublishedId],
      });
      for (const { id } of replaced) await this.setStatus(actor, id, 'ARCHIVED', tx);
      await this.triggers.unregister(version.workflowId, tx);
      await this.triggers.register(version.workflowId, version.id, version.definition.trigger!, context.pipelines, tx);
      await this.setStatus(actor, version.id, 'ACTIVE', tx);
      // Its runs write with this role (executor/run-row.ts): a step writes only what this key may.
      await tx.query({ text: `UPDATE "workflow_version" SET "activated_by_role" = $2 WHERE "id" = $1::uuid`, values: [version.id, actor.role] });
      await this.records.update(actor, this.objects.workflow, version.workflowId, { lastPublishedVersionId: version.id }, { sql: tx, engineFields: true });
      await this.refreshStatuses(actor, version.workflowId, tx);
    });
    return true;
  }

  /** ACTIVE -> DEACTIVATED: the trigger stops starting runs (runs in flight go on). */
  async deactivate(actor: Actor, versionId: string): Promise<true> {
    await this.db.sql.transaction(async (tx) => {
      const version = await this.lockVersion(tx, versionId);
      if (version.status !== 'ACTIVE') throw validationFailed(`workflowVersionId: version ${version.id} is ${version.status}; only the ACTIVE version can be deactivated`);
      await this.triggers.unregister(version.workflowId, tx);
      await this.setStatus(actor, version.id, 'DEACTIVATED', tx);
      await this.refreshStatuses(actor, version.workflowId, tx);
    });
    return true;
  }

  /** A new DRAFT of `workflowId` with the trigger and steps of `versionIdToCopy` (left unchanged). */
  async createDraftFrom(actor: Actor, workflowId: string, versionIdToCopy: string): Promise<ApiRecord> {
    const source = await this.records.get(this.objects.version, versionIdToCopy);
    if (source.workflowId !== checkId(workflowId))
      throw validationFailed(`workflowVersionIdToCopy: version ${String(source.id)} belongs to workflow ${String(source.workflowId)}, not ${workflowId}`);
    const [draft] = await this.createVersions(actor, [{ workflowId: source.workflowId, name: source.name, trigger: source.trigger, steps: source.steps }], () => '');
    return draft;
  }

  /**
   * Applies `edit` to a DRAFT version's definition and stores the result, in one transaction
   * (the row locked, so two editors do not lose each other's change). Answers before and after.
   */
  private async editDraft(actor: Actor, versionId: string, edit: (definition: Definition) => Definition): Promise<{ before: Definition; after: Definition; version: ApiRecord }> {
    return this.db.sql.transaction(async (tx) => {
      const locked = await this.lockVersion(tx, versionId);
      if (locked.status !== 'DRAFT')
        throw validationFailed(`workflowVersionId: version ${locked.id} is ${locked.status} and cannot be changed; edit a copy (createDraftFromWorkflowVersion)`);
      const after = await asBadInput(() => edit(locked.definition));
      const version = await this.records.update(actor, this.objects.version, locked.id, { trigger: after.trigger, steps: after.steps }, { sql: tx, engineFields: true });
      return { before: locked.definition, after, version };
    });
  }

  async updateTrigger(actor: Actor, versionId: string, trigger: unknown): Promise<ApiRecord> {
    return (await this.editDraft(actor, versionId, (definition) => ({ ...definition, trigger: readTrigger(trigger) }))).version;
  }

  async createStep(actor: Actor, versionId: string, request: NewStep): Promise<StepsDiffEntry[]> {
    const context = definitionContext(this.registry);
    const { before, after } = await this.editDraft(actor, versionId, (definition) => insertStep(definition, request, context));
    return diff(before.steps, after.steps) as StepsDiffEntry[];
  }

  async updateStep(actor: Actor, versionId: string, step: unknown): Promise<WorkflowStep> {
    const context = definitionContext(this.registry);
    const { after } = await this.editDraft(actor, versionId, (definition) => replaceStep(definition, step, context));
    const id = String((step as { id: unknown }).id);
    return after.steps.find((s) => s.id === id) as WorkflowStep;
  }

  async deleteStep(actor: Actor, versionId: string, stepId: string): Promise<StepsDiffEntry[]> {
    const context = definitionContext(this.registry);
    const { before, after } = await this.editDraft(actor, versionId, (definition) => removeStep(definition, stepId, context));
    return diff(before.steps, after.steps) as StepsDiffEntry[];
  }

  /**
   * Deletes workflows with their versions and runs (the record layer's cascade) and, in the same
   * transaction, their registered triggers (a CRON schedule is a job row no foreign key reaches).
   * Under load it waits its turn: see lockVersionsFirst.
   */
  async deleteWorkflows(actor: Actor, target: { id: string } | { filter: unknown }): Promise<Array<{ id: string }>> {
    const { workflow } = this.objects;
    return this.db.sql.transaction(async (tx) => {
      const doomed = 'id' in target ? [checkId(target.id)] : (await this.matchingWorkflows(target.filter, tx)).map((w) => String(w.id));
      await this.lockVersionsFirst(doomed, tx);
      const deleted = 'id' in target ? [await this.records.delete(actor, workflow, target.id, { sql: tx })] : await this.records.deleteMany(actor, workflow, target.filter, { sql: tx });
      for (const { id } of deleted) if (!doomed.includes(id)) await this.triggers.unregister(id, tx);
      return deleted;
    });
  }

  /**
   * The first step of a workflow delete: its versions locked FOR UPDATE, then its triggers
   * unregistered, before anything else is touched. A DATABASE_EVENT write locks the versions it
   * matches before the workflow's row (trigger-hook.ts), so the delete waits for the writes that
   * matched (their runs commit, and the delete's next statement sees and removes them), and the
   * writes after it wait for the delete and find no version: no deadlock, no failed write.
   */
  private async lockVersionsFirst(workflowIds: string[], tx: SqlExecutor): Promise<void> {
    if (workflowIds.length === 0) return;
    await tx.query({ text: `SELECT "id" FROM "workflow_version" WHERE "workflow_id" = ANY($1::uuid[]) ORDER BY "id" FOR UPDATE`, values: [workflowIds] });
    for (const workflowId of workflowIds) await this.triggers.unregister(workflowId, tx);
  }

  /** The workflows a DELETE's `filter` matches (at most the bulk cap; deleteMany refuses more, and an empty filter). */
  private async matchingWorkflows(filter: unknown, tx: SqlExecutor): Promise<ApiRecord[]> {
    if (typeof filter !== 'string' || filter.trim() === '') return [];
    return (await this.records.list(this.objects.workflow, { filter, limit: MAX_BULK_RECORDS, fields: 'id', count: false }, { sql: tx })).records;
  }

  /**
   * Starts a run of an ACTIVE version (runWorkflowVersion): the trigger's output is the record
   * `objectNameSingular` + `recordId` names (read through the record layer), else `payload`.
   * The run, its first steps RUNNING and their jobs commit together; the worker does the rest.
   */
  async runVersion(
    actor: Actor,
    input: { workflowVersionId: string; payload?: unknown; objectNameSingular?: string | null; recordId?: string | null },
  ): Promise<{ workflowRunId: string }> {
    const workflowRunId = await this.db.sql.transaction(async (tx) => {
      const version = await this.lockVersion(tx, input.workflowVersionId);
      if (version.status !== 'ACTIVE')
        throw validationFailed(`workflowVersionId: version ${version.id} is ${version.status}; only the ACTIVE version of a workflow runs (activateWorkflowVersion)`);
      return this.createRun(tx, actor, version, await this.triggerPayload(input, tx));
    });
    return { workflowRunId };
  }

  /**
   * A CRON trigger's fire time (`workflow.cron`, one job per fire time across processes): a run of
   * the version the schedule names, started by the workflow itself, `{firedAt}` as the trigger's
   * output. A schedule left behind by a version no longer ACTIVE is removed instead.
   */
  async runScheduled(workflowId: string, workflowVersionId: string, firedAt: number): Promise<string | undefined> {
    return this.db.sql.transaction(async (tx) => {
      const [row] = await tx.query<{ name: string | null }>({ text: `SELECT "name" FROM "workflow" WHERE "id" = $1::uuid`, values: [workflowId] });
      const version = row ? await this.lockVersion(tx, workflowVersionId).catch(() => undefined) : undefined;
      if (!row || !version || version.status !== 'ACTIVE' || version.definition.trigger?.type !== 'CRON') {
        await this.triggers.unregisterSchedule(workflowId, workflowVersionId, tx);
        return undefined;
      }
      return this.createRun(tx, workflowActor(workflowId, row.name, version.runRole), version, { firedAt: new Date(firedAt).toISOString() });
    });
  }

  /** A run of `version` with `payload` as the trigger's output: the run, its first steps RUNNING and their jobs, in `tx`. */
  private async createRun(tx: SqlExecutor, actor: Actor, version: LockedVersion, payload: unknown): Promise<string> {
    const now = clock.now();
    const [{ runs }] = await tx.query<{ runs: number }>({
      text: `UPDATE "workflow" SET "run_count" = "run_count" + 1 WHERE "id" = $1::uuid RETURNING "run_count" - 1 AS "runs"`,
      values: [version.workflowId],
    });
    const id = newRecordId();
    const { trigger, steps } = version.definition;
    const state = initialState(trigger!, steps, payload, actor.name);
    const first = startSteps(state, trigger!.nextStepIds).map((stepId) => stepJob({ runId: id, stepId, attempt: 1 }));
    const at = new Date(now).toISOString();
    await this.records.create(
      actor,
      this.objects.run,
      { id, workflowId: version.workflowId, workflowVersionId: version.id, name: `#${runs + 1}`, state, enqueuedAt: at, ...(first.length ? { status: 'ENQUEUED' } : { status: 'COMPLETED', startedAt: at, endedAt: at }) },
      { sql: tx },
    );
    await this.jobs.enqueue(first, now, tx);
    tx.afterCommit(() => this.jobs.notifyEnqueued());
    return id;
  }

  private async triggerPayload(input: { payload?: unknown; objectNameSingular?: string | null; recordId?: string | null }, tx: SqlExecutor): Promise<unknown> {
    if (!input.objectNameSingular && !input.recordId) {
      if (input.payload !== undefined && input.payload !== null && !isObject(input.payload)) throw validationFailed('payload: must be a JSON object');
      return input.payload ?? {};
    }
    const object = input.objectNameSingular ? this.registry.bySingularName(input.objectNameSingular) : undefined;
    if (!object) throw validationFailed(`objectNameSingular: ${JSON.stringify(input.objectNameSingular ?? null)} is not an object; give it with recordId`);
    if (!input.recordId) throw validationFailed('recordId: is required with objectNameSingular');
    return this.records.get(object, input.recordId, undefined, { sql: tx });
  }

  /** A workflow with one DRAFT version of a template (createWorkflowFromTemplate), in one transaction. */
  async createFromTemplate(actor: Actor, templateType: TemplateType, name?: string | null): Promise<{ workflowId: string; workflowVersionId: string; stepsCreated: number }> {
    const template = TEMPLATES[templateType];
    const steps = readSteps(template.steps, definitionContext(this.registry));
    return this.db.sql.transaction(async (tx) => {
      const workflow = await this.records.create(actor, this.objects.workflow, { name: name?.trim() || template.name }, { sql: tx });
      const version = await this.records.create(actor, this.objects.version, { workflowId: workflow.id, name: 'v1', trigger: template.trigger, steps }, { sql: tx });
      await this.refreshStatuses(actor, String(workflow.id), tx);
      return { workflowId: String(workflow.id), workflowVersionId: String(version.id), stepsCreated: steps.length };
    });
  }

  /**
   * A call of a WEBHOOK trigger (POST /webhooks/workflows/{workflowId}): the bearer `secret` must
   * be the workflow's webhookSecret (an unknown workflow is refused the same way, so ids cannot
   * be probed), then its ACTIVE version must have a WEBHOOK trigger (else 404). The body is the
   * trigger's output; the run is started by the workflow, source WEBHOOK.
   */
  async runFromWebhook(workflowId: string, secret: string | undefined, body: unknown): Promise<{ workflowRunId: string }> {
    if (!secret) throw unauthenticated('send the workflow\'s webhookSecret as Authorization: Bearer <secret>');
    if (!isUuid(workflowId)) throw unauthenticated('no workflow accepts this secret');
    if (body !== undefined && !isObject(body)) throw validationFailed('body: must be a JSON object (the trigger\'s output)');
    const workflowRunId = await this.db.sql.transaction(async (tx) => {
      const [workflow] = await tx.query<{ name: string | null; webhook_secret: string | null }>({
        text: `SELECT "name", "webhook_secret" FROM "workflow" WHERE "id" = $1::uuid`,
        values: [workflowId],
      });
      if (!workflow?.webhook_secret || !sameSecret(workflow.webhook_secret, secret)) throw unauthenticated('no workflow accepts this secret');
      const [active] = await tx.query<{ id: string }>({
        text: `SELECT "id"::text FROM "workflow_version" WHERE "workflow_id" = $1::uuid AND "status" = 'ACTIVE'`,
        values: [workflowId],
      });
      const version = active ? await this.lockVersion(tx, active.id) : undefined;
      if (!version || version.status !== 'ACTIVE' || version.definition.trigger?.type !== 'WEBHOOK')
        throw notFound(`workflow ${workflowId} has no ACTIVE version with a WEBHOOK trigger`);
      const actor: Actor = { ...workflowActor(workflowId, workflow.name, version.runRole), source: 'WEBHOOK' };
      return this.createRun(tx, actor, version, body ?? {});
    });
    return { workflowRunId };
  }
}
