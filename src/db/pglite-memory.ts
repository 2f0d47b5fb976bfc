// In-memory PGlite databases (DATABASE_URL=memory://: tests, throwaway runs) start from a copy
// of one cluster dump made once per process. Creating a cluster (initdb) costs seconds; loading
// a dump of one costs under one. By default the dump is of an empty cluster; the test suite
// hands in a dump of a migrated one (startMemoryDatabasesFrom), so no test file pays initdb or
// the migrations.
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from './pglite-extensions.ts';

let makeDump: () => Promise<Blob> = makeEmptyCluster;
let clusterDump: Promise<Blob> | undefined;

function makeEmptyCluster(): Promise<Blob> {
  return (async () => {
    const seed = new PGlite({ startParams: pgliteOptions.startParams });
    try {
      // dumpDataDir before the cluster is ready never settles.
      await seed.waitReady;
      return await seed.dumpDataDir('none');
    } finally {
      await seed.close();
    }
  })();
}

/**
 * Later in-memory databases of this process start as a copy of `dump` (a `dumpDataDir` of a
 * cluster made with the same PGlite version), read once on first use. Answers a function that
 * puts back what they started from before.
 */
export function startMemoryDatabasesFrom(dump: () => Promise<Blob>): () => void {
  const [previousMake, previousDump] = [makeDump, clusterDump];
  makeDump = dump;
  clusterDump = undefined;
  return () => {
    [makeDump, clusterDump] = [previousMake, previousDump];
  };
}

export async function openMemoryPGlite(): Promise<PGlite> {
  clusterDump ??= makeDump();
  const loadDataDir = await clusterDump.catch((error: unknown) => {
    clusterDump = undefined; // let the next caller try again
    throw error;
  });
  const pglite = new PGlite({ ...pgliteOptions, loadDataDir });
  await pglite.waitReady;
  return pglite;
}
