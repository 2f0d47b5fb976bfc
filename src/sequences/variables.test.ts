import { describe, expect, it } from 'vitest';
import { renderTemplate, UnresolvedVariableError } from '../lib/template.ts';
import { resolveStepInput } from './variables.ts';

const ada = { id: 'p1', name: { firstName: 'Ada', lastName: 'Lovelace' }, jobTitle: null, company: { id: 'c1', name: 'Analytical Engines' }, score: 7 };
const enrollment = { id: 'sp1', personId: 'p1', status: 'ACTIVE', hasReplied: false };

describe('resolveStepInput', () => {
  const values = { person: ada, sequencePerson: enrollment };

  it('replaces every variable that resolves, nested inputs and custom fields included', () => {
    const input = { subject: 'Hi {{person.name.firstName}}', body: '<p>{{ person.company.name }} ({{person.score}})</p>', objectRecord: { title: 'Call {{sequencePerson.status}}' } };
    expect(resolveStepInput(input, values)).toEqual({
      resolvedInput: { subject: 'Hi Ada', body: '<p>Analytical Engines (7)</p>', objectRecord: { title: 'Call ACTIVE' } },
      invalidVariables: [],
    });
  });

  it('lists variables that resolve to nothing or null once, as written, and leaves them in place', () => {
    const input = { subject: '{{person.company.name}} and {{person.jobTitle}}', body: '{{person.company.name}}', message: '{{person.nope}}' };
    const noCompany = { person: { ...ada, company: null }, sequencePerson: enrollment };
    expect(resolveStepInput(input, noCompany)).toEqual({
      resolvedInput: { subject: '{{person.company.name}} and {{person.jobTitle}}', body: '{{person.company.name}}', message: '{{person.nope}}' },
      invalidVariables: ['person.company.name', 'person.jobTitle', 'person.nope'],
    });
  });

  it('agrees with what the engine renders with nullIsMissing', () => {
    const input = { message: 'Hi {{person.jobTitle}}' };
    expect(resolveStepInput(input, values).invalidVariables).toEqual(['person.jobTitle']);
    expect(() => renderTemplate(input, values, { nullIsMissing: true })).toThrow(UnresolvedVariableError);
  });
});
