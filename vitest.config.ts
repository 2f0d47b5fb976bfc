import { defaultExclude, defineConfig } from 'vitest/config';

// The suite runs in two projects: on embedded PGlite (`pglite`) and on a throwaway PostgreSQL 15
// (`postgres`, started once per run by test/setup/postgres.global.ts). A test learns which from
// env TEST_DATABASE and gets a database from test/support/database.ts (`testDatabaseUrl()`), or
// a whole server from test/support/server.ts. Either way its database is a copy of one migrated
// template made once per run by the project's globalSetup (test/setup/*.global.ts).
//
// A file's name says where it runs (README, "Testing"):
//
//   file                                 pglite  postgres  test:quick
//   src/**/*.test.ts (plain unit test)     yes      no        yes   <- no database: running twice is waste
//   src/**/*.db.test.ts                    yes      yes       yes   <- touches the database
//   test/**/*.test.ts (e2e, contract)      yes      yes       yes
//   **/*.unit.test.ts                      yes      no        yes   <- database-free test under test/
//   **/*.edge.test.ts                      yes      no        yes   <- its subject is the HTTP or GraphQL
//                                                                      edge, not the database: run once
//   **/*.postgres.test.ts                  no       yes       no    <- PostgreSQL-only behaviour
//   **/*.system.test.ts, *.system.*.test.ts  as above          no   <- starts or kills processes, drives
//                                                                      Chromium or fuzzes: slow; the fuzz
//                                                                      test alone runs in test:quick, small
//   test/support/contract.test.ts          yes      no        yes   <- unit test of the contract checker
//   test/support/postgres-harness.test.ts  no       yes       no    <- tests the throwaway server itself
//
// npm test = both projects, everything; npm run test:pglite / test:postgres = one project;
// npm run test:quick = TEST_LOOP=quick on the pglite project (below).
const postgresOnly = ['**/*.postgres.test.ts', 'test/support/postgres-harness.test.ts'];
const onceOnPglite = ['**/*.unit.test.ts', '**/*.edge.test.ts', 'test/support/contract.test.ts'];

// The quick loop (npm run test:quick): the pglite project without the system files, except the
// fuzz test, which it runs at a small size (FUZZ_REQUESTS, 300 unless set).
const quick = process.env.TEST_LOOP === 'quick';
const systemButFuzz = ['**/!(fuzz).system.test.ts', '**/!(fuzz).system.*.test.ts'];
const quickEnv = quick ? { FUZZ_REQUESTS: process.env.FUZZ_REQUESTS || '300' } : {};

export default defineConfig({
  test: {
    // 2 cores on CI: two test files at a time (across both projects), plus the PostgreSQL server.
    maxWorkers: 2,
    // Test files share a worker process and its modules instead of importing the app (3 s)
    // again for each file; what a module keeps for the process is reset per file by
    // test/setup/each-file.ts.
    isolate: false,
    setupFiles: ['test/setup/each-file.ts'],
    // A file that needs a missing system program (Dovecot, Chromium) skips, and the run ends with
    // which and the apt-get command that installs them; under CI=true it fails
    // (test/support/system-programs.ts).
    reporters: ['default', './test/support/system-programs-reporter.ts'],
    // End-to-end tests start an HTTP server per file.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    teardownTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'pglite',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...defaultExclude, ...postgresOnly, ...(quick ? systemButFuzz : [])],
          env: { TEST_DATABASE: 'pglite', ...quickEnv },
          globalSetup: ['test/setup/pglite.global.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: ['src/**/*.db.test.ts', 'src/**/*.postgres.test.ts', 'test/**/*.test.ts'],
          exclude: [...defaultExclude, ...onceOnPglite],
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['test/setup/postgres.global.ts'],
        },
      },
    ],
  },
});
