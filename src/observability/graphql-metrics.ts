// Counts GraphQL operations for the metrics (crm_graphql_operations_total): by the operation's
// first root field, a name the schema bounds (the client's operation name is whatever it chose),
// and by result. A document refused before it runs (syntax, validation, limits) is `invalid`.
import { Kind, type DocumentNode, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Metrics } from './metrics.ts';

/** The first root field of the operation that runs, when the schema has it. */
function rootFieldOf(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): string {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName ? operations.find((candidate) => candidate.name?.value === operationName) : operations[0];
  const first = operation?.selectionSet.selections[0];
  if (!operation || first?.kind !== Kind.FIELD) return 'unknown';
  const root = operation.operation === 'mutation' ? schema.getMutationType() : operation.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
  return root?.getFields()[first.name.value] ? first.name.value : 'unknown';
}

export function useGraphQLMetrics(metrics: Metrics): Plugin {
  // A request whose operation ran, or whose refusal was counted; any other that answers errors
  // was refused before running (syntax, validation, limits). Counted at the result rather than
  // in the parse and validate hooks, which yoga's parse and validation caches skip for a
  // document seen before: at the execution result (every answer of the GraphQL stage, both
  // paths of json-post.ts) or, for a refusal before that stage (an onParams limit), at the
  // result processing of yoga's own path.
  const counted = new WeakSet<object>();
  const countRefusal = (request: object, result: unknown) => {
    if (counted.has(request)) return;
    counted.add(request);
    const errors = (result as { errors?: unknown } | undefined)?.errors;
    if (Array.isArray(errors) && errors.length > 0) metrics.graphqlOperations.inc({ operation: 'invalid', result: 'error' });
  };
  return {
    onExecute({ args }) {
      const request = (args.contextValue as { request?: object } | undefined)?.request;
      if (request) counted.add(request);
      const operation = rootFieldOf(args.schema, args.document, args.operationName);
      return {
        onExecuteDone({ result }) {
          const failed = 'errors' in result && Array.isArray(result.errors) && result.errors.length > 0;
          metrics.graphqlOperations.inc({ operation, result: failed ? 'error' : 'ok' });
        },
      };
    },
    onExecutionResult({ request, result }) {
      countRefusal(request, result);
    },
    onResultProcess({ request, result }) {
      countRefusal(request, result);
    },
  };
}
