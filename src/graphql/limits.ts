// What one GraphQL request may ask for, checked before anything runs: bytes of the document
// text, tokens, depth, aliases and directives (graphql-armor's plugins), the operation's cost
// (operation-cost.ts: the values its answer can hold, page sizes included), and,
// when introspection is off, no `__schema` / `__type`. A refusal is a client error with HTTP 400
// whatever the Accept header: `extensions.code` BAD_USER_INPUT, `extensions.subCode` naming the
// limit (DEPTH_LIMIT_EXCEEDED, ...) and a message naming it too (introspection:
// GRAPHQL_VALIDATION_FAILED).
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesPlugin } from '@escape.tech/graphql-armor-max-directives';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { ASTVisitor, GraphQLError, ValidationContext } from 'graphql';
// yoga's createGraphQLError builds the error from yoga's own copy of graphql, so yoga reads it
// as a client error (graphql may be loaded twice, ESM and CommonJS: see server.ts).
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import type { GraphQLConfig } from '../config/config.ts';
import { DEFAULT_PAGE_SIZE, operationCost } from './operation-cost.ts';

/** Which limit refused the request: `extensions.subCode`, for clients that branch on it. */
export type LimitCode =
  | 'DOCUMENT_SIZE_LIMIT_EXCEEDED'
  | 'TOKEN_LIMIT_EXCEEDED'
  | 'DEPTH_LIMIT_EXCEEDED'
  | 'ALIAS_LIMIT_EXCEEDED'
  | 'DIRECTIVE_LIMIT_EXCEEDED'
  | 'COST_LIMIT_EXCEEDED';

/**
 * A limit refusal, thrown wherever the limit is found (params, parser, validation) and turned
 * into the GraphQL error by `limitError` in server.ts's maskError. Not a GraphQLError on
 * purpose: yoga marks a GraphQLError thrown by the parser or reported by validation as a
 * "spec" error, which it answers with 200 to `Accept: application/json` clients.
 */
export class GraphQLLimitError extends Error {
  override name = 'GraphQLLimitError';
  constructor(
    readonly limit: LimitCode,
    message: string,
  ) {
    super(message);
  }
}

/** What a client sees: HTTP 400 (`http` is stripped from the response body by yoga). */
export function limitError(error: GraphQLLimitError): GraphQLError {
  return createGraphQLError(error.message, {
    extensions: { code: 'BAD_USER_INPUT', subCode: error.limit, statusCode: 400, http: { status: 400, spec: false } },
  });
}

/**
 * graphql-armor's options for one limit. Armor reports a limit as `Syntax Error: Query depth
 * limit of 10 exceeded, found 11.` with no code; its message (which names the limit and what was
 * found) is kept, without the misleading prefix and with the cost rounded up, in our own error,
 * and armor's error is never propagated.
 */
function armor(limit: LimitCode) {
  const onReject = (_context: ValidationContext | null, error: GraphQLError): never => {
    const message = error.message
      .replace(/^Syntax Error: /, '')
      .replace(/found (\d+\.\d+)/, (_match, found: string) => `found ${Math.ceil(Number(found))}`);
    throw new GraphQLLimitError(limit, message);
  };
  return { onReject: [onReject], propagateOnRejection: false, exposeLimits: true };
}

/**
 * The operation's cost (operation-cost.ts), checked when it is about to run: page sizes given as
 * variables are known only then. A refused operation runs no resolver.
 */
function useMaxCost(maxCost: number): Plugin {
  return {
    onExecute({ args }) {
      const cost = operationCost(args.schema, args.document, args.operationName, args.variableValues as Record<string, unknown> | undefined);
      if (cost > maxCost) {
        throw new GraphQLLimitError(
          'COST_LIMIT_EXCEEDED',
          `Query cost limit of ${maxCost} exceeded, found ${cost}: every field counts once per time the answer can hold it (a page's first/last/limit multiplies what it selects; ${DEFAULT_PAGE_SIZE} when not given).`,
        );
      }
    },
  };
}

/** The document text (`query`) in UTF-8 bytes, refused before the parser sees it. */
function useMaxDocumentBytes(maxBytes: number): Plugin {
  return {
    onParams({ params }) {
      const query = params.query;
      // A UTF-16 unit is at most 3 UTF-8 bytes: short documents need no counting.
      if (typeof query !== 'string' || query.length * 3 <= maxBytes) return;
      const bytes = Buffer.byteLength(query, 'utf8');
      if (bytes > maxBytes) throw new GraphQLLimitError('DOCUMENT_SIZE_LIMIT_EXCEEDED', `Document size limit of ${maxBytes} bytes exceeded, found ${bytes}.`);
    },
  };
}

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

/** graphql's NoSchemaIntrospectionCustomRule, by field name (no graphql-js type checks across copies). */
function noIntrospectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (!INTROSPECTION_FIELDS.has(node.name.value)) return;
      context.reportError(
        createGraphQLError(`GraphQL introspection is disabled on this server; the query asks for "${node.name.value}".`, {
          nodes: [node],
          extensions: { code: 'GRAPHQL_VALIDATION_FAILED', http: { status: 400, spec: false } },
        }),
      );
    },
  };
}

/** "Did you mean ...?" in validation messages would reveal the schema a field at a time. */
const SUGGESTION = /\s*Did you mean .*\?$/s;

function withoutSuggestion(validationError: Error): Error {
  if (!SUGGESTION.test(validationError.message)) return validationError;
  const error = validationError as GraphQLError;
  return createGraphQLError(error.message.replace(SUGGESTION, ''), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: error.extensions,
  });
}

/** Introspection off: refuse `__schema`/`__type` and drop field suggestions from validation errors. */
function useNoIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(noIntrospectionRule);
      return ({ result, setResult }) => {
        if (result.some((error) => SUGGESTION.test(error.message))) setResult(result.map(withoutSuggestion));
      };
    },
  };
}

/**
 * The plugins, in the order they act: bytes (request params) -> tokens (parser) -> depth,
 * aliases, directives (validation; the first exceeded limit is reported) -> introspection ->
 * cost (when the operation is about to run, variables known).
 */
export function limitPlugins(config: GraphQLConfig): Plugin[] {
  return [
    useMaxDocumentBytes(config.maxDocumentBytes),
    maxTokensPlugin({ ...armor('TOKEN_LIMIT_EXCEEDED'), n: config.maxTokens }),
    // Fragments are measured as if inlined: depth is the nesting of fields a client reads, and
    // a fragment costs what its fields cost (each spread counts, so fan-out still adds up).
    maxDepthPlugin({ ...armor('DEPTH_LIMIT_EXCEEDED'), n: config.maxDepth, flattenFragments: true }),
    maxAliasesPlugin({ ...armor('ALIAS_LIMIT_EXCEEDED'), n: config.maxAliases }),
    maxDirectivesPlugin({ ...armor('DIRECTIVE_LIMIT_EXCEEDED'), n: config.maxDirectives }),
    ...(config.introspection ? [] : [useNoIntrospection()]),
    useMaxCost(config.maxCost),
  ];
}
