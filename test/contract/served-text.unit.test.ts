// What clients read in /openapi.json, /docs and GraphiQL speaks of the API, not of the documents
// it was built from: the word "SPEC" (the project's internal specification) must not appear in a
// served description. Checks the bundled OpenAPI document, the workspace document it grows into
// with pipelines and custom fields, and every GraphQL SDL file (the record API's included).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../src/http/openapi-document.ts';
import { buildWorkspaceDocument } from '../../src/http/workspace-document.ts';
import { workspaceObjects } from '../support/workspace-objects.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const INTERNAL_WORD = /\bSPEC\b/;

/** The lines of a text that hold the internal word, for a failure that shows where. */
const linesWithInternalWord = (text: string) => text.split('\n').filter((line) => INTERNAL_WORD.test(line));

describe('served documents name no internal specification', () => {
  const bundled = readFileSync(path.join(ROOT, 'generated/openapi.json'), 'utf8');

  it('the bundled OpenAPI document (/openapi.json, /docs)', () => {
    expect(linesWithInternalWord(bundled)).toEqual([]);
  });

  it('the workspace document with pipelines and custom fields (/rest/open-api)', () => {
    const workspaceDocument = buildWorkspaceDocument(JSON.parse(bundled) as OpenApiDocument, workspaceObjects());
    expect(linesWithInternalWord(JSON.stringify(workspaceDocument, null, 1))).toEqual([]);
  });

  it('every GraphQL SDL file (/graphql, /metadata, GraphiQL docs)', () => {
    const schemaDir = path.join(ROOT, 'schema');
    const files = readdirSync(schemaDir).filter((name) => name.endsWith('.graphql'));
    expect(files.length).toBeGreaterThan(0);
    const offending = files.flatMap((name) => linesWithInternalWord(readFileSync(path.join(schemaDir, name), 'utf8')).map((line) => `${name}: ${line.trim()}`));
    expect(offending).toEqual([]);
  });
});
