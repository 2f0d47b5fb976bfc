// POST /rest/<plural>/duplicates (DESIGN.md "Twenty REST extras", Duplicates): for each input,
// a record body as a create takes it (`data`) or a stored record (`ids`), the records that match
// it on the object's duplicate criteria (criteria.ts), found by one statement
// (duplicates-sql.ts). A read: nothing is written, no event is sent.
import type { Database } from '../../db/database.ts';
import { badRequest, notFound } from '../../errors/app-error.ts';
import { canonicalEmail } from '../../lib/canonical-email.ts';
import { normalizeUuid, notAUuid } from '../../lib/uuid.ts';
import type { ObjectMetadata } from '../../metadata/types.ts';
import { parseDepth } from '../../query/index.ts';
import { arrayRowsDecoder, type ApiRecord } from '../codec/row-to-record.ts';
import type { PageInfo, RecordService } from '../record-service.ts';
import { criterionValueOf, duplicateCriteria, type CriteriaGroup } from './criteria.ts';
import { duplicatesStatement, INPUT_FOUND, INPUT_NUMBER, TOTAL_COUNT, type DuplicatesInput } from './duplicates-sql.ts';

/** Inputs one request may carry (a batch's size). */
export const MAX_DUPLICATES_INPUTS = 60;

export interface DuplicatesEntry {
  records: ApiRecord[];
  totalCount: number;
  pageInfo: PageInfo;
}

const invalid = (...messages: string[]) => badRequest('INVALID_DUPLICATES_INPUT', ...messages);

// Twenty's messages (its find-duplicates query runner), word for word.
export const NEITHER_MESSAGE = 'You have to provide either "data" or "ids" argument';
export const BOTH_MESSAGE = 'You cannot provide both "data" and "ids" arguments';
export const EMPTY_DATA_MESSAGE = 'The "data" condition can not be empty when "ids" input not provided';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The request's inputs, checked: 400 INVALID_DUPLICATES_INPUT naming what is wrong. */
function parseRequest(groups: CriteriaGroup[], body: unknown): DuplicatesInput {
  if (!isObject(body)) throw invalid(NEITHER_MESSAGE);
  // As Twenty: null is absent; an empty array is present.
  const data = body.data ?? undefined;
  const ids = body.ids ?? undefined;
  if (data === undefined && ids === undefined) throw invalid(NEITHER_MESSAGE);
  if (data !== undefined && ids !== undefined) throw invalid(BOTH_MESSAGE);
  const inputs = (data ?? ids) as unknown;
  const name = data !== undefined ? 'data' : 'ids';
  if (!Array.isArray(inputs)) throw invalid(`${name}: must be an array`);
  if (data !== undefined && inputs.length === 0) throw invalid(EMPTY_DATA_MESSAGE);
  if (inputs.length > MAX_DUPLICATES_INPUTS) throw invalid(`${name}: at most ${MAX_DUPLICATES_INPUTS} inputs, got ${inputs.length}`);
  if (ids !== undefined) {
    const problems = inputs.flatMap((id, i) => (typeof id === 'string' && normalizeUuid(id) ? [] : [`ids[${i}]: ${typeof id === 'string' ? notAUuid(id) : 'must be a UUID string'}`]));
    if (problems.length) throw invalid(...problems);
    return { ids: inputs.map((id) => normalizeUuid(id as string)!) };
  }
  const problems: string[] = [];
  const rows = inputs.map((item, i) => {
    if (!isObject(item)) {
      problems.push(`data[${i}]: must be a record object`);
      return { self: null, values: [] };
    }
    let self: string | null = null;
    if (item.id !== undefined && item.id !== null) {
      self = typeof item.id === 'string' ? (normalizeUuid(item.id) ?? null) : null;
      if (!self) problems.push(`data[${i}].id: ${typeof item.id === 'string' ? notAUuid(item.id) : 'must be a UUID string'}`);
    }
    // Only the criteria's values are read (the rest of a create body means nothing here).
    const values = groups.flat().map((criterion) => {
      const value = criterionValueOf(item, criterion);
      if (value === undefined || value === null) return null;
      if (typeof value !== 'string') {
        problems.push(`data[${i}].${criterion.field}${criterion.sub ? `.${criterion.sub}` : ''}: must be a string`);
        return null;
      }
      return criterion.form === 'email' ? canonicalEmail(value.trim()) : value;
    });
    return { self, values };
  });
  if (problems.length) throw invalid(...problems);
  return { rows };
}

export class DuplicateService {
  constructor(
    private readonly db: Database,
    private readonly records: RecordService,
  ) {}

  /** One entry per input, in input order; each entry's records in id order, the input's own record left out. */
  async find(object: ObjectMetadata, body: unknown, depthInput?: unknown): Promise<DuplicatesEntry[]> {
    const depth = parseDepth(depthInput, object.defaultDepth);
    const groups = duplicateCriteria(object);
    const input = parseRequest(groups, body);
    const count = 'ids' in input ? input.ids.length : input.rows.length;
    if (count === 0) return [];
    const entries: DuplicatesEntry[] = Array.from({ length: count }, () => ({
      records: [],
      totalCount: 0,
      pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
    }));
    // Bodies and no criteria: nothing to look up (stored ids are still looked up, to answer a missing one).
    if ('rows' in input && groups.length === 0) return entries;
    // Read as arrays with ISO timestamps, decoded by the object's compiled decoder (as lists are).
    // Prepared: the text is one per object and input kind (the values are bound), and planning
    // its lateral union is ~1 ms of a 60-input request on PostgreSQL; a connection plans it once.
    const { columns, rows } = await this.db.sql.queryArrays({ ...duplicatesStatement(object, groups, input), isoTimestamps: true, prepare: true });
    const [number, found, total, id] = [INPUT_NUMBER, INPUT_FOUND, TOTAL_COUNT, 'id'].map((name) => columns.lastIndexOf(name));
    const decode = arrayRowsDecoder(object, columns);
    const missing: string[] = [];
    for (const row of rows) {
      const n = Number(row[number]) - 1;
      if (row[found] === false) {
        if ('ids' in input) missing.push(input.ids[n]);
        continue;
      }
      if (row[id] === null || row[id] === undefined) continue;
      entries[n].records.push(decode(row));
      entries[n].totalCount = Number(row[total]);
    }
    if (missing.length) throw notFound(...[...new Set(missing)].map((id) => `no ${object.nameSingular} with id ${id}`));
    for (const entry of entries) {
      const { records } = entry;
      entry.pageInfo = {
        hasNextPage: entry.totalCount > records.length,
        hasPreviousPage: false,
        startCursor: (records[0]?.id as string | undefined) ?? null,
        endCursor: (records.at(-1)?.id as string | undefined) ?? null,
      };
    }
    if (depth > 0) await this.records.withRelations(object, entries.flatMap((entry) => entry.records), depth);
    return entries;
  }
}

