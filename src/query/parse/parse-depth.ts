import { badRequest } from '../../errors/app-error.ts';
import { isBlank } from './blank.ts';

export type Depth = 0 | 1 | 2;

/** `depth` is 0, 1 or 2 (SPEC); the default comes from the object (1 for note/task relations). */
export function parseDepth(raw: unknown, defaultDepth: 0 | 1): Depth {
  if (isBlank(raw)) return defaultDepth;
  const text = typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : undefined;
  if (text === '0' || text === '1' || text === '2') return Number(text) as Depth;
  throw badRequest('INVALID_DEPTH', `Invalid depth: ${JSON.stringify(raw) ?? String(raw)}; expected 0, 1 or 2`);
}
