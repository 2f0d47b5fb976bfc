// globalSetup of the `postgres` vitest project: one throwaway PostgreSQL 15 for the whole run.
// Test files get its admin URL through `inject('postgresAdminUrl')` (see test/support/database.ts)
// and create their own database on it, so files run in parallel without sharing data.
//
// TEST_POSTGRES_ADMIN_URL=postgresql://... skips the throwaway server and uses an existing one
// (its user must be allowed to CREATE DATABASE).
import type { TestProject } from 'vitest/node';
import { startTestPostgres } from '../../scripts/postgres-test-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the PostgreSQL the `postgres` project runs against. */
    postgresAdminUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = process.env.TEST_POSTGRES_ADMIN_URL;
  if (external) {
    project.provide('postgresAdminUrl', external);
    return async () => {};
  }
  const server = await startTestPostgres();
  project.provide('postgresAdminUrl', server.url);
  return () => server.stop();
}
