import { describe, expect, it } from 'vitest';
import { openMemoryPGlite } from './pglite-memory.ts';

describe('openMemoryPGlite', () => {
  it('gives each caller its own empty database, copied from one template', async () => {
    const first = await openMemoryPGlite();
    const second = await openMemoryPGlite();
    try {
      await first.exec('CREATE TABLE only_here (id int); INSERT INTO only_here VALUES (1)');
      expect((await first.query<{ n: number }>('SELECT count(*)::int AS n FROM only_here')).rows).toEqual([{ n: 1 }]);
      const tables = await second.query("SELECT 1 FROM pg_tables WHERE tablename = 'only_here'");
      expect(tables.rows).toEqual([]);
    } finally {
      await first.close();
      await second.close();
    }
  }, 60_000);
});
