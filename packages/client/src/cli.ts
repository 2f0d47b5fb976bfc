#!/usr/bin/env node
// The package's command: `npx @workspace-crm/client generate --url <base> --key <key> --out <file>`
// (src/generate.ts). Exit 0 with a line saying what was written; exit 1 with the reason.
import { parseArgs } from 'node:util';

const USAGE = `Usage: workspace-crm-client generate --url <base URL> --key <API key> --out <file.ts>

Writes the TypeScript types of one workspace (its REST document and GraphQL schema, pipelines
and custom fields included), for createCrmClient<paths>(). --key defaults to $CRM_API_KEY.`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'generate') {
    console.error(command === undefined || command === '--help' ? USAGE : `Unknown command '${command}'.\n\n${USAGE}`);
    return command === '--help' ? 0 : 1;
  }
  let values: { url?: string; key?: string; out?: string };
  try {
    ({ values } = parseArgs({ args: rest, options: { url: { type: 'string' }, key: { type: 'string' }, out: { type: 'string' } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`);
    return 1;
  }
  const missing = (['url', 'out'] as const).filter((name) => !values[name]);
  if (missing.length > 0) {
    console.error(`generate: missing ${missing.map((name) => `--${name}`).join(' and ')}\n\n${USAGE}`);
    return 1;
  }
  // Loaded only now: the generators take a while to load, a usage error should not wait for them.
  const { GenerateError, generateWorkspaceTypes } = await import('./generate.ts');
  try {
    const result = await generateWorkspaceTypes({ url: values.url!, key: values.key ?? process.env.CRM_API_KEY ?? '', out: values.out! });
    console.log(`generate: wrote ${result.file} (${result.restPaths} REST paths, ${result.graphqlTypes} GraphQL types)`);
    return 0;
  } catch (error) {
    console.error(`generate failed: ${error instanceof GenerateError ? error.message : (error as Error).stack}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
