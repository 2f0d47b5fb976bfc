// The UUID scalar of both GraphQL endpoints (the record API on /graphql, the metadata API on
// /metadata): Twenty's, which refuses a malformed id where it is read (an argument, a variable, a
// filter value), so `object(id: "nope")` is BAD_USER_INPUT naming the value before anything runs
// (server.ts maps a coercion failure to BAD_USER_INPUT). Answered lowercase, as the service
// stores ids.
import { GraphQLScalarType, Kind } from 'graphql';
// yoga's own copy of graphql's error (server.ts: graphql may be loaded twice), so the error
// mapping reads it as the client's fault.
import { createGraphQLError } from 'graphql-yoga';
import { isUuid, notAUuid } from '../lib/uuid.ts';

const refuse = (message: string) => createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

function parse(value: unknown): string {
  if (typeof value !== 'string' || !isUuid(value)) throw refuse(typeof value === 'string' ? notAUuid(value) : `a UUID must be a string, got ${JSON.stringify(value)}`);
  return value.toLowerCase();
}

export const UUIDScalar = new GraphQLScalarType<string, string>({
  name: 'UUID',
  description: "A UUID; a malformed one is refused as BAD_USER_INPUT naming it.",
  serialize: (value) => String(value),
  parseValue: parse,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw refuse(`a UUID must be a string, got ${ast.kind}`);
    return parse(ast.value);
  },
});
