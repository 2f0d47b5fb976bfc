import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger.ts';
import { OutageLog } from './outage-log.ts';

describe('OutageLog', () => {
  afterEach(() => vi.useRealTimers());

  it('logs the first failure, then once per repeat window with the count, then the recovery', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const lines: Array<{ level: number; msg: string; failures?: number; err?: { message: string } }> = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) });
    const log = new OutageLog(logger, 'error', { failing: 'claiming failed', recovered: 'claiming works again' }, 60_000);

    log.succeeded(); // nothing had failed: nothing to say
    for (let poll = 0; poll < 120; poll++) {
      log.failed(new Error(`connect ECONNREFUSED (poll ${poll})`));
      vi.advanceTimersByTime(1_000);
    }
    log.succeeded();
    log.succeeded();

    expect(lines.map((line) => [line.level, line.msg, line.failures])).toEqual([
      [50, 'claiming failed', 1],
      [50, 'claiming failed', 61],
      [30, 'claiming works again', 120],
    ]);
    expect(lines[0].err?.message).toBe('connect ECONNREFUSED (poll 0)');

    // A new outage is reported from its first failure again.
    log.failed(new Error('again'));
    expect(lines.at(-1)).toMatchObject({ level: 50, msg: 'claiming failed', failures: 1 });
  });
});
