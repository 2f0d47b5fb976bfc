// GraphQL requests from the SDL (schema/*.graphql, built with graphql's buildSchema): for every
// root field a valid operation (arguments from their types, as variables or inline literals,
// a selection of every field a few levels deep) or a mutated one (wrong variable types, nulls,
// huge and hostile strings, numeric edges, unknown arguments and fields); and hostile documents
// (deep nesting, alias and directive floods, huge documents, invalid syntax, fragment cycles,
// wrong body shapes, content types and methods).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { hugeString, malformedUuid, nulString, SQL_INJECTIONS, unicodeString } from './hostile-values.ts';
import type { IdPool } from './id-pool.ts';
import type { Rng } from './prng.ts';
import type { RawRequest } from './transport.ts';
import { word } from './value-generator.ts';

const SCHEMA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schema');

/** The service's GraphQL contract, from the SDL files. */
export function loadGraphQLSchema(dir = SCHEMA_DIR): GraphQLSchema {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(path.join(dir, f), 'utf8'));
  return buildSchema(files.join('\n'));
}

export interface GraphQLRequest {
  kind: 'graphql';
  operation: string;
  variant: string;
  raw: RawRequest;
  meantValid: boolean;
}

export interface GraphQLContext {
  rng: Rng;
  schema: GraphQLSchema;
  pool: IdPool;
  apiKey: string;
  /** Cursors seen in earlier answers (`after`). */
  cursors: string[];
}

interface RootField {
  operationType: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
}

export function rootFields(schema: GraphQLSchema): RootField[] {
  const roots: RootField[] = [];
  for (const [type, operationType] of [
    [schema.getQueryType(), 'query'],
    [schema.getMutationType(), 'mutation'],
  ] as const) {
    if (type) for (const field of Object.values(type.getFields())) roots.push({ operationType, field });
  }
  return roots;
}

/** A selection set of `type`: every scalar, objects up to `depth` levels. */
function selection(type: GraphQLOutputType, depth: number, rng: Rng): string {
  const named = getNamedType(type);
  if (!isObjectType(named)) return '';
  const parts: string[] = [];
  for (const field of Object.values((named as GraphQLObjectType).getFields())) {
    if (field.args.some((a) => isNonNullType(a.type))) continue;
    const inner = getNamedType(field.type);
    if (isScalarType(inner) || isEnumType(inner)) {
      if (rng.chance(0.85)) parts.push(field.name);
    } else if (depth > 0) {
      const sub = selection(field.type, depth - 1, rng);
      if (sub) parts.push(`${field.name} ${sub}`);
    }
  }
  if (rng.chance(0.3)) parts.push('__typename');
  if (!parts.length) parts.push('__typename');
  return `{ ${parts.join(' ')} }`;
}

const objectNames = (pool: IdPool, custom?: boolean) =>
  pool
    .entries('ObjectMetadata')
    .filter((e) => e.names.nameSingular && (custom === undefined || (e.isCustom === true) === custom))
    .map((e) => e.names.nameSingular);

/**
 * Input objects nest at most this deep: the record API's filters hold themselves (`and`, `or`,
 * `not`), which filled at random would never end.
 */
const MAX_INPUT_DEPTH = 3;

/** A valid value for an argument (by name where the SDL's type says too little). */
function validArgument(ctx: GraphQLContext, arg: GraphQLArgument | { name: string; type: GraphQLInputType }, depth = 0): unknown {
  const { rng, pool } = ctx;
  const named = getNamedType(arg.type);
  if (isListType(isNonNullType(arg.type) ? arg.type.ofType : arg.type)) {
    if (arg.name.endsWith('ObjectNameSingulars')) return rng.sample(objectNames(pool), rng.int(0, 3));
    return Array.from({ length: depth >= MAX_INPUT_DEPTH ? 0 : rng.int(0, 2) }, () => validArgument(ctx, { name: arg.name, type: named as GraphQLInputType }, depth + 1));
  }
  switch (arg.name) {
    case 'limit':
      return rng.pick([1, 5, 20, 60, 100]);
    case 'after':
      return ctx.cursors.length && rng.chance(0.8) ? rng.pick(ctx.cursors) : null;
    case 'nameSingular': {
      const names = objectNames(pool, true);
      return names.length && rng.chance(0.9) ? rng.pick(names) : 'company';
    }
    case 'searchInput':
      return rng.pick([word(rng), `${word(rng)} ${word(rng)}`, word(rng).slice(0, 2), 'fz', '', '@example', '+33 6 12', 'zoë']);
  }
  if (isEnumType(named)) return rng.pick(named.getValues()).value;
  if (isInputObjectType(named)) {
    const fields = Object.values(named.getFields()).filter((f) => isNonNullType(f.type) || (depth < MAX_INPUT_DEPTH && rng.chance(0.5)));
    return Object.fromEntries(fields.map((f) => [f.name, validArgument(ctx, f, depth + 1)]));
  }
  switch (named.name) {
    case 'Int':
      return rng.int(0, 100);
    case 'Float':
      return rng.next() * 100;
    case 'Boolean':
      return rng.chance(0.5);
    case 'UUID':
    case 'ID':
      return pool.pick(rng, 'Person')?.id ?? '00000000-0000-4000-8000-000000000000';
    default:
      return word(rng);
  }
}

/** A GraphQL literal for a JSON value (enums are not quoted when the type is an enum). */
function literal(value: unknown, type?: GraphQLInputType): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return `[${value.map((v) => literal(v, type && isListType(getNullable(type)) ? (getNullable(type) as { ofType: GraphQLInputType }).ofType : undefined)).join(', ')}]`;
  if (typeof value === 'object') return `{${Object.entries(value).map(([k, v]) => `${k}: ${literal(v)}`).join(', ')}}`;
  if (typeof value === 'string') return type && isEnumType(getNamedType(type)) ? value : JSON.stringify(value);
  return String(value);
}

const getNullable = (type: GraphQLInputType) => (isNonNullType(type) ? type.ofType : type);

function typeString(type: GraphQLInputType): string {
  return String(type);
}

function hostileArgument(ctx: GraphQLContext, arg: GraphQLArgument): { value: unknown; kind: string } {
  const { rng } = ctx;
  const kinds: [string, () => unknown][] = [
    ['wrong-type', () => rng.pick<unknown>(['str', 1.5, true, { a: 1 }, [1, 2], 2 ** 40])],
    ['null', () => null],
    ['huge-string', () => hugeString(rng)],
    ['unicode', () => unicodeString(rng)],
    ['nul-byte', () => nulString(rng)],
    ['numeric-edge', () => rng.pick([-1, 0, 2 ** 31, 2 ** 31 - 1, -(2 ** 31) - 1, 1e308, 101, 1000000])],
    ['sql', () => rng.pick(SQL_INJECTIONS)],
    ['malformed-cursor', () => rng.pick([malformedUuid(rng), 'eyJ4IjoxfQ==', 'AAAA', '%%%', '{"rank":1}', Buffer.from('{"rank":"x","id":"y"}').toString('base64'), Buffer.from('{}').toString('base64url')])],
    ['list', () => [validArgument(ctx, arg), validArgument(ctx, arg)]],
    ['object-names', () => rng.pick<unknown>([['nope'], ['person', 'person'], [null], ['__proto__'], Array.from({ length: 500 }, () => 'person'), 'person'])],
  ];
  const [kind, make] = rng.pick(kinds);
  return { kind, value: make() };
}

function jsonRequest(ctx: GraphQLContext, body: unknown, extra: Partial<RawRequest> = {}): RawRequest {
  return {
    method: 'POST',
    path: '/graphql',
    headers: { authorization: `Bearer ${ctx.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
    ...extra,
  };
}

/** An operation on one root field, valid or with one mutated argument. */
export function buildRootFieldRequest(ctx: GraphQLContext, root: RootField, mutate: boolean): GraphQLRequest {
  const { rng } = ctx;
  const { field, operationType } = root;
  const args = field.args.filter((a) => isNonNullType(a.type) || rng.chance(0.6));
  const values = new Map(args.map((a) => [a.name, validArgument(ctx, a)]));
  let variant = 'valid';
  let argTypes = new Map(args.map((a) => [a.name, typeString(a.type)]));
  if (mutate) {
    const choice = rng.int(0, 9);
    if (choice <= 5 && field.args.length) {
      const arg = rng.pick(field.args);
      const hostile = hostileArgument(ctx, arg);
      values.set(arg.name, hostile.value);
      if (!args.includes(arg)) args.push(arg);
      argTypes = new Map(args.map((a) => [a.name, typeString(a.type)]));
      variant = `arg:${arg.name}:${hostile.kind}`;
    } else if (choice === 6) {
      const required = field.args.filter((a) => isNonNullType(a.type));
      if (required.length) {
        const arg = rng.pick(required);
        values.delete(arg.name);
        args.splice(args.indexOf(arg), 1);
        variant = `missing:${arg.name}`;
      } else variant = 'missing:none';
    } else if (choice === 7) {
      values.set('unknownArgument', 1);
      argTypes.set('unknownArgument', 'Int');
      variant = 'unknown-argument';
    } else if (choice === 8) {
      variant = 'unknown-field';
    } else {
      variant = 'variable-type-mismatch';
      const arg = field.args[0];
      if (arg) argTypes.set(arg.name, rng.pick(['Boolean', 'Float', '[Int]', 'String!', 'UUID', 'NoSuchType']));
    }
  }
  const select = selection(field.type, 3, rng);
  const body = variant === 'unknown-field' ? select.replace('{ ', '{ noSuchField ') : select;
  const useVariables = rng.chance(0.7);
  const keys = [...values.keys()];
  let document: string;
  let variables: Record<string, unknown> | undefined;
  if (useVariables) {
    const declared = keys.filter((k) => argTypes.has(k)).map((k) => `$${k}: ${argTypes.get(k)}`);
    const passed = keys.map((k) => `${k}: $${k}`);
    document = `${operationType} Fuzz${declared.length ? `(${declared.join(', ')})` : ''} { ${field.name}${passed.length ? `(${passed.join(', ')})` : ''} ${body} }`;
    variables = Object.fromEntries(values);
  } else {
    const passed = keys.map((k) => `${k}: ${literal(values.get(k), field.args.find((a) => a.name === k)?.type)}`);
    document = `${operationType} { ${field.name}${passed.length ? `(${passed.join(', ')})` : ''} ${body} }`;
  }
  const payload: Record<string, unknown> = { query: document };
  if (variables) payload.variables = variables;
  if (useVariables && rng.chance(0.2)) payload.operationName = 'Fuzz';
  return { kind: 'graphql', operation: `GRAPHQL ${field.name}`, variant, raw: jsonRequest(ctx, payload), meantValid: variant === 'valid' };
}

const HOSTILE_DOCUMENT_KINDS = [
  'deep-introspection',
  'alias-flood',
  'directive-flood',
  'huge-document',
  'token-flood',
  'syntax-error',
  'fragment-cycle',
  'unknown-operation-type',
  'multiple-anonymous',
  'unknown-operation-name',
  'query-not-a-string',
  'variables-not-an-object',
  'batched',
  'get-query',
  'get-mutation',
  'wrong-content-type',
  'application-graphql',
  'malformed-json',
  'empty-body',
  'put',
  'introspection',
  'typename-only',
  'huge-variables',
  'nul-in-document',
  'unicode-document',
  'subscription',
] as const;

/** A hostile GraphQL request that is about the document or the HTTP envelope, not one field. */
export function buildHostileGraphQLRequest(ctx: GraphQLContext): GraphQLRequest {
  const { rng } = ctx;
  const kind = rng.pick(HOSTILE_DOCUMENT_KINDS);
  const done = (raw: RawRequest): GraphQLRequest => ({ kind: 'graphql', operation: 'GRAPHQL document', variant: kind, raw, meantValid: false });
  const simple = '{ currentWorkspace { id displayName } }';
  switch (kind) {
    case 'deep-introspection': {
      const depth = rng.pick([12, 30, 200]);
      const inner = `${'ofType { '.repeat(depth)}name${' }'.repeat(depth)}`;
      return done(jsonRequest(ctx, { query: `{ __schema { types { fields { type { ${inner} } } } } }` }));
    }
    case 'alias-flood': {
      const n = rng.pick([16, 100, 1000]);
      return done(jsonRequest(ctx, { query: `{ ${Array.from({ length: n }, (_, i) => `a${i}: currentWorkspace { id }`).join(' ')} }` }));
    }
    case 'directive-flood': {
      const n = rng.pick([51, 500]);
      return done(jsonRequest(ctx, { query: `{ currentWorkspace ${'@include(if: true) '.repeat(n)} { id } }` }));
    }
    case 'huge-document':
      return done(jsonRequest(ctx, { query: `# ${'x'.repeat(rng.pick([33_000, 500_000]))}\n${simple}` }));
    case 'token-flood':
      return done(jsonRequest(ctx, { query: `{ currentWorkspace { ${'id '.repeat(rng.pick([2001, 10_000]))} } }` }));
    case 'syntax-error':
      return done(
        jsonRequest(ctx, {
          query: rng.pick(['{', '}', '{ currentWorkspace { id }', 'query {{ }}', '{ currentWorkspace(id: ) { id } }', '"unterminated', 'query ($: Int) { x }', '{ search(searchInput: """) { edges } }', '\u0000', '{ a: b: c }', 'fragment F on Query { ...F }', ' ']),
        }),
      );
    case 'fragment-cycle':
      return done(jsonRequest(ctx, { query: 'query { ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }));
    case 'unknown-operation-type':
      return done(jsonRequest(ctx, { query: 'mutation { createPerson(name: "x") { id } }' }));
    case 'multiple-anonymous':
      return done(jsonRequest(ctx, { query: `query A ${simple} query B ${simple}` }));
    case 'unknown-operation-name':
      return done(jsonRequest(ctx, { query: `query A ${simple}`, operationName: rng.pick(['B', '', null, 42]) }));
    case 'query-not-a-string':
      return done(jsonRequest(ctx, { query: rng.pick<unknown>([42, null, ['{ a }'], { query: simple }, true]) }));
    case 'variables-not-an-object':
      return done(jsonRequest(ctx, { query: simple, variables: rng.pick<unknown>(['{}', [1], 42, 'x']) }));
    case 'batched':
      return done(jsonRequest(ctx, [{ query: simple }, { query: simple }]));
    case 'get-query':
      return done({ method: 'GET', path: `/graphql?query=${encodeURIComponent(simple)}`, headers: { authorization: `Bearer ${ctx.apiKey}`, accept: 'application/json' } });
    case 'get-mutation':
      return done({ method: 'GET', path: `/graphql?query=${encodeURIComponent('mutation { x }')}`, headers: { authorization: `Bearer ${ctx.apiKey}`, accept: 'application/json' } });
    case 'wrong-content-type':
      return done({ ...jsonRequest(ctx, { query: simple }), headers: { authorization: `Bearer ${ctx.apiKey}`, 'content-type': rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml']) } });
    case 'application-graphql':
      return done({ method: 'POST', path: '/graphql', headers: { authorization: `Bearer ${ctx.apiKey}`, 'content-type': 'application/graphql' }, body: simple });
    case 'malformed-json':
      return done(jsonRequest(ctx, rng.pick(['{"query": "{ currentWorkspace { id } }"', '{query: 1}', 'null', '"string"', '[]', '{}', `${'['.repeat(50_000)}`])));
    case 'empty-body':
      return done({ method: 'POST', path: '/graphql', headers: { authorization: `Bearer ${ctx.apiKey}`, 'content-type': 'application/json' }, body: '' });
    case 'put':
      return done({ ...jsonRequest(ctx, { query: simple }), method: rng.pick(['PUT', 'DELETE', 'PATCH']) });
    case 'introspection':
      return done(jsonRequest(ctx, { query: '{ __schema { queryType { name } types { name kind } } }' }));
    case 'typename-only':
      return done(jsonRequest(ctx, { query: '{ __typename }' }));
    case 'huge-variables':
      return done(jsonRequest(ctx, { query: 'query Q($s: String!) { search(searchInput: $s) { edges { cursor } } }', variables: { s: hugeString(rng), junk: Array.from({ length: 1000 }, (_, i) => i) } }));
    case 'nul-in-document':
      return done(jsonRequest(ctx, { query: `{ search(searchInput: "a\u0000b") { edges { cursor } } }` }));
    case 'unicode-document':
      return done(jsonRequest(ctx, { query: `{ search(searchInput: ${JSON.stringify(unicodeString(rng))}) { edges { cursor node { label } } } }` }));
    case 'subscription':
      return done(jsonRequest(ctx, { query: 'subscription { currentWorkspace { id } }' }));
  }
}

/** Cursors in an answer, for later `after` arguments. */
export function learnCursors(ctx: GraphQLContext, answer: unknown): void {
  const visit = (node: unknown, depth: number) => {
    if (depth > 6 || node === null || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'cursor' || key === 'endCursor') && typeof value === 'string') {
        ctx.cursors.push(value);
        if (ctx.cursors.length > 50) ctx.cursors.shift();
      } else visit(value, depth + 1);
    }
  };
  visit(answer, 0);
}
