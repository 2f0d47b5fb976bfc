// orval 8 (fetch client): `npx orval --config test/clients/orval/orval.config.ts`, from the
// repository root. The generated functions call relative paths unless given a base URL: here it is
// read at run time from `process.env.CRM_URL` (orval's `baseUrl.runtime`), and the API key goes in
// each call's `headers`.
import { defineConfig } from 'orval';

export default defineConfig({
  crm: {
    input: { target: '../../../.tmp/generators/openapi.json' },
    output: {
      target: '../../../.tmp/generators/orval/crm.ts',
      client: 'fetch',
      mode: 'single',
      baseUrl: { runtime: 'process.env.CRM_URL' },
    },
  },
});
