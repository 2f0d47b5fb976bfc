// Referential rules the client should hear about as a 400 naming the record, before the
// database's own foreign keys (which stay as the last line of defence) would refuse.
import type { SqlExecutor } from '../db/sql-executor.ts';
import type { MetadataRegistry } from '../metadata/registry.ts';
import { isRelation, type ObjectMetadata } from '../metadata/types.ts';
import type { ValidatedInput } from './codec/validate-input.ts';
import { quoteIdent as q } from '../query/index.ts';

/**
 * Every many-to-one id being written must name an existing record. One query per relation
 * for a whole batch; `label(i)` prefixes messages with the batch index.
 */
export async function findMissingRelationTargets(
  sql: SqlExecutor,
  registry: MetadataRegistry,
  object: ObjectMetadata,
  inputs: ValidatedInput[],
  label: (index: number) => string,
): Promise<string[]> {
  const problems: string[] = [];
  for (const field of object.fields.filter(isRelation)) {
    const relation = field.relation;
    if (relation.kind !== 'MANY_TO_ONE') continue;
    const wanted = inputs
      .map((input, index) => ({ index, id: input.get(relation.joinField) }))
      .filter((w): w is { index: number; id: string } => typeof w.id === 'string');
    if (wanted.length === 0) continue;
    const target = registry.get(relation.target);
    const rows = await sql.query<{ id: string }>({
      text: `SELECT "id" FROM ${q(target.table)} WHERE "id" = ANY($1::uuid[])`,
      values: [[...new Set(wanted.map((w) => w.id))]],
    });
    const found = new Set(rows.map((r) => r.id));
    for (const { index, id } of wanted) {
      if (!found.has(id)) problems.push(`${label(index)}${relation.joinField}: no ${target.nameSingular} with id ${id}`);
    }
  }
  return problems;
}
