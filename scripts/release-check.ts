// Checks that every place a release's version is written says the same version, and that the
// CHANGELOG has a section for it (docs/COMPATIBILITY.md, "Versions"):
//
//   package.json                     "version" (and package-lock.json's two root entries)
//   packages/client/package.json     the SDK's "version" (and its entry in package-lock.json):
//                                    the SDK follows the API's version (docs/SDK.md)
//   openapi/openapi.yaml             info.version, and generated/openapi.json (its bundle)
//   schema/workspace.graphql         the schema description of /graphql ("..., version X.")
//   schema/metadata/metadata.graphql the schema description of /metadata
//   CHANGELOG.md                     the newest released section, `## [X] - YYYY-MM-DD`
//
//   npm run release:check    exit 1 naming each disagreement; CI runs it after codegen:check
//
// The logic is pure functions over the files' text (tested in test/release/); only main() reads.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kind, parse } from 'graphql';
import YAML from 'yaml';

/** A file's path (as a reader names it) and its text. */
export interface SourceText {
  path: string;
  text: string;
}

/** The texts release:check compares; `graphql` holds one entry per served GraphQL document. */
export interface ReleaseSources {
  packageJson: SourceText;
  packageLock: SourceText;
  /** The SDK package's package.json (packages/client). */
  sdkPackageJson: SourceText;
  openapiYaml: SourceText;
  openapiJson: SourceText;
  graphql: SourceText[];
  changelog: SourceText;
}

/** One place that states a version, and what it states (undefined: it states none). */
export interface StatedVersion {
  where: string;
  version: string | undefined;
}

export interface ChangelogSection {
  version: string;
  date: string | undefined;
}

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
/** `## [0.2.0] - 2026-11-29` (Keep a Changelog); the date is optional here so its absence can be named. */
const SECTION_HEADING = /^## \[([^\]]+)\](?:\s+-\s+(\S+))?\s*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const VERSION_IN_DESCRIPTION = /\bversion (\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\b/;

function stringAt(value: unknown, ...keys: string[]): string | undefined {
  let node = value;
  for (const key of keys) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The versions a package.json and its lock state (the lock twice: its top and its root package). */
export function packageVersions(packageJson: SourceText, packageLock: SourceText): StatedVersion[] {
  const lock: unknown = JSON.parse(packageLock.text);
  return [
    { where: `${packageJson.path} "version"`, version: stringAt(JSON.parse(packageJson.text), 'version') },
    { where: `${packageLock.path} "version"`, version: stringAt(lock, 'version') },
    { where: `${packageLock.path} packages[""].version`, version: stringAt(lock, 'packages', '', 'version') },
  ];
}

/** The SDK package's version, in its package.json and in the lock's entry of the workspace. */
export function sdkPackageVersions(sdkPackageJson: SourceText, packageLock: SourceText): StatedVersion[] {
  const workspace = path.dirname(sdkPackageJson.path);
  return [
    { where: `${sdkPackageJson.path} "version"`, version: stringAt(JSON.parse(sdkPackageJson.text), 'version') },
    { where: `${packageLock.path} packages["${workspace}"].version`, version: stringAt(JSON.parse(packageLock.text), 'packages', workspace, 'version') },
  ];
}

/** info.version of an OpenAPI document, YAML or JSON (JSON is YAML). */
export function openapiVersion(document: SourceText): StatedVersion {
  const version = stringAt(YAML.parse(document.text), 'info', 'version');
  return { where: `${document.path} info.version`, version: version === undefined ? undefined : String(version) };
}

/** The version named in an SDL's schema description (`"Workspace CRM GraphQL API, version 0.2.0."`). */
export function graphqlVersion(sdl: SourceText): StatedVersion {
  const where = `${sdl.path} schema description`;
  const schema = parse(sdl.text).definitions.find((definition) => definition.kind === Kind.SCHEMA_DEFINITION);
  const description = schema?.kind === Kind.SCHEMA_DEFINITION ? schema.description?.value : undefined;
  return { where, version: description?.match(VERSION_IN_DESCRIPTION)?.[1] };
}

/** The `## [x] - date` sections of a changelog in order, `Unreleased` left out. */
export function changelogSections(changelog: string): ChangelogSection[] {
  const sections: ChangelogSection[] = [];
  for (const line of changelog.split('\n')) {
    const heading = line.match(SECTION_HEADING);
    if (heading && heading[1].toLowerCase() !== 'unreleased') sections.push({ version: heading[1], date: heading[2] });
  }
  return sections;
}

/** Every disagreement, each a sentence naming the file and what it says; empty when the release is consistent. */
export function releaseDisagreements(sources: ReleaseSources): string[] {
  const [declared, ...others] = [
    ...packageVersions(sources.packageJson, sources.packageLock),
    ...sdkPackageVersions(sources.sdkPackageJson, sources.packageLock),
    openapiVersion(sources.openapiYaml),
    openapiVersion(sources.openapiJson),
    ...sources.graphql.map(graphqlVersion),
  ];
  const version = declared.version;
  if (!version || !SEMVER.test(version)) return [`${declared.where} is ${version === undefined ? 'missing' : `"${version}"`}, not a semantic version (x.y.z)`];

  const problems: string[] = [];
  for (const stated of others) {
    if (stated.version === undefined) problems.push(`${stated.where} states no version; it should say ${version}`);
    else if (stated.version !== version) problems.push(`${stated.where} says ${stated.version}, ${declared.where} says ${version}`);
  }

  const changelog = sources.changelog.path;
  const sections = changelogSections(sources.changelog.text);
  const section = sections.find((candidate) => candidate.version === version);
  if (!section) problems.push(`${changelog} has no section for ${version} (## [${version}] - YYYY-MM-DD)`);
  else if (!section.date || !ISO_DATE.test(section.date)) problems.push(`${changelog} section [${version}] has no release date (## [${version}] - YYYY-MM-DD)`);
  const newest = sections[0];
  if (newest && newest.version !== version) problems.push(`${changelog}'s newest released section is [${newest.version}], ${declared.where} says ${version}`);
  return problems;
}

/** The repository's files, read. */
export function readReleaseSources(root: string): ReleaseSources {
  const read = (file: string): SourceText => ({ path: file, text: readFileSync(path.join(root, file), 'utf8') });
  return {
    packageJson: read('package.json'),
    packageLock: read('package-lock.json'),
    sdkPackageJson: read('packages/client/package.json'),
    openapiYaml: read('openapi/openapi.yaml'),
    openapiJson: read('generated/openapi.json'),
    graphql: [read('schema/workspace.graphql'), read('schema/metadata/metadata.graphql')],
    changelog: read('CHANGELOG.md'),
  };
}

function main(): void {
  const sources = readReleaseSources(path.resolve(import.meta.dirname, '..'));
  const problems = releaseDisagreements(sources);
  if (problems.length > 0) {
    console.error(`release:check FAILED:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    process.exit(1);
  }
  const { version } = JSON.parse(sources.packageJson.text) as { version: string };
  console.log(`release:check: ${version} in package.json, its lock, the SDK package, the OpenAPI document, both GraphQL schemas and CHANGELOG.md.`);
}

// Run as a script (npm run release:check), not when the test imports the functions above.
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
