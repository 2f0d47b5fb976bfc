// The built-in record objects' part of the REST contract, generated from their metadata
// (src/metadata/objects/) by the generator the pipelines use at run time: for each object,
// openapi/records/paths/<objects>.yaml (record-paths.ts: collection, item, batch) and
// openapi/records/schemas/<object>.yaml (record-schemas.ts: <Object>, <Object>Projection,
// <Object>Flat, <Object>ForCreate, <Object>ForUpdate and its option sets). `npm run codegen` writes them before it bundles
// openapi/openapi.yaml; they are committed, so openapi/ stays the whole contract clients read.
//
// The generator writes `#/components/<kind>/<Name>` refs; here each becomes a ref to the file
// that openapi/openapi.yaml lists the component in, relative to the generated file, as in the
// hand-written files. openapi/openapi.yaml must list every generated path and schema under the
// file it is generated into: a missing or different entry stops the codegen with the line to write.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { JsonSchema } from '../src/http/field-schemas.ts';
import { mergePaths, recordPaths, restorePaths } from '../src/http/record-paths.ts';
import { recordSchemas } from '../src/http/record-schemas.ts';
import { BUILT_IN_OBJECTS } from '../src/metadata/registry.ts';
import type { ObjectMetadata } from '../src/metadata/types.ts';

/** Where the generated files go, relative to the repository root; nothing else lives there. */
export const RECORDS_DIR = 'openapi/records';

export interface GeneratedFile {
  /** Relative to the repository root, with `/`. */
  file: string;
  text: string;
}

/** The `$ref` of each component and path in openapi/openapi.yaml, relative to openapi/. */
interface RootRefs {
  components: Record<string, Record<string, string>>;
  paths: Record<string, string>;
}

const kebab = (name: string) => name.replace(/([A-Z])/g, '-$1').toLowerCase();

/** The keys of a path file: collection, item, batch, groupBy, merge and the restores, as openapi/openapi.yaml refers to them. */
const PATH_KEYS = (object: ObjectMetadata): Record<string, string> => ({
  [`/rest/${object.namePlural}`]: 'collection',
  [`/rest/${object.namePlural}/{id}`]: 'item',
  [`/rest/batch/${object.namePlural}`]: 'batch',
  [`/rest/${object.namePlural}/groupBy`]: 'groupBy',
  [`/rest/${object.namePlural}/merge`]: 'merge',
  [`/rest/${object.namePlural}/duplicates`]: 'duplicates',
  [`/rest/${object.namePlural}/restore`]: 'restore',
  [`/rest/${object.namePlural}/{id}/restore`]: 'itemRestore',
});

function readRootRefs(root: string): RootRefs {
  const document = YAML.parse(readFileSync(path.join(root, 'openapi', 'openapi.yaml'), 'utf8')) as {
    paths: Record<string, { $ref?: string }>;
    components: Record<string, Record<string, { $ref?: string }>>;
  };
  const refsOf = (entries: Record<string, { $ref?: string }>) =>
    Object.fromEntries(Object.entries(entries).flatMap(([name, value]) => (value.$ref ? [[name, value.$ref]] : [])));
  return {
    paths: refsOf(document.paths),
    components: Object.fromEntries(Object.entries(document.components).map(([kind, entries]) => [kind, refsOf(entries)])),
  };
}

/** Fails unless openapi/openapi.yaml lists `name` with exactly `expected` (relative to openapi/). */
function expectListed(listed: string | undefined, expected: string, entry: string): void {
  if (listed !== expected)
    throw new Error(
      `openapi/openapi.yaml must list ${entry} as {$ref: '${expected}'}${listed ? ` (it says '${listed}')` : ''}: the codegen generates it there`,
    );
}

/** Every `#/components/<kind>/<Name>` ref of `node`, rewritten relative to `file` (in place). */
function relocateRefs(node: unknown, file: string, refs: RootRefs): void {
  if (Array.isArray(node)) node.forEach((item) => relocateRefs(item, file, refs));
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (key !== '$ref' || typeof value !== 'string') {
        relocateRefs(value, file, refs);
        continue;
      }
      const [, kind, name] = /^#\/components\/([^/]+)\/([^/]+)$/.exec(value) ?? [];
      const listed = kind && refs.components[kind]?.[name];
      if (!listed) throw new Error(`${file}: openapi/openapi.yaml lists no components.${kind}.${name} for the ref ${value}`);
      const [target, pointer] = listed.split('#');
      const relative = path.posix.relative(path.posix.dirname(file), path.posix.join('openapi', target));
      record.$ref = relative === path.posix.basename(file) ? `#${pointer}` : `${relative.startsWith('.') ? '' : './'}${relative}#${pointer}`;
    }
  }
}

/** YAML as the hand-written files read: `{$ref: ...}` and lists of words on one line. */
function toYaml(header: string, value: unknown): string {
  const document = new YAML.Document(value);
  YAML.visit(document, {
    Map(_, node) {
      if (node.items.length === 1 && YAML.isScalar(node.items[0].value)) node.flow = true;
    },
    Seq(_, node) {
      if (node.items.every((item) => YAML.isScalar(item))) node.flow = true;
    },
  });
  return header + document.toString({ lineWidth: 0, flowCollectionPadding: false, singleQuote: true });
}

const headerFor = (object: ObjectMetadata, generator: string, what: string) =>
  `# ${what}\n` +
  `# Generated by \`npm run codegen\` from the metadata of ${object.nameSingular} (src/metadata/objects/) through\n` +
  `# ${generator} (scripts/openapi-records.ts); do not edit: \`npm run codegen:check\`\n` +
  '# fails when this file differs from what the generator writes.\n';

/** The generated files of every built-in record object, in a stable order. */
export function renderRecordFiles(root: string): GeneratedFile[] {
  const refs = readRootRefs(root);
  const objectNamed = (name: string) => BUILT_IN_OBJECTS.find((object) => object.nameSingular === name);
  const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
  const files: GeneratedFile[] = [];

  for (const object of BUILT_IN_OBJECTS) {
    const schemasFile = `${RECORDS_DIR}/schemas/${kebab(object.nameSingular)}.yaml`;
    const schemas = recordSchemas(object, { ref, objectNamed }, { namedOptionSets: true });
    for (const name of Object.keys(schemas)) {
      expectListed(refs.components.schemas?.[name], `./${path.posix.relative('openapi', schemasFile)}#/${name}`, `components.schemas.${name}`);
    }

    const pathsFile = `${RECORDS_DIR}/paths/${kebab(object.namePlural)}.yaml`;
    const keys = PATH_KEYS(object);
    const paths = Object.fromEntries(
      Object.entries({ ...recordPaths(object, objectNamed), ...mergePaths(object), ...restorePaths(object) }).map(([route, item]) => {
        expectListed(refs.paths[route], `./${path.posix.relative('openapi', pathsFile)}#/${keys[route]}`, `paths['${route}']`);
        return [keys[route], item];
      }),
    );

    relocateRefs(schemas, schemasFile, refs);
    relocateRefs(paths, pathsFile, refs);
    const routes = Object.keys(keys).join(', ');
    files.push({ file: schemasFile, text: toYaml(headerFor(object, 'src/http/record-schemas.ts', `${object.labelPlural}: the record schemas of ${routes}.`), schemas) });
    files.push({ file: pathsFile, text: toYaml(headerFor(object, 'src/http/record-paths.ts', `${object.labelPlural}: ${routes}.`), paths) });
  }
  return files;
}

/** Files under `dir` (relative to `root`, with `/`), recursively. */
export function listFiles(root: string, dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => (entry.isDirectory() ? listFiles(root, `${dir}/${entry.name}`) : [`${dir}/${entry.name}`])).sort();
}

/** Writes the generated files and removes any other file under openapi/records (an object that is gone). */
export function writeRecordFiles(root: string): GeneratedFile[] {
  const files = renderRecordFiles(root);
  const wanted = new Set(files.map(({ file }) => file));
  for (const stale of listFiles(root, RECORDS_DIR).filter((file) => !wanted.has(file))) rmSync(path.join(root, stale));
  for (const { file, text } of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return files;
}
