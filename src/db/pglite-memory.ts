// In-memory PGlite databases (DATABASE_URL=memory://: tests, throwaway runs) start from a copy
// of an empty cluster made once per process. Creating a cluster (initdb) costs seconds; loading
// a dump of one costs about one.
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './pglite-extensions.ts';

let emptyCluster: Promise<Blob> | undefined;

function makeEmptyCluster(): Promise<Blob> {
  return (async () => {
    const seed = new PGlite();
    try {
      // dumpDataDir before the cluster is ready never settles.
      await seed.waitReady;
      return await seed.dumpDataDir('none');
    } finally {
      await seed.close();
    }
  })();
}

export async function openMemoryPGlite(): Promise<PGlite> {
  emptyCluster ??= makeEmptyCluster();
  const loadDataDir = await emptyCluster.catch((error: unknown) => {
    emptyCluster = undefined; // let the next caller try again
    throw error;
  });
  const pglite = new PGlite({ loadDataDir, extensions: pgliteExtensions });
  await pglite.waitReady;
  return pglite;
}
