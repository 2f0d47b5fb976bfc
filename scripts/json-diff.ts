// Prints every JSON path where two JSON documents differ, ignoring key order, e.g. the bundled
// OpenAPI document before and after a change to openapi/ or its generator:
//
//   npx tsx scripts/json-diff.ts /tmp/openapi-before.json generated/openapi.json
import { readFileSync } from 'node:fs';

const escape = (key: string | number) => String(key).replaceAll('~', '~0').replaceAll('/', '~1');
const show = (value: unknown) => (value === undefined ? '(absent)' : JSON.stringify(value));

/** JSON pointers (with the two values) of every difference between `a` and `b`. */
function jsonDifferences(a: unknown, b: unknown, at = '#'): Array<[string, unknown, unknown]> {
  const bothObjects = a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b);
  if (!bothObjects) return JSON.stringify(a) === JSON.stringify(b) ? [] : [[at, a, b]];
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(x), ...Object.keys(y)])];
  if (!Array.isArray(a)) keys.sort();
  return keys.flatMap((key) => jsonDifferences(x[key], y[key], `${at}/${escape(key)}`));
}

const [before, after] = process.argv.slice(2).map((file) => JSON.parse(readFileSync(file, 'utf8')) as unknown);
const differences = jsonDifferences(before, after);
for (const [at, a, b] of differences) console.log(`${at}\n  - ${show(a)}\n  + ${show(b)}`);
console.log(`${differences.length} difference(s)`);
