// The package's root directory (the one holding package.json), for the files the service reads
// at run time: prisma/migrations, schema/*.graphql, generated/openapi.json. Found by walking up
// from this module, so it is the same under tsx (src/lib/) and from the compiled build
// (dist/src/lib/), whatever the working directory.
import { existsSync } from 'node:fs';
import path from 'node:path';

export function findPackageRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no package.json above ${from}`);
  }
}

export const PACKAGE_ROOT = findPackageRoot(import.meta.dirname);

/** A path inside the package: `packagePath('prisma', 'migrations')`. */
export function packagePath(...segments: string[]): string {
  return path.join(PACKAGE_ROOT, ...segments);
}
