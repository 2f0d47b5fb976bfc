// The seams of the house (issue 21, point 6; docs/internal/decisions.md). The backbone (records, the
// query language, the database, metadata, events, jobs) names no engine and no interface edge,
// so an engine is added by a folder with an engine.ts and a line in src/engines.ts, and the
// interfaces reach engines only through what engines.ts assembles. Read from each file's own
// import specifiers (TypeScript's pre-processor), so a new import that breaks a rule fails here.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [full] : [];
  });
}

/** src-relative paths of the files each src file imports (relative specifiers only). */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map((imported) => imported.fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => path.relative(SRC, path.resolve(path.dirname(file), specifier)));
}

const files = sourceFiles(SRC);
const imports = new Map(files.map((file) => [path.relative(SRC, file), importsOf(file)]));

/** Folders of src that hold an engine (an engine.ts, as src/webhooks does). */
const engineFolders = [...imports.keys()].filter((file) => path.basename(file) === 'engine.ts' && path.dirname(file) !== '.').map(path.dirname);

const inFolder = (file: string, folder: string) => file.startsWith(`${folder}/`);
/** Files at the top of src (entry points, the assembly: app, server, services, engines, ...). */
const topLevel = (file: string) => !file.includes('/');

function violations(from: (file: string) => boolean, to: (target: string) => boolean): string[] {
  return [...imports].filter(([file]) => from(file)).flatMap(([file, targets]) => targets.filter(to).map((target) => `${file} -> ${target}`));
}

const BACKBONE = ['jobs', 'records', 'query', 'db', 'metadata', 'events'];
const EDGES = ['http', 'graphql'];

describe('import rules', () => {
  it('reads the imports it judges (the rules below cannot pass by reading nothing)', () => {
    expect(imports.get('records/record-service.ts')).toContain('query/index.ts');
    expect(engineFolders).toContain('webhooks');
  });

  it('the backbone imports no engine folder, no interface edge and nothing at the top of src', () => {
    const backbone = (file: string) => BACKBONE.some((folder) => inFolder(file, folder));
    expect(violations(backbone, (target) => [...engineFolders, ...EDGES].some((folder) => inFolder(target, folder)) || topLevel(target))).toEqual([]);
  });

  it('the core services import no engine folder and no interface edge (server.ts hands them what they need)', () => {
    expect(violations((file) => file === 'services.ts', (target) => [...engineFolders, ...EDGES].some((folder) => inFolder(target, folder)))).toEqual([]);
  });

  it('the interfaces reach engines only through engines.ts', () => {
    const edge = (file: string) => EDGES.some((folder) => inFolder(file, folder));
    expect(violations(edge, (target) => engineFolders.some((folder) => inFolder(target, folder)))).toEqual([]);
  });

  it('errors/ is the bottom of the house: it imports nothing outside errors/ and lib/ (no arrow back up)', () => {
    expect(violations((file) => inFolder(file, 'errors'), (target) => !inFolder(target, 'errors') && !inFolder(target, 'lib'))).toEqual([]);
  });

  it('engines reach each other only through the backbone: no engine imports another engine folder', () => {
    const crossing = engineFolders.flatMap((folder) =>
      violations((file) => inFolder(file, folder), (target) => engineFolders.some((other) => other !== folder && inFolder(target, other))),
    );
    expect(crossing).toEqual([]);
  });
});

/** Libraries a deployment may never use, imported on first use (src/lib/on-first-use.ts). */
const ON_FIRST_USE = ['imapflow', 'mailparser', 'nodemailer', '@graphql-yoga/render-graphiql'];

/** `file -> library` for each static import of a value (not `import type`) of those libraries. */
function staticValueImportsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  return source.statements.flatMap((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return [];
    const library = statement.moduleSpecifier.text;
    if (!ON_FIRST_USE.includes(library) || statement.importClause?.isTypeOnly) return [];
    return [`${path.relative(SRC, file)} -> ${library}`];
  });
}

describe('what the service loads at start', () => {
  it('imports the SMTP, IMAP, MIME and GraphiQL page libraries on first use, never with a static import', () => {
    expect(files.flatMap(staticValueImportsOf)).toEqual([]);
  });

  it('reads the imports it judges: the first-use imports are there', () => {
    const dynamic = files.filter((file) => ON_FIRST_USE.some((library) => readFileSync(file, 'utf8').includes(`import('${library}')`)));
    expect(dynamic.map((file) => path.relative(SRC, file)).sort()).toEqual([
      'email/outbox-transport.ts',
      'email/smtp-transport.ts',
      'graphql/graphiql.ts',
      'inbox/imap/imap-reader.ts',
      'inbox/imap/message-from-mail.ts',
    ]);
  });
});
