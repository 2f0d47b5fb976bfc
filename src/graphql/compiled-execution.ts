// Operations run through graphql-jit: an operation is compiled once into a JavaScript function
// for its schema, document and operation name, and every later request with the same document
// runs that function. graphql-js's executor resolves every field of every record through the
// generic walk (argument lookup, the default resolver, completion per leaf); a page of 60
// companies with 10 people each is ~29,000 such steps, which cost more than its SQL
// (docs/internal/benchmark-log.md, issue 25). The compiled function calls the same resolvers.
//
// graphql-js still runs three kinds of operation (docs/internal/decisions.md, "GraphQL execution"):
// - one with a variable of a recursive input type (a record filter's and/or/not, ObjectFilter):
//   graphql-jit compiles variable coercion by unrolling the input type, which never ends there;
// - one whose variables do not coerce: graphql-jit answers "Expected type UUID." where
//   graphql-js gives the scalar's own message ("'x' is not a valid UUID"), so graphql-js answers;
// - one graphql-jit fails to compile (told to `onCompileError`, once).
// "graphql-js" is the executor yoga would have used (@graphql-tools/executor), handed to onExecute.
//
// Compiled functions are kept per schema, document and operation name (operations.ts,
// PerOperation): the old ones close over the old resolvers and go with the old schema.
import type { ExecutionArgs, ExecutionResult, GraphQLInputObjectType, GraphQLSchema, TypeNode } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { makeExecute, type Plugin } from 'graphql-yoga';
import { isInputObjectType, operationToRun, PerOperation, unwrapType } from './operations.ts';

type Run = CompiledQuery['query'] | undefined;

const compiled = new PerOperation<Run>();
const recursiveBySchema = new WeakMap<GraphQLSchema, Map<string, boolean>>();

function typeName(node: TypeNode): string {
  return node.kind === 'NamedType' ? node.name.value : typeName(node.type);
}

/** True when the input type reaches itself through its fields (directly or through others). */
function isRecursive(schema: GraphQLSchema, type: GraphQLInputObjectType): boolean {
  let known = recursiveBySchema.get(schema);
  if (!known) recursiveBySchema.set(schema, (known = new Map()));
  const cached = known.get(type.name);
  if (cached !== undefined) return cached;
  const onPath = new Set<string>();
  const reachesCycle = (current: GraphQLInputObjectType): boolean => {
    if (onPath.has(current.name)) return true;
    onPath.add(current.name);
    const found = Object.values(current.getFields()).some((field) => {
      const { named } = unwrapType(field.type);
      return isInputObjectType(named) && reachesCycle(named);
    });
    onPath.delete(current.name);
    return found;
  };
  const recursive = reachesCycle(type);
  known.set(type.name, recursive);
  return recursive;
}

/** The compiled operation, or undefined where graphql-js runs it (see the top of the file). */
export function compiledOperation(args: ExecutionArgs, onCompileError: (error: unknown) => void = () => {}): Run {
  if (compiled.has(args.schema, args.document, args.operationName)) return compiled.get(args.schema, args.document, args.operationName);
  let run: Run;
  const operation = operationToRun(args.document, args.operationName);
  try {
    const recursiveVariable = operation?.variableDefinitions?.some((definition) => {
      const named = args.schema.getType(typeName(definition.type));
      return isInputObjectType(named) && isRecursive(args.schema, named);
    });
    if (operation && !recursiveVariable) {
      const result = compileQuery(args.schema, args.document, args.operationName ?? undefined);
      if (isCompiledQuery(result)) run = result.query;
    }
  } catch (error) {
    // A shape graphql-jit cannot compile (as recursive input types once were) runs on graphql-js.
    onCompileError(error);
  }
  compiled.set(args.schema, args.document, args.operationName, run);
  return run;
}

/** A request-level failure (variables that do not coerce): errors and no data. */
const failedBeforeExecution = (result: ExecutionResult): boolean => result.data === undefined && Boolean(result.errors?.length);

type Execute = (args: ExecutionArgs) => unknown;

export function executeCompiled(args: ExecutionArgs, fallback: Execute, onCompileError?: (error: unknown) => void) {
  const run = compiledOperation(args, onCompileError);
  if (!run) return fallback(args);
  const result = run(args.rootValue, args.contextValue, args.variableValues);
  // Variable coercion is synchronous: a promise means execution began.
  const pending = typeof (result as PromiseLike<unknown>).then === 'function';
  if (!pending && failedBeforeExecution(result as ExecutionResult)) return fallback(args);
  return result;
}

/** Replaces the executor of queries and mutations (the schema has no subscriptions). */
export function useCompiledExecution(onCompileError?: (error: unknown) => void): Plugin {
  const wrapped = new WeakMap<Execute, Execute>();
  return {
    onExecute({ executeFn, setExecuteFn }) {
      const fallback = executeFn as Execute;
      let compiledExecute = wrapped.get(fallback);
      if (!compiledExecute) wrapped.set(fallback, (compiledExecute = makeExecute((args: ExecutionArgs) => executeCompiled(args, fallback, onCompileError)) as Execute));
      setExecuteFn(compiledExecute as typeof executeFn);
    },
  };
}
