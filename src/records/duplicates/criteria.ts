// Which records are duplicates of one another (DESIGN.md "Twenty REST extras", Criteria):
// groups of values, OR-ed; a group matches when every one of its values equals the other
// record's, compared in canonical form, and is used only when each of its values has at least
// MIN_VALUE_LENGTH characters. Twenty's criteria (its DUPLICATE_CRITERIA_COLLECTION), on the
// built-in objects; every other object, pipelines included, has none.
//
// Each canonical form is an SQL expression over the stored column, the one the index of
// migration 20261126230100_duplicate_indexes holds (or an older index on the same expression),
// and the same expression over an input value: one definition per form, in SQL.
import { isComposite, type ObjectMetadata } from '../../metadata/types.ts';

/**
 * How a value compares: `text` trimmed and lower-cased (crm_duplicate_text); `email` as stored,
 * canonical already (lib/canonical-email.ts: inputs pass through the record layer's validation);
 * `link` without scheme, `www.` or trailing slash, lower-cased (crm_linkedin_handle, the inbox's
 * rule for LinkedIn URLs).
 */
export type CanonicalForm = 'text' | 'email' | 'link';

export interface CriterionValue {
  /** API field, and sub-field for composites: `name` + `firstName`. */
  field: string;
  sub?: string;
  form: CanonicalForm;
}

export type CriteriaGroup = CriterionValue[];

export const MIN_VALUE_LENGTH = 3;

const CRITERIA: Record<string, CriteriaGroup[]> = {
  person: [
    [
      { field: 'name', sub: 'firstName', form: 'text' },
      { field: 'name', sub: 'lastName', form: 'text' },
    ],
    [{ field: 'emails', sub: 'primaryEmail', form: 'email' }],
    [{ field: 'linkedinLink', sub: 'primaryLinkUrl', form: 'link' }],
  ],
  company: [[{ field: 'name', form: 'text' }], [{ field: 'domainName', sub: 'primaryLinkUrl', form: 'link' }]],
};

/** The object's criteria groups; none for objects without criteria (pipelines, notes, ...). */
export function duplicateCriteria(object: ObjectMetadata): CriteriaGroup[] {
  return object.isCustom ? [] : (CRITERIA[object.nameSingular] ?? []);
}

/** Whether `object` has duplicate criteria (the merge of duplicates needs them too). */
export const hasDuplicateCriteria = (object: ObjectMetadata): boolean => duplicateCriteria(object).length > 0;

/** The column holding a criterion value. */
export function criterionColumn(object: ObjectMetadata, value: CriterionValue): string {
  const field = object.fields.find((f) => f.name === value.field);
  if (!field || field.type === 'RELATION') throw new Error(`duplicate criteria of ${object.nameSingular}: no field ${value.field}`);
  if (isComposite(field)) {
    const column = value.sub && field.columns[value.sub];
    if (!column) throw new Error(`duplicate criteria of ${object.nameSingular}: no sub-field ${value.field}.${value.sub}`);
    return column;
  }
  return field.column;
}

/** A criterion value of a create-shaped body (`{ name: { firstName } }`), or undefined. */
export function criterionValueOf(body: Record<string, unknown>, value: CriterionValue): unknown {
  const top = body[value.field];
  if (value.sub === undefined) return top;
  return top !== null && typeof top === 'object' && !Array.isArray(top) ? (top as Record<string, unknown>)[value.sub] : undefined;
}

/** The canonical form of `sql` (an expression of type text) as SQL. */
export function canonicalSql(form: CanonicalForm, sql: string): string {
  switch (form) {
    case 'text':
      return `public.crm_duplicate_text(${sql})`;
    case 'email':
      return sql;
    case 'link':
      return `public.crm_linkedin_handle(${sql})`;
  }
}
