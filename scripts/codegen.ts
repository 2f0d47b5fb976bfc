// Regenerates everything under openapi/records/ and generated/ from the sources of truth, in order:
//
//   1. src/metadata/objects/                  -> openapi/records/        (record paths and schemas)
//   2. openapi/openapi.yaml (split in files)  -> generated/openapi.json  (bundled, internal refs)
//   3. generated/openapi.json                 -> generated/openapi.ts    (openapi-typescript)
//                                             + packages/client/src/generated/openapi.ts (the SDK's default types:
//                                               the document as any generator reads it, no transform)
//   4. src/metadata/objects/                  -> schema/records.graphql  (the generated record API's SDL)
//                                             + generated/record-fields.ts (its root fields, for the role map's type)
//      schema/*.graphql + codegen.yml         -> generated/graphql.ts    (graphql-codegen), and
//      packages/client/operations/*.graphql   -> packages/client/src/generated/graphql-operations.ts (the SDK's typed documents)
//      schema/metadata/*.graphql             -> generated/metadata-graphql.ts (the /metadata API)
//   5. prisma/schema.prisma                   -> generated/prisma/       (prisma generate)
//
//   npm run codegen          regenerate
//   npm run codegen:check    regenerate and fail if openapi/records/, generated/ or the SDK's generated/ differs from git (CI)
//
// The output is deterministic: running it twice changes nothing.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundle } from '@apidevtools/json-schema-ref-parser';
import openapiTS, { astToString } from 'openapi-typescript';
import { RECORDS_DIR, writeRecordFiles } from './openapi-records.ts';
import { restTypesSource } from '../packages/client/src/generate.ts';
import { EVERY_REQUEST_ERRORS } from '../src/http/record-paths.ts';
import { BUILT_IN_OBJECTS } from '../src/metadata/registry.ts';
import { RECORDS_SDL_FILE } from '../src/graphql/records/executable-schema.ts';
import { recordRoles } from '../src/graphql/records/roles.ts';
import { RECORDS_SDL_HEADER, recordSdl } from '../src/graphql/records/sdl.ts';

const root = path.resolve(import.meta.dirname, '..');
const generated = path.join(root, 'generated');
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

function step(title: string) {
  console.log(`codegen: ${title}`);
}

/** Every $ref of the bundle, to check none points outside #/components. */
function collectRefs(node: unknown, at: string, out: Array<[string, string]>): void {
  if (Array.isArray(node)) node.forEach((item, i) => collectRefs(item, `${at}/${i}`, out));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push([at, value]);
      else collectRefs(value, `${at}/${key}`, out);
    }
  }
}

function recordObjectsOpenApi(): void {
  step(`src/metadata/objects/ -> ${RECORDS_DIR}/`);
  writeRecordFiles(root);
}

/**
 * Every operation lists the refusals any request can get before it reaches the operation
 * (src/http/request-limits.ts: 408, 414, 431), so the hand-written paths need not repeat them;
 * the generated record paths have them already.
 */
function addEveryRequestErrors(document: { paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>> }): void {
  const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
  for (const item of Object.values(document.paths ?? {})) {
    for (const method of methods) {
      const responses = item[method]?.responses;
      if (!responses) continue;
      // (Status keys are integer-like: JSON lists them in numeric order wherever they are added.)
      for (const [status, name] of Object.entries(EVERY_REQUEST_ERRORS)) responses[status] ??= { $ref: `#/components/responses/${name}` };
    }
  }
}

async function bundleOpenApi(): Promise<string> {
  step('openapi/openapi.yaml -> generated/openapi.json');
  const document = await bundle(path.join(root, 'openapi', 'openapi.yaml'));
  const refs: Array<[string, string]> = [];
  collectRefs(document, '#', refs);
  const stray = refs.filter(([, ref]) => !/^#\/components\/(schemas|parameters|responses)\/[^/]+$/.test(ref));
  if (stray.length > 0) {
    // A $ref to something not listed under `components` in openapi/openapi.yaml gets bundled
    // into an arbitrary place; list it there instead.
    throw new Error(
      `openapi bundle has $refs outside #/components/<kind>/<Name>:\n${stray.map(([at, ref]) => `  ${at}: ${ref}`).join('\n')}`,
    );
  }
  addEveryRequestErrors(document as { paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>> });
  const file = path.join(generated, 'openapi.json');
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
  return file;
}

async function openApiTypes(jsonFile: string): Promise<void> {
  step('generated/openapi.json -> generated/openapi.ts');
  // openapi-typescript's defaults, as a client generating from the served document gets them.
  const ast = await openapiTS(pathToFileURL(jsonFile), { silent: true });
  const header =
    '// Generated by scripts/codegen.ts from openapi/ (via generated/openapi.json) with openapi-typescript.\n' +
    '// Do not edit: change openapi/ and run `npm run codegen`.\n\n';
  writeFileSync(path.join(generated, 'openapi.ts'), header + astToString(ast));
}

/**
 * The SDK package's default `paths` (packages/client): the same document through the same
 * function its `generate` command applies to a workspace's served document.
 */
async function sdkOpenApiTypes(document: object): Promise<void> {
  step('generated/openapi.json -> packages/client/src/generated/openapi.ts');
  const header =
    '// Generated by scripts/codegen.ts from generated/openapi.json (restTypesSource, src/generate.ts).\n' +
    '// Do not edit: change openapi/ and run `npm run codegen` at the repository root.\n\n';
  writeFileSync(path.join(root, 'packages', 'client', 'src', 'generated', 'openapi.ts'), header + (await restTypesSource(document)));
}

/** The record API of the built-in objects, as the server generates it from the registry. */
function recordsSdl(): void {
  step(`src/metadata/objects/ -> schema/${RECORDS_SDL_FILE} + generated/record-fields.ts`);
  writeFileSync(path.join(root, 'schema', RECORDS_SDL_FILE), `${RECORDS_SDL_HEADER}\n${recordSdl(BUILT_IN_OBJECTS)}\n`);
  const roles = recordRoles(BUILT_IN_OBJECTS);
  const list = (names: string[]) => `[\n${names.map((name) => `  '${name}',`).join('\n')}\n] as const`;
  writeFileSync(
    path.join(generated, 'record-fields.ts'),
    '// Generated by scripts/codegen.ts (src/graphql/records/roles.ts): the root fields of the generated record API.\n' +
      '// Do not edit: run `npm run codegen`.\n\n' +
      `export const RECORD_QUERY_FIELDS = ${list(Object.keys(roles.Query))};\n\n` +
      `export const RECORD_MUTATION_FIELDS = ${list(Object.keys(roles.Mutation))};\n`,
  );
}

function graphqlTypes(): void {
  step('schema/*.graphql -> generated/graphql.ts, schema/metadata/*.graphql -> generated/metadata-graphql.ts');
  execFileSync(bin('graphql-codegen'), ['--config', 'codegen.yml', '--silent'], { cwd: root, stdio: 'inherit' });
}

function prismaClient(): void {
  step('prisma/schema.prisma -> generated/prisma/');
  // The Prisma CLI insists on a native schema engine it cannot download here, although
  // `generate` only uses the WASM client generator: any executable satisfies the check.
  const dir = mkdtempSync(path.join(tmpdir(), 'prisma-engine-stub-'));
  try {
    const stub = path.join(dir, 'schema-engine');
    writeFileSync(stub, '#!/bin/sh\nexit 0\n');
    chmodSync(stub, 0o755);
    execFileSync(bin('prisma'), ['generate'], {
      cwd: root,
      stdio: 'inherit',
      env: {
        ...process.env,
        PRISMA_SCHEMA_ENGINE_BINARY: stub,
        PRISMA_HIDE_UPDATE_MESSAGE: '1',
        CHECKPOINT_DISABLE: '1',
      },
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

recordObjectsOpenApi();
const openApiJson = await bundleOpenApi();
await openApiTypes(openApiJson);
await sdkOpenApiTypes(JSON.parse(readFileSync(openApiJson, 'utf8')));
recordsSdl();
graphqlTypes();
prismaClient();
step('done');
