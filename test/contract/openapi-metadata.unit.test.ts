// Keeps the OpenAPI document (openapi/, bundled into generated/openapi.json; its record objects'
// part generated from the metadata by `npm run codegen`) and the object metadata (src/metadata)
// in step, by expectations written apart from the generator: every object's record schemas,
// bodies, enums and operations must match its fields one for one; the same checks run on a
// workspace document (buildWorkspaceDocument) with pipelines and custom fields. Also proves the
// document is valid JSON Schema 2020-12 by compiling every schema in it with Ajv.
import { webhookDeliveryObject, webhookObject } from '../../src/webhooks/webhook-objects.ts';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { AppError, type ErrorBody } from '../../src/errors/app-error.ts';
import {
  capitalize,
  RECORD_OPERATION_KINDS,
  recordOperationIds,
  type OperationId,
  type RequestBodyOf,
  type Schema,
  type SuccessBodyOf,
} from '../../src/http/operation-types.ts';
import type { OpenApiDocument } from '../../src/http/openapi-document.ts';
import { buildWorkspaceDocument } from '../../src/http/workspace-document.ts';
import { COMPOSITE_TYPES } from '../../src/metadata/composite-types.ts';
import { createRegistry } from '../../src/metadata/registry.ts';
import {
  isComposite,
  isRelation,
  type CompositeField,
  type CompositeFieldType,
  type FieldMetadata,
  type ObjectMetadata,
  type ScalarField,
} from '../../src/metadata/types.ts';
import { workspaceObjects } from '../support/workspace-objects.ts';

// ---------------------------------------------------------------------------------------------
// Compile-time checks (run by `tsc -p .`): generated types line up with hand-written ones.

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const errorBodyMatchesDocument: Equal<ErrorBody, Schema<'Error'>> = true;
const createBodyIsForCreate: Equal<RequestBodyOf<'createOnePerson'>, Schema<'PersonForCreate'>> = true;
const getBodyWrapsRecord: Equal<SuccessBodyOf<'findOnePerson'>['data']['person'], Schema<'Person'>> = true;

/** The built-in objects' names as literal types: each derived operationId must exist. */
const TYPED_OBJECT_NAMES = [
  { nameSingular: 'person', namePlural: 'people' },
  { nameSingular: 'company', namePlural: 'companies' },
  { nameSingular: 'opportunity', namePlural: 'opportunities' },
  { nameSingular: 'note', namePlural: 'notes' },
  { nameSingular: 'task', namePlural: 'tasks' },
  { nameSingular: 'noteTarget', namePlural: 'noteTargets' },
  { nameSingular: 'taskTarget', namePlural: 'taskTargets' },
  { nameSingular: 'timelineActivity', namePlural: 'timelineActivities' },
  { nameSingular: 'favorite', namePlural: 'favorites' },
  { nameSingular: 'attachment', namePlural: 'attachments' },
  { nameSingular: 'workspaceMember', namePlural: 'workspaceMembers' },
  { nameSingular: 'workflow', namePlural: 'workflows' },
  { nameSingular: 'workflowVersion', namePlural: 'workflowVersions' },
  { nameSingular: 'messageChannel', namePlural: 'messageChannels' },
  { nameSingular: 'sequence', namePlural: 'sequences' },
  { nameSingular: 'sequenceSender', namePlural: 'sequenceSenders' },
  { nameSingular: 'sequencePerson', namePlural: 'sequencePeople' },
] as const;
/** Objects the API only reads (workflow runs, the inbox's messages): their reads are the only operations. */
const TYPED_READ_ONLY_OBJECT_NAMES = [
  { nameSingular: 'workflowRun', namePlural: 'workflowRuns' },
  { nameSingular: 'messageThread', namePlural: 'messageThreads' },
  { nameSingular: 'message', namePlural: 'messages' },
  { nameSingular: 'messageParticipant', namePlural: 'messageParticipants' },
  { nameSingular: 'messageChannelMessageAssociation', namePlural: 'messageChannelMessageAssociations' },
  { nameSingular: 'sequenceRun', namePlural: 'sequenceRuns' },
] as const;
const typedRecordOperationIds: OperationId[] = [
  ...TYPED_OBJECT_NAMES.flatMap((names) => Object.values(recordOperationIds(names))),
  ...TYPED_READ_ONLY_OBJECT_NAMES.flatMap((names) => {
    const ids = recordOperationIds(names);
    return [ids.findMany, ids.findOne];
  }),
];

// ---------------------------------------------------------------------------------------------
// The document

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
  description?: string;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}
interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  schema: JsonSchema;
}
interface Operation {
  operationId: string;
  summary?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: JsonSchema }> }>;
}
type PathItem = { parameters?: Parameter[] } & Partial<Record<(typeof METHODS)[number], Operation>>;
interface Document {
  paths: Record<string, PathItem>;
  components: { schemas: Record<string, JsonSchema>; parameters: Record<string, Parameter>; responses: Record<string, unknown> };
}

const METHODS = ['get', 'post', 'patch', 'put', 'delete'] as const;
const DOCUMENT_ID = 'https://crm.test/openapi.json';

const documentText = readFileSync(new URL('../../generated/openapi.json', import.meta.url), 'utf8');
const doc = JSON.parse(documentText) as Document;
const schemas = doc.components.schemas;
const registry = createRegistry();
const objects = registry.all();

// A workspace with runtime metadata (test/support/workspace-objects.ts): the deal and partner
// pipelines, person with custom fields, company with the inverse of deal.company. Its document
// must meet the same per-object checks as the static one.
const workspace = workspaceObjects();
const workspaceDoc = buildWorkspaceDocument(doc as unknown as OpenApiDocument, workspace) as unknown as Document;
const workspaceChanged = workspace.filter((o) => o.isCustom || o.fields.some((f) => f.isCustom));

/** FULL_NAME -> FullName, RICH_TEXT_V2 -> RichTextV2 */
const compositeSchemaName = (type: CompositeFieldType) =>
  type
    .split('_')
    .map((part) => part.charAt(0) + part.slice(1).toLowerCase())
    .join('');

function resolve<T>(ref: string, document: Document = doc): T {
  const value = ref
    .replace(/^#\//, '')
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], document);
  if (value === undefined) throw new Error(`unresolved $ref ${ref}`);
  return value as T;
}
const deref = <T extends { $ref?: string }>(node: T, document: Document = doc): T =>
  node.$ref ? deref(resolve<T>(node.$ref, document), document) : node;

/**
 * A property schema as one comparable string: `string/uuid|null`, `integer`, `enum(A,B)|null`,
 * `array<enum(A,B)>`, `ref(FullName)`, `ref(Company)|null`, `array<ref(Note)>`, `any`. An enum
 * reads the same inline (runtime SELECT fields) as behind a $ref (OpportunityStage).
 */
function shape(schema: JsonSchema, document: Document = doc): string {
  if (schema.anyOf) return schema.anyOf.map((s) => shape(s, document)).join('|');
  if (schema.$ref) {
    const name = schema.$ref.split('/').pop()!;
    const target = resolve<JsonSchema>(schema.$ref, document);
    return target.enum ? `enum(${target.enum.join(',')})` : `ref(${name})`;
  }
  if (schema.enum) return `enum(${schema.enum.join(',')})`;
  if (schema.type === undefined) return 'any';
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const main = types.find((t) => t !== 'null');
  if (!main) return 'null';
  const base = main === 'array' ? `array<${shape(schema.items!, document)}>` : schema.format ? `${main}/${schema.format}` : main;
  return types.includes('null') ? `${base}|null` : base;
}

// ---------------------------------------------------------------------------------------------
// What the metadata says the document must contain

type Form = 'output' | 'create' | 'update';
const orNull = (s: string, nullable: boolean) => (nullable ? `${s}|null` : s);
const writable = (field: FieldMetadata) => !field.readOnly && !isRelation(field);
/** On create a client may also choose the read-only fields marked writableOnCreate (its own id). */
const writableOnCreate = (field: FieldMetadata) => writable(field) || (field.readOnly === true && field.writableOnCreate === true);

function scalarShape(field: ScalarField): string {
  const values = () => (field.options ?? []).map((o) => o.value).join(',');
  switch (field.type) {
    case 'UUID':
      return 'string/uuid';
    case 'TEXT':
      return 'string';
    case 'NUMBER':
      return field.integer ? 'integer' : 'number';
    case 'BOOLEAN':
      return 'boolean';
    case 'DATE_TIME':
      return 'string/date-time';
    case 'DATE':
      return 'string/date';
    case 'SELECT':
      return `enum(${values()})`;
    case 'MULTI_SELECT':
      return `array<enum(${values()})>`;
    case 'RAW_JSON':
      return 'any';
  }
}

function expectedShape(field: FieldMetadata, form: Form): string {
  if (isRelation(field)) {
    // The related record's flat form: no schema reaches itself (generators recurse into cycles).
    const target = `ref(${capitalize(field.relation.target)}Flat)`;
    return field.relation.kind === 'MANY_TO_ONE' ? `${target}|null` : `array<${target}>`;
  }
  // Output: composites are always objects (their sub-fields are nullable). Create: a required
  // field must carry a value. Update: null clears the value where the field is nullable.
  const nullable = form === 'output' ? !isComposite(field) && field.nullable : form === 'create' ? field.nullable && !field.requiredOnCreate : field.nullable;
  if (isComposite(field)) {
    const base = compositeSchemaName(field.type);
    const variant = form === 'output' ? '' : form === 'create' && field.requiredSubFields?.length ? 'ForCreate' : 'Input';
    return orNull(`ref(${base}${variant})`, nullable);
  }
  const scalar = field as ScalarField;
  // A JSON field of a declared shape (a channel's IMAP settings) is typed by it, as declared.
  if (scalar.type === 'RAW_JSON' && scalar.jsonShape) return shape(scalar.jsonShape[form === 'output' ? 'output' : 'input'] as JsonSchema);
  return scalar.type === 'RAW_JSON' ? 'any' : orNull(scalarShape(scalar), nullable);
}

/** SPEC quirk: a flat `firstName` on a person is accepted and ignored. */
const extraInputProperties = (object: ObjectMetadata): Record<string, string> =>
  object.nameSingular === 'person' ? { firstName: 'string|null' } : {};

const shapes = (schema: JsonSchema, document: Document = doc) =>
  Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, shape(property, document)]));
const sorted = (names: readonly string[] | undefined) => [...(names ?? [])].sort();

// ---------------------------------------------------------------------------------------------

describe('OpenAPI document vs object metadata', () => {
  it('covers exactly the built-in objects, with literal names known to the type checker', () => {
    const pairs = (list: ReadonlyArray<{ nameSingular: string; namePlural: string }>) => list.map((o) => `${o.nameSingular}/${o.namePlural}`).sort();
    expect(pairs(objects)).toEqual(pairs([...TYPED_OBJECT_NAMES, ...TYPED_READ_ONLY_OBJECT_NAMES]));
    const documentOperationIds = Object.values(doc.paths).flatMap((item) =>
      METHODS.flatMap((method) => (item[method] ? [item[method].operationId] : [])),
    );
    expect(new Set(documentOperationIds).size).toBe(documentOperationIds.length);
    expect(documentOperationIds).toEqual(expect.arrayContaining(typedRecordOperationIds));
  });

  it('names no jsonSchemaDialect: OpenAPI 3.1\'s base dialect applies, and Prism validates (it checks nothing when one is named)', () => {
    expect(doc).not.toHaveProperty('jsonSchemaDialect');
  });

  it('every operation has a summary, a tag and the shared error responses that can happen to it', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const where = `${method.toUpperCase()} ${path}`;
        expect(operation.summary, where).toBeTruthy();
        expect(operation.tags?.length, where).toBe(1);
        const statuses = Object.keys(operation.responses);
        for (const status of statuses.filter((s) => Number(s) >= 400))
          expect(operation.responses[status].$ref, `${where} ${status}`).toMatch(/^#\/components\/responses\//);
        // The health pages need no key; /metrics needs one of any role and is not rate limited.
        // Any request can be refused before its operation (http/request-limits.ts): 408, 414, 431.
        const expected = [...(path === '/readyz' ? ['200', '503'] : ['200', '500']), '408', '414', '431'];
        // A workflow's webhook takes its own secret, not a key (no role: no 403), and reads a body
        // of another media type as none (no 415).
        const workflowWebhook = path === '/webhooks/workflows/{workflowId}';
        if (path === '/metrics') expected.push('401');
        else if (workflowWebhook) expected.push('401', '429');
        else if (path !== '/healthz' && path !== '/readyz') expected.push('401', '403', '429');
        if (path.includes('{')) expected.push('400', '404');
        if (operation.requestBody) expected.push('400', '413', ...(workflowWebhook ? [] : ['415']));
        expect(statuses, where).toEqual(expect.arrayContaining(expected));
      }
    }
  });

  it('has no paths beyond the record operations and the documented extras', () => {
    const recordPaths = objects.flatMap((o) => [
      `/rest/${o.namePlural}`,
      `/rest/${o.namePlural}/{id}`,
      `/rest/${o.namePlural}/groupBy`,
      `/rest/${o.namePlural}/duplicates`, // Twenty's extras (DESIGN.md): every record object
      ...(o.operations.create ? [`/rest/batch/${o.namePlural}`] : []),
    ]);
    // PATCH /rest/<plural>/merge on every object (issue 29; a 400 for objects without duplicate criteria).
    recordPaths.push(...objects.map((o) => `/rest/${o.namePlural}/merge`));
    // The restores of objects with soft delete (PATCH /rest/<plural>/restore and /{id}/restore).
    recordPaths.push(...objects.filter((o) => o.softDelete && o.operations.delete).flatMap((o) => [`/rest/${o.namePlural}/restore`, `/rest/${o.namePlural}/{id}/restore`]));
    const extras = [
      '/healthz',
      '/readyz',
      '/metrics',
      '/rest/metadata/objects/standard-id/{standardId}',
      '/rest/metadata/objects',
      '/rest/metadata/objects/{idOrName}',
      '/rest/metadata/objects/{objectMetadataId}/fields',
      '/rest/metadata/objects/{objectMetadataId}/fields/{fieldId}',
      '/rest/metadata/pipelines',
      '/rest/metadata/pipelines/{pipelineId}',
      '/rest/metadata/pipelines/{pipelineId}/fields',
      '/rest/metadata/pipelines/{pipelineId}/fields/{fieldId}',
      '/rest/metadata/fields',
      '/rest/metadata/fields/{fieldId}',
      '/rest/open-api',
      '/rest/apiKeys',
      '/rest/apiKeys/{id}',
      '/rest/apiKeys/{id}/revoke',
      '/rest/webhooks',
      '/rest/webhooks/{id}',
      '/rest/webhookDeliveries',
      '/rest/webhookDeliveries/{id}',
      '/rest/webhookDeliveries/{id}/retry',
      '/rest/inbox/messages',
      '/rest/messageChannels/{id}/sync',
      '/webhooks/workflows/{workflowId}',
    ];
    expect(sorted(Object.keys(doc.paths))).toEqual(sorted([...recordPaths, ...extras]));
  });

  it('Webhook and WebhookDelivery: one property per field of the objects their lists are served by (plus the attempt log)', () => {
    expect(sorted(Object.keys(schemas.Webhook.properties ?? {}))).toEqual(sorted(webhookObject.fields.map((f) => f.name)));
    expect(sorted(schemas.Webhook.required)).toEqual(sorted(webhookObject.fields.map((f) => f.name)));
    const deliveryFields = [...webhookDeliveryObject.fields.map((f) => f.name), 'attemptLog'];
    expect(sorted(Object.keys(schemas.WebhookDelivery.properties ?? {}))).toEqual(sorted(deliveryFields));
    expect(sorted(schemas.WebhookDelivery.required)).toEqual(sorted(deliveryFields));
  });

  it('the workspace fixtures cover pipelines and custom fields on built-in objects', () => {
    expect(workspaceChanged.map((o) => o.nameSingular).sort()).toEqual(['company', 'deal', 'partner', 'person']);
  });

  describe.each([
    ...objects.map((o) => [o.nameSingular, doc, o] as const),
    ...workspaceChanged.map((o) => [`${o.nameSingular} (workspace document)`, workspaceDoc, o] as const),
  ])('%s', (_name, document, object) => {
    const S = capitalize(object.nameSingular);
    const { schemas } = document.components;
    const output = schemas[S];
    const forCreate = schemas[`${S}ForCreate`];
    const forUpdate = schemas[`${S}ForUpdate`];
    const fieldShapes = (fields: FieldMetadata[], form: Form) =>
      Object.fromEntries(fields.map((field) => [field.name, expectedShape(field, form)]));

    it(`output schema ${S}: one property per field (relations included), typed by the field`, () => {
      expect(output, `components.schemas.${S}`).toBeDefined();
      // A write-only field (a workflow's webhook secret) is never answered.
      const answered = object.fields.filter((f) => !f.writeOnly);
      expect(shapes(output, document)).toEqual(fieldShapes(answered, 'output'));
      // Every non-relation field is always present; relations only with depth >= 1.
      expect(sorted(output.required)).toEqual(sorted(answered.filter((f) => !isRelation(f)).map((f) => f.name)));
    });

    it(`${S}Projection and ${S}Flat: the answered fields typed alike, only id required / no relation`, () => {
      const answered = object.fields.filter((f) => !f.writeOnly);
      const projection = schemas[`${S}Projection`];
      expect(shapes(projection, document)).toEqual(fieldShapes(answered, 'output'));
      expect(projection.required).toEqual(['id']);
      const stored = answered.filter((f) => !isRelation(f));
      const flat = schemas[`${S}Flat`];
      expect(shapes(flat, document)).toEqual(fieldShapes(stored, 'output'));
      expect(sorted(flat.required)).toEqual(sorted(stored.map((f) => f.name)));
    });

    it(`${S}ForCreate: the writable fields, required = requiredOnCreate, defaults from metadata stated, not as \`default\``, () => {
      const fields = object.fields.filter(writableOnCreate);
      expect(shapes(forCreate, document)).toEqual({ ...fieldShapes(fields, 'create'), ...extraInputProperties(object) });
      expect(sorted(forCreate.required)).toEqual(sorted(object.fields.filter((f) => f.requiredOnCreate).map((f) => f.name)));
      expect(forCreate.additionalProperties).toBe(false);
      // A `default` would make the property required in openapi-typescript's types.
      expect(Object.values(forCreate.properties!).filter((p) => p.default !== undefined)).toEqual([]);
      for (const field of fields.filter((f) => f.defaultValue !== undefined)) {
        expect(forCreate.properties![field.name].description).toContain(`Default when left out: \`${JSON.stringify(field.defaultValue)}\`.`);
      }
    });

    it(`${S}ForUpdate: the writable fields, none required, nullable as the metadata says, no defaults`, () => {
      // A field changed through another operation (a version's trigger) is no update property.
      const updatable = object.fields.filter((f) => writable(f) && !f.changedThrough);
      expect(shapes(forUpdate, document)).toEqual({ ...fieldShapes(updatable, 'update'), ...extraInputProperties(object) });
      expect(forUpdate.required).toBeUndefined();
      expect(forUpdate.additionalProperties).toBe(false);
      expect(Object.values(forUpdate.properties!).filter((p) => p.default !== undefined)).toEqual([]);
    });

    it('offers the record operations under the derived operationIds and response keys', () => {
      const ids = recordOperationIds(object);
      const p = object.namePlural;
      const operations: Record<(typeof RECORD_OPERATION_KINDS)[number], [string, (typeof METHODS)[number], string | null]> = {
        findMany: [`/rest/${p}`, 'get', p],
        createOne: [`/rest/${p}`, 'post', `create${S}`],
        findOne: [`/rest/${p}/{id}`, 'get', object.nameSingular],
        updateOne: [`/rest/${p}/{id}`, 'patch', `update${S}`],
        deleteOne: [`/rest/${p}/{id}`, 'delete', `delete${S}`],
        createMany: [`/rest/batch/${p}`, 'post', `create${capitalize(p)}`],
        updateMany: [`/rest/${p}`, 'patch', `update${capitalize(p)}`],
        deleteMany: [`/rest/${p}`, 'delete', `delete${capitalize(p)}`],
        groupBy: [`/rest/${p}/groupBy`, 'get', null],
      };
      const enabled = {
        findMany: true,
        findOne: true,
        createOne: object.operations.create,
        createMany: object.operations.create,
        updateOne: object.operations.update,
        deleteOne: object.operations.delete,
        updateMany: object.operations.update,
        deleteMany: object.operations.delete,
        groupBy: true,
      };
      for (const kind of RECORD_OPERATION_KINDS) {
        const [path, method, dataKey] = operations[kind];
        const operation = document.paths[path]?.[method];
        if (!enabled[kind]) {
          expect(operation, `${method.toUpperCase()} ${path} must not exist`).toBeUndefined();
          continue;
        }
        expect(operation?.operationId, `${method.toUpperCase()} ${path}`).toBe(ids[kind]);
        expect(operation!.tags).toEqual([object.labelPlural]);
        expect(operation!.summary).toBeTruthy();
        const body = deref(operation!.responses['200'].content!['application/json'].schema, document);
        // The group by answers a bare array of groups, as Twenty does.
        if (dataKey === null) expect(body.type, `${ids[kind]} 200`).toBe('array');
        else expect(Object.keys(body.properties!.data.properties!), `${ids[kind]} 200 data`).toEqual([dataKey]);
      }
    });

    it('documents the request bodies and list/get parameters of SPEC and DESIGN', () => {
      const p = object.namePlural;
      const json = (op: Operation | undefined) => op!.requestBody!.content['application/json'].schema;
      if (object.operations.create) {
        expect(json(document.paths[`/rest/${p}`].post)).toEqual({ $ref: `#/components/schemas/${S}ForCreate` });
        expect(json(document.paths[`/rest/batch/${p}`].post)).toMatchObject({
          type: 'array',
          minItems: 1,
          maxItems: 60,
          items: { $ref: `#/components/schemas/${S}ForCreate` },
        });
      } else expect(document.paths[`/rest/${p}`].post).toBeUndefined();
      if (object.operations.update) expect(json(document.paths[`/rest/${p}/{id}`].patch)).toEqual({ $ref: `#/components/schemas/${S}ForUpdate` });
      else expect(document.paths[`/rest/${p}/{id}`].patch).toBeUndefined();

      const list = document.paths[`/rest/${p}`].get!.parameters!.map((q) => deref(q, document));
      // An object whose lists need one value of a field (messages: their thread) takes it as a parameter too.
      expect(list.map((q) => q.name)).toEqual(['limit', 'starting_after', 'ending_before', 'order_by', 'filter', 'depth', 'fields', ...(object.listScope ? [object.listScope] : [])]);
      const depthOf = (params: Parameter[]) => params.find((q) => q.name === 'depth')!.schema;
      expect(depthOf(list)).toEqual({ type: 'integer', enum: [0, 1, 2], default: object.defaultDepth });
      expect(depthOf(document.paths[`/rest/${p}/{id}`].get!.parameters!.map((q) => deref(q, document))).default).toBe(object.defaultDepth);
      const limit = list.find((q) => q.name === 'limit')!.schema;
      expect(limit).toMatchObject({ type: 'integer', minimum: 1, default: 60 });
      expect(limit.maximum).toBeUndefined(); // the server clamps to 1000 instead of refusing

      const id = deref(document.paths[`/rest/${p}/{id}`].parameters![0], document);
      expect(id).toMatchObject({ name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } });
    });
  });

  describe('composite types', () => {
    // RAW_JSON sub-fields are arrays whose items the composite schema defines.
    const subFieldShape = (sub: { type: string; integer?: boolean }) =>
      sub.type === 'NUMBER' ? (sub.integer ? 'integer|null' : 'number|null') : sub.type === 'TEXT' ? 'string|null' : 'array|null';
    const coarseShapes = (schema: JsonSchema) =>
      Object.fromEntries(Object.entries(shapes(schema)).map(([name, s]) => [name, s.replace(/^array<.*>/, 'array')]));

    it.each(Object.keys(COMPOSITE_TYPES) as CompositeFieldType[])('%s: output and input forms list every sub-field', (type) => {
      const name = compositeSchemaName(type);
      const expected = Object.fromEntries(COMPOSITE_TYPES[type].map((sub) => [sub.name, subFieldShape(sub)]));
      const output = schemas[name];
      const input = schemas[`${name}Input`];
      expect(coarseShapes(output)).toEqual(expected);
      expect(coarseShapes(input)).toEqual(expected);
      expect(sorted(output.required)).toEqual(sorted(Object.keys(expected)));
      expect(input.required).toBeUndefined();
      expect(input.additionalProperties).toBe(false);
    });

    it('ForCreate variants require the requiredSubFields of the fields that use them', () => {
      const withRequiredSubFields = objects.flatMap((o) =>
        o.fields.filter((f): f is CompositeField => isComposite(f) && !!f.requiredSubFields?.length),
      );
      expect(withRequiredSubFields.length).toBeGreaterThan(0);
      for (const field of withRequiredSubFields) {
        const variant = schemas[`${compositeSchemaName(field.type)}ForCreate`];
        expect(sorted(variant.required)).toEqual(sorted(field.requiredSubFields));
        expect(sorted(Object.keys(variant.properties!))).toEqual(sorted(COMPOSITE_TYPES[field.type].map((s) => s.name)));
        for (const sub of field.requiredSubFields!) expect(shape(variant.properties![sub])).toBe('string');
      }
    });

    it('currency amounts are integer micros with a three-letter code', () => {
      for (const name of ['Currency', 'CurrencyInput']) {
        expect(schemas[name].properties!.amountMicros.type).toEqual(['integer', 'null']);
      }
      // Output: three capitals or null; input: also "" (an empty sub-field means "not set").
      expect(schemas.Currency.properties!.currencyCode.pattern).toBe('^[A-Z]{3}$');
      expect(schemas.CurrencyInput.properties!.currencyCode.pattern).toBe('^([A-Z]{3})?$');
    });
  });

  it('the metadata FieldType enum covers every field type in use', () => {
    const used = new Set(objects.flatMap((o) => o.fields.map((f) => f.type)));
    const documented = schemas.FieldType.enum as string[];
    for (const type of [...used, ...Object.keys(COMPOSITE_TYPES), 'RELATION']) expect(documented).toContain(type);
  });
});

// ---------------------------------------------------------------------------------------------

describe('OpenAPI document is valid JSON Schema 2020-12', () => {
  // ajv-formats is CommonJS; depending on the loader its default export is the function or a namespace.
  const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv2020) => Ajv2020;
  const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
  ajv.addSchema({ ...doc, $id: DOCUMENT_ID });
  const pointer = (...segments: string[]) =>
    `${DOCUMENT_ID}#/${segments.map((s) => encodeURIComponent(s.replaceAll('~', '~0').replaceAll('/', '~1'))).join('/')}`;
  const validator = (name: string) => {
    const validate = ajv.getSchema(pointer('components', 'schemas', name));
    if (!validate) throw new Error(`no schema ${name}`);
    return validate;
  };
  const isValid = (name: string, value: unknown) => {
    const validate = validator(name);
    return validate(value) ? true : ajv.errorsText(validate.errors);
  };

  it('every component schema passes the meta-schema and compiles', () => {
    for (const [name, schema] of Object.entries(schemas)) {
      expect(ajv.validateSchema(schema), `${name}: ${ajv.errorsText()}`).toBe(true);
      expect(validator(name)).toBeTypeOf('function');
    }
  });

  it('every parameter, request body and response body schema passes the meta-schema and compiles', () => {
    let compiled = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        const locations: string[][] = [];
        if (operation.requestBody) locations.push([path, method, 'requestBody', 'content', 'application/json', 'schema']);
        for (const [status, response] of Object.entries(operation.responses))
          for (const mediaType of Object.keys(response.content ?? {})) locations.push([path, method, 'responses', status, 'content', mediaType, 'schema']);
        (operation.parameters ?? []).forEach((parameter, i) => {
          if (!parameter.$ref) locations.push([path, method, 'parameters', String(i), 'schema']);
        });
        for (const location of locations) {
          const schema = location.reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], doc.paths);
          expect(ajv.validateSchema(schema as object), `${location.join(' ')}: ${ajv.errorsText()}`).toBe(true);
          expect(ajv.getSchema(pointer('paths', ...location)), location.join(' ')).toBeTypeOf('function');
          compiled++;
        }
      }
    }
    for (const [name, parameter] of Object.entries(doc.components.parameters)) {
      expect(ajv.validateSchema(parameter.schema), name).toBe(true);
      expect(ajv.getSchema(pointer('components', 'parameters', name, 'schema'))).toBeTypeOf('function');
    }
    expect(compiled).toBeGreaterThan(objects.length * 6);
  });

  it('validates bodies the way SPEC describes', () => {
    expect(isValid('PersonForCreate', { name: { firstName: 'Jane', lastName: 'Doe' } })).toBe(true);
    expect(isValid('PersonForCreate', { name: { firstName: 'Jane' }, firstName: 'ignored' })).toBe(true);
    expect(isValid('PersonForCreate', {})).not.toBe(true);
    expect(isValid('PersonForCreate', { name: { lastName: 'Doe' } })).not.toBe(true);
    expect(isValid('PersonForCreate', { name: { firstName: 'Jane' }, linkedinLink: 'https://linkedin.com/in/jane' })).not.toBe(true);
    expect(isValid('PersonForCreate', { name: { firstName: 'Jane' }, linkedinLink: { primaryLinkUrl: 'linkedin.com/in/jane' } })).toBe(true);
    expect(isValid('PersonForCreate', { name: { firstName: 'Jane' }, nickname: 'J' })).not.toBe(true);
    expect(isValid('PersonForCreate', { name: { firstName: 'Jane' }, emails: { additionalEmails: ['a@b.c'] } })).toBe(true);
    expect(isValid('PersonForUpdate', { name: { lastName: 'Smith' }, jobTitle: null })).toBe(true);

    const deal = { name: 'Deal', amount: { amountMicros: 1_500_500_000, currencyCode: 'EUR' }, stage: 'PROPOSAL' };
    expect(isValid('OpportunityForCreate', deal)).toBe(true);
    expect(isValid('OpportunityForCreate', { ...deal, amount: { amountMicros: 1.5 } })).not.toBe(true);
    expect(isValid('OpportunityForCreate', { ...deal, amount: { currencyCode: 'eur' } })).not.toBe(true);
    expect(isValid('OpportunityForCreate', { ...deal, amount: { amountMicros: null, currencyCode: '' } })).toBe(true);
    expect(isValid('OpportunityForCreate', { ...deal, stage: 'proposal' })).not.toBe(true);
    expect(isValid('OpportunityForCreate', { stage: 'PROPOSAL' })).not.toBe(true);
    expect(isValid('TaskForUpdate', { status: 'DONE', bodyV2: { markdown: '# Done' } })).toBe(true);
    expect(isValid('CompanyForCreate', { name: 'Acme', workPolicy: ['REMOTE_WORK'], employees: 12 })).toBe(true);
    expect(isValid('CompanyForCreate', { employees: 12.5 })).not.toBe(true);
  });

  it('validates a record, a list page and an error body as the service builds them', () => {
    const now = '2026-01-31T09:30:00.000Z';
    const person = {
      id: '3f2b6c1e-8a4d-4e2f-9b7c-5d1a0e9f8c21',
      createdAt: now,
      updatedAt: now,
      deletedAt: null,
      createdBy: { source: 'API', workspaceMemberId: null, name: 'import script' },
      updatedBy: { source: 'API', workspaceMemberId: null, name: 'import script' },
      position: -1,
      name: { firstName: 'Jane', lastName: null },
      emails: { primaryEmail: null, additionalEmails: [] },
      phones: { primaryPhoneNumber: null, primaryPhoneCountryCode: null, primaryPhoneCallingCode: null, additionalPhones: [] },
      linkedinLink: { primaryLinkUrl: null, primaryLinkLabel: null, secondaryLinks: [] },
      xLink: { primaryLinkUrl: null, primaryLinkLabel: null, secondaryLinks: null },
      jobTitle: null,
      city: null,
      avatarUrl: null,
      companyId: null,
      ownerId: null,
    };
    expect(isValid('Person', person)).toBe(true);
    expect(isValid('Person', { ...person, company: null, tasks: [] })).toBe(true);
    const { city: _city, ...withoutCity } = person;
    expect(isValid('Person', withoutCity)).not.toBe(true);

    const page = ajv.getSchema(pointer('paths', '/rest/people', 'get', 'responses', '200', 'content', 'application/json', 'schema'))!;
    const body = { data: { people: [person] }, pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: person.id, endCursor: person.id }, totalCount: 1 };
    expect(page(body), ajv.errorsText(page.errors)).toBe(true);

    expect(isValid('Error', new AppError(400, 'INVALID_FILTER', ['bad filter']).toBody())).toBe(true);
    expect(isValid('Error', new AppError(404, 'RECORD_NOT_FOUND', ['person x not found']).toBody())).toBe(true);
  });
});

// Keep the compile-time checks referenced.
void [errorBodyMatchesDocument, createBodyIsForCreate, getBodyWrapsRecord];
