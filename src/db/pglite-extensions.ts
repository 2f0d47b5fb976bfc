// The PostgreSQL extensions the migrations create (CREATE EXTENSION), which an embedded PGlite
// must load when it starts: on a real PostgreSQL they come with the server's contrib package.
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/** For `new PGlite({ extensions })`: unaccent (full-text search, src/search). */
export const pgliteExtensions = { unaccent };
