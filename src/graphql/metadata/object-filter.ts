// Twenty's ObjectFilter on the object nodes and FieldFilter on an object's fields: `id` {eq, neq,
// in, notIn}, the flags {is, isNot}, `and` / `or` lists; all given conditions hold together, as
// nestjs-query's filters do.
import type { FieldFilter, ObjectFilter } from '../../../generated/metadata-graphql.ts';
import type { FieldNode, ObjectNode } from './catalog.ts';

interface FlagComparison {
  is?: boolean | null;
  isNot?: boolean | null;
}

interface NodeFilter<Flag extends string> {
  and?: ReadonlyArray<NodeFilter<Flag>> | null;
  or?: ReadonlyArray<NodeFilter<Flag>> | null;
  id?: { eq?: string | null; neq?: string | null; in?: readonly string[] | null; notIn?: readonly string[] | null } | null;
  [flag: string]: unknown;
}

const OBJECT_FLAGS = ['isActive', 'isCustom', 'isRemote', 'isSearchable', 'isSystem', 'isUICreatable', 'isUIEditable', 'isUIReadOnly'] as const;
const FIELD_FLAGS = ['isActive', 'isCustom', 'isNullable', 'isSystem', 'isUIEditable', 'isUIReadOnly', 'isUnique'] as const;

function matches<Flag extends string>(node: { id: string } & Record<Flag, boolean>, filter: NodeFilter<Flag> | null | undefined, flags: readonly Flag[]): boolean {
  if (!filter) return true;
  const { id } = filter;
  if (id) {
    const value = node.id;
    if (id.eq != null && value !== id.eq.toLowerCase()) return false;
    if (id.neq != null && value === id.neq.toLowerCase()) return false;
    if (id.in != null && !id.in.some((candidate) => candidate.toLowerCase() === value)) return false;
    if (id.notIn != null && id.notIn.some((candidate) => candidate.toLowerCase() === value)) return false;
  }
  for (const flag of flags) {
    const comparison = filter[flag] as FlagComparison | null | undefined;
    if (!comparison) continue;
    if (comparison.is != null && node[flag] !== comparison.is) return false;
    if (comparison.isNot != null && node[flag] === comparison.isNot) return false;
  }
  if (filter.and && !filter.and.every((part) => matches(node, part, flags))) return false;
  if (filter.or && filter.or.length > 0 && !filter.or.some((part) => matches(node, part, flags))) return false;
  return true;
}

export const matchesObjectFilter = (node: ObjectNode, filter: ObjectFilter | null | undefined): boolean => matches(node, filter as NodeFilter<(typeof OBJECT_FLAGS)[number]>, OBJECT_FLAGS);

export const matchesFieldFilter = (node: FieldNode, filter: FieldFilter | null | undefined): boolean => matches(node, filter as NodeFilter<(typeof FIELD_FLAGS)[number]>, FIELD_FLAGS);
