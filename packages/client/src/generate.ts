// `npx @workspace-crm/client generate --url <base> --key <key> --out <file>`: the types of one
// workspace, REST and GraphQL, its pipelines and custom fields included, in one file:
//
//   paths, components, operations   its served OpenAPI document (GET /openapi.json), by openapi-typescript
//   GraphQL.*                       its GraphQL schema (POST /graphql introspection), by graphql-codegen's typescript plugin
//
// which the client takes as `createCrmClient<paths>({ ... })`. Any failure (the URL does not
// answer, the key is refused, the document is not this service's) throws GenerateError naming
// the step, and leaves no file: the types are written to a temporary file renamed at the end.
import { randomUUID } from 'node:crypto';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { codegen } from '@graphql-codegen/core';
import * as typescriptPlugin from '@graphql-codegen/typescript';
import { buildClientSchema, getIntrospectionQuery, parse, printSchema, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { CrmApiError, CrmNetworkError } from './errors.ts';
import { createTransport, type Transport } from './transport.ts';

export interface GenerateOptions {
  /** Origin of the CRM (`https://crm.example.com`). */
  url: string;
  /** An API key of the workspace (readonly is enough). */
  key: string;
  /** The file to write (`src/crm-types.ts`). */
  out: string;
  fetch?: (request: Request) => Promise<Response>;
  timeoutMs?: number;
}

export interface GenerateResult {
  file: string;
  /** REST paths and GraphQL types written. */
  restPaths: number;
  graphqlTypes: number;
}

/** What went wrong, as a sentence naming the step: the command prints it and exits 1. */
export class GenerateError extends Error {
  override name = 'GenerateError';
}

/** Paths every document of this service has: a document without them is some other API's. */
const SERVICE_PATHS = ['/rest/people', '/rest/metadata/objects'];

/** The TypeScript of an OpenAPI document: `paths`, `components`, `operations` (openapi-typescript). */
export async function restTypesSource(document: object): Promise<string> {
  // Properties with a `default` stay optional in the answers' types, as they are in the bodies.
  const ast = await openapiTS(document as OpenAPI3, { defaultNonNullable: false, silent: true });
  return astToString(ast);
}

/** The TypeScript of a GraphQL schema's types, in a `GraphQL` namespace (types only). */
export async function graphqlTypesSource(schema: GraphQLSchema): Promise<string> {
  const source = await codegen({
    filename: 'graphql.ts',
    // The schema as a document (plain data) rather than the GraphQLSchema object, so that the
    // plugins may use another copy of graphql than this module's.
    schema: parse(printSchema(schema)),
    documents: [],
    plugins: [{ typescript: {} }],
    pluginMap: { typescript: typescriptPlugin },
    config: { useTypeImports: true, enumsAsTypes: true, scalars: { DateTime: 'string', UUID: 'string', JSON: 'unknown', ConnectionCursor: 'string' } },
  });
  return `export declare namespace GraphQL {\n${source.trim()}\n}\n`;
}

async function readJson(transport: Transport, request: Request, what: string): Promise<unknown> {
  let response: Response;
  try {
    response = await transport(request);
  } catch (error) {
    if (error instanceof CrmNetworkError) throw new GenerateError(`cannot read ${what}: ${error.message}`, { cause: error });
    throw error;
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.status === 401) throw new GenerateError(`the API key was refused (401) reading ${what}: check --key`);
  // A GraphQL refusal (introspection off: a 400 with `errors`) is read by the caller, which names it.
  const isGraphQLAnswer = Array.isArray((body as { errors?: unknown } | undefined)?.errors);
  if (!response.ok && !isGraphQLAnswer) throw new GenerateError(`cannot read ${what}: ${new CrmApiError(`${request.method} ${new URL(request.url).pathname}`, response.status, body).message}`);
  if (body === undefined) throw new GenerateError(`${what} is not JSON`);
  return body;
}

async function fetchDocument(transport: Transport, baseUrl: string, headers: Record<string, string>): Promise<object> {
  const url = `${baseUrl}/openapi.json`;
  const document = await readJson(transport, new Request(url, { headers }), url);
  const { openapi, paths } = (document ?? {}) as { openapi?: unknown; paths?: Record<string, unknown> };
  const missing = SERVICE_PATHS.filter((servicePath) => !paths || typeof paths !== 'object' || !(servicePath in paths));
  if (typeof openapi !== 'string' || !openapi.startsWith('3.') || missing.length > 0) {
    throw new GenerateError(`${url} is not a Workspace CRM OpenAPI document (${typeof openapi === 'string' ? `no ${missing.join(', ')} path` : 'no "openapi" version'})`);
  }
  return document as object;
}

async function fetchSchema(transport: Transport, baseUrl: string, headers: Record<string, string>): Promise<GraphQLSchema> {
  const url = `${baseUrl}/graphql`;
  const request = new Request(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ query: getIntrospectionQuery() }) });
  const answer = (await readJson(transport, request, `the GraphQL schema (${url})`)) as { data?: IntrospectionQuery; errors?: Array<{ message: string }> };
  if (answer.errors?.length || !answer.data?.__schema) {
    throw new GenerateError(`the GraphQL schema (${url}) could not be read: ${answer.errors?.map((error) => error.message).join('; ') ?? 'no __schema in the answer'}`);
  }
  return buildClientSchema(answer.data);
}

/** Writes `text` to `file` whole or not at all: a temporary file beside it, then a rename. */
async function writeWhole(file: string, text: string): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}.tmp`);
  try {
    await writeFile(temporary, text);
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw new GenerateError(`cannot write ${file}: ${(error as Error).message}`, { cause: error });
  }
}

export async function generateWorkspaceTypes(options: GenerateOptions): Promise<GenerateResult> {
  let baseUrl: string;
  try {
    baseUrl = new URL(options.url).origin;
  } catch {
    throw new GenerateError(`--url ${JSON.stringify(options.url)} is not a URL (e.g. https://crm.example.com)`);
  }
  if (!options.key) throw new GenerateError('no API key: pass --key or set CRM_API_KEY');
  const transport = createTransport({ fetch: options.fetch, timeoutMs: options.timeoutMs });
  const headers = { Authorization: `Bearer ${options.key}`, accept: 'application/json' };

  const document = await fetchDocument(transport, baseUrl, headers);
  const schema = await fetchSchema(transport, baseUrl, headers);
  const rest = await restTypesSource(document);
  const graphql = await graphqlTypesSource(schema);
  const header =
    `// The types of the Workspace CRM at ${baseUrl}: its REST document and GraphQL schema, pipelines and\n` +
    `// custom fields included. Generated by \`npx @workspace-crm/client generate\`; run it again after\n` +
    `// the workspace's objects change. Use: createCrmClient<paths>({ baseUrl, apiKey }).\n\n`;
  await writeWhole(options.out, `${header}${rest}\n${graphql}`);
  return {
    file: options.out,
    restPaths: Object.keys((document as { paths: object }).paths).length,
    graphqlTypes: Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith('__')).length,
  };
}
