// The cost of a GraphQL operation: how many values its answer can hold. Every selected field
// counts once per time it can appear, so a field under `people(first: 10)` counts ten times per
// company, and a page's size multiplies what it reads, as it multiplies the work:
//
//   { companies(first: 60) { edges { node { id people(first: 10) { edges { node { id } } } } } } }
//     companies 1 + edges 60 + node 60 + id 60 + people 60 + edges 600 + node 600 + id 600 = 2,041
//
// A page size is a field's `first`, `last` or `limit` argument (a literal or a variable's value;
// when absent, the argument's default, else DEFAULT_PAGE_SIZE). It applies to the list fields of
// the field's type (a connection's `edges`), or to the field itself when it is a list; a
// connection's `totalCount` and `pageInfo` count once. A list without a size argument (a
// composite's `additionalEmails`, the metadata API's `fieldsList`) counts as one item.
// Fragments count where they are spread, each time they are spread.
import type { DocumentNode, FragmentDefinitionNode, GraphQLField, GraphQLSchema, OperationDefinitionNode, SelectionSetNode, ValueNode } from 'graphql';
import { DEFAULT_LIMIT } from '../query/index.ts';
import { hasFields, operationToRun, PerOperation, unwrapType } from './operations.ts';

/** The size of a page whose size argument is not given and has no default: the record API's default page. */
export const DEFAULT_PAGE_SIZE = DEFAULT_LIMIT;

const SIZE_ARGUMENTS = ['first', 'last', 'limit'];

type Variables = Record<string, unknown> | null | undefined;

function intValue(node: ValueNode, variables: Variables, operation: OperationDefinitionNode, onVariable: () => void): number | undefined {
  if (node.kind === 'IntValue') return Number(node.value);
  if (node.kind !== 'Variable') return undefined;
  onVariable();
  const name = node.name.value;
  const value = variables?.[name];
  // A value that is not a GraphQL Int is refused when variables are coerced, with a message naming it.
  if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) <= 2 ** 31 - 1) return Math.max(0, value);
  const fallback = operation.variableDefinitions?.find((definition) => definition.variable.name.value === name)?.defaultValue;
  return fallback?.kind === 'IntValue' ? Number(fallback.value) : undefined;
}

export class OperationCost {
  private readonly fragments: Map<string, FragmentDefinitionNode>;
  /** Whether a page size came from a variable (the cost then depends on the request). */
  readsVariables = false;

  constructor(
    private readonly schema: GraphQLSchema,
    document: DocumentNode,
    private readonly operation: OperationDefinitionNode,
    private readonly variables: Variables,
  ) {
    this.fragments = new Map(
      document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition').map((fragment) => [fragment.name.value, fragment]),
    );
  }

  /** The cost of the operation (0 when its root type does not exist: validation refuses it). */
  total(): number {
    const root = { query: this.schema.getQueryType(), mutation: this.schema.getMutationType(), subscription: this.schema.getSubscriptionType() }[this.operation.operation];
    return root ? this.selections(this.operation.selectionSet, root, 1, 1) : 0;
  }

  /** The page size a field asks for, when the field takes one. */
  private pageSize(node: { arguments?: readonly { name: { value: string }; value: ValueNode }[] }, field: GraphQLField<unknown, unknown>): number | undefined {
    const sizes = field.args.filter((arg) => SIZE_ARGUMENTS.includes(arg.name));
    if (sizes.length === 0) return undefined;
    const given = sizes.map((arg) => {
      const argument = node.arguments?.find((candidate) => candidate.name.value === arg.name);
      if (argument) return intValue(argument.value, this.variables, this.operation, () => (this.readsVariables = true));
      return typeof arg.defaultValue === 'number' ? arg.defaultValue : undefined;
    });
    const known = given.filter((size): size is number => size !== undefined);
    return known.length ? Math.max(...known) : DEFAULT_PAGE_SIZE;
  }

  /**
   * `times`: how often the selection set's parent appears; `listSize`: the page size its list
   * fields hold (the parent's size argument, when the parent is a connection).
   */
  private selections(set: SelectionSetNode, type: unknown, times: number, listSize: number, spreading: ReadonlySet<string> = new Set()): number {
    let cost = 0;
    for (const selection of set.selections) {
      if (selection.kind === 'InlineFragment') {
        const on = selection.typeCondition ? this.schema.getType(selection.typeCondition.name.value) : type;
        cost += this.selections(selection.selectionSet, on, times, listSize, spreading);
        continue;
      }
      if (selection.kind === 'FragmentSpread') {
        const fragment = this.fragments.get(selection.name.value);
        // An unknown or cyclic spread is refused by validation; it adds nothing here.
        if (!fragment || spreading.has(fragment.name.value)) continue;
        const on = this.schema.getType(fragment.typeCondition.name.value);
        cost += this.selections(fragment.selectionSet, on, times, listSize, new Set([...spreading, fragment.name.value]));
        continue;
      }
      const field = hasFields(type) ? type.getFields()[selection.name.value] : undefined;
      if (!field) {
        cost += times; // __typename, or a field validation refuses
        continue;
      }
      const { named, list } = unwrapType(field.type);
      const size = this.pageSize(selection, field);
      const appears = times * (list ? (size ?? listSize) : 1);
      cost += appears;
      if (selection.selectionSet) cost += this.selections(selection.selectionSet, named, appears, list ? 1 : (size ?? 1), spreading);
    }
    return cost;
  }
}

/** Costs that no variable changes (those read by a variable are not kept). */
const fixedCosts = new PerOperation<number>();

/** The cost of the operation a request runs (0 when there is none to run: execution says why). */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operationName: string | null | undefined, variables: Variables): number {
  const known = fixedCosts.get(schema, document, operationName);
  if (known !== undefined) return known;
  const operation = operationToRun(document, operationName);
  if (!operation) return 0;
  const cost = new OperationCost(schema, document, operation, variables);
  const total = cost.total();
  if (!cost.readsVariables) fixedCosts.set(schema, document, operationName, total);
  return total;
}
