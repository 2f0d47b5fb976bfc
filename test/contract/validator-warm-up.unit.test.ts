// The REST edge's validator set-up (src/http/rest-edge.ts validatorFor, the patches of
// src/http/openapi-validator-patches.ts and the warm-up of src/http/validator-warm-up.ts): a
// warmed-up part serves its first read without compiling, the patches keep what the library
// compiles once, and validation is unchanged (the contract and e2e suites run on the patched
// library throughout).
import { createRequire } from 'node:module';
import type { Request, Response } from 'express';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOpenApiDocument } from '../../src/http/openapi-document.ts';
import { middlewareChain } from '../../src/http/middleware-chain.ts';
import { pointerTarget } from '../../src/http/openapi-validator-patches.ts';
import { validatorFor } from '../../src/http/rest-edge.ts';
import { partPaths, validatorPart } from '../../src/http/validator-parts.ts';
import { warmUpValidator } from '../../src/http/validator-warm-up.ts';
import { buildWorkspaceDocument } from '../../src/http/workspace-document.ts';
import { workspaceObjects } from '../support/workspace-objects.ts';

const require = createRequire(import.meta.url);
const { RequestValidator } = require('express-openapi-validator/dist/middlewares/openapi.request.validator') as {
  RequestValidator: { prototype: { buildMiddleware: (...args: unknown[]) => unknown } };
};
const { OpenAPISchemaValidator } = require('express-openapi-validator/dist/framework/openapi.schema.validator') as {
  OpenAPISchemaValidator: new (options: { version: string; validateApiSpec: boolean }) => unknown;
};
const pathToRegexp = require(require.resolve('path-to-regexp', { paths: [require.resolve('express-openapi-validator')] })) as {
  pathToRegexp: (path: string, options?: object) => { regexp: RegExp };
};

const document = buildWorkspaceDocument(loadOpenApiDocument(), workspaceObjects());
const part = (key: string, mode: 'read' | 'write') => validatorPart(document, partPaths(document).get(key)!, mode).document;
const dealsPart = () => part('deals', 'read');

/** A request as express hands it to the edge, run through `steps`; resolves with what reached next(). */
function run(steps: ReturnType<typeof validatorFor>, method: string, url: string, body?: unknown): Promise<unknown> {
  const [path, search] = url.split('?');
  const request = {
    method,
    url,
    originalUrl: url,
    path,
    baseUrl: '',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    query: Object.fromEntries(new URLSearchParams(search ?? '')),
    params: {},
    body,
    app: { param: () => undefined, enabled: () => false },
  } as unknown as Request;
  return new Promise((resolve) => middlewareChain(steps)(request, {} as Response, (error?: unknown) => resolve(error)));
}

afterEach(() => vi.restoreAllMocks());

describe('validator warm-up', () => {
  it('compiles the reads of a part, so its first list and get compile nothing', async () => {
    const build = vi.spyOn(RequestValidator.prototype, 'buildMiddleware');
    const steps = validatorFor(dealsPart());
    await warmUpValidator(steps, dealsPart());
    // GET /rest/deals and GET /rest/deals/{id}: the part's two reads.
    expect(build).toHaveBeenCalledTimes(2);
    expect(await run(steps, 'GET', '/rest/deals?limit=5')).toBeUndefined();
    expect(await run(steps, 'GET', '/rest/deals/3f2b6c1e-8a4d-4e2f-9b7c-5d1a0e9f8c21')).toBeUndefined();
    expect(build).toHaveBeenCalledTimes(2);
    // A write goes to the write part, which compiles on its first request and validates as before.
    const writes = validatorFor(part('deals', 'write'));
    const refused = (await run(writes, 'POST', '/rest/deals', { amount: 'many' })) as { status: number };
    expect(refused.status).toBe(400);
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('answers a method the document lacks with a 405 from either part, as the whole document would', async () => {
    // GET of a path that only takes POST goes to the read part; PUT of a read path to the write part.
    const batchReads = validatorFor(part('batch/deals', 'read'));
    const notAllowed = (await run(batchReads, 'GET', '/rest/batch/deals')) as { status: number; message: string };
    expect([notAllowed.status, notAllowed.message]).toEqual([405, 'GET method not allowed']);
    const dealWrites = validatorFor(part('deals', 'write'));
    const put = (await run(dealWrites, 'PUT', '/rest/deals')) as { status: number; message: string };
    expect([put.status, put.message]).toEqual([405, 'PUT method not allowed']);
    // What each part does validate still passes.
    expect(await run(dealWrites, 'DELETE', '/rest/deals/3f2b6c1e-8a4d-4e2f-9b7c-5d1a0e9f8c21')).toBeUndefined();
  });

  it('still refuses a bad read after the warm-up', async () => {
    const steps = validatorFor(dealsPart());
    await warmUpValidator(steps, dealsPart());
    const refused = (await run(steps, 'GET', '/rest/deals?limit=-1')) as { status: number; message: string };
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/limit/);
  });
});

describe('express-openapi-validator patches', () => {
  it('shares the compiled meta-schema validator', () => {
    validatorFor(dealsPart());
    expect(new OpenAPISchemaValidator({ version: '3.1.0', validateApiSpec: false })).toBe(new OpenAPISchemaValidator({ version: '3.1.0', validateApiSpec: false }));
  });

  it('keeps the compiled expression of a route template', () => {
    validatorFor(dealsPart());
    const first = pathToRegexp.pathToRegexp('/rest/deals/:id', { sensitive: false, strict: false });
    expect(pathToRegexp.pathToRegexp('/rest/deals/:id', { sensitive: false, strict: false })).toBe(first);
    expect(pathToRegexp.pathToRegexp('/rest/deals/:id', { sensitive: true, strict: false })).not.toBe(first);
    expect(first.regexp.test('/rest/deals/42')).toBe(true);
  });

  it('resolves a local reference by its JSON pointer', () => {
    const doc = { components: { schemas: { 'a/b': { type: 'string' }, 'c~d': { type: 'integer' } } } };
    expect(pointerTarget(doc, '#/components/schemas/a~1b')).toBe(doc.components.schemas['a/b']);
    expect(pointerTarget(doc, '#/components/schemas/c~0d')).toBe(doc.components.schemas['c~d']);
    expect(pointerTarget(doc, '#/components/schemas/missing')).toBeUndefined();
    expect(pointerTarget(doc, '#/components/schemas/a~1b/type/length')).toBeUndefined();
  });
});
