// npm run release:check (scripts/release-check.ts): a release states one version everywhere and
// the CHANGELOG has a dated section for it. The cases are texts built here; the last test reads
// the repository's own files (and writes nothing), so npm test catches a version left behind too.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changelogSections, readReleaseSources, releaseDisagreements, type ReleaseSources } from '../../scripts/release-check.ts';

const CHANGELOG = `# Changelog

## [Unreleased]

### Added
- **Records:** something not released yet.

## [0.2.0] - 2026-11-29

### Added
- **GraphQL:** the record API.

## [0.1.0] - 2026-11-22
`;

const sdl = (description: string | undefined) =>
  `${description === undefined ? '' : `"${description}"\n`}schema { query: Query }\ntype Query { a: Int }\n`;

/** Every source at `version`, with `change` applied on top. */
function sources(version: string, change: Partial<ReleaseSources> = {}): ReleaseSources {
  return {
    packageJson: { path: 'package.json', text: JSON.stringify({ name: 'workspace-crm', version }) },
    packageLock: { path: 'package-lock.json', text: JSON.stringify({ version, packages: { '': { version }, 'packages/client': { version } } }) },
    sdkPackageJson: { path: 'packages/client/package.json', text: JSON.stringify({ name: '@workspace-crm/client', version }) },
    openapiYaml: { path: 'openapi/openapi.yaml', text: `openapi: 3.1.0\ninfo:\n  title: T\n  version: ${version}\n` },
    openapiJson: { path: 'generated/openapi.json', text: JSON.stringify({ openapi: '3.1.0', info: { title: 'T', version } }) },
    graphql: [
      { path: 'schema/workspace.graphql', text: sdl(`Workspace CRM GraphQL API, version ${version}.`) },
      { path: 'schema/metadata/metadata.graphql', text: sdl(`Workspace CRM metadata API, version ${version}.`) },
    ],
    changelog: { path: 'CHANGELOG.md', text: CHANGELOG },
    ...change,
  };
}

describe('release:check', () => {
  it('passes when every document states the version and the CHANGELOG\'s newest section is it', () => {
    expect(releaseDisagreements(sources('0.2.0'))).toEqual([]);
  });

  it('names each document that states another version, or none', () => {
    const stale = sources('0.2.0', {
      openapiYaml: { path: 'openapi/openapi.yaml', text: 'openapi: 3.1.0\ninfo:\n  title: T\n  version: 0.1.0\n' },
      graphql: [
        { path: 'schema/workspace.graphql', text: sdl('Workspace CRM GraphQL API, version 0.1.0.') },
        { path: 'schema/metadata/metadata.graphql', text: sdl(undefined) },
      ],
    });
    expect(releaseDisagreements(stale)).toEqual([
      'openapi/openapi.yaml info.version says 0.1.0, package.json "version" says 0.2.0',
      'schema/workspace.graphql schema description says 0.1.0, package.json "version" says 0.2.0',
      'schema/metadata/metadata.graphql schema description states no version; it should say 0.2.0',
    ]);
  });

  it('names a generated document or a lock left at the old version', () => {
    const lockBehind = JSON.stringify({ version: '0.2.0', packages: { '': { version: '0.1.0' }, 'packages/client': { version: '0.2.0' } } });
    const problems = releaseDisagreements(sources('0.2.0', {
      packageLock: { path: 'package-lock.json', text: lockBehind },
      openapiJson: { path: 'generated/openapi.json', text: JSON.stringify({ info: { version: '0.1.0' } }) },
    }));
    expect(problems).toEqual([
      'package-lock.json packages[""].version says 0.1.0, package.json "version" says 0.2.0',
      'generated/openapi.json info.version says 0.1.0, package.json "version" says 0.2.0',
    ]);
  });

  it('names an SDK package whose version is not the API\'s, in its package.json or in the lock', () => {
    const lock = JSON.stringify({ version: '0.2.0', packages: { '': { version: '0.2.0' }, 'packages/client': { version: '0.1.0' } } });
    const problems = releaseDisagreements(sources('0.2.0', {
      packageLock: { path: 'package-lock.json', text: lock },
      sdkPackageJson: { path: 'packages/client/package.json', text: JSON.stringify({ name: '@workspace-crm/client', version: '0.1.1' }) },
    }));
    expect(problems).toEqual([
      'packages/client/package.json "version" says 0.1.1, package.json "version" says 0.2.0',
      'package-lock.json packages["packages/client"].version says 0.1.0, package.json "version" says 0.2.0',
    ]);
  });

  it('fails when the CHANGELOG has no section for the version (a bump without its notes)', () => {
    expect(releaseDisagreements(sources('0.3.0'))).toEqual([
      'CHANGELOG.md has no section for 0.3.0 (## [0.3.0] - YYYY-MM-DD)',
      'CHANGELOG.md\'s newest released section is [0.2.0], package.json "version" says 0.3.0',
    ]);
  });

  it('fails when a newer section is released than the version, or the section has no date', () => {
    const ahead = CHANGELOG.replace('## [0.2.0] - 2026-11-29', '## [0.3.0] - 2026-12-01\n\n## [0.2.0]');
    expect(releaseDisagreements(sources('0.2.0', { changelog: { path: 'CHANGELOG.md', text: ahead } }))).toEqual([
      'CHANGELOG.md section [0.2.0] has no release date (## [0.2.0] - YYYY-MM-DD)',
      'CHANGELOG.md\'s newest released section is [0.3.0], package.json "version" says 0.2.0',
    ]);
  });

  it('refuses a package version that is not x.y.z, and compares nothing else', () => {
    expect(releaseDisagreements(sources('0.2'))).toEqual(['package.json "version" is "0.2", not a semantic version (x.y.z)']);
  });

  it('reads the released sections in order, Unreleased left out', () => {
    expect(changelogSections(CHANGELOG)).toEqual([
      { version: '0.2.0', date: '2026-11-29' },
      { version: '0.1.0', date: '2026-11-22' },
    ]);
  });

  it('the repository agrees with itself', () => {
    expect(releaseDisagreements(readReleaseSources(path.resolve(import.meta.dirname, '../..')))).toEqual([]);
  });
});
