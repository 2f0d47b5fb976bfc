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
//
// Only creates of one writer share a statement: its parts carry one actor, which its events
// and statement hooks report (events/record-event.ts).
import { Batcher, togetherOrAlone } from '../../lib/batcher.ts';
import type { ObjectMetadata } from '../../metadata/types.ts';
import type { ColumnValues } from '../codec/encode-columns.ts';
import type { ResultRow, WriteOrigin } from './write-statement.ts';

/** Runs one INSERT of `rows` (with the statement hooks and commit listeners); its result rows. */
export type InsertRows = (object: ObjectMetadata, rows: ColumnValues[], origin: WriteOrigin) => Promise<ResultRow[]>;

export interface InsertCoalescerOptions {
  /** Rows per shared statement at most (the batch limit keeps it well under 65,535 parameters). */
  maxRows: number;
  /** Statements per object running at once. */
  maxInFlight: number;
}

/** The writer of a create without a cause, as its stamp reads (two keys of one name stay apart). */
const writerKey = ({ actor }: WriteOrigin) => `${actor.kind}:${actor.id}:${actor.source}:${actor.name}:${actor.workspaceMemberId ?? ''}`;

/** One group-commit queue (lib/batcher.ts) per object and writer. */
export class InsertCoalescer {
  private readonly queues = new Map<ObjectMetadata, Map<string, Batcher<ColumnValues, ResultRow[]>>>();

  constructor(
    private readonly insertRows: InsertRows,
    private readonly options: InsertCoalescerOptions,
  ) {}

  /**
   * Inserts `row` (it carries its id), alone or with others of the same writer; resolves to its
   * own result rows. A write with a cause (an engine's) is not for sharing: call insertRows.
   */
  insert(object: ObjectMetadata, row: ColumnValues, origin: WriteOrigin): Promise<ResultRow[]> {
    let byWriter = this.queues.get(object);
    if (!byWriter) this.queues.set(object, (byWriter = new Map()));
    const key = writerKey(origin);
    let queue = byWriter.get(key);
    if (!queue) {
      queue = new Batcher(togetherOrAlone((rows) => this.insertSharing(object, rows, origin)), {
        maxItems: this.options.maxRows,
        maxInFlight: this.options.maxInFlight,
      });
      byWriter.set(key, queue);
    }
    return queue.add(row);
  }

  /** One INSERT of `rows`; the result rows of row i at index i. */
  private async insertSharing(object: ObjectMetadata, rows: ColumnValues[], origin: WriteOrigin): Promise<ResultRow[][]> {
    const result = await this.insertRows(object, rows, origin);
    const rowsById = new Map<unknown, ResultRow[]>();
    for (const row of result) {
      const id = row.row.id;
      const own = rowsById.get(id);
      if (own) own.push(row);
      else rowsById.set(id, [row]);
    }
    return rows.map((row) => rowsById.get(row.get('id')) ?? []);
  }
}
