// Deleting a record applies its one-to-many rules (metadata `onDelete`) before the row goes:
// RESTRICT refuses with a 400 naming the records, SET_NULL clears the join field of the
// records pointing here, CASCADE deletes them (applying their own rules first). Every record
// touched passes the write hooks, so "a company was deleted" also reaches subscribers as
// "these people were updated" — the foreign keys would do the same silently.
import type { SqlExecutor } from '../db/sql-executor.ts';
import { validationFailed } from '../errors/app-error.ts';
import { columnOf, type MetadataRegistry } from '../metadata/registry.ts';
import { isRelation, type ObjectMetadata, type OneToManyRelation } from '../metadata/types.ts';
import { quoteIdent as q } from '../query/index.ts';
import { rowToRecord } from './codec/row-to-record.ts';
import type { RecordWriteEvent } from './write-hooks.ts';

type EmitEvent = (tx: SqlExecutor, event: RecordWriteEvent) => Promise<void>;

interface DependentRelation {
  name: string;
  relation: OneToManyRelation;
  target: ObjectMetadata;
  column: string;
}

function dependents(registry: MetadataRegistry, object: ObjectMetadata): DependentRelation[] {
  const result: DependentRelation[] = [];
  for (const field of object.fields.filter(isRelation)) {
    const relation = field.relation;
    if (relation.kind !== 'ONE_TO_MANY') continue;
    const target = registry.get(relation.target);
    result.push({ name: field.name, relation, target, column: columnOf(target, relation.inverseJoinField) });
  }
  return result;
}

async function findBlockers(tx: SqlExecutor, object: ObjectMetadata, deps: DependentRelation[], ids: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const dep of deps.filter((d) => d.relation.onDelete === 'RESTRICT')) {
    const rows = await tx.query<{ id: string }>({
      text: `SELECT "id" FROM ${q(dep.target.table)} WHERE ${q(dep.column)} = ANY($1::uuid[]) ORDER BY "id" LIMIT 11`,
      values: [ids],
    });
    if (rows.length === 0) continue;
    const listed = rows.slice(0, 10).map((r) => r.id).join(', ');
    problems.push(
      `${dep.name}: this ${object.nameSingular} is still referenced by ${dep.target.namePlural} (${dep.relation.inverseJoinField}) ${listed}${rows.length > 10 ? ' and more' : ''}; reassign or delete them first`,
    );
  }
  return problems;
}

/** Deletes the records `ids` of `object` with their rules applied; returns the deleted rows. */
export async function deleteWithRules(
  tx: SqlExecutor,
  registry: MetadataRegistry,
  object: ObjectMetadata,
  ids: string[],
  emit: EmitEvent,
): Promise<Record<string, unknown>[]> {
  const deps = dependents(registry, object);
  const blockers = await findBlockers(tx, object, deps, ids);
  if (blockers.length) throw validationFailed(...blockers);
  for (const dep of deps) {
    if (dep.relation.onDelete === 'SET_NULL') {
      const rows = await tx.query({
        text: `UPDATE ${q(dep.target.table)} AS t SET ${q(dep.column)} = NULL, "updated_at" = now()
               FROM (SELECT "id", ${q(dep.column)} AS "previous" FROM ${q(dep.target.table)}
                     WHERE ${q(dep.column)} = ANY($1::uuid[]) FOR UPDATE) AS old
               WHERE t."id" = old."id" RETURNING t.*, old."previous" AS "__previous"`,
        values: [ids],
      });
      for (const row of rows) {
        const record = rowToRecord(dep.target, row);
        const before = { ...record, [dep.relation.inverseJoinField]: row.__previous };
        await emit(tx, { action: 'updated', object: dep.target, record, before, updatedFields: [dep.relation.inverseJoinField] });
      }
    } else if (dep.relation.onDelete === 'CASCADE') {
      const children = await tx.query<{ id: string }>({
        text: `SELECT "id" FROM ${q(dep.target.table)} WHERE ${q(dep.column)} = ANY($1::uuid[]) FOR UPDATE`,
        values: [ids],
      });
      if (children.length) await deleteWithRules(tx, registry, dep.target, children.map((c) => c.id), emit);
    }
  }
  const deleted = await tx.query({
    text: `DELETE FROM ${q(object.table)} WHERE "id" = ANY($1::uuid[]) RETURNING *`,
    values: [ids],
  });
  for (const row of deleted) await emit(tx, { action: 'deleted', object, record: rowToRecord(object, row) });
  return deleted;
}
