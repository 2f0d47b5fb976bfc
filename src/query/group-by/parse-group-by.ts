// The group by's query parameters -> typed terms (syntax only: nothing here knows an object).
// Twenty's REST shape: `group_by`, `aggregate` and `order_by` are JSON, `order_by_for_records`
// is the list's order_by, `limit` counts groups. Messages of the malformed cases are Twenty's
// (DESIGN.md "Twenty REST extras"), code INVALID_GROUP_BY.
import { badRequest, type AppError } from '../../errors/app-error.ts';
import { isBlank } from '../parse/blank.ts';
import { DIRECTIONS, parseOrderBy, type Direction, type OrderByTerm } from '../parse/parse-order-by.ts';

export const GRANULARITIES = [
  'NONE',
  'DAY_OF_THE_WEEK',
  'MONTH_OF_THE_YEAR',
  'QUARTER_OF_THE_YEAR',
  'DAY',
  'WEEK',
  'MONTH',
  'QUARTER',
  'YEAR',
] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** One dimension: a field, a composite's sub-field, or a date field cut by a granularity. */
export interface GroupByTerm {
  field: string;
  subField?: string;
  granularity?: Granularity;
  /** IANA zone the date is read in (DATE_TIME fields); absent: UTC. */
  timeZone?: string;
}

/** How groups are ordered: by one of their dimensions, or by an aggregate. */
export type GroupOrderTerm =
  | { kind: 'dimension'; field: string; subField?: string; granularity?: Granularity; direction: Direction }
  | { kind: 'aggregate'; name: string; direction: Direction };

export interface GroupByRequest {
  groupBy: GroupByTerm[];
  /** Aggregate names as the client wrote them (deduplicated); undefined when `aggregate` is absent. */
  aggregates?: string[];
  filter?: string;
  orderBy: GroupOrderTerm[];
  limit: number;
  includeRecords: boolean;
  /** The sample's order (the list's order_by syntax); empty: the list's default order. */
  recordsOrderBy: OrderByTerm[];
}

export interface GroupByQueryInput {
  group_by?: unknown;
  aggregate?: unknown;
  filter?: unknown;
  order_by?: unknown;
  limit?: unknown;
  include_records_sample?: unknown;
  order_by_for_records?: unknown;
}

export const DEFAULT_GROUP_LIMIT = 50;
export const MAX_GROUP_LIMIT = 1000;
/** Records a group's sample holds at most (Twenty's RECORDS_PER_GROUP_LIMIT). */
export const RECORDS_PER_GROUP = 10;

export const fail = (message: string): AppError => badRequest('INVALID_GROUP_BY', message);

export const INVALID_GROUP_BY = 'Invalid group_by query parameter - should be a valid array of objects - ex: [{"stage": true}]';
export const INVALID_AGGREGATE =
  'Invalid aggregate query parameter - should be a valid array of string - ex: ["countNotEmptyId", "countEmptyField"]';
export const INVALID_ORDER_BY =
  'Invalid order_by query parameter - should be a valid array of objects - ex: [{"firstField": "AscNullsFirst"}, {"secondField": {"subField": "DescNullsLast"}}, {"aggregate": {"aggregateField": "DescNullsLast"}}, {dateField: {"orderBy": "AscNullsFirst", "granularity": "DAY"}}]';
export const MISSING_TIME_ZONE = 'Time zone should be specified for a group by date on Day, Week, Month, Quarter or Year';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON array from a query-string value, or the error `message`. */
function jsonArray(raw: unknown, message: string): unknown[] {
  if (typeof raw !== 'string') throw fail(message);
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw fail(message);
  }
  if (!Array.isArray(value)) throw fail(message);
  return value;
}

/** The single key of one `{field: ...}` entry (Twenty: one field per entry). */
function singleKey(entry: unknown, message: string): [string, unknown] {
  if (!isObject(entry)) throw fail(message);
  const keys = Object.keys(entry);
  if (keys.length === 0) throw fail(message);
  if (keys.length > 1) throw fail(`You cannot provide multiple fields in one group_by entry, split them into several entries: ${keys.join(', ')}`);
  return [keys[0], entry[keys[0]]];
}

function granularityOf(value: unknown, field: string): Granularity {
  if (typeof value === 'string' && (GRANULARITIES as readonly string[]).includes(value)) return value as Granularity;
  throw fail(`Invalid granularity ${JSON.stringify(value)} for '${field}'; valid granularities: ${GRANULARITIES.join(', ')}`);
}

function parseGroupByTerm(entry: unknown): GroupByTerm {
  const [field, value] = singleKey(entry, INVALID_GROUP_BY);
  if (value === true) return { field };
  if (!isObject(value)) throw fail(INVALID_GROUP_BY);
  if ('granularity' in value) {
    const extra = Object.keys(value).filter((key) => key !== 'granularity' && key !== 'timeZone');
    if (extra.length) throw fail(`Unknown key(s) in the group_by of '${field}': ${extra.join(', ')}; a date takes granularity and timeZone`);
    const term: GroupByTerm = { field, granularity: granularityOf(value.granularity, field) };
    if ('timeZone' in value) {
      if (typeof value.timeZone !== 'string' || value.timeZone.trim() === '') throw fail(MISSING_TIME_ZONE);
      term.timeZone = value.timeZone;
    }
    return term;
  }
  const [subField, flag] = singleKey(value, INVALID_GROUP_BY);
  if (flag !== true) throw fail(INVALID_GROUP_BY);
  return { field, subField };
}

function direction(value: unknown): Direction {
  const found = typeof value === 'string' && DIRECTIONS.find((d) => d.toLowerCase() === value.toLowerCase());
  if (!found) throw fail(INVALID_ORDER_BY);
  return found;
}

function parseOrderTerm(entry: unknown): GroupOrderTerm {
  const [field, value] = singleKey(entry, INVALID_ORDER_BY);
  if (typeof value === 'string') return { kind: 'dimension', field, direction: direction(value) };
  if (!isObject(value)) throw fail(INVALID_ORDER_BY);
  if (field === 'aggregate') {
    const [name, dir] = singleKey(value, INVALID_ORDER_BY);
    return { kind: 'aggregate', name, direction: direction(dir) };
  }
  if ('orderBy' in value) {
    const extra = Object.keys(value).filter((key) => key !== 'orderBy' && key !== 'granularity');
    if (extra.length) throw fail(INVALID_ORDER_BY);
    return {
      kind: 'dimension',
      field,
      direction: direction(value.orderBy),
      ...('granularity' in value ? { granularity: granularityOf(value.granularity, field) } : {}),
    };
  }
  const [subField, dir] = singleKey(value, INVALID_ORDER_BY);
  return { kind: 'dimension', field, subField, direction: direction(dir) };
}

/** Groups to answer: Twenty's message for anything but a positive integer; above the maximum is clamped. */
export function parseGroupLimit(raw: unknown): number {
  if (isBlank(raw)) return DEFAULT_GROUP_LIMIT;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(value) || value < 1) throw fail(`limit '${String(raw)}' is invalid. Should be an integer`);
  return Math.min(value, MAX_GROUP_LIMIT);
}

function parseIncludeRecords(raw: unknown): boolean {
  if (isBlank(raw) || raw === false || raw === 'false') return false;
  if (raw === true || raw === 'true') return true;
  throw fail(`include_records_sample '${String(raw)}' is invalid. Should be true or false`);
}

/** The list's order_by syntax, its faults named after this parameter. */
function parseRecordsOrderBy(raw: unknown): OrderByTerm[] {
  if (isBlank(raw)) return [];
  if (typeof raw !== 'string') throw fail('Invalid order_by_for_records query parameter - should be field[Direction] terms separated by commas, as the list\'s order_by');
  try {
    return parseOrderBy(raw);
  } catch (error) {
    throw renamed(error);
  }
}

/** An order_by fault of the list's parser, said of order_by_for_records. */
export function renamed(error: unknown): unknown {
  if (!(error instanceof Error) || !('messages' in error)) return error;
  const messages = (error as AppError).messages.map((m) => m.replace(/^Invalid order_by:/, 'Invalid order_by_for_records:'));
  return fail(messages[0]);
}

export function parseGroupByRequest(input: GroupByQueryInput): GroupByRequest {
  const groupBy = jsonArray(input.group_by, INVALID_GROUP_BY).map(parseGroupByTerm);
  let aggregates: string[] | undefined;
  if (input.aggregate !== undefined) {
    const names = jsonArray(input.aggregate, INVALID_AGGREGATE);
    if (!names.every((name): name is string => typeof name === 'string')) throw fail(INVALID_AGGREGATE);
    aggregates = [...new Set(names)];
  }
  const orderBy = isBlank(input.order_by) ? [] : jsonArray(input.order_by, INVALID_ORDER_BY).map(parseOrderTerm);
  return {
    groupBy,
    ...(aggregates ? { aggregates } : {}),
    ...(typeof input.filter === 'string' ? { filter: input.filter } : {}),
    orderBy,
    limit: parseGroupLimit(input.limit),
    includeRecords: parseIncludeRecords(input.include_records_sample),
    recordsOrderBy: parseRecordsOrderBy(input.order_by_for_records),
  };
}
