// Single creates of one object that reach the record layer in the same turn of the event loop
// share one INSERT statement, as group commit shares a WAL flush: under concurrent load the
// database parses, plans and commits once for several records, and the driver makes one round
// trip. Nothing waits on a timer: a group closes when the current I/O phase ends (setImmediate),
// so a lone create goes out at once.
//
// Each caller gets back only its own record's rows, and only its own error: when a shared
// statement fails, nothing of it was written (one statement is atomic), and each of its creates
// runs again alone, so one bad row (say a missing related record) fails no other request.
import type { ObjectMetadata } from '../../metadata/types.ts';
import type { ColumnValues } from '../codec/encode-columns.ts';
import type { ResultRow } from './write-statement.ts';

/** Runs one INSERT of `rows` (with the statement hooks and commit listeners); its result rows. */
export type InsertRows = (object: ObjectMetadata, rows: ColumnValues[]) => Promise<ResultRow[]>;

interface PendingCreate {
  row: ColumnValues;
  resolve: (rows: ResultRow[]) => void;
  reject: (error: unknown) => void;
}

export class InsertCoalescer {
  private readonly open = new Map<ObjectMetadata, PendingCreate[]>();

  constructor(
    private readonly insertRows: InsertRows,
    /** Rows per shared statement at most (the batch limit keeps it well under 65,535 parameters). */
    private readonly maxRows: number,
  ) {}

  /** Inserts `row` (it carries its id), alone or with others; resolves to its own result rows. */
  insert(object: ObjectMetadata, row: ColumnValues): Promise<ResultRow[]> {
    return new Promise((resolve, reject) => {
      let group = this.open.get(object);
      if (!group) {
        group = [];
        this.open.set(object, group);
        const closing = group;
        setImmediate(() => this.close(object, closing));
      }
      group.push({ row, resolve, reject });
      if (group.length === this.maxRows) this.close(object, group);
    });
  }

  private close(object: ObjectMetadata, group: PendingCreate[]): void {
    if (this.open.get(object) !== group) return; // already closed (it filled up)
    this.open.delete(object);
    if (group.length === 1) this.runAlone(object, group[0]);
    else void this.runShared(object, group);
  }

  private runAlone(object: ObjectMetadata, create: PendingCreate): void {
    this.insertRows(object, [create.row]).then(create.resolve, create.reject);
  }

  private async runShared(object: ObjectMetadata, group: PendingCreate[]): Promise<void> {
    let rows: ResultRow[];
    try {
      rows = await this.insertRows(object, group.map((create) => create.row));
    } catch {
      for (const create of group) this.runAlone(object, create);
      return;
    }
    const rowsById = new Map<unknown, ResultRow[]>();
    for (const row of rows) {
      const id = row.row.id;
      const own = rowsById.get(id);
      if (own) own.push(row);
      else rowsById.set(id, [row]);
    }
    for (const create of group) create.resolve(rowsById.get(create.row.get('id')) ?? []);
  }
}
