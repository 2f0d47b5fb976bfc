import { describe, expect, it } from 'vitest';
import { openMemoryPGlite, startMemoryDatabasesFrom } from './pglite-memory.ts';

describe('openMemoryPGlite', () => {
  it('gives each caller its own database, copied from the dump it was handed', async () => {
    const base = await openMemoryPGlite();
    let dump: Blob;
    try {
      await base.exec('CREATE TABLE seeded (id int); INSERT INTO seeded VALUES (7)');
      dump = await base.dumpDataDir('none');
    } finally {
      await base.close();
    }
    const restore = startMemoryDatabasesFrom(async () => dump);
    try {
      const first = await openMemoryPGlite();
      const second = await openMemoryPGlite();
      try {
        for (const db of [first, second]) expect((await db.query('SELECT id FROM seeded')).rows).toEqual([{ id: 7 }]);
        await first.exec('CREATE TABLE only_here (id int); INSERT INTO only_here VALUES (1)');
        expect((await first.query<{ n: number }>('SELECT count(*)::int AS n FROM only_here')).rows).toEqual([{ n: 1 }]);
        const tables = await second.query("SELECT 1 FROM pg_tables WHERE tablename = 'only_here'");
        expect(tables.rows).toEqual([]);
      } finally {
        await first.close();
        await second.close();
      }
    } finally {
      restore();
    }
    // Put back: later databases start from what they did before (no `seeded` table).
    const after = await openMemoryPGlite();
    try {
      expect((await after.query("SELECT 1 FROM pg_tables WHERE tablename = 'seeded'")).rows).toEqual([]);
    } finally {
      await after.close();
    }
  }, 60_000);
});
