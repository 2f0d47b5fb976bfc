// Twenty's ObjectFilter on the object nodes: `id` {eq, neq, in, notIn}, the flags {is, isNot},
// `and` / `or` lists; all given conditions hold together, as nestjs-query's filters do.
import type { ObjectFilter } from '../../../generated/metadata-graphql.ts';
import type { ObjectNode } from './catalog.ts';

type FlagName = Exclude<keyof ObjectFilter, 'and' | 'or' | 'id'>;

const FLAGS: readonly FlagName[] = ['isActive', 'isCustom', 'isRemote', 'isSearchable', 'isSystem', 'isUICreatable', 'isUIEditable', 'isUIReadOnly'];

export function matchesObjectFilter(node: ObjectNode, filter: ObjectFilter | null | undefined): boolean {
  if (!filter) return true;
  const { id } = filter;
  if (id) {
    const value = node.id;
    if (id.eq != null && value !== id.eq.toLowerCase()) return false;
    if (id.neq != null && value === id.neq.toLowerCase()) return false;
    if (id.in != null && !id.in.some((candidate) => candidate.toLowerCase() === value)) return false;
    if (id.notIn != null && id.notIn.some((candidate) => candidate.toLowerCase() === value)) return false;
  }
  for (const flag of FLAGS) {
    const comparison = filter[flag];
    if (!comparison) continue;
    if (comparison.is != null && node[flag] !== comparison.is) return false;
    if (comparison.isNot != null && node[flag] === comparison.isNot) return false;
  }
  if (filter.and && !filter.and.every((part) => matchesObjectFilter(node, part))) return false;
  if (filter.or && filter.or.length > 0 && !filter.or.some((part) => matchesObjectFilter(node, part))) return false;
  return true;
}
