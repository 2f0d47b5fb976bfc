// The bundled OpenAPI document (generated/openapi.json, built from openapi/ by `npm run codegen`).
import { readFileSync } from 'node:fs';
import { packagePath } from '../lib/package-root.ts';

export interface OpenApiOperation {
  operationId?: string;
  [key: string]: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  [key: string]: unknown;
}

export const OPENAPI_DOCUMENT_PATH = packagePath('generated', 'openapi.json');

let cached: OpenApiDocument | undefined;

export function loadOpenApiDocument(): OpenApiDocument {
  cached ??= JSON.parse(readFileSync(OPENAPI_DOCUMENT_PATH, 'utf8')) as OpenApiDocument;
  return cached;
}
