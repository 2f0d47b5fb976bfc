import { badRequest } from '../../errors/app-error.ts';
import { isBlank } from './blank.ts';
import { normalizeUuid, notAUuid } from '../../lib/uuid.ts';

export type CursorName = 'starting_after' | 'ending_before';

/** A cursor is a record id (SPEC); returned lowercase so it compares equal to stored ids. */
export function parseCursor(raw: unknown, name: CursorName): string | undefined {
  if (isBlank(raw)) return undefined;
  const id = typeof raw === 'string' ? normalizeUuid(raw.trim()) : undefined;
  if (id === undefined)
    throw badRequest('INVALID_CURSOR', `Invalid ${name}: ${typeof raw === 'string' ? notAUuid(raw) : `${JSON.stringify(raw) ?? String(raw)} is not a valid UUID`} (a record id)`);
  return id;
}
