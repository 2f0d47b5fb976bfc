// GET /openapi.json serves the contract; GET /docs renders it with Scalar.
import { Router } from 'express';
import { apiReference } from '@scalar/express-api-reference';
import type { OpenApiDocument } from './openapi-document.ts';

export function docsRouter(document: OpenApiDocument): Router {
  const router = Router();
  router.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  router.get('/docs', apiReference({ url: '/openapi.json', pageTitle: 'Workspace CRM API' }));
  return router;
}
