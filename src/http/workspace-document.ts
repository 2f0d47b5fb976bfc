// The OpenAPI document of one workspace: the static document (openapi/, bundled into
// generated/openapi.json) plus what its runtime metadata adds. Each pipeline (an object with
// `isCustom`) gets the record paths (record-paths.ts) and the `<Object>`, `<Object>ForCreate`,
// `<Object>ForUpdate` schemas (record-schemas.ts) that `npm run codegen` generated for every
// built-in object with the same functions, and a tag; each custom field of a built-in object
// becomes a property of that object's existing schemas. So the request validator
// (express-openapi-validator) checks a pipeline's bodies exactly as it checks a person's.
//
// A metadata change costs what it changed, not the workspace: what an object adds (its
// fragment) is cached per object value (the registry keeps the same value for an object its
// change did not touch) and rebuilt only when the object, or an object it names, is another
// value. The document is assembled from the base and the fragments without copying them, so
// every version shares the nodes it did not change with the base and with the versions before
// it; they are frozen, and a consumer that needs to change a document (the validator) clones it.
import { isRelation, type FieldMetadata, type ObjectMetadata } from '../metadata/types.ts';
import { fieldSchema, requiredInOutput, requiredOnCreate, type FieldSchemaContext, type JsonSchema } from './field-schemas.ts';
import { deepFreeze, loadOpenApiDocument, type OpenApiDocument } from './openapi-document.ts';
import { recordPaths, recordTag } from './record-paths.ts';
import { RECORD_SCHEMA_FORMS, recordSchemaNames, recordSchemas, type ObjectSchema } from './record-schemas.ts';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type ObjectNamed = (name: string) => ObjectMetadata | undefined;

/** A `$ref` a fragment made: checked against the component names of each assembly. */
interface MadeRef {
  name: string;
  field: FieldMetadata;
  object: ObjectMetadata;
}

/** What one object adds to the document (frozen). */
interface Fragment {
  /** The objects the fragment's texts and refs read, by name, as they were then. */
  reads: Array<[string, ObjectMetadata | undefined]>;
  refs: MadeRef[];
  /** New component schemas (a pipeline's) or replaced ones (a built-in object's, with its custom fields). */
  schemas: Record<string, JsonSchema>;
  /** A pipeline's record paths and tag. */
  paths: Record<string, OpenApiDocument['paths'][string]>;
  tag?: { name: string; description: string };
  /** The operationIds of each path, in the order of `paths`. */
  operationIds: Record<string, string[]>;
}

/** Fragments by object value; a base document has its own (a built-in object's extends the base's schemas). */
const fragmentCache = new WeakMap<OpenApiDocument, WeakMap<ObjectMetadata, Fragment>>();

/** The operationIds and path templates of a base document, read once. */
const baseIndexCache = new WeakMap<OpenApiDocument, { operationIds: Set<string>; paths: PathSegments[] }>();

/**
 * `base` with the pipelines and custom fields of `objects` added; a new document (`base` is
 * never changed). Throws when a generated name (schema, path, operationId, property) is
 * already taken: the metadata layer forbids such names, and a document the validator would
 * misread is worse than none. `base` is frozen here (deeply) if it was not.
 */
export function buildWorkspaceDocument(base: OpenApiDocument, objects: ObjectMetadata[]): OpenApiDocument {
  deepFreeze(base);
  const baseComponents = (base.components ?? {}) as Record<string, unknown> & { schemas?: Record<string, JsonSchema> };
  const baseSchemas = baseComponents.schemas ?? {};
  const schemas: Record<string, JsonSchema> = { ...baseSchemas };
  const document: OpenApiDocument = {
    ...base,
    paths: { ...base.paths },
    components: { ...baseComponents, schemas },
    tags: [...((base.tags as unknown[] | undefined) ?? [])],
  };
  const pipelines = objects.filter((object) => object.isCustom);
  const extended = objects.filter((object) => !object.isCustom && object.fields.some((field) => field.isCustom));
  if (pipelines.length === 0 && extended.length === 0) return document;

  // Every pipeline's names first, so relations between pipelines can point at each other.
  const known = new Set(Object.keys(baseSchemas));
  for (const pipeline of pipelines) {
    for (const name of Object.values(recordSchemaNames(pipeline))) {
      if (known.has(name))
        throw new Error(`pipeline "${pipeline.nameSingular}": the component schema name ${name} is already taken`);
      known.add(name);
    }
  }
  const byName = new Map(objects.map((object) => [object.nameSingular, object]));
  const objectNamed: ObjectNamed = (name) => byName.get(name);
  const checkRefs = (fragment: Fragment) => {
    for (const { name, field, object } of fragment.refs) {
      if (known.has(name)) continue;
      const what = isRelation(field) ? `its target "${field.relation.target}" has no schema ${name}` : `no schema ${name}`;
      throw new Error(`field ${object.nameSingular}.${field.name}: ${what}`);
    }
  };

  const index = baseIndex(base);
  const operationIds = new Set(index.operationIds);
  const paths = new PathIndex(index.paths);
  const tags = document.tags as { name: string }[];
  const tagNames = new Set(tags.map((tag) => tag.name));
  for (const pipeline of pipelines) {
    const fragment = fragmentOf(base, pipeline, objectNamed, pipelineFragment);
    checkRefs(fragment);
    Object.assign(schemas, fragment.schemas);
    for (const [path, item] of Object.entries(fragment.paths)) {
      const segments = pathSegments(path);
      const taken = paths.overlapping(segments);
      if (taken) throw new Error(`pipeline "${pipeline.nameSingular}": the path ${path} collides with ${taken.path}`);
      paths.add(segments);
      for (const operationId of fragment.operationIds[path]) {
        if (operationIds.has(operationId)) throw new Error(`pipeline "${pipeline.nameSingular}": the operationId ${operationId} is already taken`);
        operationIds.add(operationId);
      }
      document.paths[path] = item;
    }
    // Tag names must be unique; a label that equals an existing tag shares its group.
    if (fragment.tag && !tagNames.has(fragment.tag.name)) {
      tags.push(fragment.tag);
      tagNames.add(fragment.tag.name);
    }
  }

  for (const object of extended) {
    const fragment = fragmentOf(base, object, objectNamed, customFieldsFragment);
    checkRefs(fragment);
    Object.assign(schemas, fragment.schemas);
  }
  return document;
}

/** The cached fragment of `object` while it and every object it read are the same values; else a new one. */
function fragmentOf(
  base: OpenApiDocument,
  object: ObjectMetadata,
  objectNamed: ObjectNamed,
  build: (base: OpenApiDocument, object: ObjectMetadata, context: FieldSchemaContext & { objectNamed: ObjectNamed }, refs: MadeRef[]) => Omit<Fragment, 'reads' | 'refs'>,
): Fragment {
  let byObject = fragmentCache.get(base);
  if (!byObject) fragmentCache.set(base, (byObject = new WeakMap()));
  const cached = byObject.get(object);
  if (cached && cached.reads.every(([name, value]) => objectNamed(name) === value)) return cached;
  const reads = new Map<string, ObjectMetadata | undefined>();
  const refs: MadeRef[] = [];
  const context = {
    objectNamed: (name: string) => {
      const found = objectNamed(name);
      reads.set(name, found);
      return found;
    },
    ref: (name: string, field: FieldMetadata) => {
      refs.push({ name, field, object });
      return { $ref: `#/components/schemas/${name}` };
    },
  };
  const built = build(base, object, context, refs);
  // Frozen: later versions of the document share these nodes (the objects read stay unfrozen).
  const fragment: Fragment = { ...built, schemas: deepFreeze(built.schemas), paths: deepFreeze(built.paths), tag: built.tag && deepFreeze(built.tag), reads: [...reads], refs };
  byObject.set(object, fragment);
  return fragment;
}

function pipelineFragment(_base: OpenApiDocument, pipeline: ObjectMetadata, context: FieldSchemaContext & { objectNamed: ObjectNamed }): Omit<Fragment, 'reads' | 'refs'> {
  const schemas = recordSchemas(pipeline, context, { namedOptionSets: false });
  const paths = recordPaths(pipeline, context.objectNamed) as Fragment['paths'];
  const operationIds = Object.fromEntries(
    Object.entries(paths).map(([path, item]) => [path, HTTP_METHODS.flatMap((method) => (item[method] as { operationId?: string } | undefined)?.operationId ?? [])]),
  );
  return { schemas, paths, tag: recordTag(pipeline), operationIds };
}

/** The custom fields of a built-in object, added to copies of its schemas in the base document. */
function customFieldsFragment(base: OpenApiDocument, object: ObjectMetadata, context: FieldSchemaContext): Omit<Fragment, 'reads' | 'refs'> {
  const baseSchemas = ((base.components as { schemas?: Record<string, JsonSchema> } | undefined)?.schemas ?? {}) as Record<string, ObjectSchema>;
  const names = recordSchemaNames(object);
  if (!baseSchemas[names.output]) throw new Error(`object "${object.nameSingular}" has custom fields but the document has no schema ${names.output}`);
  const schemas: Record<string, ObjectSchema> = {};
  for (const form of RECORD_SCHEMA_FORMS) {
    // An object without creates or updates has no ForCreate / ForUpdate schema to extend.
    const original = baseSchemas[names[form]];
    if (!original) continue;
    const target: ObjectSchema = { ...original, properties: { ...original.properties }, ...(original.required ? { required: [...original.required] } : {}) };
    for (const field of object.fields) {
      if (!field.isCustom) continue;
      const schema = fieldSchema(field, form, context);
      if (!schema) continue;
      if (field.name in target.properties)
        throw new Error(`custom field ${object.nameSingular}.${field.name}: ${names[form]} already has a property ${field.name}`);
      target.properties[field.name] = schema;
      const required = form === 'output' ? requiredInOutput(field) : form === 'create' && requiredOnCreate(field);
      if (required) (target.required ??= []).push(field.name);
    }
    schemas[names[form]] = target;
  }
  return { schemas, paths: {}, operationIds: {} };
}

function baseIndex(base: OpenApiDocument): { operationIds: Set<string>; paths: PathSegments[] } {
  let index = baseIndexCache.get(base);
  if (!index) {
    index = {
      operationIds: new Set(Object.values(base.paths).flatMap((item) => HTTP_METHODS.flatMap((method) => item[method]?.operationId ?? []))),
      paths: Object.keys(base.paths).map(pathSegments),
    };
    baseIndexCache.set(base, index);
  }
  return index;
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
 * The path templates of a document as a tree of segments ({param} segments on a branch of their
 * own). Two templates collide when one request path could match both: same length, and segment
 * by segment a `{param}` matches anything while literals compare case-insensitively
 * (`/rest/batch/{id}` of a pipeline named `batch` would swallow `/rest/batch/people`). A new
 * path is compared along the branches it could match rather than with every path: a literal
 * follows its own branch and the {param} branch, a {param} follows them all. The collision
 * named is the earliest path added, as a scan in document order would find.
 */
class PathIndex {
  private readonly root: PathNode = { children: new Map() };
  private count = 0;

  constructor(paths: PathSegments[]) {
    for (const path of paths) this.add(path);
  }

  add(path: PathSegments): void {
    let node = this.root;
    for (const segment of path.segments) {
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = { children: new Map() }));
      node = child;
    }
    node.path ??= { ...path, order: this.count };
    this.count++;
  }

  overlapping(path: PathSegments): PathSegments | undefined {
    let first: (PathSegments & { order: number }) | undefined;
    const walk = (node: PathNode, depth: number) => {
      if (depth === path.segments.length) {
        if (node.path && (!first || node.path.order < first.order)) first = node.path;
        return;
      }
      const segment = path.segments[depth];
      if (segment === null) for (const child of node.children.values()) walk(child, depth + 1);
      else {
        const literal = node.children.get(segment);
        if (literal) walk(literal, depth + 1);
        const param = node.children.get(null);
        if (param) walk(param, depth + 1);
      }
    };
    walk(this.root, 0);
    return first;
  }
}

interface PathNode {
  children: Map<string | null, PathNode>;
  /** The first path that ends here. */
  path?: PathSegments & { order: number };
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
