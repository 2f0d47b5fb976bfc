import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, isInputObjectType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_OBJECTS } from '../../metadata/registry.ts';
import { RECORDS_SDL_HEADER, recordSdl } from './sdl.ts';

const committed = readFileSync(path.resolve(import.meta.dirname, '../../../schema/records.graphql'), 'utf8');

describe('the generated record SDL', () => {
  it('schema/records.graphql is what the built-in objects generate (npm run codegen)', () => {
    expect(committed).toBe(`${RECORDS_SDL_HEADER}\n${recordSdl(BUILT_IN_OBJECTS)}\n`);
  });

  it("has Twenty's names: Person, PersonConnection, PersonFilterInput, FullNameFilter, OrderByDirection, createPeople, ...", () => {
    const schema = buildSchema(`scalar DateTime scalar UUID scalar JSON type Query { x: Int } type Mutation { y: Int }\n${recordSdl(BUILT_IN_OBJECTS)}`);
    for (const name of ['Person', 'PersonConnection', 'PersonEdge', 'FullName', 'Emails', 'Phones', 'Links', 'Currency', 'Address', 'Actor', 'RichTextV2', 'PageInfo'])
      expect(isObjectType(schema.getType(name)), name).toBe(true);
    for (const name of ['PersonFilterInput', 'PersonOrderByInput', 'PersonCreateInput', 'PersonUpdateInput', 'FullNameFilter', 'StringFilter', 'UUIDFilter'])
      expect(isInputObjectType(schema.getType(name)), name).toBe(true);
    const query = schema.getQueryType()!.getFields();
    expect(query.people.args.map((a) => a.name)).toEqual(['filter', 'orderBy', 'first', 'last', 'before', 'after']);
    expect(String(query.people.type)).toBe('PersonConnection!');
    const mutation = schema.getMutationType()!.getFields();
    for (const name of ['createPerson', 'createPeople', 'updatePerson', 'updatePeople', 'deletePerson', 'deletePeople', 'destroyPerson', 'destroyPeople', 'restorePerson', 'restorePeople'])
      expect(mutation[name], name).toBeDefined();
    // Read-only objects get no mutations; engine objects without soft delete get destroy only.
    expect(mutation.createWorkspaceMember).toBeUndefined();
    expect(mutation.createWorkflowRun).toBeUndefined();
    expect(mutation.deleteWorkflow).toBeUndefined();
    expect(mutation.destroyWorkflow).toBeDefined();
    expect(String(mutation.updatePerson.args.find((a) => a.name === 'id')!.type)).toBe('UUID!');
  });
});
