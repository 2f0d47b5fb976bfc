import { describe, expect, it } from 'vitest';
import { renderTemplate, UnresolvedVariableError, variablesIn } from './template.ts';

const values = {
  trigger: { recordId: '0196a3c0-0000-7000-8000-000000000001', properties: { after: { name: { firstName: 'Ada' }, score: 42, tags: ['A', 'B'], city: null } } },
  find: { first: { id: 'c1', amount: { amountMicros: 5_000_000, currencyCode: 'EUR' } }, totalCount: 3 },
};

describe('renderTemplate', () => {
  it('keeps the type of a value when the string is exactly one variable', () => {
    expect(renderTemplate('{{trigger.properties.after.score}}', values)).toBe(42);
    expect(renderTemplate('{{ find.first.amount }}', values)).toEqual({ amountMicros: 5_000_000, currencyCode: 'EUR' });
    expect(renderTemplate('{{trigger.properties.after.tags}}', values)).toEqual(['A', 'B']);
    expect(renderTemplate('{{trigger.properties.after.city}}', values)).toBeNull();
  });

  it('writes values into longer text, objects as JSON and null as nothing', () => {
    expect(renderTemplate('Hello {{trigger.properties.after.name.firstName}}, {{find.totalCount}} found', values)).toBe('Hello Ada, 3 found');
    expect(renderTemplate('tags={{trigger.properties.after.tags}} city=[{{trigger.properties.after.city}}]', values)).toBe('tags=["A","B"] city=[]');
  });

  it('renders every string of nested objects and arrays, leaving other values and the input alone', () => {
    const input = { objectName: 'task', objectRecord: { title: 'Call {{trigger.properties.after.name.firstName}}', position: 1, done: false, ids: ['{{trigger.recordId}}'] } };
    expect(renderTemplate(input, values)).toEqual({ objectName: 'task', objectRecord: { title: 'Call Ada', position: 1, done: false, ids: [values.trigger.recordId] } });
    expect(input.objectRecord.title).toBe('Call {{trigger.properties.after.name.firstName}}');
  });

  it('reads array items by index', () => {
    expect(renderTemplate('{{trigger.properties.after.tags.1}}', values)).toBe('B');
  });

  it('names a variable that resolves to nothing', () => {
    expect(() => renderTemplate('Hi {{trigger.properties.after.name.lastName}}', values)).toThrow(new UnresolvedVariableError('trigger.properties.after.name.lastName'));
    expect(() => renderTemplate({ deep: ['{{nostep.id}}'] }, values)).toThrow('variable {{nostep.id}} does not resolve to a value');
    // Inherited properties are not values.
    expect(() => renderTemplate('{{trigger.constructor}}', values)).toThrow(UnresolvedVariableError);
    expect(() => renderTemplate('{{trigger..recordId}}', values)).toThrow(UnresolvedVariableError);
  });

  it('with nullIsMissing, a null value is unresolved too (sequences)', () => {
    expect(() => renderTemplate('in {{trigger.properties.after.city}}', values, { nullIsMissing: true })).toThrow(UnresolvedVariableError);
  });
});

describe('variablesIn', () => {
  it('lists every variable an input mentions', () => {
    expect(variablesIn({ a: 'x {{trigger.a}} {{ step1.b }}', b: ['{{c}}'], n: 1 })).toEqual(['trigger.a', 'step1.b', 'c']);
  });
});
