// express-openapi-validator 5.6 finds the operation of every request by compiling each path of
// the document into a regex with path-to-regexp, on every request (lookupRoute in
// dist/middlewares/openapi.metadata.js): about 30 compilations per request here, the largest
// share of its cost. Its inputs are the document's route strings, a fixed set, so the compiled
// result is memoised. The validator reads `pathToRegexp` off the module's exports at call time;
// if a later version stops doing so (or fixes it), this becomes a harmless no-op.
import { createRequire } from 'node:module';
import path from 'node:path';

interface PathToRegexpOptions {
  sensitive?: boolean;
  strict?: boolean;
  end?: boolean;
  trailing?: boolean;
  delimiter?: string;
}

type PathToRegexp = (path: unknown, options?: PathToRegexpOptions) => unknown;

/** Cap: the validator asks about the document's routes only; anything else is not memoised. */
const MAX_ROUTES = 10_000;

let installed = false;

/** True when `options` sets nothing but `sensitive` and `strict` (all the validator passes). */
function onlyCaseAndStrictness(options: PathToRegexpOptions): boolean {
  for (const key in options) if (key !== 'sensitive' && key !== 'strict') return false;
  return true;
}

export function memoiseValidatorRouteRegexes(): void {
  if (installed) return;
  installed = true;
  const require = createRequire(import.meta.url);
  const validatorDir = path.dirname(require.resolve('express-openapi-validator'));
  const module = require(require.resolve('path-to-regexp', { paths: [validatorDir] })) as { pathToRegexp?: PathToRegexp };
  const original = module.pathToRegexp;
  if (typeof original !== 'function') return;
  // One map per (sensitive, strict) pair, keyed by the route: this runs ~30 times per request,
  // so it builds no key string. Calls with other options go straight to path-to-regexp.
  const compiled = [0, 1, 2, 3].map(() => new Map<string, unknown>());
  module.pathToRegexp = (route, options = {}) => {
    if (typeof route !== 'string' || !onlyCaseAndStrictness(options)) return original(route, options);
    const routes = compiled[(options.sensitive ? 1 : 0) | (options.strict ? 2 : 0)];
    let result = routes.get(route);
    if (result === undefined) {
      result = original(route, options);
      if (routes.size < MAX_ROUTES) routes.set(route, result);
    }
    return result;
  };
}
