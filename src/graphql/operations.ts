// What the execution plugins (compiled-execution.ts, the cost limit in operation-cost.ts) share
// about the operation a request runs: which operation of the document it is, a cache of what
// they derive from it, and the schema's types read by their tag.
//
// Types are told apart by their tag, not instanceof or graphql's is*Type: the schema may be built
// from the other copy of graphql (ESM and CommonJS builds; see server.ts).
import type { DocumentNode, GraphQLField, GraphQLInputObjectType, GraphQLSchema, OperationDefinitionNode } from 'graphql';

/** The operation a request runs: the named one, or the only one. */
export function operationToRun(document: DocumentNode, operationName: string | null | undefined): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === 'OperationDefinition');
  return operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
}

/**
 * Something derived once per schema, document and operation name. Weak on both objects: a
 * schema rebuilt for a new registry version derives its own (what was derived from the old one
 * goes with it), and a document yoga's parser cache lets go is let go here too.
 */
export class PerOperation<T> {
  private readonly bySchema = new WeakMap<GraphQLSchema, WeakMap<DocumentNode, Map<string, T>>>();

  private entries(schema: GraphQLSchema, document: DocumentNode): Map<string, T> {
    let byDocument = this.bySchema.get(schema);
    if (!byDocument) this.bySchema.set(schema, (byDocument = new WeakMap()));
    let byOperation = byDocument.get(document);
    if (!byOperation) byDocument.set(document, (byOperation = new Map()));
    return byOperation;
  }

  has(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): boolean {
    return this.entries(schema, document).has(operationName ?? '');
  }

  get(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined): T | undefined {
    return this.entries(schema, document).get(operationName ?? '');
  }

  set(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, value: T): void {
    this.entries(schema, document).set(operationName ?? '', value);
  }
}

const tagOf = (type: unknown) => Object.prototype.toString.call(type);

export const isInputObjectType = (type: unknown): type is GraphQLInputObjectType => tagOf(type) === '[object GraphQLInputObjectType]';

/** Object and interface types have fields to select; unions and leaves do not. */
export const hasFields = (type: unknown): type is { getFields(): Record<string, GraphQLField<unknown, unknown>> } =>
  ['[object GraphQLObjectType]', '[object GraphQLInterfaceType]'].includes(tagOf(type));

/** The named type under lists and non-nulls, and whether a list was among them. */
export function unwrapType(type: unknown): { named: unknown; list: boolean } {
  let current = type;
  let list = false;
  while (current && typeof current === 'object' && 'ofType' in current) {
    if (tagOf(current) === '[object GraphQLList]') list = true;
    current = (current as { ofType: unknown }).ofType;
  }
  return { named: current, list };
}
