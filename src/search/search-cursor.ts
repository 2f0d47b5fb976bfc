// The opaque `after` cursor of `search`: the sort key of the last hit of a page (score, object,
// id), so the next page starts strictly after it and pages never overlap, whatever is written
// in between. base64url of a JSON array; anything else is refused as a forged cursor.
import { badRequest } from '../errors/app-error.ts';
import { isUuid } from '../lib/uuid.ts';
import type { ObjectMetadata } from '../metadata/types.ts';

export interface SearchCursor {
  score: number;
  object: string;
  id: string;
}

export function encodeSearchCursor(cursor: SearchCursor): string {
  return Buffer.from(JSON.stringify([cursor.score, cursor.object, cursor.id])).toString('base64url');
}

export function decodeSearchCursor(text: string, searchable: ObjectMetadata[]): SearchCursor {
  const forged = () => badRequest('INVALID_CURSOR', `after: '${text.length > 60 ? `${text.slice(0, 60)}...` : text}' is not a cursor of this search`);
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw forged();
  }
  if (!Array.isArray(value) || value.length !== 3) throw forged();
  const [score, object, id] = value as unknown[];
  if (typeof score !== 'number' || !Number.isFinite(score) || score < 0) throw forged();
  if (typeof object !== 'string' || !searchable.some((o) => o.nameSingular === object)) throw forged();
  if (typeof id !== 'string' || !isUuid(id)) throw forged();
  return { score, object, id };
}
