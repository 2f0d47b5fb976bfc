// What a query selects below a field: a page counts its records only when `totalCount` is asked for.
import type { GraphQLResolveInfo, SelectionSetNode } from 'graphql';

/** Whether a selection asks for `name` (directly, or in a fragment). */
export function selects(selectionSet: SelectionSetNode | undefined, name: string, info: GraphQLResolveInfo): boolean {
  return (selectionSet?.selections ?? []).some((selection) => {
    if (selection.kind === 'Field') return selection.name.value === name;
    if (selection.kind === 'InlineFragment') return selects(selection.selectionSet, name, info);
    return selects(info.fragments[selection.name.value]?.selectionSet, name, info);
  });
}

/** Whether the field being resolved (under any of its aliases' nodes) selects `name` below it. */
export const fieldSelects = (info: GraphQLResolveInfo, name: string): boolean => info.fieldNodes.some((node) => selects(node.selectionSet, name, info));
