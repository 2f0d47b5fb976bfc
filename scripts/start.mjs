// `npm start`: the compiled service (dist/src/main.js), built here first when dist/ is missing or
// older than the sources, so `npm install && npm start` is the whole set-up and no TypeScript
// loader stays in memory. Plain JavaScript, so it runs before anything is compiled.
//
//   node scripts/start.mjs            build if needed, then run the service in this same process
//   node scripts/start.mjs --build    build if needed, then exit
//
// "Needed": the hash of what the build reads (src/, generated/, the two tsconfig files) differs
// from the one written to dist/.build-hash by the last build of this script (`npm run build`
// leaves no hash, so the next start builds once more). The build runs tsc in a child process that
// exits before the service starts; the service is then imported here rather than spawned, so the
// process tree stays npm + node (npm's `sh -c` execs its single command).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT_DIR = path.join(ROOT, 'dist');
const HASH_FILE = path.join(OUT_DIR, '.build-hash');
const ENTRY = path.join(OUT_DIR, 'src', 'main.js');
/** What tsconfig.build.json compiles, and the configuration itself. */
const BUILD_INPUTS = ['src', 'generated', 'tsconfig.json', 'tsconfig.build.json'];

/** The files of the build's inputs, relative to ROOT, sorted (an input that is a file is itself). */
function inputFiles() {
  const files = [];
  for (const input of BUILD_INPUTS) {
    const absolute = path.join(ROOT, input);
    if (!existsSync(absolute)) continue;
    if (!statSync(absolute).isDirectory()) files.push(input);
    else {
      for (const entry of readdirSync(absolute, { withFileTypes: true, recursive: true })) {
        if (entry.isFile()) files.push(path.relative(ROOT, path.join(entry.parentPath, entry.name)));
      }
    }
  }
  return files.sort();
}

/** sha256 over the names and contents of the build's inputs (contents, not mtimes: a checkout rewrites mtimes). */
function sourceHash() {
  const hash = createHash('sha256');
  for (const file of inputFiles()) hash.update(file).update('\0').update(readFileSync(path.join(ROOT, file))).update('\0');
  return hash.digest('hex');
}

function buildIsCurrent(hash) {
  return existsSync(ENTRY) && existsSync(HASH_FILE) && readFileSync(HASH_FILE, 'utf8').trim() === hash;
}

/** `tsc -p tsconfig.build.json` into a fresh dist/; exits the process with tsc's output when it fails. */
function build(hash) {
  const tsc = path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
  if (!existsSync(tsc)) {
    fail(
      'dist/ is missing or older than the sources, and TypeScript is not installed to build it ' +
        '(installed without dev dependencies?). Run `npm install` (with dev dependencies) or `npm run build`, then start again.',
    );
  }
  process.stderr.write('Building the service into dist/ (first start, or the sources changed) ...\n');
  const started = Date.now();
  rmSync(OUT_DIR, { recursive: true, force: true });
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) fail(`the build failed (tsc -p tsconfig.build.json exited with ${result.status ?? result.signal}).`);
  writeFileSync(HASH_FILE, `${hash}\n`);
  process.stderr.write(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
}

function fail(message) {
  process.stderr.write(`failed to start: ${message}\n`);
  process.exit(1);
}

const hash = sourceHash();
if (!buildIsCurrent(hash)) build(hash);
if (!process.argv.includes('--build')) await import(pathToFileURL(ENTRY).href);
