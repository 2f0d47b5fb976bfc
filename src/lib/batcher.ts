// Group commit for statements that many concurrent callers issue one at a time (the job worker's
// reads and outcome writes): items added while the I/O phase runs go out together in one batch
// when it ends (setImmediate, no timer), and while `maxInFlight` batches run, new items wait and
// go out together when one finishes. So a lone item is not delayed, and under load the database
// parses, plans and commits once for many.
//
// The batch function answers every item on its own (`Settled`), so one bad item need not fail
// the others; if it throws, every item of the batch is rejected with that error.

export type Settled<R> = { ok: true; value: R } | { ok: false; error: unknown };

export interface BatcherOptions {
  /** Items per batch at most. */
  maxItems: number;
  /** Batches running at once. */
  maxInFlight: number;
}

interface Pending<T, R> {
  item: T;
  resolve: (value: R) => void;
  reject: (error: unknown) => void;
}

export class Batcher<T, R> {
  private waiting: Array<Pending<T, R>> = [];
  private inFlight = 0;
  private scheduled = false;

  constructor(
    /** Runs one batch; answers item i at index i. */
    private readonly runBatch: (items: T[]) => Promise<Array<Settled<R>>>,
    private readonly options: BatcherOptions,
  ) {}

  add(item: T): Promise<R> {
    const result = new Promise<R>((resolve, reject) => this.waiting.push({ item, resolve, reject }));
    this.schedule();
    return result;
  }

  private schedule(): void {
    if (this.scheduled || this.waiting.length === 0 || this.inFlight >= this.options.maxInFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.send();
    });
  }

  private send(): void {
    if (this.inFlight >= this.options.maxInFlight) return;
    const batch = this.waiting.splice(0, this.options.maxItems);
    if (batch.length === 0) return;
    this.inFlight++;
    void this.run(batch).finally(() => {
      this.inFlight--;
      this.schedule();
    });
    this.schedule(); // more than maxItems were waiting
  }

  private async run(batch: Array<Pending<T, R>>): Promise<void> {
    try {
      const results = await this.runBatch(batch.map((pending) => pending.item));
      batch.forEach((pending, i) => {
        const result = results[i];
        if (result === undefined) pending.reject(new Error('the batch returned no result for this item'));
        else if (result.ok) pending.resolve(result.value);
        else pending.reject(result.error);
      });
    } catch (error) {
      for (const pending of batch) pending.reject(error);
    }
  }
}

/**
 * A batch function for items that may fail one by one: `run` handles the items together (one
 * statement) and answers item i at index i; if that throws, each item runs again alone, so one
 * bad item (a missing related record, a row deleted meanwhile) fails no other.
 */
export function togetherOrAlone<T, R>(run: (items: T[]) => Promise<R[]>): (items: T[]) => Promise<Array<Settled<R>>> {
  const alone = (item: T) =>
    run([item]).then(
      ([value]): Settled<R> => ({ ok: true, value }),
      (error: unknown): Settled<R> => ({ ok: false, error }),
    );
  return async (items) => {
    if (items.length === 1) return [await alone(items[0])];
    try {
      return (await run(items)).map((value) => ({ ok: true, value }));
    } catch {
      return Promise.all(items.map(alone));
    }
  };
}
