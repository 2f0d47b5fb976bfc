// globalSetup of the `pglite` vitest project: one migrated PGlite cluster for the whole run.
// Creating a cluster (initdb) takes 4-6 s and the migrations about 0.3 s; loading a dump of a
// migrated cluster takes about 0.7 s. So the run migrates once, here, and writes the dump to a
// temp file; every in-memory database a test opens (DATABASE_URL=memory://) starts as a copy
// of it (test/support/database.ts, src/db/pglite-memory.ts). The migrations themselves are
// still run from empty, and compared with this template, by src/db/migrations.db.test.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteScriptSession } from '../../src/db/database.ts';
import { applyMigrations, readMigrations } from '../../src/db/migrate.ts';
import { pgliteExtensions } from '../../src/db/pglite-extensions.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of a `dumpDataDir` of a migrated PGlite cluster (pglite project only). */
    pgliteTemplateDump: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-pglite-template-'));
  const removeDir = () => rmSync(dir, { recursive: true, force: true });
  try {
    const file = path.join(dir, 'migrated-cluster.tar');
    const pglite = new PGlite({ extensions: pgliteExtensions });
    try {
      await pglite.waitReady;
      await pglite.transaction((tx) => applyMigrations(pgliteScriptSession(tx), readMigrations()));
      const dump = await pglite.dumpDataDir('none');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pglite.close();
    }
    project.provide('pgliteTemplateDump', file);
    return removeDir;
  } catch (error) {
    removeDir();
    throw error;
  }
}
