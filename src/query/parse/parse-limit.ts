import { badRequest } from '../../errors/app-error.ts';
import { isBlank } from './blank.ts';

export const DEFAULT_LIMIT = 60;
/** DESIGN: larger values are clamped, not refused, so generous clients still work. */
export const MAX_LIMIT = 1000;

/** `limit` from a query string (string) or a JSON/GraphQL argument (number). */
export function parseLimit(raw: unknown): number {
  if (isBlank(raw)) return DEFAULT_LIMIT;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < 1)
    throw badRequest('INVALID_LIMIT', `Invalid limit: ${JSON.stringify(raw) ?? String(raw)}; expected an integer from 1 to ${MAX_LIMIT}`);
  return Math.min(value, MAX_LIMIT);
}
