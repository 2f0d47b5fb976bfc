// Reading the OpenAPI document the fuzzer walks: $ref resolution, the JSON types a schema
// allows, its nullable and non-null branches, the operations, and the relations the document
// itself states (a write schema's `companyId` is the read schema's `company`, a $ref to Company).
export type JsonSchema = Record<string, unknown> & {
  $ref?: string;
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  readOnly?: boolean;
  default?: unknown;
};

export interface OpenApiDoc {
  paths: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema>; parameters?: Record<string, unknown>; [key: string]: unknown };
  [key: string]: unknown;
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  /** `POST /rest/people` */
  key: string;
  method: string;
  template: string;
  operationId: string;
  parameters: Parameter[];
  /** The JSON request body schema, when the operation takes one. */
  requestBody?: { schema: JsonSchema; required: boolean };
  /** The schema of the 200 answer (resolved), if any. */
  successSchema?: JsonSchema;
  /** Documented statuses. */
  statuses: string[];
}

export const COMPONENT_PREFIX = '#/components/schemas/';

export class SchemaIndex {
  readonly operations: Operation[];
  /** write schema name -> property (`companyId`) -> target schema name (`Company`). */
  private readonly relations = new Map<string, Map<string, string>>();

  constructor(readonly document: OpenApiDoc) {
    this.operations = this.collectOperations();
    this.collectRelations();
  }

  get schemas(): Record<string, JsonSchema> {
    return this.document.components?.schemas ?? {};
  }

  /** Follows a local `$ref` (any JSON pointer into the document). */
  pointer(ref: string): unknown {
    if (!ref.startsWith('#/')) throw new Error(`only local refs are supported: ${ref}`);
    let node: unknown = this.document;
    for (const raw of ref.slice(2).split('/')) {
      const part = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
      if (node === null || typeof node !== 'object') return undefined;
      node = (node as Record<string, unknown>)[part];
    }
    return node;
  }

  /** The schema behind any chain of $refs, and the component name of the last ref (if any). */
  resolve(schema: JsonSchema | undefined): { schema: JsonSchema; name?: string } {
    let current: JsonSchema = schema ?? {};
    let name: string | undefined;
    const seen = new Set<string>();
    while (typeof current.$ref === 'string') {
      const ref = current.$ref;
      if (seen.has(ref)) throw new Error(`circular $ref ${ref}`);
      seen.add(ref);
      if (ref.startsWith(COMPONENT_PREFIX)) name = ref.slice(COMPONENT_PREFIX.length);
      current = (this.pointer(ref) as JsonSchema | undefined) ?? {};
    }
    return { schema: current, name };
  }

  /** Component name a schema refers to directly or through a nullable anyOf (`anyOf: [$ref, null]`), or as array items. */
  referencedName(schema: JsonSchema | undefined): string | undefined {
    if (!schema) return undefined;
    if (typeof schema.$ref === 'string') return this.resolve(schema).name;
    for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
      const found = this.referencedName(branch);
      if (found) return found;
    }
    if (schema.items) return this.referencedName(schema.items);
    return undefined;
  }

  /** The JSON types a (resolved) schema admits; undefined = any. */
  types(schema: JsonSchema): string[] | undefined {
    const resolved = this.resolve(schema).schema;
    if (resolved.const !== undefined) return [jsonType(resolved.const)];
    if (resolved.enum) return [...new Set(resolved.enum.map(jsonType))];
    if (typeof resolved.type === 'string') return [resolved.type];
    if (Array.isArray(resolved.type)) return resolved.type;
    const branches = resolved.anyOf ?? resolved.oneOf;
    if (branches) {
      const all = branches.map((b) => this.types(b));
      if (all.some((t) => t === undefined)) return undefined;
      return [...new Set(all.flat() as string[])];
    }
    if (resolved.allOf) return this.types(resolved.allOf[0]);
    if (resolved.properties) return ['object'];
    return undefined;
  }

  nullable(schema: JsonSchema): boolean {
    const types = this.types(schema);
    return types === undefined || types.includes('null');
  }

  /** The schema without its null alternative: `type: [string, null]` -> string; `anyOf: [X, null]` -> X. */
  nonNull(schema: JsonSchema): JsonSchema {
    const { schema: resolved } = this.resolve(schema);
    if (Array.isArray(resolved.type)) {
      const rest = resolved.type.filter((t) => t !== 'null');
      return { ...resolved, type: rest.length === 1 ? rest[0] : rest };
    }
    const branches = resolved.anyOf ?? resolved.oneOf;
    if (branches) {
      const rest = branches.filter((b) => !(this.types(b)?.length === 1 && this.types(b)?.[0] === 'null'));
      if (rest.length === 1) return this.nonNull(rest[0]);
      return { ...resolved, anyOf: rest, oneOf: undefined };
    }
    return schema.$ref ? schema : resolved;
  }

  /** Object properties of a schema (merging allOf), resolved. */
  properties(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: string[]; additional: boolean | JsonSchema } {
    const resolved = this.resolve(this.nonNull(schema)).schema;
    if (resolved.allOf) {
      const parts = resolved.allOf.map((part) => this.properties(part));
      return {
        properties: Object.assign({}, ...parts.map((p) => p.properties), resolved.properties ?? {}),
        required: [...new Set(parts.flatMap((p) => p.required).concat(resolved.required ?? []))],
        additional: parts.every((p) => p.additional !== false) ? true : false,
      };
    }
    return {
      properties: resolved.properties ?? {},
      required: resolved.required ?? [],
      additional: resolved.additionalProperties === undefined ? true : resolved.additionalProperties,
    };
  }

  /** The read schema of a write schema (`PersonForCreate` -> `Person`), if the document has it. */
  readSchemaName(writeName: string | undefined): string | undefined {
    if (!writeName) return undefined;
    const base = writeName.replace(/(ForCreate|ForUpdate)$/, '');
    return base !== writeName && this.schemas[base] ? base : undefined;
  }

  /** `companyId` of PersonForCreate -> `Company`: the record type a relation id points at. */
  relationTarget(writeName: string | undefined, property: string): string | undefined {
    return writeName ? this.relations.get(writeName)?.get(property) : undefined;
  }

  operation(method: string, template: string): Operation | undefined {
    return this.operations.find((op) => op.method === method.toLowerCase() && op.template === template);
  }

  /** The record type a path's `{param}` names: the component the GET/PATCH of that path answers. */
  entityOfPath(template: string): string | undefined {
    const ops = this.operations.filter((op) => sameShape(op.template, template));
    const ordered = ['get', 'patch', 'post', 'delete'].flatMap((m) => ops.filter((op) => op.method === m));
    for (const op of ordered) {
      const name = this.dataEntity(op.successSchema);
      if (name && name !== 'DeletedRecord') return name;
    }
    return undefined;
  }

  /** The component `data.<key>` of an answer refers to (e.g. Person in `{data:{person}}`). */
  dataEntity(schema: JsonSchema | undefined): string | undefined {
    if (!schema) return undefined;
    const data = this.properties(schema).properties.data;
    if (!data) return undefined;
    for (const child of Object.values(this.properties(data).properties)) {
      const name = this.referencedName(child);
      if (name) return name;
    }
    return undefined;
  }

  private collectOperations(): Operation[] {
    const operations: Operation[] = [];
    for (const [template, rawItem] of Object.entries(this.document.paths ?? {})) {
      const item = this.resolve(rawItem as JsonSchema).schema as Record<string, unknown>;
      const shared = ((item.parameters as unknown[]) ?? []).map((p) => this.parameter(p));
      for (const method of HTTP_METHODS) {
        const op = item[method] as Record<string, unknown> | undefined;
        if (!op) continue;
        const own = ((op.parameters as unknown[]) ?? []).map((p) => this.parameter(p));
        const parameters = [...shared.filter((s) => !own.some((o) => o.name === s.name && o.in === s.in)), ...own];
        const bodyNode = op.requestBody ? (this.resolve(op.requestBody as JsonSchema).schema as Record<string, unknown>) : undefined;
        const content = bodyNode?.content as Record<string, { schema?: JsonSchema }> | undefined;
        const json = content?.['application/json'];
        const responses = (op.responses ?? {}) as Record<string, unknown>;
        const ok = responses['200'] ? (this.resolve(responses['200'] as JsonSchema).schema as Record<string, unknown>) : undefined;
        const okContent = ok?.content as Record<string, { schema?: JsonSchema }> | undefined;
        operations.push({
          key: `${method.toUpperCase()} ${template}`,
          method,
          template,
          operationId: String(op.operationId ?? `${method} ${template}`),
          parameters,
          requestBody: json?.schema ? { schema: json.schema, required: bodyNode?.required === true } : undefined,
          successSchema: okContent?.['application/json']?.schema,
          statuses: Object.keys(responses),
        });
      }
    }
    return operations;
  }

  private parameter(raw: unknown): Parameter {
    const resolved = this.resolve(raw as JsonSchema).schema as unknown as Parameter;
    return { ...resolved, schema: (resolved.schema ?? {}) as JsonSchema };
  }

  /** A relation property holds the related record's flat form (`CompanyFlat`); the pool knows it as `Company`. */
  private recordOf(name: string | undefined): string | undefined {
    const flat = name?.match(/^(.+)Flat$/)?.[1];
    return flat && this.schemas[flat] ? flat : name;
  }

  private collectRelations(): void {
    for (const name of Object.keys(this.schemas)) {
      const readName = this.readSchemaName(name);
      if (!readName) continue;
      const readProps = this.properties(this.schemas[readName]).properties;
      const map = new Map<string, string>();
      for (const property of Object.keys(this.properties(this.schemas[name]).properties)) {
        if (!property.endsWith('Id') || property === 'id') continue;
        const target = this.recordOf(this.referencedName(readProps[property.slice(0, -2)]));
        if (target) map.set(property, target);
      }
      this.relations.set(name, map);
    }
  }
}

export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** `/a/{x}/b` and `/a/{y}/b` name the same route. */
export function sameShape(a: string, b: string): boolean {
  const norm = (t: string) => t.replace(/\{[^}]+\}/g, '{}');
  return norm(a) === norm(b);
}

/** Path parameter names of a template, in order. */
export function pathParams(template: string): string[] {
  return [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
}
