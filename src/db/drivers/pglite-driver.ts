// SqlDriver on embedded PGlite: its own query API (no wire protocol, no pool). PGlite runs one
// statement at a time; a transaction holds it exclusively until COMMIT.
import { types, type PGlite, type Transaction } from '@electric-sql/pglite';
import type { ArrayRows, QueryOptions, Row, SqlDriver } from '../sql-executor.ts';
import { isoTimestampParser, TIMESTAMPTZ_OID } from './iso-timestamp.ts';

const DATE_OID = 1082;

/** A date (DATE fields) stays its 'YYYY-MM-DD' text, as with the pg driver (see pg-driver.ts). */
const QUERY_OPTIONS = { parsers: { [DATE_OID]: (value: string) => value } };
/** The same, with timestamptz as ISO 8601 text where exact (SqlStatement.isoTimestamps). */
const ISO_TIMESTAMP_OPTIONS = {
  parsers: { ...QUERY_OPTIONS.parsers, [TIMESTAMPTZ_OID]: isoTimestampParser(types.parsers[TIMESTAMPTZ_OID] as (text: string) => unknown) },
};

const parsersFor = (options: QueryOptions | undefined) => (options?.isoTimestamps ? ISO_TIMESTAMP_OPTIONS : QUERY_OPTIONS);

export class PgliteDriver implements SqlDriver {
  constructor(private readonly db: PGlite | Transaction) {}

  private get inTransaction(): boolean {
    return !('transaction' in this.db);
  }

  async query<T extends Row>(text: string, values: unknown[], options?: QueryOptions): Promise<T[]> {
    return (await this.db.query<T>(text, values, parsersFor(options))).rows;
  }

  async queryArrays(text: string, values: unknown[], options?: QueryOptions): Promise<ArrayRows> {
    const result = await this.db.query<unknown[]>(text, values, { ...parsersFor(options), rowMode: 'array' });
    return { columns: result.fields.map((field) => field.name), rows: result.rows };
  }

  async execute(text: string, values: unknown[]): Promise<number> {
    return (await this.db.query(text, values, QUERY_OPTIONS)).affectedRows ?? 0;
  }

  async transaction<T>(work: (driver: SqlDriver) => Promise<T>): Promise<T> {
    if (this.inTransaction) return work(this);
    return (this.db as PGlite).transaction((tx) => work(new PgliteDriver(tx)));
  }
}
