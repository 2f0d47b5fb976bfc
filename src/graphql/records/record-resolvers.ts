// The resolvers of the generated record API for a set of objects: the root fields of each
// (queries.ts, mutations.ts) and the relation fields of each record type (relations.ts).
import type { makeExecutableSchema } from '@graphql-tools/schema';
import { isRelation, type ObjectMetadata } from '../../metadata/types.ts';
import type { GraphQLContext } from '../context.ts';
import { mergeMany, mutationResolvers } from './mutations.ts';
import { duplicateOperations, offeredMutations, operationNames, typeNames } from './names.ts';
import { findDuplicates, findMany, findOne } from './queries.ts';
import { relationResolver } from './relations.ts';
import { UUIDScalar } from '../uuid-scalar.ts';

/** One resolver map, as makeExecutableSchema takes them (alone or in a list). */
type Resolvers = Exclude<NonNullable<Parameters<typeof makeExecutableSchema<GraphQLContext>>[0]['resolvers']>, readonly unknown[]>;

export function recordResolvers(objects: readonly ObjectMetadata[]): Resolvers {
  const byName = new Map(objects.map((object) => [object.nameSingular, object]));
  const Query: Record<string, unknown> = {};
  const Mutation: Record<string, unknown> = {};
  const types: Record<string, Record<string, unknown>> = {};
  for (const object of objects) {
    const ops = operationNames(object);
    Query[ops.findMany] = findMany(object);
    Query[ops.findOne] = findOne(object);
    const mutations = mutationResolvers(object);
    for (const kind of offeredMutations(object)) Mutation[ops[kind]] = mutations[kind as keyof typeof mutations];
    const duplicates = duplicateOperations(object);
    if (duplicates) Query[duplicates.findDuplicates] = findDuplicates(object);
    if (duplicates?.mergeMany) Mutation[duplicates.mergeMany] = mergeMany(object);
    const fields: Record<string, unknown> = {};
    for (const field of object.fields) {
      const target = isRelation(field) ? byName.get(field.relation.target) : undefined;
      const resolve = target && isRelation(field) ? relationResolver(field, target) : undefined;
      if (resolve) fields[field.name] = resolve;
    }
    types[typeNames(object).record] = fields;
  }
  return { UUID: UUIDScalar, Query, ...(Object.keys(Mutation).length ? { Mutation } : {}), ...types } as Resolvers;
}
