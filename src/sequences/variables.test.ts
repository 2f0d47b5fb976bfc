import { describe, expect, it, vi } from 'vitest';
import type { MetadataRegistry } from '../metadata/registry.ts';
import type { RecordService } from '../records/record-service.ts';
import { renderTemplate, UnresolvedVariableError } from '../lib/template.ts';
import { resolveStepInput, templateValues } from './variables.ts';

const ada = { id: 'p1', name: { firstName: 'Ada', lastName: 'Lovelace' }, jobTitle: null, company: { id: 'c1', name: 'Analytical Engines' }, score: 7 };
const enrollment = { id: 'sp1', personId: 'p1', status: 'ACTIVE', hasReplied: false };

describe('templateValues', () => {
  it('reads the person at depth 1 through the record layer, in the caller\'s transaction', async () => {
    const personObject = { nameSingular: 'person' };
    const get = vi.fn(async () => ada);
    const records = { get } as unknown as RecordService;
    const registry = { get: (name: string) => (name === 'person' ? personObject : undefined) } as unknown as MetadataRegistry;
    const sql = {} as never;
    const { person, values } = await templateValues(records, registry, enrollment, { sql });
    expect(get).toHaveBeenCalledWith(personObject, 'p1', 1, { sql });
    expect(person).toBe(ada);
    expect(values).toEqual({ person: ada, sequencePerson: enrollment });
  });
});

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
