// The parts of a delete, compiled from the metadata's delete rules (OneToManyRelation.onDelete)
// into one statement: RESTRICT refuses with a 400 naming the records, SET_NULL clears the join
// field of the records pointing here, CASCADE deletes them (applying their own rules first).
// Every record touched is a part of the statement, so "a company was deleted" also reaches
// statement hooks and listeners as "these people were updated"; the database's foreign keys
// say the same and stay as the last line of defence.
//
// The set of records each rule reaches is read from the statement's snapshot (the ids of the
// deleted records, then `SELECT id FROM child WHERE join IN (...)` one level further), so the
// blockers are known before anything is deleted: when there are any, every part is guarded by
// NOT EXISTS (blockers) and the statement changes nothing.
import { validationFailed } from '../../errors/app-error.ts';
import { columnOf, type MetadataRegistry } from '../../metadata/registry.ts';
import { isRelation, type ObjectMetadata, type OneToManyRelation } from '../../metadata/types.ts';
import { quoteIdent as q, softDeleteField } from '../../query/index.ts';
import { PART_RETURNING, type ResultRow, type WriteStatement } from './write-statement.ts';

/** Delete rules nest (a cascade whose records have rules of their own) at most this deep. */
const MAX_RULE_DEPTH = 8;
/** A RESTRICT refusal names up to this many of the records in the way. */
const BLOCKERS_LISTED = 10;

interface Dependent {
  name: string;
  relation: OneToManyRelation;
  target: ObjectMetadata;
  column: string;
}

interface RuleNode {
  object: ObjectMetadata;
  /** SQL for the set of ids this node deletes, read from the statement's snapshot. */
  ids: string;
  dependents: Dependent[];
  children: RuleNode[];
}

interface Blocker {
  node: RuleNode;
  dependent: Dependent;
}

function dependents(registry: MetadataRegistry, object: ObjectMetadata): Dependent[] {
  const result: Dependent[] = [];
  for (const field of object.fields.filter(isRelation)) {
    const relation = field.relation;
    if (relation.kind !== 'ONE_TO_MANY') continue;
    const target = registry.get(relation.target);
    result.push({ name: field.name, relation, target, column: columnOf(target, relation.inverseJoinField) });
  }
  return result;
}

function ruleTree(registry: MetadataRegistry, object: ObjectMetadata, ids: string, depth = 0): RuleNode {
  if (depth > MAX_RULE_DEPTH)
    throw new Error(`delete rules of ${object.nameSingular} cascade more than ${MAX_RULE_DEPTH} levels deep (a cycle?)`);
  const deps = dependents(registry, object);
  const children = deps
    .filter((d) => d.relation.onDelete === 'CASCADE')
    .map((d) => ruleTree(registry, d.target, `SELECT "id" FROM ${q(d.target.table)} WHERE ${q(d.column)} IN (${ids})`, depth + 1));
  return { object, ids, dependents: deps, children };
}

export interface DeletePlan {
  /** Index of the (first) part deleting the requested records. */
  rootPart: number;
  /** Every part deleting the requested records: of an object with soft delete, one for the live records (`deleted`) and one for the soft-deleted ones (`destroyed`). */
  rootParts: number[];
  /** 400 naming the records in the way, when the result says the delete was refused. */
  refusal(rows: ResultRow[]): Error | undefined;
}

/**
 * The records to delete: their ids, or SQL selecting them (a CTE of the statement, say the
 * records a filter matches), and a condition every part must also meet (say "no more than the
 * cap matched"): when it is false, the statement changes nothing.
 */
export type DeleteTarget = { ids: string[] } | { idsSql: string; onlyIf?: string };

/** Columns to set on the records a delete rule updates (clearing a relation): who updated them. */
export type UpdateStamp = (object: ObjectMetadata) => Array<[string, unknown]>;

export function addDeleteParts(
  statement: WriteStatement,
  registry: MetadataRegistry,
  object: ObjectMetadata,
  target: DeleteTarget,
  stamp: UpdateStamp = () => [],
): DeletePlan {
  const idsParam = 'ids' in target ? statement.params.add(target.ids, 'uuid[]') : undefined;
  const rootIds = idsParam ? `SELECT unnest(${idsParam})` : (target as { idsSql: string }).idsSql;
  const root = ruleTree(registry, object, rootIds);

  const blockers: Blocker[] = [];
  const collectBlockers = (node: RuleNode) => {
    for (const dependent of node.dependents) if (dependent.relation.onDelete === 'RESTRICT') blockers.push({ node, dependent });
    node.children.forEach(collectBlockers);
  };
  collectBlockers(root);
  let guard = 'onlyIf' in target && target.onlyIf ? ` AND ${target.onlyIf}` : '';
  if (blockers.length) {
    statement.addCte(
      'blockers',
      blockers
        .map(
          ({ node, dependent }, i) =>
            `(SELECT ${i} AS "rule", "id" FROM ${q(dependent.target.table)} WHERE ${q(dependent.column)} IN (${node.ids}) ORDER BY "id" LIMIT ${BLOCKERS_LISTED + 1})`,
        )
        .join(' UNION ALL '),
    );
    statement.addExtraRows(`SELECT jsonb_build_object('rule', "rule", 'id', "id") AS "row" FROM "blockers"`);
    guard += ' AND NOT EXISTS (SELECT 1 FROM "blockers")';
  }

  // A table is updated by at most one part and deleted from by at most one part (a row changed
  // twice in one statement would keep only one of the changes). A SET_NULL clearing a table the
  // statement also deletes from (a self relation: a person's mentor is a person) leaves out the
  // rows being deleted, so its update and the delete never meet on a row.
  const deletedFrom = new Map<string, string[]>();
  const collectDeletes = (node: RuleNode) => {
    deletedFrom.set(node.object.table, [...(deletedFrom.get(node.object.table) ?? []), node.ids]);
    node.children.forEach(collectDeletes);
  };
  collectDeletes(root);
  const touched = new Set<string>();
  const touch = (table: string, change: 'update' | 'delete') => {
    if (touched.has(`${change} ${table}`) || (change === 'delete' && (deletedFrom.get(table)?.length ?? 0) > 1))
      throw new Error(`delete rules of ${object.nameSingular} ${change} table ${table} twice in one statement; not supported`);
    touched.add(`${change} ${table}`);
  };

  const rootParts: number[] = [];
  const addParts = (node: RuleNode, isRoot: boolean) => {
    // SET_NULL: one UPDATE per table, clearing whichever of its join fields point here.
    const setNullByTable = new Map<string, Dependent[]>();
    for (const d of node.dependents.filter((d) => d.relation.onDelete === 'SET_NULL'))
      setNullByTable.set(d.target.table, [...(setNullByTable.get(d.target.table) ?? []), d]);
    for (const [table, deps] of setNullByTable) {
      touch(table, 'update');
      const columns = [...new Set(deps.map((d) => d.column))];
      const set = columns.map((c) =>
        columns.length === 1 ? `${q(c)} = NULL` : `${q(c)} = CASE WHEN "t".${q(c)} IN (${node.ids}) THEN NULL ELSE "t".${q(c)} END`,
      );
      const pointing = `(${columns.map((c) => `${q(c)} IN (${node.ids})`).join(' OR ')})`;
      const notDeleted = (deletedFrom.get(table) ?? []).map((ids) => ` AND "id" NOT IN (${ids})`).join('');
      statement.addPart(
        deps[0].target,
        'updated',
        `UPDATE ${q(table)} AS "t" SET ${[...set, ...stamp(deps[0].target).map(([column, value]) => `${q(column)} = ${statement.params.add(value)}`)].join(', ')}, "updated_at" = now()
         FROM (SELECT * FROM ${q(table)} WHERE ${pointing}${notDeleted} FOR UPDATE) AS "old"
         WHERE "t"."id" = "old"."id"${guard} ${PART_RETURNING(deps[0].target, 't', 'old')}`,
      );
    }
    for (const child of node.children) addParts(child, false);
    touch(node.object.table, 'delete');
    const which = isRoot && idsParam ? `"t"."id" = ANY(${idsParam})` : `"t"."id" IN (${node.ids})`;
    const deletedAt = isRoot ? softDeleteField(node.object) : undefined;
    if (!deletedAt) {
      statement.addPart(node.object, 'deleted', `DELETE FROM ${q(node.object.table)} AS "t" WHERE ${which}${guard} ${PART_RETURNING(node.object, 't')}`);
      if (isRoot) rootParts.push(statement.parts.length - 1);
      return;
    }
    // The requested records in two parts of disjoint rows: those that were soft-deleted are
    // `destroyed`, the others `deleted` (soft-delete.ts).
    for (const [action, state] of [['deleted', 'IS NULL'], ['destroyed', 'IS NOT NULL']] as const) {
      statement.addPart(
        node.object,
        action,
        `DELETE FROM ${q(node.object.table)} AS "t" WHERE ${which} AND "t".${q(deletedAt.column)} ${state}${guard} ${PART_RETURNING(node.object, 't')}`,
      );
      rootParts.push(statement.parts.length - 1);
    }
  };
  addParts(root, true);

  return {
    rootPart: rootParts[0],
    rootParts,
    refusal(rows) {
      const found = new Map<number, string[]>();
      for (const row of rows) {
        // Extra rows of statement hooks (part -1 too) carry no rule.
        if (row.part !== -1 || typeof row.row.rule !== 'number') continue;
        const { rule, id } = row.row as { rule: number; id: string };
        found.set(rule, [...(found.get(rule) ?? []), id]);
      }
      if (found.size === 0) return undefined;
      const problems = [...found].sort(([a], [b]) => a - b).map(([rule, blockerIds]) => {
        const { node, dependent } = blockers[rule];
        const listed = blockerIds.sort().slice(0, BLOCKERS_LISTED).join(', ');
        const more = blockerIds.length > BLOCKERS_LISTED ? ' and more' : '';
        return `${dependent.name}: this ${node.object.nameSingular} is still referenced by ${dependent.target.namePlural} (${dependent.relation.inverseJoinField}) ${listed}${more}; reassign or delete them first`;
      });
      return validationFailed(...problems);
    },
  };
}
