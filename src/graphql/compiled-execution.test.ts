import { makeExecutableSchema } from '@graphql-tools/schema';
import { parse, type ExecutionArgs } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { compiledOperation, executeCompiled } from './compiled-execution.ts';

const typeDefs = /* GraphQL */ `
  input Filter { and: [Filter!], name: String }
  input Outer { inner: Inner }
  input Inner { outer: Outer, name: String }
  input Plain { name: String }
  type Query { echo(filter: Filter, outer: Outer, plain: Plain, count: Int): String }
`;
const resolvers = { Query: { echo: (_: unknown, args: Record<string, unknown>) => JSON.stringify(args) } };
const schemaOf = () => makeExecutableSchema({ typeDefs, resolvers });

const argsOf = (schema: ExecutionArgs['schema'], text: string, variableValues: Record<string, unknown> = {}): ExecutionArgs => ({ schema, document: parse(text), variableValues });

describe('compiled execution', () => {
  const schema = schemaOf();

  it('compiles an operation once per schema and document, and answers as graphql-js does', async () => {
    const args = argsOf(schema, 'query Q($plain: Plain, $count: Int) { echo(plain: $plain, count: $count) }', { plain: { name: 'a' }, count: 2 });
    const run = compiledOperation(args);
    expect(run).toBeTypeOf('function');
    expect(compiledOperation(args)).toBe(run);
    // Another schema (a registry change rebuilds it) compiles its own.
    expect(compiledOperation({ ...args, schema: schemaOf() })).not.toBe(run);
    const fallback = vi.fn();
    expect(await executeCompiled(args, fallback)).toEqual({ data: { echo: JSON.stringify({ plain: { name: 'a' }, count: 2 }) } });
    expect(fallback).not.toHaveBeenCalled();
  });

  it('leaves an operation with a variable of a recursive input type (directly or through another) to graphql-js', () => {
    expect(compiledOperation(argsOf(schema, 'query ($filter: Filter!) { echo(filter: $filter) }'))).toBeUndefined();
    expect(compiledOperation(argsOf(schema, 'query ($outer: [Outer]) { echo(outer: $outer) }'))).toBeUndefined();
    // Inline, the same input needs no variable coercion: compiled.
    expect(compiledOperation(argsOf(schema, '{ echo(filter: {and: [{name: "a"}]}) }'))).toBeTypeOf('function');
    const fallback = vi.fn(() => ({ data: { echo: 'from graphql-js' } }));
    expect(executeCompiled(argsOf(schema, 'query ($filter: Filter!) { echo(filter: $filter) }', { filter: { name: 'a' } }), fallback)).toEqual({ data: { echo: 'from graphql-js' } });
    expect(fallback).toHaveBeenCalledOnce();
  });

  it('answers variables that do not coerce with graphql-js, whose messages name the fault', () => {
    const fallback = vi.fn(() => ({ errors: [] }));
    executeCompiled(argsOf(schema, 'query ($count: Int) { echo(count: $count) }', { count: 'many' }), fallback);
    expect(fallback).toHaveBeenCalledOnce();
  });

  it('leaves an operation graphql-jit fails to compile to graphql-js, and says so once', () => {
    const broken = schemaOf();
    // A schema whose input type throws when read stands for any shape the compiler cannot handle.
    const plain = broken.getType('Plain') as unknown as { getFields: () => unknown };
    plain.getFields = () => {
      throw new Error('cannot compile this');
    };
    const onCompileError = vi.fn();
    const args = argsOf(broken, 'query ($plain: Plain) { echo(plain: $plain) }');
    expect(compiledOperation(args, onCompileError)).toBeUndefined();
    expect(compiledOperation(args, onCompileError)).toBeUndefined();
    expect(onCompileError).toHaveBeenCalledOnce();
  });

  it('leaves an unknown operation name to graphql-js', () => {
    expect(compiledOperation({ ...argsOf(schema, 'query A { echo } query B { echo }'), operationName: 'C' })).toBeUndefined();
  });
});
