// The scalars of the record API. `UUID` refuses a malformed id where it is read (an argument, a
// variable, a filter value), naming the value: BAD_USER_INPUT before anything runs.
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { normalizeUuid, notAUuid } from '../../lib/uuid.ts';

function uuid(value: unknown): string {
  const id = typeof value === 'string' ? normalizeUuid(value) : undefined;
  if (!id) throw new GraphQLError(`${typeof value === 'string' ? notAUuid(value) : `${JSON.stringify(value)} is not a valid UUID`}`, { extensions: { code: 'BAD_USER_INPUT' } });
  return id;
}

export const UUIDScalar = new GraphQLScalarType({
  name: 'UUID',
  description: 'A UUID.',
  serialize: (value) => value,
  parseValue: uuid,
  parseLiteral: (ast) => uuid(ast.kind === Kind.STRING ? ast.value : undefined),
});
