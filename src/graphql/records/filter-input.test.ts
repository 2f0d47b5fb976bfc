import { describe, expect, it } from 'vitest';
import { person } from '../../metadata/objects/person.ts';
import { filterNode, hasEmptyPart, requiredFilterNode } from './filter-input.ts';

describe('GraphQL filter -> filter syntax tree', () => {
  it('renames neq to not, nests composite sub-fields, turns values into raw text', () => {
    expect(filterNode(person, { jobTitle: { neq: 'CTO' }, name: { firstName: { in: ['Ada', 'Alan'] } } })).toEqual({
      kind: 'and',
      children: [
        { kind: 'condition', path: ['jobTitle'], comparator: 'not', value: { kind: 'scalar', text: 'CTO', quoted: true }, position: 0, label: 'filter.jobTitle.neq' },
        {
          kind: 'condition',
          path: ['name', 'firstName'],
          comparator: 'in',
          value: { kind: 'list', items: [{ text: 'Ada', quoted: true }, { text: 'Alan', quoted: true }] },
          position: 0,
          label: 'filter.name.firstName.in',
        },
      ],
    });
  });

  it('is: NULL is the keyword, not the string; and/or/not keep their shape; empty parts filter nothing', () => {
    expect(filterNode(person, { or: [{ city: { is: 'NULL' } }, { not: { city: { eq: 'NULL' } } }], and: [] })).toEqual({
      kind: 'or',
      children: [
        { kind: 'condition', path: ['city'], comparator: 'is', value: { kind: 'scalar', text: 'NULL', quoted: false }, position: 0, label: 'filter.or[0].city.is' },
        { kind: 'not', child: { kind: 'condition', path: ['city'], comparator: 'eq', value: { kind: 'scalar', text: 'NULL', quoted: true }, position: 0, label: 'filter.or[1].not.city.eq' } },
      ],
    });
    expect(filterNode(person, {})).toBeUndefined();
    expect(filterNode(person, { and: [{}] })).toBeUndefined();
  });

  it('null as a value is refused, naming where it is', () => {
    expect(() => filterNode(person, { city: { eq: null } })).toThrow(/filter\.city\.eq: null is no value to compare with; to match empty values use is: NULL/);
  });

  it('the bulk guard: any empty part is refused, a filter with conditions only is not', () => {
    const empties: Array<Record<string, unknown> | undefined> = [undefined, {}, { and: [] }, { or: [] }, { and: [{}] }, { city: {} }, { city: { eq: 'x' }, name: {} }];
    for (const empty of empties) {
      expect(hasEmptyPart(empty), JSON.stringify(empty)).toBe(true);
      expect(() => requiredFilterNode(person, empty)).toThrow('A non-empty filter is required');
    }
    expect(hasEmptyPart({ and: [{ city: { eq: 'x' } }], name: { firstName: { is: 'NULL' } } })).toBe(false);
  });
});
