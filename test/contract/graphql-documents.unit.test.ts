// GraphQL contract test: every GraphQL document the tests send (test/graphql/*.graphql) is valid
// against the SDL in schema/, the same files the server builds its schema from. A change to the
// SDL that breaks a document fails here, without a database or a server.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCHEMA_DIR = path.join(ROOT, 'schema');
const DOCUMENTS_DIR = path.join(ROOT, 'test/graphql');
const SDK_OPERATIONS_DIR = path.join(ROOT, 'packages/client/operations');

const graphqlFiles = (dir: string) =>
  readdirSync(dir)
    .filter((file) => file.endsWith('.graphql'))
    .sort();

function loadSchema(): GraphQLSchema {
  const sdl = graphqlFiles(SCHEMA_DIR).map((file) => readFileSync(path.join(SCHEMA_DIR, file), 'utf8'));
  return buildSchema(sdl.join('\n'));
}

const documents = [
  ...graphqlFiles(DOCUMENTS_DIR).map((file) => ({
    file,
    source: readFileSync(path.join(DOCUMENTS_DIR, file), 'utf8'),
  })),
  // The documents the SDK sends (its typed operations).
  ...graphqlFiles(SDK_OPERATIONS_DIR).map((file) => ({
    file: `packages/client/operations/${file}`,
    source: readFileSync(path.join(SDK_OPERATIONS_DIR, file), 'utf8'),
  })),
];

describe('GraphQL documents used by the tests and the SDK', () => {
  const schema = loadSchema();

  it('exist', () => {
    expect(documents.map((d) => d.file)).toEqual(expect.arrayContaining(['current-workspace.graphql', 'workspace-members.graphql', 'search.graphql', 'packages/client/operations/search.graphql']));
  });

  it.each(documents)('$file is valid against schema/', ({ source }) => {
    const document: DocumentNode = parse(source);
    const errors = validate(schema, document).map((error) => error.message);
    expect(errors).toEqual([]);
    // Named operations only: they show up in logs and error reports.
    for (const definition of document.definitions) {
      if (definition.kind === 'OperationDefinition') expect(definition.name?.value).toBeTruthy();
    }
  });

  it('operation names are unique across the documents', () => {
    const names = documents.flatMap(({ source }) =>
      parse(source).definitions.flatMap((d) => (d.kind === 'OperationDefinition' && d.name ? [d.name.value] : [])),
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('the checker itself catches a document the schema does not allow', () => {
    const bad = parse('query Bad { currentWorkspace { id nope } workspaceMembers(first: "ten") { edges { node { id } } } }');
    const messages = validate(schema, bad).map((error) => error.message);
    expect(messages).toEqual(
      expect.arrayContaining([expect.stringMatching(/nope/), expect.stringMatching(/Int/)]),
    );
  });
});
