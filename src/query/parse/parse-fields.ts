// `fields` (Twenty's REST projection): a comma-separated list of field names -> the names, in
// order, without blanks and repeats. Syntax only: whether each names a readable field of the
// object is the plan's question (plan/plan-fields.ts).
import { badRequest } from '../../errors/app-error.ts';

const EXPECTED = 'Expected a comma-separated list of field names, e.g. fields=id,name';
const EMPTY = `'fields' parameter is empty. ${EXPECTED}`;

/**
 * The field names of a `fields` value: a string (`id,name`), or several (a repeated query
 * parameter, as Twenty merges them). Blank names are dropped; none left is a 400 INVALID_FIELDS.
 */
export function parseFields(raw: unknown): string[] {
  const values = Array.isArray(raw) ? raw : [raw];
  if (!values.every((value): value is string => typeof value === 'string')) throw badRequest('INVALID_FIELDS', `'fields' parameter invalid. ${EXPECTED}`);
  const names = new Set<string>();
  for (const value of values)
    for (const part of value.split(',')) {
      const name = part.trim();
      if (name !== '') names.add(name);
    }
  if (names.size === 0) throw badRequest('INVALID_FIELDS', EMPTY);
  return [...names];
}
