// GET /openapi.json serves the contract; GET /docs renders it with Scalar.
import type { Express } from 'express';
import { apiReference } from '@scalar/express-api-reference';
import type { OpenApiDocument } from './openapi-document.ts';

export function mountDocs(app: Express, document: OpenApiDocument): void {
  app.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  app.get('/docs', apiReference({ url: '/openapi.json', pageTitle: 'Workspace CRM API' }));
}
