import { describe, expect, it } from 'vitest';
import { company } from '../../metadata/objects/company.ts';
import { person } from '../../metadata/objects/person.ts';
import { workspaceMember } from '../../metadata/objects/workspace-member.ts';
import { recordColumnsSql, recordJsonSql } from './record-columns.ts';

describe('record columns', () => {
  it("lists a searchable object's field columns, never its search vector", () => {
    const select = recordColumnsSql(person, 't');
    expect(select).toContain('"t"."name_first_name"');
    expect(select).toContain('"t"."emails_additional_emails"');
    expect(select).toContain('"t"."company_id"');
    expect(select).not.toContain('search_vector');
    expect(recordColumnsSql(company, 'x')).toMatch(/^"x"\."id", /);
  });

  it('reads every column of an object without search', () => {
    expect(recordColumnsSql(workspaceMember, 't')).toBe('"t".*');
    expect(recordJsonSql(workspaceMember, 'old')).toBe('to_jsonb("old")');
  });

  it('drops the search vector from the jsonb of a row', () => {
    expect(recordJsonSql(person, 't')).toBe(`(to_jsonb("t") - 'search_vector')`);
  });
});
