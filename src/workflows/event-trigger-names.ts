// The event names that some ACTIVE version's DATABASE_EVENT trigger waits for, known in this
// process when it is the database's only writer: embedded PGlite, whose data directory is locked
// to one process. There a write of an event no trigger names leaves the trigger hook's join out
// of its statement (measured: the join cost PGlite creates 17%, PostgreSQL's prepared statements
// 4%). With PostgreSQL another process may activate a trigger at any time, so every write keeps
// the join and the database decides.
//
// The set only ever errs on the side of the join: a name is added before the activation's
// transaction writes its row, and removed only by a reload from the table after a
// deactivation has committed (names added while a reload runs are kept).
import type { SqlExecutor } from '../db/sql-executor.ts';

export class EventTriggerNames {
  /** Undefined until loaded: every write carries the join. */
  private names: Set<string> | undefined;
  private addedDuringLoad = new Set<string>();
  private loading = Promise.resolve();

  constructor(private readonly sql: SqlExecutor) {}

  /** Whether a write of `eventName` may start a run, so its statement must carry the join. */
  mayMatch(eventName: string): boolean {
    return this.names === undefined || this.names.has(eventName);
  }

  /** A trigger about to be registered: writes of `eventName` carry the join from now on. */
  add(eventName: string): void {
    this.names?.add(eventName);
    this.addedDuringLoad.add(eventName);
  }

  /** Reads the registered names again (at start, and once a deactivation or deletion committed). */
  load(): Promise<void> {
    this.loading = this.loading.then(async () => {
      this.addedDuringLoad = new Set();
      const rows = await this.sql.query<{ event_name: string }>({ text: `SELECT DISTINCT "event_name" FROM "workflow_event_trigger"`, values: [] });
      this.names = new Set([...rows.map((row) => row.event_name), ...this.addedDuringLoad]);
    });
    return this.loading;
  }
}
