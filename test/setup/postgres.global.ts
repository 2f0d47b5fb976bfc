// globalSetup of the `postgres` vitest project: one throwaway PostgreSQL 15 for the whole run,
// and on it one migrated template database. Test files get the server's admin URL and the
// template's name through `inject` (see test/support/database.ts) and create their own database
// as a copy of the template (CREATE DATABASE ... TEMPLATE, about 50 ms), so files run in
// parallel without sharing data and none runs the migrations again. The migrations themselves
// are still run from empty, and compared with the template, by src/db/migrations.db.test.ts.
//
// TEST_POSTGRES_ADMIN_URL=postgresql://... skips the throwaway server and uses an existing one
// (its user must be allowed to CREATE DATABASE); the template is made there and dropped after.
import type { TestProject } from 'vitest/node';
import { Database } from '../../src/db/database.ts';
import { createDatabase, dropDatabase, startTestPostgres } from '../../scripts/postgres-test-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the PostgreSQL the `postgres` project runs against. */
    postgresAdminUrl: string;
    /** Name of the migrated database every test database is copied from. */
    postgresTemplateDatabase: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.TEST_POSTGRES_ADMIN_URL;
  const server = external ? undefined : await startTestPostgres();
  const adminUrl = external ?? server!.url;
  // Unique per run, so two runs against one external server do not collide.
  const template = `crm_template_${process.pid}_${Date.now().toString(36)}`;
  try {
    const database = await Database.open({ kind: 'postgres', url: await createDatabase(adminUrl, template) }, 'test template');
    try {
      await database.migrate();
    } finally {
      // A template must have no open connection while it is copied.
      await database.close();
    }
  } catch (error) {
    await server?.stop();
    throw error;
  }
  project.provide('postgresAdminUrl', adminUrl);
  project.provide('postgresTemplateDatabase', template);
  return async () => {
    if (server) await server.stop();
    else await dropDatabase(adminUrl, template);
  };
}
