// order_by syntax -> OrderByTerm[]: comma-separated `field[Direction]`, bare field = AscNullsFirst.
import { badRequest } from '../../errors/app-error.ts';

export const DIRECTIONS = ['AscNullsFirst', 'AscNullsLast', 'DescNullsFirst', 'DescNullsLast'] as const;
export type Direction = (typeof DIRECTIONS)[number];

export interface OrderByTerm {
  /** Dot path split into segments, as in filters. */
  path: string[];
  direction: Direction;
}

export const MAX_ORDER_BY_LENGTH = 10_000;

const TERM = /^([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*)(?:\[([A-Za-z]*)\])?$/;
const DIRECTION_BY_LOWER = new Map(DIRECTIONS.map((d) => [d.toLowerCase(), d]));

const fail = (message: string) => badRequest('INVALID_ORDER_BY', `Invalid order_by: ${message}`);

export function parseOrderBy(input: string): OrderByTerm[] {
  if (input.length > MAX_ORDER_BY_LENGTH)
    throw fail(`order_by is ${input.length} characters long; the maximum is ${MAX_ORDER_BY_LENGTH}`);
  let position = 0;
  return input.split(',').map((raw) => {
    const start = position;
    position += raw.length + 1;
    const text = raw.trim();
    if (text === '') throw fail(`empty term at position ${start}`);
    const match = TERM.exec(text);
    if (!match) throw fail(`'${text}' at position ${start} is not field or field[Direction]`);
    const [, path, word] = match;
    if (word === undefined) return { path: path.split('.'), direction: 'AscNullsFirst' };
    const direction = DIRECTION_BY_LOWER.get(word.toLowerCase());
    if (!direction)
      throw fail(`unknown direction '${word}' for '${path}' at position ${start}; valid directions: ${DIRECTIONS.join(', ')}`);
    return { path: path.split('.'), direction };
  });
}
