import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SqlExecutor, SqlStatement } from '../db/sql-executor.ts';
import { ANALYZE_AFTER_JOBS, JOB_CHANNEL, JobQueue, NOTIFY_OTHERS_MS } from './job-queue.ts';

/** An executor that records the statements it is sent. */
function recordingSql(): { sql: SqlExecutor; sent: SqlStatement[] } {
  const sent: SqlStatement[] = [];
  const sql = { query: async (statement: SqlStatement) => (sent.push(statement), []) } as unknown as SqlExecutor;
  return { sql, sent };
}

describe('JobQueue.notifyEnqueued', () => {
  afterEach(() => vi.useRealTimers());

  it('wakes the local worker every time and notifies other processes at most once per window', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const { sql, sent } = recordingSql();
    const queue = new JobQueue(sql, true);
    let wakes = 0;
    queue.onEnqueued(() => wakes++);

    for (let i = 0; i < 50; i++) queue.notifyEnqueued();
    expect(wakes).toBe(50);
    // The first at once; the 49 others within the window become one, when it ends.
    expect(sent).toEqual([{ text: 'SELECT pg_notify($1, $2)', values: [JOB_CHANNEL, queue.notifier], prepare: true }]);
    await vi.advanceTimersByTimeAsync(NOTIFY_OTHERS_MS);
    expect(sent).toHaveLength(2);
    // Nothing new meanwhile: nothing more is sent.
    await vi.advanceTimersByTimeAsync(NOTIFY_OTHERS_MS * 5);
    expect(sent).toHaveLength(2);
    // After a quiet window, a new job is announced at once again.
    queue.notifyEnqueued();
    expect(sent).toHaveLength(3);
  });

  it('notifies nobody on an embedded database (no other process can share it)', () => {
    const { sql, sent } = recordingSql();
    const queue = new JobQueue(sql, false);
    let wakes = 0;
    queue.onEnqueued(() => wakes++);
    queue.notifyEnqueued();
    expect(wakes).toBe(1);
    expect(sent).toEqual([]);
  });
});

describe('JobQueue statistics after a large enqueue', () => {
  /** An executor whose ANALYZE stays running until `finish` is called. */
  function analyzingSql() {
    const sent: string[] = [];
    let finish = () => {};
    const sql = {
      query: async (statement: SqlStatement) => (sent.push(statement.text), []),
      execute: (statement: SqlStatement) => {
        sent.push(statement.text);
        return new Promise<number>((resolve) => (finish = () => resolve(0)));
      },
    } as unknown as SqlExecutor;
    return { sql, sent, finish: () => finish() };
  }

  it(`analyzes the job table after a commit of ${ANALYZE_AFTER_JOBS} jobs or more, one ANALYZE at a time`, async () => {
    const { sql, sent, finish } = analyzingSql();
    const queue = new JobQueue(sql, false);
    queue.notifyEnqueued(ANALYZE_AFTER_JOBS - 1);
    queue.notifyEnqueued();
    expect(sent).toEqual([]);
    queue.notifyEnqueued(ANALYZE_AFTER_JOBS);
    queue.notifyEnqueued(5_000); // while the first runs: not a second one
    expect(sent).toEqual(['ANALYZE "job"']);
    finish();
    await new Promise((resolve) => setImmediate(resolve));
    queue.notifyEnqueued(ANALYZE_AFTER_JOBS);
    expect(sent).toEqual(['ANALYZE "job"', 'ANALYZE "job"']);
  });
});
