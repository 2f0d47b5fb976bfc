// SqlDriver on embedded PGlite: its own query API (no wire protocol, no pool). PGlite runs one
// statement at a time; a transaction holds it exclusively until COMMIT.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import type { Row, SqlDriver } from '../sql-executor.ts';

const DATE_OID = 1082;

/** A date (DATE fields) stays its 'YYYY-MM-DD' text, as with the pg driver (see pg-driver.ts). */
const QUERY_OPTIONS = { parsers: { [DATE_OID]: (value: string) => value } };

export class PgliteDriver implements SqlDriver {
  constructor(private readonly db: PGlite | Transaction) {}

  private get inTransaction(): boolean {
    return !('transaction' in this.db);
  }

  async query<T extends Row>(text: string, values: unknown[]): Promise<T[]> {
    return (await this.db.query<T>(text, values, QUERY_OPTIONS)).rows;
  }

  async execute(text: string, values: unknown[]): Promise<number> {
    return (await this.db.query(text, values, QUERY_OPTIONS)).affectedRows ?? 0;
  }

  async transaction<T>(work: (driver: SqlDriver) => Promise<T>): Promise<T> {
    if (this.inTransaction) return work(this);
    return (this.db as PGlite).transaction((tx) => work(new PgliteDriver(tx)));
  }
}
