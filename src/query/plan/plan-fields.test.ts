import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors/app-error.ts';
import { person } from '../../metadata/objects/person.ts';
import { planFields } from './plan-fields.ts';

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('INVALID_FIELDS');
    return (error as AppError).messages[0];
  }
  throw new Error('expected a refusal');
};

describe('planFields', () => {
  it('absent: no projection', () => {
    expect(planFields(person, undefined, 0)).toBeUndefined();
  });

  it('id plus the named fields in field order, composites with all their columns', () => {
    const projection = planFields(person, ' emails , name,emails', 0)!;
    expect(projection.names).toEqual(['id', 'name', 'emails']);
    expect(projection.columns).toEqual(['id', 'name_first_name', 'name_last_name', 'emails_primary_email', 'emails_additional_emails']);
    expect(projection.relations).toEqual([]);
    expect(projection.key).toBe('id,name,emails');
  });

  it('a many-to-one relation brings its join field; a collection needs depth', () => {
    const atZero = planFields(person, 'company', 0)!;
    expect(atZero.names).toEqual(['id', 'companyId', 'company']);
    expect(atZero.columns).toEqual(['id', 'company_id']);
    expect(atZero.relations).toEqual(['company']);
    expect(planFields(person, 'noteTargets,notes', 1)!.relations).toEqual(['noteTargets', 'notes']);
    expect(refusal(() => planFields(person, 'name,noteTargets,notes', 0))).toBe(
      "'fields' parameter invalid. One-to-many relation fields on 'person' require a positive depth: noteTargets, notes",
    );
  });

  it('unknown names (sub-field paths included) first, in the order given', () => {
    expect(refusal(() => planFields(person, 'zeta,name.firstName,noteTargets', 0))).toBe(
      "'fields' parameter invalid. Unknown or unreadable fields on 'person': zeta, name.firstName",
    );
  });

  it('empty lists', () => {
    for (const raw of ['', ' ', ',', ' , ,'])
      expect(refusal(() => planFields(person, raw, 0))).toBe("'fields' parameter is empty. Expected a comma-separated list of field names, e.g. fields=id,name");
  });

  it('the same request gives the same (cached) projection', () => {
    expect(planFields(person, 'name,city', 0)).toBe(planFields(person, 'name,city', 0));
  });
});
