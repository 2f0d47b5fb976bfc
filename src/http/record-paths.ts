// The REST paths of one record object, built from its metadata: eight operations with the
// shared parameters, shared error responses and `{ data: { <key>: ... } }` wrappers. One
// generator, two callers: `npm run codegen` writes the built-in objects' paths into
// openapi/records/paths/ (scripts/openapi-records.ts), and workspace-document.ts adds the
// pipelines' at run time. Schemas are referenced by name (`Deal`, `DealFlat`, `DealForCreate`,
// `DealForUpdate`: record-schemas.ts); refs are `#/components/...`, which the codegen rewrites
// into file refs.
import type { ObjectMetadata } from '../metadata/types.ts';
import { defaultText, type JsonSchema } from './field-schemas.ts';
import { capitalize, mergeOperationId, recordOperationIds, restoreOperationIds } from './operation-types.ts';
import { deleteEffectsText, embeddedRelationsText, type ObjectNamed } from './relation-texts.ts';
import { inSentence, withArticle } from '../lib/sentences.ts';
import { groupByPath } from './group-by-path.ts';
import { hasDuplicateCriteria } from '../records/duplicates/criteria.ts';
import { writeRoleOf } from '../records/write-role.ts';
import { duplicatesPaths } from './duplicates-paths.ts';
import { recordSchemaNames } from './record-schemas.ts';

const schema = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const parameter = (name: string): JsonSchema => ({ $ref: `#/components/parameters/${name}` });

/** The `?<field>=` parameter of an object whose lists must name one value of `field` (ObjectMetadata.listScope). */
const scopeParameter = (object: ObjectMetadata, field: string): JsonSchema => ({
  name: field,
  in: 'query',
  required: false,
  description: `The ${field} of the ${object.namePlural} to list. A list needs it, here or as a \`${field}[eq]:\` filter: without either the answer is 400.`,
  schema: { type: 'string', format: 'uuid' },
});

/**
 * What http/request-limits.ts answers any request with, before it reaches an operation: every
 * operation of the document lists them (scripts/codegen.ts adds them to the hand-written ones).
 */
export const EVERY_REQUEST_ERRORS = { 408: 'RequestTimeout', 414: 'UriTooLong', 431: 'HeadersTooLarge' } as const;
const EVERY_REQUEST_STATUSES = Object.keys(EVERY_REQUEST_ERRORS).map(Number) as Array<keyof typeof EVERY_REQUEST_ERRORS>;

const ERROR_RESPONSES = {
  400: 'BadRequest',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'NotFound',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  500: 'InternalError',
  ...EVERY_REQUEST_ERRORS,
} as const;

type ErrorStatus = keyof typeof ERROR_RESPONSES;

/** With the refusals any request can get before it reaches its operation (request-limits.ts). */
const errors = (...statuses: ErrorStatus[]) =>
  Object.fromEntries(
    [...statuses, ...EVERY_REQUEST_STATUSES].map((status) => [String(status), { $ref: `#/components/responses/${ERROR_RESPONSES[status]}` }]),
  );

// Which shared errors each kind of operation can answer.
const READ_ERRORS: ErrorStatus[] = [400, 401, 403, 429, 500];
const ITEM_READ_ERRORS: ErrorStatus[] = [400, 401, 403, 404, 429, 500];
const CREATE_ERRORS: ErrorStatus[] = [400, 401, 403, 409, 413, 415, 429, 500];
const BULK_UPDATE_ERRORS: ErrorStatus[] = [400, 401, 403, 413, 415, 429, 500];
const ITEM_UPDATE_ERRORS: ErrorStatus[] = [400, 401, 403, 404, 413, 415, 429, 500];

/** `{ data: { <key>: value } }`: the body every record operation answers. */
function dataBody(key: string, value: JsonSchema, extra?: { properties: Record<string, JsonSchema>; required: string[] }): JsonSchema {
  return {
    type: 'object',
    required: ['data', ...(extra?.required ?? [])],
    properties: {
      data: { type: 'object', required: [key], properties: { [key]: value } },
      ...extra?.properties,
    },
  };
}

const ok = (description: string, body: JsonSchema) => ({ '200': { description, content: { 'application/json': { schema: body } } } });

const jsonRequest = (body: JsonSchema) => ({ required: true, content: { 'application/json': { schema: body } } });

/** `?soft_delete=true` of the deletes of an object with soft delete (ObjectMetadata.softDelete). */
const softDeleteParameter = (restorePath: string): JsonSchema => ({
  name: 'soft_delete',
  in: 'query',
  required: false,
  description: `\`true\`: soft-delete instead: set \`deletedAt\`, so the records are left out of every read (unless a filter names deletedAt) until \`PATCH ${restorePath}\` restores them; delete rules do not apply and records pointing at them keep the link. Answers as the delete does; a record already soft-deleted is a 404. Without it (or \`false\`) the delete is permanent, soft-deleted records included.`,
  schema: { type: 'boolean', default: false },
});

/**
 * What `?fields=` makes of an operation's answer. An OpenAPI answer cannot depend on a query
 * parameter, so the answer is typed as the whole record (`<Object>`, what generated clients
 * read), and the operation's `x-fields-projection` points at the schema each of its `<Object>`
 * records takes with `fields` instead (`<Object>Projection`: `id` plus the fields named); the
 * contract tests validate a projected answer with it (test/support/contract.ts). A pointer, not
 * a `$ref`: a request validator (validator-parts.ts) or a generator following refs has no use
 * for it.
 */
export const fieldsProjection = (object: ObjectMetadata) => ({ 'x-fields-projection': `#/components/schemas/${recordSchemaNames(object).projection}` });

/** The tag grouping the object's operations in the documentation. */
export function recordTag(object: ObjectMetadata): { name: string; description: string } {
  const what = object.description ? object.description.replace(/\.$/, '') : `Records of the ${inSentence(object.labelSingular)} pipeline`;
  return { name: object.labelPlural, description: `${what} (\`/rest/${object.namePlural}\`).` };
}

/**
 * The record paths of `object`: `/rest/<plural>`, `/rest/<plural>/{id}`, `/rest/batch/<plural>`.
 * `objectNamed` finds the objects its relations point at (their labels word the descriptions).
 */
export function recordPaths(object: ObjectMetadata, objectNamed: ObjectNamed): Record<string, Record<string, unknown>> {
  const ids = recordOperationIds(object);
  const S = capitalize(object.nameSingular);
  const P = capitalize(object.namePlural);
  const one = inSentence(object.labelSingular);
  const many = inSentence(object.labelPlural);
  const a = withArticle(one);
  // Functions, not shared constants: every node of the document is its own object (no aliasing).
  const tags = () => [object.labelPlural];
  const depth = () => parameter(object.defaultDepth === 1 ? 'depthDefaultOne' : 'depth');
  const collectionPath = `/rest/${object.namePlural}`;
  const { create, update, delete: remove } = object.operations;
  const writeRole = writeRoleOf(object);
  // `?soft_delete=true` on both deletes, beside restorePaths' operations.
  const softDelete = (restorePath: string) => (object.softDelete ? [softDeleteParameter(restorePath)] : []);
  // An update can take a value a unique index already holds (a create's 409 is in CREATE_ERRORS).
  const unique: ErrorStatus[] = object.uniqueFields?.length ? [409] : [];
  const updateErrors = (statuses: ErrorStatus[]) => [...statuses, ...unique].sort((a, b) => a - b);
  const records = () => ({ type: 'array', items: schema(S) });
  // The operations that take `?fields=` (their answer's records: fieldsProjection).
  const fieldsParameter = () => parameter('fields');
  const embedded = embeddedRelationsText(object, objectNamed);
  const withEmbedded = (text: string) => (embedded ? `${text} ${embedded}` : text);

  const collection: Record<string, unknown> = {
    get: {
      operationId: ids.findMany,
      'x-required-role': 'readonly',
      summary: `List ${many}`,
      description: withEmbedded(`A page of ${many}, filtered and ordered, with cursor-based pagination.`),
      tags: tags(),
      parameters: ['limit', 'startingAfter', 'endingBefore', 'orderBy', 'filter']
        .map(parameter)
        .concat(depth())
        .concat(fieldsParameter())
        .concat(object.listScope ? [scopeParameter(object, object.listScope)] : []),
      ...fieldsProjection(object),
      responses: {
        ...ok(
          `A page of ${many}.`,
          dataBody(object.namePlural, records(), {
            required: ['pageInfo', 'totalCount'],
            properties: {
              pageInfo: schema('PageInfo'),
              totalCount: { type: 'integer', minimum: 0, description: `Number of ${many} matching the filter, across all pages.` },
            },
          }),
        ),
        ...errors(...READ_ERRORS),
      },
    },
  };
  if (create)
    collection.post = {
      operationId: ids.createOne,
      'x-required-role': writeRole,
      summary: `Create ${a}`,
      description: `Responds 200 (not 201) with the created ${one}.`,
      tags: tags(),
      parameters: [parameter('writeDepth'), fieldsParameter()],
      ...fieldsProjection(object),
      requestBody: jsonRequest(schema(recordSchemaNames(object).create)),
      responses: { ...ok(`The created ${one}.`, dataBody(`create${S}`, schema(S))), ...errors(...CREATE_ERRORS) },
    };
  if (update)
    collection.patch = {
      operationId: ids.updateMany,
      'x-required-role': writeRole,
      summary: `Update the ${many} a filter matches`,
      description: `Applies one body (as \`PATCH ${collectionPath}/{id}\` takes it) to every record \`filter\` matches, in one statement: at most 1,000 records (a filter that matches more is a 400 and nothing changes); a filter is mandatory. Each record sends its own update event. Answers the updated records.`,
      tags: tags(),
      parameters: [parameter('bulkFilter')],
      requestBody: jsonRequest(schema(recordSchemaNames(object).update)),
      responses: { ...ok('The updated records.', dataBody(`update${P}`, records())), ...errors(...updateErrors(BULK_UPDATE_ERRORS)) },
    };
  if (remove)
    collection.delete = {
      operationId: ids.deleteMany,
      'x-required-role': writeRole,
      summary: `Delete the ${many} a filter matches`,
      description: `Deletes every record \`filter\` matches, through the same delete rules as \`DELETE ${collectionPath}/{id}\`, in one statement: at most 1,000 records (a filter that matches more is a 400 and nothing is deleted); a filter is mandatory. Each record sends its own delete event. Answers the deleted ids.`,
      tags: tags(),
      parameters: [parameter('bulkFilter'), ...softDelete(`${collectionPath}/restore?filter=...`)],
      responses: { ...ok('The ids of the deleted records.', dataBody(`delete${P}`, { type: 'array', items: schema('DeletedRecord') })), ...errors(...READ_ERRORS) },
    };

  const item: Record<string, unknown> = {
    parameters: [parameter('recordId')],
    get: {
      operationId: ids.findOne,
      'x-required-role': 'readonly',
      summary: `Get ${a}`,
      description: embedded || `The ${one} by id.`,
      tags: tags(),
      parameters: [depth(), fieldsParameter()],
      ...fieldsProjection(object),
      responses: { ...ok(`The ${one}.`, dataBody(object.nameSingular, schema(S))), ...errors(...ITEM_READ_ERRORS) },
    },
  };
  if (update)
    item.patch = {
      operationId: ids.updateOne,
      'x-required-role': writeRole,
      summary: `Update ${a}`,
      description: 'Only the properties sent are changed. Composite fields are merged sub-field by sub-field; `null` clears a value.',
      tags: tags(),
      parameters: [parameter('writeDepth'), fieldsParameter()],
      ...fieldsProjection(object),
      requestBody: jsonRequest(schema(recordSchemaNames(object).update)),
      responses: { ...ok(`The updated ${one}.`, dataBody(`update${S}`, schema(S))), ...errors(...updateErrors(ITEM_UPDATE_ERRORS)) },
    };
  if (remove)
    item.delete = {
      operationId: ids.deleteOne,
      'x-required-role': writeRole,
      summary: `Delete ${a}`,
      description: deleteEffectsText(object, objectNamed),
      tags: tags(),
      ...(object.softDelete ? { parameters: softDelete(`${collectionPath}/{id}/restore`) } : {}),
      responses: { ...ok(`The ${one} was deleted permanently.`, dataBody(`delete${S}`, schema('DeletedRecord'))), ...errors(...ITEM_READ_ERRORS) },
    };

  const paths: Record<string, Record<string, unknown>> = {
    [collectionPath]: collection,
    [`${collectionPath}/{id}`]: item,
    ...groupByPath(object, errors(...READ_ERRORS)),
  };
  if (create)
    paths[`/rest/batch/${object.namePlural}`] = {
      post: {
        operationId: ids.createMany,
        'x-required-role': writeRole,
        summary: `Create several ${many}`,
        description: `Creates 1 to 60 ${many} in one transaction: either all are created or none.`,
        tags: tags(),
        parameters: [parameter('writeDepth'), fieldsParameter()],
        ...fieldsProjection(object),
        requestBody: jsonRequest({ type: 'array', minItems: 1, maxItems: 60, items: schema(recordSchemaNames(object).create) }),
        responses: { ...ok(`The created ${many}, in request order.`, dataBody(`create${P}`, records())), ...errors(...CREATE_ERRORS) },
      },
    };
  // The error responses it can answer (the shared ones, with the refusals of any request).
  Object.assign(paths, duplicatesPaths(object, errors(400, 401, 403, 404, 413, 415, 429, 500)));
  return paths;
}

/**
 * `PATCH /rest/<plural>/merge` (records/merge/merge-service.ts), on every record object: objects
 * without duplicate criteria (all but people and companies) answer it with the 400 that says so,
 * as Twenty does. Its literal last segment wins over `/rest/<plural>/{id}` (the validator tries
 * static routes first).
 */
export function mergePaths(object: ObjectMetadata): Record<string, Record<string, unknown>> {
  const S = capitalize(object.nameSingular);
  const many = inSentence(object.labelPlural);
  const one = inSentence(object.labelSingular);
  const mergeable = hasDuplicateCriteria(object);
  const what = mergeable
    ? `Merges 2 to 9 ${many} into the one at \`conflictPriorityIndex\`, in one transaction: each field takes that record's value unless it is empty, else the first non-empty value in \`ids\` order; emails, phones and links keep one primary and gather every other value into the additional ones (without repeats); multi-select values are unioned. Every record pointing at a merged-away ${one} (note and task relations, people, opportunities, enrollments, message participants, pipeline relations) then points at the kept one, and the merged-away ${many} are deleted permanently. Events: the kept and every re-pointed record \`.updated\`, each merged-away record \`.deleted\`. With \`dryRun: true\` nothing is written: the answer is what the kept record would become, with a fresh \`id\` and \`deletedAt\` set.`
    : `Not available for ${many}: only objects with duplicate criteria (people, companies) can be merged; the answer is a 400 \`INVALID_MERGE_INPUT\` saying so.`;
  return {
    [`/rest/${object.namePlural}/merge`]: {
      patch: {
        operationId: mergeOperationId(object),
        'x-required-role': writeRoleOf(object),
        summary: `Merge ${many}`,
        description: `${what} Refusals (400 \`INVALID_MERGE_INPUT\`) use Twenty's messages; an id that names no ${one} is a 404 and nothing is merged.`,
        tags: [object.labelPlural],
        parameters: [parameter('writeDepth'), parameter('fields')],
        ...fieldsProjection(object),
        requestBody: jsonRequest({
          type: 'object',
          required: ['ids', 'conflictPriorityIndex'],
          additionalProperties: false,
          properties: {
            ids: { type: 'array', items: { type: 'string' }, description: `The ${many} to merge: 2 to 9 distinct record ids (UUIDs).` },
            conflictPriorityIndex: { type: 'integer', description: 'Index in `ids` of the record that is kept and whose values win conflicts.' },
            dryRun: { type: 'boolean', description: `Answer what the merge would give, writing nothing. ${defaultText(false)}` },
          },
        }),
        responses: {
          ...ok(
            `The kept ${one} after the merge (a dry run: the preview).`,
            dataBody(`merge${S}`, {
              allOf: [
                schema(S),
                {
                  type: 'object',
                  properties: {
                    deletedAt: { type: ['string', 'null'], format: 'date-time', description: 'Dry runs only: set on the preview (as Twenty answers it); a merge answers no deletedAt.' },
                  },
                },
              ],
            }),
          ),
          ...errors(...ITEM_UPDATE_ERRORS),
        },
      },
    },
  };
}

/**
 * `PATCH /rest/<plural>/{id}/restore` and `PATCH /rest/<plural>/restore?filter=` of an object with
 * soft delete (ObjectMetadata.softDelete, and deletes offered): they clear `deletedAt`. The literal
 * `/rest/<plural>/restore` wins over `/rest/<plural>/{id}` (the validator tries static routes
 * first), as merge and groupBy do.
 */
export function restorePaths(object: ObjectMetadata): Record<string, Record<string, unknown>> {
  if (!object.softDelete || !object.operations.delete) return {};
  const ids = restoreOperationIds(object);
  const S = capitalize(object.nameSingular);
  const P = capitalize(object.namePlural);
  const one = inSentence(object.labelSingular);
  const many = inSentence(object.labelPlural);
  const collectionPath = `/rest/${object.namePlural}`;
  const writeRole = writeRoleOf(object);
  const tags = () => [object.labelPlural];
  return {
    [`${collectionPath}/restore`]: {
      patch: {
        operationId: ids.restoreMany,
        'x-required-role': writeRole,
        summary: `Restore the soft-deleted ${many} a filter matches`,
        description: `Restores (clears \`deletedAt\` of) every soft-deleted ${one} \`filter\` matches, in one statement: the filter reaches only soft-deleted records (no need to name deletedAt); at most 1,000 records (a filter that matches more is a 400 and nothing changes); a filter is mandatory. Each record sends its own \`.restored\` event. Answers the restored records at \`depth\` with the \`fields\` named.`,
        tags: tags(),
        parameters: [parameter('restoreFilter'), parameter('writeDepth'), parameter('fields')],
        ...fieldsProjection(object),
        responses: { ...ok(`The restored ${many}.`, dataBody(`restore${P}`, { type: 'array', items: schema(S) })), ...errors(...READ_ERRORS) },
      },
    },
    [`${collectionPath}/{id}/restore`]: {
      parameters: [parameter('recordId')],
      patch: {
        operationId: ids.restoreOne,
        'x-required-role': writeRole,
        summary: `Restore a soft-deleted ${one}`,
        description: `Clears \`deletedAt\` of a ${one} soft-deleted by \`DELETE ${collectionPath}/{id}?soft_delete=true\`: it is read, listed and found again. A ${one} that is not soft-deleted (or does not exist) is a 404. Sends the \`.restored\` event.`,
        tags: tags(),
        parameters: [parameter('writeDepth'), parameter('fields')],
        ...fieldsProjection(object),
        responses: { ...ok(`The restored ${one}.`, dataBody(`restore${S}`, schema(S))), ...errors(...ITEM_READ_ERRORS) },
      },
    },
  };
}
