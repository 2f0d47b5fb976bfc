// `depth` 1 and 2: embeds related records into a page of records. Each relation costs one
// query for the whole page (ids batched with = ANY), never one per row, so a page's query count
// depends on the object's shape and the depth, not on the number of rows.
import type { SqlExecutor } from '../../db/sql-executor.ts';
import { columnOf, type MetadataRegistry } from '../../metadata/registry.ts';
import { isRelation, type ObjectMetadata, type RelationField } from '../../metadata/types.ts';
import { rowToRecord, type ApiRecord } from '../codec/row-to-record.ts';
import { quoteIdent as q } from '../../query/index.ts';

/** Embedded one-to-many collections hold at most this many records per parent. */
export const EMBEDDED_COLLECTION_LIMIT = 60;

const uniqueIds = (values: unknown[]) => [...new Set(values.filter((v): v is string => typeof v === 'string'))];

interface EmbedContext {
  sql: SqlExecutor;
  registry: MetadataRegistry;
}

export async function embedRelations(
  ctx: EmbedContext,
  object: ObjectMetadata,
  records: ApiRecord[],
  depth: number,
  /** Relation not to follow (the one pointing back at the parent of a junction record). */
  skip?: string,
): Promise<void> {
  if (depth <= 0 || records.length === 0) return;
  const relations = object.fields.filter(isRelation).filter((f) => f.name !== skip);
  await Promise.all(relations.map((field) => embedRelation(ctx, field, records, depth)));
}

async function embedRelation(
  ctx: EmbedContext,
  field: RelationField,
  records: ApiRecord[],
  depth: number,
): Promise<void> {
  const relation = field.relation;
  const target = ctx.registry.get(relation.target);
  if (relation.kind === 'MANY_TO_ONE') {
    const ids = uniqueIds(records.map((r) => r[relation.joinField]));
    const rows = ids.length
      ? await ctx.sql.query({ text: `SELECT * FROM ${q(target.table)} WHERE "id" = ANY($1::uuid[])`, values: [ids] })
      : [];
    const byId = new Map(rows.map((row) => [row.id as string, rowToRecord(target, row)]));
    for (const record of records) record[field.name] = byId.get(record[relation.joinField] as string) ?? null;
    await embedNested(ctx, target, [...byId.values()], depth);
    return;
  }

  const parentIds = uniqueIds(records.map((r) => r.id));
  let statement: string;
  let nestedSkip: string | undefined;
  if (relation.kind === 'ONE_TO_MANY') {
    const fk = columnOf(target, relation.inverseJoinField);
    statement = `SELECT * FROM (
        SELECT t.*, t.${q(fk)} AS "__parent",
               row_number() OVER (PARTITION BY t.${q(fk)} ORDER BY t."created_at", t."id") AS "__rank"
        FROM ${q(target.table)} t WHERE t.${q(fk)} = ANY($1::uuid[])
      ) ranked WHERE "__rank" <= ${EMBEDDED_COLLECTION_LIMIT} ORDER BY "__parent", "__rank"`;
    // A junction's many-to-one back to this record would just repeat the parent.
    nestedSkip = target.fields.find(
      (f) => isRelation(f) && f.relation.kind === 'MANY_TO_ONE' && f.relation.joinField === relation.inverseJoinField,
    )?.name;
  } else {
    const through = ctx.registry.get(relation.through);
    const sourceFk = columnOf(through, relation.sourceJoinField);
    const targetFk = columnOf(through, relation.targetJoinField);
    statement = `SELECT * FROM (
        SELECT t.*, j.${q(sourceFk)} AS "__parent",
               row_number() OVER (PARTITION BY j.${q(sourceFk)} ORDER BY t."created_at", t."id") AS "__rank"
        FROM (SELECT DISTINCT ${q(sourceFk)}, ${q(targetFk)} FROM ${q(through.table)}
              WHERE ${q(sourceFk)} = ANY($1::uuid[])) j
        JOIN ${q(target.table)} t ON t."id" = j.${q(targetFk)}
      ) ranked WHERE "__rank" <= ${EMBEDDED_COLLECTION_LIMIT} ORDER BY "__parent", "__rank"`;
  }
  const rows = parentIds.length ? await ctx.sql.query({ text: statement, values: [parentIds] }) : [];
  const byParent = new Map<string, ApiRecord[]>();
  const children: ApiRecord[] = [];
  for (const row of rows) {
    const child = rowToRecord(target, row);
    children.push(child);
    const list = byParent.get(row.__parent as string) ?? [];
    list.push(child);
    byParent.set(row.__parent as string, list);
  }
  for (const record of records) record[field.name] = byParent.get(record.id as string) ?? [];
  await embedNested(ctx, target, children, depth, nestedSkip);
}

/**
 * Embedded records get their own relations one level down. A junction record (note/task
 * relation) is only a link, so its targets come with it at the same level.
 */
async function embedNested(
  ctx: EmbedContext,
  target: ObjectMetadata,
  children: ApiRecord[],
  depth: number,
  skip?: string,
): Promise<void> {
  if (target.isJunction) {
    await embedRelations(ctx, target, children, 1, skip);
    if (depth > 1) {
      for (const field of target.fields.filter(isRelation)) {
        if (field.name === skip || field.relation.kind !== 'MANY_TO_ONE') continue;
        const linked = children.map((c) => c[field.name]).filter((v): v is ApiRecord => v != null);
        await embedRelations(ctx, ctx.registry.get(field.relation.target), linked, depth - 1);
      }
    }
    return;
  }
  await embedRelations(ctx, target, children, depth - 1);
}
