// The component schemas of one record object, built from its metadata, one property per field
// (field-schemas.ts): `<Object>` (the record as the service answers it, relations holding
// `<Related>Flat` records), `<Object>Projection` (a `?fields=` answer), `<Object>Flat` (stored
// fields only: the record in another's relation), `<Object>ForCreate` and `<Object>ForUpdate`.
// No schema reaches itself through its refs: generators recurse into cycles. One generator, two
// callers: `npm run codegen` writes the built-in objects' schemas into openapi/records/schemas/
// (scripts/openapi-records.ts), and workspace-document.ts adds the pipelines' at run time.
import { COMPOSITE_TYPES } from '../metadata/composite-types.ts';
import { isComposite, type FieldMetadata, type ObjectMetadata, type ScalarField } from '../metadata/types.ts';
import {
  FORM_SUFFIX,
  fieldSchema,
  optionSetSchema,
  requiredIn,
  type FieldSchemaContext,
  type JsonSchema,
  type RecordSchemaForm,
} from './field-schemas.ts';
import { capitalize } from './operation-types.ts';
import { inSentence, sentence, withArticle } from '../lib/sentences.ts';

export const RECORD_SCHEMA_FORMS: RecordSchemaForm[] = ['output', 'projection', 'flat', 'create', 'update'];

/** Component schema names of a record object's forms: Deal, DealProjection, DealFlat, DealForCreate, DealForUpdate. */
export function recordSchemaNames(object: ObjectMetadata): Record<RecordSchemaForm, string> {
  const S = capitalize(object.nameSingular);
  return Object.fromEntries(RECORD_SCHEMA_FORMS.map((form) => [form, `${S}${FORM_SUFFIX[form]}`])) as Record<RecordSchemaForm, string>;
}

/** The component of a field's option set when it has one: opportunity.stage -> OpportunityStage. */
export const optionSetName = (object: ObjectMetadata, field: ScalarField): string => `${capitalize(object.nameSingular)}${capitalize(field.name)}`;

export interface ObjectSchema extends JsonSchema {
  required?: string[];
  properties: Record<string, JsonSchema>;
}

export interface RecordSchemaOptions {
  /**
   * Give each SELECT / MULTI_SELECT option set a component of its own (`OpportunityStage`,
   * listing each value's label), as the built-in objects do, so typed clients get a named type.
   * Pipelines write their values inline: their options change at run time.
   */
  namedOptionSets: boolean;
}

const hasOptions = (field: FieldMetadata): field is ScalarField => field.type === 'SELECT' || field.type === 'MULTI_SELECT';

/**
 * The schemas of `object`, keyed by component name: its forms, then its option sets when
 * `namedOptionSets`. Throws when two fields share a name.
 */
export function recordSchemas(
  object: ObjectMetadata,
  context: Omit<FieldSchemaContext, 'optionSetName'>,
  { namedOptionSets }: RecordSchemaOptions,
): Record<string, ObjectSchema | JsonSchema> {
  const names = recordSchemaNames(object);
  const fieldContext: FieldSchemaContext = { ...context, optionSetName: namedOptionSets ? (field) => optionSetName(object, field) : undefined };
  const properties = Object.fromEntries(RECORD_SCHEMA_FORMS.map((form) => [form, {}])) as Record<RecordSchemaForm, Record<string, JsonSchema>>;
  for (const field of object.fields) {
    if (field.name in properties.output) throw new Error(`object "${object.nameSingular}": two fields are named ${field.name}`);
    for (const form of RECORD_SCHEMA_FORMS) {
      const schema = fieldSchema(field, form, fieldContext);
      if (schema) properties[form][field.name] = schema;
    }
  }
  for (const name of object.ignoredInputFields ?? []) {
    properties.create[name] = ignoredInputSchema(object, name);
    properties.update[name] = ignoredInputSchema(object, name);
  }

  const one = inSentence(object.labelSingular);
  const about = object.description ?? `A record of the ${object.labelPlural} pipeline.`;
  const required = (form: RecordSchemaForm) => object.fields.filter((field) => requiredIn(field, form)).map((field) => field.name);
  const requiredOnCreateNames = required('create');
  // Where a client changes what an update body may not carry: read by the 400's message
  // (validation-messages.ts), so the validator names the operation to use.
  const changedThrough = Object.fromEntries(object.fields.flatMap((field) => (field.changedThrough ? [[field.name, field.changedThrough]] : [])));
  const schemas: Record<string, ObjectSchema | JsonSchema> = {
    [names.output]: {
      type: 'object',
      description: `${sentence(about)} Relation properties are present only with depth >= 1, as \`<Related>Flat\` records (with depth 2 they carry their own relations too, untyped).`,
      required: required('output'),
      properties: properties.output,
    },
    [names.projection]: {
      type: 'object',
      description: `${capitalize(withArticle(one))} answered with \`?fields=\`: its \`id\` plus the fields named, each typed as in \`${names.output}\` (the operation's \`x-fields-projection\`).`,
      required: required('projection'),
      properties: properties.projection,
    },
    [names.flat]: {
      type: 'object',
      description: `${capitalize(withArticle(one))} embedded in another record's relation, or in a group's sample: its fields as in \`${names.output}\`, without relation properties (depth 2 adds the relations it embeds, untyped).`,
      required: required('flat'),
      properties: properties.flat,
    },
    [names.create]: {
      type: 'object',
      description: object.openApiBodyDescriptions?.create ?? `Body of ${withArticle(one)} create. Unknown properties are rejected.`,
      ...(requiredOnCreateNames.length > 0 ? { required: requiredOnCreateNames } : {}),
      additionalProperties: false,
      properties: properties.create,
    },
    [names.update]: {
      type: 'object',
      description:
        object.openApiBodyDescriptions?.update ??
        `Body of ${withArticle(one)} update: only the properties to change; omitted properties are unchanged, composite fields are merged sub-field by sub-field, and null clears a value. Unknown properties are rejected.`,
      additionalProperties: false,
      properties: properties.update,
      ...(Object.keys(changedThrough).length ? { 'x-changed-through': changedThrough } : {}),
    },
  };
  if (namedOptionSets) for (const field of object.fields.filter(hasOptions)) schemas[optionSetName(object, field)] = optionSetComponent(object, field);
  return schemas;
}

/** "Opportunity stage values: `DISCOVERY` (Discovery), ...": the values with their labels. */
function optionSetComponent(object: ObjectMetadata, field: ScalarField): JsonSchema {
  const values = (field.options ?? []).map((option) => `\`${option.value}\` (${option.label})`).join(', ');
  const schema = optionSetSchema(field);
  return { type: schema.type, description: `${object.labelSingular} ${inSentence(field.label)} values: ${values}.`, enum: schema.enum };
}

/**
 * An input property the record layer accepts and drops (ObjectMetadata.ignoredInputFields: a
 * flat `firstName` on a person), documented as deprecated. It is typed as text, like the
 * composite sub-field it shadows, which the description points to.
 */
function ignoredInputSchema(object: ObjectMetadata, name: string): JsonSchema {
  const shadowed = object.fields.find((field) => isComposite(field) && COMPOSITE_TYPES[field.type].some((sub) => sub.name === name));
  const use = shadowed ? `; use \`${shadowed.name}.${name}\`` : '';
  return {
    description: `Ignored: a flat \`${name}\` on ${withArticle(inSentence(object.labelSingular))} has no effect (accepted for compatibility with clients of the original API)${use}.`,
    deprecated: true,
    type: ['string', 'null'],
  };
}
