// The workspace document cut into parts for request validation, so that a metadata change
// recompiles only what it changed. express-openapi-validator reads a whole document when it
// starts (bundles its $refs, walks every schema, compiles with Ajv): about 1.3 s of CPU for the
// workspace document, on every process, at every pipeline or field change. Cut by the path's
// first segment after /rest (`people`, `metadata`, ...; `batch/people` for the batch paths), each
// part holds its paths and only the components they reach, without responses (only requests
// are validated). A part whose document did not change keeps its compiled validator.
//
// Each prefix is two parts, one for its reads (GET, HEAD) and one for its writes: the read part
// holds the prefix's paths with every other operation reduced to a stub (no parameters, no
// body), so it reaches no request-body schema and a custom field added to an object leaves it
// unchanged; the first read after the change finds its validator compiled. The stubs keep the
// methods the document has for a path, so a method it lacks is still a 405, whichever part
// answers; the write part likewise holds stubs of the reads.
//
// Every request is validated by the one part its path can belong to: paths of different parts
// differ in those literal segments (pipelines' paths cannot overlap any other, see
// workspace-document.ts), and a path whose deciding segment is a {param} goes to the fallback
// part, which also gets every request no part claims and answers it as the whole document
// would (404, or 405 for a known path with another method).
import type { OpenApiDocument } from './openapi-document.ts';

/** The key of the fallback part (and of a request no part claims). */
export const FALLBACK_PART = '';

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const COMPONENT_REF = /^#\/components\/([^/]+)\/([^/]+)$/;

/** Which of a prefix's two parts a request goes to. */
export type PartMode = 'read' | 'write';

export const modeOf = (method: string): PartMode => (method === 'GET' || method === 'HEAD' ? 'read' : 'write');

const READ_METHODS = new Set(['get', 'head']);

/** The part a path (a template or a request's path) belongs to: its segment(s) after /rest, lower-cased. */
export function partKey(path: string): string {
  const segments = path.split('/');
  if (segments[1]?.toLowerCase() !== 'rest' || !segments[2]) return FALLBACK_PART;
  const key = (segments[2] === 'batch' && segments[3] ? `batch/${segments[3]}` : segments[2]).toLowerCase();
  return key.includes('{') ? FALLBACK_PART : key;
}

/** partKey of the document's path templates, kept: every version lists every path again. */
const templateKeys = new Map<string, string>();
const MAX_TEMPLATE_KEYS = 50_000;

function templateKey(path: string): string {
  let key = templateKeys.get(path);
  if (key === undefined) {
    if (templateKeys.size >= MAX_TEMPLATE_KEYS) templateKeys.clear();
    templateKeys.set(path, (key = partKey(path)));
  }
  return key;
}

/** Parts by paths object: versions of the workspace document share it while their paths are the same (workspace-document.ts). */
const partsOfPaths = new WeakMap<object, Map<string, string[]>>();

/** The path templates of each part of `document`, by part key (the fallback part is always there); not to be changed. */
export function partPaths(document: OpenApiDocument): Map<string, string[]> {
  let parts = partsOfPaths.get(document.paths);
  if (!parts) partsOfPaths.set(document.paths, (parts = cutIntoParts(document)));
  return parts;
}

function cutIntoParts(document: OpenApiDocument): Map<string, string[]> {
  const byPart = new Map<string, string[]>([[FALLBACK_PART, []]]);
  for (const path of Object.keys(document.paths)) {
    const key = templateKey(path);
    const paths = byPart.get(key);
    if (paths) paths.push(path);
    else byPart.set(key, [path]);
  }
  return byPart;
}

/**
 * The nodes of the whole document a part was cut from: while a later version holds the same
 * nodes at the same places (documents share the nodes a change did not touch, see
 * workspace-document.ts), the part is unchanged and its compiled validator stays.
 */
export interface PartSources {
  top: unknown[];
  paths: Array<[string, unknown]>;
  components: Array<[string, string, unknown]>;
}

export interface ValidatorPart {
  document: OpenApiDocument;
  sources: PartSources;
}

/** The `mode` part of `document` made of `paths` (from partPaths) and the components they reach. */
export function validatorPart(document: OpenApiDocument, paths: string[], mode: PartMode): ValidatorPart {
  const items: Record<string, unknown> = {};
  for (const path of paths) items[path] = forRequests(document.paths[path] as Record<string, unknown>, mode);
  const components = (document.components ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const missing: Array<[string, string, undefined]> = [];
  const reached = reachedComponents(items, components, missing);
  return {
    document: {
      openapi: document.openapi,
      info: document.info,
      servers: document.servers,
      security: document.security,
      paths: items,
      components: { securitySchemes: components.securitySchemes, ...reached },
    } as OpenApiDocument,
    sources: {
      top: topSources(document),
      paths: paths.map((path) => [path, document.paths[path]]),
      // A $ref to a component that is not there is kept too: one appearing changes the part.
      components: [
        ...Object.entries(reached).flatMap(([section, byName]) => Object.entries(byName).map(([name, node]): [string, string, unknown] => [section, name, node])),
        ...missing,
      ],
    },
  };
}

/** Does `document` hold the very nodes `sources` names, for exactly `paths`? */
export function partUnchanged(document: OpenApiDocument, paths: string[], sources: PartSources): boolean {
  if (paths.length !== sources.paths.length) return false;
  const components = (document.components ?? {}) as Record<string, Record<string, unknown> | undefined>;
  const top = topSources(document);
  return (
    top.every((node, i) => node === sources.top[i]) &&
    sources.paths.every(([path, node], i) => paths[i] === path && document.paths[path] === node) &&
    sources.components.every(([section, name, node]) => components[section]?.[name] === node)
  );
}

const topSources = (document: OpenApiDocument): unknown[] => [
  document.openapi,
  document.info,
  document.servers,
  document.security,
  (document.components as Record<string, unknown> | undefined)?.securitySchemes,
];

/** `document` cut into `mode` parts by partKey, each a document of its own (the fallback part is always there). */
export function validatorParts(document: OpenApiDocument, mode: PartMode): Map<string, OpenApiDocument> {
  return new Map([...partPaths(document)].map(([key, paths]) => [key, validatorPart(document, paths, mode).document]));
}

const NOT_VALIDATED = { default: { description: 'not validated' } };

/**
 * A path item as the `mode` part validates it: its operations answer nothing (the validator
 * checks requests only), and those of the other mode are stubs that take nothing.
 */
function forRequests(item: Record<string, unknown>, mode: PartMode): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...item };
  for (const method of HTTP_METHODS) {
    const operation = item[method] as Record<string, unknown> | undefined;
    if (!operation) continue;
    copy[method] = READ_METHODS.has(method) === (mode === 'read') ? { ...operation, responses: NOT_VALIDATED } : { responses: NOT_VALIDATED };
  }
  return copy;
}

/** The components `from` refers to, and those they refer to, by section (schemas, parameters, ...). */
function reachedComponents(
  from: unknown,
  components: Record<string, Record<string, unknown> | undefined>,
  missing: Array<[string, string, undefined]> = [],
): Record<string, Record<string, unknown>> {
  const reached: Record<string, Record<string, unknown>> = {};
  const pending: unknown[] = [from];
  while (pending.length) {
    const value = pending.pop();
    if (Array.isArray(value)) {
      pending.push(...value);
      continue;
    }
    if (!value || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') {
        const match = COMPONENT_REF.exec(child);
        if (!match) continue;
        const [, section, name] = match;
        const target = components[section]?.[name];
        if (target === undefined) missing.push([section, name, undefined]);
        if (target === undefined || reached[section]?.[name] !== undefined) continue;
        (reached[section] ??= {})[name] = target;
        pending.push(target);
      } else if (child && typeof child === 'object') {
        pending.push(child);
      }
    }
  }
  return reached;
}
