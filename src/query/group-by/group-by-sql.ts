// PlannedGroupBy -> ONE parameterised statement: the groups (GROUP BY the dimension expressions,
// with the aggregates), ordered and limited, and, with a sample, up to RECORDS_PER_GROUP records
// of each group numbered by a window function (row_number() OVER (PARTITION BY the dimensions
// ORDER BY the sample's order)) and joined back to the groups: never a query per group.
//
//   WITH "g" AS (SELECT <dims> AS "gb:d0".., <aggregates> AS "gb:a0".. FROM t WHERE f GROUP BY 1..k),
//        "o" AS (SELECT "g".*, row_number() OVER (ORDER BY <group order>) AS "gb:pos" FROM "g" ORDER BY "gb:pos" LIMIT $n),
//        "s" AS MATERIALIZED (SELECT * FROM (SELECT t.id AS "gb:id", <dims> AS "gb:s0"..,
//              row_number() OVER (PARTITION BY <dims> ORDER BY <order>) AS "gb:rn" FROM t WHERE f) AS "n" WHERE "gb:rn" <= 10)
//   SELECT "o".*, "s"."gb:rn", "r".<record columns> FROM "o"
//     LEFT JOIN "s" ON "s"."gb:s0" IS NOT DISTINCT FROM "o"."gb:d0" ..
//     LEFT JOIN <table> AS "r" ON "r".id = "s"."gb:id"
//   ORDER BY "o"."gb:pos", "s"."gb:rn"
//
// The sample's window only numbers narrow rows (id, dimensions, order columns); whole rows are
// read for the kept ones only. Result column names hold a `:`, which no field's column does, so
// they never meet a record's columns.
import type { SqlStatement } from '../../db/sql-executor.ts';
import type { ObjectMetadata } from '../../metadata/types.ts';
import { idRef } from '../plan/id-ref.ts';
import type { ColumnRef } from '../plan/plan-types.ts';
import { filterSql } from '../sql/filter-sql.ts';
import { qualified, quoteIdent as q } from '../sql/identifiers.ts';
import { orderBySql } from '../sql/order-by-sql.ts';
import { recordColumnsSql } from '../sql/record-columns.ts';
import { SqlParams } from '../sql/sql-params.ts';
import { RECORDS_PER_GROUP } from './parse-group-by.ts';
import type { PlannedAggregate, PlannedDimension, PlannedGroupBy, PlannedGroupOrder } from './plan-group-by.ts';

const ALIAS = 't';
export const dimensionColumn = (index: number) => `gb:d${index}`;
export const aggregateColumn = (index: number) => `gb:a${index}`;
export const POSITION_COLUMN = 'gb:pos';
export const SAMPLE_NUMBER_COLUMN = 'gb:rn';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** A constant text array (fixed English words, never request text). */
const textArray = (words: string[]) => `ARRAY[${words.map((w) => `'${w}'`).join(', ')}]::text[]`;

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const DATE_TRUNC_UNIT = { DAY: 'day', WEEK: 'week', MONTH: 'month', QUARTER: 'quarter', YEAR: 'year' } as const;

/**
 * A dimension's expression over "t". A DATE_TIME is read as the wall-clock time of its zone
 * (`col AT TIME ZONE zone`, the zone bound as a parameter), so a record at 00:30 in Paris on the
 * day clocks change falls on that Paris day, week and month; a DATE has no zone. Period starts
 * are `YYYY-MM-DD` (ISO weeks start on Monday); names are English (FM: no padding, no locale).
 */
function dimensionSql(dimension: PlannedDimension, params: SqlParams): string {
  const col = qualified(ALIAS, dimension.column.column);
  const { granularity } = dimension;
  if (dimension.column.type === 'DATE_TIME' && granularity === 'NONE') return `to_char(${col} AT TIME ZONE 'UTC', ${ISO_UTC})`;
  if (dimension.column.type === 'DATE' && granularity === 'NONE') return `to_char(${col}, 'YYYY-MM-DD')`;
  if (granularity === 'NONE') return col;
  const local = dimension.timeZone === undefined ? `${col}::timestamp` : `(${col} AT TIME ZONE ${params.add(dimension.timeZone, 'text')})`;
  switch (granularity) {
    case 'DAY_OF_THE_WEEK':
      return `to_char(${local}, 'FMDay')`;
    case 'MONTH_OF_THE_YEAR':
      return `to_char(${local}, 'FMMonth')`;
    case 'QUARTER_OF_THE_YEAR':
      return `to_char(${local}, '"Q"Q')`;
    default:
      return `to_char(date_trunc('${DATE_TRUNC_UNIT[granularity]}', ${local}), 'YYYY-MM-DD')`;
  }
}

/** Is the column empty: NULL, or an empty text or list. Never NULL itself. */
function emptySql(ref: ColumnRef, alias: string): string {
  const col = qualified(alias, ref.column);
  if (ref.type === 'TEXT') return `(${col} IS NULL OR ${col} = '')`;
  if (ref.type === 'MULTI_SELECT') return `(${col} IS NULL OR cardinality(${col}) = 0)`;
  return `${col} IS NULL`;
}

function aggregateSql(aggregate: PlannedAggregate): string {
  const empty = () => aggregate.columns.map((c) => emptySql(c, ALIAS)).join(' AND ');
  const value = () => qualified(ALIAS, aggregate.columns[0].column);
  switch (aggregate.op) {
    case 'count':
      return 'count(*)';
    case 'countEmpty':
      return `count(*) FILTER (WHERE ${empty()})`;
    case 'countNotEmpty':
      return `count(*) FILTER (WHERE NOT (${empty()}))`;
    case 'percentageEmpty':
      return `(count(*) FILTER (WHERE ${empty()}))::float8 / NULLIF(count(*), 0)`;
    case 'percentageNotEmpty':
      return `(count(*) FILTER (WHERE NOT (${empty()})))::float8 / NULLIF(count(*), 0)`;
    case 'countUniqueValues': {
      // The distinct non-empty values (a composite's: its columns together).
      const columns = aggregate.columns.map((c) => qualified(ALIAS, c.column));
      const distinct = columns.length === 1 ? columns[0] : `ROW(${columns.join(', ')})::text`;
      return `count(DISTINCT CASE WHEN ${empty()} THEN NULL ELSE ${distinct} END)`;
    }
    case 'countTrue':
      return `count(*) FILTER (WHERE ${value()} IS TRUE)`;
    case 'countFalse':
      return `count(*) FILTER (WHERE ${value()} IS FALSE)`;
    case 'min':
    case 'max': {
      const ref = aggregate.columns[0];
      const extreme = `${aggregate.op}(${value()})`;
      if (ref.type === 'DATE_TIME') return `to_char(${extreme} AT TIME ZONE 'UTC', ${ISO_UTC})`;
      if (ref.type === 'DATE') return `to_char(${extreme}, 'YYYY-MM-DD')`;
      return `${extreme}::float8`;
    }
    case 'avg':
    case 'sum':
      return `${aggregate.op}(${value()})::float8`;
  }
}

/** The ORDER BY of the groups, over "g"'s columns: weekdays and months in calendar order. */
function groupOrderSql(plan: PlannedGroupBy, order: PlannedGroupOrder[]): string {
  return order
    .map((term) => {
      let expression: string;
      if ('aggregate' in term.target) expression = q(aggregateColumn(term.target.aggregate));
      else {
        const index = term.target.dimension;
        const column = q(dimensionColumn(index));
        const { granularity } = plan.dimensions[index];
        expression =
          granularity === 'DAY_OF_THE_WEEK'
            ? `array_position(${textArray(DAYS)}, ${column})`
            : granularity === 'MONTH_OF_THE_YEAR'
              ? `array_position(${textArray(MONTHS)}, ${column})`
              : column;
      }
      return `${expression} ${term.direction} NULLS ${term.nulls}`;
    })
    .join(', ');
}

export function groupBySql(object: ObjectMetadata, plan: PlannedGroupBy): SqlStatement {
  const params = new SqlParams();
  const table = `${q(object.table)} AS ${q(ALIAS)}`;
  // Each text is built once and used wherever it is needed: the same placeholders, the same values.
  const where = plan.filter ? ` WHERE ${filterSql(plan.filter, params, ALIAS)}` : '';
  const dimensions = plan.dimensions.map((d) => dimensionSql(d, params));
  const selected = [
    ...dimensions.map((sql, i) => `${sql} AS ${q(dimensionColumn(i))}`),
    ...plan.aggregates.map((a, i) => `${aggregateSql(a)} AS ${q(aggregateColumn(i))}`),
  ];
  const groupBy = dimensions.length ? ` GROUP BY ${dimensions.map((_, i) => i + 1).join(', ')}` : '';
  const groups = `SELECT ${selected.length ? selected.join(', ') : 'count(*) AS "gb:none"'} FROM ${table}${where}${groupBy}`;
  const order = groupOrderSql(plan, plan.order);
  const limit = params.add(plan.limit, 'int');

  if (!plan.recordsOrder) {
    return { text: `WITH "g" AS (${groups}) SELECT "g".* FROM "g"${order ? ` ORDER BY ${order}` : ''} LIMIT ${limit}`, values: params.values };
  }
  const ordered = `SELECT "g".*, row_number() OVER (${order ? `ORDER BY ${order}` : ''}) AS ${q(POSITION_COLUMN)} FROM "g" ORDER BY ${q(POSITION_COLUMN)} LIMIT ${limit}`;
  const id = idRef(object).column;
  const partition = dimensions.length ? `PARTITION BY ${dimensions.join(', ')} ` : '';
  const numbered =
    `SELECT ${qualified(ALIAS, id)} AS "gb:id"${dimensions.map((sql, i) => `, ${sql} AS ${q(`gb:s${i}`)}`).join('')},` +
    ` row_number() OVER (${partition}ORDER BY ${orderBySql(plan.recordsOrder, ALIAS)}) AS ${q(SAMPLE_NUMBER_COLUMN)} FROM ${table}${where}`;
  // MATERIALIZED: numbered once and cut to the sample before the join (inlined, the join could
  // number every record again for each group).
  const sample = `SELECT * FROM (${numbered}) AS "n" WHERE "n".${q(SAMPLE_NUMBER_COLUMN)} <= ${params.add(RECORDS_PER_GROUP, 'int')}`;
  const matches = dimensions.map((_, i) => `"s".${q(`gb:s${i}`)} IS NOT DISTINCT FROM "o".${q(dimensionColumn(i))}`).join(' AND ');
  const text =
    `WITH "g" AS (${groups}), "o" AS (${ordered}), "s" AS MATERIALIZED (${sample})` +
    ` SELECT "o".*, "s".${q(SAMPLE_NUMBER_COLUMN)}, ${recordColumnsSql(object, 'r')} FROM "o"` +
    ` LEFT JOIN "s" ON ${matches || 'TRUE'}` +
    ` LEFT JOIN ${q(object.table)} AS "r" ON ${qualified('r', id)} = "s"."gb:id"` +
    ` ORDER BY "o".${q(POSITION_COLUMN)}, "s".${q(SAMPLE_NUMBER_COLUMN)}`;
  return { text, values: params.values };
}
