// The part of a merge that moves links: every record whose many-to-one join field holds one of
// the merged-away ids is made to hold the kept id instead. The join fields are found in the
// metadata (every MANY_TO_ONE relation of every object whose target is the merged object:
// note and task relations, a person's company, an opportunity's company and point of contact,
// enrollments, message participants, pipelines' relation fields), and each table is one UPDATE
// part of the statement, as the SET_NULL rules of delete-records.ts are: the rows locked and read
// as they were (the events' `before`), the join fields rewritten, who updated them stamped.
import type { MetadataRegistry } from '../../metadata/registry.ts';
import { columnOf } from '../../metadata/registry.ts';
import { isRelation, type ObjectMetadata } from '../../metadata/types.ts';
import { quoteIdent as q } from '../../query/index.ts';
import type { UpdateStamp } from './delete-records.ts';
import { PART_RETURNING, type WriteStatement } from './write-statement.ts';

/** A join field of `object` pointing at the merged object. */
export interface Reference {
  object: ObjectMetadata;
  joinField: string;
  column: string;
}

/** Every many-to-one join field, of every object, whose relation targets `target`. */
export function referencesTo(registry: MetadataRegistry, target: ObjectMetadata): Reference[] {
  const references: Reference[] = [];
  for (const object of registry.all()) {
    for (const field of object.fields) {
      if (!isRelation(field) || field.relation.kind !== 'MANY_TO_ONE' || field.relation.target !== target.nameSingular) continue;
      references.push({ object, joinField: field.relation.joinField, column: columnOf(object, field.relation.joinField) });
    }
  }
  return references;
}

export interface RepointTarget {
  references: Reference[];
  /** The merged-away ids: the values to replace. */
  fromIds: string[];
  /** The kept id: what they become. */
  toId: string;
  /** Rows left alone (ids): the kept and merged-away records themselves, when an object points at its own kind. */
  skipIds: string[];
}

/** Adds one UPDATE part per table holding a reference; answers how many parts it added. */
export function addRepointParts(statement: WriteStatement, target: RepointTarget, stamp: UpdateStamp): number {
  const byTable = new Map<string, Reference[]>();
  for (const reference of target.references) byTable.set(reference.object.table, [...(byTable.get(reference.object.table) ?? []), reference]);
  if (byTable.size === 0) return 0;
  const from = statement.params.add(target.fromIds, 'uuid[]');
  const to = statement.params.add(target.toId, 'uuid');
  const skip = statement.params.add(target.skipIds, 'uuid[]');
  for (const [table, references] of byTable) {
    const object = references[0].object;
    const columns = [...new Set(references.map((reference) => reference.column))];
    // Only the join fields that hold a merged-away id change (a note relation pointing at a
    // person keeps its noteId; a record pointing twice keeps the link that points elsewhere).
    const set = columns.map((c) => (columns.length === 1 ? `${q(c)} = ${to}` : `${q(c)} = CASE WHEN "t".${q(c)} = ANY(${from}) THEN ${to} ELSE "t".${q(c)} END`));
    const stamped = stamp(object).map(([column, value]) => `${q(column)} = ${statement.params.add(value)}`);
    const pointing = `(${columns.map((c) => `${q(c)} = ANY(${from})`).join(' OR ')})`;
    statement.addPart(
      object,
      'updated',
      `UPDATE ${q(table)} AS "t" SET ${[...set, ...stamped].join(', ')}, "updated_at" = now()
       FROM (SELECT * FROM ${q(table)} WHERE ${pointing} AND "id" <> ALL(${skip}) ORDER BY "id" FOR UPDATE) AS "old"
       WHERE "t"."id" = "old"."id" ${PART_RETURNING(object, 't', 'old')}`,
    );
  }
  return byTable.size;
}
