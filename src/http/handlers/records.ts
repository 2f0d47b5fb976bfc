// The six REST operations of one object, for any object: parse -> record service -> shape.
// Response wrappers follow SPEC.md / DESIGN.md: {data:{<plural>}}, {data:{create<Object>}}, ...
import type { ObjectMetadata } from '../../metadata/types.ts';
import type { Actor } from '../../records/actor.ts';
import type { Services } from '../../services.ts';
import type { MergeInput } from '../../records/merge/merge-service.ts';
import { capitalize, duplicatesOperationId, mergeOperationId, recordOperationIds, restoreOperationIds } from '../operation-types.ts';
import type { HandlerMap } from '../routes.ts';
import { listInput } from './list-input.ts';
import { groupByInput } from './group-by-input.ts';

interface RecordHandlerContext {
  actor: Actor;
  params: { id: string };
  query: Record<string, unknown>;
  body: unknown;
}

type RecordHandler = (ctx: RecordHandlerContext) => Promise<unknown>;

/** `?soft_delete=true` of a delete (the validator coerces it to a boolean). */
const softDeleting = (query: Record<string, unknown>) => query.soft_delete === true || query.soft_delete === 'true';

export function recordHandlers(services: Services, object: ObjectMetadata): Record<string, RecordHandler> {
  const ids = recordOperationIds(object);
  const singular = capitalize(object.nameSingular);
  const plural = capitalize(object.namePlural);
  const { records } = services;
  const handlers: Record<string, RecordHandler> = {
    [ids.findMany]: async ({ query }) => {
      const page = await records.list(object, listInput(query, object));
      return { data: { [object.namePlural]: page.records }, pageInfo: page.pageInfo, totalCount: page.totalCount };
    },
    [ids.findOne]: async ({ params, query }) => ({
      data: { [object.nameSingular]: await records.get(object, params.id, query.depth, { fields: query.fields }) },
    }),
    // Writes answer with the written record(s) at `depth` (default 0), embedded as a GET does,
    // with only the `fields` named when there are (checked before writing).
    [ids.createOne]: async ({ actor, query, body }) => {
      const shape = records.answerShape(object, query);
      const [created] = await records.answer(object, [await records.create(actor, object, body)], shape);
      return { data: { [`create${singular}`]: created } };
    },
    [ids.createMany]: async ({ actor, query, body }) => {
      const shape = records.answerShape(object, query);
      return { data: { [`create${plural}`]: await records.answer(object, await records.createMany(actor, object, body), shape) } };
    },
    [ids.updateOne]: async ({ actor, params, query, body }) => {
      const shape = records.answerShape(object, query);
      const [updated] = await records.answer(object, [await records.update(actor, object, params.id, body)], shape);
      return { data: { [`update${singular}`]: updated } };
    },
    // `?soft_delete=true` (objects with soft delete only: the document declares it there).
    [ids.deleteOne]: async ({ actor, params, query }) => ({
      data: { [`delete${singular}`]: await (softDeleting(query) ? records.softDelete(actor, object, params.id) : records.delete(actor, object, params.id)) },
    }),
    [ids.updateMany]: async ({ actor, query, body }) => ({
      data: { [`update${plural}`]: await records.updateMany(actor, object, query.filter, body) },
    }),
    [ids.deleteMany]: async ({ actor, query }) => ({
      data: { [`delete${plural}`]: await (softDeleting(query) ? records.softDeleteMany(actor, object, query.filter) : records.deleteMany(actor, object, query.filter)) },
    }),
    // A bare array of groups, as Twenty answers it.
    [ids.groupBy]: async ({ query }) => services.groupBy.groupBy(object, groupByInput(query)),
    // PATCH /rest/<plural>/merge: every object has it; only those with duplicate criteria merge.
    [mergeOperationId(object)]: async ({ actor, query, body }) => ({
      data: { [`merge${singular}`]: await services.merge.merge(actor, object, body as MergeInput, query) },
    }),
    [duplicatesOperationId(object)]: async ({ query, body }) => ({
      data: (await services.duplicates.find(object, body, query.depth)).map((entry) => ({
        [`${object.nameSingular}Duplicates`]: entry.records,
        totalCount: entry.totalCount,
        pageInfo: entry.pageInfo,
      })),
    }),
  };
  // PATCH /rest/<plural>/{id}/restore and /rest/<plural>/restore?filter=: objects with soft delete (record-paths.ts restorePaths).
  if (object.softDelete && object.operations.delete) {
    const restore = restoreOperationIds(object);
    handlers[restore.restoreOne] = async ({ actor, params, query }) => {
      const shape = records.answerShape(object, query);
      const [restored] = await records.answer(object, [await records.restore(actor, object, params.id)], shape);
      return { data: { [`restore${singular}`]: restored } };
    };
    handlers[restore.restoreMany] = async ({ actor, query }) => {
      const shape = records.answerShape(object, query);
      return { data: { [`restore${plural}`]: await records.answer(object, await records.restoreMany(actor, object, query.filter), shape) } };
    };
  }
  // Only the writes the object's metadata offers have an operation (http/record-paths.ts): a
  // workflow run is read-only over the API, though its engine writes it through the same layer.
  const { create, update, delete: remove } = object.operations;
  const offered = { createOne: create, createMany: create, updateOne: update, updateMany: update, deleteOne: remove, deleteMany: remove };
  for (const [kind, allowed] of Object.entries(offered)) if (!allowed) delete handlers[ids[kind as keyof typeof offered]];
  return handlers;
}

/**
 * The record operations of every object in the registry. They are built from metadata at run
 * time, so their operationIds are only known then: this is the one place where they are
 * asserted into the typed map. operationDispatcher() refuses to start if any operation of the
 * document lacks a handler, and the contract tests validate every response they produce.
 */
export function allRecordHandlers(services: Services): Partial<HandlerMap> {
  const all: Record<string, RecordHandler> = {};
  for (const object of services.registry.all()) Object.assign(all, handlersOf(services, object));
  return all as Partial<HandlerMap>;
}

/**
 * The handler of a record operation by its route (`/rest/<plural>...`, `/rest/batch/<plural>`):
 * the handler of that object as the registry holds it now, without binding every object's.
 */
export function recordHandlerOf(services: Services, route: string, operationId: string): RecordHandler | undefined {
  const [, , first, second] = route.split('/');
  const object = services.registry.byPluralName(first === 'batch' ? second : first);
  const handlers = object && handlersOf(services, object);
  return handlers && Object.hasOwn(handlers, operationId) ? handlers[operationId] : undefined;
}

/** An object's handlers, kept while the registry holds the same object value (a metadata change rebinds only what it changed). */
const handlersByObject = new WeakMap<Services, WeakMap<ObjectMetadata, Record<string, RecordHandler>>>();

function handlersOf(services: Services, object: ObjectMetadata): Record<string, RecordHandler> {
  let byObject = handlersByObject.get(services);
  if (!byObject) handlersByObject.set(services, (byObject = new WeakMap()));
  let handlers = byObject.get(object);
  if (!handlers) byObject.set(object, (handlers = recordHandlers(services, object)));
  return handlers;
}
