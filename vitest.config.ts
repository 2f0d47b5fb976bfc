import { defaultExclude, defineConfig } from 'vitest/config';

// The suite runs twice: once on embedded PGlite (`pglite` project) and once on a throwaway
// PostgreSQL 15 (`postgres` project, started once per run by test/setup/postgres.global.ts).
// A test learns which one from env TEST_DATABASE and gets a database from
// test/support/database.ts (`testDatabaseUrl()`), or a whole server from test/support/server.ts.
//
// Which file runs where (file-name conventions):
//
//   file                                   pglite   postgres
//   src/**/*.test.ts (plain unit tests)      yes      no     <- no database: running twice is waste
//   src/**/*.db.test.ts                      yes      yes    <- touches the database
//   src/**/*.pglite.test.ts                  yes      yes    <- (older name for the same thing)
//   test/**/*.test.ts (e2e, contract, ...)   yes      yes
//   test/**/*.unit.test.ts                   yes      no     <- database-free test under test/
//   test/support/contract.test.ts            yes      no     <- unit test of the contract checker
//   **/*.postgres.test.ts                    no       yes    <- PostgreSQL-only behaviour
//   test/support/postgres-harness.test.ts    no       yes    <- tests the throwaway server itself
//
// npm test = both projects; npm run test:pglite / test:postgres = one of them.
const postgresOnly = ['**/*.postgres.test.ts', 'test/support/postgres-harness.test.ts'];
const databaseFree = ['**/*.unit.test.ts', 'test/support/contract.test.ts'];

export default defineConfig({
  test: {
    // 2 cores on CI: two test files at a time (across both projects), plus the PostgreSQL server.
    maxWorkers: 2,
    // End-to-end tests start an HTTP server and apply migrations per file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...defaultExclude, ...postgresOnly],
          env: { TEST_DATABASE: 'pglite' },
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['src/**/*.db.test.ts', 'src/**/*.pglite.test.ts', 'src/**/*.postgres.test.ts', 'test/**/*.test.ts'],
          exclude: [...defaultExclude, ...databaseFree],
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['test/setup/postgres.global.ts'],
        },
      },
    ],
  },
});
