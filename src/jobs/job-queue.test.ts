import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SqlExecutor, SqlStatement } from '../db/sql-executor.ts';
import { JOB_CHANNEL, JobQueue, NOTIFY_OTHERS_MS } from './job-queue.ts';

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
