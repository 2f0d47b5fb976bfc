// The six REST operations of one object, for any object: parse -> record service -> shape.
// Response wrappers follow SPEC.md / DESIGN.md: {data:{<plural>}}, {data:{create<Object>}}, ...
import type { ObjectMetadata } from '../../metadata/types.ts';
import type { Services } from '../../services.ts';
import { recordOperationIds } from '../operation-types.ts';
import type { Handler } from '../routes.ts';

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const text = (value: unknown) => (value === undefined ? undefined : String(value));

export function recordHandlers(services: Services, object: ObjectMetadata): Record<string, Handler> {
  const ids = recordOperationIds(object);
  const singular = pascal(object.nameSingular);
  const plural = pascal(object.namePlural);
  const { records } = services;
  return {
    [ids.findMany]: async ({ query }) => {
      const page = await records.list(object, {
        filter: text(query.filter),
        orderBy: text(query.order_by),
        limit: query.limit,
        startingAfter: query.starting_after,
        endingBefore: query.ending_before,
        depth: query.depth,
      });
      return { data: { [object.namePlural]: page.records }, pageInfo: page.pageInfo, totalCount: page.totalCount };
    },
    [ids.findOne]: async ({ params, query }) => ({
      data: { [object.nameSingular]: await records.get(object, params.id, query.depth) },
    }),
    [ids.createOne]: async ({ actor, body }) => ({
      data: { [`create${singular}`]: await records.create(actor, object, body) },
    }),
    [ids.createMany]: async ({ actor, body }) => ({
      data: { [`create${plural}`]: await records.createMany(actor, object, body) },
    }),
    [ids.updateOne]: async ({ actor, params, body }) => ({
      data: { [`update${singular}`]: await records.update(actor, object, params.id, body) },
    }),
    [ids.deleteOne]: async ({ actor, params }) => ({
      data: { [`delete${singular}`]: await records.delete(actor, object, params.id) },
    }),
  };
}
