// The OpenAPI document of one workspace: the static document (openapi/, bundled into
// generated/openapi.json) plus what its runtime metadata adds. Each pipeline (an object with
// `isCustom`) gets the record paths (record-paths.ts) and the `<Object>`, `<Object>Projection`,
// `<Object>Flat`, `<Object>ForCreate`, `<Object>ForUpdate` schemas
// (record-schemas.ts) that `npm run codegen` generated for every built-in object with the same
// functions, and a tag; each custom field of a built-in object
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
import { fieldSchema, requiredIn, type FieldSchemaContext, type JsonSchema } from './field-schemas.ts';
import { deepFreeze, loadOpenApiDocument, type OpenApiDocument } from './openapi-document.ts';
import { mergePaths, recordPaths, recordTag, restorePaths } from './record-paths.ts';
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
  const last = lastAssembly?.base === base ? lastAssembly : undefined;
  // A change builds its document twice from the same objects: the metadata API's check before it
  // commits (workspaceDocumentProblem), then the REST edge when it is installed.
  if (last && last.objects.length === objects.length && last.objects.every((object, i) => object === objects[i])) return last.document;
  // Unset while this one is built: assembleFrom may have taken over some of `last`'s names when
  // it gives up, and a full assembly that throws (a name taken) leaves none.
  lastAssembly = undefined;
  lastAssembly = (last && assembleFrom(last, objects)) || assembleDocument(base, objects);
  return lastAssembly.document;
}

/** The document assembled in full, whatever was built before (the reference assembleFrom is tested against). */
export const assembleInFull = (base: OpenApiDocument, objects: ObjectMetadata[]): OpenApiDocument => assembleDocument(base, objects).document;

/** A fragment in the document, under the name of its object. */
interface Placed {
  name: string;
  fragment: Fragment;
}

/**
 * The last document assembled, with its fragments in order and the names it holds (schemas,
 * operationIds, path templates): the next document is assembled from it when the objects
 * changed without changing the document's shape (assembleFrom).
 */
interface Assembly {
  base: OpenApiDocument;
  /** What it was built from (objects are values: the same ones, the same document). */
  objects: ObjectMetadata[];
  document: OpenApiDocument;
  pipelines: Placed[];
  extended: Placed[];
  known: Set<string>;
  operationIds: Set<string>;
  paths: PathIndex;
}

let lastAssembly: Assembly | undefined;

/** The schema names each pipeline's fragment adds (every pipeline's, before any fragment: relations between pipelines). */
function pipelineSchemaNames(pipelines: ObjectMetadata[], known: Set<string>): void {
  for (const pipeline of pipelines) {
    for (const name of Object.values(recordSchemaNames(pipeline))) {
      if (known.has(name))
        throw new Error(`pipeline "${pipeline.nameSingular}": the component schema name ${name} is already taken`);
      known.add(name);
    }
  }
}

/** Every `$ref` a fragment made names a schema of the document. */
function checkRefs(fragment: Fragment, known: Set<string>): void {
  for (const { name, field, object } of fragment.refs) {
    if (known.has(name)) continue;
    const what = isRelation(field) ? `its target "${field.relation.target}" has no schema ${name}` : `no schema ${name}`;
    throw new Error(`field ${object.nameSingular}.${field.name}: ${what}`);
  }
}

/**
 * Adds a pipeline's paths to the names, refusing one taken (a collision or an operationId). Its
 * paths are checked against the others' before any is added: among themselves they overlap by
 * design (`/rest/deals/duplicates` beside `/rest/deals/{id}`, the literal routed first, as the
 * built-in objects' are).
 */
function placePaths(assembly: Pick<Assembly, 'operationIds' | 'paths'>, pipeline: ObjectMetadata, fragment: Fragment): void {
  // Checked against the other objects' paths only: a pipeline's own literal path words
  // (`/rest/deals/groupBy`, `/rest/deals/merge`, `/rest/deals/restore`) sit beside its `/rest/deals/{id}` as the
  // built-in objects' do, the validator trying the literal first (record-paths.ts).
  const own = Object.keys(fragment.paths).map(pathSegments);
  for (const segments of own) {
    const taken = assembly.paths.overlapping(segments);
    if (taken) throw new Error(`pipeline "${pipeline.nameSingular}": the path ${segments.path} collides with ${taken.path}`);
  }
  for (const segments of own) {
    const path = segments.path;
    assembly.paths.add(segments);
    for (const operationId of fragment.operationIds[path]) {
      if (assembly.operationIds.has(operationId)) throw new Error(`pipeline "${pipeline.nameSingular}": the operationId ${operationId} is already taken`);
      assembly.operationIds.add(operationId);
    }
  }
}

/** The document's tags: the base's, then each pipeline's (a label that equals an existing tag shares its group). */
function tagsOf(base: OpenApiDocument, pipelines: Placed[]): unknown[] {
  const tags = [...((base.tags as { name: string }[] | undefined) ?? [])];
  const names = new Set(tags.map((tag) => tag.name));
  for (const { fragment } of pipelines) {
    if (fragment.tag && !names.has(fragment.tag.name)) {
      tags.push(fragment.tag);
      names.add(fragment.tag.name);
    }
  }
  return tags;
}

const fragmentsOf = (base: OpenApiDocument, objects: ObjectMetadata[], objectNamed: ObjectNamed) => ({
  pipelines: objects.filter((object) => object.isCustom).map((object) => ({ object, fragment: fragmentOf(base, object, objectNamed, pipelineFragment) })),
  extended: objects
    .filter((object) => !object.isCustom && object.fields.some((field) => field.isCustom))
    .map((object) => ({ object, fragment: fragmentOf(base, object, objectNamed, customFieldsFragment) })),
});

function assembleDocument(base: OpenApiDocument, objects: ObjectMetadata[]): Assembly {
  deepFreeze(base);
  const baseComponents = (base.components ?? {}) as Record<string, unknown> & { schemas?: Record<string, JsonSchema> };
  const baseSchemas = baseComponents.schemas ?? {};
  const schemas: Record<string, JsonSchema> = { ...baseSchemas };
  const document: OpenApiDocument = { ...base, paths: { ...base.paths }, components: { ...baseComponents, schemas } };
  const index = baseIndex(base);
  const assembly: Assembly = {
    base,
    objects: [...objects],
    document,
    pipelines: [],
    extended: [],
    known: new Set(Object.keys(baseSchemas)),
    operationIds: new Set(index.operationIds),
    paths: new PathIndex(index.paths),
  };
  const pipelineObjects = objects.filter((object) => object.isCustom);
  pipelineSchemaNames(pipelineObjects, assembly.known);
  const byName = new Map(objects.map((object) => [object.nameSingular, object]));
  const { pipelines, extended } = fragmentsOf(base, objects, (name) => byName.get(name));
  for (const { object, fragment } of pipelines) {
    checkRefs(fragment, assembly.known);
    Object.assign(schemas, fragment.schemas);
    placePaths(assembly, object, fragment);
    Object.assign(document.paths, fragment.paths);
    assembly.pipelines.push({ name: object.nameSingular, fragment });
  }
  for (const { object, fragment } of extended) {
    checkRefs(fragment, assembly.known);
    Object.assign(schemas, fragment.schemas);
    assembly.extended.push({ name: object.nameSingular, fragment });
  }
  document.tags = tagsOf(base, assembly.pipelines);
  return assembly;
}

/**
 * The document of `objects` from the last one assembled, when it has the same shape: the same
 * pipelines in the same order (and maybe new ones after them, as a create adds them) and the same
 * built-in objects with custom fields, each fragment naming the same paths, operationIds and
 * schemas as before (a field added or changed, a label edited). Then only new pipelines' names
 * are checked, against the names the last document holds, and the new document is a copy of the
 * last with the changed fragments' nodes in the same places: what assembleDocument would build,
 * key for key, without walking every path (~5 ms at 200 pipelines); it takes the last one's
 * names for its own. Undefined otherwise (a pipeline deleted, a name taken, ...): assembleDocument
 * builds it, and names any problem.
 */
function assembleFrom(last: Assembly, objects: ObjectMetadata[]): Assembly | undefined {
  const base = last.base;
  const byName = new Map(objects.map((object) => [object.nameSingular, object]));
  const { pipelines, extended } = fragmentsOf(base, objects, (name) => byName.get(name));
  if (pipelines.length < last.pipelines.length || extended.length !== last.extended.length) return undefined;
  const kept = (before: Placed[], now: Array<{ object: ObjectMetadata; fragment: Fragment }>, upTo: number) => {
    for (let i = 0; i < upTo; i++) {
      const { name, fragment } = before[i];
      if (now[i].object.nameSingular !== name || (now[i].fragment !== fragment && !sameShape(now[i].fragment, fragment))) return false;
    }
    return true;
  };
  if (!kept(last.pipelines, pipelines, last.pipelines.length) || !kept(last.extended, extended, extended.length)) return undefined;

  const added = pipelines.slice(last.pipelines.length);
  try {
    // The new pipelines' names go into the last document's: from here on they are this one's.
    pipelineSchemaNames(added.map(({ object }) => object), last.known);
    for (const { object, fragment } of added) placePaths(last, object, fragment);
    // The fragments kept were checked against fewer names than there are now (names only come in here).
    pipelines.forEach(({ fragment }, i) => fragment !== last.pipelines[i]?.fragment && checkRefs(fragment, last.known));
    extended.forEach(({ fragment }, i) => fragment !== last.extended[i].fragment && checkRefs(fragment, last.known));
  } catch {
    return undefined; // its names are part-updated: the caller assembles in full, and keeps that
  }

  const previous = last.document;
  const schemas = hashTableCopy((previous.components as { schemas: Record<string, JsonSchema> }).schemas);
  // The paths object is shared with the last document while every path item is the same node
  // (a field changes a pipeline's schemas, not its paths: keepSamePaths).
  const pathsChanged = pipelines.some(({ fragment }, i) => {
    const before = last.pipelines[i]?.fragment;
    return fragment !== before && (!before || Object.entries(fragment.paths).some(([path, item]) => before.paths[path] !== item));
  });
  const paths = pathsChanged ? hashTableCopy(previous.paths) : previous.paths;
  pipelines.forEach(({ fragment }, i) => {
    if (fragment === last.pipelines[i]?.fragment) return;
    Object.assign(schemas, fragment.schemas);
    if (pathsChanged) Object.assign(paths, fragment.paths);
  });
  extended.forEach(({ fragment }, i) => {
    if (fragment !== last.extended[i].fragment) Object.assign(schemas, fragment.schemas);
  });
  const placed = pipelines.map(({ object, fragment }) => ({ name: object.nameSingular, fragment }));
  const sameTag = (a?: Fragment['tag'], b?: Fragment['tag']) => a === b || (a?.name === b?.name && a?.description === b?.description);
  const sameTags = added.length === 0 && placed.every(({ fragment }, i) => sameTag(fragment.tag, last.pipelines[i].fragment.tag));
  const document: OpenApiDocument = {
    ...previous,
    paths,
    components: { ...(previous.components as Record<string, unknown>), schemas },
    tags: sameTags ? previous.tags : tagsOf(base, placed),
  };
  return { ...last, objects: [...objects], document, pipelines: placed, extended: extended.map(({ object, fragment }) => ({ name: object.nameSingular, fragment })) };
}

/**
 * A copy of an object of hundreds of keys (the document's paths, its schemas) that V8 keeps as a
 * hash table from the start. A spread copy is first built as a "fast" object, one hidden class
 * per key added (~700 at 200 pipelines), which cost each change ~30 ms and as much again in
 * garbage collection; a property deleted makes the object a hash table, which the copy stays
 * (checked with %HasFastProperties under --allow-natives-syntax).
 */
function hashTableCopy<T>(source: Record<string, T>): Record<string, T> {
  // Two keys, the first deleted: deleting the last key added only steps back to the previous hidden class.
  const copy: Record<string, unknown> = { [HASH_TABLE_MARKS[0]]: true, [HASH_TABLE_MARKS[1]]: true };
  for (const mark of HASH_TABLE_MARKS) delete copy[mark];
  // A loop: Object.assign into a hash table took 2.5x as long.
  for (const key in source) copy[key] = source[key];
  return copy as Record<string, T>;
}

const HASH_TABLE_MARKS = ['\0hash table', '\0hash table 2'] as const;

/** Do two fragments of one object add the same names (paths and their operationIds, schemas, tag)? */
function sameShape(a: Fragment, b: Fragment): boolean {
  const sameKeys = (x: object, y: object) => {
    const xs = Object.keys(x);
    const ys = Object.keys(y);
    return xs.length === ys.length && xs.every((key, i) => key === ys[i]);
  };
  return (
    a.tag?.name === b.tag?.name &&
    sameKeys(a.schemas, b.schemas) &&
    sameKeys(a.paths, b.paths) &&
    Object.keys(a.paths).every((path) => a.operationIds[path].join() === b.operationIds[path]?.join())
  );
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
  const fragment: Fragment = { ...built, schemas: deepFreeze(built.schemas), paths: deepFreeze(keepSamePaths(base, object, built.paths)), tag: built.tag && deepFreeze(built.tag), reads: [...reads], refs };
  byObject.set(object, fragment);
  return fragment;
}

/** The paths of the last fragment built for each object name (the objects of one name over time). */
const lastPaths = new WeakMap<OpenApiDocument, Map<string, Fragment['paths']>>();

/**
 * `paths` with the nodes of the object's previous fragment wherever they are the same: a field
 * added to a pipeline changes its schemas, not its path items, and a validator part cut from
 * the same nodes is kept (validator-parts.ts), so the pipeline's reads need no new compile.
 */
function keepSamePaths(base: OpenApiDocument, object: ObjectMetadata, paths: Fragment['paths']): Fragment['paths'] {
  let byName = lastPaths.get(base);
  if (!byName) lastPaths.set(base, (byName = new Map()));
  const previous = byName.get(object.nameSingular);
  const kept: Fragment['paths'] = {};
  for (const [path, item] of Object.entries(paths)) {
    const before = previous?.[path];
    kept[path] = before && JSON.stringify(before) === JSON.stringify(item) ? before : item;
  }
  byName.set(object.nameSingular, kept);
  return kept;
}

function pipelineFragment(_base: OpenApiDocument, pipeline: ObjectMetadata, context: FieldSchemaContext & { objectNamed: ObjectNamed }): Omit<Fragment, 'reads' | 'refs'> {
  const schemas = recordSchemas(pipeline, context, { namedOptionSets: false });
  const paths = { ...recordPaths(pipeline, context.objectNamed), ...mergePaths(pipeline), ...restorePaths(pipeline) } as Fragment['paths'];
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
      if (requiredIn(field, form)) (target.required ??= []).push(field.name);
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
