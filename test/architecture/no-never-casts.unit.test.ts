// No `as never` in src (issue 46): the REST handlers are typed by the generated operation types
// (http/routes.ts: "mistyped handlers do not compile"), and a cast to never silences exactly
// that check. Records reach the document's schemas through one conversion
// (http/record-answers.ts), GraphQL resolvers through codegen.yml's mappers. Read from each
// file's syntax tree, src's unit tests included, so a comment or a message that says "never"
// does not count and a cast in any spelling (`as never`, `<never>x`) does.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../../src');

function typeScriptFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return typeScriptFiles(full);
    return name.endsWith('.ts') ? [full] : [];
  });
}

/** `file:line` of every assertion to `never` in `text`. */
function neverCasts(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) && node.type.kind === ts.SyntaxKind.NeverKeyword) {
      found.push(`${fileName}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no casts to never', () => {
  it('finds a cast to never in either spelling, and not the word in a comment or a string', () => {
    expect(neverCasts('a.ts', 'const a = b as never;\nconst c = <never>d;')).toEqual(['a.ts:1', 'a.ts:2']);
    expect(neverCasts('a.ts', "// it was never taken\nconst m = 'the sender was never activated';\nconst n = b as string;")).toEqual([]);
  });

  it('src has none, its unit tests included', () => {
    const files = typeScriptFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    expect(files.flatMap((file) => neverCasts(path.relative(SRC, file), readFileSync(file, 'utf8')))).toEqual([]);
  });
});
