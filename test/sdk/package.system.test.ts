// The SDK as a user installs it (issue 44): `npm pack` of packages/client, the tarball installed
// into an empty project outside the repository, offline (a lockfile made from the repository's
// own, so every dependency comes from the npm cache that `npm ci` filled), then in that project:
//   - `npx workspace-crm-client generate` writes the live workspace's types (a pipeline, a
//     custom field);
//   - a consumer program type-checks under `tsc --strict` against the installed package and those
//     types (the @ts-expect-error lines prove the workspace's types are the ones applied);
//   - the compiled consumer runs against the live server (this project's database): REST
//     collections with the page iterator, a pipeline record, a typed error, typed GraphQL
//     documents, search.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../support/server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PACKAGE_DIR = path.join(ROOT, 'packages/client');
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');
const NPM_ENV = { ...process.env, npm_config_audit: 'false', npm_config_fund: 'false', npm_config_update_notifier: 'false' };

let app: TestServer;
let project: string;
/**
 * A copy of the package to pack (npm pack builds dist/ first): under .tmp/ of the repository, so
 * its build finds the repository's node_modules, and a copy of its own, so that this file on the
 * two projects at once does not build in the same dist/.
 */
const PACK_DIR = path.join(ROOT, '.tmp', `sdk-package-${process.pid}-${randomBytes(4).toString('hex')}`);
const tag = `Pkg${randomBytes(3).toString('hex')}`;

async function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = NPM_ENV): Promise<string> {
  try {
    const { stdout } = await promisify(execFile)(command, args, { cwd, env, maxBuffer: 32 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${failed.stdout ?? ''}\n${failed.stderr ?? failed.message}`);
  }
}

interface PackageManifest {
  name: string;
  version: string;
  license: string;
  dependencies: Record<string, string>;
  bin: Record<string, string>;
}

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  devOptional?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** Where npm finds `name` from the package at `from` (its own node_modules, then each ancestor's). */
function locate(packages: Record<string, LockEntry>, name: string, from: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    // node_modules/a/node_modules/b -> node_modules/a -> the root; packages/client -> the root.
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

/**
 * The scratch project's lockfile: the package from its tarball, and its dependencies' closure
 * exactly as the repository's lock pins them (same versions, same integrity: served from the cache).
 */
function scratchLock(tarball: string, manifest: PackageManifest, devDependencies: Record<string, string>): object {
  const rootLock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
  const packages: Record<string, LockEntry> = {};
  const queue: Array<[string, string]> = [
    ...Object.keys(manifest.dependencies).map((name): [string, string] => [name, 'packages/client']),
    ...Object.keys(devDependencies).map((name): [string, string] => [name, '']),
  ];
  while (queue.length > 0) {
    const [name, from] = queue.pop()!;
    const location = locate(rootLock.packages, name, from);
    if (!location) throw new Error(`${name} (needed by ${from}) is not in package-lock.json`);
    // A copy nested under the workspace would sit elsewhere in the scratch project: not handled.
    if (location.startsWith('packages/')) throw new Error(`${location}: a dependency nested under the workspace; hoist it (npm dedupe)`);
    if (packages[location]) continue;
    const { dev, devOptional, ...entry } = rootLock.packages[location]!;
    packages[location] = entry;
    const optionalPeers = new Set(Object.entries(entry.peerDependenciesMeta ?? {}).filter(([, meta]) => meta.optional).map(([peer]) => peer));
    const needs = [...Object.keys(entry.dependencies ?? {}), ...Object.keys(entry.optionalDependencies ?? {}), ...Object.keys(entry.peerDependencies ?? {}).filter((peer) => !optionalPeers.has(peer))];
    for (const dependency of needs) queue.push([dependency, location]);
  }
  const integrity = `sha512-${createHash('sha512').update(readFileSync(tarball)).digest('base64')}`;
  return {
    name: 'crm-sdk-consumer',
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name: 'crm-sdk-consumer', dependencies: { [manifest.name]: `file:${path.basename(tarball)}` }, devDependencies },
      [`node_modules/${manifest.name}`]: { version: manifest.version, resolved: `file:${path.basename(tarball)}`, integrity, license: manifest.license, dependencies: manifest.dependencies, bin: manifest.bin },
      ...packages,
    },
  };
}

const CONSUMER = `// A user's program: the client typed by the workspace's generated types.
import { createCrmClient, CrmApiError } from '@workspace-crm/client';
import { documents } from '@workspace-crm/client/graphql';
import type { GraphQL, paths } from './crm-types.js';

const [baseUrl, apiKey, tag] = process.argv.slice(2) as [string, string, string];
const crm = createCrmClient<paths>({ baseUrl, apiKey, retry: { retries: 2, maxWaitMs: 5000 } });
const out: Record<string, unknown> = {};

// Answers typed by the document, read with no cast.
const firstNames: Array<string | null> = [];
for (const firstName of ['Ada', 'Grace', 'Linus']) {
  const created = await crm.people.create({ name: { firstName, lastName: tag }, city: tag });
  out.lastCreatedId = created.id;
  firstNames.push(created.name.firstName);
}
out.firstNames = firstNames;
const company = await crm.companies.create({ name: \`\${tag} Acme\` });
out.companyName = company.name;
const listed: string[] = [];
for await (const person of crm.people.list({ filter: \`city[eq]:\${tag}\`, order_by: 'createdAt', limit: 2 })) listed.push(person.id);
out.listed = listed.length;

const deal = await crm.deals.create({ name: \`\${tag} renewal\`, priority: 'HIGH' });
const dealAgain = await crm.deals.get(deal.id);
out.dealPriority = dealAgain.priority;
out.dealName = dealAgain.name;

try {
  await crm.people.get('6c6b1f0e-0000-4000-8000-000000000000');
} catch (error) {
  if (error instanceof CrmApiError) out.notFound = [error.status, error.code];
}

const createdOverGraphql = await crm.graphql.request(documents.SdkCreatePersonDocument, { data: { name: { firstName: 'Barbara', lastName: tag }, city: tag } });
out.graphqlFirstName = createdOverGraphql.createPerson?.name?.firstName;
const page = await crm.graphql.request(documents.SdkPeopleDocument, { filter: { city: { eq: tag } }, first: 10 });
out.graphqlTotal = page.people.totalCount;
const { hits } = await crm.searchRecords({ searchInput: \`Barbara \${tag}\`, limit: 5 });
out.searchLabels = hits.map((hit) => hit.label);
const priority: GraphQL.Deal['priority'] = 'HIGH';
out.graphqlPriority = priority;

// Type checks only, never called: the workspace's own types are the ones applied.
export function notCompiled() {
  // @ts-expect-error a deal's priority is LOW or HIGH in this workspace
  void crm.deals.create({ name: 'x', priority: 'URGENT' });
  // @ts-expect-error no collection of that name in this workspace
  void crm.unicorns;
  // @ts-expect-error the variables of SdkPeople: first is an Int
  void crm.graphql.request(documents.SdkPeopleDocument, { first: 'ten' });
}

console.log(JSON.stringify(out));
`;

beforeAll(async () => {
  app = await startTestServer();
  const post = async (url: string, body: unknown) => {
    const response = await app.rawFetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json();
  };
  const pipeline = await post('/rest/metadata/pipelines', { nameSingular: 'deal', namePlural: 'deals', labelSingular: 'Deal', labelPlural: 'Deals' });
  await post(`/rest/metadata/pipelines/${pipeline.data.createPipeline.id}/fields`, { name: 'priority', type: 'SELECT', options: [{ value: 'LOW' }, { value: 'HIGH' }] });

  project = mkdtempSync(path.join(tmpdir(), 'crm-sdk-consumer-'));
  cpSync(PACKAGE_DIR, PACK_DIR, { recursive: true, filter: (source) => !/[\\/](dist|node_modules)$/.test(source) });
  await run('npm', ['pack', '--pack-destination', project], PACK_DIR);
  const tarball = path.join(project, readdirSync(project).find((file) => file.endsWith('.tgz'))!);
  const manifest = JSON.parse(readFileSync(path.join(PACKAGE_DIR, 'package.json'), 'utf8')) as PackageManifest;
  // The user's program runs on Node: its types, at the version the repository pins.
  const devDependencies = { '@types/node': (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }).devDependencies['@types/node']! };
  const packageJson = { name: 'crm-sdk-consumer', private: true, type: 'module', dependencies: { [manifest.name]: `file:${path.basename(tarball)}` }, devDependencies };
  writeFileSync(path.join(project, 'package.json'), JSON.stringify(packageJson, null, 2));
  writeFileSync(path.join(project, 'package-lock.json'), JSON.stringify(scratchLock(tarball, manifest, devDependencies), null, 2));
  await run('npm', ['ci', '--offline', '--ignore-scripts'], project);
}, 240_000);

afterAll(async () => {
  await app?.close();
  if (project) rmSync(project, { recursive: true, force: true });
  rmSync(PACK_DIR, { recursive: true, force: true });
});

it('installs from its tarball: ESM entries with .d.ts, the files listed, and the command', () => {
  const installed = path.join(project, 'node_modules/@workspace-crm/client');
  const manifest = JSON.parse(readFileSync(path.join(installed, 'package.json'), 'utf8'));
  expect(manifest).toMatchObject({ name: '@workspace-crm/client', version: JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version, type: 'module' });
  expect(Object.keys(manifest.exports)).toEqual(['.', './rest', './graphql', './generate', './package.json']);
  for (const file of ['dist/index.js', 'dist/index.d.ts', 'dist/rest.d.ts', 'dist/graphql.d.ts', 'dist/cli.js', 'README.md', 'LICENSE']) expect(readdirSync(path.dirname(path.join(installed, file)))).toContain(path.basename(file));
  expect(readdirSync(path.join(project, 'node_modules/.bin'))).toContain('workspace-crm-client');
});

it('generates the workspace types, type-checks a consumer under tsc --strict, and runs it against the live server', async () => {
  const generated = await run('npx', ['--offline', 'workspace-crm-client', 'generate', '--url', app.baseUrl, '--key', app.apiKey, '--out', 'crm-types.ts'], project);
  expect(generated).toMatch(/^generate: wrote crm-types\.ts \(\d+ REST paths, \d+ GraphQL types\)/);

  writeFileSync(path.join(project, 'consumer.ts'), CONSUMER);
  writeFileSync(
    path.join(project, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { strict: true, target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', outDir: 'out', skipLibCheck: false, types: ['node'] }, files: ['consumer.ts'] }),
  );
  await run(process.execPath, [TSC, '-p', 'tsconfig.json'], project);

  const output = JSON.parse(await run(process.execPath, ['out/consumer.js', app.baseUrl, app.apiKey, tag], project));
  expect(output).toMatchObject({
    listed: 3,
    notFound: [404, 'RECORD_NOT_FOUND'],
    graphqlFirstName: 'Barbara',
    graphqlTotal: 4,
    searchLabels: [`Barbara ${tag}`],
    graphqlPriority: 'HIGH',
    firstNames: ['Ada', 'Grace', 'Linus'],
    companyName: `${tag} Acme`,
    dealPriority: 'HIGH',
    dealName: `${tag} renewal`,
  });
  expect(output.lastCreatedId).toMatch(/^[0-9a-f-]{36}$/);
}, 180_000);
