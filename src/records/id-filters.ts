// Bulk writes of records an engine already knows by id go through the record layer's filter
// (`id[in]:[...]`), which is at most MAX_FILTER_LENGTH characters: 200 ids (37 characters each
// with the comma) per filter keep well inside it.
import { chunks } from '../lib/chunks.ts';
import { MAX_FILTER_LENGTH, type FilterNode } from '../query/index.ts';

export const IDS_PER_FILTER = 200;

/** `id[in]:[...]` filters naming every id of `ids`, at most IDS_PER_FILTER each (none for no id). */
export function idFilters(ids: readonly string[]): string[] {
  return chunks(ids, IDS_PER_FILTER).map((part) => `id[in]:[${part.join(',')}]`);
}

/**
 * The same condition as a syntax tree (`id in ids`), for a caller that builds its filter as one
 * (the GraphQL record API): no text, so no length cap and no chunks.
 */
export const idInFilter = (ids: readonly string[]): FilterNode => ({
  kind: 'condition',
  path: ['id'],
  comparator: 'in',
  value: { kind: 'list', items: ids.map((text) => ({ text, quoted: true })) },
  position: 0,
});

// 200 UUIDs and the brackets: 7,408 characters.
if (IDS_PER_FILTER * 37 + 8 > MAX_FILTER_LENGTH) throw new Error('IDS_PER_FILTER ids do not fit in one filter');
