// Contract test of the metadata API: every document sent to POST /metadata by the tests and by the
// real clients they restate (test/graphql/metadata/*.graphql: the n8n nodes' discovery queries,
// Twenty's own shape) is valid against schema/metadata/, the SDL the server builds /metadata
// from, and that SDL is not part of /graphql's.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCHEMA_DIR = path.join(ROOT, 'schema/metadata');
const DOCUMENTS_DIR = path.join(ROOT, 'test/graphql/metadata');

const graphqlFiles = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.graphql')).sort();
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

const schema = buildSchema(graphqlFiles(SCHEMA_DIR).map((file) => read(SCHEMA_DIR, file)).join('\n'));
const documents = graphqlFiles(DOCUMENTS_DIR).map((file) => ({ file, source: read(DOCUMENTS_DIR, file) }));

describe('metadata API documents', () => {
  it('exist, the clients\' among them', () => {
    expect(documents.map((d) => d.file)).toEqual(
      expect.arrayContaining(['n8n-twentycrm-discovery.graphql', 'n8n-twentycrm-discovery-legacy.graphql', 'n8n-twenty-dynamic-objects.graphql', 'twenty-find-many-objects.graphql']),
    );
  });

  it.each(documents)('$file is valid against schema/metadata/', ({ source }) => {
    const document = parse(source);
    expect(validate(schema, document).map((error) => error.message)).toEqual([]);
    for (const definition of document.definitions) if (definition.kind === 'OperationDefinition') expect(definition.name?.value).toBeTruthy();
  });

  it('the checker catches a document the schema does not allow', () => {
    const bad = parse('query Bad { objects(paging: {first: "all"}) { edges { node { id nope } } } object { id } }');
    expect(validate(schema, bad).map((error) => error.message)).toEqual([
      'Int cannot represent non-integer value: "all"',
      'Cannot query field "nope" on type "Object".',
      'Field "object" argument "id" of type "UUID!" is required, but it was not provided.',
    ]);
  });

  it('is served apart: /graphql\'s SDL (schema/*.graphql) has no metadata operations', () => {
    const recordSchemaFiles = graphqlFiles(path.join(ROOT, 'schema'));
    expect(recordSchemaFiles).not.toContain('metadata.graphql');
    const sdl = recordSchemaFiles.map((file) => read(path.join(ROOT, 'schema'), file)).join('\n');
    expect(sdl).not.toMatch(/\bcreateOneObject\b|\bfieldsList\b/);
  });
});
