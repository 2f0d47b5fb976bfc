// Who may call what on POST /metadata, in the shape of the /graphql map (../required-roles.ts),
// enforced by the same withRequiredRoles: reading objects and fields is for every key (REST's
// GET /rest/metadata/* too), changing them is for admin keys; webhooks are admin's, read and
// written, as over /rest/webhooks. Typed by the generated resolvers: a new root field of
// schema/metadata/ does not compile until it is listed here.
import type { MutationResolvers, QueryResolvers } from '../../../generated/metadata-graphql.ts';
import type { Role } from '../../records/actor.ts';

type RolesOf<Resolvers> = { [Field in keyof Required<Resolvers>]: Role };

export const METADATA_REQUIRED_ROLES: { Query: RolesOf<QueryResolvers>; Mutation: RolesOf<MutationResolvers> } & Record<string, Record<string, Role>> = {
  Query: {
    objects: 'readonly',
    object: 'readonly',
    webhooks: 'admin',
    webhook: 'admin',
  },
  Mutation: {
    createOneObject: 'admin',
    updateOneObject: 'admin',
    deleteOneObject: 'admin',
    createOneField: 'admin',
    updateOneField: 'admin',
    deleteOneField: 'admin',
    createWebhook: 'admin',
    updateWebhook: 'admin',
    deleteWebhook: 'admin',
  },
};
