// kubb 4 (ts + zod + fetch client plugins): `npx kubb generate --config test/clients/kubb/kubb.config.ts`.
// `bundle: true` copies the fetch client into the output (.kubb/fetch.ts: `setConfig({ baseURL,
// headers })`); the output is not formatted (no prettier in this project), and kubb's own check
// of the document is skipped (`validate: false`: the project's contract tests validate it). Paths
// are relative to `root`, this file's directory.
import { defineConfig } from '@kubb/core';
import { pluginClient } from '@kubb/plugin-client';
import { pluginOas } from '@kubb/plugin-oas';
import { pluginTs } from '@kubb/plugin-ts';
import { pluginZod } from '@kubb/plugin-zod';

export default defineConfig({
  root: import.meta.dirname,
  input: { path: '../../../.tmp/generators/openapi.json' },
  output: { path: '../../../.tmp/generators/kubb', clean: true, format: false, lint: false },
  plugins: [pluginOas({ validate: false }), pluginTs(), pluginZod(), pluginClient({ client: 'fetch', bundle: true })],
});
