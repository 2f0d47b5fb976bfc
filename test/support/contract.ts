// REST contract check: every response the tests see must be documented in the OpenAPI document
// (status listed for the operation, JSON body valid against that status's schema).
//
// - `contractMiddleware()` is an openapi-fetch middleware; test/support/server.ts installs it on
//   the SDK client, so every e2e test through the SDK fails on contract drift.
// - `assertMatchesContract(method, pathTemplate, status, body)` is for tests using raw fetch.
// - `createContractChecker(document)` builds both over any document (unit tests use a small one).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Middleware } from 'openapi-fetch';

// ajv-formats is CommonJS; depending on the loader its default export is the function or a namespace.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;

const DOCUMENT_ID = 'https://contract.test/openapi.json';

// Deliberately loose: only what the checker reads.
export interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown> | undefined>;
  components?: Record<string, unknown>;
  servers?: { url: string }[];
  [key: string]: unknown;
}

export interface ContractViolation {
  method: string;
  path: string;
  status: number;
  message: string;
  errors?: ErrorObject[] | null;
}

export class ContractError extends Error {
  constructor(readonly violation: ContractViolation) {
    super(formatViolation(violation));
    this.name = 'ContractError';
  }
}

function formatViolation(v: ContractViolation): string {
  const lines = [`REST contract violation: ${v.method.toUpperCase()} ${v.path} -> ${v.status}: ${v.message}`];
  for (const error of v.errors ?? []) {
    lines.push(`  - body${error.instancePath || ' (root)'} ${error.message ?? ''} ${JSON.stringify(error.params)} [${error.schemaPath}]`);
  }
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------
// Path matching

export interface PathMatcher {
  /** The document's path template (`/rest/people/{id}`) a concrete request path matches, if any. */
  match(pathname: string): string | undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Matches concrete paths to templates. Literal segments win over parameters
 * (`/rest/people/duplicates` before `/rest/people/{id}`); a trailing slash is ignored; a path
 * prefix from `servers[0].url` (e.g. `/api`) is stripped when the path does not match as is.
 */
export function createPathMatcher(templates: string[], serverPrefixes: string[] = []): PathMatcher {
  const compiled = templates.map((template) => {
    const segments = template.split('/');
    const pattern = segments
      .map((segment) =>
        segment.replace(/\{[^}/]+\}|[^{}]+/g, (part) => (part.startsWith('{') ? '([^/]+)' : escapeRegExp(part))),
      )
      .join('/');
    return {
      template,
      regex: new RegExp(`^${pattern}$`),
      // More literal segments first, then fewer parameters, then longer templates.
      literalSegments: segments.filter((s) => s !== '' && !s.includes('{')).length,
      params: (template.match(/\{[^}]+\}/g) ?? []).length,
    };
  });
  compiled.sort((a, b) => b.literalSegments - a.literalSegments || a.params - b.params || b.template.length - a.template.length);
  const prefixes = serverPrefixes.map((p) => p.replace(/\/+$/, '')).filter((p) => p !== '');

  const find = (pathname: string) => compiled.find((c) => c.regex.test(pathname))?.template;
  return {
    match(rawPath: string) {
      let pathname = rawPath.split('?')[0].split('#')[0];
      if (pathname.length > 1) pathname = pathname.replace(/\/+$/, '');
      const direct = find(pathname);
      if (direct) return direct;
      for (const prefix of prefixes) {
        if (pathname === prefix || pathname.startsWith(`${prefix}/`)) {
          const found = find(pathname.slice(prefix.length) || '/');
          if (found) return found;
        }
      }
      return undefined;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Response validation

export interface CheckResponseInput {
  method: string;
  /** The path template as written in the document (`/rest/people/{id}`). */
  pathTemplate: string;
  status: number;
  /** Value of the Content-Type header, if any. */
  contentType?: string | null;
  /** Parsed JSON body (`undefined` = no body). */
  body: unknown;
  /**
   * The request named `?fields=`: the answer's records are checked against the projection schema
   * the operation's `x-fields-projection` names instead of the whole record's.
   */
  projected?: boolean;
}

/**
 * What `?fields=` makes of an operation's answer: its `<Object>` records are `<Object>Projection`s
 * (the operation's `x-fields-projection`, src/http/record-paths.ts fieldsProjection).
 */
interface FieldsProjection {
  record: string;
  projection: string;
}

/** The operation's `x-fields-projection` (`'#/components/schemas/<Object>Projection'`), if any. */
function fieldsProjectionOf(operation: object): FieldsProjection | undefined {
  const pointer = (operation as { 'x-fields-projection'?: unknown })['x-fields-projection'];
  const projection = typeof pointer === 'string' && /^#\/components\/schemas\/(\w+)Projection$/.exec(pointer);
  return projection ? { record: projection[1], projection: `${projection[1]}Projection` } : undefined;
}

export interface ContractChecker {
  readonly document: OpenApiDocument;
  readonly paths: PathMatcher;
  /** Returns the violation, or undefined when the response honours the contract. */
  check(input: CheckResponseInput): ContractViolation | undefined;
  /** Throws ContractError on violation. */
  assert(input: CheckResponseInput): void;
  /** Reads (a clone of) the response and throws ContractError on violation. */
  assertResponse(method: string, url: string, response: Response, pathTemplate?: string): Promise<void>;
  /** openapi-fetch middleware checking every response. */
  middleware(): Middleware;
}

function unescapePointer(part: string): string {
  return part.replace(/~1/g, '/').replace(/~0/g, '~');
}
function escapePointer(part: string): string {
  return part.replace(/~/g, '~0').replace(/\//g, '~1');
}

function isJsonMediaType(mediaType: string): boolean {
  const base = mediaType.split(';')[0].trim().toLowerCase();
  return base === 'application/json' || base.endsWith('+json') || base === '*/*';
}

function serverPrefixes(document: OpenApiDocument): string[] {
  return (document.servers ?? [])
    .map((server) => {
      try {
        return new URL(server.url, 'http://placeholder').pathname;
      } catch {
        return '';
      }
    })
    .filter((p) => p && p !== '/');
}

export function createContractChecker(document: OpenApiDocument): ContractChecker {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true, logger: false });
  addFormats(ajv);
  // The whole document is one schema resource, so `#/components/...` refs inside any schema
  // resolve against it; each response schema is compiled as a ref to its JSON pointer.
  ajv.addSchema({ ...document, $id: DOCUMENT_ID }, undefined, undefined, false);

  const resolvePointer = (pointer: string): unknown => {
    if (!pointer.startsWith('#')) throw new Error(`only local refs are supported, got "${pointer}"`);
    let node: unknown = document;
    for (const part of pointer.slice(1).split('/').filter((p) => p !== '')) {
      if (node === null || typeof node !== 'object') return undefined;
      node = (node as Record<string, unknown>)[unescapePointer(decodeURIComponent(part))];
    }
    return node;
  };

  /** Follows `$ref`s of non-schema objects (responses), returning the object and its pointer. */
  const deref = (node: unknown, pointer: string): { node: unknown; pointer: string } => {
    const seen = new Set<string>();
    while (node && typeof node === 'object' && typeof (node as { $ref?: unknown }).$ref === 'string') {
      const ref = (node as { $ref: string }).$ref;
      if (seen.has(ref)) throw new Error(`circular $ref ${ref}`);
      seen.add(ref);
      pointer = ref;
      node = resolvePointer(ref);
    }
    return { node, pointer };
  };

  const validators = new Map<string, ValidateFunction>();
  const validatorFor = (schemaPointer: string, projection?: FieldsProjection): ValidateFunction => {
    const key = projection ? `${schemaPointer} as ${projection.projection}` : schemaPointer;
    let validate = validators.get(key);
    if (!validate) {
      validate = ajv.compile(projection ? projectedSchema(resolvePointer(schemaPointer), projection) : { $ref: `${DOCUMENT_ID}${schemaPointer}` });
      validators.set(key, validate);
    }
    return validate;
  };

  const templates = Object.keys(document.paths ?? {});
  const paths = createPathMatcher(templates, serverPrefixes(document));

  const check = ({ method, pathTemplate, status, contentType, body, projected }: CheckResponseInput): ContractViolation | undefined => {
    const m = method.toLowerCase();
    const violation = (message: string, errors?: ErrorObject[] | null): ContractViolation => ({
      method: m,
      path: pathTemplate,
      status,
      message,
      errors,
    });

    const pathItemPointer = `#/paths/${escapePointer(pathTemplate)}`;
    const pathItem = deref(document.paths?.[pathTemplate], pathItemPointer);
    if (!pathItem.node) return violation(`path "${pathTemplate}" is not documented`);
    const operation = (pathItem.node as Record<string, unknown>)[m];
    if (!operation || typeof operation !== 'object') return violation(`method ${m.toUpperCase()} is not documented for "${pathTemplate}"`);
    const responses = ((operation as { responses?: Record<string, unknown> }).responses ?? {}) as Record<string, unknown>;

    const code = String(status);
    const key = [code, `${code[0]}XX`, `${code[0]}xx`, 'default'].find((k) => k in responses);
    if (!key) {
      return violation(`status ${status} is not documented (documented: ${Object.keys(responses).join(', ') || 'none'})`);
    }
    const response = deref(responses[key], `${pathItem.pointer}/${m}/responses/${escapePointer(key)}`);
    const content = ((response.node as { content?: Record<string, { schema?: unknown }> } | undefined)?.content ?? {}) as Record<
      string,
      { schema?: unknown }
    >;
    const mediaTypes = Object.keys(content);
    if (mediaTypes.length === 0) {
      // Documented without a body (e.g. 204): a JSON body is drift.
      if (body !== undefined && body !== '' && contentType && isJsonMediaType(contentType)) {
        return violation('response has a JSON body but the documented response has no content');
      }
      return undefined;
    }

    const jsonType = mediaTypes.find(isJsonMediaType);
    if (!jsonType) return undefined; // Only JSON bodies are checked (files, CSV, HTML are not).
    if (contentType && !isJsonMediaType(contentType)) {
      return violation(`content-type "${contentType}" but the documented response is ${mediaTypes.join(', ')}`);
    }
    if (body === undefined) return violation(`response has no body but ${jsonType} is documented`);
    if (content[jsonType]?.schema === undefined) return undefined;

    // Only a success carries records; an error answers its own body whatever was asked.
    const asProjected = projected && status < 300 ? fieldsProjectionOf(operation) : undefined;
    const validate = validatorFor(`${response.pointer}/content/${escapePointer(jsonType)}/schema`, asProjected);
    if (!validate(body)) return violation(`body does not match the documented schema (${jsonType})`, validate.errors);
    return undefined;
  };

  const assert = (input: CheckResponseInput) => {
    const found = check(input);
    if (found) throw new ContractError(found);
  };

  const assertResponse = async (method: string, url: string, response: Response, pathTemplate?: string) => {
    const pathname = new URL(url, 'http://placeholder').pathname;
    const template = pathTemplate ?? paths.match(pathname);
    if (!template) {
      throw new ContractError({ method: method.toLowerCase(), path: pathname, status: response.status, message: 'no documented path matches the request' });
    }
    const contentType = response.headers.get('content-type');
    let body: unknown;
    const text = method.toUpperCase() === 'HEAD' ? '' : await response.clone().text();
    if (text !== '') {
      if (contentType && isJsonMediaType(contentType)) {
        try {
          body = JSON.parse(text);
        } catch {
          throw new ContractError({
            method: method.toLowerCase(),
            path: template,
            status: response.status,
            message: `content-type ${contentType} but the body is not JSON: ${text.slice(0, 200)}`,
          });
        }
      } else {
        body = text;
      }
    }
    const projected = new URL(url, 'http://placeholder').searchParams.has('fields');
    assert({ method, pathTemplate: template, status: response.status, contentType, body, projected });
  };

  return {
    document,
    paths,
    check,
    assert,
    assertResponse,
    middleware: () => ({
      async onResponse({ request, response, schemaPath }) {
        // schemaPath is the template the SDK call named; fall back to matching the URL.
        const template = schemaPath && document.paths?.[schemaPath] ? schemaPath : undefined;
        await assertResponse(request.method, request.url, response, template);
        return undefined;
      },
    }),
  };
}

/**
 * An answer's schema (a node of the document) with every ref to the whole record written in it
 * (record-paths.ts writes them in the answer, not in a component) made a ref to its projection,
 * and every other ref made absolute (it is compiled as a schema of its own).
 */
function projectedSchema(schema: unknown, { record, projection }: FieldsProjection): Record<string, unknown> {
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== 'object') return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => {
        if (key !== '$ref' || typeof value !== 'string') return [key, rewrite(value)];
        const ref = value === `#/components/schemas/${record}` ? `#/components/schemas/${projection}` : value;
        return [key, `${DOCUMENT_ID}${ref}`];
      }),
    );
  };
  return { allOf: [rewrite(schema)] };
}

// ---------------------------------------------------------------------------------------------
// The project's document (generated/openapi.json), loaded lazily once.

const DOCUMENT_PATH = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../generated/openapi.json');
let projectChecker: ContractChecker | undefined;

export function contractChecker(): ContractChecker {
  if (!projectChecker) {
    let document: OpenApiDocument;
    try {
      document = JSON.parse(readFileSync(DOCUMENT_PATH, 'utf8')) as OpenApiDocument;
    } catch (error) {
      throw new Error(`cannot read the bundled OpenAPI document ${DOCUMENT_PATH} (run the codegen): ${(error as Error).message}`);
    }
    projectChecker = createContractChecker(document);
  }
  return projectChecker;
}

/** openapi-fetch middleware validating every response against generated/openapi.json. */
export function contractMiddleware(): Middleware {
  return contractChecker().middleware();
}

/**
 * For raw-fetch tests: throws when (status, body) is not what the document says for the
 * operation (`projected`: the request named `?fields=`).
 */
export function assertMatchesContract(method: string, pathTemplate: string, status: number, body: unknown, { projected = false } = {}): void {
  contractChecker().assert({ method, pathTemplate, status, body, contentType: body === undefined ? null : 'application/json', projected });
}
