// Request body -> validated, normalised values, checked against object metadata. This is the
// domain's own validation (REST, GraphQL, workflows and sequences all write through it); the
// OpenAPI validator at the REST edge is an early, friendlier copy of the same rules.
import { ACTOR_SOURCES, COMPOSITE_TYPES, type SubFieldDefinition } from '../../metadata/composite-types.ts';
import {
  isComposite,
  isRelation,
  type CompositeField,
  type FieldMetadata,
  type ObjectMetadata,
  type ScalarField,
} from '../../metadata/types.ts';
import { isUuid, notAUuid } from '../../lib/uuid.ts';
import { canonicalEmail } from '../../lib/canonical-email.ts';
import { normalizeDate, normalizeDateTime } from '../../lib/iso-date-time.ts';
import { storedJsonTextProblem as jsonTextProblem, storedTextProblem as textProblem } from '../../lib/stored-text.ts';

export type WriteMode = 'create' | 'update';

/** Field name -> normalised value; composites hold only the sub-fields the request sent. */
export type ValidatedInput = Map<string, unknown>;

const INT4_MAX = 2_147_483_647;
const MAX_TEXT_LENGTH = 100_000;
const CURRENCY_CODE = /^[A-Z]{3}$/;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * How deeply a JSON value (RAW_JSON fields and sub-fields) may nest. Writing it (JSON.stringify
 * for jsonb) and PostgreSQL's jsonb parser recurse once per level: a few thousand levels ran the
 * process out of stack (a 500).
 */
const MAX_JSON_DEPTH = 100;

/**
 * Why a JSON value cannot be stored as written, or undefined (walked without recursion): it
 * nests too deeply, or holds a number JSON can write but a double cannot (1e400 parses to
 * Infinity, which JSON.stringify writes as null: the value read back changed).
 */
function jsonValueProblem(value: unknown): string | undefined {
  const pending: [unknown, number][] = [[value, 1]];
  while (pending.length) {
    const [item, depth] = pending.pop()!;
    if (typeof item === 'number' && !Number.isFinite(item)) return `must hold only numbers between -1.7976931348623157e308 and 1.7976931348623157e308, got one beyond (${item})`;
    if (item === null || typeof item !== 'object') continue;
    if (depth > MAX_JSON_DEPTH) return `must nest at most ${MAX_JSON_DEPTH} arrays or objects deep`;
    for (const child of Array.isArray(item) ? item : Object.values(item)) pending.push([child, depth + 1]);
  }
  return undefined;
}

const describe = (value: unknown) =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : `a ${typeof value}`;

class Problems {
  readonly messages: string[] = [];
  add(path: string, message: string) {
    this.messages.push(`${path}: ${message}`);
  }
}

function validateScalar(field: ScalarField, value: unknown, path: string, problems: Problems): unknown {
  switch (field.type) {
    case 'UUID':
      if (typeof value === 'string' && isUuid(value)) return value.toLowerCase();
      return problems.add(path, typeof value === 'string' ? notAUuid(value) : `must be a UUID, got ${JSON.stringify(value)}`);
    case 'TEXT':
      if (typeof value !== 'string') return problems.add(path, `must be a string, got ${describe(value)}`);
      if (value.length > MAX_TEXT_LENGTH) return problems.add(path, `must be at most ${MAX_TEXT_LENGTH} characters`);
      if (textProblem(value)) return problems.add(path, textProblem(value)!);
      return value;
    case 'NUMBER':
      if (typeof value !== 'number' || !Number.isFinite(value))
        return problems.add(path, `must be a number, got ${describe(value)}`);
      if (field.integer && (!Number.isInteger(value) || Math.abs(value) > INT4_MAX))
        return problems.add(path, `must be an integer between -${INT4_MAX} and ${INT4_MAX}`);
      return value;
    case 'BOOLEAN':
      if (typeof value !== 'boolean') return problems.add(path, `must be true or false, got ${describe(value)}`);
      return value;
    case 'DATE_TIME': {
      const timestamp = typeof value === 'string' ? normalizeDateTime(value) : undefined;
      if (!timestamp) return problems.add(path, `must be an ISO 8601 date or date-time, got ${JSON.stringify(value)}`);
      return timestamp;
    }
    case 'DATE': {
      const day = typeof value === 'string' ? normalizeDate(value) : undefined;
      if (!day) return problems.add(path, `must be a date YYYY-MM-DD, got ${JSON.stringify(value)}`);
      return day;
    }
    case 'SELECT':
      return validateOption(field, value, path, problems);
    case 'MULTI_SELECT':
      if (!Array.isArray(value)) return problems.add(path, `must be an array of option values, got ${describe(value)}`);
      return [...new Set(value.map((item, i) => validateOption(field, item, `${path}[${i}]`, problems)))];
    case 'RAW_JSON': {
      // Any JSON value whose strings jsonb can hold, nested within reason.
      const problem = jsonValueProblem(value) ?? jsonTextProblem(value);
      if (problem) return problems.add(path, problem);
      return value;
    }
  }
}

function validateOption(field: ScalarField, value: unknown, path: string, problems: Problems): unknown {
  const allowed = (field.options ?? []).map((o) => o.value);
  if (typeof value === 'string' && allowed.includes(value)) return value;
  const hint =
    typeof value === 'string' && allowed.includes(value.toUpperCase()) ? ' (values are UPPER_SNAKE_CASE)' : '';
  problems.add(path, `must be one of ${allowed.join(', ')}, got ${JSON.stringify(value)}${hint}`);
}

/** Composite sub-fields: an empty string means "not set" (clients send `""` for blanks). */
function validateSubField(
  field: CompositeField,
  sub: SubFieldDefinition,
  value: unknown,
  path: string,
  problems: Problems,
): unknown {
  if (value === null) return null;
  if (sub.type === 'TEXT') {
    if (typeof value !== 'string') return problems.add(path, `must be a string, got ${describe(value)}`);
    if (value.length > MAX_TEXT_LENGTH) return problems.add(path, `must be at most ${MAX_TEXT_LENGTH} characters`);
    if (textProblem(value)) return problems.add(path, textProblem(value)!);
    if (value === '') return null;
    if (field.type === 'CURRENCY' && sub.name === 'currencyCode' && !CURRENCY_CODE.test(value))
      return problems.add(path, `must be a three-letter ISO 4217 code in capitals (e.g. USD), got ${JSON.stringify(value)}`);
    // Every address is stored in its canonical form (lib/canonical-email.ts), checked as stored.
    if (field.type === 'EMAILS' && sub.name === 'primaryEmail') {
      const address = canonicalEmail(value);
      return EMAIL.test(address) ? address : problems.add(path, `must be an email address, got ${JSON.stringify(value)}`);
    }
    return value;
  }
  if (sub.type === 'NUMBER') {
    if (typeof value !== 'number' || !Number.isFinite(value))
      return problems.add(path, `must be a number, got ${describe(value)}`);
    if (sub.integer && !Number.isSafeInteger(value))
      return problems.add(path, `must be an integer (amounts are in micros: amount x 1,000,000), got ${value}`);
    return value;
  }
  if (!Array.isArray(value)) return problems.add(path, `must be an array, got ${describe(value)}`);
  const problem = jsonValueProblem(value) ?? jsonTextProblem(value);
  if (problem) return problems.add(path, problem);
  if (value.length > 100) return problems.add(path, 'must hold at most 100 items');
  if (field.type === 'EMAILS' && sub.name === 'additionalEmails') {
    const addresses = value.map((v) => (typeof v === 'string' ? canonicalEmail(v) : v));
    return addresses.every((v) => typeof v === 'string' && EMAIL.test(v)) ? addresses : problems.add(path, 'must be an array of email addresses');
  }
  return value;
}

/** createdBy on create: `{source}` only; the service sets who (name, workspaceMemberId). */
function validateActorInput(value: unknown, path: string, problems: Problems): unknown {
  if (value === null) return {}; // the service's own value
  if (typeof value !== 'object' || Array.isArray(value)) return problems.add(path, `must be an object { source }, got ${describe(value)}`);
  const result: Record<string, unknown> = {};
  for (const [key, subValue] of Object.entries(value)) {
    if (key === 'source') {
      if (subValue === null) continue;
      if (typeof subValue !== 'string' || !(ACTOR_SOURCES as readonly string[]).includes(subValue))
        problems.add(`${path}.source`, `must be one of ${ACTOR_SOURCES.join(', ')}, got ${JSON.stringify(subValue)}`);
      else result.source = subValue;
    } else if (key === 'name' || key === 'workspaceMemberId') problems.add(`${path}.${key}`, 'is set by the service and cannot be written');
    else problems.add(`${path}.${key}`, 'unknown sub-field; a create may state only source');
  }
  return result;
}

function validateComposite(field: CompositeField, value: unknown, path: string, problems: Problems): unknown {
  if (field.type === 'ACTOR') return validateActorInput(value, path, problems);
  const subs = COMPOSITE_TYPES[field.type];
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    const shape = `{ ${subs.map((s) => s.name).join(', ')} }`;
    return problems.add(path, `must be an object ${shape}, got ${describe(value)}`);
  }
  const result: Record<string, unknown> = {};
  for (const [key, subValue] of Object.entries(value)) {
    const sub = subs.find((s) => s.name === key);
    if (!sub) {
      problems.add(`${path}.${key}`, `unknown sub-field; valid sub-fields: ${subs.map((s) => s.name).join(', ')}`);
      continue;
    }
    result[key] = validateSubField(field, sub, subValue, `${path}.${key}`, problems);
  }
  return result;
}

function validateField(field: FieldMetadata, value: unknown, problems: Problems): unknown {
  if (value === null) {
    if (!field.nullable || field.requiredOnCreate) problems.add(field.name, 'cannot be null');
    return null;
  }
  if (isComposite(field)) return validateComposite(field, value, field.name, problems);
  return validateScalar(field as ScalarField, value, field.name, problems);
}

function checkRequired(object: ObjectMetadata, input: ValidatedInput, mode: WriteMode, problems: Problems) {
  for (const field of object.fields) {
    const present = input.has(field.name);
    if (mode === 'create' && field.requiredOnCreate && (!present || input.get(field.name) == null)) {
      if (!problems.messages.some((m) => m.startsWith(`${field.name}:`))) problems.add(field.name, 'is required');
      continue;
    }
    if (!isComposite(field) || !present) continue;
    const composite = (input.get(field.name) ?? {}) as Record<string, unknown>;
    // An amount means nothing without its currency (an update may send the amount alone and
    // keep the stored code).
    if (field.type === 'CURRENCY' && composite.amountMicros != null && composite.currencyCode == null && (mode === 'create' || 'currencyCode' in composite))
      problems.add(`${field.name}.currencyCode`, 'is required with amountMicros (a three-letter code such as USD)');
    if (!field.requiredSubFields) continue;
    for (const sub of field.requiredSubFields) {
      const subPresent = sub in composite;
      if ((mode === 'create' || subPresent) && composite[sub] == null)
        problems.add(`${field.name}.${sub}`, mode === 'create' ? 'is required' : 'cannot be emptied');
    }
  }
}

/**
 * Validates a create or update body. Throws nothing: returns the values and the problems, so
 * batch writes can report the index of the faulty item.
 */
export function validateInput(
  object: ObjectMetadata,
  body: unknown,
  mode: WriteMode,
  /** The body comes from the engine owning the object, not a client: engineManaged fields may be written. */
  engineFields = false,
): { values: ValidatedInput; problems: string[] } {
  const problems = new Problems();
  const values: ValidatedInput = new Map();
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    problems.add('body', `must be a JSON object, got ${describe(body)}`);
    return { values, problems: problems.messages };
  }
  for (const [key, value] of Object.entries(body)) {
    if (object.ignoredInputFields?.includes(key)) continue;
    const field = object.fields.find((f) => f.name === key);
    if (!field) {
      const writable = object.fields.filter((f) => !f.readOnly && !isRelation(f)).map((f) => f.name);
      problems.add(key, `unknown field; writable fields of ${object.nameSingular}: ${writable.join(', ')}`);
    } else if (mode === 'update' && field.changedThrough && !engineFields) {
      problems.add(key, `cannot be changed in an update; use ${field.changedThrough}`);
    } else if (field.readOnly && !(mode === 'create' && field.writableOnCreate) && !(engineFields && field.engineManaged)) {
      problems.add(key, mode === 'update' && field.writableOnCreate ? 'can only be chosen on create' : 'is set by the service and cannot be written');
    } else if (isRelation(field)) {
      const hint = field.relation.kind === 'MANY_TO_ONE' ? `; set ${field.relation.joinField} instead` : '';
      problems.add(key, `is a relation and cannot be written here${hint}`);
    } else if (value !== undefined) {
      values.set(key, validateField(field, value, problems));
    }
  }
  checkRequired(object, values, mode, problems);
  return { values, problems: problems.messages };
}
