// The shape client generators need from the served document (issue 44), checked on the static
// document and on a workspace's (pipelines and custom fields added at run time):
// - no schema reaches itself through its refs (kubb's types and openapi-zod-client recurse into
//   cycles, Prism expands every ref);
// - a record operation answers the object's own schema, not a union with a catch-all (which
//   generators type `unknown`), and a `?fields=` operation refers to the typed projection;
// - no request body property has a `default` (openapi-typescript makes such a property required,
//   so `{ name: "Acme" }` would not compile as a CompanyForCreate).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../src/http/openapi-document.ts';
import { capitalize, recordOperationIds } from '../../src/http/operation-types.ts';
import { buildWorkspaceDocument } from '../../src/http/workspace-document.ts';
import { BUILT_IN_OBJECTS } from '../../src/metadata/registry.ts';
import type { ObjectMetadata } from '../../src/metadata/types.ts';
import { workspaceObjects } from '../support/workspace-objects.ts';

type Node = { [key: string]: unknown };

const loadBase = () => JSON.parse(readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8')) as OpenApiDocument;
const schemasOf = (document: OpenApiDocument) => (document.components as { schemas: Record<string, Node> }).schemas;
const SCHEMA_REF = /^#\/components\/schemas\/([^/]+)$/;

/** The component schemas `node` refers to, directly. */
function refsOf(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => refsOf(item, into));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      const name = key === '$ref' && typeof value === 'string' ? SCHEMA_REF.exec(value)?.[1] : undefined;
      if (name) into.add(name);
      else refsOf(value, into);
    }
  }
  return into;
}

/** Each cycle found, as `A > B > A` (a depth-first walk; one cycle per back edge). */
function cycles(schemas: Record<string, Node>): string[] {
  const edges = new Map(Object.entries(schemas).map(([name, schema]) => [name, [...refsOf(schema)]]));
  const state = new Map<string, 'open' | 'done'>();
  const found: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (state.get(name) === 'open') return void found.push([...path.slice(path.indexOf(name)), name].join(' > '));
    if (state.get(name) === 'done') return;
    state.set(name, 'open');
    for (const next of edges.get(name) ?? []) visit(next, [...path, name]);
    state.set(name, 'done');
  };
  for (const name of edges.keys()) visit(name, []);
  return found;
}

/** The component schemas reachable from `roots`, transitively. */
function reachable(schemas: Record<string, Node>, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    queue.push(...refsOf(schemas[name]));
  }
  return seen;
}

/** Every object property schema under `node` that has a `default`, by where it is. */
function defaultedProperties(node: unknown, at: string, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item, i) => defaultedProperties(item, `${at}/${i}`, out));
  else if (node && typeof node === 'object') {
    const properties = (node as { properties?: Record<string, Node> }).properties;
    // (Only where `properties` is a map of schemas: a field may be named `properties` too.)
    for (const [name, property] of Object.entries(properties ?? {})) if (property && typeof property === 'object' && 'default' in property) out.push(`${at}/properties/${name}`);
    for (const [key, value] of Object.entries(node)) defaultedProperties(value, `${at}/${key}`, out);
  }
  return out;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;
const operationsOf = (document: OpenApiDocument) =>
  Object.entries(document.paths).flatMap(([path, item]) => METHODS.flatMap((method) => (item[method] ? [{ path, method, operation: item[method] as Node }] : [])));

const documents: Array<[string, () => { document: OpenApiDocument; objects: ObjectMetadata[] }]> = [
  ['the static document', () => ({ document: loadBase(), objects: BUILT_IN_OBJECTS })],
  [
    'a workspace document (pipelines, custom fields)',
    () => {
      const objects = workspaceObjects();
      return { document: buildWorkspaceDocument(loadBase(), objects), objects };
    },
  ],
];

describe.each(documents)('%s, for client generators', (_name, load) => {
  // Built when a test runs: a document that cannot be built fails its tests, not the file.
  let loaded: ReturnType<typeof load> | undefined;
  const documentOf = () => (loaded ??= load());

  it('has no schema that reaches itself through its refs', () => {
    expect(cycles(schemasOf(documentOf().document))).toEqual([]);
  });

  it("answers each record operation's records as the object's own schema, and refers `?fields=` to its typed projection", () => {
    const { document, objects } = documentOf();
    const schemas = schemasOf(document);
    for (const object of objects) {
      const S = capitalize(object.nameSingular);
      const ids = recordOperationIds(object);
      const answers = [ids.findMany, ids.findOne, ids.createOne, ids.createMany, ids.updateOne].filter(Boolean);
      const byId = new Map(operationsOf(document).map((entry) => [entry.operation.operationId, entry]));
      for (const id of answers) {
        const entry = byId.get(id);
        if (!entry) continue; // an object without creates or updates
        const body = ((entry.operation.responses as Node)['200'] as { content: Record<string, { schema: Node }> }).content['application/json'].schema;
        const data = (body.properties as { data: { properties: Record<string, Node> } }).data.properties;
        const [record] = Object.values(data);
        expect(record.type === 'array' ? record.items : record, id).toEqual({ $ref: `#/components/schemas/${S}` });
        expect(entry.operation['x-fields-projection'], id).toBe(`#/components/schemas/${S}Projection`);
      }
      const projection = schemas[`${S}Projection`];
      expect(projection.required, `${S}Projection`).toEqual(['id']);
      expect(Object.keys(projection.properties as Node)).toEqual(Object.keys(schemas[S].properties as Node));
      expect(projection.additionalProperties, `${S}Projection`).toBeUndefined();
    }
    expect(schemas.ProjectedRecord).toBeUndefined();
  });

  it('has no `default` on a property of any request body (generators make it required)', () => {
    const { document } = documentOf();
    const schemas = schemasOf(document);
    const bodies = operationsOf(document).flatMap(({ path, method, operation }) => {
      const schema = (operation.requestBody as { content?: Record<string, { schema?: Node }> } | undefined)?.content?.['application/json']?.schema;
      return schema ? [{ at: `${method} ${path}`, schema }] : [];
    });
    const inline = bodies.flatMap(({ at, schema }) => defaultedProperties(schema, at));
    const referenced = [...reachable(schemas, bodies.flatMap(({ schema }) => [...refsOf(schema)]))].flatMap((name) =>
      defaultedProperties(schemas[name], `#/components/schemas/${name}`),
    );
    expect([...inline, ...referenced]).toEqual([]);
  });
});
