// PostgreSQL errors that mean "bad input" rather than "bug": the service validates first, so
// these only surface on races (a referenced record deleted between check and write) or on
// values the validation let through. They become 400/409 instead of 500.
import { AppError } from './app-error.ts';

/** SQLSTATE of a PostgreSQL error wrapped by Prisma's driver adapters, if any. */
export function sqlState(error: unknown): string | undefined {
  let current: unknown = error;
  for (let i = 0; i < 5 && current && typeof current === 'object'; i++) {
    const candidate = current as Record<string, unknown>;
    if (typeof candidate.originalCode === 'string') return candidate.originalCode;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code) && !candidate.code.startsWith('P'))
      return candidate.code;
    current = candidate.cause ?? (candidate.meta as Record<string, unknown> | undefined)?.driverAdapterError;
  }
  return undefined;
}

/**
 * The columns of the unique index a unique violation (23505) hit, from PostgreSQL's detail
 * ("Key (sequence_id, person_id)=(...) already exists."), if the error carries it.
 */
export function uniqueViolationColumns(error: unknown): string[] | undefined {
  let current: unknown = error;
  for (let i = 0; i < 5 && current && typeof current === 'object'; i++) {
    const candidate = current as Record<string, unknown>;
    const detail = typeof candidate.detail === 'string' ? candidate.detail : undefined;
    const match = detail ? /^Key \(([^)]+)\)=/.exec(detail) : null;
    if (match) return match[1].split(',').map((column) => column.trim().replace(/^"|"$/g, ''));
    current = candidate.cause ?? (candidate.meta as Record<string, unknown> | undefined)?.driverAdapterError;
  }
  return undefined;
}

export function databaseErrorToAppError(error: unknown): AppError | undefined {
  const state = sqlState(error);
  switch (state) {
    case '23503':
      return new AppError(400, 'VALIDATION_FAILED', ['a referenced record does not exist (it may just have been deleted)']);
    case '23505':
      return new AppError(409, 'CONFLICT', ['a record with the same unique value already exists']);
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
    case '22001':
      return new AppError(400, 'VALIDATION_FAILED', ['a value is out of range or malformed for its field']);
    case '22021': // character_not_in_repertoire: PostgreSQL text cannot hold U+0000
    case '22P05': // untranslatable_character (e.g. \u0000 in jsonb)
      return new AppError(400, 'VALIDATION_FAILED', ['a text value contains a NUL character (\\u0000), which cannot be stored']);
    case '40001':
    case '40P01':
      return new AppError(409, 'CONFLICT', ['the write conflicted with a concurrent one; retry it']);
    default:
      return undefined;
  }
}
