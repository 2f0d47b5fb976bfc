// Single creates of one object share INSERT statements under concurrent load, as group commit
// shares a WAL flush: the database parses, plans and commits once for several records, and the
// driver makes one round trip. Per object, at most `maxInFlight` statements run at a time;
// creates that arrive meanwhile wait for one to finish and then go out together. Nothing waits
// on a timer: a lone create is sent when the current I/O phase ends (setImmediate), so under no
// load it is not delayed, and under load the service keeps parsing requests while the database
// writes the previous group.
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

/** The creates of one object waiting for a statement, and that object's statements running. */
interface ObjectQueue {
  waiting: PendingCreate[];
  inFlight: number;
  scheduled: boolean;
}

export interface InsertCoalescerOptions {
  /** Rows per shared statement at most (the batch limit keeps it well under 65,535 parameters). */
  maxRows: number;
  /** Statements per object running at once. */
  maxInFlight: number;
}

export class InsertCoalescer {
  private readonly queues = new Map<ObjectMetadata, ObjectQueue>();

  constructor(
    private readonly insertRows: InsertRows,
    private readonly options: InsertCoalescerOptions,
  ) {}

  /** Inserts `row` (it carries its id), alone or with others; resolves to its own result rows. */
  insert(object: ObjectMetadata, row: ColumnValues): Promise<ResultRow[]> {
    let queue = this.queues.get(object);
    if (!queue) this.queues.set(object, (queue = { waiting: [], inFlight: 0, scheduled: false }));
    const waiting = queue.waiting;
    const created = new Promise<ResultRow[]>((resolve, reject) => waiting.push({ row, resolve, reject }));
    this.schedule(object, queue);
    return created;
  }

  /** Sends the waiting creates when the I/O phase ends, if a statement slot is free. */
  private schedule(object: ObjectMetadata, queue: ObjectQueue): void {
    if (queue.scheduled || queue.waiting.length === 0 || queue.inFlight >= this.options.maxInFlight) return;
    queue.scheduled = true;
    setImmediate(() => {
      queue.scheduled = false;
      this.send(object, queue);
    });
  }

  private send(object: ObjectMetadata, queue: ObjectQueue): void {
    if (queue.inFlight >= this.options.maxInFlight) return;
    const group = queue.waiting.splice(0, this.options.maxRows);
    if (group.length === 0) return;
    queue.inFlight++;
    void (group.length === 1 ? this.runAlone(object, group[0]) : this.runShared(object, group)).finally(() => {
      queue.inFlight--;
      this.schedule(object, queue);
    });
    this.schedule(object, queue); // more than maxRows were waiting
  }

  private runAlone(object: ObjectMetadata, create: PendingCreate): Promise<void> {
    return this.insertRows(object, [create.row]).then(create.resolve, create.reject);
  }

  private async runShared(object: ObjectMetadata, group: PendingCreate[]): Promise<void> {
    let rows: ResultRow[];
    try {
      rows = await this.insertRows(object, group.map((create) => create.row));
    } catch {
      await Promise.all(group.map((create) => this.runAlone(object, create)));
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
