import { describe, expect, it } from 'vitest';
import { canonicalEventName, canonicalPattern, patternProblem, patternsMatching } from './event-names.ts';

describe('webhook operation patterns', () => {
  it('accepts the four forms, with people as an alias of person', () => {
    for (const pattern of ['*', 'person.created', 'people.created', 'company.*', 'people.*', '*.updated', '*.deleted', 'note.deleted', 'task.*', 'opportunity.updated']) {
      expect(patternProblem(pattern), pattern).toBeUndefined();
    }
  });

  it('refuses anything else, naming the pattern', () => {
    for (const pattern of ['', 'person', 'person.', 'person.removed', 'user.created', '*.*', 'person.created.x', 'People.created', 'noteTarget.created']) {
      expect(patternProblem(pattern), pattern).toMatch(new RegExp(`^operations: "${pattern.replace(/[.*]/g, '\\$&')}" is not an operation pattern`));
    }
  });

  it('lists every pattern that matches an event', () => {
    expect(patternsMatching('person', 'created').sort()).toEqual(['*', '*.created', 'people.*', 'people.created', 'person.*', 'person.created'].sort());
    expect(patternsMatching('company', 'deleted').sort()).toEqual(['*', '*.deleted', 'company.*', 'company.deleted'].sort());
  });

  it('reads one event name in its canonical form, pipelines included, and refuses wildcards', () => {
    expect(canonicalEventName('people.created', [])).toEqual({ name: 'person.created' });
    expect(canonicalEventName('deal.updated', ['deal'])).toEqual({ name: 'deal.updated' });
    for (const name of ['person.*', '*', 'deal.created', 'person.removed', 'person', 42, undefined]) {
      expect(canonicalEventName(name, []), String(name)).toMatchObject({ problem: expect.stringMatching(/^eventName: .* is not an event name; use <object>\.<action> with object one of company, person/) });
    }
  });

  it('stores patterns with the singular: people.* -> person.*, everything else as given', () => {
    const stored = ['people.created', 'people.*', 'person.updated', '*.created', '*', 'company.*', 'deal.created', 'People.created', 'people'];
    expect(stored.map(canonicalPattern)).toEqual(['person.created', 'person.*', 'person.updated', '*.created', '*', 'company.*', 'deal.created', 'People.created', 'people']);
  });
});
