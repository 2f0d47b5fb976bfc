// The arguments of GraphQL `search` as the search service takes them: checked, with every fault
// a 400 (BAD_USER_INPUT over GraphQL) that names the argument, before any SQL runs.
import { badRequest } from '../errors/app-error.ts';
import type { ObjectMetadata } from '../metadata/types.ts';
import { decodeSearchCursor, type SearchCursor } from './search-cursor.ts';

export const DEFAULT_SEARCH_LIMIT = 20;
export const MAX_SEARCH_LIMIT = 100;
/** Longer inputs are refused: no search box sends them, and each word costs an index lookup. */
export const MAX_SEARCH_INPUT_LENGTH = 256;

export interface SearchArgs {
  searchInput: string;
  includedObjectNameSingulars?: ReadonlyArray<string | null> | null;
  excludedObjectNameSingulars?: ReadonlyArray<string | null> | null;
  limit?: number | null;
  after?: string | null;
}

export interface SearchRequest {
  /** The input, trimmed; empty: no hits. */
  text: string;
  /** The digits of an input that looks like a phone number (`+33 6 12`: `33612`), searched instead of its words; else null. */
  phoneDigits: string | null;
  objects: ObjectMetadata[];
  limit: number;
  after: SearchCursor | null;
}

/** A phone number as people type one: digits with spaces, dashes, dots, brackets and a `+`. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/;

/** Checks `args` against the searchable objects (in a stable order). */
export function searchRequest(args: SearchArgs, searchable: ObjectMetadata[]): SearchRequest {
  // Control characters (a NUL cannot even reach PostgreSQL) separate words like spaces.
  const text = args.searchInput.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  if (text.length > MAX_SEARCH_INPUT_LENGTH) {
    throw badRequest('VALIDATION_FAILED', `searchInput is ${text.length} characters long; at most ${MAX_SEARCH_INPUT_LENGTH} are allowed`);
  }
  const limit = args.limit ?? DEFAULT_SEARCH_LIMIT;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_SEARCH_LIMIT) {
    throw badRequest('INVALID_LIMIT', `limit must be an integer from 1 to ${MAX_SEARCH_LIMIT}, got ${limit}`);
  }
  const digits = text.replace(/\D/g, '');
  return {
    text,
    phoneDigits: PHONE_LIKE.test(text) && digits.length >= 3 ? digits : null,
    objects: pickObjects(args, searchable),
    limit,
    after: args.after == null ? null : decodeSearchCursor(args.after, searchable),
  };
}

function pickObjects(args: SearchArgs, searchable: ObjectMetadata[]): ObjectMetadata[] {
  const byName = new Map(searchable.map((object) => [object.nameSingular, object]));
  const named = (argument: string, names: ReadonlyArray<string | null> | null | undefined) =>
    names == null
      ? undefined
      : new Set(
          names.map((name) => {
            if (name === null || !byName.has(name)) {
              throw badRequest('VALIDATION_FAILED', `${argument}: ${name === null ? 'null' : `'${name}'`} is not a searchable object; searchable: ${[...byName.keys()].join(', ')}`);
            }
            return name;
          }),
        );
  const included = named('includedObjectNameSingulars', args.includedObjectNameSingulars);
  const excluded = named('excludedObjectNameSingulars', args.excludedObjectNameSingulars);
  return searchable.filter((object) => (!included || included.size === 0 || included.has(object.nameSingular)) && !excluded?.has(object.nameSingular));
}
