// PlannedFilter -> boolean SQL expression. NULL semantics:
//   eq, gt/gte/lt/lte, in, like family, containsAny: a NULL column never matches.
//   not (neq): `<>`, so a NULL column never matches either: Twenty compiles `neq` to `!=`, and a
//   client written against Twenty counts on it (docs/internal/decisions.md, "NULLs in filters").
//   not_in: rows where the field is empty are included.
//   not(...): the complement of the inner filter, `(inner) IS NOT TRUE`, so rows for which the
//   inner filter is unknown because of NULLs are included too.
import type { ColumnRef, PlannedFilter, Predicate } from '../plan/plan-types.ts';
import { valueCast } from './column-cast.ts';
import { qualified } from './identifiers.ts';
import type { SqlParams } from './sql-params.ts';

/** A self-contained expression: compound results come parenthesised. */
export function filterSql(filter: PlannedFilter, params: SqlParams, alias: string): string {
  switch (filter.kind) {
    case 'and':
    case 'or': {
      const parts = filter.children.map((child) => filterSql(child, params, alias));
      return parts.length === 1 ? parts[0] : `(${parts.join(filter.kind === 'and' ? ' AND ' : ' OR ')})`;
    }
    case 'not':
      return `((${filterSql(filter.child, params, alias)}) IS NOT TRUE)`;
    case 'condition':
      return predicateSql(filter.target, filter.predicate, params, alias);
  }
}

const COMPARE = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

function predicateSql(target: ColumnRef, predicate: Predicate, params: SqlParams, alias: string): string {
  const col = qualified(alias, target.column);
  const cast = valueCast(target);
  switch (predicate.op) {
    case 'eq':
    case 'neq':
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte':
      return `${col} ${COMPARE[predicate.op]} ${params.add(predicate.value, cast)}`;
    case 'in':
      return `${col} = ANY(${params.add(predicate.values, `${cast}[]`)})`;
    case 'notIn':
      return `(${col} IS NULL OR ${col} <> ALL(${params.add(predicate.values, `${cast}[]`)}))`;
    case 'like':
      return `${col} ${predicate.caseInsensitive ? 'ILIKE' : 'LIKE'} ${params.add(predicate.pattern, 'text')}`;
    case 'isNull':
      return `${col} IS NULL`;
    case 'isNotNull':
      return `${col} IS NOT NULL`;
    case 'setEq':
    case 'setNeq': {
      const set = params.add(predicate.values, 'text[]');
      const same = `${col} @> ${set} AND ${col} <@ ${set}`;
      return predicate.op === 'setEq' ? `(${same})` : `(NOT (${same}))`;
    }
    case 'overlaps': {
      // text[] shares an element; jsonb `?|` tests top-level string elements (or keys).
      const operator = target.type === 'RAW_JSON' ? '?|' : '&&';
      return `${col} ${operator} ${params.add(predicate.values, 'text[]')}`;
    }
  }
}
