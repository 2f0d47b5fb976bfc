// Who may call what over GraphQL: every root field (Query, and Mutation once it exists) declares
// the weakest role that may call it, here, and withRequiredRoles() is the one place that
// enforces it, wrapping each root resolver. The map is typed by the generated resolver types, so
// a new root field does not compile until it is listed; a field of the schema missing from the
// map is also a start-up error. REST declares the same per operation (http/required-roles.ts).
import { defaultFieldResolver, type GraphQLSchema } from 'graphql';
import type { MutationResolvers, QueryResolvers } from '../../generated/graphql.ts';
import type { RECORD_MUTATION_FIELDS, RECORD_QUERY_FIELDS } from '../../generated/record-fields.ts';
import { forbidden } from '../errors/app-error.ts';
import { withArticle } from '../lib/sentences.ts';
import { roleAllows } from '../records/actor.ts';
import type { Role } from '../records/actor.ts';
import type { GraphQLContext } from './context.ts';

/** The hand-written fields: the generated record API's declare theirs in records/roles.ts (listed in generated/record-fields.ts). */
type RolesOf<Resolvers, Generated extends string> = { [Field in Exclude<keyof Required<Resolvers>, Generated>]: Role };

export const GRAPHQL_REQUIRED_ROLES: {
  Query: RolesOf<QueryResolvers, (typeof RECORD_QUERY_FIELDS)[number]>;
  Mutation: RolesOf<MutationResolvers, (typeof RECORD_MUTATION_FIELDS)[number]>;
} & Record<string, Record<string, Role>> = {
  Query: {
    currentWorkspace: 'readonly',
    search: 'readonly',
    searchPipeline: 'readonly',
    // Sequences (schema/sequences.graphql): reads of what REST lets a readonly key read.
    resolvedSequencePeople: 'readonly',
    sequenceErrors: 'readonly',
  },
  // Workflows (schema/workflows.graphql): what a member may do to records over REST.
  Mutation: {
    activateWorkflowVersion: 'member',
    deactivateWorkflowVersion: 'member',
    runWorkflowVersion: 'member',
    createWorkflowFromTemplate: 'member',
    createDraftFromWorkflowVersion: 'member',
    updateWorkflowVersionTrigger: 'member',
    createWorkflowVersionStep: 'member',
    updateWorkflowVersionStep: 'member',
    deleteWorkflowVersionStep: 'member',
    // Sequences: what a member may do to sequences, senders and enrollments over REST.
    createSequenceStep: 'member',
    updateSequenceStep: 'member',
    deleteSequenceStep: 'member',
    duplicateSequenceStep: 'member',
    duplicateSequence: 'member',
    createSequenceFromTemplate: 'member',
    activateSequenceSenders: 'member',
    removeSender: 'member',
    retrySequenceSteps: 'member',
    resetSequencePersonRun: 'member',
  },
};

/** Wraps every root field's resolver with its role check; refuses to start on an undeclared field. */
export function withRequiredRoles(schema: GraphQLSchema, roles: Record<string, Record<string, Role>> = GRAPHQL_REQUIRED_ROLES): GraphQLSchema {
  for (const type of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      const required = roles[type.name]?.[field.name];
      if (!required) throw new Error(`GraphQL ${type.name}.${field.name} declares no required role (src/graphql/required-roles.ts)`);
      const resolve = field.resolve ?? defaultFieldResolver;
      field.resolve = (source, args, context: GraphQLContext, info) => {
        const { role } = context.actor;
        if (!roleAllows(role, required))
          throw forbidden(`this API key's role is ${role}; ${type.name}.${field.name} needs ${withArticle(required)} key`);
        return resolve(source, args, context, info);
      };
    }
  }
  return schema;
}
