// @hey-api/openapi-ts (fetch client): `npx openapi-ts -f test/clients/hey-api/openapi-ts.config.ts`.
// Run from the repository root (paths are relative to it); the served document is saved to
// .tmp/generators/openapi.json first (a URL works as `input` too).
import { defineConfig } from '@hey-api/openapi-ts';

export default defineConfig({
  input: '.tmp/generators/openapi.json',
  output: '.tmp/generators/hey-api',
  plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'],
});
