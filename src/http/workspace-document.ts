// The OpenAPI document of one workspace: the static document (openapi/, bundled into
// generated/openapi.json) plus what its runtime metadata adds. Each pipeline (an object with
// `isCustom`) gets the record paths (record-paths.ts) and the `<Object>`, `<Object>ForCreate`,
// `<Object>ForUpdate` schemas (record-schemas.ts) that `npm run codegen` generated for every
// built-in object with the same functions, and a tag; each custom field of a built-in object
// becomes a property of that object's existing schemas. So the request validator
// (express-openapi-validator) checks a pipeline's bodies exactly as it checks a person's.
//
// Cheap enough to run on every metadata change: one structuredClone of the base (~1.5 ms) plus
// a few objects per field.
import { isRelation, type ObjectMetadata } from '../metadata/types.ts';
import { fieldSchema, requiredInOutput, requiredOnCreate, type FieldSchemaContext, type JsonSchema } from './field-schemas.ts';
import { loadOpenApiDocument, type OpenApiDocument } from './openapi-document.ts';
import { recordPaths, recordTag } from './record-paths.ts';
import { RECORD_SCHEMA_FORMS, recordSchemaNames, recordSchemas, type ObjectSchema } from './record-schemas.ts';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

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
    for (const name of Object.values(recordSchemaNames(pipeline))) {
      if (known.has(name))
        throw new Error(`pipeline "${pipeline.nameSingular}": the component schema name ${name} is already taken`);
      known.add(name);
    }
  }
  const byName = new Map(objects.map((object) => [object.nameSingular, object]));
  const objectNamed = (name: string) => byName.get(name);
  const contextFor = (object: ObjectMetadata): FieldSchemaContext => ({
    objectNamed,
    ref: (name, field) => {
      if (!known.has(name)) {
        const what = isRelation(field) ? `its target "${field.relation.target}" has no schema ${name}` : `no schema ${name}`;
        throw new Error(`field ${object.nameSingular}.${field.name}: ${what}`);
      }
      return { $ref: `#/components/schemas/${name}` };
    },
  });

  const operationIds = new Set(
    Object.values(document.paths).flatMap((item) => HTTP_METHODS.flatMap((method) => item[method]?.operationId ?? [])),
  );
  const takenPaths = Object.keys(document.paths).map(pathSegments);
  const tags = ((document.tags as { name: string }[] | undefined) ??= []);
  for (const pipeline of pipelines) {
    Object.assign(schemas, recordSchemas(pipeline, contextFor(pipeline), { namedOptionSets: false }));
    for (const [path, item] of Object.entries(recordPaths(pipeline, objectNamed))) {
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

  for (const object of extended) addCustomFields(object, schemas, contextFor(object));
  return document;
}

/** The custom fields of a built-in object, added to its existing schemas (in place: `schemas` is the copy). */
function addCustomFields(
  object: ObjectMetadata,
  schemas: Record<string, JsonSchema>,
  context: FieldSchemaContext,
): void {
  const names = recordSchemaNames(object);
  if (!schemas[names.output]) throw new Error(`object "${object.nameSingular}" has custom fields but the document has no schema ${names.output}`);
  for (const field of object.fields) {
    if (!field.isCustom) continue;
    for (const form of RECORD_SCHEMA_FORMS) {
      // An object without creates or updates has no ForCreate / ForUpdate schema to extend.
      const target = schemas[names[form]] as ObjectSchema | undefined;
      const schema = target && fieldSchema(field, form, context);
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
