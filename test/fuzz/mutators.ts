// Mutations of a valid request body: wrong types, missing required and extra fields, nulls,
// huge strings, unicode and NUL bytes, numeric edges, malformed UUIDs and dates, array and
// nesting edges, a body of the wrong JSON type; and bodies that are not (valid) JSON at all.
import {
  hugeString,
  malformedUuid,
  nulString,
  numericEdge,
  RAW_NUMBER_TEXTS,
  unicodeString,
} from './hostile-values.ts';
import type { Rng } from './prng.ts';
import type { JsonSchema, SchemaIndex } from './schema-index.ts';

type PathPart = string | number;

interface Slot {
  path: PathPart[];
  value: unknown;
  schema?: JsonSchema;
}

export const BODY_MUTATIONS = [
  'wrong-type',
  'missing-required',
  'extra-field',
  'null',
  'huge-string',
  'unicode',
  'nul-byte',
  'numeric-edge',
  'malformed-uuid',
  'date-edge',
  'array-edge',
  'deep-nesting',
  'whole-body',
] as const;
export type BodyMutation = (typeof BODY_MUTATIONS)[number];

/** Every position of `value` (the root included), with the schema that describes it where known. */
function slots(index: SchemaIndex, schema: JsonSchema | undefined, value: unknown, path: PathPart[] = [], out: Slot[] = []): Slot[] {
  out.push({ path, value, schema });
  if (path.length > 12) return out;
  const nonNull = schema ? index.resolve(index.nonNull(schema)).schema : undefined;
  if (Array.isArray(value)) {
    value.forEach((item, i) => slots(index, nonNull?.items, item, [...path, i], out));
  } else if (value !== null && typeof value === 'object') {
    const properties = nonNull ? index.properties(nonNull).properties : {};
    for (const [key, child] of Object.entries(value)) slots(index, properties[key], child, [...path, key], out);
  }
  return out;
}

function setAt(root: unknown, path: PathPart[], value: unknown): unknown {
  if (path.length === 0) return value;
  let node = root as Record<PathPart, unknown>;
  for (const part of path.slice(0, -1)) node = node[part] as Record<PathPart, unknown>;
  node[path[path.length - 1]] = value;
  return root;
}

function deleteAt(root: unknown, path: PathPart[]): void {
  let node = root as Record<PathPart, unknown>;
  for (const part of path.slice(0, -1)) node = node[part] as Record<PathPart, unknown>;
  const last = path[path.length - 1];
  if (Array.isArray(node)) node.splice(last as number, 1);
  else delete node[last];
}

function formatOf(index: SchemaIndex, schema: JsonSchema | undefined): string | undefined {
  return schema ? index.resolve(index.nonNull(schema)).schema.format : undefined;
}

/** A value of another JSON type than `value`. */
export function otherType(rng: Rng, value: unknown): unknown {
  const options: unknown[] = ['a string', 42, -1.5, true, false, null, [], [1, 'x'], {}, { nested: { deep: true } }, '', '42', 'true', 'null'];
  const kind = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
  return rng.pick(options.filter((o) => kind(o) !== kind(value)));
}

const DATE_EDGES = [
  '2024-02-30T00:00:00Z',
  '2024-13-01T00:00:00Z',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '+275760-09-13T00:00:00.000Z',
  '-271821-04-20T00:00:00.000Z',
  '1970-01-01T00:00:00Z',
  '2024-01-01T25:61:61Z',
  '2024-01-01',
  '2024-01-01T00:00:00',
  '2024-01-01T00:00:00+99:99',
  '2024-1-1',
  'now',
  'yesterday',
  '',
  '1700000000000',
  '2024-01-01T00:00:00.123456789Z',
  '２０２４-01-01',
];

/** Deeply nested JSON text (as text: JSON.stringify cannot write it). */
function deepText(rng: Rng): string {
  const depth = rng.pick([100, 1_000, 5_000, 50_000]);
  return rng.chance(0.5) ? `${'['.repeat(depth)}1${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}"leaf"${'}'.repeat(depth)}`;
}

const EXTRA_KEYS = ['unknownField', '__proto__', 'constructor', 'prototype', 'id', 'createdAt', 'updatedAt', 'deletedAt', 'workspaceId', 'createdBy', 'hasOwnProperty', '', ' ', 'a\u0000b', '$where', 'name.firstName', 'x'.repeat(1000), '😀'];

export interface MutatedBody {
  mutation: BodyMutation;
  /** The mutated value (send as JSON), or raw JSON text when `raw` is set. */
  value: unknown;
  raw?: string;
}

/** One mutation of `valid` (a body valid for `schema`). */
export function mutateBody(rng: Rng, index: SchemaIndex, schema: JsonSchema | undefined, valid: unknown, only?: BodyMutation): MutatedBody {
  const mutation: BodyMutation = only ?? rng.pick(BODY_MUTATIONS);
  const root = structuredClone(valid);
  const all = slots(index, schema, root);
  const inner = all.filter((s) => s.path.length > 0);
  const pickSlot = (filter: (s: Slot) => boolean = () => true) => {
    const candidates = inner.filter(filter);
    return candidates.length ? rng.pick(candidates) : undefined;
  };
  const objects = all.filter((s) => s.value !== null && typeof s.value === 'object' && !Array.isArray(s.value));
  const done = (value: unknown, raw?: string): MutatedBody => ({ mutation, value, raw });

  switch (mutation) {
    case 'wrong-type': {
      const slot = pickSlot();
      if (!slot) return done(otherType(rng, root));
      return done(setAt(root, slot.path, otherType(rng, slot.value)));
    }
    case 'missing-required': {
      const withRequired = objects.filter((s) => s.schema && index.properties(s.schema).required.some((r) => r in (s.value as object)));
      if (!withRequired.length) return done(Array.isArray(root) ? [{}] : {});
      const slot = rng.pick(withRequired);
      const required = index.properties(slot.schema!).required.filter((r) => r in (slot.value as object));
      deleteAt(root, [...slot.path, rng.pick(required)]);
      return done(root);
    }
    case 'extra-field': {
      const slot = objects.length ? rng.pick(objects) : undefined;
      if (!slot) return done(root);
      const key = rng.pick(EXTRA_KEYS);
      const extra = rng.pick<unknown>(['x', 1, null, { city: 'Polluted' }, true]);
      if (key === '__proto__') {
        // JSON.parse makes __proto__ an own property: spliced into the text so it is really sent.
        const marker = `__fuzz_key_${rng.int(0, 1e9)}__`;
        (slot.value as Record<string, unknown>)[marker] = extra;
        return done(root, JSON.stringify(root).replace(JSON.stringify(marker), '"__proto__"'));
      }
      (slot.value as Record<string, unknown>)[key] = extra;
      return done(root);
    }
    case 'null': {
      const slot = pickSlot();
      return done(slot ? setAt(root, slot.path, null) : null);
    }
    case 'huge-string':
    case 'unicode':
    case 'nul-byte': {
      const make = mutation === 'huge-string' ? hugeString : mutation === 'unicode' ? unicodeString : nulString;
      const strings = inner.filter((s) => typeof s.value === 'string');
      const slot = strings.length ? rng.pick(strings) : pickSlot();
      if (!slot) return done(make(rng));
      if (mutation !== 'huge-string' && rng.chance(0.15)) {
        // in a key instead of a value
        const parentPath = slot.path.slice(0, -1).join('\u0001');
        const parent = all.find((s) => s.path.join('\u0001') === parentPath)?.value as Record<string, unknown> | undefined;
        if (parent && typeof parent === 'object' && !Array.isArray(parent)) {
          parent[make(rng)] = 'x';
          return done(root);
        }
      }
      return done(setAt(root, slot.path, make(rng)));
    }
    case 'numeric-edge': {
      const numbers = inner.filter((s) => typeof s.value === 'number');
      const slot = numbers.length && rng.chance(0.8) ? rng.pick(numbers) : pickSlot();
      if (!slot) return done(root);
      if (rng.chance(0.25)) {
        // A number JSON can write but a double cannot hold: spliced into the text.
        const marker = `__fuzz_number_${rng.int(0, 1e9)}__`;
        setAt(root, slot.path, marker);
        return done(root, JSON.stringify(root).replace(`"${marker}"`, rng.pick(RAW_NUMBER_TEXTS)));
      }
      return done(setAt(root, slot.path, numericEdge(rng)));
    }
    case 'malformed-uuid': {
      const uuids = inner.filter((s) => formatOf(index, s.schema) === 'uuid' || (typeof s.value === 'string' && /^[0-9a-f-]{36}$/i.test(s.value)));
      const slot = uuids.length ? rng.pick(uuids) : pickSlot();
      if (!slot) return done(root);
      return done(setAt(root, slot.path, malformedUuid(rng)));
    }
    case 'date-edge': {
      const dates = inner.filter((s) => ['date-time', 'date'].includes(formatOf(index, s.schema) ?? ''));
      const slot = dates.length ? rng.pick(dates) : pickSlot((s) => typeof s.value === 'string');
      if (!slot) return done(root);
      return done(setAt(root, slot.path, rng.pick(DATE_EDGES)));
    }
    case 'array-edge': {
      const arrays = all.filter((s) => Array.isArray(s.value));
      const slot = arrays.length ? rng.pick(arrays) : pickSlot();
      if (!slot) return done([]);
      const current = Array.isArray(slot.value) ? slot.value : [slot.value];
      const variants: unknown[] = [
        [],
        Array.from({ length: rng.pick([61, 101, 1000]) }, (_, i) => current[i % Math.max(1, current.length)] ?? 'x'),
        [...current, ...current],
        [current],
        [null],
        [[[[]]]],
        Object.assign({}, current),
      ];
      return done(setAt(root, slot.path, structuredClone(rng.pick(variants))));
    }
    case 'deep-nesting': {
      const slot = pickSlot();
      if (!slot) return done(undefined, deepText(rng));
      const marker = `__fuzz_deep_${rng.int(0, 1e9)}__`;
      setAt(root, slot.path, marker);
      return done(undefined, JSON.stringify(root).replace(JSON.stringify(marker), deepText(rng)));
    }
    case 'whole-body':
      return done(rng.pick<unknown>(['a string', 42, null, true, [], [root], {}, [[]], Array.isArray(root) ? root[0] ?? {} : [root, root]]));
  }
}

/** JSON text that does not parse, or parses to something unusual, for a body whose valid form is `validText`. */
export function malformedJson(rng: Rng, validText: string): { kind: string; text: string | Buffer } {
  const cut = Math.max(1, Math.floor(validText.length / 2));
  const variants: [string, () => string | Buffer][] = [
    ['truncated', () => validText.slice(0, cut)],
    ['trailing-comma', () => validText.replace(/}$/, ',}')],
    ['single-quotes', () => validText.replace(/"/g, "'")],
    ['unquoted-keys', () => validText.replace(/"(\w+)":/g, '$1:')],
    ['comment', () => `/* c */${validText}`],
    ['nan-literal', () => '{"x": NaN}'],
    ['undefined-literal', () => '{"x": undefined}'],
    ['two-documents', () => `${validText}${validText}`],
    ['trailing-garbage', () => `${validText}garbage`],
    ['bom', () => `\uFEFF${validText}`],
    ['bare-string', () => '"just a string"'],
    ['bare-number', () => '42'],
    ['bare-null', () => 'null'],
    ['empty', () => ''],
    ['whitespace', () => ' \n\t '],
    ['lone-surrogate-escape', () => validText.replace(/}$/, ',"x":"\\ud800"}')],
    ['bad-escape', () => '{"x": "\\x41"}'],
    ['control-char', () => '{"x": "a\u0001b"}'],
    ['duplicate-keys', () => (validText.startsWith('{"') ? validText.replace(/^\{("[^"]+"):/, '{$1:"dup",$1:') : '{"a":1,"a":2}')],
    ['deep-array', () => `${'['.repeat(100_000)}${']'.repeat(100_000)}`],
    ['deep-unclosed', () => '{"a":'.repeat(10_000)],
    ['invalid-utf8', () => Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from('"}')])],
    ['overlong-utf8', () => Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc0, 0xaf]), Buffer.from('"}')])],
    ['nul-bytes', () => `${validText}\u0000`],
    ['huge-number', () => `{"x": ${'9'.repeat(10_000)}}`],
    ['huge-key', () => `{"${'k'.repeat(200_000)}": 1}`],
    ['many-keys', () => `{${Array.from({ length: 20_000 }, (_, i) => `"k${i}":${i}`).join(',')}}`],
    ['form-encoded', () => 'name=Bob&city=Oslo'],
    ['xml', () => '<?xml version="1.0"?><person><name>Bob</name></person>'],
  ];
  const [kind, make] = rng.pick(variants);
  return { kind, text: make() };
}
