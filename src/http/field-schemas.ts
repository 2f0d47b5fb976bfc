// One field's JSON Schema (OpenAPI 3.1) in each of the three forms a record object's schemas
// take: `output` (the record as the service answers it: <Object>), `create` (<Object>ForCreate)
// and `update` (<Object>ForUpdate). The hand-written schemas in openapi/components/schemas
// follow the same rules, so a runtime field (a pipeline's, or a custom field of a built-in
// object) looks exactly like a built-in field of its type; test/contract/openapi-metadata
// checks both against the metadata with the same expectations.
import {
  isComposite,
  isRelation,
  type CompositeField,
  type CompositeFieldType,
  type FieldMetadata,
  type RelationField,
  type ScalarField,
} from '../metadata/types.ts';
import { capitalize } from './operation-types.ts';

export type RecordSchemaForm = 'output' | 'create' | 'update';

export type JsonSchema = { [keyword: string]: unknown };

/** `$ref` to a component schema by name; the caller throws when no such component exists. */
export type SchemaRef = (componentName: string) => JsonSchema;

/** FULL_NAME -> FullName, RICH_TEXT_V2 -> RichTextV2: the composite's schemas in composites.yaml. */
export const compositeSchemaName = (type: CompositeFieldType): string =>
  type
    .split('_')
    .map((part) => part.charAt(0) + part.slice(1).toLowerCase())
    .join('');

/**
 * Does the form carry the field? Output: every field (relations only with depth >= 1). Inputs:
 * no relation (a client writes the join field) and no read-only field, except those a create
 * may still choose (a client-supplied `id`, `createdBy.source`).
 */
export function inForm(field: FieldMetadata, form: RecordSchemaForm): boolean {
  if (form === 'output') return true;
  if (isRelation(field)) return false;
  if (!field.readOnly) return true;
  return form === 'create' && field.writableOnCreate === true;
}

/** Listed in the output schema's `required`: every stored field is always present, relations only with depth >= 1. */
export const requiredInOutput = (field: FieldMetadata): boolean => !isRelation(field);

/** Listed in the create schema's `required`. */
export const requiredOnCreate = (field: FieldMetadata): boolean => field.requiredOnCreate === true;

/**
 * May the property be null? Output: composites are always objects (their sub-fields are
 * nullable instead). Create: a field the create must carry needs a value. Update: null clears
 * the value wherever the field is nullable.
 */
function nullableIn(field: FieldMetadata, form: RecordSchemaForm): boolean {
  if (form === 'output') return !isComposite(field) && field.nullable;
  if (form === 'create') return field.nullable && !field.requiredOnCreate;
  return field.nullable;
}

/** `type: T` or `type: [T, 'null']`, as the hand-written schemas write a nullable scalar. */
const typed = (type: string, nullable: boolean): JsonSchema => ({ type: nullable ? [type, 'null'] : type });

/** A schema or null, written like the built-ins' `anyOf: [{$ref}, {type: 'null'}]`. */
const orNull = (schema: JsonSchema, nullable: boolean): JsonSchema =>
  nullable ? { anyOf: [schema, { type: 'null' }] } : schema;

/**
 * What the hand-written schemas say about the fields every record object has (systemFields(),
 * actorFields()), so a pipeline's id or createdBy reads like an opportunity's.
 */
const SYSTEM_FIELD_DESCRIPTIONS: Record<string, Partial<Record<RecordSchemaForm, string>>> = {
  id: {
    output: 'Record id, set by the service.',
    create:
      "Optional: the new record's id, chosen by the client (any UUID). Absent: the service assigns a UUIDv7. An id that is already taken is a 409 naming it, and nothing is created.",
  },
  createdAt: { output: 'When the record was created (ISO 8601), set by the service.' },
  updatedAt: { output: 'When the record was last updated (ISO 8601), set by the service.' },
  createdBy: {
    output:
      'Who created the record (set by the service; a create may state `createdBy.source`). Filterable, e.g. `createdBy.source[eq]:API`.',
    create:
      'Optional: `{source}` where the record comes from (IMPORT, EMAIL, MANUAL, ...); the rest of who created it is set by the service.',
  },
  updatedBy: { output: 'Who last updated the record (set by the service on every update).' },
};

/** What a client needs beyond the label: the wire format of the types whose JSON type says too little. */
const TYPE_NOTES: Partial<Record<FieldMetadata['type'], string>> = {
  DATE: 'A calendar day, `YYYY-MM-DD`.',
  DATE_TIME: 'ISO 8601 timestamp.',
  RAW_JSON: 'Any JSON value.',
  SELECT: 'One option value (UPPER_SNAKE_CASE).',
  MULTI_SELECT: 'Option values (UPPER_SNAKE_CASE).',
  CURRENCY: 'Amount in micros (amount x 1,000,000) with a three-letter currency code.',
};

/** Text ending in a full stop (labels have none; descriptions usually do). */
export const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

function describeField(field: FieldMetadata, form: RecordSchemaForm): string {
  if (!field.isCustom) {
    const system = SYSTEM_FIELD_DESCRIPTIONS[field.name]?.[form] ?? SYSTEM_FIELD_DESCRIPTIONS[field.name]?.output;
    if (system) return system;
  }
  const text = sentence(field.description ?? field.label);
  const note = TYPE_NOTES[field.type];
  return note ? `${text} ${note}` : text;
}

function describeRelation(field: RelationField): string {
  const relation = field.relation;
  const lead = field.description ? `${sentence(field.description)} ` : '';
  const tail = 'Present only with depth >= 1.';
  switch (relation.kind) {
    case 'MANY_TO_ONE':
      return `${lead}The ${relation.target} referenced by \`${relation.joinField}\`, or null. ${tail}`;
    case 'ONE_TO_MANY':
      return `${lead}Each ${relation.target} whose \`${relation.inverseJoinField}\` is this record. ${tail}`;
    case 'THROUGH':
      return `${lead}Each ${relation.target} linked to this record through a ${relation.through} (\`${relation.sourceJoinField}\`). ${tail}`;
  }
}

/** Relations are output-only: many-to-one as the target record or null, the others as arrays. */
function relationSchema(field: RelationField, ref: SchemaRef): JsonSchema {
  const target = ref(capitalize(field.relation.target));
  const description = describeRelation(field);
  return field.relation.kind === 'MANY_TO_ONE'
    ? { description, anyOf: [target, { type: 'null' }] }
    : { description, type: 'array', items: target };
}

/**
 * Composites are shared component schemas: the output form (`Currency`), the input form every
 * sub-field of which is optional (`CurrencyInput`), and on create a `...ForCreate` variant when
 * the field requires sub-fields (person `name`: `FullNameForCreate`).
 */
function compositeSchema(field: CompositeField, form: RecordSchemaForm, ref: SchemaRef): JsonSchema {
  const base = compositeSchemaName(field.type);
  const variant = form === 'output' ? '' : form === 'create' && field.requiredSubFields?.length ? 'ForCreate' : 'Input';
  return orNull(ref(`${base}${variant}`), nullableIn(field, form));
}

/** SELECT values inline (a runtime option set has no component of its own, unlike OpportunityStage). */
const optionValues = (field: ScalarField): JsonSchema => ({ type: 'string', enum: (field.options ?? []).map((o) => o.value) });

function scalarSchema(field: ScalarField, form: RecordSchemaForm): JsonSchema {
  const nullable = nullableIn(field, form);
  switch (field.type) {
    case 'UUID':
      return { ...typed('string', nullable), format: 'uuid' };
    case 'TEXT':
      return typed('string', nullable);
    case 'NUMBER':
      return typed(field.integer ? 'integer' : 'number', nullable);
    case 'BOOLEAN':
      return typed('boolean', nullable);
    case 'DATE_TIME':
      return { ...typed('string', nullable), format: 'date-time' };
    case 'DATE':
      return { ...typed('string', nullable), format: 'date' };
    case 'SELECT':
      return orNull(optionValues(field), nullable);
    case 'MULTI_SELECT':
      return { ...typed('array', nullable), items: optionValues(field) };
    case 'RAW_JSON':
      // Any JSON value, null included: no `type` at all.
      return {};
  }
}

/**
 * The property schema of `field` in `form`, or undefined when the form does not carry the field.
 * `ref` turns a component name into a `$ref` (relation targets, composites).
 */
export function fieldSchema(field: FieldMetadata, form: RecordSchemaForm, ref: SchemaRef): JsonSchema | undefined {
  if (!inForm(field, form)) return undefined;
  if (isRelation(field)) return relationSchema(field, ref);
  const description = describeField(field, form);
  const shape = isComposite(field) ? compositeSchema(field, form, ref) : scalarSchema(field as ScalarField, form);
  const schema: JsonSchema = { description, ...shape };
  // id, createdAt, updatedAt: the service sets them (composites stay bare $refs, as in the built-ins).
  if (form === 'output' && field.readOnly && !isComposite(field)) schema.readOnly = true;
  // The validator fills in defaults on create (useDefaults), exactly as the record layer would.
  if (form === 'create' && field.defaultValue !== undefined) schema.default = structuredClone(field.defaultValue);
  return schema;
}
