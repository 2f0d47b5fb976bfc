// One REST request for one operation of the document, valid or mutated:
//   valid          path ids of records that exist, a schema-valid body, valid query parameters
//   body           a mutated body (mutators.ts)
//   query          a hostile filter / order_by / limit / depth / cursor / unknown parameter
//   path           an unknown, malformed, traversing or very long id
//   duplicate      a query parameter given twice (?limit=1&limit=2)
//   content-type   the valid body under a wrong or unusual Content-Type / Content-Encoding
//   malformed-json a body that is not JSON (or barely)
//   auth           no key, a malformed header, a read-only or member key, a revoked key
//   method         a method the path does not document
//   unexpected-body a body where the operation takes none
import {
  hostileBoolean,
  hostileCursor,
  hostileDepth,
  hostileFilter,
  hostileLimit,
  hostileOrderBy,
  hostilePathSegment,
  malformedUuid,
} from './hostile-values.ts';
import { filterFields, idFilter, validFilter, validOrderBy } from './list-query.ts';
import { malformedJson, mutateBody } from './mutators.ts';
import type { PoolEntry } from './id-pool.ts';
import { pathParams, sameShape, type JsonSchema, type Operation, type Parameter } from './schema-index.ts';
import { encodeComponent, type RawRequest } from './transport.ts';
import { generateValue, uuidV4, type GenContext } from './value-generator.ts';

export const REST_VARIANTS = ['valid', 'body', 'query', 'path', 'duplicate', 'content-type', 'malformed-json', 'auth', 'method', 'unexpected-body'] as const;
export type RestVariant = (typeof REST_VARIANTS)[number];

export interface ApiKeys {
  admin: string;
  /** Keys the run created, with their role; revoked ones too. */
  others: { secret: string; role: string; revoked: boolean }[];
}

export interface RestRequest {
  kind: 'rest';
  /** Stats key: `POST /rest/people`. */
  operation: string;
  variant: string;
  op?: Operation;
  raw: RawRequest;
  /** Path parameters as generated (valid ones name records). */
  params: Record<string, string>;
  /** The JSON value of the body the server sees, when it is JSON. */
  body?: unknown;
  /** Whether the request was meant to be accepted (valid variant). */
  meantValid: boolean;
}

const DESTRUCTIVE = new Set(['delete', 'patch']);

/** Which record type each `{param}` of a template names (from the document's answers). */
function paramEntity(ctx: GenContext, template: string, param: string): string | undefined {
  const end = template.indexOf(`{${param}}`) + param.length + 2;
  const prefix = template.slice(0, end);
  return ctx.index.entityOfPath(prefix) ?? ctx.index.entityOfPath(template);
}

function valueFor(ctx: GenContext, param: Parameter | undefined, entry: PoolEntry): string {
  const schema = param ? ctx.index.resolve(param.schema).schema : {};
  if (schema.format === 'uuid') return ctx.rng.chance(0.05) ? entry.id.toUpperCase() : entry.id;
  if (param && entry.names[param.name]) return entry.names[param.name];
  const options = [entry.id, entry.names.nameSingular, entry.names.namePlural].filter((v): v is string => typeof v === 'string');
  return ctx.rng.pick(options);
}

/** Valid path parameters: records of the run (a field with its own object), else unknown ids. */
export function validPathParams(ctx: GenContext, op: Operation): Record<string, string> {
  const names = pathParams(op.template);
  const params: Record<string, string> = {};
  const destructive = DESTRUCTIVE.has(op.method) || /\/revoke$/.test(op.template);
  const byName = new Map(op.parameters.filter((p) => p.in === 'path').map((p) => [p.name, p]));
  // A field's path names its object too: take both from one pool entry.
  const last = names[names.length - 1];
  const lastEntity = last ? paramEntity(ctx, op.template, last) : undefined;
  let ownerEntry: PoolEntry | undefined;
  if (names.length > 1 && lastEntity) {
    const entry = ctx.pool.pick(ctx.rng, lastEntity, { destructive, filter: (e) => !!e.owner });
    if (entry && ctx.rng.chance(0.9)) {
      params[last] = valueFor(ctx, byName.get(last), entry);
      ownerEntry = entry.owner;
    }
  }
  for (const name of names) {
    if (params[name] !== undefined) continue;
    const param = byName.get(name);
    if (ownerEntry && name !== last) {
      params[name] = valueFor(ctx, param, ownerEntry);
      continue;
    }
    const entity = paramEntity(ctx, op.template, name);
    // A parameter named like a property of the record (standardId) takes that property's value.
    const named = entity && name !== 'id' && ctx.index.properties(ctx.index.schemas[entity] ?? {}).properties[name] ? name : undefined;
    const entry = entity
      ? ctx.pool.pick(ctx.rng, entity, { destructive: destructive && name === last, filter: named ? (e) => !!e.names[named] : undefined })
      : undefined;
    params[name] = entry && ctx.rng.chance(0.92) ? valueFor(ctx, param, entry) : uuidV4(ctx.rng);
  }
  return params;
}

function fillPath(template: string, params: Record<string, string>, encode = true): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => (encode ? encodeComponent(params[name] ?? '') : params[name] ?? ''));
}

/** The record type of a collection or item path (Person for /rest/people). */
export function entityOf(ctx: GenContext, op: Operation): string | undefined {
  return ctx.index.entityOfPath(op.template);
}

const isBulk = (op: Operation) => (op.method === 'patch' || op.method === 'delete') && pathParams(op.template).length === 0;

function validQueryValue(ctx: GenContext, op: Operation, param: Parameter): string | undefined {
  const { rng, pool } = ctx;
  const entity = entityOf(ctx, op);
  const fields = entity ? filterFields(ctx.index, entity) : [];
  switch (param.name) {
    case 'limit':
      return String(rng.pick([1, 2, 5, 10, 60, 100, 1000, 5000]));
    case 'filter':
      if (isBulk(op)) return rng.chance(0.85) && entity ? idFilter(rng, pool, entity) : validFilter(rng, pool, fields, 1);
      return validFilter(rng, pool, fields);
    case 'order_by':
      return validOrderBy(rng, fields);
    case 'starting_after':
    case 'ending_before': {
      const entry = entity ? pool.pick(rng, entity) : undefined;
      return entry?.id ?? uuidV4(rng);
    }
    default: {
      const value = generateValue(param.schema, ctx, { depth: 0, property: param.name });
      if (value === null || value === undefined) return undefined;
      return typeof value === 'string' ? value : JSON.stringify(value);
    }
  }
}

function encodeQueryValue(ctx: GenContext, value: string): string {
  const mode = ctx.rng.weighted<'full' | 'light' | 'raw-percent'>([
    ['full', 6],
    ['light', 3],
    ['raw-percent', 1],
  ]);
  if (mode === 'full') return encodeComponent(value);
  // Reserved characters left as they are (allowReserved), the rest encoded.
  return value.replace(/[\s&#+=\u0080-\uffff]|%/gu, (c) => (c === '%' && mode === 'raw-percent' ? c : encodeComponent(c)));
}

function validQuery(ctx: GenContext, op: Operation): [string, string][] {
  const pairs: [string, string][] = [];
  const query = op.parameters.filter((p) => p.in === 'query');
  const exclusiveCursor = ctx.rng.pick(['starting_after', 'ending_before']);
  for (const param of query) {
    if ((param.name === 'starting_after' || param.name === 'ending_before') && param.name !== exclusiveCursor) continue;
    const bulkFilter = param.name === 'filter' && isBulk(op);
    if (!param.required && !bulkFilter && !ctx.rng.chance(0.4)) continue;
    const value = validQueryValue(ctx, op, param);
    if (value !== undefined) pairs.push([param.name, value]);
  }
  return pairs;
}

function hostileQueryValue(ctx: GenContext, op: Operation, name: string): string {
  const entity = entityOf(ctx, op);
  const fields = entity ? filterFields(ctx.index, entity).map((f) => f.path) : [];
  switch (name) {
    case 'filter':
      return hostileFilter(ctx.rng, fields);
    case 'order_by':
      return hostileOrderBy(ctx.rng, fields);
    case 'limit':
      return hostileLimit(ctx.rng);
    case 'depth':
      return hostileDepth(ctx.rng);
    case 'starting_after':
    case 'ending_before':
      return hostileCursor(ctx.rng);
    case 'force':
      return hostileBoolean(ctx.rng);
    default:
      return malformedUuid(ctx.rng);
  }
}

const UNKNOWN_PARAMS = ['foo', '__proto__', 'constructor', 'limit[]', 'filter[eq]', 'a.b', '', 'LIMIT', 'depth ', 'x'.repeat(2000), '%00', 'toString'];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json; charset=nonsense',
  'application/json-patch+json',
  'application/merge-patch+json',
  'APPLICATION/JSON',
  'application/json;charset=UTF-8',
  'application/json; foo=bar',
  'application/jsonx',
  'json',
  '*/*',
  '',
  'application/json, text/plain',
];

export interface RestContext {
  gen: GenContext;
  keys: ApiKeys;
  /** Whether a valid body may grow the metadata (pipelines and fields are capped per run). */
  mayCreateMetadata(op: Operation): boolean;
}

function authHeaders(ctx: RestContext, variant: RestVariant): Record<string, string | string[]> {
  const { rng } = ctx.gen;
  if (variant !== 'auth') return { authorization: `Bearer ${ctx.keys.admin}` };
  const others = ctx.keys.others;
  const choice = rng.int(0, 11);
  switch (choice) {
    case 0:
      return {};
    case 1:
      return { authorization: 'Bearer' };
    case 2:
      return { authorization: `Bearer ${'x'.repeat(rng.pick([1, 64, 5000]))}` };
    case 3:
      return { authorization: `Basic ${Buffer.from('admin:admin').toString('base64')}` };
    case 4:
      return { authorization: `bearer ${ctx.keys.admin}` };
    case 5:
      return { authorization: `Bearer  ${ctx.keys.admin}` };
    case 6:
      return { authorization: [`Bearer ${ctx.keys.admin}`, 'Bearer other'] };
    case 7:
      return { authorization: `Bearer ${ctx.keys.admin}x` };
    case 8:
      return { authorization: `Bearer ${encodeURIComponent("' OR 1=1 --")}` };
    default: {
      if (!others.length) return {};
      const key = rng.pick(others);
      return { authorization: `Bearer ${key.secret}` };
    }
  }
}

export function pickRestVariant(ctx: RestContext, op: Operation): RestVariant {
  const hasBody = !!op.requestBody;
  const hasPath = pathParams(op.template).length > 0;
  return ctx.gen.rng.weighted<RestVariant>([
    ['valid', 42],
    ['body', hasBody ? 20 : 0],
    ['query', 9],
    ['path', hasPath ? 8 : 0],
    ['duplicate', 3],
    ['content-type', hasBody ? 5 : 0],
    ['malformed-json', hasBody ? 5 : 0],
    ['auth', 4],
    ['method', 2],
    ['unexpected-body', hasBody ? 0 : 2],
  ]);
}

export function buildRestRequest(ctx: RestContext, op: Operation, chosen?: RestVariant): RestRequest {
  const { gen } = ctx;
  const { rng } = gen;
  let variant = chosen ?? pickRestVariant(ctx, op);
  if (variant === 'valid' && !ctx.mayCreateMetadata(op)) variant = 'body';
  let detail = '';

  // Path
  const params = validPathParams(gen, op);
  let path = fillPath(op.template, params);
  if (variant === 'path' && pathParams(op.template).length === 0) {
    // No parameter to spoil: a hostile segment after the path instead.
    detail = 'extra-segment';
    path = `${op.template}/${hostilePathSegment(rng)}`;
  } else if (variant === 'path') {
    const names = pathParams(op.template);
    const name = rng.pick(names);
    const kind = rng.int(0, 3);
    const bad =
      kind === 0
        ? uuidV4(rng) // unknown
        : kind === 1
          ? encodeComponent(malformedUuid(rng))
          : hostilePathSegment(rng);
    detail = kind === 0 ? 'unknown-id' : kind === 1 ? 'malformed-id' : 'hostile-segment';
    params[name] = bad;
    path = op.template.replace(/\{([^}]+)\}/g, (_, n: string) => (n === name ? bad : encodeComponent(params[n])));
  }

  // Query
  let query = validQuery(gen, op);
  if (variant === 'query') {
    const names = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
    if (names.length && rng.chance(0.8)) {
      const name = rng.pick(names);
      detail = name;
      query = query.filter(([n]) => n !== name);
      query.push([name, hostileQueryValue(gen, op, name)]);
    } else {
      const name = rng.pick(UNKNOWN_PARAMS);
      detail = 'unknown-param';
      query.push([name, rng.pick(['1', 'x', '', '../../etc/passwd'])]);
    }
  }
  if (variant === 'duplicate') {
    const names = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
    const name = names.length ? rng.pick(names) : 'limit';
    const first = query.find(([n]) => n === name)?.[1] ?? validQueryValue(gen, op, op.parameters.find((p) => p.name === name) ?? { name, in: 'query', schema: {} }) ?? '1';
    const second = validQueryValue(gen, op, op.parameters.find((p) => p.name === name) ?? { name, in: 'query', schema: {} }) ?? '2';
    query = query.filter(([n]) => n !== name);
    query.push([name, first], [name, rng.chance(0.3) ? first : second]);
    detail = name;
  }
  const search = query.map(([k, v]) => `${encodeComponent(k)}=${encodeQueryValue(gen, v)}`).join('&');
  if (search) path += `?${search}`;

  // Method
  let method = op.method.toUpperCase();
  if (variant === 'method') {
    const documented = new Set(gen.index.operations.filter((o) => sameShape(o.template, op.template)).map((o) => o.method.toUpperCase()));
    const undocumented = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].filter((m) => !documented.has(m));
    if (undocumented.length) method = rng.pick(undocumented);
    detail = method;
  }

  // Body
  const headers: Record<string, string | string[]> = { ...authHeaders(ctx, variant), accept: rng.chance(0.05) ? rng.pick(['text/html', 'application/xml', '*/*', 'image/png']) : 'application/json' };
  let body: unknown;
  let text: string | Buffer | undefined;
  const schema: JsonSchema | undefined = op.requestBody?.schema;
  if (schema && method !== 'GET') {
    body = generateValue(schema, gen, { depth: 0 });
    text = JSON.stringify(body);
    headers['content-type'] = 'application/json';
    if (variant === 'body') {
      const mutated = mutateBody(rng, gen.index, schema, body);
      detail = mutated.mutation;
      body = mutated.raw === undefined ? mutated.value : safeParse(mutated.raw);
      text = mutated.raw ?? JSON.stringify(mutated.value) ?? '';
    } else if (variant === 'malformed-json') {
      const malformed = malformedJson(rng, text);
      detail = malformed.kind;
      text = malformed.text;
      body = typeof text === 'string' ? safeParse(text) : undefined;
    } else if (variant === 'content-type') {
      const choice = rng.int(0, 4);
      if (choice === 0) {
        delete headers['content-type'];
        detail = 'none';
      } else if (choice === 1) {
        headers['content-encoding'] = rng.pick(['gzip', 'br', 'deflate', 'identity', 'x-unknown']);
        detail = `encoding ${headers['content-encoding']}`;
      } else if (choice === 2) {
        headers['content-type'] = ['application/json', 'text/plain'];
        detail = 'twice';
      } else {
        headers['content-type'] = rng.pick(WRONG_CONTENT_TYPES);
        detail = String(headers['content-type']);
      }
      body = undefined; // the server may or may not read it as the JSON it is
    }
  } else if (variant === 'unexpected-body') {
    text = JSON.stringify(rng.pick<unknown>([{ name: 'x' }, [1, 2], { filter: 'id[is]:NULL' }]));
    headers['content-type'] = 'application/json';
    detail = 'json';
  }

  return {
    kind: 'rest',
    operation: `${op.method.toUpperCase()} ${op.template}`,
    variant: detail ? `${variant}:${detail}` : variant,
    op,
    raw: { method, path, headers, body: text },
    params,
    body,
    meantValid: variant === 'valid',
  };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const UNKNOWN_ROUTES = [
  '/rest',
  '/rest/',
  '/rest/unknownThings',
  '/rest/people/x/y/z',
  '/REST/PEOPLE',
  '/rest//people',
  '/rest/people/',
  '/rest/%2e%2e/apiKeys',
  '/rest/../healthz',
  '/rest/batch',
  '/rest/batch/unknown',
  '/rest/metadata',
  '/rest/metadata/objects/person/fields',
  '/rest/people;jsessionid=1',
  '/rest/people%00',
  '/rest/people/%2e%2e/companies',
  '/unknown',
  '/',
  '/rest/apiKeys/revoke',
  '/rest/webhookDeliveries/retry',
  '/rest/open-api/x',
  '/openapi.json/../rest/apiKeys',
  '/openapi.json/x',
  '/healthz/x',
  '/docs/nope.js',
  '/docs/../rest/people',
  '/graphql/x',
  '/graphql/',
  '/rest/\u00e9',
];

/** A request to a path the document does not have. */
export function buildUnknownRouteRequest(ctx: RestContext): RestRequest {
  const { rng } = ctx.gen;
  const path = rng.chance(0.2) ? `/rest/${'a/'.repeat(rng.int(1, 200))}` : rng.pick(UNKNOWN_ROUTES);
  const method = rng.pick(['GET', 'POST', 'PATCH', 'DELETE', 'PUT']);
  const headers: Record<string, string> = { authorization: `Bearer ${ctx.keys.admin}` };
  let text: string | undefined;
  if (method !== 'GET' && rng.chance(0.5)) {
    text = '{"name":"x"}';
    headers['content-type'] = 'application/json';
  }
  return { kind: 'rest', operation: 'unknown route', variant: method, raw: { method, path, headers, body: text }, params: {}, meantValid: false };
}
