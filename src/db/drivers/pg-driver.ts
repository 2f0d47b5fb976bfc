// SqlDriver on node-postgres: statements go to a pg.Pool (the same pool Prisma's adapter uses),
// transactions hold one pooled connection from BEGIN to COMMIT.
import pg from 'pg';
import { DEFAULT_POOL_SIZE } from '../../config/config.ts';
import type { ArrayRows, QueryOptions, Row, SqlDriver } from '../sql-executor.ts';
import { isoTimestampParser, TIMESTAMPTZ_OID } from './iso-timestamp.ts';

const INT8_OID = 20;
const DATE_OID = 1082;

/**
 * Values as the record layer expects them from either driver: int8 (counts, amounts in micros)
 * as a number, like PGlite returns it. Amounts are validated as safe integers on the way in.
 * A date (DATE fields) stays its 'YYYY-MM-DD' text: a calendar day has no time zone to shift.
 */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (format === 'binary') return pg.types.getTypeParser(oid, format);
    if (oid === INT8_OID) return (value: string) => Number(value);
    if (oid === DATE_OID) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

/** The same, with timestamptz as ISO 8601 text where exact (SqlStatement.isoTimestamps). */
const isoTimestampTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === TIMESTAMPTZ_OID && format !== 'binary' ? parseIsoTimestamp : types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};
const parseIsoTimestamp = isoTimestampParser(types.getTypeParser(TIMESTAMPTZ_OID, 'text'));

export function createPgPool(connectionString: string, max = DEFAULT_POOL_SIZE): pg.Pool {
  const pool = new pg.Pool({ connectionString, types, max });
  // An idle connection that breaks (PostgreSQL restarted, the network dropped it) is reported on
  // the pool, which then discards it; unhandled, the 'error' event would end the process. The
  // next statement opens a new connection, and a statement on a broken one fails on its own.
  pool.on('error', () => undefined);
  return pool;
}

/**
 * Names of prepared statements, by text, shared by every connection (node-postgres prepares a
 * name on a connection the first time it runs there). Capped: past it, statements run unnamed.
 */
const MAX_PREPARED = 200;
const preparedNames = new Map<string, string>();

function preparedName(text: string): string | undefined {
  let name = preparedNames.get(text);
  if (name === undefined && preparedNames.size < MAX_PREPARED) preparedNames.set(text, (name = `crm_${preparedNames.size}`));
  return name;
}

const queryConfig = (text: string, values: unknown[], options: QueryOptions | undefined, prepared: boolean) => ({
  text,
  values,
  name: prepared && options?.prepare ? preparedName(text) : undefined,
  types: options?.isoTimestamps ? isoTimestampTypes : undefined,
});

export class PgDriver implements SqlDriver {
  constructor(
    private readonly runner: pg.Pool | pg.PoolClient,
    private readonly pool?: pg.Pool,
    /**
     * Named prepared statements (QueryOptions.prepare). Off behind a transaction-mode pooler that
     * does not track them (PgBouncer < 1.21): a statement prepared on one server connection would
     * be executed by name on another.
     */
    private readonly prepared = true,
  ) {}

  static forPool(pool: pg.Pool, prepared = true): PgDriver {
    return new PgDriver(pool, pool, prepared);
  }

  async query<T extends Row>(text: string, values: unknown[], options?: QueryOptions): Promise<T[]> {
    return (await this.runner.query<T>(queryConfig(text, values, options, this.prepared))).rows;
  }

  async queryArrays(text: string, values: unknown[], options?: QueryOptions): Promise<ArrayRows> {
    const result = await this.runner.query<unknown[]>({ ...queryConfig(text, values, options, this.prepared), rowMode: 'array' });
    return { columns: result.fields.map((field) => field.name), rows: result.rows };
  }

  async execute(text: string, values: unknown[]): Promise<number> {
    return (await this.runner.query({ text, values })).rowCount ?? 0;
  }

  async transaction<T>(work: (driver: SqlDriver) => Promise<T>): Promise<T> {
    if (!this.pool) return work(this); // already on a transaction's connection
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const result = await work(new PgDriver(client, undefined, this.prepared));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        broken = rollbackError; // the connection is unusable: let the pool discard it
      });
      throw error;
    } finally {
      client.release(broken);
    }
  }
}
