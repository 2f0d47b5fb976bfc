// GET /rest/metadata/fields: every field of every object (the objects in the order of
// GET /rest/metadata/objects, each object's fields in its order), in pages as a record list
// pages: `limit` (default 60, at most 1000), `starting_after` / `ending_before` a field id,
// `{data: {fields}, pageInfo, totalCount}` (Twenty's metadata REST answer). The fields are
// described by the metadata service (one shape: the objects list's, with `objectMetadataId`).
import { badRequest } from '../errors/app-error.ts';
import { parseCursor, parseLimit } from '../query/index.ts';
import type { FieldDefinition } from './metadata-service.ts';

export interface FieldListInput {
  limit?: unknown;
  startingAfter?: unknown;
  endingBefore?: unknown;
}

export interface FieldPage {
  fields: FieldDefinition[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

/** One page of `all` (every field, in order); 400 INVALID_CURSOR for a cursor that names no field. */
export function fieldPage(all: FieldDefinition[], input: FieldListInput): FieldPage {
  const limit = parseLimit(input.limit);
  const startingAfter = parseCursor(input.startingAfter, 'starting_after');
  const endingBefore = parseCursor(input.endingBefore, 'ending_before');
  if (startingAfter && endingBefore)
    throw badRequest('INVALID_CURSOR', 'starting_after and ending_before cannot be used together; pass one of them');
  const at = (cursor: string, name: string) => {
    const index = all.findIndex((field) => field.id === cursor);
    if (index < 0) throw badRequest('INVALID_CURSOR', `${name}: no field with id ${cursor} (the cursor must be the id of a field in the list)`);
    return index;
  };
  let start = 0;
  let end = all.length;
  if (startingAfter) {
    start = at(startingAfter, 'starting_after') + 1;
    end = Math.min(all.length, start + limit);
  } else if (endingBefore) {
    end = at(endingBefore, 'ending_before');
    start = Math.max(0, end - limit);
  } else end = Math.min(all.length, limit);
  const fields = all.slice(start, end);
  return {
    fields,
    totalCount: all.length,
    pageInfo: {
      hasNextPage: end < all.length,
      hasPreviousPage: start > 0,
      startCursor: fields[0]?.id ?? null,
      endCursor: fields.at(-1)?.id ?? null,
    },
  };
}
