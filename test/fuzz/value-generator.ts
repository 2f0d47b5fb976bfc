// Valid values from JSON Schema: objects, arrays, enums, const, formats (uuid, date-time, date,
// email, uri), patterns, anyOf/oneOf/allOf, $ref into components, nullable types. Where the
// schema cannot say what the service accepts, the hints (hints.ts) fill in, e.g. relation ids
// from the pool of records created earlier in the run, e-mail addresses, option values.
import type { IdPool } from './id-pool.ts';
import type { Rng } from './prng.ts';
import type { JsonSchema, SchemaIndex } from './schema-index.ts';
import { HINTS, type Hints } from './hints.ts';

export interface GenContext {
  rng: Rng;
  index: SchemaIndex;
  pool: IdPool;
  /** A new number on every call: for names that must be unique in the run. */
  unique(): number;
  hints?: Hints;
  /** Probability that an optional property is generated (default 0.5). */
  optionalRate?: number;
  /** Probability of null where null is allowed (default 0.1). */
  nullRate?: number;
  /** Base URL webhooks may deliver to (a loopback sink); else an address that never resolves. */
  webhookTarget?: string;
}

/** Where a value goes: the nearest enclosing component schema and the property name. */
export interface Site {
  component?: string;
  property?: string;
  /** The object the property belongs to (when generating a property). */
  parentComponent?: string;
  depth: number;
}

const WORDS = ['acme', 'alpha', 'beta', 'delta', 'orion', 'nova', 'lumen', 'pine', 'river', 'stone', 'maple', 'cedar', 'ember', 'frost', 'harbor', 'iris', 'juniper', 'kite'];
const BENIGN_UNICODE = ['Zoë', 'Ångström', 'Łódź', '日本', 'مرحبا', '😀', '👩‍💻', 'naïve café', 'Ελληνικά', 'ß'];
const MAX_DEPTH = 8;

export function word(rng: Rng): string {
  return rng.pick(WORDS);
}

export function text(rng: Rng, minLength = 0, maxLength = 40): string {
  let out = '';
  const target = Math.max(minLength, Math.min(maxLength, rng.int(minLength, Math.min(maxLength, minLength + 24))));
  while (out.length < target) {
    const piece = rng.chance(0.15) ? rng.pick(BENIGN_UNICODE) : word(rng);
    out += (out ? ' ' : '') + piece;
  }
  if (out.length > maxLength) out = [...out].slice(0, maxLength).join('');
  // slicing by code points can still cut a ZWJ sequence, never a surrogate pair
  while (out.length > maxLength) out = out.slice(0, -1);
  if (out.length < minLength) out = out.padEnd(minLength, 'x');
  return out;
}

export function uuidV4(rng: Rng): string {
  const hex = (n: number) => Array.from({ length: n }, () => rng.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${rng.pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
}

export function isoDateTime(rng: Rng): string {
  const ms = Date.UTC(rng.int(1950, 2080), rng.int(0, 11), rng.int(1, 28), rng.int(0, 23), rng.int(0, 59), rng.int(0, 59), rng.int(0, 999));
  const iso = new Date(ms).toISOString();
  return rng.chance(0.2) ? iso.replace('.000Z', 'Z').replace('Z', '+00:00') : iso;
}

export function isoDate(rng: Rng): string {
  return new Date(Date.UTC(rng.int(1950, 2080), rng.int(0, 11), rng.int(1, 28))).toISOString().slice(0, 10);
}

export function email(rng: Rng, ctx?: GenContext): string {
  return `${word(rng)}.${ctx ? ctx.unique() : rng.int(0, 9999)}@${word(rng)}.example`;
}

export function url(rng: Rng): string {
  return `https://${word(rng)}.example/${word(rng)}`;
}

/** Any JSON value (for schemas without a type: RAW_JSON, defaultValue). */
export function anyJson(rng: Rng, depth = 0): unknown {
  const kind = depth > 2 ? rng.int(0, 3) : rng.int(0, 5);
  switch (kind) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.chance(0.5) ? rng.int(-1000, 1000) : rng.next() * 1000;
    case 3:
      return text(rng, 0, 20);
    case 4:
      return Array.from({ length: rng.int(0, 3) }, () => anyJson(rng, depth + 1));
    default:
      return Object.fromEntries(Array.from({ length: rng.int(0, 3) }, () => [word(rng), anyJson(rng, depth + 1)]));
  }
}

/** A string matching `pattern`, from a few candidates (the document's patterns are simple). */
function stringForPattern(rng: Rng, pattern: string, ctx: GenContext): string | undefined {
  const re = new RegExp(pattern);
  const candidates = [
    rng.pick(['EUR', 'USD', 'GBP', 'JPY']),
    uuidV4(rng),
    '20202020-e674-48e5-a542-72570eee7213',
    word(rng),
    rng.pick(['LOW', 'HIGH', 'IN_PROGRESS']),
    `${word(rng)}${ctx.unique()}`,
    String(rng.int(0, 99999)),
    '',
  ];
  return candidates.find((c) => re.test(c));
}

function generateString(schema: JsonSchema, ctx: GenContext): string {
  const { rng } = ctx;
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 60);
  switch (schema.format) {
    case 'uuid':
      return uuidV4(rng);
    case 'date-time':
      return isoDateTime(rng);
    case 'date':
      return isoDate(rng);
    case 'email':
      return email(rng, ctx);
    case 'uri':
    case 'url':
      return url(rng);
  }
  if (schema.pattern) {
    const matched = stringForPattern(rng, schema.pattern, ctx);
    if (matched !== undefined) return matched;
  }
  if (Array.isArray(schema.examples) && schema.examples.length && rng.chance(0.3)) {
    const example = rng.pick(schema.examples);
    if (typeof example === 'string') return example;
  }
  return text(rng, Math.max(min, rng.chance(0.9) ? Math.min(1, max) : min), Math.min(max, 60));
}

function generateNumber(schema: JsonSchema, integer: boolean, ctx: GenContext): number {
  const { rng } = ctx;
  const min = schema.minimum ?? (integer ? -1000 : -1e6);
  const max = schema.maximum ?? (integer ? 1_000_000 : 1e6);
  if (integer) return rng.int(Math.ceil(min), Math.floor(max));
  const value = min + rng.next() * (max - min);
  return rng.chance(0.5) ? Math.round(value * 100) / 100 : value;
}

function chooseType(types: string[], ctx: GenContext): string {
  const nonNull = types.filter((t) => t !== 'null');
  if (types.includes('null') && (nonNull.length === 0 || ctx.rng.chance(ctx.nullRate ?? 0.1))) return 'null';
  return ctx.rng.pick(nonNull);
}

/** A value valid for `schema`; `site` says where it goes (for hints and relation ids). */
export function generateValue(schema: JsonSchema | undefined, ctx: GenContext, site: Site = { depth: 0 }): unknown {
  const { rng, index } = ctx;
  const hints = ctx.hints ?? HINTS;
  const { schema: resolved, name } = index.resolve(schema ?? {});
  const component = name ?? site.component;
  const here: Site = { ...site, component };

  const hinted = hints.value(ctx, here, resolved, name);
  if (hinted) return hinted.value;

  if (resolved.const !== undefined) return structuredClone(resolved.const);
  if (resolved.enum) return structuredClone(rng.pick(resolved.enum));

  const branches = resolved.anyOf ?? resolved.oneOf;
  if (branches && branches.length) {
    const nonNull = branches.filter((b) => !(index.types(b)?.length === 1 && index.types(b)?.[0] === 'null'));
    const hasNull = nonNull.length < branches.length;
    if (hasNull && (nonNull.length === 0 || rng.chance(ctx.nullRate ?? 0.1))) return null;
    return generateValue(rng.pick(nonNull), ctx, here);
  }
  if (resolved.allOf) {
    const parts = resolved.allOf.map((part) => generateValue(part, ctx, here));
    return Object.assign({}, ...parts.filter((p) => p && typeof p === 'object'));
  }

  const types = index.types(resolved);
  if (!types) {
    // No type at all: any JSON value (RAW_JSON, defaultValue); objects only when it has properties.
    return site.depth > MAX_DEPTH ? null : anyJson(rng);
  }
  const type = chooseType(types, ctx);
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return rng.chance(0.5);
    case 'integer':
      return generateNumber(resolved, true, ctx);
    case 'number':
      return generateNumber(resolved, false, ctx);
    case 'string':
      return generateString(resolved, ctx);
    case 'array': {
      const items = resolved.items ?? {};
      const min = resolved.minItems ?? 0;
      const max = Math.min(resolved.maxItems ?? min + 3, min + 3);
      const length = site.depth > MAX_DEPTH ? min : rng.int(min, Math.max(min, max));
      const values = Array.from({ length }, () => generateValue(items, ctx, { ...here, depth: site.depth + 1 }));
      return resolved.uniqueItems ? dedupe(values) : values;
    }
    case 'object':
      return generateObject(resolved, ctx, here);
    default:
      return null;
  }
}

function dedupe(values: unknown[]): unknown[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const key = JSON.stringify(v);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function generateObject(schema: JsonSchema, ctx: GenContext, site: Site): Record<string, unknown> {
  const { rng, index } = ctx;
  const hints = ctx.hints ?? HINTS;
  const { properties, required, additional } = index.properties(schema);
  const out: Record<string, unknown> = {};
  for (const [property, propertySchema] of Object.entries(properties)) {
    const resolvedProperty = index.resolve(propertySchema).schema;
    if (resolvedProperty.readOnly || propertySchema.readOnly) continue;
    const isRequired = required.includes(property);
    if (!isRequired && (site.depth > MAX_DEPTH || !rng.chance(ctx.optionalRate ?? 0.5))) continue;
    if (propertySchema.deprecated && !isRequired) continue;
    const value = generateValue(propertySchema, ctx, {
      component: site.component,
      parentComponent: site.component,
      property,
      depth: site.depth + 1,
    });
    if (value !== undefined) out[property] = value;
  }
  if (additional && typeof additional === 'object' && site.depth <= MAX_DEPTH && rng.chance(0.3)) {
    for (let i = rng.int(0, 2); i > 0; i--) out[`${word(rng)}${ctx.unique()}`] = generateValue(additional, ctx, { ...site, depth: site.depth + 1 });
  }
  hints.fixObject(ctx, site, out);
  return out;
}
