// The bundled OpenAPI document (generated/openapi.json, built from openapi/ by `npm run codegen`).
import { readFileSync } from 'node:fs';
import { packagePath } from '../lib/package-root.ts';

export interface OpenApiOperation {
  operationId?: string;
  [key: string]: unknown;
}

export interface OpenApiDocument {
  openapi: string;
  info: Record<string, unknown>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: Record<string, unknown>;
  [key: string]: unknown;
}

export const OPENAPI_DOCUMENT_PATH = packagePath('generated', 'openapi.json');

let cached: OpenApiDocument | undefined;

/**
 * The bundled document, read once and frozen: every workspace document shares its nodes
 * (workspace-document.ts), so nothing may change it in place; clone it to change it.
 */
export function loadOpenApiDocument(): OpenApiDocument {
  cached ??= deepFreeze(JSON.parse(readFileSync(OPENAPI_DOCUMENT_PATH, 'utf8')) as OpenApiDocument);
  return cached;
}

/** `value` and everything it holds, frozen (in place); returns `value`. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
