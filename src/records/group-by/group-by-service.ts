// GET /rest/<plural>/groupBy: the groups of an object's records, with Twenty's aggregates and an
// optional sample of each group's records, read by ONE statement (query/group-by). A read: no
// write hooks, no events; the caller's role is checked at the edge (x-required-role readonly).
import type { SqlExecutor } from '../../db/sql-executor.ts';
import type { ObjectMetadata } from '../../metadata/types.ts';
import { buildGroupByQuery, type GroupByQueryInput } from '../../query/index.ts';
import { arrayRowsDecoder, decodeValue, type ApiRecord } from '../codec/row-to-record.ts';

export interface RecordGroup {
  /** The group's value of each group_by entry, in group_by order. */
  groupByDimensionValues: unknown[];
  /** Up to 10 records of the group, at depth 0 (include_records_sample). */
  records?: ApiRecord[];
  /** The aggregates, under the names the client asked for. */
  [aggregate: string]: unknown;
}

export class GroupByService {
  constructor(private readonly sql: SqlExecutor) {}

  /** Throws AppError 400 for bad input (INVALID_GROUP_BY, INVALID_FILTER) before anything runs. */
  async groupBy(object: ObjectMetadata, input: GroupByQueryInput, sql: SqlExecutor = this.sql): Promise<RecordGroup[]> {
    const query = buildGroupByQuery(object, input);
    const { columns, rows } = await sql.queryArrays({ ...query.statement, isoTimestamps: true });
    const at = (name: string) => columns.indexOf(name);
    const dimensions = query.dimensionColumns.map(at);
    const aggregates = query.aggregates.map(({ name, column }) => [name, at(column)] as const);
    const groupOf = (row: unknown[]): RecordGroup => {
      const group: RecordGroup = { groupByDimensionValues: dimensions.map((i) => decodeValue(row[i]) ?? null) };
      for (const [name, i] of aggregates) group[name] = decodeValue(row[i]) ?? null;
      return group;
    };
    if (!query.sample) return rows.map(groupOf);

    const position = at(query.sample.positionColumn);
    const number = at(query.sample.numberColumn);
    const toRecord = arrayRowsDecoder(object, columns);
    const groups: RecordGroup[] = [];
    let current: { position: unknown; records: ApiRecord[] } | undefined;
    for (const row of rows) {
      if (!current || row[position] !== current.position) {
        const group = groupOf(row);
        current = { position: row[position], records: [] };
        group.records = current.records;
        groups.push(group);
      }
      if (row[number] !== null) current.records.push(toRecord(row));
    }
    return groups;
  }
}
