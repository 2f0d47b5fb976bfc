// Every rule of workflows and their versions, called by REST, GraphQL and the executor alike.
// Records are written through the record layer (events, validation and actors happen there);
// a change and what it implies (a version created -> the workflow's `statuses`) commit together.
import type { SqlExecutor } from '../db/sql-executor.ts';
import { badRequest, validationFailed } from '../errors/app-error.ts';
import type { MetadataRegistry } from '../metadata/registry.ts';
import type { Actor } from '../records/actor.ts';
import type { ApiRecord } from '../records/codec/row-to-record.ts';
import { checkId, MAX_BULK_RECORDS, type RecordService } from '../records/record-service.ts';
import type { Database } from '../db/database.ts';
import { DefinitionError, isObject, readSteps, readTrigger } from './definition.ts';
import { definitionContext } from './workflow-objects.ts';

export class WorkflowService {
  constructor(
    private readonly db: Database,
    private readonly records: RecordService,
    private readonly registry: MetadataRegistry,
  ) {}

  private get objects() {
    return { workflow: this.registry.get('workflow'), version: this.registry.get('workflowVersion') };
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
          if (!(error instanceof DefinitionError)) throw error;
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

  /** Sets a workflow's `statuses` to those its versions have now. */
  async refreshStatuses(actor: Actor, workflowId: string, tx: SqlExecutor): Promise<void> {
    const [row] = await tx.query<{ statuses: string[] }>({
      text: `SELECT coalesce(array_agg(DISTINCT "status" ORDER BY "status"), '{}') AS "statuses" FROM "workflow_version" WHERE "workflow_id" = $1::uuid`,
      values: [workflowId],
    });
    await this.records.update(actor, this.objects.workflow, workflowId, { statuses: row?.statuses ?? [] }, { sql: tx, engineFields: true });
  }
}
