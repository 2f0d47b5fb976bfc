// The record layer's only door to SQL: parameterised statements on the native driver (`pg` on
// PostgreSQL, PGlite's own API when embedded). Prisma keeps the schema, the migrations and the
// typed system tables; the record layer's metadata-driven SQL skips its raw-query path, which
// cost more per statement than the statement itself. Every statement passes through here, which
// is also where tests count queries (see `onQuery`).
export interface SqlStatement {
  text: string;
  values: unknown[];
  /**
   * The text recurs and its result columns never change whatever the table's columns are (the
   * write statements' fixed RETURNING shape): a driver may keep it prepared per connection,
   * which spares the database parsing and planning it again.
   */
  prepare?: boolean;
  /**
   * The record layer's reads of whole rows, which only ever turn a timestamp into its ISO 8601
   * text: a timestamptz may arrive as that text ('2026-01-31T09:30:00.120Z') instead of a Date,
   * where the driver can produce it exactly (drivers/iso-timestamp.ts).
   */
  isoTimestamps?: boolean;
}

/** How a driver runs one statement (SqlStatement's options). */
export type QueryOptions = Pick<SqlStatement, 'prepare' | 'isoTimestamps'>;

export type Row = Record<string, unknown>;

/** A statement's rows as arrays of values, in the order of `columns` (its result's column names). */
export interface ArrayRows {
  columns: string[];
  rows: unknown[][];
}

/** What a database driver offers the executor. */
export interface SqlDriver {
  /** One statement, one round trip; the rows it returns. */
  query<T extends Row>(text: string, values: unknown[], options?: QueryOptions): Promise<T[]>;
  /** The same, rows as arrays; the executor makes them from query's rows for a driver without it. */
  queryArrays?(text: string, values: unknown[], options?: QueryOptions): Promise<ArrayRows>;
  /** One statement; the number of rows it touched. */
  execute(text: string, values: unknown[]): Promise<number>;
  /** `work` on one connection between BEGIN and COMMIT (ROLLBACK when it throws). */
  transaction<T>(work: (driver: SqlDriver) => Promise<T>): Promise<T>;
}

export class SqlExecutor {
  /** Test and benchmark hook: called with every statement before it runs. */
  onQuery?: (statement: SqlStatement) => void;
  /** Inside a transaction: what runs once it has committed (see afterCommit). */
  private committedCallbacks?: Array<() => void>;

  constructor(
    private readonly driver: SqlDriver,
    /** The executor a transaction was opened from: its `onQuery` applies inside too. */
    private readonly root?: SqlExecutor,
  ) {}

  private observe(statement: SqlStatement): void {
    (this.root ?? this).onQuery?.(statement);
  }

  async query<T extends Row = Row>(statement: SqlStatement): Promise<T[]> {
    this.observe(statement);
    return this.driver.query<T>(statement.text, statement.values, statement);
  }

  /**
   * query() with the rows as arrays: no object per row, which pg builds by copying a template of
   * every column and setting each by name (~1 µs per person row of ~45 columns).
   */
  async queryArrays(statement: SqlStatement): Promise<ArrayRows> {
    this.observe(statement);
    if (this.driver.queryArrays) return this.driver.queryArrays(statement.text, statement.values, statement);
    const rows = await this.driver.query(statement.text, statement.values, statement);
    const columns = rows.length > 0 ? Object.keys(rows[0]) : [];
    return { columns, rows: rows.map((row) => columns.map((column) => row[column])) };
  }

  async execute(statement: SqlStatement): Promise<number> {
    this.observe(statement);
    return this.driver.execute(statement.text, statement.values);
  }

  /**
   * Runs `work` in one transaction (joining the current one when already inside). Costs a
   * BEGIN and a COMMIT round trip: the write path uses single statements instead, and keeps
   * this for the rare writes that must read before they write.
   */
  async transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
    if (this.root) return work(this);
    const committed: Array<() => void> = [];
    const result = await this.driver.transaction((driver) => {
      const tx = new SqlExecutor(driver, this);
      tx.committedCallbacks = committed;
      return work(tx);
    });
    for (const callback of committed) callback();
    return result;
  }

  /** Whether this executor is a transaction's (its statements commit together, later). */
  get inTransaction(): boolean {
    return this.root !== undefined;
  }

  /**
   * Runs `callback` once what this executor wrote has committed: at once outside a
   * transaction, after the outermost COMMIT inside one, and never after a ROLLBACK.
   */
  afterCommit(callback: () => void): void {
    if (this.committedCallbacks) this.committedCallbacks.push(callback);
    else callback();
  }

  /**
   * Inside a transaction: runs `work` in a savepoint `name`, so a statement it makes fail rolls
   * back to the savepoint alone and the transaction stays usable (the error is rethrown).
   */
  async inSavepoint<T>(name: string, work: () => Promise<T>): Promise<T> {
    const savepoint = `"${name.replaceAll('"', '""')}"`;
    await this.execute({ text: `SAVEPOINT ${savepoint}`, values: [] });
    try {
      const result = await work();
      await this.execute({ text: `RELEASE SAVEPOINT ${savepoint}`, values: [] });
      return result;
    } catch (error) {
      await this.execute({ text: `ROLLBACK TO SAVEPOINT ${savepoint}`, values: [] });
      throw error;
    }
  }
}
