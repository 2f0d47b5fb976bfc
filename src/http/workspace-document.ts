// The OpenAPI document of one workspace: the static document (openapi/, bundled into
// generated/openapi.json) plus what its runtime metadata adds. Each pipeline (an object with
// `isCustom`) gets the record paths every built-in object has (record-paths.ts), a tag, and its
// `<Object>`, `<Object>ForCreate`, `<Object>ForUpdate` schemas; each custom field of a built-in
// object becomes a property of that object's existing schemas. Field types map to JSON Schema in
// field-schemas.ts, by the same rules the hand-written schemas follow, so the request validator
// (express-openapi-validator) checks a pipeline's bodies exactly as it checks a person's.
//
// Cheap enough to run on every metadata change: one structuredClone of the base (~1.5 ms) plus
// a few objects per field.
import { isRelation, type FieldMetadata, type ObjectMetadata } from '../metadata/types.ts';
import {
  fieldSchema,
  requiredInOutput,
  requiredOnCreate,
  sentence,
  type JsonSchema,
  type RecordSchemaForm,
  type SchemaRef,
} from './field-schemas.ts';
import { loadOpenApiDocument, type OpenApiDocument } from './openapi-document.ts';
import { capitalize } from './operation-types.ts';
import { inSentence, recordPaths, recordTag, withArticle } from './record-paths.ts';

const FORMS: RecordSchemaForm[] = ['output', 'create', 'update'];

/** Component schema names of a record object's three forms: Deal, DealForCreate, DealForUpdate. */
const schemaNames = (object: ObjectMetadata): Record<RecordSchemaForm, string> => {
  const S = capitalize(object.nameSingular);
  return { output: S, create: `${S}ForCreate`, update: `${S}ForUpdate` };
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface ObjectSchema extends JsonSchema {
  required?: string[];
  properties: Record<string, JsonSchema>;
}

/**
 * `base` with the pipelines and custom fields of `objects` added; a new document (`base` is
 * never changed). Without anything custom, a deep copy of `base`. Throws when a generated name
 * (schema, path, operationId, property) is already taken: the metadata layer forbids such
 * names, and a document the validator would misread is worse than none.
 */
export function buildWorkspaceDocument(base: OpenApiDocument, objects: ObjectMetadata[]): OpenApiDocument {
  const document = structuredClone(base);
  const pipelines = objects.filter((object) => object.isCustom);
  const extended = objects.filter((object) => !object.isCustom && object.fields.some((field) => field.isCustom));
  if (pipelines.length === 0 && extended.length === 0) return document;

  const components = ((document.components ??= {}) as { schemas?: Record<string, JsonSchema> });
  const schemas = (components.schemas ??= {});

  // Every pipeline's names first, so relations between pipelines can point at each other.
  const known = new Set(Object.keys(schemas));
  for (const pipeline of pipelines) {
    for (const name of Object.values(schemaNames(pipeline))) {
      if (known.has(name))
        throw new Error(`pipeline "${pipeline.nameSingular}": the component schema name ${name} is already taken`);
      known.add(name);
    }
  }
  const refFor =
    (object: ObjectMetadata, field: FieldMetadata): SchemaRef =>
    (name) => {
      if (!known.has(name)) {
        const what = isRelation(field) ? `its target "${field.relation.target}" has no schema ${name}` : `no schema ${name}`;
        throw new Error(`field ${object.nameSingular}.${field.name}: ${what}`);
      }
      return { $ref: `#/components/schemas/${name}` };
    };

  const operationIds = new Set(
    Object.values(document.paths).flatMap((item) => HTTP_METHODS.flatMap((method) => item[method]?.operationId ?? [])),
  );
  const takenPaths = Object.keys(document.paths).map(pathSegments);
  const tags = ((document.tags as { name: string }[] | undefined) ??= []);
  for (const pipeline of pipelines) {
    Object.assign(schemas, pipelineSchemas(pipeline, refFor));
    for (const [path, item] of Object.entries(recordPaths(pipeline))) {
      const segments = pathSegments(path);
      const taken = takenPaths.find((existing) => segmentsOverlap(existing, segments));
      if (taken) throw new Error(`pipeline "${pipeline.nameSingular}": the path ${path} collides with ${taken.path}`);
      takenPaths.push(segments);
      for (const method of HTTP_METHODS) {
        const operationId = (item[method] as { operationId?: string } | undefined)?.operationId;
        if (!operationId) continue;
        if (operationIds.has(operationId)) throw new Error(`pipeline "${pipeline.nameSingular}": the operationId ${operationId} is already taken`);
        operationIds.add(operationId);
      }
      document.paths[path] = item as OpenApiDocument['paths'][string];
    }
    // Tag names must be unique; a label that equals an existing tag shares its group.
    if (!tags.some((tag) => tag.name === pipeline.labelPlural)) tags.push(recordTag(pipeline));
  }

  for (const object of extended) addCustomFields(object, schemas, refFor);
  return document;
}

/** A pipeline's three record schemas, shaped like the hand-written ones (opportunity.yaml). */
function pipelineSchemas(
  pipeline: ObjectMetadata,
  refFor: (object: ObjectMetadata, field: FieldMetadata) => SchemaRef,
): Record<string, ObjectSchema> {
  const names = schemaNames(pipeline);
  const properties: Record<RecordSchemaForm, Record<string, JsonSchema>> = { output: {}, create: {}, update: {} };
  for (const field of pipeline.fields) {
    if (field.name in properties.output) throw new Error(`pipeline "${pipeline.nameSingular}": two fields are named ${field.name}`);
    const ref = refFor(pipeline, field);
    for (const form of FORMS) {
      const schema = fieldSchema(field, form, ref);
      if (schema) properties[form][field.name] = schema;
    }
  }
  const one = inSentence(pipeline.labelSingular);
  const about = pipeline.description ?? `A record of the ${pipeline.labelPlural} pipeline.`;
  const requiredOnCreateNames = pipeline.fields.filter(requiredOnCreate).map((field) => field.name);
  return {
    [names.output]: {
      type: 'object',
      description: `${sentence(about)} Relation properties are present only with depth >= 1.`,
      required: pipeline.fields.filter(requiredInOutput).map((field) => field.name),
      properties: properties.output,
    },
    [names.create]: {
      type: 'object',
      description: `Body of ${withArticle(one)} create. Unknown properties are rejected.`,
      ...(requiredOnCreateNames.length > 0 ? { required: requiredOnCreateNames } : {}),
      additionalProperties: false,
      properties: properties.create,
    },
    [names.update]: {
      type: 'object',
      description: `Body of ${withArticle(one)} update: only the properties to change; omitted properties are unchanged, composite fields are merged sub-field by sub-field, and null clears a value. Unknown properties are rejected.`,
      additionalProperties: false,
      properties: properties.update,
    },
  };
}

/** The custom fields of a built-in object, added to its existing schemas (in place: `schemas` is the copy). */
function addCustomFields(
  object: ObjectMetadata,
  schemas: Record<string, JsonSchema>,
  refFor: (object: ObjectMetadata, field: FieldMetadata) => SchemaRef,
): void {
  const names = schemaNames(object);
  if (!schemas[names.output]) throw new Error(`object "${object.nameSingular}" has custom fields but the document has no schema ${names.output}`);
  for (const field of object.fields) {
    if (!field.isCustom) continue;
    const ref = refFor(object, field);
    for (const form of FORMS) {
      // An object without creates or updates has no ForCreate / ForUpdate schema to extend.
      const target = schemas[names[form]] as ObjectSchema | undefined;
      const schema = target && fieldSchema(field, form, ref);
      if (!target || !schema) continue;
      if (field.name in target.properties)
        throw new Error(`custom field ${object.nameSingular}.${field.name}: ${names[form]} already has a property ${field.name}`);
      target.properties[field.name] = schema;
      const required = form === 'output' ? requiredInOutput(field) : form === 'create' && requiredOnCreate(field);
      if (required) (target.required ??= []).push(field.name);
    }
  }
}

interface PathSegments {
  path: string;
  /** Lower-cased literals (express matches routes case-insensitively); null for a `{param}`. */
  segments: (string | null)[];
}

const pathSegments = (path: string): PathSegments => ({
  path,
  segments: path.split('/').map((segment) => (/^\{[^}]+\}$/.test(segment) ? null : segment.toLowerCase())),
});

/**
 * Could one request path match both path templates? Segment by segment, a `{param}` matches
 * anything and literals compare case-insensitively: `/rest/batch/{id}` of a pipeline named
 * `batch` would swallow `/rest/batch/people`.
 */
function segmentsOverlap(a: PathSegments, b: PathSegments): boolean {
  return (
    a.segments.length === b.segments.length &&
    a.segments.every((segment, i) => segment === null || b.segments[i] === null || segment === b.segments[i])
  );
}

/**
 * Why the workspace document cannot be built from `objects` (a schema, path, operation or
 * property name taken twice), or undefined. The metadata API refuses a change that would
 * cause one, so the REST edge can always be rebuilt.
 */
export function workspaceDocumentProblem(objects: ObjectMetadata[]): string | undefined {
  try {
    buildWorkspaceDocument(loadOpenApiDocument(), objects);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
