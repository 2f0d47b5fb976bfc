// `depth` 1 and 2: embeds related records into a page of records. Every relation to embed at
// one level of nesting is fetched by ONE statement for the whole page (a UNION ALL of one
// branch per relation, ids batched with = ANY, rows as jsonb), so a page's statement count
// depends only on how deep the nesting goes, never on the number of rows or of relations.
// Soft-deleted records are left out (query/soft-delete.ts): a to-one embeds null, a to-many
// lists the others.
import type { SqlExecutor } from '../../db/sql-executor.ts';
import { columnOf, type MetadataRegistry } from '../../metadata/registry.ts';
import { isRelation, type ObjectMetadata, type RelationField } from '../../metadata/types.ts';
import { liveSql, quoteIdent as q, recordColumnsSql, recordJsonSql } from '../../query/index.ts';
import { rowToRecord, type ApiRecord } from '../codec/row-to-record.ts';

/** Embedded one-to-many collections hold at most this many records per parent. */
export const EMBEDDED_COLLECTION_LIMIT = 60;

interface EmbedContext {
  sql: SqlExecutor;
  registry: MetadataRegistry;
}

/** Records of one object whose relations are embedded at the current level. */
interface EmbedTask {
  object: ObjectMetadata;
  records: ApiRecord[];
  /** Depth handed to the records embedded here (a junction passes its parent's on). */
  childDepth: number;
  /** Relation not to follow (the one pointing back at the parent of a junction record). */
  skip?: string;
  /** The only relations to follow, when given. */
  only?: readonly string[];
}

/** One branch of the level's statement: the records of one relation for a whole task. */
interface Fetch {
  task: EmbedTask;
  field: RelationField;
  target: ObjectMetadata;
  ids: string[];
  /** Relation of the embedded junction records that points back here (not repeated). */
  backReference?: string;
  branch: (index: number, param: string) => string;
}

interface FetchedRow {
  rel: number;
  parent: string | null;
  row: Record<string, unknown>;
}

const uniqueIds = (values: unknown[]) => [...new Set(values.filter((v): v is string => typeof v === 'string'))];

export async function embedRelations(
  ctx: EmbedContext,
  object: ObjectMetadata,
  records: ApiRecord[],
  depth: number,
  /** The relations of `object` to embed (all when absent); the levels below embed all of theirs. */
  only?: readonly string[],
): Promise<void> {
  let level: EmbedTask[] = depth > 0 && records.length > 0 ? [{ object, records, childDepth: depth - 1, only }] : [];
  while (level.length > 0) level = await embedLevel(ctx, level);
}

/** Embeds one level for every task; returns the tasks of the next level. */
async function embedLevel(ctx: EmbedContext, tasks: EmbedTask[]): Promise<EmbedTask[]> {
  const fetches: Fetch[] = [];
  for (const task of tasks) {
    for (const field of task.object.fields.filter(isRelation)) {
      if (field.name === task.skip || (task.only && !task.only.includes(field.name))) continue;
      const fetch = planFetch(ctx, task, field);
      if (fetch.ids.length > 0) fetches.push(fetch);
      else for (const record of task.records) record[field.name] = field.relation.kind === 'MANY_TO_ONE' ? null : [];
    }
  }
  if (fetches.length === 0) return [];
  const rows = await ctx.sql.query<FetchedRow & Record<string, unknown>>({
    text: `${fetches.map((f, i) => f.branch(i, `$${i + 1}::uuid[]`)).join('\nUNION ALL\n')}\nORDER BY "rel", "parent", "rank"`,
    values: fetches.map((f) => f.ids),
  });
  const rowsByFetch = fetches.map((): FetchedRow[] => []);
  for (const row of rows) rowsByFetch[row.rel].push(row);
  return fetches.flatMap((fetch, i) => attach(fetch, rowsByFetch[i]));
}

function planFetch(ctx: EmbedContext, task: EmbedTask, field: RelationField): Fetch {
  const relation = field.relation;
  const target = ctx.registry.get(relation.target);
  const table = q(target.table);
  if (relation.kind === 'MANY_TO_ONE') {
    return {
      task,
      field,
      target,
      ids: uniqueIds(task.records.map((r) => r[relation.joinField])),
      branch: (i, param) =>
        `SELECT ${i} AS "rel", NULL::uuid AS "parent", 0::bigint AS "rank", ${recordJsonSql(target, 't')} AS "row" FROM ${table} t WHERE t."id" = ANY(${param})${liveSql(target, 't')}`,
    };
  }
  const ids = uniqueIds(task.records.map((r) => r.id));
  const ranked = (parent: string, from: string) =>
    `SELECT ${recordColumnsSql(target, 't')}, ${parent} AS "__parent", row_number() OVER (PARTITION BY ${parent} ORDER BY t."created_at", t."id") AS "__rank" ${from}`;
  const limited = (i: number, inner: string) =>
    `SELECT ${i} AS "rel", r."__parent" AS "parent", r."__rank" AS "rank", to_jsonb(r) - '__parent' - '__rank' AS "row"
     FROM (${inner}) r WHERE r."__rank" <= ${EMBEDDED_COLLECTION_LIMIT}`;
  if (relation.kind === 'ONE_TO_MANY') {
    const fk = q(columnOf(target, relation.inverseJoinField));
    // A junction's many-to-one back to this record would just repeat the parent.
    const backReference = target.fields.find(
      (f) => isRelation(f) && f.relation.kind === 'MANY_TO_ONE' && f.relation.joinField === relation.inverseJoinField,
    )?.name;
    return {
      task,
      field,
      target,
      ids,
      backReference,
      branch: (i, param) => limited(i, ranked(`t.${fk}`, `FROM ${table} t WHERE t.${fk} = ANY(${param})${liveSql(target, 't')}`)),
    };
  }
  const through = ctx.registry.get(relation.through);
  const sourceFk = q(columnOf(through, relation.sourceJoinField));
  const targetFk = q(columnOf(through, relation.targetJoinField));
  return {
    task,
    field,
    target,
    ids,
    branch: (i, param) =>
      limited(
        i,
        ranked(
          `j.${sourceFk}`,
          `FROM (SELECT DISTINCT ${sourceFk}, ${targetFk} FROM ${q(through.table)} AS "j" WHERE ${sourceFk} = ANY(${param})${liveSql(through, 'j')}) j
           JOIN ${table} t ON t."id" = j.${targetFk}${liveSql(target, 't')}`,
        ),
      ),
  };
}

/** Puts the fetched records in place; returns the task that embeds their own relations. */
function attach(fetch: Fetch, rows: FetchedRow[]): EmbedTask[] {
  const { task, field, target } = fetch;
  let children: ApiRecord[];
  if (field.relation.kind === 'MANY_TO_ONE') {
    const joinField = field.relation.joinField;
    const byId = new Map(rows.map((r) => [r.row.id as string, rowToRecord(target, r.row)]));
    for (const record of task.records) record[field.name] = byId.get(record[joinField] as string) ?? null;
    children = [...byId.values()];
  } else {
    const byParent = new Map<string, ApiRecord[]>();
    children = rows.map((r) => {
      const child = rowToRecord(target, r.row);
      const siblings = byParent.get(r.parent as string) ?? [];
      siblings.push(child);
      byParent.set(r.parent as string, siblings);
      return child;
    });
    for (const record of task.records) record[field.name] = byParent.get(record.id as string) ?? [];
  }
  if (children.length === 0) return [];
  // A junction record (note/task relation) is only a link: its targets come with it at the
  // same level, and what lies beyond them gets the depth this level would have handed on.
  if (target.isJunction) return [{ object: target, records: children, childDepth: task.childDepth, skip: fetch.backReference }];
  return task.childDepth > 0 ? [{ object: target, records: children, childDepth: task.childDepth - 1 }] : [];
}
