// What a migration runs on (migrate.ts applies the SQL, migration-data-steps.ts the steps SQL
// cannot do): its own file, so that neither of the two imports the other.

/** A connection inside an open transaction, speaking the driver's simple protocol. */
export interface MigrationSession {
  /** Runs a script of several statements (no parameters). */
  exec(sql: string): Promise<void>;
  query<T>(sql: string, values?: unknown[]): Promise<T[]>;
}
