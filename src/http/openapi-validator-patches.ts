// Three costs of express-openapi-validator 5.6, removed here without changing what it validates.
// The first two are paid per validator the REST edge makes (one per validator part, and again per
// part a metadata change touches, see rest-edge.ts), the third on every request:
//
// 1. It compiles the OpenAPI meta-schema (Ajv, a few hundred ms) every time a middleware is made,
//    even with `validateApiSpec: false`, where the compiled validator is never used
//    (dist/framework/index.js constructs it before looking at the option). One instance per
//    OpenAPI version and option serves every middleware: it holds nothing but that validator.
// 2. Its schema preprocessor resolves each `$ref` it meets through `ajv.getSchema(ref)`, which
//    compiles a validator for the referenced schema only to read back the schema node; the
//    request validators are compiled later by another Ajv instance anyway. For a reference
//    inside the document (`#/...`, the only kind the REST edge's documents hold) the node is the
//    one the JSON pointer names, found here without compiling; other references keep the
//    library's path. This was most of a part's start-up (~25 ms of ~30).
// 3. Its route matching compiles every route of the document with path-to-regexp on every
//    request (middlewares/openapi.metadata.js, lookupRoute). The compiled expression of a route
//    template and options is the same every time: it is kept (the library only reads it; express's
//    router uses path-to-regexp's `match`, not `pathToRegexp`).
//
// All three patch the library's module objects, which its own code reads at each call (CommonJS, one
// module cache); a check throws at start-up if a later version moves what is patched.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface MetaValidatorOptions {
  version: string;
  validateApiSpec: boolean;
}

type MetaValidatorClass = new (options: MetaValidatorOptions) => { validate(document: unknown): { errors: unknown[] } };

interface Preprocessor {
  apiDoc: unknown;
  resolvedSchemaCache: Map<string, unknown>;
  resolveSchema(schema: unknown): unknown;
}

const metaValidatorModule = require('express-openapi-validator/dist/framework/openapi.schema.validator') as {
  OpenAPISchemaValidator: MetaValidatorClass;
};
const preprocessorModule = require('express-openapi-validator/dist/middlewares/parsers/schema.preprocessor') as {
  SchemaPreprocessor: { prototype: Preprocessor };
};

type PathToRegexp = (path: unknown, options?: Record<string, unknown>) => { regexp: RegExp; keys: unknown[] };

// The copy the validator requires (resolved from its package, whatever the hoisting).
const pathToRegexpModule = require(require.resolve('path-to-regexp', { paths: [require.resolve('express-openapi-validator')] })) as {
  pathToRegexp: PathToRegexp;
};

let installed = false;

/** Installs the three patches (idempotent). */
export function patchOpenApiValidator(): void {
  if (installed) return;
  installed = true;
  shareMetaValidator();
  resolveLocalRefsByPointer();
  keepCompiledRoutes();
}

function shareMetaValidator(): void {
  const Original = metaValidatorModule.OpenAPISchemaValidator;
  if (typeof Original !== 'function') {
    throw new Error('express-openapi-validator no longer exports OpenAPISchemaValidator from dist/framework: see openapi-validator-patches.ts');
  }
  const shared = new Map<string, InstanceType<MetaValidatorClass>>();
  const Shared = function (options: MetaValidatorOptions) {
    const key = `${options.version} ${options.validateApiSpec}`;
    let instance = shared.get(key);
    if (!instance) shared.set(key, (instance = new Original(options)));
    return instance;
  } as unknown as MetaValidatorClass;
  metaValidatorModule.OpenAPISchemaValidator = Shared;
}

function resolveLocalRefsByPointer(): void {
  const prototype = preprocessorModule.SchemaPreprocessor?.prototype;
  const original = prototype?.resolveSchema;
  if (typeof original !== 'function') {
    throw new Error('express-openapi-validator no longer has SchemaPreprocessor.resolveSchema in dist/middlewares/parsers: see openapi-validator-patches.ts');
  }
  prototype.resolveSchema = function (this: Preprocessor, schema: unknown) {
    const ref = schema && typeof schema === 'object' ? (schema as { $ref?: unknown }).$ref : undefined;
    if (typeof ref !== 'string' || !ref.startsWith('#/')) return original.call(this, schema);
    if (this.resolvedSchemaCache.has(ref)) return this.resolvedSchemaCache.get(ref);
    const resolved = pointerTarget(this.apiDoc, ref);
    // Not found: the library's own lookup decides (and reports) as before.
    if (resolved === undefined) return original.call(this, schema);
    this.resolvedSchemaCache.set(ref, resolved);
    return resolved;
  };
}

/** Route templates of documents: a few thousand at most; the cache starts over past that. */
const MAX_KEPT_ROUTES = 10_000;

function keepCompiledRoutes(): void {
  const original = pathToRegexpModule.pathToRegexp;
  if (typeof original !== 'function') throw new Error('path-to-regexp no longer exports pathToRegexp: see openapi-validator-patches.ts');
  const kept = new Map<string, ReturnType<PathToRegexp>>();
  pathToRegexpModule.pathToRegexp = (path, options) => {
    if (typeof path !== 'string') return original(path, options);
    const key = `${path}\0${JSON.stringify(options ?? {})}`;
    let compiled = kept.get(key);
    if (!compiled) {
      if (kept.size >= MAX_KEPT_ROUTES) kept.clear();
      kept.set(key, (compiled = original(path, options)));
    }
    return compiled;
  };
}

/** The node a `#/a/b` JSON pointer names in `document` (RFC 6901 escapes), or undefined. */
export function pointerTarget(document: unknown, ref: string): unknown {
  let node = document;
  for (const raw of ref.slice(2).split('/')) {
    const token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, token)) return undefined;
    node = (node as Record<string, unknown>)[token];
  }
  return node;
}
