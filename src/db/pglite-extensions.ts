// How this service opens embedded PGlite (data directory or in memory): the PostgreSQL
// extensions the migrations create (CREATE EXTENSION), which an embedded PGlite must load when it
// starts (on a real PostgreSQL they come with the server's contrib package), and its server
// settings.
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** For `new PGlite({ extensions })`: unaccent (full-text search, src/search). */
export const pgliteExtensions = { unaccent };

/**
 * shared_buffers of an embedded database. initdb sets 128 MB, and PGlite's shared memory is a
 * zero-filled allocation inside its WebAssembly memory (emscripten's anonymous mmap), so all of it
 * is resident from the start whatever the data: 152 MiB of the 189 MiB WASM memory at 128 MB,
 * 30 MiB of 128 MiB at 16 MB (issue 26: a server process under 300 MiB). The price: a table
 * larger than the buffers is read from the data directory's files (the OS page cache) on every
 * scan; a sequential scan of a 48 MiB table (100,000 rows) measured 1.2-1.5x slower, index
 * lookups, updates and bulk inserts the same. In-memory databases (tests) read from a JS array.
 * wal_buffers follows (1/32 of it).
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/** Options every PGlite of the service opens with (`new PGlite(dataDir, pgliteOptions)`). */
export const pgliteOptions = {
  extensions: pgliteExtensions,
  // Settings given at every start (-c), so an existing data directory gets them too; the defaults
  // are PGlite's own (single-user mode, no parallel workers, ...).
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
} satisfies PGliteOptions;
