// The OpenAPI validator's messages, reworded to name what the client must fix. Ajv says of a
// body without a person's name "must have required property 'name'", where the client needs to
// hear "name.firstName: is required" (the name object's own required sub-field), and of an extra
// property "must NOT have additional properties" without saying which are allowed. Both need
// the schema at the error's path: walked here from the operation's request body, through $refs
// into the document the request was validated against.
import type { OpenApiDocument } from './openapi-document.ts';
import { withArticle } from '../lib/sentences.ts';

interface Schema {
  $ref?: string;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  /** Properties an update body may not carry, with the operation that changes them (record-schemas.ts). */
  'x-changed-through'?: Record<string, string>;
}

const MAX_REF_HOPS = 20;

function resolve(document: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  let current = schema;
  for (let hop = 0; current?.$ref && hop < MAX_REF_HOPS; hop++) {
    const ref: string = current.$ref;
    if (!ref.startsWith('#/')) return undefined;
    current = ref
      .slice(2)
      .split('/')
      .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
      .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), document) as Schema | undefined;
  }
  return current;
}

/** The object (or array) variant of a nullable or composed schema. */
function structural(document: OpenApiDocument, schema: Schema | undefined): Schema | undefined {
  const resolved = resolve(document, schema);
  if (!resolved) return undefined;
  if (resolved.properties || resolved.items) return resolved;
  for (const variant of [...(resolved.anyOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.allOf ?? [])]) {
    const found = structural(document, variant);
    if (found) return found;
  }
  return resolved;
}

export interface OperationRef {
  method: string;
  route: string;
}

/** The schema at `segments` (property names and array indexes) of the operation's JSON body. */
function schemaAt(document: OpenApiDocument, operation: OperationRef, segments: string[]): Schema | undefined {
  const op = document.paths[operation.route]?.[operation.method.toLowerCase()] as { requestBody?: { content?: Record<string, { schema?: Schema }> } } | undefined;
  let schema = op?.requestBody?.content?.['application/json']?.schema;
  for (const segment of segments) {
    const current = structural(document, schema);
    if (!current) return undefined;
    schema = /^\d+$/.test(segment) ? current.items : current.properties?.[segment];
  }
  return structural(document, schema);
}

const REQUIRED = /^must have required property '(.+)'$/;

/**
 * `field` is the dotted name the message is about ("name", "[3] name", "emails.foo"); `segments`
 * the body path it came from (["name"], ["3", "name"], ["emails", "foo"]). Returns the messages
 * to show instead of `${field}: ${message}`, or undefined to keep that.
 */
export function clientMessages(document: OpenApiDocument, operation: OperationRef | undefined, field: string, segments: string[], message: string): string[] | undefined {
  if (REQUIRED.test(message)) {
    // A required object whose own sub-fields are required: name those (name.firstName).
    const missing = operation && schemaAt(document, operation, segments);
    const subs = missing?.required ?? [];
    if (missing?.properties && subs.length) return subs.map((sub) => `${field}.${sub}: is required`);
    return [`${field}: is required`];
  }
  if (message === 'must NOT have additional properties') {
    const parent = operation && schemaAt(document, operation, segments.slice(0, -1));
    const through = parent?.['x-changed-through']?.[segments.at(-1) ?? ''];
    if (through) return [`${field}: cannot be changed over REST; use ${through}`];
    const allowed = Object.keys(parent?.properties ?? {});
    return [`${field}: unknown property${allowed.length ? `; allowed: ${allowed.join(', ')}` : ''}`];
  }
  // "must be string,null" -> "must be a string or null".
  const types = /^must be ((?:string|number|integer|boolean|object|array|null)(?:,(?:string|number|integer|boolean|object|array|null))*)$/.exec(message)?.[1];
  if (types) return [`${field}: must be ${types.split(',').map((type) => (type === 'null' ? 'null' : withArticle(type))).join(' or ')}`];
  return undefined;
}

