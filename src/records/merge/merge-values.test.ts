// The merge value rules (DESIGN.md "Twenty REST extras", Merge values) on records as the record
// layer answers them.
import { describe, expect, it } from 'vitest';
import { company } from '../../metadata/objects/company.ts';
import { person } from '../../metadata/objects/person.ts';
import { hasValue, mergeableFields, mergedValues } from './merge-values.ts';

const nobody = { emails: { primaryEmail: null, additionalEmails: [] }, phones: { primaryPhoneNumber: null, primaryPhoneCountryCode: null, primaryPhoneCallingCode: null, additionalPhones: [] } };

describe('mergedValues', () => {
  it('takes the priority value unless empty, else the first non-empty in ids order; a field empty everywhere is left out', () => {
    const records = [
      { ...nobody, id: 'a', jobTitle: 'CEO', city: '  ', avatarUrl: null },
      { ...nobody, id: 'b', jobTitle: null, city: 'Paris', avatarUrl: null },
      { ...nobody, id: 'c', jobTitle: 'CTO', city: 'Lyon', avatarUrl: null },
    ];
    const merged = mergedValues(person, records, 2);
    expect(merged).toMatchObject({ jobTitle: 'CTO', city: 'Lyon' });
    expect(mergedValues(person, records, 1)).toMatchObject({ jobTitle: 'CEO', city: 'Paris' });
    expect(merged).not.toHaveProperty('avatarUrl');
    expect(merged).not.toHaveProperty('emails');
  });

  it('never writes read-only, system, actor or relation fields', () => {
    const names = mergeableFields(person).map((field) => field.name);
    for (const name of ['id', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy', 'company', 'noteTargets']) expect(names).not.toContain(name);
    expect(names).toEqual(expect.arrayContaining(['name', 'emails', 'phones', 'companyId', 'ownerId']));
  });

  it('folds phones by calling code and digits, keeping the primary\'s country', () => {
    const phone = (number: string, callingCode: string, additionalPhones: unknown[] = []) => ({
      phones: { primaryPhoneNumber: number, primaryPhoneCallingCode: callingCode, primaryPhoneCountryCode: callingCode === '+33' ? 'FR' : 'US', additionalPhones },
    });
    const merged = mergedValues(person, [phone('6 11 11 11 11', '+33'), phone('611111111', '+33', [{ number: '611111111', callingCode: '+1', countryCode: 'US' }])], 0);
    expect(merged.phones).toEqual({
      primaryPhoneNumber: '6 11 11 11 11',
      primaryPhoneCallingCode: '+33',
      primaryPhoneCountryCode: 'FR',
      additionalPhones: [{ number: '611111111', callingCode: '+1', countryCode: 'US' }],
    });
  });

  it('unions multi-select values, the priority record\'s first', () => {
    expect(mergedValues(company, [{ workPolicy: ['HYBRID'] }, { workPolicy: ['REMOTE_WORK', 'HYBRID', 'ON_SITE'] }], 1).workPolicy).toEqual(['REMOTE_WORK', 'HYBRID', 'ON_SITE']);
  });

  it('treats null, blank text, empty lists and composites of empty values as empty', () => {
    for (const empty of [null, undefined, '', '  ', [], { a: null, b: '' }]) expect(hasValue(empty)).toBe(false);
    for (const value of [0, false, 'x', ['x'], { a: null, b: 'x' }]) expect(hasValue(value)).toBe(true);
  });
});
