// Filter values on EMAILS sub-fields compare in the canonical form the addresses are stored in.
import { describe, expect, it } from 'vitest';
import { person } from '../../metadata/objects/person.ts';
import { parseFilter } from '../parse/parse-filter.ts';
import { planFilter } from './plan-filter.ts';
import type { Predicate } from './plan-types.ts';

const predicate = (filter: string): Predicate => {
  const planned = planFilter(person, parseFilter(filter));
  if (planned.kind !== 'condition') throw new Error('expected a condition');
  return planned.predicate;
};

describe('planFilter: email values', () => {
  it('canonicalises eq, not and in values on emails.primaryEmail', () => {
    expect(predicate('emails.primaryEmail[eq]:Ann@Example.COM')).toEqual({ op: 'eq', value: 'ann@example.com' });
    expect(predicate('emails.primaryEmail[not]:ann@Bücher.DE.')).toEqual({ op: 'neq', value: 'ann@xn--bcher-kva.de' });
    expect(predicate('emails.primaryEmail[in]:[A@X.CO,b@y。co]')).toEqual({ op: 'in', values: ['a@x.co', 'b@y.co'] });
  });
  it('canonicalises containsAny values on emails.additionalEmails', () => {
    expect(predicate('emails.additionalEmails[containsAny]:[Ann@Example.COM]')).toEqual({ op: 'overlaps', values: ['ann@example.com'] });
  });
  it('lower-cases like patterns, which are no addresses', () => {
    expect(predicate('emails.primaryEmail[startsWith]:Ann@')).toEqual({ op: 'like', pattern: 'ann@%', caseInsensitive: false });
  });
  it('leaves other text fields as written', () => {
    expect(predicate('city[eq]:Ann@Example.COM')).toEqual({ op: 'eq', value: 'Ann@Example.COM' });
  });
});
