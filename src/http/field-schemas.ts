// One field's JSON Schema (OpenAPI 3.1) in each of the forms a record object's schemas take:
// `output` (the record as the service answers it: <Object>), `projection` (a `?fields=` answer:
// <Object>Projection), `flat` (its stored fields alone, as embedded in another record's relation:
// <Object>Flat), `create` (<Object>ForCreate) and `update` (<Object>ForUpdate). The built-in
// objects' schemas in openapi/records/ are generated with it (`npm run codegen`), and so are a
// pipeline's and a custom field's at run time, so a runtime field looks exactly like a built-in
// field of its type; test/contract/openapi-metadata checks both against the metadata with the
// same expectations.
import {
  isComposite,
  isRelation,
  type CompositeField,
  type CompositeFieldType,
  type FieldMetadata,
  type ObjectMetadata,
  type RelationField,
  type ScalarField,
} from '../metadata/types.ts';
import { capitalize } from './operation-types.ts';
import { inSentence, sentence } from '../lib/sentences.ts';

export type RecordSchemaForm = 'output' | 'projection' | 'flat' | 'create' | 'update';

/** The forms of an answered record: every one but the request bodies. */
export const isAnswerForm = (form: RecordSchemaForm): form is 'output' | 'projection' | 'flat' => form !== 'create' && form !== 'update';

/** The component name suffix of each form: Person, PersonProjection, PersonFlat, PersonForCreate, PersonForUpdate. */
export const FORM_SUFFIX: Record<RecordSchemaForm, string> = {
  output: '',
  projection: 'Projection',
  flat: 'Flat',
  create: 'ForCreate',
  update: 'ForUpdate',
};

export type JsonSchema = { [keyword: string]: unknown };

/**
 * `$ref` to a component schema by name; the caller throws when no such component exists
 * (naming `field`, which needs it).
 */
export type SchemaRef = (componentName: string, field: FieldMetadata) => JsonSchema;

/** What a field's schema needs from the rest of the document. */
export interface FieldSchemaContext {
  ref: SchemaRef;
  /** An object by nameSingular: a relation's target, whose labels word the relation's description. */
  objectNamed: (nameSingular: string) => ObjectMetadata | undefined;
  /**
   * The component schema holding a SELECT / MULTI_SELECT field's values (built-ins:
   * OpportunityStage), or undefined to write them inline (runtime fields: no component of their
   * own, their options change at run time).
   */
  optionSetName?: (field: ScalarField) => string | undefined;
}

/** FULL_NAME -> FullName, RICH_TEXT_V2 -> RichTextV2: the composite's schemas in composites.yaml. */
export const compositeSchemaName = (type: CompositeFieldType): string =>
  type
    .split('_')
    .map((part) => part.charAt(0) + part.slice(1).toLowerCase())
    .join('');

/**
 * Does the form carry the field? Answers: every readable field (relations only with depth >= 1),
 * a flat record no relation. Inputs:
 * no relation (a client writes the join field) and no read-only field, except those a create
 * may still choose (a client-supplied `id`, `createdBy.source`), and no update of a field changed
 * through another operation (`changedThrough`).
 */
export function inForm(field: FieldMetadata, form: RecordSchemaForm): boolean {
  if (form === 'flat') return !field.writeOnly && !isRelation(field);
  if (isAnswerForm(form)) return !field.writeOnly;
  if (isRelation(field)) return false;
  if (form === 'update' && field.changedThrough) return false;
  if (!field.readOnly) return true;
  return form === 'create' && field.writableOnCreate === true;
}

/** Listed in the output schema's `required`: every stored field is always present, relations only with depth >= 1. */
export const requiredInOutput = (field: FieldMetadata): boolean => !isRelation(field) && !field.writeOnly;

/** Listed in the create schema's `required`. */
export const requiredOnCreate = (field: FieldMetadata): boolean => field.requiredOnCreate === true;

/**
 * Listed in the form's `required`: an answered record's stored fields (a projection only its
 * `id`, always answered), a create's requiredOnCreate fields, nothing on update.
 */
export function requiredIn(field: FieldMetadata, form: RecordSchemaForm): boolean {
  if (form === 'projection') return field.name === 'id' && requiredInOutput(field);
  if (isAnswerForm(form)) return requiredInOutput(field);
  return form === 'create' && requiredOnCreate(field);
}

/**
 * May the property be null? Output: composites are always objects (their sub-fields are
 * nullable instead). Create: a field the create must carry needs a value. Update: null clears
 * the value wherever the field is nullable.
 */
function nullableIn(field: FieldMetadata, form: RecordSchemaForm): boolean {
  if (isAnswerForm(form)) return !isComposite(field) && field.nullable;
  if (form === 'create') return field.nullable && !field.requiredOnCreate;
  return field.nullable;
}

/** `type: T` or `type: [T, 'null']`: how the document writes a nullable scalar. */
const typed = (type: string, nullable: boolean): JsonSchema => ({ type: nullable ? [type, 'null'] : type });

/** A schema or null, written `anyOf: [{$ref}, {type: 'null'}]`. */
const orNull = (schema: JsonSchema, nullable: boolean): JsonSchema =>
  nullable ? { anyOf: [schema, { type: 'null' }] } : schema;

/**
 * The text of the fields every record object has (systemFields(), actorFields()), the same for
 * a pipeline's id or createdBy as for an opportunity's.
 */
const SYSTEM_FIELD_DESCRIPTIONS: Record<string, Partial<Record<RecordSchemaForm, string>>> = {
  id: {
    output: 'Record id, set by the service.',
    create:
      "Optional: the new record's id, chosen by the client (any UUID). Absent: the service assigns a UUIDv7. An id that is already taken is a 409 naming it, and nothing is created.",
  },
  createdAt: { output: 'When the record was created (ISO 8601), set by the service.' },
  updatedAt: { output: 'When the record was last updated (ISO 8601), set by the service.' },
  deletedAt: {
    output:
      'When the record was soft-deleted (`DELETE ...?soft_delete=true`), set by the service; null when it is not. Soft-deleted records are left out of every read unless the filter names deletedAt, e.g. `deletedAt[is]:NOT_NULL`.',
  },
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

function describeField(field: FieldMetadata, form: RecordSchemaForm): string {
  if (!field.isCustom) {
    const system = SYSTEM_FIELD_DESCRIPTIONS[field.name]?.[form] ?? SYSTEM_FIELD_DESCRIPTIONS[field.name]?.output;
    if (system) return system;
  }
  // Written for the documentation: it states the wire format itself.
  if (field.openApiDescription) return field.openApiDescription;
  const text = sentence(field.description ?? field.label);
  // A JSON field of a declared shape is not "any JSON value": its schema says what it is.
  const note = field.jsonShape ? undefined : TYPE_NOTES[field.type];
  return note ? `${text} ${note}` : text;
}

/** "The workspace member referenced by `ownerId`", "People whose `companyId` is this record", ... */
function describeRelation(field: RelationField, objectNamed: FieldSchemaContext['objectNamed']): string {
  const relation = field.relation;
  const one = (name: string) => inSentence(objectNamed(name)?.labelSingular ?? name);
  const many = (name: string) => inSentence(objectNamed(name)?.labelPlural ?? name);
  const lead = field.description ? `${sentence(field.description)} ` : '';
  const tail = 'Present only with depth >= 1.';
  switch (relation.kind) {
    case 'MANY_TO_ONE':
      return `${lead}The ${one(relation.target)} referenced by \`${relation.joinField}\`, or null. ${tail}`;
    case 'ONE_TO_MANY':
      return `${lead}${capitalize(many(relation.target))} whose \`${relation.inverseJoinField}\` is this record. ${tail}`;
    case 'THROUGH':
      return `${lead}${capitalize(many(relation.target))} linked to this record through ${many(relation.through)} (\`${relation.sourceJoinField}\`). ${tail}`;
  }
}

/**
 * Relations are answered only: many-to-one as the target's `<Related>Flat` record (stored fields,
 * no relation property) or null, the others as arrays of them, so that no schema reaches itself:
 * generators recurse into cycles (kubb's types, openapi-zod-client), and validators expand every
 * ref (Prism). What depth 2 embeds inside them (and a junction's target) is an extra property,
 * untyped: answered schemas do not forbid additional properties.
 */
function relationSchema(field: RelationField, context: FieldSchemaContext): JsonSchema {
  const target = context.ref(`${capitalize(field.relation.target)}${FORM_SUFFIX.flat}`, field);
  const description = describeRelation(field, context.objectNamed);
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
  const variant = isAnswerForm(form) ? '' : form === 'create' && field.requiredSubFields?.length ? 'ForCreate' : 'Input';
  return orNull(ref(`${base}${variant}`, field), nullableIn(field, form));
}

/** The values of a SELECT / MULTI_SELECT field: a component's `$ref`, or inline. */
function optionValues(field: ScalarField, context: FieldSchemaContext): JsonSchema {
  const component = context.optionSetName?.(field);
  return component ? context.ref(component, field) : optionSetSchema(field);
}

/** `{type: 'string', enum}` of a field's option values. */
export const optionSetSchema = (field: ScalarField): JsonSchema => ({ type: 'string', enum: (field.options ?? []).map((o) => o.value) });

function scalarSchema(field: ScalarField, form: RecordSchemaForm, context: FieldSchemaContext): JsonSchema {
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
      return orNull(optionValues(field, context), nullable);
    case 'MULTI_SELECT':
      return { ...typed('array', nullable), items: optionValues(field, context) };
    case 'RAW_JSON':
      // Any JSON value, null included: no `type` at all; or the shape the field declares.
      if (field.jsonShape) return structuredClone(isAnswerForm(form) ? field.jsonShape.output : field.jsonShape.input);
      return {};
  }
}

/** The forms whose properties carry their field's description (the copies of the record refer to <Object>). */
const DESCRIBED_FORMS = new Set<RecordSchemaForm>(['output', 'create', 'update']);

/**
 * The property schema of `field` in `form`, or undefined when the form does not carry the field.
 * `context.ref` turns a component name into a `$ref` (relation targets, composites, option sets).
 */
export function fieldSchema(field: FieldMetadata, form: RecordSchemaForm, context: FieldSchemaContext): JsonSchema | undefined {
  if (!inForm(field, form)) return undefined;
  if (isRelation(field)) return relationSchema(field, context);
  const shape = isComposite(field) ? compositeSchema(field, form, context.ref) : scalarSchema(field as ScalarField, form, context);
  // The copies of the record (projection, flat) are typed alike and described once, on <Object>.
  const schema: JsonSchema = DESCRIBED_FORMS.has(form) ? { description: describeField(field, form), ...shape } : shape;
  // id, createdAt, updatedAt: the service sets them (composites stay bare $refs, as in the built-ins).
  if (isAnswerForm(form) && field.readOnly && !isComposite(field)) schema.readOnly = true;
  // A secret: sent, never answered.
  if (!isAnswerForm(form) && field.writeOnly) schema.writeOnly = true;
  // Stated, not a `default` keyword: generators (openapi-typescript) make a property with a default
  // required, and a create may leave it out; the database column's default applies.
  if (form === 'create' && field.defaultValue !== undefined) schema.description = `${schema.description as string} ${defaultText(field.defaultValue)}`;
  return schema;
}

/** "Default when left out: `false`." */
export const defaultText = (value: unknown): string => `Default when left out: \`${JSON.stringify(value)}\`.`;
